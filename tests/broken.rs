//! Saved games are checked when loaded (issue "Nothing hidden can be learned, and a failure
//! never leaves a game stuck"): a damaged state is refused with a clear error, never a
//! panic; a broken game is reported as broken, can be abandoned, and never blocks other
//! games or commands.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod common;

use common::{Table, choose, errors, new_game, private_to, public};
use labyrinth_bot::app::{Command, Mode};
use labyrinth_engine::{Country, Side};
use serde_json::Value;

/// Change game `id`'s saved state behind the app's back.
fn damage(table: &Table, id: i64, change: impl FnOnce(&mut Value)) {
    let conn = rusqlite::Connection::open(&table.path).unwrap();
    let text: String = conn
        .query_row("SELECT state FROM games WHERE id = ?1", [id], |r| r.get(0))
        .unwrap();
    let mut state: Value = serde_json::from_str(&text).unwrap();
    change(&mut state);
    conn.execute(
        "UPDATE games SET state = ?1 WHERE id = ?2",
        rusqlite::params![state.to_string(), id],
    )
    .unwrap();
}

/// alice (US) and bob (Jihadist) in game 1 in `CHANNEL`; carol's solitaire game 2 elsewhere.
fn two_games() -> Table {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 4));
    table.send("bob", Command::Join);
    let out = table.send_in("other", "carol", new_game(Mode::Solitaire, Side::Us, 5));
    assert!(errors(&out).is_empty(), "{out:?}");
    table
}

#[test]
fn a_broken_game_is_reported_never_blocks_and_can_be_abandoned() {
    let mut table = two_games();
    damage(&table, 1, |state| {
        state["countries"].as_array_mut().unwrap().pop();
    });

    // Every command in its channel says what is wrong and how to end it (no panic).
    for (user, command) in [
        ("alice", Command::Board),
        ("bob", choose(1)),
        ("bob", Command::Hand),
        ("dave", Command::Country(Country::Iraq)),
        ("dave", new_game(Mode::Solitaire, Side::Us, 1)),
    ] {
        let label = format!("{user} {command:?}");
        let out = table.send(user, command);
        let refused = errors(&out);
        assert_eq!(refused.len(), 1, "{label}: {out:?}");
        assert!(
            refused[0].contains("game #1 cannot be loaded: 37 countries instead of 38"),
            "{label}: {}",
            refused[0]
        );
        assert!(
            refused[0].contains("/lab game abandon game:1"),
            "{}",
            refused[0]
        );
    }
    // Help needs no game at all.
    assert!(
        errors(&table.send(
            "dave",
            Command::Help {
                client: labyrinth_bot::app::Client::Terminal
            }
        ))
        .is_empty()
    );

    // Its players see it listed as broken, from anywhere.
    let out = table.send_in("elsewhere", "bob", Command::Games);
    let listed = private_to(&out, "bob").join("\n");
    assert!(
        listed.contains("#1 Let's Roll! in test-channel — ⚠️ broken"),
        "{listed}"
    );

    // The other game plays on.
    let out = table.send_in("other", "carol", choose(1));
    assert!(errors(&out).is_empty(), "{out:?}");

    // Only its creator (or an admin) abandons it; then the channel takes a new game.
    let out = table.send("bob", Command::Abandon { admin: false });
    assert!(errors(&out)[0].contains("creator (alice)"), "{out:?}");
    let out = table.send("alice", Command::Abandon { admin: false });
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(public(&out)[0].contains("Game #1 (Let's Roll!) is abandoned by alice"));
    let out = table.send_in("elsewhere", "alice", Command::Games);
    assert!(private_to(&out, "alice")[0].contains("no game in progress"));
    let out = table.send("alice", new_game(Mode::Solitaire, Side::Us, 1));
    assert!(errors(&out).is_empty(), "{out:?}");
}

#[test]
fn an_unknown_format_version_and_a_duplicated_card_are_refused_at_load() {
    for (what, change, expected) in [
        (
            "format version",
            Box::new(|s: &mut Value| s["format_version"] = 99.into())
                as Box<dyn FnOnce(&mut Value)>,
            "format version 99 is not one this program knows",
        ),
        (
            "duplicated card",
            Box::new(|s: &mut Value| {
                let hand = s["hands"]["us"].as_array_mut().unwrap();
                let card = hand[0].clone();
                hand.push(card);
            }),
            "1 card(s) are in more than one place",
        ),
        (
            "unreadable",
            Box::new(|s: &mut Value| *s = Value::String("{not json".into())),
            "its saved state is not readable",
        ),
    ] {
        let mut table = two_games();
        damage(&table, 1, change);
        let out = table.send("alice", Command::Board);
        let refused = errors(&out);
        assert_eq!(refused.len(), 1, "{what}: {out:?}");
        assert!(refused[0].contains(expected), "{what}: {}", refused[0]);
        // The other game is unaffected.
        let out = table.send_in("other", "carol", Command::Board);
        assert!(errors(&out).is_empty(), "{what}: {out:?}");
    }
}

/// A damaged hand is reported by counts: the error names no card and no hand.
#[test]
fn the_error_names_no_hidden_card() {
    let mut table = two_games();
    let mut hand = Vec::new();
    damage(&table, 1, |state| {
        let cards = state["hands"]["jihadist"].as_array_mut().unwrap();
        hand = cards.iter().map(|c| c.as_u64().unwrap()).collect();
        cards.push(cards[0].clone());
    });
    let out = table.send("alice", Command::Board);
    let text = errors(&out)[0].to_string();
    assert!(text.contains("cannot be loaded"), "{text}");
    // The only numbers are the game's id and the count of doubled cards (both 1).
    let numbers: Vec<u64> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect();
    assert!(numbers.iter().all(|n| *n == 1), "{text}");
    assert!(hand.iter().any(|card| *card != 1), "the hand was read");
}
