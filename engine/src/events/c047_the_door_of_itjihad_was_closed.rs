//! Card 47 The door of Itjihad was closed (US, 3, LAPSING). No precondition. The card goes
//! to the Lapsing box (sequence.rs); for the rest of the turn, 2-player: each card the
//! Jihadist plays in its Action Phases is drawn at random from its hand (`// Card 47` in
//! sequence.rs); 1-player: the bot plays no Jihadist or Unassociated event (blocks.rs).
//! Events that the US triggers still occur (reference reading).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct TheDoorOfItjihadWasClosed;

impl CardEvent for TheDoorOfItjihadWasClosed {
    fn id(&self) -> CardId {
        CardId::of::<47>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // Its whole effect is lingering: the Lapsing box is read at the rule sites.
        Ok(())
    }
}
