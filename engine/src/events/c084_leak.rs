//! Card 84 and Card 85 Leak (Jihadist, 3). Not written yet: its precondition and effect land
//! with the "Card events" issues; until then the event is refused as not implemented.

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Leak(pub u8);

impl CardEvent for Leak {
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
