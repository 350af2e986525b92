//! Reading commands (`board`, `hand`, `log`, `country`, `games`, `help`) need no write
//! transaction: they answer while another connection holds the write lock (as on a
//! read-only file or a full disk, where no write can succeed).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{Table, errors, new_game};
use labyrinth_bot::app::{Command, Mode};
use labyrinth_engine::{Country, Side};

#[test]
fn reading_commands_answer_while_the_database_cannot_be_written() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 4));
    table.send("bob", Command::Join);

    // Another process holds the write lock for the whole test.
    let blocker = rusqlite::Connection::open(&table.path).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    for (user, command) in [
        ("carol", Command::Board),
        ("bob", Command::Hand),
        ("carol", Command::Log { count: 5 }),
        ("carol", Command::Country(Country::Pakistan)),
        ("alice", Command::Games),
        (
            "carol",
            Command::Help {
                client: labyrinth_bot::app::Client::Terminal,
                text: labyrinth_bot::app::HelpText(labyrinth_bot::surface::help),
            },
        ),
    ] {
        let label = format!("{user} {command:?}");
        let out = table.send(user, command);
        assert!(errors(&out).is_empty(), "{label}: {out:?}");
        assert!(!out.is_empty(), "{label}");
    }
    // Their refusals need no write either.
    let out = table.send("carol", Command::Hand);
    assert!(errors(&out)[0].contains("not seated"), "{out:?}");
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
