//! Card 117 and Card 118 Oil Price Spike (Unassociated, 3, LAPSING). The player takes any
//! card but an Oil Price Spike from the discard pile, a Lapsing box or the 1st Plot box (the
//! effect of a card taken from a box continues, 4.7.7.3). Until the end of the turn every
//! Oil Exporter has +1 Resource (4.2.6; `GameState::resources`). 2.2: if both sides then
//! qualify for victory, the player wins (`check_victory(Some(player))`).
//!
//! Solitaire (9.6, docs/bot-readings.md §6, I-32): the bot takes, by PICK in card-number order, one
//! of the Jihadist-associated cards with the highest Ops value in the discard pile (never a Lapsing
//! or 1st Plot box) and puts it on top of its pile.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_card, place_lapsing};
use crate::log::{BotPurpose, BotReason, LogEntry};
use crate::state::GameState;
use crate::types::{Association, CardId, Side};

pub(crate) struct OilPriceSpike(pub u8);

/// 9.6 the bot's card: a PICK among the highest-value Jihadist cards of the discard pile.
fn bot_take(cx: &mut Cx<'_>) -> Option<CardId> {
    let jihadist: Vec<CardId> = cx
        .view()
        .discard()
        .iter()
        .copied()
        .filter(|c| c.association() == Association::Jihadist)
        .collect();
    let best = jihadist.iter().map(|c| c.ops()).max()?;
    let mut candidates: Vec<CardId> = jihadist.into_iter().filter(|c| c.ops() == best).collect();
    candidates.sort();
    candidates.dedup();
    let (index, dice) = crate::bot::pick::pick_index(cx, candidates.len());
    let chosen = *candidates.get(index)?;
    crate::bot::reason_log(
        cx,
        BotReason::PickCard {
            purpose: BotPurpose::DiscardCard,
            candidates,
            dice,
            chosen,
        },
    );
    // 9.2 / I-30 on top of the bot's pile.
    if !cx.take_discard_onto_pile(chosen) {
        return None;
    }
    cx.log(LogEntry::CardTaken {
        side: Side::Jihadist,
        card: chosen,
    });
    Some(chosen)
}

impl CardEvent for OilPriceSpike {
    fn id(&self) -> CardId {
        CardId::new(self.0).unwrap_or(CardId::OIL_PRICE_SPIKE_1)
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, player: Side) -> Run {
        if crate::bot::is_bot(&cx.view(), player) {
            bot_take(cx);
        } else {
            take_card(cx, player, self.id())?;
        }
        // 6.2.7 in the Lapsing box at once, so its bonus counts for the victory check that
        // follows the event (2.2); `dispose_after_event` then finds it there.
        place_lapsing(cx, self.id());
        Ok(())
    }
}

/// The player takes a card but an Oil Price Spike from the discard pile, a Lapsing box or
/// the 1st Plot box (no question when only one is there).
fn take_card(cx: &mut Cx<'_>, player: Side, event: CardId) -> Run {
    let mut candidates: Vec<CardId> = cx.g.discard.to_vec();
    candidates.extend(cx.g.lapsing.iter().filter(|l| l.in_box).map(|l| l.card));
    if let Some(Some(card)) = cx.g.first_plot {
        candidates.push(card);
    }
    candidates.retain(|c| !c.is_oil_price_spike());
    candidates.sort();
    candidates.dedup();
    let Some(card) = choose_card(cx, player, event, EventQuestion::TakeCard, &candidates)? else {
        return Ok(());
    };
    if let Some(index) = cx.g.discard.iter().position(|c| *c == card) {
        cx.g.discard.remove(index);
    } else if let Some(entry) = cx.g.lapsing.iter_mut().find(|l| l.card == card && l.in_box) {
        entry.in_box = false;
    } else if cx.g.first_plot == Some(Some(card)) {
        cx.g.first_plot = Some(None);
    }
    cx.g.hands.get_mut(player).push(card);
    cx.log(LogEntry::CardTaken { side: player, card });
    Ok(())
}
