//! Card 12 Al-Azhar (US, 2). Not written yet: its precondition and effect land
//! with the "Card events" issues; until then the event is refused as not implemented.

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct AlAzhar;

impl CardEvent for AlAzhar {
    fn id(&self) -> CardId {
        CardId::of(12)
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
