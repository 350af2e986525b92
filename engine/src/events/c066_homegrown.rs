//! Card 66 Homegrown (Jihadist, 2). Place one cell in the United Kingdom (tested as the
//! cell arrives, 4.9.4), from the Funding track regardless of Funding (4.7.4.2).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Homegrown;

impl CardEvent for Homegrown {
    fn id(&self) -> CardId {
        CardId::of::<66>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // 6.2.4 an empty track places nothing (and tests nothing).
        cx.place_cells(Country::UnitedKingdom, 1);
        Ok(())
    }
}
