//! Card 59 Amerithrax (Jihadist, 2). Precondition: none (always playable; nothing happens
//! without a US card in the US hand). Effect not written yet (issue "Card events
//! II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Amerithrax;

impl CardEvent for Amerithrax {
    fn id(&self) -> CardId {
        CardId::of(59)
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
