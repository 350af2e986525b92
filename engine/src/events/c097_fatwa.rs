//! Card 97 Fatwa (Unassociated, 1). Precondition: the player holds another card and the
//! opponent holds at least one card (both sides, by the player). Effect not written yet
//! (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Fatwa;

impl CardEvent for Fatwa {
    fn id(&self) -> CardId {
        CardId::of(97)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, by: Side) -> Result<(), String> {
        if !g.hand(by).iter().any(|card| *card != self.id()) {
            return Err(format!("the {by} holds no other card"));
        }
        if g.hand(!by).is_empty() {
            return Err(format!("the {} holds no card", !by));
        }
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
