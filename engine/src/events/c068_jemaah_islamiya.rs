//! Card 68 Jemaah Islamiya (Jihadist, 2). Place two cells in Indonesia/Malaysia (tested as
//! the first arrives, 4.9.4); one if only one is left on the Funding track (6.2.4).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct JemaahIslamiya;

impl CardEvent for JemaahIslamiya {
    fn id(&self) -> CardId {
        CardId::of::<68>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // `place_cells` clamps to the track (6.2.4 place what remains).
        cx.place_cells(Country::IndonesiaMalaysia, 2);
        Ok(())
    }
}
