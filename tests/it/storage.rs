//! Storage that does not grow forever (issue "Nothing hidden can be learned II", README
//! "Storage"): a refusal to someone not seated stores no row; once a game has ended and the
//! retention time has passed its messages go, its set-up, action log and final state stay
//! (replay still works), and a finished two-player game then takes at most 100 KB.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use std::process::Command as Process;

use common::{Table, errors, new_game, prompt};
use labyrinth_bot::app::{Choice, Command, Mode};
use labyrinth_bot::store::Store;
use labyrinth_engine::Side;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The target of README "Storage, building, more documents".
const BYTES_PER_GAME: i64 = 100 * 1024;

/// Messages recorded in the whole database.
fn message_rows(table: &Table) -> i64 {
    let conn = rusqlite::Connection::open(&table.path).unwrap();
    conn.query_row("SELECT COUNT(*) FROM messages", [], |r| r.get(0))
        .unwrap()
}

/// A two-player game played to its end by random answers (alice US, bob Jihadist).
fn finished_game(seed: u64) -> Table {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
    let mut out = table.send("bob", Command::Join);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..20_000 {
        let Some((user, options)) = prompt(&out) else {
            break;
        };
        out = table.send(
            &user,
            Command::Choose {
                choices: vec![Choice::Number(rng.random_range(1..=options))],
            },
        );
        assert!(errors(&out).is_empty(), "{out:?}");
    }
    assert!(table.game().state.outcome.is_some(), "the game ended");
    table
}

#[test]
fn a_refusal_to_someone_not_seated_stores_no_row() {
    let mut table = Table::new();
    // No game at all.
    for _ in 0..5 {
        assert_eq!(errors(&table.send("carol", common::choose(1))).len(), 1);
    }
    assert_eq!(message_rows(&table), 0);
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 3));
    table.send("bob", Command::Join);
    let before = message_rows(&table);
    for command in [
        common::choose(1),
        Command::Undo,
        Command::Resign { confirm: true },
    ] {
        let out = table.send("carol", command);
        assert_eq!(errors(&out).len(), 1, "{out:?}");
    }
    assert_eq!(
        message_rows(&table),
        before,
        "a stranger's refusals are not stored"
    );
    // A seated player's refusal is still recorded (resend finds it).
    let out = table.send("alice", common::choose(1));
    assert_eq!(errors(&out).len(), 1, "{out:?}");
    assert_eq!(message_rows(&table), before + 1);
}

#[test]
fn retention_keeps_what_replay_needs_and_a_game_takes_at_most_100_kb() {
    let mut table = finished_game(7);
    let id = table.game().id;
    let mut store = Store::open(&table.path).unwrap();
    let before = store.game_bytes(id).unwrap();
    // A game ended now is kept for the retention time.
    assert_eq!(table.app.retain(30).unwrap().messages, 0);
    assert!(!table.messages(id).is_empty());
    // `labyrinth retention --days 0` (what the bot runs daily with 30).
    let output = Process::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["retention", "--db"])
        .arg(&table.path)
        .args(["--days", "0"])
        .env_remove("DATABASE_PATH")
        .env_remove("RETENTION_DAYS")
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains("of 1 game(s) ended 0 or more days ago deleted"),
        "{said}"
    );
    assert!(table.messages(id).is_empty());
    let after = store.game_bytes(id).unwrap();
    assert!(
        after <= BYTES_PER_GAME,
        "{after} bytes after retention ({before} before)"
    );
    // The record stays: the game replays to its final state, and still lists.
    assert!(table.app.replay_game(id).unwrap().reproduces);
    assert!(table.game().state.outcome.is_some());
}
