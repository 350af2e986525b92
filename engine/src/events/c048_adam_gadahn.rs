//! Card 48 Adam Gadahn (Jihadist, 1). Playable if it is the first card of the Jihadist
//! Action Phase (so never on a US play) and a cell is Available (4.7.4.2). The Jihadist's
//! next card (chosen from the hand) is used up as the phase's second card, for its Ops value
//! only: that many Recruit rolls in the United States, each succeeding on 1-2, no cell or
//! cadre needed, Funding limit applying; its event is ignored (even a US event, even US
//! Election: the card says so, 6.2.3). No other card: nothing is recruited.
//!
//! Solitaire (docs/bot-readings.md §8): the second card is the top card of the bot's pile (9.2,
//! I-30).

use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion, Op};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::log::LogEntry;
use crate::ops::jihadist::recruit::{RecruitRules, recruit_rolls};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct AdamGadahn;

impl CardEvent for AdamGadahn {
    fn id(&self) -> CardId {
        CardId::of::<48>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.phase.side != Side::Jihadist || g.phase.cards_played != 0 {
            return Err("it is not the first card of a Jihadist Action Phase".into());
        }
        if g.available_cells() == 0 {
            return Err("no cell is Available to Recruit (4.7.4.2)".into());
        }
        Ok(())
    }
    fn operation_may_enable(&self, _op: Option<Op>) -> bool {
        // 6.3.2.1 a US play is never the Jihadist's first card: it cannot occur.
        false
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let Some(second) = cx.take_second_card(by, self.id())? else {
            return Ok(());
        };
        // The second card's event is ignored, even the opponent's (played for operations it
        // would occur, 6.3.2.1): say so.
        if second.association().side().is_some_and(|s| s != by) {
            cx.log(LogEntry::EventDoesNotOccur {
                card: second,
                reason: crate::Reason::new("Adam Gadahn uses the card for its value only"),
            });
        }
        let rules = RecruitRules {
            funding_limit: true,
            needed: Some(2),
            cadre_on_failure: false,
        };
        if crate::bot::is_bot(&cx.view(), by) {
            // docs/bot-readings.md §8 one roll at a time; stop when no cell is Available.
            for _ in 0..second.ops() {
                if cx.view().available_cells() == 0 {
                    break;
                }
                recruit_rolls(cx, &[(Country::UnitedStates, 1)], rules)?;
            }
        } else {
            recruit_rolls(cx, &[(Country::UnitedStates, second.ops())], rules)?;
        }
        cx.discard(second);
        Ok(())
    }
    /// 9.2 / I-30 the second card is the top card of the bot's pile.
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        if question != EventQuestion::SecondCard {
            return None;
        }
        crate::bot::top_card(cx, options)
    }
}
