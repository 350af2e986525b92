//! A whole solitaire game against the rules' section-9 Jihadist bot through the real
//! `labyrinth play` binary (issue 14): the US answers every prompt with a seeded choice
//! among the numbered options until "Game over"; no public line (one that is not
//! `[to alice] …`) shows a card that stayed hidden (the bot's pile, alice's hand, the draw
//! pile), a face-down Plot's value or the Available Plots; `labyrinth replay` reproduces
//! the game.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod common;

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use labyrinth_bot::store::{GameRecord, Status};
use labyrinth_engine::{CardId, DecisionKind};
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

/// The options of the last prompt in `out` (to alice), by label, in order. A long prompt is
/// split into several messages: the later ones start `[to alice] N. …`.
fn prompt_options(out: &[String]) -> Option<Vec<String>> {
    let end = out
        .iter()
        .rposition(|l| l == "[to alice]   Answer with /lab choose N")?;
    let mut options = Vec::new();
    for line in out[..end].iter().rev() {
        let Some(rest) = line.strip_prefix("[to alice]") else {
            break;
        };
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
    let expected: Vec<usize> = (1..=options.len()).collect();
    assert_eq!(
        numbers, expected,
        "a prompt numbered out of order: {out:#?}"
    );
    assert!(!options.is_empty(), "a prompt without options: {out:#?}");
    Some(options.into_iter().map(|o| o.1).collect())
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

/// Both hands (the bot's face-down pile is the Jihadist hand), with a card alice picked but
/// has not played yet (an undo puts it back).
fn hands(game: &GameRecord) -> BTreeSet<CardId> {
    let picked = match game.state.pending().map(|d| d.kind.clone()) {
        Some(DecisionKind::CardUse { card }) => Some(card),
        _ => None,
    };
    let current = game.state.current();
    current
        .hands
        .us
        .iter()
        .chain(current.hands.jihadist.iter())
        .copied()
        .chain(picked)
        .collect()
}

/// The cards of the markers in play: a line about a marker names its card (#84 Leak picks
/// "#31 Wiretapping"), wherever that card is now (reshuffled into the deck, drawn).
fn marker_cards(game: &GameRecord) -> BTreeSet<CardId> {
    let current = game.state.current();
    current
        .markers
        .iter()
        .chain(current.countries.iter().flat_map(|c| c.markers.iter()))
        .map(|m| m.card())
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

/// tests/app.rs `assert_no_leak` on the terminal's lines, for one command:
/// - no public line names a card held in a hand before and after it, or drawn into one;
/// - no line to alice names a card that stayed in the bot's pile (unless an event showed her
///   the pile, and said so in public), nor more of the cards the bot drew than she gave it
///   (#97 Fatwa: a card she drew goes to the bot in the same command, before her "You
///   draw" line is printed);
/// - no line shows a face-down Plot's value (in solitaire nobody sees them: the bot holds
///   them) or the Available Plots.
///
/// A card in the draw pile may be named (its place there is no secret, only the order), and
/// a line about a marker names the marker's card wherever that card is.
fn assert_no_leak(before: &GameRecord, after: &GameRecord, out: &[String], command: &str) {
    let drawn: BTreeSet<CardId> = draw_pile(before)
        .intersection(&hands(after))
        .copied()
        .collect();
    let from_all: BTreeSet<CardId> = hands(before)
        .intersection(&hands(after))
        .chain(drawn.iter())
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
        } else if line.starts_with("[to ") {
            &from_us
        } else {
            &from_all
        };
        let markers = if line.to_lowercase().contains("marker") {
            marker_cards(before)
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
        let names_value = ["Plot 1", "Plot 2", "Plot 3", "WMD Plot"]
            .iter()
            .any(|p| scanned.contains(p));
        let revealed =
            line.contains("resolves") || line.contains("blocked") || line.contains("Available.");
        assert!(
            !names_value || revealed,
            "after {command:?} a line shows a Plot value: {line}"
        );
    }
}

/// One whole solitaire game; returns the number of answers sent.
fn solitaire_game(scenario: &str, seed: u64, choices: u64, limit: usize) -> usize {
    let started = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let db: PathBuf = dir.path().join("games.db");
    let mut terminal = Terminal::start(dir.path(), &db);
    let new = format!("/lab new scenario:{scenario} mode:solitaire seed:{seed}");
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
        let command = format!("/lab choose {n}");
        let out = terminal.send(&command);
        answers += 1;
        let after = load(&db);
        assert_no_leak(&before, &after, &out, &command);
        if out.iter().any(|l| l.starts_with("[to alice] ⚠️")) {
            // A listed option refused is an engine bug; the others are tried.
            refused += 1;
            eprintln!("option {n} {:?} refused: {out:?}", options[n - 1]);
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
    assert!(board.iter().any(|l| l.contains("Game over")), "{board:#?}");
    let outcome = before.state.outcome.expect("the game has an outcome");
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

#[test]
fn a_whole_solitaire_game_in_the_terminal() {
    for (scenario, seed) in [
        ("lets_roll", 3),
        ("you_can_call_me_al", 4),
        ("anaconda", 5),
        ("mission_accomplished", 6),
    ] {
        for choices in 1..=3 {
            solitaire_game(scenario, seed, choices, 5_000);
        }
    }
}
