//! Card 51 FREs (Jihadist, 1). Precondition: troops are in Iraq (NATO counts). Effect not
//! written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct FREs;

impl CardEvent for FREs {
    fn id(&self) -> CardId {
        CardId::of(51)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.troops_counting_nato(Country::Iraq) > 0 {
            Ok(())
        } else {
            Err("there are no troops in Iraq".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
