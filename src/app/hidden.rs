//! Nothing a player has not been shown may shape a reply: not the dice the committed game
//! has not rolled, not the draw order, not a hidden value (README "Seeds and hidden
//! information").
//!
//! A compound command (`/lab play card:… use:ops op:woi country:egypt …`) and autocomplete
//! walk several answers on a scratch copy. The first answer that rolls a die, shows
//! something hidden, or whose result depends on a card the player cannot see (the other
//! side's hand, the draw pile, the solitaire bot's face-down pile, face-down Plots, a move
//! made for the other side) ends the walk: what follows is neither checked nor suggested
//! (its refusal, or its options, could tell what the player cannot see). A refusal of the
//! answers up to it is explained with [`GameState::check`], which rolls dice unrelated to
//! the game's stream, so a refusal never depends on the game's dice.

use labyrinth_engine::{Action, Answer, GameState, LogEntry, Side};

use super::{CommandError, Msg};

/// Entries that show a card drawn or taken, a reshuffle or a hidden Plot: the player learns
/// something the game had not shown before the answer. (A die shows in the game's stream:
/// see [`learned`]; an automatic success logs a roll of no dice.)
pub(super) fn shows_hidden(entry: &LogEntry) -> bool {
    matches!(
        entry,
        LogEntry::CardsDrawn { .. }
            | LogEntry::CardTaken { .. }
            | LogEntry::HandRevealed { .. }
            | LogEntry::CardGiven { .. }
            | LogEntry::PlotBlocked { .. }
            | LogEntry::PlotResolves { .. }
            | LogEntry::WmdAvailable { .. }
            | LogEntry::Reshuffle { .. }
    )
}

/// An entry of the other side's cards or turn: a card it played, discarded, held or put in
/// Reserves, its operation, its Action Phase starting, the solitaire bot's reasons. (Its
/// hand decided which, or whether, so the walk stops there.)
fn by_other_side(entry: &LogEntry, side: Side) -> bool {
    match entry {
        LogEntry::PhaseStarted { side: s, .. }
        | LogEntry::CardPlayed { side: s, .. }
        | LogEntry::Operation { side: s, .. }
        | LogEntry::NoOperation { side: s, .. }
        | LogEntry::ReservesAdded { side: s, .. }
        | LogEntry::ReservesExpended { side: s, .. }
        | LogEntry::Discarded { side: s, .. }
        | LogEntry::Held { side: s, .. } => *s != side,
        LogEntry::BotReason { .. } => true,
        _ => false,
    }
}

/// Did `side`'s answer that took `before` to `after`, logging `logs`, roll a die (the game's
/// stream moved), show something hidden, or touch what `side` cannot see? Every test reads
/// where the step went, never the hidden values themselves, so whether the walk stops does
/// not tell them either: the other side's hand (for the solitaire player, the bot's
/// face-down pile) or the draw pile changed (a card drawn, discarded or played for the other
/// side, a forced choice made for it), face-down Plot values moved (hidden from the US), or
/// the decision passed to the other side (what it decides depends on its hand). A step still
/// in progress keeps the state at its checkpoint, so its log tells what it did: an entry
/// of the other side's cards or turn ([`by_other_side`]).
pub(super) fn learned(
    before: &GameState,
    after: &GameState,
    logs: &[LogEntry],
    side: Side,
) -> bool {
    let plots = |g: &GameState| {
        g.countries
            .iter()
            .map(|c| c.plots.as_slice().to_vec())
            .collect::<Vec<_>>()
    };
    after.rng != before.rng
        || logs
            .iter()
            .any(|e| shows_hidden(e) || by_other_side(e, side))
        || after.hand(!side) != before.hand(!side)
        || after.draw_pile != before.draw_pile
        || after.pending().is_some_and(|d| d.side != side)
        || (side == Side::Us
            && (after.available_plots != before.available_plots || plots(after) != plots(before)))
}

/// The legal options of `side`'s pending decision after answering `path` on a scratch copy
/// (autocomplete: nothing is saved). Steps of `path` that do not fit the decision at hand
/// are skipped. Empty once a step would roll a die, show something hidden or depend on a card
/// `side` cannot see ([`learned`]): the options after it could tell what the game has not
/// shown.
pub fn options_after(state: &GameState, side: Side, path: &[Answer]) -> Vec<Answer> {
    let mut scratch = state.clone();
    for answer in path {
        let fits = scratch
            .pending()
            .is_some_and(|d| d.side == side && d.allows(answer));
        if !fits {
            continue;
        }
        let mut next = scratch.clone();
        match next.apply_seeded(side, &Action::Answer(*answer)) {
            Ok(logs) if !learned(&scratch, &next, &logs, side) => scratch = next,
            Ok(_) | Err(_) => return Vec::new(),
        }
    }
    match scratch.pending() {
        Some(d) if d.side == side => d.options.clone(),
        _ => Vec::new(),
    }
}

/// A new game's seed from the operating system's random source (never the clock, never
/// anything a player sees or chooses): the whole deal, every draw and every die follow from
/// it, so it must be unpredictable. It is stored with the game and never shown.
pub(super) fn os_seed() -> Result<u64, CommandError> {
    getrandom::u64().map_err(|e| {
        Msg::new("reply-random-source-failed")
            .words("error", e.to_string())
            .into()
    })
}
