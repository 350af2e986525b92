//! Card 2 Biometrics (US, 1, LAPSING). Precondition: none. Effect not written yet (issue
//! "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Biometrics;

impl CardEvent for Biometrics {
    fn id(&self) -> CardId {
        CardId::of(2)
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
