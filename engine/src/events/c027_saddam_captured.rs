//! Card 27 Saddam Captured (US, 2, REMOVE, MARK). Precondition: troops are in Iraq (NATO
//! counts). Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct SaddamCaptured;

impl CardEvent for SaddamCaptured {
    fn id(&self) -> CardId {
        CardId::of(27)
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
