//! Card 71 Loose Nuke (Jihadist, 2, REMOVE). Precondition: Russia holds a cell (CTR there
//! is a table block). Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct LooseNuke;

impl CardEvent for LooseNuke {
    fn id(&self) -> CardId {
        CardId::of(71)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.cells(Country::Russia) > 0 {
            Ok(())
        } else {
            Err("Russia has no cell".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
