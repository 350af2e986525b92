//! Nothing a player has not been shown may shape a reply: not the dice the committed game
//! has not rolled, not the draw order, not a hidden value (README "Seeds and hidden
//! information").
//!
//! A compound command (`/lab play card:… use:ops op:woi country:egypt …`) and autocomplete
//! walk several answers on a scratch copy. The first answer that rolls a die or shows
//! something hidden ends the walk: what follows is neither checked nor suggested (its
//! refusal, or its options, could tell the result before the player commits to it). A
//! refusal of the answers up to it is explained with [`GameState::check`], which rolls dice
//! unrelated to the game's stream, so a refusal never depends on the game's dice.

use labyrinth_engine::{Action, Answer, GameState, LogEntry, Side};

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

/// Did the answer that took `before` to `after`, logging `logs`, roll a die (the game's
/// stream moved) or show something hidden?
pub(super) fn learned(before: &GameState, after: &GameState, logs: &[LogEntry]) -> bool {
    after.rng != before.rng || logs.iter().any(shows_hidden)
}

/// The legal options of `side`'s pending decision after answering `path` on a scratch copy
/// (autocomplete: nothing is saved). Steps of `path` that do not fit the decision at hand
/// are skipped. Empty once a step would roll a die or show something hidden: the options
/// after it could tell its result before the game has committed to it.
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
            Ok(logs) if !learned(&scratch, &next, &logs) => scratch = next,
            Ok(_) | Err(_) => return Vec::new(),
        }
    }
    match scratch.pending() {
        Some(d) if d.side == side => d.options.clone(),
        _ => Vec::new(),
    }
}
