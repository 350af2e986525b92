//! Card 13 Anbar Awakening (US, 2, MARK). Precondition: troops are in Iraq or Syria (NATO
//! counts). The Al-Anbar block it causes is in the blocks table. Effect not written yet
//! (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
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
        if g.troops_counting_nato(Country::Iraq) > 0 || g.troops_counting_nato(Country::Syria) > 0 {
            Ok(())
        } else {
            Err("there are no troops in Iraq or Syria".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
