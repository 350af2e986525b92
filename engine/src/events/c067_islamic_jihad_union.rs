//! Card 67 Islamic Jihad Union (Jihadist, 2, REMOVE). Place one cell in Central Asia and
//! one in Afghanistan (each tested as its cell arrives, 4.9.4); with a single cell left on
//! the Funding track the Jihadist chooses where it goes (6.2.4).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_cells_in;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct IslamicJihadUnion;

impl CardEvent for IslamicJihadUnion {
    fn id(&self) -> CardId {
        CardId::of::<67>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        place_cells_in(
            cx,
            by,
            self.id(),
            &[(Country::CentralAsia, 1), (Country::Afghanistan, 1)],
        )?;
        Ok(())
    }
}
