//! Card 44 Renditions (US, 3, MARK). Precondition: US Posture is Hard (the Leak block is in
//! the blocks table; the Disrupt is skipped if none is possible). Effect not written yet
//! (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Posture, Side};

pub(crate) struct Renditions;

impl CardEvent for Renditions {
    fn id(&self) -> CardId {
        CardId::of(44)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.us_posture == Posture::Hard {
            Ok(())
        } else {
            Err("the US Posture is not Hard".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
