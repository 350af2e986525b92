//! Card 13 Anbar Awakening (US, 2, MARK). Precondition: troops are in Iraq or Syria (NATO
//! counts). The Al-Anbar block it causes is in the blocks table. Effect not written yet
//! (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::events::common::troops_with_nato;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct AnbarAwakening;

impl CardEvent for AnbarAwakening {
    fn id(&self) -> CardId {
        CardId::of(13)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if troops_with_nato(g, Country::Iraq) > 0 || troops_with_nato(g, Country::Syria) > 0 {
            Ok(())
        } else {
            Err("there are no troops in Iraq or Syria".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
