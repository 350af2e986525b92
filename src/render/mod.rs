//! Text for players: the board summary, log lines, hands and prompts.
//!
//! **Invariant:** the only module that turns game data into text, and it reads only
//! [`View`]s, [`LogEntry`]s already viewed by a seat (`entry.seen_by(seat)`) and
//! [`Decision`]-shaped data; never `GameState`. Plain text, short lines, readable on a phone;
//! [`chunks`] keeps every message under Discord's 2000-character limit. The board summary
//! also comes as an embed ([`board_embed`]), within Discord's embed limits, and as a picture
//! ([`BoardMap`]: SVG, rasterised to PNG).

mod adjust;
mod board;
mod bot;
mod card;
mod country;
mod details;
pub mod embed;
mod log;
pub mod map;
mod narration;
mod options;
mod question;
mod reason;
pub mod report;
pub use board::{board, heading_start};
pub(crate) use board::{
    face_down_plots, first_plot, heading, lapsing_names, level, penalty, plot_label, untested_line,
    world_posture,
};
pub use bot::reason_line_lang as bot_reason_lang;
pub use card::card_label;
pub(crate) use card::side_key;
pub use card::{
    Playable, card_text, find_card, find_card_in, gist, hand, hand_now, marker_effect,
    opponent_event, played_cards, summary, summary_now,
};
pub use country::{country_line, country_line_in, find_country, find_country_in};
pub(crate) use country::{has_pieces_or_posture, is_marked, write_pieces};
pub use details::country_details;
pub use embed::{BoardEmbed, EmbedField, board_embed};
pub use log::{log_entry_lang, outcome_line_lang, reason_key};
pub use map::{BoardMap, MapError};
pub use narration::{log_lines, log_lines_lang};
pub use options::{
    option_key, option_label, option_label_in, option_label_in_lang, option_label_lang,
    option_numbers, prompt, prompt_in, prompt_in_lang, prompt_labelled, prompt_labelled_in,
    prompt_labelled_lang,
};
pub use question::{question, question_lang};
pub(crate) use reason::{fluent_args, reason_text, rule_in};

use labyrinth_engine::{CardId, DecisionKind, LogEntry, Outcome, Side, View};

use crate::i18n::{Lang, names};
use crate::tr;

/// Discord refuses messages over 2000 characters; stay clearly below.
pub const MESSAGE_LIMIT: usize = 1900;

/// `#117 Oil Price Spike, #43 Patriot Act` in `lang`.
pub(crate) fn card_names_in(lang: Lang, cards: &[CardId]) -> String {
    let names: Vec<String> = cards
        .iter()
        .map(|c| format!("#{} {}", c.number(), names::card(lang, *c)))
        .collect();
    names.join(", ")
}

/// Split `text` at line breaks into pieces of at most [`MESSAGE_LIMIT`] characters.
pub fn chunks(text: &str) -> Vec<String> {
    chunks_within(text, MESSAGE_LIMIT)
}

/// [`chunks`] of at most `limit` characters (room left for a line added to each piece).
pub fn chunks_within(text: &str, limit: usize) -> Vec<String> {
    // Most messages fit (no more bytes than the limit, so no more characters): the same
    // lines joined the same way, without counting characters line by line.
    if text.len() <= limit {
        let mut current = String::with_capacity(text.len());
        for line in text.lines() {
            if !current.is_empty() {
                current.push('\n');
            }
            current.push_str(line);
        }
        return if current.trim().is_empty() {
            Vec::new()
        } else {
            vec![current]
        };
    }
    split_lines(text, limit)
}

/// [`chunks`] where every part after the first opens with `continued` (its own line, such
/// as "(continued)"), so a part's first real line is a later line of the text: a message's
/// first line is never indented (the terminal indents the lines after it), and an indented
/// list keeps its indentation across parts. `limit` counts the `continued` line.
pub fn chunks_continued(text: &str, continued: &str, limit: usize) -> Vec<String> {
    let opening = format!("{continued}\n");
    let room = limit.saturating_sub(opening.chars().count()).max(1);
    chunks_within(text, room)
        .into_iter()
        .enumerate()
        .map(|(i, part)| match i {
            0 => part,
            _ => format!("{opening}{part}"),
        })
        .collect()
}

/// [`chunks`] for any text: lines joined until the next would pass the limit.
fn split_lines(text: &str, limit: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        // A single over-long line is cut at character boundaries.
        let mut line = line.to_string();
        while line.chars().count() > limit {
            let head: String = line.chars().take(limit).collect();
            line = line.chars().skip(limit).collect();
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            out.push(head);
        }
        if current.chars().count() + line.chars().count() + 1 > limit && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    if !current.trim().is_empty() {
        out.push(current);
    }
    out
}

/// `#92 Saddam (3 ops, Jih)`.
pub fn card(card: CardId) -> String {
    card_in(Lang::En, card)
}

/// [`card`] in `lang`.
pub fn card_in(lang: Lang, card: CardId) -> String {
    card_label(lang, card)
}

pub fn outcome_line(outcome: Outcome) -> String {
    outcome_line_lang(Lang::En, outcome)
}

/// One log line in English (see [`log_entry_lang`]). `entry` must already be `seen_by` the
/// audience's seat.
pub fn log_entry(entry: &LogEntry) -> Option<String> {
    log_entry_lang(Lang::En, entry)
}

/// Card 47 The door of Itjihad was closed in a two-player game: the Jihadist's cards are
/// drawn at random from its hand this turn, not chosen.
pub fn drawn_at_random(view: &View, side: Side) -> bool {
    side == Side::Jihadist
        && view.players == labyrinth_engine::Players::TwoPlayer
        && view.lapsing.iter().any(|c| c.number() == 47)
}

/// The line that says a card was drawn at random (Card 47), before its use is chosen.
pub fn drawn_at_random_line(lang: Lang) -> String {
    tr!(lang, "drawn-at-random", card = card_47(lang))
}

fn card_47(lang: Lang) -> String {
    CardId::new(47)
        .map(|c| crate::i18n::names::card(lang, c))
        .unwrap_or_default()
}

/// The public line while `who` decides, in English (see [`waiting_lang`]).
pub fn waiting(side: Side, who: &str, kind: &DecisionKind, at_random: bool) -> String {
    waiting_lang(Lang::En, side, who, kind, at_random)
}

/// The public line while `who` decides. A card picked but not yet played is still part of
/// a hidden hand (an undo can put it back), so it is not named here; `at_random`: it was
/// drawn at random (Card 47), not picked.
pub fn waiting_lang(
    lang: Lang,
    side: Side,
    who: &str,
    kind: &DecisionKind,
    at_random: bool,
) -> String {
    tr!(
        lang,
        "waiting",
        side = side_key(side),
        who = who,
        question = public_question(lang, kind, at_random)
    )
}

/// A decision's question as the channel may read it (the waiting line, a reminder posted
/// in the channel): a card picked but not yet played is not named.
pub fn public_question(lang: Lang, kind: &DecisionKind, at_random: bool) -> String {
    match kind {
        DecisionKind::CardUse { .. } if at_random => {
            tr!(lang, "waiting-card-use-at-random", card = card_47(lang))
        }
        DecisionKind::CardUse { .. } => tr!(lang, "waiting-card-use"),
        other => question_lang(lang, other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{Answer, Country, GameState, Scenario, Seat, SetupSpec};

    /// A Let's Roll! game at its start (seed 3), for the render tests.
    pub(super) fn start() -> GameState {
        let spec = SetupSpec::new(Scenario::LetsRoll, 3);
        GameState::new_seeded(&spec).unwrap()
    }

    #[test]
    fn board_fits_one_message_and_shows_tracks() {
        let text = board(&start().view(Seat::Observer), Lang::En);
        assert!(text.len() < 2000, "{} chars:\n{text}", text.len());
        assert!(text.contains("Prestige"));
        assert!(text.contains("Afghanistan"));
    }

    #[test]
    fn a_short_text_is_one_chunk_as_the_general_split_makes_it() {
        for text in [
            "",
            " ",
            "\n",
            "\r\n",
            "a",
            "a\n",
            "\nabc",
            "a\n\nb\n",
            "a\r\nb",
            " \n \n",
            "• Iraq: Poor Ally · 2T\n• Syria: Fair Adversary\n",
        ] {
            assert_eq!(chunks(text), split_lines(text, MESSAGE_LIMIT), "{text:?}");
        }
        let full = "z".repeat(MESSAGE_LIMIT);
        assert_eq!(chunks(&full), split_lines(&full, MESSAGE_LIMIT));
    }

    #[test]
    fn chunks_respect_the_limit() {
        let text = "x".repeat(50) + "\n";
        let long = text.repeat(200);
        let pieces = chunks(&long);
        assert!(pieces.len() > 1);
        assert!(pieces.iter().all(|p| p.chars().count() <= MESSAGE_LIMIT));
        assert_eq!(chunks(&"y".repeat(4000)).len(), 3);
    }

    #[test]
    fn option_keys_round_trip_through_the_answer_json() {
        assert_eq!(
            option_key(&Answer::Country(Country::Pakistan)),
            "country:pakistan"
        );
        assert_eq!(option_key(&Answer::Done), "done");
        assert_eq!(option_key(&Answer::Count(3)), "count:3");
    }
}
