//! Card 31 Wiretapping (US, 2, MARK). Playable if a cell, cadre or Plot is in the United
//! States, the United Kingdom or Canada. Removes every cell, cadre and Plot there (no cadre
//! is left; Plots as if Alerted), the US draws a card, and the Wiretapping marker goes in
//! the Event Box (Leak #84/#85 may flip it, which then blocks this event).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_event_marker, remove_all_cells, remove_all_plots, remove_cadre};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Wiretapping;

const COUNTRIES: [Country; 3] = [
    Country::UnitedStates,
    Country::UnitedKingdom,
    Country::Canada,
];

impl CardEvent for Wiretapping {
    fn id(&self) -> CardId {
        CardId::of::<31>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        let present = COUNTRIES.into_iter().any(|c| {
            let s = g.country(c);
            s.cells() > 0 || s.cadre || !s.plots.is_empty()
        });
        if present {
            Ok(())
        } else {
            Err(
                "no cell, cadre or Plot is in the United States, the United Kingdom or Canada"
                    .into(),
            )
        }
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        for country in COUNTRIES {
            // The card removes cadres too: none is left behind.
            remove_all_cells(cx, country, false);
            remove_cadre(cx, country);
            remove_all_plots(cx, country);
        }
        place_event_marker(cx, Marker::Wiretapping);
        cx.draw_into_hand(Side::Us, 1)?;
        Ok(())
    }
}
