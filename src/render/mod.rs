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
mod help;
pub mod map;
mod narration;
mod options;
mod question;
pub use board::{board, heading_start};
pub(crate) use board::{
    face_down_plots, first_plot, heading, lapsing_names, level, penalty, plot_label, side_key,
    untested_line, world_posture,
};
pub use card::{
    Playable, card_text, find_card, gist, hand, hand_now, marker_effect, played_cards, summary,
    summary_now,
};
pub use country::{country_line, country_line_in, find_country};
pub(crate) use country::{has_pieces_or_posture, is_marked, write_pieces};
pub use details::country_details;
pub use embed::{BoardEmbed, EmbedField, board_embed};
pub use help::help;
pub use map::{BoardMap, MapError};
pub use narration::log_lines;
pub use options::{
    option_key, option_label, option_label_in, option_numbers, prompt, prompt_in, prompt_labelled,
};
pub use question::question;

use labyrinth_engine::{
    CardId, CardUse, DecisionKind, LogEntry, Outcome, RollKind, Side, Tally, VictoryReason, View,
};

use crate::i18n::{Lang, names};
use crate::tr;

/// Discord refuses messages over 2000 characters; stay clearly below.
pub const MESSAGE_LIMIT: usize = 1900;

/// `#117 Oil Price Spike, #43 Patriot Act`.
pub(crate) fn card_names(cards: &[CardId]) -> String {
    card_names_in(Lang::En, cards)
}

/// [`card_names`] in `lang`.
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
    let side = match card.association().side() {
        Some(side) => side_key(side),
        None => "both",
    };
    tr!(
        lang,
        "board-card",
        number = card.number(),
        name = names::card(lang, card),
        ops = card.ops(),
        side = side
    )
}

pub fn outcome_line(outcome: Outcome) -> String {
    let why = match outcome.reason {
        VictoryReason::GoodResources => "Good Muslim countries total 12+ Resources (2.1.1)",
        VictoryReason::FairGoodCountries => "15+ Muslim countries are Fair or Good (2.1.1)",
        VictoryReason::NoCells => "no cells remain on the map (2.1.1)",
        VictoryReason::IslamistRuleResources => "Islamist Rule over 6+ Resources (2.1.2)",
        VictoryReason::PrestigeAndPoor => {
            "Prestige 1 and 15+ Muslim countries Poor or Islamist Rule (2.1.2)"
        }
        VictoryReason::WmdInUnitedStates => "a WMD Plot resolved in the United States (2.1.2)",
        VictoryReason::EndOfDeck => "the deck ran out (2.3)",
        VictoryReason::Resignation => "the other side resigned",
    };
    let why = match (outcome.reason, outcome.tally) {
        (VictoryReason::EndOfDeck, Some(tally)) => end_of_deck(tally),
        _ => why.to_string(),
    };
    format!("🏁 Game over: the {} wins — {why}.", outcome.winner)
}

/// 2.3 / 9.1 the count at the game-end reshuffle, citing the rule that decided.
fn end_of_deck(tally: Tally) -> String {
    let good = match tally.needed {
        Some(needed) => format!(
            "Good Resources {} of the {needed} needed",
            tally.good_resources
        ),
        None => format!("Good Resources {}", tally.good_resources),
    };
    format!(
        "the deck ran out: {good}; Islamist Rule Resources {} (the US needs more than twice as many Good) ({})",
        tally.islamist_resources,
        tally.rule()
    )
}

fn use_name(used: CardUse) -> &'static str {
    match used {
        CardUse::Event => "the event",
        CardUse::Operations => "operations",
        CardUse::Reserves => "Reserves",
    }
}

fn roll_name(kind: RollKind) -> &'static str {
    match kind {
        RollKind::Governance => "Governance",
        RollKind::Posture => "Posture",
        RollKind::Prestige => "Prestige",
        RollKind::WarOfIdeas => "War of Ideas",
        RollKind::Recruit => "Recruit",
        RollKind::Travel => "Travel",
        RollKind::Jihad => "Jihad",
        RollKind::Plot => "Plot",
        RollKind::PlotGovernance => "Plot Governance",
        RollKind::WmdAcquisition => "WMD acquisition",
    }
}

fn opt<T>(value: Option<T>, name: impl Fn(T) -> &'static str) -> &'static str {
    value.map(name).unwrap_or("unmarked")
}

/// One log line. `entry` must already be `seen_by` the audience's seat; `private` entries
/// (cards drawn with their identities, Plot values) render their hidden value when present.
pub fn log_entry(entry: &LogEntry) -> Option<String> {
    let line = match entry {
        LogEntry::PhaseStarted { turn, side } => format!("— Turn {turn}: {side} Action Phase —"),
        LogEntry::CardPlayed {
            side,
            card: c,
            used_as,
        } => {
            format!("{side} plays {} for {}.", card(*c), use_name(*used_as))
        }
        LogEntry::Operation {
            side, op, value, ..
        } => format!("{side} {} with {value} op{}.", op.name(), plural(*value)),
        LogEntry::NoOperation { side, card: c } => format!(
            "{side}: no operation is possible with #{} {}; the card is spent.",
            c.number(),
            c.name()
        ),
        LogEntry::ReservesAdded { side, value, total } => match value {
            0 => format!("{side} Reserves stay at {total}, the maximum (6.3.3)."),
            _ => format!("{side} adds {value} to Reserves (now {total})."),
        },
        LogEntry::ReservesExpended { side, value } => {
            format!("{side} expends {value} from Reserves.")
        }
        LogEntry::EventOccurs { card: c, side } => {
            format!("Event: #{} {} ({side}).", c.number(), c.name())
        }
        LogEntry::EventDoesNotOccur { card: c, reason } => {
            format!(
                "Event #{} {} does not occur: {reason}.",
                c.number(),
                c.name()
            )
        }
        LogEntry::EventIgnoredFirstPlot { card: c } => {
            format!(
                "Event #{} {} is ignored: first Plot of the turn (8.5.3).",
                c.number(),
                c.name()
            )
        }
        // Itemised on the roll's own line (`log_lines`).
        LogEntry::WarOfIdeasModifiers { .. } => return None,
        LogEntry::Rolled {
            kind,
            country,
            dice,
            modified,
            needed,
            successes,
        } => {
            let place = country.map(|c| format!(" in {c}")).unwrap_or_default();
            if dice.is_empty() {
                // 4.9.5 a country just tested needs a higher card value: no roll.
                if *kind == RollKind::WarOfIdeas && *successes == Some(0) {
                    return Some(format!(
                        "❌ War of Ideas{place} fails automatically: the card's value is below what the country's new Governance needs (4.9.5)."
                    ));
                }
                // Recruit where Regime Change or Islamist Rule, adjacent Travel: no die.
                let s = successes.unwrap_or(0);
                return Some(format!(
                    "✅ {}{place}: {s} automatic success{}.",
                    roll_name(*kind),
                    if s == 1 { "" } else { "es" }
                ));
            }
            let shown: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
            let mut line = format!("🎲 {} roll{place}: {}", roll_name(*kind), shown.join(", "));
            // `modified` is the total after modifiers (the direction die for Prestige).
            match (kind, modified) {
                (RollKind::Prestige, Some(m)) => {
                    let raw = dice.first().map(|d| i16::from(*d)).unwrap_or_default();
                    let shown = if raw == i16::from(*m) {
                        format!("{m}")
                    } else {
                        format!("{raw}, modified {m} by the GWOT relations penalty")
                    };
                    // 4.7.1 the shift is the lower of the other two dice.
                    let by = dice.iter().skip(1).min().copied().unwrap_or_default();
                    line.push_str(&format!(
                        " — direction {shown}: Prestige shifts {} by {by}, the lower of the other two",
                        if *m >= 5 { "up" } else { "down" }
                    ))
                }
                (_, Some(m)) if dice.first().is_none_or(|d| i16::from(*d) != i16::from(*m)) => {
                    line.push_str(&format!(", modified {m}"));
                }
                _ => {}
            }
            if let Some(n) = needed {
                line.push_str(&format!(", needs {n}"));
            }
            if let Some(s) = successes {
                line.push_str(&format!(
                    " → {s} success{}",
                    if *s == 1 { "" } else { "es" }
                ));
            }
            line
        }
        LogEntry::Tested {
            country,
            governance,
            posture,
        } => {
            let result = match (governance, posture) {
                (Some(g), _) => g.name(),
                (None, Some(p)) => p.name(),
                (None, None) => "unchanged",
            };
            format!("{country} is tested: {result}.")
        }
        LogEntry::Governance { country, from, to } if *from == Some(*to) => {
            format!("{country} stays {}: no further shift.", to.name())
        }
        LogEntry::Governance { country, from, to } => {
            format!("{country}: {} → {}.", opt(*from, |g| g.name()), to.name())
        }
        LogEntry::Alignment { country, from, to } => {
            format!("{country}: {} → {}.", opt(*from, |a| a.name()), to.name())
        }
        LogEntry::Posture { country, from, to } => {
            format!(
                "{country} Posture: {} → {}.",
                opt(*from, |p| p.name()),
                to.name()
            )
        }
        LogEntry::Prestige { from, to } if from == to => {
            format!("Prestige stays at {to}, the end of its track.")
        }
        LogEntry::Prestige { from, to } => format!("Prestige {from} → {to}."),
        LogEntry::Funding { from, to } if from == to => {
            format!("Funding stays at {to}, the end of its track.")
        }
        LogEntry::Funding { from, to } => format!("Funding {from} → {to}."),
        LogEntry::TroopsMoved { from, to, count } => {
            let place = |c: &Option<labyrinth_engine::Country>| {
                c.map(|c| c.name()).unwrap_or("the Troops track")
            };
            format!(
                "{count} troop{}: {} → {}.",
                if *count == 1 { "" } else { "s" },
                place(from),
                place(to)
            )
        }
        LogEntry::CellsPlaced { country, count } => {
            format!("{count} cell{} placed in {country}.", plural(*count))
        }
        LogEntry::CellsRemoved { country, count } => {
            format!("{count} cell{} removed from {country}.", plural(*count))
        }
        LogEntry::CellsActivated { country, count } => {
            format!(
                "{count} Sleeper cell{} in {country} become{} Active.",
                plural(*count),
                if *count == 1 { "s" } else { "" }
            )
        }
        LogEntry::CellTravels { from, to, arrived } => {
            if from == to {
                // 8.3.1 a cell may travel in place (to flip it to Sleeper).
                if *arrived {
                    format!("A cell in {from} travels in place and stays there.")
                } else {
                    format!("A cell travelling in place in {from} is removed.")
                }
            } else if *arrived {
                format!("A cell travels {from} → {to}.")
            } else {
                format!("A cell travelling {from} → {to} is removed.")
            }
        }
        LogEntry::Cadre { country, placed } => {
            format!(
                "Cadre {} {country}.",
                if *placed { "placed in" } else { "removed from" }
            )
        }
        LogEntry::Aid { country, from, to } => format!("{country}: Aid {from} → {to}."),
        LogEntry::Besieged { country, placed } => {
            format!(
                "{country}: Besieged Regime {}.",
                if *placed { "placed" } else { "removed" }
            )
        }
        LogEntry::RegimeChange { country, marker } => match marker {
            Some(_) => format!("{country}: Regime Change."),
            None => format!("{country}: Regime Change marker removed."),
        },
        LogEntry::PlotPlaced { country, plot } => match plot {
            Some(plot) => format!("You place {} face down in {country}.", plot.label()),
            None => format!("A Plot is placed face down in {country}."),
        },
        LogEntry::PlotBlocked { country, plot } => {
            format!("{} in {country} is revealed and blocked.", plot.label())
        }
        LogEntry::PlotResolves { country, plot } => {
            format!("{} in {country} resolves.", plot.label())
        }
        LogEntry::WmdAvailable { count } => format!(
            "{count} WMD Plot{} become{} Available.",
            plural(*count),
            if *count == 1 { "s" } else { "" }
        ),
        LogEntry::MarkerPlaced { marker, country } => {
            let place = country.map(|c| format!(" in {c}")).unwrap_or_default();
            match marker_effect(*marker, Lang::En) {
                Some(effect) => {
                    let end = if effect.ends_with('…') { "" } else { "." };
                    format!("Marker {} placed{place}: {effect}{end}", marker.name())
                }
                None => format!("Marker {} placed{place}.", marker.name()),
            }
        }
        LogEntry::MarkerRemoved { marker, country } => match country {
            Some(country) => format!("Marker {} removed from {country}.", marker.name()),
            None => format!("Marker {} removed.", marker.name()),
        },
        LogEntry::Lapsing { card: c } => format!(
            "#{} {} is in effect until the end of the turn.",
            c.number(),
            c.name()
        ),
        LogEntry::CardsDrawn { side, count, cards } => {
            if cards.is_empty() {
                format!("{side} draws {count} card{}.", plural(*count))
            } else {
                let names: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                format!(
                    "You draw {count} card{}: {}.",
                    plural(*count),
                    names.join("; ")
                )
            }
        }
        LogEntry::CardTaken { side, card: c } => format!("{side} takes {} into hand.", card(*c)),
        LogEntry::Discarded { side, card: c } => format!("{side} discards {}.", card(*c)),
        LogEntry::HandRevealed { side, to, cards } => {
            if cards.is_empty() {
                format!("{to} looks at the {side} hand.")
            } else {
                let names: Vec<String> = cards.iter().map(|c| card(*c)).collect();
                format!("The {side} hand, shown to the {to}: {}.", names.join("; "))
            }
        }
        LogEntry::CardGiven { from, to, card: c } => match c {
            Some(c) => format!("{from} gives {} to the {to}.", card(*c)),
            None => format!("{from} gives a card to the {to}."),
        },
        // 5.2.4 which card the US holds is not public; the engine does not redact it yet.
        LogEntry::Held { side, .. } => format!("{side} holds its last card."),
        LogEntry::CardRemoved { card: c } => {
            format!("#{} {} is removed from the game.", c.number(), c.name())
        }
        LogEntry::Reshuffle { deck } => format!("The deck is reshuffled (deck {deck})."),
        LogEntry::EndOfTurn { turn } => format!("— End of turn {turn} —"),
        LogEntry::GameOver { outcome } => outcome_line(*outcome),
        LogEntry::BotReason { reason } => bot::reason_line(reason),
        LogEntry::Backlash { country } => {
            format!("Backlash: a Plot in {country} will cost Funding.")
        }
        LogEntry::Adjusted { change } => adjust::adjusted(change),
        LogEntry::CardMoved { card: c, from, to } => {
            format!("🔧 Adjusted: {}.", adjust::card_moved(*c, *from, *to))
        }
        LogEntry::PlotMoved {
            country,
            plot,
            placed,
        } => format!(
            "🔧 Adjusted: {}.",
            adjust::plot_moved(*country, *plot, *placed)
        ),
    };
    Some(line)
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Card 47 The door of Itjihad was closed in a two-player game: the Jihadist's cards are
/// drawn at random from its hand this turn, not chosen.
pub fn drawn_at_random(view: &View, side: Side) -> bool {
    side == Side::Jihadist
        && view.players == labyrinth_engine::Players::TwoPlayer
        && view.lapsing.iter().any(|c| c.number() == 47)
}

/// The line that says a card was drawn at random (Card 47), before its use is chosen.
pub const DRAWN_AT_RANDOM: &str = "🎲 The Jihadist's card was drawn at random from its hand (#47 The door of Itjihad was closed).";

/// The public line while `who` decides. A card picked but not yet played is still part of
/// a hidden hand (an undo can put it back), so it is not named here; `at_random`: it was
/// drawn at random (Card 47), not picked.
pub fn waiting(side: Side, who: &str, kind: &DecisionKind, at_random: bool) -> String {
    let question = match kind {
        DecisionKind::CardUse { .. } if at_random => {
            "choose how to use the card drawn at random from their hand (#47 The door of Itjihad was closed)"
                .to_string()
        }
        DecisionKind::CardUse { .. } => "choose how to use the card they picked".to_string(),
        other => question(other),
    };
    format!("⏳ Waiting for the {side} ({who}) to {question}.")
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
