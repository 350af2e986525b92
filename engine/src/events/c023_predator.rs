//! Cards 23, 24 and 25 Predator (US, 2). Precondition: none: the printed card has no "Play
//! if" (reference reading; with no cell in a Muslim country the event does nothing). Effect
//! not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Predator(pub u8);

impl CardEvent for Predator {
    fn id(&self) -> CardId {
        CardId::of(self.0)
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
