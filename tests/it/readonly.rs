//! Commands that only read (`Command::writes` says which) need no write transaction: they
//! answer while another connection holds the write lock (as on a read-only file or a full
//! disk, where no write can succeed). Every subcommand of the `/lab` table is tried, so a
//! new one is covered the day it is added.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{Table, errors, new_game};
use labyrinth_bot::app::{Command, Mode};
use labyrinth_bot::surface::SPECS;
use labyrinth_bot::terminal::{Line, parse_line};
use labyrinth_engine::Side;

/// A line for every subcommand of the table, as its seated player types it.
const LINES: &[&str] = &[
    "game new",
    "game join",
    "game list",
    "game resign",
    "game abandon",
    "game claim",
    "game retake",
    "game away 3",
    "game back",
    "game reminders 2d",
    "game settings mute:true",
    "game export path:game.json",
    "game report",
    "game history",
    "catchup",
    "choose 1",
    "play 1",
    "event 1",
    "ops 1",
    "reserves 1",
    "discard",
    "hold",
    "undo",
    "rollback",
    "adjust what:prestige value:5",
    "board",
    "hand",
    "card 106",
    "country pakistan",
    "log 5",
    "resend",
    "help",
];

/// The command a typed line builds (with or without a file to write).
fn command(line: &str) -> Command {
    match parse_line(line) {
        Ok(Line::Command(command) | Line::Picture(command, _) | Line::Save { command, .. }) => {
            command
        }
        other => panic!("{line}: {other:?}"),
    }
}

/// A two-player game, and another connection holding the write lock.
fn locked() -> (Table, rusqlite::Connection) {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 4));
    table.send("bob", Command::Join);
    let blocker = rusqlite::Connection::open(&table.path).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    (table, blocker)
}

#[test]
fn every_subcommand_has_a_line_here() {
    for spec in SPECS {
        let path = spec.path.join(" ");
        assert!(
            LINES.iter().any(|line| command_path(line) == path),
            "add a line for /lab {path}"
        );
    }
}

/// The subcommand a line names (`game new`, `play`).
fn command_path(line: &str) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (spec, _) = labyrinth_bot::surface::parse_terminal(&words).unwrap();
    spec.path.join(" ")
}

#[test]
fn reading_commands_answer_while_the_database_cannot_be_written() {
    let (mut table, blocker) = locked();
    let mut read = Vec::new();
    for line in LINES {
        let command = command(line);
        if command.writes() {
            continue;
        }
        let out = table.send("alice", command);
        assert!(errors(&out).is_empty(), "{line}: {out:?}");
        assert!(!out.is_empty(), "{line}");
        read.push(command_path(line));
    }
    for path in [
        "board",
        "hand",
        "card",
        "country",
        "log",
        "game list",
        "help",
    ] {
        assert!(read.iter().any(|p| p == path), "{path} only reads");
    }
    // Their refusals need no write either.
    let out = table.send("carol", Command::Hand);
    assert!(errors(&out)[0].contains("not seated"), "{out:?}");
    blocker.execute_batch("ROLLBACK").unwrap();
}

/// `/lab card` once took the write lock and waited out the busy timeout behind another
/// writer.
#[test]
fn a_card_is_shown_while_another_connection_writes() {
    let (mut table, blocker) = locked();
    let out = table.send("bob", command("card 106"));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(!out.is_empty());
    blocker.execute_batch("ROLLBACK").unwrap();
}

/// An error reply is split under Discord's message limit like any other message (the
/// table checks every message it sends fits).
#[test]
fn a_long_error_reply_is_split_under_the_message_limit() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 4));
    table.send("bob", Command::Join);
    let long = "x".repeat(4_500);
    let out = table.send(
        "bob",
        Command::Choose {
            choices: vec![labyrinth_bot::app::Choice::Text(long.clone())],
        },
    );
    let parts = errors(&out);
    assert!(parts.len() >= 3, "{} parts", parts.len());
    let joined: String = parts.concat();
    assert!(joined.contains(&long[..1_000]), "the whole error arrives");
}
