//! Cards 87, 88 and 89 Martyrdom Operation (Jihadist, 3). Precondition: a country not under
//! Islamist Rule holds a cell (Sadr counts). The Jihadist selects such a country, removes a
//! cell there (or the Sadr marker; a cadre if it was the last) and places two Available
//! Plot markers there (any, WMD included; fewer if fewer are Available, 6.2.4). No dice.

use crate::bot::{plot_event_has_target, reason_log};
use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{
    choose_country_if_any, place_any_plot, question, remove_cell_or_sadr, seen, seen_countries,
};
use crate::log::{AnswerRule, BotReason};
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct MartyrdomOperation(pub CardId);

/// A country not under Islamist Rule with a cell (Card 54 Sadr counts).
fn qualifies(g: &SideView<'_>, c: Country) -> Result<(), Refusal> {
    if g.is_islamist_rule(c) {
        Err(Refusal::country(c, "{country} is under Islamist Rule"))
    } else if g.cells_counting_sadr(c) == 0 {
        Err(Refusal::country(c, "{country} has no cell"))
    } else {
        Ok(())
    }
}

impl CardEvent for MartyrdomOperation {
    fn id(&self) -> CardId {
        self.0
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        let v = g.side_view(Side::Jihadist);
        if Country::ALL.into_iter().any(|c| qualifies(&v, c).is_ok()) {
            Ok(())
        } else {
            Err("no country outside Islamist Rule has a cell".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let q = EventQuestion::PlotCountry;
        if by == Side::Jihadist
            && crate::bot::ignores_event_plot(cx, self.id(), self.bot_finds_target(&cx.view()))
        {
            return Ok(());
        }
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
        remove_cell_or_sadr(cx, by, self.id(), country)?;
        // Through the Plot operation's placement: NEST and Abu Sayyaf apply.
        for _ in 0..2 {
            place_any_plot(cx, country)?;
        }
        Ok(())
    }
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        // 9.3.1 Sadr is removed last (the Plot country is solitaire::answer's PLOT_WHERE_EVENT).
        if question != EventQuestion::SadrToRemove {
            return None;
        }
        reason_log(
            cx,
            BotReason::Answer {
                rule: AnswerRule::SadrLast,
            },
        );
        options.contains(&Answer::No).then_some(Answer::No)
    }
    fn bot_finds_target(&self, g: &SideView<'_>) -> bool {
        // 9.4.2.1 / I-13 PLOT_WHERE_EVENT among the event's countries.
        plot_event_has_target(g, &seen_countries(g, qualifies))
    }
}
