//! Card 116 KSM (Unassociated, 3, REMOVE if the US plays it). US play (only if a Plot is in
//! a Muslim Ally or a non-Muslim country): every Plot in those countries is removed as if
//! Alerted (7.5.3; Iran is neither, 4.4), the US draws two cards, REMOVE. Jihadist play:
//! place any Available Plot in a country not under Islamist Rule with a cell (Sadr counts).

use crate::bot::plot_event_has_target;
use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::{Reason, Refusal};
use crate::events::common::{
    choose_country_if_any, place_any_plot, question, remove_all_plots, seen, seen_countries,
};
use crate::events::{CardEvent, Disposal};
use crate::log::LogEntry;
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Ksm;

/// Where the Jihadist places its Plot: not under Islamist Rule, with a cell (Card 54 Sadr
/// counts as a cell; not for Travel or Disrupt only).
fn plot_target(g: &SideView<'_>, c: Country) -> Result<(), Refusal> {
    if g.cells_counting_sadr(c) == 0 {
        Err(Refusal::country(c, "{country} has no cell"))
    } else if g.is_islamist_rule(c) {
        Err(Refusal::country(c, "{country} is under Islamist Rule"))
    } else {
        Ok(())
    }
}

/// A country whose Plots the US removes: a Muslim Ally or a non-Muslim country (not Iran).
fn us_target(g: &GameState, c: Country) -> bool {
    g.is_ally(c) || c.is_non_muslim()
}

impl CardEvent for Ksm {
    fn id(&self) -> CardId {
        CardId::of::<116>()
    }
    fn playable(&self, g: &GameState, by: Side) -> Result<(), Refusal> {
        if by == Side::Us
            && !Country::ALL
                .into_iter()
                .any(|c| us_target(g, c) && !g.country(c).plots.is_empty())
        {
            return Err("no Plot in a Muslim Ally or a non-Muslim country".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if by == Side::Us {
            for country in Country::ALL {
                if us_target(&cx.g, country) {
                    remove_all_plots(cx, country);
                }
            }
            cx.draw_into_hand(Side::Us, 2)?;
            return Ok(());
        }
        // 6.2.4 with no Plot Available nothing is placed (and no country is asked).
        if cx.g.available_plots.is_empty() {
            cx.log(LogEntry::EventHasNoEffect {
                card: self.id(),
                reason: Reason::new("no Plot marker is Available"),
            });
            return Ok(());
        }
        let q = EventQuestion::PlotCountry;
        let v = &cx.view();
        let target = if crate::bot::is_bot(v, by) && !seen_countries(v, plot_target).is_empty() {
            // The bot logs its PLOT_WHERE_EVENT reason even for a single country.
            Some(cx.ask_country(by, question(self.id(), q), seen(plot_target))?)
        } else {
            choose_country_if_any(cx, by, self.id(), q, seen(plot_target))?
        };
        match target {
            Some(country) => place_any_plot(cx, country)?,
            None => cx.log(LogEntry::EventHasNoEffect {
                card: self.id(),
                reason: Reason::new("no country outside Islamist Rule has a cell"),
            }),
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
        plot_event_has_target(g, &seen_countries(g, plot_target))
    }
}
