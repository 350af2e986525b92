//! Card 115 Hambali (Unassociated, 3, REMOVE if the US plays it). Playable if a cell is in
//! Indonesia/Malaysia or an adjacent country that is a Muslim Ally or a Hard non-Muslim
//! country. US play: remove a cell there, draw two cards, REMOVE. Jihadist play: place
//! any Available Plot there (no cell is activated).

use crate::bot::plot_event_has_target;
use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::common::{
    choose_country_if_any, place_any_plot, question, remove_cell_chosen, seen, seen_countries,
};
use crate::events::{CardEvent, Disposal};
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Country, Posture, Side};

pub(crate) struct Hambali;

/// A country the event can target: Indonesia/Malaysia or a neighbour, with a cell, that is
/// a Muslim Ally or a Hard non-Muslim country.
fn qualifies(g: &SideView<'_>, c: Country) -> Result<(), Refusal> {
    if c != Country::IndonesiaMalaysia && !g.adjacent(Country::IndonesiaMalaysia, c) {
        return Err(Refusal::country(
            c,
            "{country} is neither Indonesia/Malaysia nor adjacent to it",
        ));
    }
    if g.cells(c) == 0 {
        return Err(Refusal::country(c, "{country} has no cell"));
    }
    let ally_or_hard = if c.is_muslim() {
        g.is_ally(c)
    } else {
        c.is_non_muslim() && g.posture(c) == Some(Posture::Hard)
    };
    if !ally_or_hard {
        return Err(Refusal::country(
            c,
            "{country} is neither a Muslim Ally nor Hard",
        ));
    }
    Ok(())
}

impl CardEvent for Hambali {
    fn id(&self) -> CardId {
        CardId::of::<115>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        let v = g.side_view(Side::Jihadist);
        if Country::ALL.into_iter().any(|c| qualifies(&v, c).is_ok()) {
            Ok(())
        } else {
            Err("no cell in Indonesia/Malaysia or an adjacent Ally or Hard country".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let q = match by {
            Side::Us => EventQuestion::RemoveCellCountry,
            Side::Jihadist => EventQuestion::PlotCountry,
        };
        let v = &cx.view();
        let country = if crate::bot::is_bot(v, by) && !seen_countries(v, qualifies).is_empty() {
            // The bot logs its PLOT_WHERE_EVENT reason even for a single country.
            cx.ask_country(by, question(self.id(), q), seen(qualifies))?
        } else {
            let Some(country) = choose_country_if_any(cx, by, self.id(), q, seen(qualifies))?
            else {
                return Ok(());
            };
            country
        };
        match by {
            Side::Us => {
                remove_cell_chosen(cx, by, self.id(), country)?;
                cx.draw_into_hand(Side::Us, 2)?;
            }
            // 6.2.4 nothing is placed if no Plot is Available.
            Side::Jihadist => place_any_plot(cx, country)?,
        }
        Ok(())
    }
    fn disposal(&self, by: Side) -> Disposal {
        // 6.2.9 REMOVE only when the US plays it.
        if by == Side::Us {
            Disposal::Remove
        } else {
            Disposal::Discard
        }
    }
    fn bot_finds_target(&self, g: &SideView<'_>) -> bool {
        // 9.4.2.1 / I-13 PLOT_WHERE_EVENT among the event's countries.
        plot_event_has_target(g, &seen_countries(g, qualifies))
    }
}
