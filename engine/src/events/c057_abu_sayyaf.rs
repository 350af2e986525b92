//! Card 57 Abu Sayyaf (Jihadist, 2, REMOVE, MARK). Precondition: none of its own (Moro
//! Talks #4 is a table block). Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct AbuSayyaf;

impl CardEvent for AbuSayyaf {
    fn id(&self) -> CardId {
        CardId::of(57)
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
