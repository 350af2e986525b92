//! Card 82 Jihadist Videos (Jihadist, 3). No precondition. The Jihadist selects three
//! different countries of any type without cells (all of them if fewer), each unmarked one
//! is tested (dice: the tests in selection order, then one Recruit roll per country), and
//! a Recruit roll is made in each, Funding ignored and no cell or cadre needed. A country
//! that receives no cell gets a cadre if it has none.
//!
//! Solitaire (9.4.2.1, docs/bot-readings.md §8, I-5): three distinct PICKs among the countries
//! without cells (all of them if fewer); the rolls place their cells in selection order.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::choose_up_to;
use crate::log::BotPurpose;
use crate::ops::jihadist::recruit::{RecruitRules, recruit_rolls};
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct JihadistVideos;

impl CardEvent for JihadistVideos {
    fn id(&self) -> CardId {
        CardId::of::<82>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // Card 54 Sadr counts as a cell.
        let chosen = choose_up_to(
            cx,
            by,
            self.id(),
            EventQuestion::RecruitCountry,
            3,
            3,
            |g, c, _| {
                if g.cells_counting_sadr(c) == 0 {
                    Ok(())
                } else {
                    Err(Refusal::country(c, "{country} has cells"))
                }
            },
        )?;
        for country in &chosen {
            cx.test_country(*country);
        }
        let dice: Vec<_> = chosen.iter().map(|c| (*c, 1)).collect();
        let rules = RecruitRules {
            funding_limit: false,
            needed: None,
            cadre_on_failure: true,
        };
        if crate::bot::is_bot(&cx.view(), by) {
            // One country at a time: a short track fills the first successes first.
            for one in &dice {
                recruit_rolls(cx, std::slice::from_ref(one), rules)?;
            }
            return Ok(());
        }
        recruit_rolls(cx, &dice, rules)
    }
    /// I-5 each country a PICK among those without cells not yet chosen.
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        if question != EventQuestion::RecruitCountry {
            return None;
        }
        let list: Vec<_> = options
            .iter()
            .filter_map(|a| match a {
                Answer::Country(c) => Some(*c),
                _ => None,
            })
            .collect();
        crate::bot::pick::pick(cx, BotPurpose::EventRecruit, &list).map(Answer::Country)
    }
}
