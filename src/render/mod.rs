//! Text for players: the board summary, log lines, hands and prompts.
//!
//! **Invariant:** the only module that turns game data into text, and it reads only
//! [`View`]s, [`LogEntry`]s already viewed by a seat (`entry.seen_by(seat)`) and
//! [`Decision`]-shaped data; never `GameState`. Plain text, short lines, readable on a phone;
//! [`chunks`] keeps every message under Discord's 2000-character limit. The board summary
//! also comes as an embed ([`board_embed`]), within Discord's embed limits, and as a picture
//! ([`BoardMap`]: SVG, rasterised to PNG).

mod adjust;
mod bot;
mod card;
mod country;
mod details;
pub mod embed;
mod help;
mod log;
pub mod map;
mod narration;
mod options;
mod question;
pub use card::{
    Playable, card_text, find_card, gist, marker_effect, played_cards, summary, summary_now,
};
pub use country::{country_line, find_country};
pub(crate) use country::{has_pieces_or_posture, is_marked, write_pieces};
pub use details::country_details;
pub use embed::{BoardEmbed, EmbedField, board_embed};
pub use help::help;
pub(crate) use log::side_key;
pub use log::{card_label, log_entry_lang, outcome_line_lang};
pub use map::{BoardMap, MapError};
pub use narration::{log_lines, log_lines_lang};
pub use options::{
    option_key, option_label, option_label_in, option_label_in_lang, option_label_lang,
    option_numbers, prompt, prompt_in, prompt_in_lang, prompt_labelled, prompt_labelled_lang,
};
pub use question::{question, question_lang};

use labyrinth_engine::{CardId, CountryView, DecisionKind, LogEntry, Outcome, Side, View};

use crate::i18n::Lang;
use crate::tr;

/// Discord refuses messages over 2000 characters; stay clearly below.
pub const MESSAGE_LIMIT: usize = 1900;

/// `#117 Oil Price Spike, #43 Patriot Act`.
pub(crate) fn card_names(cards: &[CardId]) -> String {
    let names: Vec<String> = cards
        .iter()
        .map(|c| format!("#{} {}", c.number(), c.name()))
        .collect();
    names.join(", ")
}

/// The 1st Plot box (4.7.7.2): the card there, or its marker once the card left the box;
/// `None` while no Plot was made this turn.
pub(crate) fn first_plot(view: &View) -> Option<String> {
    match view.first_plot? {
        Some(c) => Some(format!(
            "{} (later Plot cards trigger US events, 8.5.3)",
            card(c)
        )),
        None => Some("made this turn (later Plot cards trigger US events, 8.5.3)".to_string()),
    }
}

/// Lapsing events in effect (4.7.7.1), named as events in play ("Biometrics (card 2)"): a
/// card taken from its box by Oil Price Spike is in a hand while its effect goes on.
pub(crate) fn lapsing_names(cards: &[CardId]) -> String {
    let names: Vec<String> = cards
        .iter()
        .map(|c| format!("{} (card {})", c.name(), c.number()))
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

pub fn card(card: CardId) -> String {
    card_label(Lang::En, card)
}

fn posture_letter(view: &View) -> &'static str {
    view.us_posture.name()
}

/// `Let's Roll! — turn 3, US Action Phase (1 card played)`, or `— turn 6, game over`.
pub(crate) fn heading(view: &View) -> String {
    if view.outcome.is_some() {
        return format!("{} — turn {}, game over", view.scenario.name(), view.turn);
    }
    let played = view.phase.cards_played;
    format!(
        "{} — turn {}, {} Action Phase ({played} card{} played)",
        view.scenario.name(),
        view.turn,
        view.phase.side,
        if played == 1 { "" } else { "s" }
    )
}

/// `Hard 2`, `Soft 1`, `Even` (4.7.2.1).
pub(crate) fn world_posture(view: &View) -> String {
    match view.world_posture {
        0 => "Even".to_string(),
        n if n > 0 => format!("Hard {n}"),
        n => format!("Soft {}", -n),
    }
}

/// `1 face-down Plot`, `no Plots`.
pub(crate) fn face_down_plots(count: usize) -> String {
    match count {
        0 => "no Plots".to_string(),
        1 => "1 face-down Plot".to_string(),
        n => format!("{n} face-down Plots"),
    }
}

/// The public (or seat's) board summary: plain text (the terminal prints it; Discord shows
/// [`board_embed`]).
pub fn board(view: &View) -> String {
    let mut out = String::new();
    out.push_str(&heading(view));
    // The winner on the heading; the reason is the log's "🏁 Game over" line, said once.
    if let Some(outcome) = view.outcome {
        out.push_str(&format!(": the {} wins", outcome.winner));
    }
    out.push('\n');
    out.push_str(&format!(
        "Prestige {} ({}) · Funding {} ({}) · Troops {} on track ({})\n",
        view.prestige,
        view.prestige_level,
        view.funding,
        view.funding_level,
        view.troops_on_track,
        view.troops_level
    ));
    out.push_str(&format!(
        "US Posture {} · World Posture {} · GWOT relations penalty {} · Cells on track {} ({} available)\n",
        posture_letter(view),
        world_posture(view),
        if view.gwot_penalty == 0 {
            "0".to_string()
        } else {
            format!("-{}", view.gwot_penalty)
        },
        view.cells_on_track,
        view.available_cells
    ));
    out.push_str(&format!(
        "Reserves US {} / Jih {} · Hands US {} / Jih {} · Deck {} · Discard {} · Removed {} · Reshuffles {}\n",
        view.reserves.us,
        view.reserves.jihadist,
        view.hand_sizes.us,
        view.hand_sizes.jihadist,
        view.draw_pile_size,
        view.discard.len(),
        view.removed.len(),
        view.reshuffles
    ));
    out.push_str(&format!(
        "Victory: Good resources {}/12 · Fair+Good {}/15 · Islamist resources {}/6 · Poor+IR {}/15\n",
        view.good_resources, view.fair_good_countries, view.islamist_resources, view.poor_islamist_countries
    ));
    let plots_on_map: usize = view
        .countries
        .iter()
        .map(|c| usize::from(c.plot_count))
        .sum();
    out.push_str(&format!(
        "Plots: {} on the map, {} Available",
        face_down_plots(plots_on_map),
        view.available_plot_count
    ));
    if let Some(available) = &view.available_plots {
        let labels: Vec<&str> = available.iter().map(|p| p.label()).collect();
        out.push_str(&format!(" ({})", labels.join(", ")));
    }
    out.push('\n');
    if !view.markers.is_empty() {
        let names: Vec<&str> = view.markers.iter().map(|m| m.name()).collect();
        out.push_str(&format!("Markers: {}\n", names.join(", ")));
    }
    if !view.lapsing.is_empty() {
        out.push_str(&format!("Lapsing: {}\n", lapsing_names(&view.lapsing)));
    }
    if let Some(first) = first_plot(view) {
        out.push_str(&format!("1st Plot: {first}\n"));
    }
    let muslim: Vec<&CountryView> = view
        .countries
        .iter()
        .filter(|c| c.country.is_muslim() && is_marked(c))
        .collect();
    if !muslim.is_empty() {
        out.push_str("Muslim countries:\n");
        for c in muslim {
            out.push_str(&country_line(c));
            out.push('\n');
        }
    }
    let untested = untested_line(view);
    if !untested.is_empty() {
        out.push_str(&untested);
        out.push('\n');
    }
    let others: Vec<&CountryView> = view
        .countries
        .iter()
        .filter(|c| !c.country.is_muslim() && has_pieces_or_posture(c))
        .collect();
    if !others.is_empty() {
        out.push_str("Other countries:\n");
        for c in others {
            out.push_str(&country_line(c));
            out.push('\n');
        }
    }
    out
}

/// `Untested (Resources): Algeria/Tunisia 2, Jordan 1, …` — the Muslim countries not yet
/// tested and without pieces.
pub(crate) fn untested_line(view: &View) -> String {
    let untested: Vec<String> = view
        .countries
        .iter()
        .filter(|c| c.country.is_muslim() && !is_marked(c))
        .map(|c| format!("{} {}", c.country.name(), c.resources))
        .collect();
    if untested.is_empty() {
        return String::new();
    }
    format!("Untested (Resources): {}", untested.join(", "))
}

/// A seat's hand (from that seat's view).
pub fn hand(view: &View) -> String {
    hand_now(view, |_| None)
}

/// [`hand`] with, for each card, whether its event would happen now (`None`: not said).
pub fn hand_now(view: &View, playable: impl Fn(CardId) -> Option<bool>) -> String {
    let Some(hand) = &view.hand else {
        return "You have no hand: you are not seated in this game.".to_string();
    };
    if hand.is_empty() {
        return "Your hand is empty.".to_string();
    }
    let mut out = format!(
        "Your hand ({} card{}):\n",
        hand.len(),
        if hand.len() == 1 { "" } else { "s" }
    );
    for c in hand {
        let line = match (view.seat.side(), playable(*c)) {
            (Some(side), Some(now)) => summary_now(*c, side, now),
            _ => summary(*c),
        };
        out.push_str(&format!("• {line}\n"));
    }
    if let Some(plots) = &view.available_plots {
        let labels: Vec<&str> = plots.iter().map(|p| p.label()).collect();
        out.push_str(&format!(
            "Available Plots: {}\n",
            if labels.is_empty() {
                "none".to_string()
            } else {
                labels.join(", ")
            }
        ));
    }
    out
}

/// "🏁 Game over: the US wins — …" in English (see [`outcome_line_lang`]).
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
    let question = match kind {
        DecisionKind::CardUse { .. } if at_random => {
            tr!(lang, "waiting-card-use-at-random", card = card_47(lang))
        }
        DecisionKind::CardUse { .. } => tr!(lang, "waiting-card-use"),
        other => question_lang(lang, other),
    };
    tr!(
        lang,
        "waiting",
        side = log::side_key(side),
        who = who,
        question = question
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{Answer, Country, GameState, Scenario, Seat, SetupSpec};

    /// A Let's Roll! game at its start (seed 3), for the render tests.
    pub(super) fn start() -> GameState {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: Default::default(),
            ideology: Default::default(),
            game_length: 1,
            seed: 3,
            mini_decks: false,
        };
        GameState::new_seeded(&spec).unwrap()
    }

    #[test]
    fn board_fits_one_message_and_shows_tracks() {
        let text = board(&start().view(Seat::Observer));
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
