//! Card 109 Tora Bora (Unassociated, 2, REMOVE). Play if a Regime Change country holds two
//! or more cells (Sadr counts). Either side: the player picks such a country and removes
//! two cells there (Active, Sleeper or Sadr, its choice; a cadre replaces the last, 4.8.4),
//! then a Prestige roll (4.7.1), then the player draws one card.

use crate::bot::pick::pick_option;
use crate::bot::reason_log;
use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, remove_cell_or_sadr};
use crate::log::{AnswerRule, BotPurpose, BotReason};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct ToraBora;

fn qualifies(g: &GameState, c: Country) -> Result<(), Refusal> {
    if !g.is_regime_change(c) {
        Err(Refusal::country(c, "{country} is not under Regime Change"))
    } else if g.cells_counting_sadr(c) < 2 {
        Err(Refusal::country(c, "{country} has fewer than two cells"))
    } else {
        Ok(())
    }
}

impl CardEvent for ToraBora {
    fn id(&self) -> CardId {
        CardId::of::<109>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| qualifies(g, c).is_ok()) {
            Ok(())
        } else {
            Err("no Regime Change country has two or more cells".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let target = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::RemoveCellCountry,
            qualifies,
        )?;
        if let Some(country) = target {
            for _ in 0..2 {
                remove_cell_or_sadr(cx, by, self.id(), country)?;
            }
        }
        cx.roll_prestige();
        cx.draw_into_hand(by, 1)?;
        Ok(())
    }
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        match question {
            // 9.3.1 Sadr is removed last.
            EventQuestion::SadrToRemove => {
                reason_log(
                    cx,
                    BotReason::Answer {
                        rule: AnswerRule::SadrLast,
                    },
                );
                options.contains(&Answer::No).then_some(Answer::No)
            }
            // docs/bot-readings.md §8: PICK among the Regime Change countries with two or more
            // cells.
            EventQuestion::RemoveCellCountry => pick_option(cx, BotPurpose::EventCountry, options),
            _ => None,
        }
    }
}
