//! Solitaire narration: the computer's card plays (the section 9 bot's, or the computer
//! US's) as separate public posts.

use std::ops::Range;

use labyrinth_engine::{LogEntry, Side};

/// `logs` cut before each card the computer side plays and after its play ends (one post
/// each, as index ranges); games without a computer side keep one part.
pub(super) fn bot_plays(computer: Option<Side>, logs: &[LogEntry]) -> Vec<Range<usize>> {
    let mut parts = Vec::new();
    let Some(computer) = computer else {
        parts.push(0..logs.len());
        return parts;
    };
    let mut start = 0;
    let mut in_bot = false;
    for (i, entry) in logs.iter().enumerate() {
        let bot_card = matches!(entry, LogEntry::CardPlayed { side, .. } if *side == computer);
        let ends = matches!(
            entry,
            LogEntry::PhaseStarted { .. }
                | LogEntry::PlotResolves { .. }
                | LogEntry::EndOfTurn { .. }
                | LogEntry::GameOver { .. }
        );
        if (bot_card || (in_bot && ends)) && i > start {
            parts.push(start..i);
            start = i;
        }
        if bot_card {
            in_bot = true;
        } else if ends {
            in_bot = false;
        }
    }
    parts.push(start..logs.len());
    parts
}
