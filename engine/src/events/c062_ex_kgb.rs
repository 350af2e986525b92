//! Card 62 Ex-KGB (Jihadist, 2). If CTR is in Russia, remove it and nothing else.
//! Otherwise the Jihadist picks: Caucasus's Posture becomes the opposite of the US Posture,
//! or Central Asia is tested and shifts one box toward Adversary. The Jihadist decides even
//! when the US triggered the event (6.3.2.2). The bot targets Caucasus only if that moves
//! the World Posture marker (9.6, docs/bot-readings.md §6).

use crate::bot::reason_log;
use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, EventQuestion};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::remove_country_marker;
use crate::log::{BotPurpose, BotReason, BotRule, Tie};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct ExKgb;

impl CardEvent for ExKgb {
    fn id(&self) -> CardId {
        CardId::EX_KGB
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // Card 3 CTR in Russia absorbs the event.
        if remove_country_marker(cx, Marker::Ctr, Country::Russia) {
            return Ok(());
        }
        let choice = cx.ask(
            by,
            DecisionKind::Event {
                card: self.id(),
                question: EventQuestion::Option,
            },
            vec![
                Answer::Country(Country::Caucasus),
                Answer::Country(Country::CentralAsia),
            ],
        )?;
        if choice == Answer::Country(Country::Caucasus) {
            let to = cx.g.us_posture.opposite();
            cx.set_posture(Country::Caucasus, to);
        } else {
            cx.test_country(Country::CentralAsia);
            if let Some(alignment) = cx.g.alignment(Country::CentralAsia) {
                cx.set_alignment(Country::CentralAsia, alignment.toward_adversary());
            }
        }
        Ok(())
    }
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        if question != EventQuestion::Option {
            return None;
        }
        // 9.6: Caucasus if setting it opposite to the US moves the (clamped, 4.7.2) World
        // Posture marker, else Central Asia (T10: Hard 5 -> 4 leaves it at Hard 3).
        let v = cx.view();
        let opposite = v.us_posture().opposite();
        let shifts = v.world_posture_if(Country::Caucasus, opposite) != v.world_posture();
        let country = if shifts {
            Country::Caucasus
        } else {
            Country::CentralAsia
        };
        reason_log(
            cx,
            BotReason::Target {
                purpose: BotPurpose::EventCountry,
                country,
                rolls: 0,
                rule: BotRule::ExKgb { shifts },
                tie: Tie::Only,
            },
        );
        let answer = Answer::Country(country);
        options.contains(&answer).then_some(answer)
    }
}
