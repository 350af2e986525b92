//! Two bot processes (here: two threads, each with its own `App` and SQLite connection) on
//! one database file: commands on one game are serialized, none is lost, and a command built
//! on a stale view gets a clear error.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::Duration;

use common::{CHANNEL, Table, errors, load, new_game};
use labyrinth_bot::app::{App, Choice, Command, Mode, Outbound};
use labyrinth_engine::Side;

/// The prompt's option numbers and the game version it was built on.
fn versioned_prompt(out: &[Outbound]) -> Option<(Vec<usize>, i64)> {
    out.iter().rev().find_map(|m| match m {
        Outbound::Prompt { options, .. } => options
            .first()
            .map(|o| (options.iter().map(|o| o.number).collect(), o.version)),
        _ => None,
    })
}

fn at(version: i64, n: usize) -> Command {
    Command::At {
        version,
        command: Box::new(Command::Choose {
            choices: vec![Choice::Number(n)],
        }),
    }
}

/// Commands the two players apply together.
const TARGET: usize = 60;

/// One player's loop in its own App: ask for the prompt, answer it on that version, until
/// both together applied `TARGET` commands. Returns (commands applied, stale refusals).
fn player(
    path: &Path,
    user: &str,
    seed: u64,
    barrier: &Barrier,
    total: &AtomicUsize,
) -> (usize, usize) {
    let mut app = App::open(path).unwrap();
    barrier.wait();
    let (mut applied, mut stale) = (0, 0);
    let mut n = seed as usize;
    let mut polls = 0;
    while total.load(Ordering::SeqCst) < TARGET {
        polls += 1;
        assert!(polls < 100_000, "{user}: no progress after {polls} polls");
        let out = app.handle(CHANNEL, user, Command::Hand);
        match errors(&out).as_slice() {
            [] => {}
            [text] if text.contains("no game") => break, // the game is over
            other => panic!("{user}: Hand refused: {other:?}"),
        }
        let Some((numbers, version)) = versioned_prompt(&out) else {
            // Not this player's turn. Every command takes the write lock, so a tight loop
            // here could starve the other player past the busy timeout: wait a little.
            thread::sleep(Duration::from_millis(2));
            continue;
        };
        n = n.wrapping_mul(31).wrapping_add(7);
        let out = app.handle(CHANNEL, user, at(version, numbers[n % numbers.len()]));
        match errors(&out).as_slice() {
            [] => {
                applied += 1;
                total.fetch_add(1, Ordering::SeqCst);
            }
            [text] if text.contains("has changed since") => stale += 1,
            other => panic!("{user}: unexpected refusal {other:?}"),
        }
    }
    (applied, stale)
}

#[test]
fn two_apps_on_one_file_serialize_and_lose_nothing() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 31));
    table.send("bob", Command::Join);
    let start = table.game();
    let barrier = Arc::new(Barrier::new(2));
    let total = Arc::new(AtomicUsize::new(0));
    let handles: Vec<_> = [("alice", 1u64), ("bob", 2u64)]
        .into_iter()
        .map(|(user, seed)| {
            let path = table.path.clone();
            let barrier = Arc::clone(&barrier);
            let total = Arc::clone(&total);
            thread::spawn(move || player(&path, user, seed, &barrier, &total))
        })
        .collect();
    let results: Vec<(usize, usize)> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let applied: usize = results.iter().map(|r| r.0).sum();
    assert!(applied >= TARGET, "{results:?}");
    let game = table.game();
    // Two players and no computer: one version per applied command, and at least one
    // action each (forced moves, a single legal option, are answered automatically).
    assert!(
        table.action_count(game.id) as usize >= applied,
        "{results:?}"
    );
    assert_eq!(game.version, start.version + applied as i64);
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
}

#[test]
fn the_same_answer_sent_twice_at_once_is_applied_once() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 32));
    table.send("bob", Command::Join);
    let mut apps: Vec<App> = (0..2).map(|_| App::open(&table.path).unwrap()).collect();
    for round in 0..15 {
        let game = load(&table.path, CHANNEL);
        let Some(decider) = game.state.pending().map(|d| d.side) else {
            break;
        };
        let user = if decider == Side::Us { "alice" } else { "bob" };
        let version = game.version;
        // A double click on two bot instances: both build on the same view.
        let barrier = Arc::new(Barrier::new(2));
        let outs: Vec<Vec<Outbound>> = thread::scope(|scope| {
            let handles: Vec<_> = apps
                .iter_mut()
                .map(|app| {
                    let barrier = Arc::clone(&barrier);
                    scope.spawn(move || {
                        barrier.wait();
                        app.handle(CHANNEL, user, at(version, 1))
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let refused: Vec<&str> = outs.iter().flat_map(|o| errors(o)).collect();
        assert_eq!(refused.len(), 1, "round {round}: {outs:?}");
        assert!(refused[0].contains("has changed since"), "{refused:?}");
        let after = load(&table.path, CHANNEL);
        assert_eq!(after.version, version + 1, "round {round}");
    }
    let game = table.game();
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
}

/// Two apps hammering one file (each `board` is a committed command: its message is
/// recorded) must not grow the WAL without bound: a checkpoint completed by a writer lets the
/// next one restart the WAL, and `journal_size_limit` cuts the file back.
#[test]
fn a_steady_stream_of_commands_keeps_the_wal_bounded() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 33));
    let wal = table.path.with_extension("db-wal");
    let barrier = Arc::new(Barrier::new(2));
    let commands = 1500;
    let size = thread::scope(|scope| {
        ["alice", "bob"]
            .map(|user| {
                let path = table.path.clone();
                let wal = wal.clone();
                let barrier = Arc::clone(&barrier);
                scope.spawn(move || {
                    let mut app = App::open(&path).unwrap();
                    barrier.wait();
                    let mut largest = 0;
                    for i in 0..commands {
                        let out = app.handle(CHANNEL, user, Command::Board);
                        assert!(errors(&out).is_empty(), "{out:?}");
                        if i % 50 == 0 {
                            largest = largest.max(std::fs::metadata(&wal).map_or(0, |m| m.len()));
                        }
                    }
                    largest
                })
            })
            .into_iter()
            .map(|h| h.join().unwrap())
            .max()
            .unwrap_or(0)
    });
    // With only the background checkpoint this reached 28 MB in 3000 commands.
    assert!(
        size <= 2 * labyrinth_bot::store::WAL_SIZE_LIMIT,
        "the WAL reached {size} bytes in {} commands",
        2 * commands
    );
}
