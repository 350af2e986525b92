//! Card 26 Quartet (US, 2). Not written yet: its precondition and effect land
//! with the "Card events" issues; until then the event is refused as not implemented.

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Quartet;

impl CardEvent for Quartet {
    fn id(&self) -> CardId {
        CardId::of(26)
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
