//! One app command end to end — parse the typed line, load the game, apply, persist (one
//! transaction on a file database in WAL mode), render — beside a bare SQLite commit of the
//! same size, measured in the same run. Prints p50 / p99 / max over the timed iterations.
//!
//! `cargo bench --bench app` times 1000 commands; under `cargo test --benches` (no `--bench`
//! argument) it runs a short smoke pass instead.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "benchmark")]

use std::path::Path;
use std::time::{Duration, Instant};

use labyrinth_bot::app::{App, Command, Mode, NewGame, Outbound};
use labyrinth_bot::store::Store;
use labyrinth_bot::terminal::{Line, parse_line};
use labyrinth_engine::{Scenario, Side};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const CHANNEL: &str = "bench";

struct Game {
    app: App,
    seed: u64,
    /// Who must answer next and how many options they have.
    prompt: Option<(String, usize)>,
}

fn prompt(out: &[Outbound]) -> Option<(String, usize)> {
    out.iter().rev().find_map(|m| match m {
        Outbound::Prompt { user, options, .. } => Some((user.clone(), options.len())),
        _ => None,
    })
}

impl Game {
    /// A fresh two-player game (no computer seat, so each command is one player's answer).
    fn start(&mut self) {
        self.app
            .handle(CHANNEL, "alice", Command::Abandon { admin: true });
        self.seed += 1;
        self.app.handle(
            CHANNEL,
            "alice",
            Command::New(NewGame {
                scenario: Scenario::LetsRoll,
                mode: Mode::TwoPlayer,
                side: Side::Us,
                seed: Some(self.seed),
                ..NewGame::default()
            }),
        );
        let out = self.app.handle(CHANNEL, "bob", Command::Join);
        self.prompt = prompt(&out);
    }
}

/// Time `iterations` commands; returns their durations and the bytes of state saved by the
/// last one.
fn commands(path: &Path, iterations: usize) -> Vec<Duration> {
    let mut game = Game {
        app: App::open(path)
            .unwrap()
            .with_seed_policy(labyrinth_bot::app::SeedPolicy::Chosen),
        seed: 0,
        prompt: None,
    };
    game.start();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut times = Vec::with_capacity(iterations);
    while times.len() < iterations {
        let Some((user, count)) = game.prompt.clone() else {
            game.start();
            continue;
        };
        let line = format!("/lab choose {}", rng.random_range(1..=count));
        let begin = Instant::now();
        let Ok(Line::Command(command)) = parse_line(&line) else {
            panic!("{line} does not parse");
        };
        let out = game.app.handle(CHANNEL, &user, command);
        let elapsed = begin.elapsed();
        let refused = out.iter().any(|m| matches!(m, Outbound::Error { .. }));
        // Only applied commands count; a refused option (an engine bug) is retried.
        if !refused {
            times.push(elapsed);
            game.prompt = prompt(&out);
        }
        std::hint::black_box(&out);
    }
    times
}

/// Sizes written by one command: the state, one action, the messages.
fn command_size(path: &Path) -> (usize, usize) {
    let mut store = Store::open(path).unwrap();
    let tx = store.begin().unwrap();
    let game = tx.latest_game(CHANNEL).unwrap().unwrap();
    let state = serde_json::to_string(&game.state).unwrap().len();
    let messages: usize = tx
        .messages(Some(game.id))
        .unwrap()
        .iter()
        .rev()
        .take(4)
        .map(|m| m.text.len())
        .sum();
    (state, messages + 64)
}

/// A bare commit: update a row with `state` bytes and insert a row of `extra` bytes.
fn bare_commits(path: &Path, state: usize, extra: usize, iterations: usize) -> Vec<Duration> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let _mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
        .unwrap();
    conn.execute_batch(
        "PRAGMA synchronous = NORMAL;
         CREATE TABLE IF NOT EXISTS blob_state (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
         CREATE TABLE IF NOT EXISTS blob_log (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
         INSERT OR REPLACE INTO blob_state (id, body) VALUES (1, '');",
    )
    .unwrap();
    let state_body = "s".repeat(state);
    let extra_body = "m".repeat(extra);
    let mut times = Vec::with_capacity(iterations);
    for _ in 0..iterations {
        let begin = Instant::now();
        conn.execute_batch("BEGIN IMMEDIATE").unwrap();
        conn.execute(
            "UPDATE blob_state SET body = ?1 WHERE id = 1",
            [&state_body],
        )
        .unwrap();
        conn.execute("INSERT INTO blob_log (body) VALUES (?1)", [&extra_body])
            .unwrap();
        conn.execute_batch("COMMIT").unwrap();
        times.push(begin.elapsed());
    }
    times
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

fn report(name: &str, mut times: Vec<Duration>) -> Duration {
    times.sort_unstable();
    let p99 = percentile(&times, 0.99);
    println!(
        "{name:<42} n={:<5} p50 {:>9.3?}  p99 {:>9.3?}  max {:>9.3?}",
        times.len(),
        percentile(&times, 0.50),
        p99,
        times[times.len() - 1],
    );
    p99
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let iterations = if full { 1000 } else { 20 };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bench.db");
    let command_times = commands(&path, iterations);
    let (state, extra) = command_size(&path);
    let bare_path = dir.path().join("bare.db");
    let bare_times = bare_commits(&bare_path, state, extra, iterations);
    println!("state {state} bytes, action + messages ~{extra} bytes per command");
    let p99 = report("app command end to end (file db)", command_times);
    report("bare SQLite commit of the same size", bare_times);
    if full {
        println!(
            "target p99 <= 5 ms: {}",
            if p99 <= Duration::from_millis(5) {
                "met"
            } else {
                "NOT met"
            }
        );
    }
}
