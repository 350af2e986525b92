//! One app command end to end — parse the typed line, load the game, apply, persist (one
//! transaction on a file database in WAL mode), render — beside a bare SQLite commit of the
//! same size and beside the store's own statements alone (the same rows in the same tables,
//! values made in advance), measured in the same run. Prints p50 / p99 / max over the timed
//! iterations.
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

/// The store's own statements with values made in advance, on the real schema: what one
/// command's rows cost SQLite (read the game's id, version and seats; save the state; append
/// an action and a move; record a public message and a prompt; commit), without loading,
/// applying, encoding or rendering anything.
fn same_rows_commits(path: &Path, state: usize, extra: usize, iterations: usize) -> Vec<Duration> {
    // Migrated, and checkpointed as the store does it: by its background thread (kept
    // running by `_store`), never inline (`wal_autocheckpoint = 0`).
    let _store = Store::open(path).unwrap();
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute_batch(
        "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 0;",
    )
    .unwrap();
    conn.execute(
        "INSERT INTO games (channel, creator, spec, state, version, status)
         VALUES ('c', 'alice', '{}', '', 0, 'active')",
        [],
    )
    .unwrap();
    let game = conn.last_insert_rowid();
    conn.execute_batch(&format!(
        "INSERT INTO seats VALUES ({game}, 'us', 'alice', NULL), ({game}, 'jihadist', 'bob', NULL);"
    ))
    .unwrap();
    let state_body = "s".repeat(state);
    let public = "p".repeat(extra / 3);
    let prompt = "q".repeat(extra - extra / 3 - 40);
    let action = r#"{"Answer":{"Country":"Egypt"}}"#;
    let now = "2026-11-25T00:00:00.000Z";
    let mut times = Vec::with_capacity(iterations);
    for version in 0..iterations as i64 {
        let begin = Instant::now();
        conn.execute_batch("BEGIN IMMEDIATE").unwrap();
        let id: i64 = conn
            .prepare_cached("SELECT id FROM games WHERE channel = ?1 AND status <> 'finished'")
            .unwrap()
            .query_row(["c"], |r| r.get(0))
            .unwrap();
        let _row: (String, i64) = conn
            .prepare_cached(
                "SELECT channel, version, status, abandoned_by, server FROM games WHERE id = ?1",
            )
            .unwrap()
            .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap();
        let seats: Vec<String> = conn
            .prepare_cached("SELECT side, user, policy FROM seats WHERE game_id = ?1")
            .unwrap()
            .query_map([id], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        std::hint::black_box(seats);
        let seq: i64 = conn
            .prepare_cached("SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?1")
            .unwrap()
            .query_row([id], |r| r.get(0))
            .unwrap();
        conn.prepare_cached(
            "INSERT INTO actions (game_id, seq, side, kind, action, created_at)
             VALUES (?1, ?2, 'us', 'action', ?3, ?4)",
        )
        .unwrap()
        .execute(rusqlite::params![id, seq, action, now])
        .unwrap();
        conn.prepare_cached(
            "INSERT INTO moves (game_id, first_seq, last_seq, user, side, free)
             VALUES (?1, ?2, ?2, 'alice', 'us', 0)",
        )
        .unwrap()
        .execute(rusqlite::params![id, seq])
        .unwrap();
        conn.prepare_cached(
            "UPDATE games SET state = ?1, version = version + 1, updated_at = ?5
             WHERE id = ?3 AND version = ?4 AND status = ?2",
        )
        .unwrap()
        .execute(rusqlite::params![state_body, "active", id, version, now])
        .unwrap();
        conn.prepare_cached(
            "INSERT INTO messages (game_id, channel, audience, user, kind, text, created_at)
             VALUES (?1, 'c', 'public', NULL, 'public', ?2, ?4),
                    (?1, 'c', 'private', 'bob', 'prompt', ?3, ?4)",
        )
        .unwrap()
        .execute(rusqlite::params![id, public, prompt, now])
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
    let rows_times = same_rows_commits(&dir.path().join("rows.db"), state, extra, iterations);
    println!("state {state} bytes, action + messages ~{extra} bytes per command");
    let p99 = report("app command end to end (file db)", command_times);
    report("bare SQLite commit of the same size", bare_times);
    report("the store's statements alone (same rows)", rows_times);
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
