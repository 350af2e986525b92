//! Card 96 Danish Cartoons (Unassociated, 1, REMOVE). Whoever plays it: the US sets
//! Scandinavia's Posture (no roll), then the Jihadist places a Plot in a Muslim country not
//! under Islamist Rule (tested first if unmarked; no cell needed): a Plot 1 if no country is
//! under Islamist Rule, else any Available Plot. None Available: no Plot. Dice: the test.

use crate::bot::plot_event_has_target;
use crate::cx::{Cx, Run};
use crate::decision::{EventQuestion, Plot};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{
    any_islamist_rule, choose_country_if_any, place_any_plot, place_exact_plot, seen,
    seen_countries, set_posture_choice,
};
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct DanishCartoons;

/// A Muslim country not under Islamist Rule (no cell needed).
fn plot_target(g: &SideView<'_>, c: Country) -> Result<(), Refusal> {
    if !c.is_muslim() {
        Err(Refusal::country(c, "{country} is not a Muslim country"))
    } else if g.is_islamist_rule(c) {
        Err(Refusal::country(c, "{country} is under Islamist Rule"))
    } else {
        Ok(())
    }
}

impl CardEvent for DanishCartoons {
    fn id(&self) -> CardId {
        CardId::of::<96>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // The card names who decides each part, whoever played it.
        let posture = set_posture_choice(cx, Side::Us, self.id())?;
        cx.set_posture(Country::Scandinavia, posture);
        let any_plot = any_islamist_rule(&cx.g);
        let plot_available = if any_plot {
            !cx.g.available_plots.is_empty()
        } else {
            cx.g.available_plots.contains(&Plot::One)
        };
        // 6.2.4 no qualifying marker: no Plot (and no country chosen or tested).
        if !plot_available {
            return Ok(());
        }
        // The bot: PLOT_WHERE_EVENT, unmarked countries last (I-12), through bot::answer.
        if crate::bot::ignores_event_plot(cx, self.id(), self.bot_finds_target(&cx.view())) {
            return Ok(());
        }
        let country = choose_country_if_any(
            cx,
            Side::Jihadist,
            self.id(),
            EventQuestion::PlotCountry,
            seen(plot_target),
        )?;
        let Some(country) = country else {
            return Ok(());
        };
        cx.test_country(country);
        if any_plot {
            place_any_plot(cx, country)?;
        } else {
            place_exact_plot(cx, country, Plot::One);
        }
        Ok(())
    }
    fn bot_finds_target(&self, g: &SideView<'_>) -> bool {
        // 9.4.2.1 / I-13 PLOT_WHERE_EVENT among the event's countries.
        plot_event_has_target(g, &seen_countries(g, plot_target))
    }
}
