//! Card 114 GTMO (Unassociated, 3, LAPSING). Precondition: none. The same for both sides:
//! a Prestige roll (4.7.1: direction die, then two dice); the card lapses, and for the
//! rest of the turn no Recruit operation may be conducted (`ops/jihadist/recruit.rs`) and
//! Detainee Release #61 is blocked (`blocks.rs`).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Gtmo;

impl CardEvent for Gtmo {
    fn id(&self) -> CardId {
        CardId::of::<114>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.roll_prestige();
        Ok(())
    }
}
