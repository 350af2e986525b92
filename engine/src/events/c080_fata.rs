//! Card 80 FATA (Jihadist, 3, MARK). Precondition: none. Pakistan is tested if unmarked,
//! gets one cell (as far as the track allows, 6.2.4) and the FATA marker (once): no
//! Disrupt there unless it is a Regime Change country (`ops/us/disrupt.rs`), and the US may
//! not play Zawahiri #111 or Bin Ladin #112 (`blocks.rs`). Not REMOVE: it can recur.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_cells_in, place_country_marker};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Fata;

impl CardEvent for Fata {
    fn id(&self) -> CardId {
        CardId::of::<80>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // Reference: Pakistan is tested even when no cell is left to place.
        cx.test_country(Country::Pakistan);
        place_cells_in(cx, by, self.id(), &[(Country::Pakistan, 1)])?;
        place_country_marker(cx, Marker::Fata, Country::Pakistan);
        Ok(())
    }
}
