//! Card 74 Schengen Visas (Jihadist, 2). Precondition: none. Up to two cells (never Sadr)
//! Travel automatically, with no roll, to Schengen countries, the same or different; a cell
//! already in a Schengen country may move to another or stay. They arrive as Sleepers and
//! an unmarked destination is tested (dice: one test per unmarked destination, in order).
//! Automatic Travel ignores Biometrics #2 (reference reading).

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::events::common::travel_cells;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct SchengenVisas;

impl CardEvent for SchengenVisas {
    fn id(&self) -> CardId {
        CardId::of(74)
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        travel_cells(cx, by, self.id(), 2, true, |_, _, to| {
            if to.is_schengen() {
                Ok(())
            } else {
                Err(format!("{to} is not a Schengen country"))
            }
        })?;
        Ok(())
    }
}
