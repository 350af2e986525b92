//! Card 101 Kosovo (Unassociated, 1). The same whoever plays it: +1 Prestige, and Serbia's
//! Posture is set opposite to the US Posture (a setting, not a test: no die, marked or
//! not).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Kosovo;

impl CardEvent for Kosovo {
    fn id(&self) -> CardId {
        CardId::of::<101>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.add_prestige(1);
        let to = cx.g.us_posture.opposite();
        cx.set_posture(Country::Serbia, to);
        Ok(())
    }
}
