//! Card 79 Clean Operatives (Jihadist, 3). Precondition: none (reference reading: no cell
//! on the map needed; nothing happens without one). Up to two cells (never Sadr) Travel
//! automatically, with no roll, to any countries, the same or different, whatever the
//! adjacency (Patriot Act #43) or Biometrics #2. They arrive as Sleepers and an unmarked
//! destination is tested (dice: one test per unmarked destination, in order).

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::events::common::travel_cells;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct CleanOperatives;

impl CardEvent for CleanOperatives {
    fn id(&self) -> CardId {
        CardId::of(79)
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        travel_cells(cx, by, self.id(), 2, true, |_, _, _| Ok(()))?;
        Ok(())
    }
}
