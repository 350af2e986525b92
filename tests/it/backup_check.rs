//! `labyrinth backup` and `labyrinth check` as an admin runs them beside the bot (issue
//! "Run it as a service"): a copy made while another process writes passes SQLite's
//! integrity check and every game in it replays; `check` says all is well, then names a
//! damaged game and messages stuck in the outbox, with exit status 1.

use std::path::Path;
use std::process::Command as Process;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use labyrinth_bot::app::{App, Choice, Command, Mode, NewGame, SeedPolicy};
use labyrinth_engine::{Scenario, Side};

fn labyrinth(args: &[&str]) -> std::process::Output {
    Process::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(args)
        .env_remove("DATABASE_PATH")
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap()
}

fn new_solitaire(app: &mut App, channel: &str, seed: u64) {
    app.handle(
        channel,
        "alice",
        Command::New(NewGame {
            scenario: Scenario::LetsRoll,
            mode: Mode::Solitaire,
            side: Side::Us,
            seed: Some(seed),
            ..NewGame::default()
        }),
    );
}

/// Solitaire games played by answering 1 until `stop`, starting a new one when one ends.
fn writer(db: &Path, stop: &AtomicBool) -> usize {
    let mut app = App::open(db).unwrap().with_seed_policy(SeedPolicy::Chosen);
    let mut commands = 0;
    let mut games = 0;
    while !stop.load(Ordering::Relaxed) {
        let channel = format!("writer-{games}");
        new_solitaire(&mut app, &channel, games as u64);
        for _ in 0..40 {
            let out = app.handle(
                &channel,
                "alice",
                Command::Choose {
                    choices: vec![Choice::Number(1)],
                },
            );
            commands += 1;
            if stop.load(Ordering::Relaxed) || out.iter().any(|m| m.text().contains("Game over")) {
                break;
            }
        }
        games += 1;
    }
    commands
}

#[test]
fn a_backup_made_while_the_bot_writes_is_whole_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    {
        let mut app = App::open(&db).unwrap().with_seed_policy(SeedPolicy::Chosen);
        new_solitaire(&mut app, "first", 1);
    }
    let stop = Arc::new(AtomicBool::new(false));
    let writing = {
        let (db, stop) = (db.clone(), Arc::clone(&stop));
        std::thread::spawn(move || writer(&db, &stop))
    };
    let started = Instant::now();
    let mut copies = 0;
    while copies < 3 || started.elapsed() < Duration::from_secs(2) {
        let out = dir.path().join(format!("copy-{copies}.db"));
        let done = labyrinth(&[
            "backup",
            "--db",
            db.to_str().unwrap(),
            out.to_str().unwrap(),
        ]);
        assert!(done.status.success(), "{done:?}");
        assert!(
            !dir.path()
                .join(format!("copy-{copies}.db.partial"))
                .exists()
        );
        let mut copy = App::open(&out).unwrap();
        assert_eq!(copy.integrity().unwrap(), Vec::<String>::new());
        assert_eq!(
            copy.check().unwrap(),
            Vec::<String>::new(),
            "every game replays"
        );
        copies += 1;
    }
    stop.store(true, Ordering::Relaxed);
    let commands = writing.join().unwrap();
    assert!(
        commands > 10,
        "the writer wrote meanwhile ({commands} commands)"
    );
    let checked = labyrinth(&["check", "--db", db.to_str().unwrap()]);
    assert!(checked.status.success(), "{checked:?}");
    assert!(String::from_utf8_lossy(&checked.stdout).contains("all well"));
}

#[test]
fn check_names_a_damaged_game_and_stuck_messages() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    {
        let mut app = App::open(&db).unwrap().with_seed_policy(SeedPolicy::Chosen);
        new_solitaire(&mut app, "one", 1);
        new_solitaire(&mut app, "two", 2);
    }
    let conn = rusqlite::Connection::open(&db).unwrap();
    // Game 2's saved state is damaged.
    conn.execute("UPDATE games SET state = '{}' WHERE id = 2", [])
        .unwrap();
    conn.execute(
        "INSERT INTO outbox (game_id, channel, actor, body, created_at)
         VALUES (1, 'one', 'alice', '{\"kind\":\"board\"}', '2026-01-01T00:00:00.000Z')",
        [],
    )
    .unwrap();
    drop(conn);
    let checked = labyrinth(&["check", "--db", db.to_str().unwrap()]);
    assert_eq!(checked.status.code(), Some(1), "{checked:?}");
    let report = String::from_utf8_lossy(&checked.stdout).to_string();
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), 2, "{report}");
    assert!(lines[0].starts_with("game #2"), "{report}");
    assert!(lines[1].contains("1 message(s) owed"), "{report}");
    let missing = labyrinth(&[
        "check",
        "--db",
        dir.path().join("none.db").to_str().unwrap(),
    ]);
    assert_eq!(missing.status.code(), Some(1));
}
