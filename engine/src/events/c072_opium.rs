//! Card 72 Opium (Jihadist, 2). Playable if Afghanistan has a cell. Place three more cells
//! there; then, if Afghanistan is under Islamist Rule, every cell still on the Funding
//! track as well (events ignore the Funding level, 4.7.4.2; 6.2.4 place what remains).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Opium;

impl CardEvent for Opium {
    fn id(&self) -> CardId {
        CardId::of::<72>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.cells(Country::Afghanistan) == 0 {
            return Err("Afghanistan has no cell".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // Three, and under Islamist Rule the rest of the track too: one placement, so the
        // log has one line with the number placed (two read as a running total).
        let count = if cx.g.is_islamist_rule(Country::Afghanistan) {
            cx.g.cells_on_track()
        } else {
            3
        };
        cx.place_cells(Country::Afghanistan, count);
        Ok(())
    }
}
