//! Card 79 Clean Operatives (Jihadist, 3). Precondition: none (reference reading: no cell
//! on the map needed; nothing happens without one). Effect not written yet (issue "Card
//! events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct CleanOperatives;

impl CardEvent for CleanOperatives {
    fn id(&self) -> CardId {
        CardId::of(79)
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
