//! Card 58 Al-Anbar (Jihadist, 2, REMOVE, MARK). Precondition: none of its own (Anbar
//! Awakening #13 is a table block, and that card removes this marker). One cell in Iraq
//! (as far as the track allows, 6.2.4) and the marker in the Event Box: a Disrupt in Iraq
//! or Syria affects one cell and never a cadre (`ops/us/disrupt.rs`), and the US may not
//! play Zawahiri #111 or Bin Ladin #112 (`blocks.rs`).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_cells_in, place_event_marker};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct AlAnbar;

impl CardEvent for AlAnbar {
    fn id(&self) -> CardId {
        CardId::of::<58>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        place_cells_in(cx, by, self.id(), &[(Country::Iraq, 1)])?;
        place_event_marker(cx, Marker::AlAnbar);
        Ok(())
    }
}
