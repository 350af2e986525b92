//! Card 17 FSB (US, 2). Precondition: none (the printed card has none; reference reading:
//! no Russia/Central Asia cell needed). Effect not written yet (issue "Card events
//! II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct FSB;

impl CardEvent for FSB {
    fn id(&self) -> CardId {
        CardId::of(17)
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
