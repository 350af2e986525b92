//! Card 18 Intel Community (US, 2). Precondition: none. Effect not written yet (issue "Card
//! events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct IntelCommunity;

impl CardEvent for IntelCommunity {
    fn id(&self) -> CardId {
        CardId::of(18)
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
