//! Card 2 Biometrics (US, 1, LAPSING). No precondition and no immediate effect: the card
//! goes to a Lapsing box, and for the rest of the turn Travel operations may not go to a
//! non-adjacent country and must roll 1 into an adjacent Good country (read in
//! `ops/jihadist/travel.rs`; event Travel is not restricted, reference reading).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Biometrics;

impl CardEvent for Biometrics {
    fn id(&self) -> CardId {
        CardId::of::<2>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // 6.2.7 the Lapsing box is filled by the sequence of play (dispose_after_event).
        Ok(())
    }
}
