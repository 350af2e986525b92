//! Card 61 Detainee Release (Jihadist, 2). Playable if the US Disrupted in this or the last
//! Action Phase (`GameState::this_phase` / `last_phase`; GTMO #114 and Renditions #44 are
//! table blocks). The Jihadist places a cell (Funding ignored) in a country where such a
//! Disrupt happened (tested if unmarked), then draws a card.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, place_cells_in};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct DetaineeRelease;

/// A country Disrupted in this or the last Action Phase.
fn disrupted(g: &GameState, c: Country) -> Result<(), Refusal> {
    if g.this_phase.disrupted.contains(c) || g.last_phase.disrupted.contains(c) {
        Ok(())
    } else {
        Err(Refusal::country(
            c,
            "{country} was not Disrupted in this or the last Action Phase",
        ))
    }
}

impl CardEvent for DetaineeRelease {
    fn id(&self) -> CardId {
        CardId::of::<61>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| disrupted(g, c).is_ok()) {
            Ok(())
        } else {
            Err("the US did not Disrupt in this or the last Action Phase".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // 6.2.4 with no cell on the track nothing is placed (nothing to choose).
        if cx.g.cells_on_track() > 0 {
            let place =
                choose_country_if_any(cx, by, self.id(), EventQuestion::CellCountry, disrupted)?;
            if let Some(country) = place {
                place_cells_in(cx, by, self.id(), &[(country, 1)])?;
            }
        }
        cx.draw_into_hand(Side::Jihadist, 1)
    }
}
