//! The sequence of play (5.x, 6.x): Action Phases, card plays, operations, Reserves, events,
//! the end of a turn and of the game (2.1-2.3).

use labyrinth_engine::{CardId, CardUse, DiplomacyStep, Op, Outcome, Side, Tally, VictoryReason};

use super::super::card::{card_label, side_key};
use crate::i18n::{Lang, names};
use crate::tr;

pub(super) fn phase_started(lang: Lang, turn: u16, side: Side) -> String {
    tr!(
        lang,
        "log-phase-started",
        turn = turn,
        side = side_key(side)
    )
}

/// "US plays #41 … for the event." (`used`: `event`, `event-then-ops`, `operations`,
/// `reserves`).
pub(in super::super) fn card_played(lang: Lang, side: Side, card: CardId, used: &str) -> String {
    tr!(
        lang,
        "log-card-played",
        side = side_key(side),
        card = card_label(lang, card),
        used = used
    )
}

/// 5.2.5 why Funding or Prestige changes at the end of a turn, alone on a line (Card 73
/// Pirates; the narration puts the others after the change they explain).
pub(in super::super) fn diplomacy(lang: Lang, step: DiplomacyStep) -> String {
    tr!(lang, "log-diplomacy-alone", step = diplomacy_key(step))
}

pub(in super::super) fn diplomacy_key(step: DiplomacyStep) -> &'static str {
    match step {
        DiplomacyStep::Expenditures => "expenditures",
        DiplomacyStep::Pirates => "pirates",
        DiplomacyStep::IslamistRule => "islamist-rule",
        DiplomacyStep::WorldPosture => "world-posture",
    }
}

pub(super) fn use_key(used: CardUse) -> &'static str {
    match used {
        CardUse::Event => "event",
        CardUse::Operations => "operations",
        CardUse::Reserves => "reserves",
    }
}

pub(super) fn operation(lang: Lang, side: Side, op: Op, value: u8) -> String {
    tr!(
        lang,
        "log-operation",
        side = side_key(side),
        op = names::op(lang, op),
        value = value
    )
}

pub(super) fn no_operation(lang: Lang, side: Side, card: CardId) -> String {
    tr!(
        lang,
        "log-no-operation",
        side = side_key(side),
        number = card.number(),
        name = names::card(lang, card)
    )
}

/// 6.3.3 a card's value added to Reserves (none when they are full).
pub(super) fn reserves_added(lang: Lang, side: Side, value: u8, total: u8) -> String {
    match value {
        0 => tr!(
            lang,
            "log-reserves-full",
            side = side_key(side),
            total = total
        ),
        _ => tr!(
            lang,
            "log-reserves-added",
            side = side_key(side),
            value = value,
            total = total
        ),
    }
}

pub(super) fn reserves_expended(lang: Lang, side: Side, value: u8) -> String {
    tr!(
        lang,
        "log-reserves-expended",
        side = side_key(side),
        value = value
    )
}

pub(super) fn event_occurs(lang: Lang, card: CardId, side: Side) -> String {
    tr!(
        lang,
        "log-event-occurs",
        number = card.number(),
        name = names::card(lang, card),
        side = side_key(side)
    )
}

pub(super) fn event_does_not_occur(
    lang: Lang,
    card: CardId,
    reason: &labyrinth_engine::Reason,
) -> String {
    tr!(
        lang,
        "log-event-does-not-occur",
        number = card.number(),
        name = names::card(lang, card),
        reason = super::super::reason_text(lang, reason)
    )
}

/// 6.2.4 an event that occurred and did nothing: why.
pub(super) fn event_has_no_effect(
    lang: Lang,
    card: CardId,
    reason: &labyrinth_engine::Reason,
) -> String {
    tr!(
        lang,
        "log-event-has-no-effect",
        number = card.number(),
        name = names::card(lang, card),
        reason = super::super::reason_text(lang, reason)
    )
}

/// A victory condition as the message files select it (2.1.1, 2.1.2, 2.3).
pub fn reason_key(reason: VictoryReason) -> &'static str {
    match reason {
        VictoryReason::GoodResources => "good-resources",
        VictoryReason::FairGoodCountries => "fair-good-countries",
        VictoryReason::NoCells => "no-cells",
        VictoryReason::IslamistRuleResources => "islamist-rule-resources",
        VictoryReason::PrestigeAndPoor => "prestige-and-poor",
        VictoryReason::WmdInUnitedStates => "wmd-in-united-states",
        VictoryReason::EndOfDeck => "end-of-deck",
        VictoryReason::Resignation => "resignation",
    }
}

/// "🏁 Game over: the US wins — …" in `lang`.
pub fn outcome_line_lang(lang: Lang, outcome: Outcome) -> String {
    let why = match (outcome.reason, outcome.tally) {
        (VictoryReason::EndOfDeck, Some(tally)) => end_of_deck(lang, tally),
        (reason, _) => tr!(lang, "outcome-reason", reason = reason_key(reason)),
    };
    tr!(
        lang,
        "outcome-line",
        side = side_key(outcome.winner),
        why = why
    )
}

/// 2.3 / 9.1 the count at the game-end reshuffle, citing the rule that decided.
fn end_of_deck(lang: Lang, tally: Tally) -> String {
    let good = match tally.needed {
        Some(needed) => tr!(
            lang,
            "outcome-good-needed",
            good = tally.good_resources,
            needed = needed
        ),
        None => tr!(lang, "outcome-good", good = tally.good_resources),
    };
    tr!(
        lang,
        "outcome-end-of-deck",
        good = good,
        islamist = tally.islamist_resources,
        rule = tally.rule()
    )
}
