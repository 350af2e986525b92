//! Schema migrations keep every row (migration 0004 rebuilt `actions`, `moves` and
//! `messages`): a database at schema 3 holding real games — one played to its end, one in
//! progress with undoable moves, private and public messages — opens with the current code,
//! migrates to the latest schema with every row, id and time unchanged, and the game in
//! progress goes on: commands, undo, new message ids after the old ones, and its action log
//! still replays to its saved state.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use std::path::Path;

use common::{Table, choose, errors, new_game};
use labyrinth_bot::app::{App, Command, Mode, SeedPolicy};
use labyrinth_bot::store::Store;
use labyrinth_engine::Side;
use rusqlite::Connection;
use rusqlite_migration::{M, Migrations};

/// Every column of every table the migration rebuilds, in a fixed order.
const TABLES: &[(&str, &str)] = &[
    (
        "actions",
        "SELECT game_id, seq, side, kind, action, created_at FROM actions ORDER BY game_id, seq",
    ),
    (
        "moves",
        "SELECT game_id, first_seq, last_seq, user, side, free FROM moves ORDER BY game_id, first_seq",
    ),
    (
        "messages",
        "SELECT id, game_id, channel, audience, user, text, created_at, kind FROM messages ORDER BY id",
    ),
    (
        "games",
        "SELECT id, channel, creator, spec, state, version, status, created_at, updated_at,
                abandoned_by, server FROM games ORDER BY id",
    ),
    (
        "seats",
        "SELECT game_id, side, user, policy FROM seats ORDER BY game_id, side",
    ),
];

fn rows(conn: &Connection, sql: &str) -> Vec<Vec<rusqlite::types::Value>> {
    let mut stmt = conn.prepare(sql).unwrap();
    let columns = stmt.column_count();
    stmt.query_map([], |row| {
        (0..columns)
            .map(|i| row.get::<_, rusqlite::types::Value>(i))
            .collect()
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

/// A copy of `source`'s rows in a new database at schema 3 (the schema before 0004).
fn schema_3_copy(source: &Path, target: &Path) {
    let mut conn = Connection::open(target).unwrap();
    Migrations::from_slice(&[
        M::up(include_str!("../../migrations/0001_init.sql")),
        M::up(include_str!(
            "../../migrations/0002_undo_abandon_messages.sql"
        )),
        M::up(include_str!("../../migrations/0003_game_server.sql")),
    ])
    .to_latest(&mut conn)
    .unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 3);
    conn.execute("ATTACH DATABASE ?1 AS source", [source.to_str().unwrap()])
        .unwrap();
    conn.execute_batch(
        "INSERT INTO games (id, channel, creator, spec, state, version, status, created_at,
                            updated_at, abandoned_by, server)
             SELECT id, channel, creator, spec, state, version, status, created_at, updated_at,
                    abandoned_by, server FROM source.games;
         INSERT INTO seats SELECT game_id, side, user, policy FROM source.seats;
         INSERT INTO actions (game_id, seq, side, kind, action, created_at)
             SELECT game_id, seq, side, kind, action, created_at FROM source.actions;
         INSERT INTO moves SELECT game_id, first_seq, last_seq, user, side, free FROM source.moves;
         INSERT INTO messages (id, game_id, channel, audience, user, text, created_at, kind)
             SELECT id, game_id, channel, audience, user, text, created_at, kind
             FROM source.messages;",
    )
    .unwrap();
    conn.execute("DETACH DATABASE source", []).unwrap();
}

/// Plays `commands` random legal answers; returns false when the game ended first.
fn play(table: &mut Table, commands: usize, pick: &mut impl FnMut(usize) -> usize) -> bool {
    for _ in 0..commands {
        let game = table.game();
        let Some(decision) = game.state.pending() else {
            return false;
        };
        let user = match decision.side {
            Side::Us => "alice",
            Side::Jihadist => "bob",
        };
        let n = labyrinth_bot::render::option_numbers(&decision.options)
            [pick(decision.options.len()) - 1];
        let out = table.send(user, choose(n));
        assert!(errors(&out).is_empty(), "{out:?}");
    }
    true
}

#[test]
fn a_schema_3_database_migrates_with_every_row_and_plays_on() {
    // Real games on the current schema: one finished, one in progress.
    let mut table = Table::new();
    let mut state = 7u64;
    let mut pick = |count: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize % count + 1
    };
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 11));
    table.send("bob", Command::Join);
    play(&mut table, 40, &mut pick);
    table.send("alice", Command::Resign { confirm: true });
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 12));
    table.send("bob", Command::Join);
    assert!(play(&mut table, 30, &mut pick), "the second game goes on");

    let dir = tempfile::tempdir().unwrap();
    let old = dir.path().join("schema3.db");
    schema_3_copy(&table.path, &old);
    let before: Vec<_> = {
        let conn = Connection::open(&old).unwrap();
        TABLES.iter().map(|(_, sql)| rows(&conn, sql)).collect()
    };
    let source: Vec<_> = {
        let conn = Connection::open(&table.path).unwrap();
        TABLES.iter().map(|(_, sql)| rows(&conn, sql)).collect()
    };
    assert_eq!(before, source, "the schema 3 copy holds every row");
    assert!(before.iter().all(|t| !t.is_empty()));

    // Opening migrates; every row, id and time is kept.
    drop(Store::open(&old).unwrap());
    let conn = Connection::open(&old).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    let migrations = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "sql")
        })
        .count();
    assert_eq!(
        version,
        i64::try_from(migrations).unwrap(),
        "every migration applied (0004 to the last after schema 3)"
    );
    for ((name, sql), rows_before) in TABLES.iter().zip(&before) {
        assert_eq!(&rows(&conn, sql), rows_before, "table {name}");
    }
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    assert!(rows(&conn, "PRAGMA foreign_key_check").is_empty());
    let last_message: i64 = conn
        .query_row("SELECT MAX(id) FROM messages", [], |r| r.get(0))
        .unwrap();
    drop(conn);

    // The game in progress goes on in the migrated file (0011 noted the digests its load
    // checks).
    let mut migrated = Table::new();
    migrated.app = App::open(&old)
        .unwrap()
        .with_seed_policy(SeedPolicy::Chosen);
    migrated.path = old.clone();
    let game = migrated.game();
    assert!(game.state.outcome.is_none());
    let actions = migrated.action_count(game.id);
    let mover = match game.state.pending().unwrap().side {
        Side::Us => "alice",
        Side::Jihadist => "bob",
    };
    let out = migrated.send(mover, choose(1));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert_eq!(migrated.action_count(game.id), actions + 1);
    let out = migrated.send(mover, Command::Undo);
    let undone = errors(&out).is_empty();
    assert!(play(&mut migrated, 10, &mut pick) || migrated.game().state.outcome.is_some());
    let messages = migrated.messages(game.id);
    assert!(messages.iter().any(|m| m.id > last_message));
    assert!(
        messages.windows(2).all(|w| w[0].id < w[1].id),
        "ids still grow"
    );

    // The action log still replays to the saved state.
    let game = migrated.game();
    assert!(migrated.app.replay_game(game.id).unwrap().reproduces);
    assert!(
        undone,
        "undo works on the migrated log (taken back or asked for)"
    );
}
