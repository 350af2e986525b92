//! Card 108 Musharraf (Unassociated, 2). Precondition: Pakistan holds a cell (Benazir
//! Bhutto #33 is a table block); the same for both sides. Effect not written yet (issue
//! "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Musharraf;

impl CardEvent for Musharraf {
    fn id(&self) -> CardId {
        CardId::of(108)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.cells(Country::Pakistan) > 0 {
            Ok(())
        } else {
            Err("Pakistan has no cell".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
