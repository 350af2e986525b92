//! Card 70 Lashkar-e-Tayyiba (Jihadist, 2). Place one cell in Pakistan and one in India
//! (each tested as its cell arrives, 4.9.4); with a single cell left on the Funding track
//! the Jihadist chooses where it goes (6.2.4). Blocked while Card 36 Indo-Pakistani Talks
//! is in effect (the blocks table, 6.2.8).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_cells_in;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct LashkarETayyiba;

impl CardEvent for LashkarETayyiba {
    fn id(&self) -> CardId {
        CardId::of::<70>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        // The printed precondition is the Indo-Pakistani Talks block (blocks table).
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        place_cells_in(
            cx,
            by,
            self.id(),
            &[(Country::Pakistan, 1), (Country::India, 1)],
        )?;
        Ok(())
    }
}
