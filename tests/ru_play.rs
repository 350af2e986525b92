//! The play flow in Russian (issue "Русский"): games played at random with the game's
//! language Russian, and every log line, prompt, option, waiting line and bot reason line
//! checked for English words left. Names (cards, countries, markers...) come from the names
//! file, filled in parallel: an English name is allowed here, as are the texts other areas
//! translate (a country's board line in an option, a marker's effect, an engine refusal).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod common;

use std::collections::BTreeSet;

use common::{Table, choose, errors, new_game, prompt};
use labyrinth_bot::app::{Command, Mode, Outbound};
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::render;
use labyrinth_engine::{
    Action, Answer, CardId, Country, GameState, LogEntry, Marker, Players, Scenario, Seat,
    SetupSpec, Side,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Latin words a Russian text may keep: the command syntax.
const ALLOWED: &[&str] = &["lab", "choose"];

/// Texts another area translates, English until it does: every name, a marker's effect,
/// each country's board line (an option's detail).
fn foreign_texts() -> Vec<String> {
    let mut texts: Vec<String> = Vec::new();
    texts.extend((1..=120).filter_map(CardId::new).map(|c| c.name().to_string()));
    texts.extend(Country::ALL.iter().map(|c| c.name().to_string()));
    texts.extend(Marker::ALL.iter().map(|m| m.name().to_string()));
    texts.extend(Marker::ALL.iter().filter_map(|m| render::marker_effect(*m)));
    for op in labyrinth_engine::Op::US
        .into_iter()
        .chain(labyrinth_engine::Op::JIHADIST)
    {
        texts.push(op.name().to_string());
    }
    for g in [
        labyrinth_engine::Governance::Good,
        labyrinth_engine::Governance::Fair,
        labyrinth_engine::Governance::Poor,
        labyrinth_engine::Governance::IslamistRule,
    ] {
        texts.push(g.name().to_string());
    }
    for a in [
        labyrinth_engine::Alignment::Ally,
        labyrinth_engine::Alignment::Neutral,
        labyrinth_engine::Alignment::Adversary,
    ] {
        texts.push(a.name().to_string());
    }
    for p in [
        labyrinth_engine::Posture::Hard,
        labyrinth_engine::Posture::Soft,
    ] {
        texts.push(p.name().to_string());
    }
    // Longest first, so "Saudi Arabia" goes before a shorter name inside it.
    texts.sort_by_key(|t| std::cmp::Reverse(t.len()));
    texts
}

/// The English words of `line` once the foreign texts are taken out: runs of three or more
/// Latin letters that are not allowed.
fn english_words(line: &str, foreign: &[String]) -> Vec<String> {
    let mut text = line.to_string();
    // An event's refusal reason is the engine's (another area translates its errors).
    for marker in ["не происходит: "] {
        if let Some(at) = text.find(marker) {
            text.truncate(at);
        }
    }
    for f in foreign {
        text = text.replace(f.as_str(), " ");
    }
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !ALLOWED.contains(&w.to_lowercase().as_str()))
        .map(String::from)
        .collect()
}

struct Checker {
    foreign: Vec<String>,
    checked: usize,
    english: Vec<String>,
}

impl Checker {
    fn new() -> Checker {
        Checker {
            foreign: foreign_texts(),
            checked: 0,
            english: Vec::new(),
        }
    }

    fn check(&mut self, what: &str, line: &str) {
        self.checked += 1;
        let words = english_words(line, &self.foreign);
        if !words.is_empty() && self.english.len() < 40 {
            self.english.push(format!("{what}: {words:?} in {line:?}"));
        }
    }

    fn assert_russian(&self) {
        assert!(self.checked > 0);
        assert!(
            self.english.is_empty(),
            "English left in {} of {} lines:\n{}",
            self.english.len(),
            self.checked,
            self.english.join("\n")
        );
    }
}

/// A variant's name, from its Debug form: `CellsPlaced`, `Country`.
fn kind_name(debug: &str) -> String {
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("")
        .to_string()
}

/// Random answers to every decision of an engine game, each prompt and every log line
/// rendered in Russian; returns the LogEntry and DecisionKind variants seen.
fn engine_game(
    players: Players,
    scenario: Scenario,
    seed: u64,
    checker: &mut Checker,
) -> (BTreeSet<String>, BTreeSet<String>) {
    let spec = SetupSpec {
        scenario,
        players,
        ideology: Default::default(),
        game_length: 1,
        seed,
        mini_decks: false,
    };
    let mut g = GameState::new_seeded(&spec).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut entries, mut decisions) = (BTreeSet::new(), BTreeSet::new());
    for _ in 0..3_000 {
        let Some(decision) = g.pending().cloned() else {
            break;
        };
        decisions.insert(kind_name(&format!("{:?}", decision.kind)));
        let side = decision.side;
        let view = g.view(match side {
            Side::Us => Seat::Us,
            Side::Jihadist => Seat::Jihadist,
        });
        let options = decision.options.clone();
        let text = render::prompt_in_lang(Lang::Ru, Some(&view), side, &decision.kind, &options);
        // Each option's country detail is the board's line (another area).
        let mut text = text;
        for c in &view.countries {
            let line = render::country_line(c);
            if let Some((_, detail)) = line.split_once(": ")
                && !detail.is_empty()
            {
                text = text.replace(detail, " ");
            }
        }
        for line in text.lines() {
            checker.check("prompt", line);
        }
        let waiting = render::waiting_lang(Lang::Ru, side, "bob", &decision.kind, false);
        checker.check("waiting", &waiting);
        let answer: Answer = options[rng.random_range(0..options.len())];
        let Ok(logs) = g.apply_seeded(side, &Action::Answer(answer)) else {
            continue;
        };
        let observed: Vec<LogEntry> = logs.iter().map(|e| e.seen_by(Seat::Observer)).collect();
        for e in &logs {
            entries.insert(kind_name(&format!("{e:?}")));
            if let Some(line) = render::log_entry_lang(Lang::Ru, &e.seen_by(Seat::Us)) {
                checker.check("private log line", &line);
            }
        }
        for line in render::log_lines_lang(Lang::Ru, &observed) {
            checker.check("log line", &line);
        }
        if g.outcome.is_some() {
            break;
        }
    }
    (entries, decisions)
}

#[test]
fn engine_games_render_their_log_lines_and_prompts_in_russian() {
    let mut checker = Checker::new();
    let (mut entries, mut decisions) = (BTreeSet::new(), BTreeSet::new());
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        for players in [Players::Solitaire, Players::TwoPlayer] {
            let (e, d) = engine_game(players, scenario, 40 + i as u64, &mut checker);
            entries.extend(e);
            decisions.extend(d);
        }
    }
    eprintln!("log entry kinds rendered in Russian: {entries:?}");
    eprintln!("decision kinds rendered in Russian: {decisions:?}");
    checker.assert_russian();
    for kind in ["CardPlayed", "Rolled", "BotReason", "PhaseStarted", "EndOfTurn"] {
        assert!(entries.contains(kind), "no {kind} in {entries:?}");
    }
    for kind in ["ActionCard", "CardUse", "Country"] {
        assert!(decisions.contains(kind), "no {kind} in {decisions:?}");
    }
}

/// A game played through the app with the game's language Russian: every card play post,
/// the bot's posts, waiting lines and the prompts' questions are Russian.
fn app_game(mode: Mode, side: Side, seed: u64, checker: &mut Checker) {
    let mut table = Table::new();
    let mut new = match new_game(mode, side, seed) {
        Command::New(new) => new,
        other => panic!("{other:?}"),
    };
    new.language = Some(Lang::Ru);
    let mut out = table.send("alice", Command::New(new));
    if mode == Mode::TwoPlayer {
        out = table.send("bob", Command::Join);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut commands = 0;
    while let Some((user, count)) = prompt(&out) {
        assert!(commands < 400 || table.game().state.outcome.is_some());
        if commands >= 400 {
            break;
        }
        out = table.send(&user, choose(rng.random_range(1..=count)));
        commands += 1;
        if !errors(&out).is_empty() {
            continue;
        }
        for message in &out {
            match message {
                Outbound::Play { text, .. } => {
                    for line in text.lines() {
                        checker.check("card play post", line);
                    }
                }
                Outbound::Public(text) => {
                    for line in text.lines() {
                        checker.check("public post", line);
                    }
                }
                Outbound::Prompt { text, .. } => {
                    let lines: Vec<&str> = text.lines().collect();
                    checker.check("prompt question", lines[0]);
                    checker.check("prompt end", lines[lines.len() - 1]);
                }
                _ => {}
            }
        }
    }
}

#[test]
fn app_games_in_russian_post_russian_play_lines() {
    let mut checker = Checker::new();
    // Solitaire as the US against the section 9 bot, as the Jihadist against the computer
    // US, and a two-player game.
    app_game(Mode::Solitaire, Side::Us, 5, &mut checker);
    app_game(Mode::Solitaire, Side::Jihadist, 6, &mut checker);
    app_game(Mode::TwoPlayer, Side::Us, 7, &mut checker);
    checker.assert_russian();
}

#[test]
fn russian_plural_forms_and_cases_in_log_lines() {
    let placed = |count| {
        render::log_entry_lang(
            Lang::Ru,
            &LogEntry::CellsPlaced {
                country: Country::Pakistan,
                count,
            },
        )
        .unwrap()
    };
    assert!(placed(1).ends_with("размещена 1 ячейка."), "{}", placed(1));
    assert!(placed(3).ends_with("размещены 3 ячейки."), "{}", placed(3));
    assert!(placed(5).ends_with("размещено 5 ячеек."), "{}", placed(5));
    let phase = render::log_entry_lang(
        Lang::Ru,
        &LogEntry::PhaseStarted {
            turn: 2,
            side: Side::Jihadist,
        },
    )
    .unwrap();
    assert_eq!(phase, "— Ход 2: фаза действий исламистов —");
    // English stays as it was.
    assert_eq!(
        render::log_entry(&LogEntry::CellsPlaced {
            country: Country::Pakistan,
            count: 2,
        })
        .unwrap(),
        "2 cells placed in Pakistan."
    );
}
