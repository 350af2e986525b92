//! Card 97 Fatwa (Unassociated, 1). Playable if the player holds another card and the
//! opponent holds one. Trade: each side gives the other one card picked at random from its
//! own hand, both picked before the exchange (dice: the player's pick, then the opponent's;
//! one die for up to 6 cards); the card given is private to the two sides, and trading is
//! no discard (no event, not even US Election). Then the player conducts one operation at
//! value 1 without Reserves (6.3.3.1; reference reading), through `ops::event_operation`.
//!
//! Solitaire (docs/bot-readings.md §6, FAQ): the bot's "random" card is the top card of its pile
//! (no die, I-30) and the card it receives goes on top. The bot's event operation is OPS_FLOW(1)
//! (then, the card being Unassociated, its normal OPS_FLOW(1), in `bot::ops_flow`).

use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::error::{Reason, Refusal};
use crate::events::CardEvent;
use crate::events::common::{give_card, random_card};
use crate::log::{AnswerRule, BotReason};
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Fatwa;

const US_OPS: [Op; 6] = [
    Op::WarOfIdeas,
    Op::Deploy,
    Op::RegimeChange,
    Op::Withdraw,
    Op::Disrupt,
    Op::Alert,
];
const JIHADIST_OPS: [Op; 4] = [Op::Recruit, Op::Travel, Op::Jihad, Op::Plot];

/// The card `side` gives: the bot's top card (9.2 / I-30), else one at random.
fn card_given(cx: &mut Cx<'_>, side: Side) -> Option<CardId> {
    if crate::bot::is_bot(&cx.view(), side) {
        let top = cx.view().hand().first().copied();
        if top.is_some() {
            crate::bot::reason_log(
                cx,
                BotReason::Answer {
                    rule: AnswerRule::RandomIsTop,
                },
            );
        }
        return top;
    }
    random_card(cx, side)
}

/// `from` gives `card` to `to`; the bot puts a card it receives on top of its pile (I-30).
fn trade(cx: &mut Cx<'_>, from: Side, to: Side, card: CardId) {
    if give_card(cx, from, to, card) && crate::bot::is_bot(&cx.view(), to) {
        let hand = cx.g.hands.get_mut(to);
        if let Some(index) = hand.iter().rposition(|c| *c == card) {
            hand.remove(index);
            hand.insert(0, card);
        }
    }
}

impl CardEvent for Fatwa {
    fn id(&self) -> CardId {
        CardId::of::<97>()
    }
    fn playable(&self, g: &GameState, by: Side) -> Result<(), Refusal> {
        if !g.hand(by).iter().any(|card| *card != self.id()) {
            return Err(Reason::new("the {side} holds no other card")
                .with("side", by)
                .into());
        }
        if g.hand(!by).is_empty() {
            return Err(Reason::new("the {side} holds no card")
                .with("side", !by)
                .into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let given = card_given(cx, by);
        let received = card_given(cx, !by);
        if let Some(card) = given {
            trade(cx, by, !by, card);
        }
        if let Some(card) = received {
            trade(cx, !by, by, card);
        }
        if crate::bot::is_bot(&cx.view(), by) {
            // docs/bot-readings.md §6 the event's 1-value operation by the bot's own flowchart.
            crate::bot::reason_log(
                cx,
                BotReason::Answer {
                    rule: AnswerRule::OpsFlow { value: 1 },
                },
            );
            return crate::bot::ops_flow(cx, 1, self.id());
        }
        let allowed: &[Op] = match by {
            Side::Us => &US_OPS,
            Side::Jihadist => &JIHADIST_OPS,
        };
        crate::ops::event_operation(cx, by, self.id(), 1, allowed)?;
        Ok(())
    }
}
