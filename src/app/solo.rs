//! Solitaire narration: the section 9 bot's card plays as separate public posts.

use labyrinth_engine::{GameState, LogEntry, Players, Side};

/// `logs` cut before each card the solitaire bot plays and after its play ends (one post
/// each); two-player games keep one part.
pub(super) fn bot_plays<'a>(state: &GameState, logs: &'a [LogEntry]) -> Vec<&'a [LogEntry]> {
    if state.players != Players::Solitaire {
        return vec![logs];
    }
    let mut parts = Vec::new();
    let mut start = 0;
    let mut in_bot = false;
    for (i, entry) in logs.iter().enumerate() {
        let bot_card = matches!(
            entry,
            LogEntry::CardPlayed {
                side: Side::Jihadist,
                ..
            }
        );
        let ends = matches!(
            entry,
            LogEntry::PhaseStarted { .. }
                | LogEntry::PlotResolves { .. }
                | LogEntry::EndOfTurn { .. }
                | LogEntry::GameOver { .. }
        );
        if (bot_card || (in_bot && ends)) && i > start {
            parts.push(&logs[start..i]);
            start = i;
        }
        if bot_card {
            in_bot = true;
        } else if ends {
            in_bot = false;
        }
    }
    parts.push(&logs[start..]);
    parts
}
