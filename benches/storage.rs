//! Bytes per finished two-player game, before and after retention (README "Storage, building, more documents"):
//! plays complete Let's Roll! games by random answers through the app on a file database,
//! runs retention with 0 days, and prints the bytes of each game's rows (values as SQLite
//! counts them) and the database file after `VACUUM`, per game. Target: at most 100 KB.
//!
//! `cargo bench --bench storage` plays 20 games; under `cargo test --benches` it plays 2.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "benchmark")]

use labyrinth_bot::app::{App, Choice, Command, Mode, NewGame, Outbound, SeedPolicy};
use labyrinth_bot::store::Store;
use labyrinth_engine::{Scenario, Side};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn prompt(out: &[Outbound]) -> Option<(String, usize)> {
    out.iter().rev().find_map(|m| match m {
        Outbound::Prompt { user, options, .. } => Some((user.clone(), options.len())),
        _ => None,
    })
}

fn file_bytes(path: &std::path::Path) -> u64 {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute_batch("VACUUM; PRAGMA wal_checkpoint(TRUNCATE);")
        .unwrap();
    std::fs::metadata(path).unwrap().len()
}

fn main() {
    let games: u64 = if std::env::args().any(|a| a == "--bench") {
        20
    } else {
        2
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("storage.db");
    let mut app = App::open(&path)
        .unwrap()
        .with_seed_policy(SeedPolicy::Chosen);
    let empty = file_bytes(&path);
    let mut ids = Vec::new();
    for seed in 1..=games {
        let channel = format!("channel-{seed}");
        app.handle(
            &channel,
            "alice",
            Command::New(NewGame {
                scenario: Scenario::LetsRoll,
                mode: Mode::TwoPlayer,
                side: Side::Us,
                seed: Some(seed),
                ..NewGame::default()
            }),
        );
        let mut out = app.handle(&channel, "bob", Command::Join);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some((user, options)) = prompt(&out) {
            out = app.handle(
                &channel,
                &user,
                Command::Choose {
                    choices: vec![Choice::Number(rng.random_range(1..=options))],
                },
            );
        }
        ids.push(i64::try_from(seed).unwrap());
    }
    let mut store = Store::open(&path).unwrap();
    let rows = |store: &mut Store| -> i64 {
        ids.iter()
            .map(|id| store.game_bytes(*id).unwrap())
            .sum::<i64>()
            / ids.len() as i64
    };
    let before = rows(&mut store);
    let file_before = (file_bytes(&path) - empty) / games;
    let done = app.retain(0).unwrap();
    assert_eq!(done.games as u64, games, "every game ended");
    let after = rows(&mut store);
    let file_after = (file_bytes(&path) - empty) / games;
    println!("{games} finished two-player games (Let's Roll!, 1 deck, random answers), per game:");
    println!(
        "  rows before retention: {:>7.1} KB",
        before as f64 / 1024.0
    );
    println!("  rows after retention:  {:>7.1} KB", after as f64 / 1024.0);
    println!(
        "  file before retention: {:>7.1} KB (after VACUUM)",
        file_before as f64 / 1024.0
    );
    println!(
        "  file after retention:  {:>7.1} KB (after VACUUM)",
        file_after as f64 / 1024.0
    );
}
