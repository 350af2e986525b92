//! Card 5 NEST (US, 1, REMOVE, MARK). Precondition: none. Effect not written yet (issue
//! "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct NEST;

impl CardEvent for NEST {
    fn id(&self) -> CardId {
        CardId::of(5)
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
