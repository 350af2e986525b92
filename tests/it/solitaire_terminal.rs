//! A whole solitaire game against the rules' section-9 Jihadist bot through the real
//! `labyrinth play` binary (issue 14): the US answers every prompt with a seeded choice
//! among the numbered options until "Game over"; no public line (one that is not
//! `[to alice] …`) shows a card that stayed hidden (the bot's pile, alice's hand, the draw
//! pile), a face-down Plot's value or the Available Plots; `labyrinth replay` reproduces
//! the game.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use labyrinth_bot::store::{GameRecord, Status};
use labyrinth_engine::{CardId, DecisionKind, Marker};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The terminal's one channel (`terminal::CHANNEL`).
const TERMINAL: &str = labyrinth_bot::terminal::CHANNEL;
/// The line `as alice` prints when stdin is not a terminal: it ends each command's output.
const BARRIER: &str = "(now alice)";
/// A command's output is in well before this (a debug build on a busy 2-core machine).
const QUIET: Duration = Duration::from_secs(120);

/// `labyrinth play --db PATH` driven line by line through pipes.
struct Terminal {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Every line printed so far, for failure messages.
    transcript: Vec<String>,
}

impl Terminal {
    fn start(dir: &Path, db: &Path) -> Terminal {
        let mut child = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
            .arg("play")
            .arg("--db")
            .arg(db)
            .current_dir(dir)
            .env_remove("DISCORD_TOKEN")
            .env_remove("DATABASE_PATH")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = channel();
        // A reader thread: the test waits on the channel with a timeout, never on a pipe.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut terminal = Terminal {
            child,
            stdin,
            lines,
            transcript: Vec::new(),
        };
        // `as alice` alone: its barrier is the only output.
        writeln!(terminal.stdin, "as alice").unwrap();
        let out = terminal.read_to_barrier("as alice");
        assert!(out.is_empty(), "{out:?}");
        terminal
    }

    /// Send one line (then `as alice`); return what the line printed, up to the barrier.
    fn send(&mut self, line: &str) -> Vec<String> {
        writeln!(self.stdin, "{line}\nas alice").unwrap();
        self.read_to_barrier(line)
    }

    /// The lines printed up to the next barrier.
    fn read_to_barrier(&mut self, line: &str) -> Vec<String> {
        self.stdin.flush().unwrap();
        let mut out = Vec::new();
        loop {
            match self.lines.recv_timeout(QUIET) {
                Ok(printed) => {
                    self.transcript.push(printed.clone());
                    if printed == BARRIER {
                        return out;
                    }
                    out.push(printed);
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no answer to {line:?} in {QUIET:?}:\n{}", self.tail())
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the terminal exited after {line:?}:\n{}", self.tail())
                }
            }
        }
    }

    fn tail(&self) -> String {
        let from = self.transcript.len().saturating_sub(60);
        self.transcript[from..].join("\n")
    }

    /// `quit`, and the process ends cleanly.
    fn quit(mut self) {
        writeln!(self.stdin, "quit").unwrap();
        drop(self.stdin);
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status:?}");
    }
}

/// The options of the last prompt in `out` (to alice), by number and label, in order: numbered
/// from 1, or a count by the count itself (6 troops is option 6). A long prompt is
/// split into several messages: a later one starts `[to alice] (continued)`.
fn prompt_options(out: &[String]) -> Option<Vec<(usize, String)>> {
    let end = out.iter().rposition(|l| {
        l.strip_prefix("[to alice]")
            .is_some_and(|rest| rest.trim_start() == "Answer with /lab choose N")
    })?;
    let mut options = Vec::new();
    for line in out[..end].iter().rev() {
        let Some(rest) = line.strip_prefix("[to alice]") else {
            break;
        };
        // A continued part of a split prompt opens with this line; an operation prompt
        // ends with those not offered.
        if rest.trim_start() == "(continued)" || rest.trim_start().starts_with("Not offered: ") {
            continue;
        }
        let Some((number, label)) = rest.trim_start().split_once(". ") else {
            break;
        };
        let Ok(number) = number.parse::<usize>() else {
            break;
        };
        options.push((number, label.to_string()));
    }
    options.reverse();
    let numbers: Vec<usize> = options.iter().map(|o| o.0).collect();
    let first = if options
        .iter()
        .all(|o| o.1.ends_with(" troops") || o.1 == "1 troop")
    {
        numbers.first().copied().unwrap_or(1)
    } else {
        1
    };
    let expected: Vec<usize> = (first..first + options.len()).collect();
    assert_eq!(
        numbers, expected,
        "a prompt numbered out of order: {out:#?}"
    );
    assert!(!options.is_empty(), "a prompt without options: {out:#?}");
    Some(options)
}

/// Lines everyone sees: all but those addressed to one user.
fn public(out: &[String]) -> impl Iterator<Item = &String> {
    out.iter().filter(|l| !l.starts_with("[to "))
}

fn load(db: &Path) -> GameRecord {
    common::load(db, TERMINAL)
}

fn bot_pile(game: &GameRecord) -> BTreeSet<CardId> {
    game.state
        .current()
        .hands
        .jihadist
        .iter()
        .copied()
        .collect()
}

fn draw_pile(game: &GameRecord) -> BTreeSet<CardId> {
    game.state.current().draw_pile.iter().copied().collect()
}

/// Alice's hand, with a card she picked but has not played yet (an undo puts it back).
fn us_hand(game: &GameRecord) -> BTreeSet<CardId> {
    let picked = match game.state.pending().map(|d| d.kind.clone()) {
        Some(DecisionKind::CardUse { card }) => Some(card),
        _ => None,
    };
    let current = game.state.current();
    current.hands.us.iter().copied().chain(picked).collect()
}

fn hands(game: &GameRecord) -> BTreeSet<CardId> {
    us_hand(game).union(&bot_pile(game)).copied().collect()
}

fn both(a: &BTreeSet<CardId>, b: &BTreeSet<CardId>) -> BTreeSet<CardId> {
    a.intersection(b).copied().collect()
}

/// The cards of the markers in play before or after a command: a line about a marker names
/// its card (#84 Leak picks "#31 Wiretapping" and flips it), wherever that card is now
/// (reshuffled into the deck, drawn).
fn marker_cards(before: &GameRecord, after: &GameRecord) -> BTreeSet<CardId> {
    let mut present = BTreeSet::new();
    for game in [before, after] {
        let current = game.state.current();
        present.extend(current.markers.iter().copied());
        present.extend(
            current
                .countries
                .iter()
                .flat_map(|c| c.markers.iter().copied()),
        );
    }
    Marker::ALL
        .into_iter()
        .filter(|m| present.contains(m) || m.leaked().is_some_and(|l| present.contains(&l)))
        .map(Marker::card)
        .collect()
}

fn label(card: CardId) -> String {
    format!("#{} {}", card.number(), card.name())
}

/// Where `card` was before and after a command (a failure's explanation).
fn where_is(card: CardId, before: &GameRecord, after: &GameRecord) -> String {
    let place = |game: &GameRecord| {
        let state = game.state.current();
        if state.hands.jihadist.contains(&card) {
            "the bot's pile"
        } else if state.hands.us.contains(&card) {
            "alice's hand"
        } else if state.draw_pile.contains(&card) {
            "the draw pile"
        } else {
            "elsewhere"
        }
    };
    format!(
        "{} was in {} before (version {}), in {} after (version {})",
        label(card),
        place(before),
        before.version,
        place(after),
        after.version
    )
}

/// A Plot's value named, but not of a Plot face up (NEST: Plots in the United States).
fn shows_plot_value(text: &str) -> bool {
    ["Plot 1", "Plot 2", "Plot 3", "WMD Plot"].iter().any(|p| {
        text.match_indices(p)
            .any(|(at, _)| !text[at + p.len()..].starts_with(" (face up)"))
    })
}

/// tests/it/app.rs `assert_no_leak` on the terminal's lines, for one command:
/// - no public line names a card that stayed in alice's hand or in the bot's pile, that
///   went from one to the other (unless discarded in public on the way), or that was drawn
///   into either;
/// - no line to alice names a card that stayed in the bot's pile (unless an event showed her
///   the pile, and said so in public), nor more of the cards the bot drew than she gave it
///   (#97 Fatwa: a card she drew goes to the bot in the same command, before her "You
///   draw" line is printed);
/// - no line shows a face-down Plot's value (in solitaire nobody sees them: the bot holds
///   them) or the Available Plots.
///
/// Allowed: a card played and taken back from the discard pile in the same command (#117
/// Oil Price Spike); a card in the draw pile (its place there is no secret, only the
/// order); a line about a marker names the marker's card wherever that card is.
fn assert_no_leak(before: &GameRecord, after: &GameRecord, out: &[String], command: &str) {
    let drawn: BTreeSet<CardId> = draw_pile(before)
        .intersection(&hands(after))
        .copied()
        .collect();
    // A card that went from one hand to the other: hidden unless it went through the
    // discard pile in public (alice discards it, #118 Oil Price Spike gives it to the bot).
    let crossed: BTreeSet<CardId> = both(&us_hand(before), &bot_pile(after))
        .union(&both(&bot_pile(before), &us_hand(after)))
        .copied()
        .filter(|card| {
            let discards = format!(" discards {} (", label(*card));
            !public(out).any(|l| {
                l.starts_with(&format!("US{discards}"))
                    || l.starts_with(&format!("Jihadist{discards}"))
            })
        })
        .collect();
    // A card played and taken back from the discard pile in the same command (#117 Oil
    // Price Spike) went through public places.
    let retaken = |card: &CardId| {
        let takes = format!(" takes {} (", label(*card));
        public(out).any(|l| l.contains(&takes) && l.ends_with(" into hand."))
    };
    let from_all: BTreeSet<CardId> = both(&us_hand(before), &us_hand(after))
        .union(&both(&bot_pile(before), &bot_pile(after)))
        .chain(drawn.iter())
        .chain(crossed.iter())
        .filter(|card| !retaken(card))
        .copied()
        .collect();
    let from_us: BTreeSet<CardId> = bot_pile(before)
        .intersection(&bot_pile(after))
        .copied()
        .collect();
    let drawn_by_bot: BTreeSet<CardId> = drawn.intersection(&bot_pile(after)).copied().collect();
    let given = out
        .iter()
        .filter(|l| l.as_str() == "US gives a card to the Jihadist.")
        .count();
    let seen = drawn_by_bot
        .iter()
        .filter(|card| {
            out.iter()
                .any(|l| l.starts_with("[to ") && l.contains(&label(**card)))
        })
        .count();
    assert!(
        seen <= given,
        "after {command:?} alice is shown {seen} of the cards the bot drew (she gave it {given})"
    );
    // An event that shows the bot's pile to the US (#17 FSB) says so in public.
    let shown = out.iter().any(|l| l == "US looks at the Jihadist hand.");
    let none = BTreeSet::new();
    for line in out {
        let held = if line.starts_with("[to alice] The Jihadist hand, shown to the US: ") {
            assert!(
                shown,
                "after {command:?} the bot's pile is shown unannounced: {line}"
            );
            &none
        } else if line.contains("US gives #") && line.ends_with(" to the Jihadist.") {
            // The card alice gave the bot (#97 Fatwa), told to her alone.
            assert!(line.starts_with("[to alice]"), "{line}");
            &none
        } else if line.starts_with("[to ") {
            &from_us
        } else {
            &from_all
        };
        let markers = if line.to_lowercase().contains("marker") {
            marker_cards(before, after)
        } else {
            BTreeSet::new()
        };
        for card in held.difference(&markers) {
            assert!(
                !line.contains(&label(*card)),
                "after {command:?} a line names a hidden card: {line}\n{}\n{}",
                where_is(*card, before, after),
                out.join("\n")
            );
        }
        assert!(
            !line.contains("Available Plots"),
            "after {command:?} a line shows the Available Plots: {line}"
        );
        // A marker's lasting effect is quoted card text ("…any WMD Plot placed in the
        // United States…"), not a Plot's value.
        let scanned = match line.split_once(": ") {
            Some((head, _)) if head.contains("Marker ") && head.contains(" placed") => head,
            _ => line.as_str(),
        };
        let names_value = shows_plot_value(scanned);
        let revealed =
            line.contains("resolve") || line.contains("blocked") || line.contains("Available.");
        assert!(
            !names_value || revealed,
            "after {command:?} a line shows a Plot value: {line}"
        );
    }
}

/// One whole solitaire game from `seed` (with the optional 9.2 mini-decks), alice's answers
/// drawn from `choices`; returns the number of answers sent.
fn solitaire_game(
    scenario: &str,
    seed: u64,
    mini_decks: bool,
    choices: u64,
    limit: usize,
) -> usize {
    let started = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let db: PathBuf = dir.path().join("games.db");
    let mut terminal = Terminal::start(dir.path(), &db);
    let decks = if mini_decks { " mini_decks:true" } else { "" };
    let new = format!("/lab new scenario:{scenario} mode:solitaire seed:{seed}{decks}");
    let out = terminal.send(&new);
    assert!(
        out.iter().any(|l| l.starts_with("New game #1: ")),
        "{out:#?}"
    );
    assert!(
        public(&out).any(|l| l.starts_with("Jihadist plays #")),
        "the bot took its first card: {out:#?}"
    );
    let mut before = load(&db);
    assert_no_leak(&before, &before, &out, &new);
    let mut options = prompt_options(&out).expect("alice is prompted");
    let mut rng = ChaCha8Rng::seed_from_u64(choices);
    let mut answers = 0;
    let mut refused = 0;
    let mut tried = BTreeSet::new();
    loop {
        assert!(
            answers < limit,
            "no end within {limit} answers:\n{}",
            terminal.tail()
        );
        // A forced move is answered by the app and never prompted.
        assert!(options.len() >= 2, "a prompt with one option: {options:?}");
        let n = rng.random_range(1..=options.len());
        if !tried.insert(n) {
            assert!(tried.len() < options.len(), "every option was refused");
            continue;
        }
        let command = format!("/lab choose {}", options[n - 1].0);
        let out = terminal.send(&command);
        answers += 1;
        let after = load(&db);
        assert_no_leak(&before, &after, &out, &command);
        if out.iter().any(|l| l.starts_with("[to alice] ⚠️")) {
            // A listed option refused is an engine bug; the others are tried.
            refused += 1;
            eprintln!("option {:?} refused: {out:?}", options[n - 1]);
            assert_eq!(after.version, before.version, "a refusal changed the game");
            continue;
        }
        assert!(after.version > before.version, "{command} changed nothing");
        tried.clear();
        before = after;
        match prompt_options(&out) {
            Some(next) => options = next,
            None => {
                assert_eq!(before.status, Status::Finished, "no prompt:\n{out:#?}");
                assert!(
                    public(&out).any(|l| l.starts_with("🏁 Game over: the ")),
                    "{out:#?}"
                );
                break;
            }
        }
    }
    assert_eq!(refused, 0, "listed options were refused");
    let board = terminal.send("/lab board");
    assert!(
        board.iter().any(|l| l.contains("game over: the ")),
        "{board:#?}"
    );
    let outcome = before.state.outcome.expect("the game has an outcome");
    assert_eq!(before.spec.mini_decks, mini_decks);
    terminal.quit();

    let replay = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["replay", "--db"])
        .arg(&db)
        .args(["--game", "1"])
        .output()
        .unwrap();
    let printed = String::from_utf8_lossy(&replay.stdout);
    assert!(replay.status.success(), "{replay:?}");
    assert!(
        printed.contains("the saved state is reproduced"),
        "{printed}"
    );
    eprintln!(
        "{scenario} seed {seed}: {answers} answers, {outcome:?}, {:.1?}",
        started.elapsed()
    );
    answers
}

/// Every scenario, three games each (the second with mini-decks); about 5 s in a debug
/// build. (Run with `1..=40` while writing it: 160 games, no leak, no refused option.)
#[test]
fn whole_solitaire_games_in_the_terminal() {
    for (scenario, seed) in [
        ("lets_roll", 3),
        ("you_can_call_me_al", 4),
        ("anaconda", 5),
        ("mission_accomplished", 6),
    ] {
        for choices in 1..=3 {
            let seed = seed * 1000 + choices;
            solitaire_game(scenario, seed, choices % 2 == 0, choices, 5_000);
        }
    }
}
