//! Card 57 Abu Sayyaf (Jihadist, 2, REMOVE, MARK). Precondition: none of its own (Moro
//! Talks #4 is a table block). One cell in the Philippines (as far as the track allows,
//! 6.2.4) and the marker there: the US may Deploy to the Philippines (`ops/us/deploy.rs`)
//! and each Plot placed there costs 1 Prestige unless troops outnumber cells
//! (`ops/jihadist/plot.rs`).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_cells_in, place_country_marker};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct AbuSayyaf;

impl CardEvent for AbuSayyaf {
    fn id(&self) -> CardId {
        CardId::of::<57>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        place_cells_in(cx, by, self.id(), &[(Country::Philippines, 1)])?;
        place_country_marker(cx, Marker::AbuSayyaf, Country::Philippines);
        Ok(())
    }
}
