//! Card 94 The door of Itjihad was closed (Jihadist, 3). Precondition: a Muslim country
//! tested to Fair, or improved to Fair or Good, in this or the last Action Phase is still
//! Fair or Good. Only "a Muslim country is Fair or Good" can be checked: the engine does
//! not record tests and improvements per phase yet, so the event is refused as not playable
//! until it does. Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Side};

pub(crate) struct TheDoorOfItjihadWasClosed;

impl CardEvent for TheDoorOfItjihadWasClosed {
    fn id(&self) -> CardId {
        CardId::of(94)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if !Country::ALL.into_iter().any(|c| {
            c.is_muslim() && matches!(g.governance(c), Some(Governance::Good | Governance::Fair))
        }) {
            return Err("no Muslim country is at Fair or Good Governance".into());
        }
        // The record of countries tested or improved to Fair/Good per phase does not exist yet.
        Err(
            "no country is recorded as tested or improved to Fair or Good in this or the last \
             Action Phase (not tracked yet)"
                .into(),
        )
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
