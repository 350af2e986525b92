//! Card 96 Danish Cartoons (Unassociated, 1, REMOVE). Not written yet: its precondition and effect land
//! with the "Card events" issues; until then the event is refused as not implemented.

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct DanishCartoons;

impl CardEvent for DanishCartoons {
    fn id(&self) -> CardId {
        CardId::of(96)
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
