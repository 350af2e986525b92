//! Card 27 Saddam Captured (US, 2, REMOVE, MARK). Not written yet: its precondition and effect land
//! with the "Card events" issues; until then the event is refused as not implemented.

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct SaddamCaptured;

impl CardEvent for SaddamCaptured {
    fn id(&self) -> CardId {
        CardId::of(27)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
