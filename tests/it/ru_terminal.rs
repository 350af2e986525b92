//! Whole games in Russian through the real `labyrinth play` binary (issue "Русский"): a
//! solitaire game (the US against the section-9 bot) and a two-player game, typed with the
//! Russian command names, each answer a seeded choice among the pending decision's options,
//! until the game ends. Every line the terminal prints (public lines, each player's private
//! lines, the board, hands, a card, a country, the log) is scanned by the one English
//! detector (`common::english`); the test fails with the lines that hold English.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use common::english::{Scan, english_words};
use labyrinth_bot::render::option_numbers;
use labyrinth_bot::store::{GameRecord, Status};
use labyrinth_engine::Side;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A command's output is in well before this (a debug build on a busy 2-core machine).
const QUIET: Duration = Duration::from_secs(120);

/// `labyrinth play --db PATH` driven line by line through pipes.
struct Terminal {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
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
            // A Russian shell: the terminal's own words are Russian from the first line.
            .env("LANG", "ru_RU.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Terminal {
            child,
            stdin,
            lines,
            transcript: Vec::new(),
        }
    }

    /// `line` typed by `user`: `as USER`, the line, `as USER` again. Returns everything
    /// printed: the messages held for the user, the line's output, and both `(now USER)`
    /// lines (the terminal's own, scanned like the rest).
    fn send_as(&mut self, user: &str, line: &str) -> Vec<String> {
        writeln!(self.stdin, "как {user}\n{line}\nкак {user}").unwrap();
        self.stdin.flush().unwrap();
        // The terminal's own line, in English until the first Russian game exists.
        let barriers_of = [format!("(now {user})"), format!("(теперь {user})")];
        let mut out = Vec::new();
        let mut barriers = 0;
        while barriers < 2 {
            match self.lines.recv_timeout(QUIET) {
                Ok(printed) => {
                    self.transcript.push(printed.clone());
                    barriers += usize::from(barriers_of.contains(&printed));
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
        out
    }

    fn tail(&self) -> String {
        let from = self.transcript.len().saturating_sub(60);
        self.transcript[from..].join("\n")
    }

    fn quit(mut self) {
        writeln!(self.stdin, "quit").unwrap();
        drop(self.stdin);
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status:?}");
    }
}

fn load(db: &Path) -> GameRecord {
    common::load(db, labyrinth_bot::terminal::CHANNEL)
}

/// The commands a player looks around with, in Russian, once each mid-game.
const LOOKS: &[&str] = &[
    "/lab поле",
    "/lab рука",
    "/lab карта 92",
    "/lab карта 17",
    "/lab страна пакистан",
    "/lab журнал",
    "/lab помощь",
];

/// One whole game: `new` typed by alice (and `join` by bob in a two-player game), then
/// every decision answered by its player with `/lab выбрать N` until the game ends.
/// Returns the scan of everything printed.
fn russian_game(new: &str, two_players: bool, choices: u64, limit: usize) -> Scan {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let mut terminal = Terminal::start(dir.path(), &db);
    let mut scan = Scan::new(&["alice", "bob"]);
    let out = terminal.send_as("alice", new);
    scan.text("new", &out.join("\n"));
    assert_eq!(load(&db).id, 1, "{out:#?}");
    if two_players {
        let out = terminal.send_as("bob", "/lab игра присоединиться");
        scan.text("join", &out.join("\n"));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(choices);
    let mut answers = 0;
    let mut looks = LOOKS.iter();
    loop {
        let before = load(&db);
        if before.status == Status::Finished {
            break;
        }
        assert!(
            answers < limit,
            "no end within {limit} answers:\n{}",
            terminal.tail()
        );
        let decision = before
            .state
            .pending()
            .expect("a decision is pending")
            .clone();
        let user = match decision.side {
            Side::Us => "alice",
            Side::Jihadist => {
                assert!(two_players, "the bot's decision is pending: {decision:?}");
                "bob"
            }
        };
        if answers % 40 == 20
            && let Some(look) = looks.next()
        {
            let out = terminal.send_as(user, look);
            scan.text(look, &out.join("\n"));
        }
        let numbers = option_numbers(&decision.options);
        let n = numbers[rng.random_range(0..numbers.len())];
        let out = terminal.send_as(user, &format!("/lab выбрать {n}"));
        answers += 1;
        scan.text("play", &out.join("\n"));
        let after = load(&db);
        if after.version == before.version {
            // A listed option refused would be an engine bug: show it.
            panic!("option {n} refused:\n{}", out.join("\n"));
        }
    }
    let game = load(&db);
    assert!(game.state.outcome.is_some());
    let out = terminal.send_as("alice", "/lab поле");
    scan.text("final board", &out.join("\n"));
    assert!(
        terminal
            .transcript
            .iter()
            .any(|l| l.starts_with("🏁 Игра окончена")),
        "the game-over line, in Russian"
    );
    eprintln!(
        "{new}: {answers} answers, {} lines, {:?}",
        scan.lines(),
        game.state.outcome
    );
    terminal.quit();
    scan
}

/// The detector itself: what it lets through and what it finds.
#[test]
fn the_english_detector_allows_names_numbers_and_markup_only() {
    let names = ["alice"];
    for allowed in [
        "Ход 3: фаза действий США (6.3.2), карта #92",
        "<@940000000000000011>, ответьте: /lab выбрать 2",
        "см. https://boardgamegeek.com/x?y=1 и <t:1700000000:R>",
        "[alice] Labyrinth · 2T 1A 1S",
    ] {
        assert!(english_words(allowed, &names).is_empty(), "{allowed}");
    }
    assert_eq!(
        english_words("[to alice] Game over", &names),
        ["to", "Game", "over"]
    );
    assert_eq!(english_words("/lab choose N", &names), ["choose"]);
    assert_eq!(english_words("<not a mention>", &names), ["not", "mention"]);
}

/// Solitaire: alice (the US) against the section-9 bot, the language given at `new`.
#[test]
fn a_whole_solitaire_game_in_russian_in_the_terminal() {
    let scan = russian_game(
        "/lab игра новая сценарий:вперёд режим:соло зерно:3 язык:русский",
        false,
        1,
        3_000,
    );
    scan.assert_russian("solitaire");
}

/// Two players, alice the US and bob the Jihadist; the language follows the Russian line
/// (no `язык:` given).
#[test]
fn a_whole_two_player_game_in_russian_in_the_terminal() {
    let scan = russian_game("/lab игра новая режим:двое зерно:7", true, 2, 6_000);
    scan.assert_russian("two players");
}
