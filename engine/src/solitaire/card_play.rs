//! 9.4.1 "Event or OPS?": the bot's card play. It decides by the card's own event
//! (playable, finds a Plot target) and plays it through the sequence of play, or its
//! operations through the operations flow (`bot::ops_flow`).

use crate::bot::{operation, ops_flow, plot, radicalization, reason_log};
use crate::cx::{Cx, Run};
use crate::decision::{CardUse, Op};
use crate::events;
use crate::log::LogEntry;
use crate::log::{BotDecision, BotReason};
use crate::side_view::SideView;
use crate::types::{Association, CardId, Side};

/// 9.4.1 exception: events that Recruit or place cells (docs/bot-readings.md §3 CELL_EVENTS).
pub const CELL_EVENTS: [u8; 23] = [
    48, 49, 50, 51, 53, 55, 57, 58, 61, 66, 67, 68, 70, 72, 80, 81, 82, 83, 86, 91, 93, 98, 110,
];

/// 5.2.2 / 9.2 the bot plays the top card of its pile, or its Action Phase ends. The bot
/// never removes cadres (I-29).
pub(crate) fn action_phase(cx: &mut Cx<'_>) -> Run {
    if cx.view().cards_played() >= 2 {
        return crate::sequence::end_phase(cx);
    }
    let Some(card) = cx.play_top_card() else {
        return crate::sequence::end_phase(cx);
    };
    // 9.4.1 decided before the card counts as played: Cards 48 and 53 must be the first
    // card of the phase (their precondition reads `cards_played == 0`).
    let decision = decide(&cx.view(), card);
    cx.count_card_played();
    play(cx, card, decision)?;
    cx.check_victory(Some(Side::Jihadist))
}

/// 9.4.1 what the bot does with `card` now (no dice; also used by tests and benches).
pub fn decide(g: &SideView<'_>, card: CardId) -> BotDecision {
    if card.association() == Association::Us {
        return if g.playable(card, Side::Us) {
            BotDecision::Plot
        } else {
            BotDecision::OpsUsNotPlayable
        };
    }
    // I-9 Card 47 The door of Itjihad was closed: no bot Jihadist/Unassociated event.
    if g.lapsing_in_effect(CardId::of::<47>()) {
        return BotDecision::OpsItjihad;
    }
    if !g.playable(card, Side::Jihadist) || !bot_playable(g, card) {
        return BotDecision::OpsNotPlayable;
    }
    // I-8 the exception replaces the whole event, so it needs no event code.
    if CELL_EVENTS.contains(&card.number()) && g.cells_on_track() == 0 {
        return BotDecision::RadicalizationEmptyTrack;
    }
    // I-13 a Plot-placing event with no country on the Plot chart.
    if !events::event(card).bot_finds_target(g) {
        return BotDecision::RadicalizationNoPlotTarget;
    }
    if card.association() == Association::Unassociated {
        BotDecision::EventThenOps
    } else {
        BotDecision::Event
    }
}

/// docs/bot-readings.md §3 BOT_PLAYABLE extras beyond 6.2.6 / 6.2.8 (the card is already off the
/// pile).
fn bot_playable(g: &SideView<'_>, card: CardId) -> bool {
    match card.number() {
        // Cards 48 / 53: only as the first card of the phase.
        48 => g.cards_played() == 0 && g.available_cells() >= 1,
        53 => g.cards_played() == 0,
        // Card 97 Fatwa: both hands hold a card (their sizes are public, 5.2.4).
        97 => !g.hand().is_empty() && g.hand_size(Side::Us) > 0,
        // 9.6 / I-32 Cards 117 / 118 Oil Price Spike: a Jihadist card in the discard pile.
        117 | 118 => g
            .discard()
            .iter()
            .any(|c| c.association() == Association::Jihadist),
        _ => true,
    }
}

fn played(cx: &mut Cx<'_>, card: CardId, used_as: CardUse) {
    cx.log(LogEntry::CardPlayed {
        side: Side::Jihadist,
        card,
        used_as,
    });
}

fn play(cx: &mut Cx<'_>, card: CardId, decision: BotDecision) -> Run {
    let k = card.ops();
    played(
        cx,
        card,
        match decision {
            BotDecision::Event | BotDecision::EventThenOps => CardUse::Event,
            _ => CardUse::Operations,
        },
    );
    reason_log(cx, BotReason::Play { card });
    reason_log(cx, BotReason::Decide { card, decision });
    match decision {
        BotDecision::Plot => {
            // 9.4.1 a playable US event: Plot; the event never happens.
            operation(cx, card, Op::Plot, k);
            let left = plot::plot_ops(cx, k)?;
            radicalization::run(cx, left, card)?;
            cx.discard(card);
        }
        BotDecision::RadicalizationEmptyTrack | BotDecision::RadicalizationNoPlotTarget => {
            radicalization::run(cx, k, card)?;
            cx.discard(card);
        }
        BotDecision::Event | BotDecision::EventThenOps => {
            crate::sequence::occur_event(cx, card, Side::Jihadist, true)?;
            crate::sequence::dispose_after_event(cx, card, Side::Jihadist);
            if decision == BotDecision::EventThenOps {
                ops_flow(cx, k, card)?;
            }
        }
        _ => {
            // I-34 Card 120 US Election still auto-triggers before the operations.
            let triggered = card.info().auto_trigger
                && crate::sequence::occur_event(cx, card, Side::Jihadist, false)?;
            ops_flow(cx, k, card)?;
            if triggered {
                crate::sequence::dispose_after_event(cx, card, Side::Jihadist);
            } else {
                cx.discard(card);
            }
        }
    }
    Ok(())
}
