//! Saved games are checked when loaded (issue "Nothing hidden can be learned, and a failure
//! never leaves a game stuck"): a damaged state is refused with a clear error, never a
//! panic; a broken game is reported as broken, can be abandoned, and never blocks other
//! games or commands.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

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

/// A track off its end does not load (issue 23: the tracks are types), and the error says
/// which track and where, as validation used to.
#[test]
fn a_track_off_its_end_is_named_when_the_game_is_refused() {
    for (key, value, said) in [
        ("prestige", 13, "Prestige 13 is off its track (1-12)"),
        ("funding", 0, "Funding 0 is off its track (1-9)"),
    ] {
        let mut table = two_games();
        damage(&table, 1, |state| state[key] = Value::from(value));
        let out = table.send("alice", Command::Board);
        let refused = errors(&out);
        assert_eq!(refused.len(), 1, "{refused:?}");
        assert!(
            refused[0].contains(&format!("game #1 cannot be loaded: {said}")),
            "{}",
            refused[0]
        );
    }
    let mut table = two_games();
    damage(&table, 1, |state| state["reserves"]["us"] = Value::from(3));
    let out = table.send("alice", Command::Board);
    let refused = errors(&out);
    assert!(
        refused[0].contains("Reserves 3 is off its track (0-2)"),
        "{}",
        refused[0]
    );
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
                client: labyrinth_bot::app::Client::Terminal,
                text: labyrinth_bot::app::HelpText(labyrinth_bot::surface::help),
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

/// Run `sql` on the table's database behind the app's back, CHECK constraints off (a
/// careless admin, a disk error).
fn tamper(table: &Table, sql: &str) {
    let conn = rusqlite::Connection::open(&table.path).unwrap();
    conn.execute_batch(&format!("PRAGMA ignore_check_constraints = ON; {sql}"))
        .unwrap();
}

/// Issue "Nothing hidden can be learned II": a saved state that is not valid UTF-8 is
/// broken (not "please try again"), and `/lab games` still lists its players' other games.
#[test]
fn a_state_that_is_not_utf8_is_broken_and_hides_no_other_game() {
    let mut table = two_games();
    // carol also plays in game 1's channel pair: a second game of hers elsewhere.
    table.send_in("third", "alice", new_game(Mode::Solitaire, Side::Us, 6));
    tamper(
        &table,
        "UPDATE games SET state = CAST(X'7B22FF22' AS TEXT) WHERE id = 1",
    );
    let out = table.send("alice", Command::Board);
    let refused = errors(&out);
    assert_eq!(refused.len(), 1, "{out:?}");
    assert!(
        refused[0].contains("game #1 cannot be loaded"),
        "{}",
        refused[0]
    );
    assert!(!refused[0].contains("try again"), "{}", refused[0]);
    let out = table.send_in("elsewhere", "alice", Command::Games);
    assert!(errors(&out).is_empty(), "{out:?}");
    let listed = private_to(&out, "alice").join("\n");
    assert!(
        listed.contains("#1 Let's Roll! in test-channel — ⚠️ broken"),
        "{listed}"
    );
    assert!(listed.contains("#3 Let's Roll! in third"), "{listed}");
    let out = table.send("alice", Command::Abandon { admin: false });
    assert!(errors(&out).is_empty(), "{out:?}");
}

/// A damaged action log is found when undo needs it: the game is reported as broken (by the
/// action's number, never a card), not "please try again".
#[test]
fn a_damaged_action_log_makes_undo_report_the_game_broken() {
    let mut table = two_games();
    for _ in 0..2 {
        let out = table.send("bob", choose(1));
        assert!(errors(&out).is_empty(), "{out:?}");
    }
    for (what, sql) in [
        (
            "not JSON",
            "UPDATE actions SET action = '{\"answer\": {\"car' WHERE game_id = 1 AND seq = 1",
        ),
        (
            "another card",
            "UPDATE actions SET action = '{\"answer\":{\"card\":107}}' WHERE game_id = 1 AND seq = 1",
        ),
        (
            "not UTF-8",
            "UPDATE actions SET action = CAST(X'7B22FF22' AS TEXT) WHERE game_id = 1 AND seq = 1",
        ),
        (
            "unknown kind",
            "UPDATE actions SET kind = 'x' WHERE game_id = 1 AND seq = 1",
        ),
    ] {
        let mut damaged = two_games();
        for _ in 0..2 {
            damaged.send("bob", choose(1));
        }
        tamper(&damaged, sql);
        let out = damaged.send("bob", Command::Undo);
        let refused = errors(&out);
        assert_eq!(refused.len(), 1, "{what}: {out:?}");
        assert!(
            refused[0].contains("game #1 cannot be loaded: its action log"),
            "{what}: {}",
            refused[0]
        );
        assert!(
            !refused[0].contains("try again") && !refused[0].contains("Kurdistan"),
            "{what}: {}",
            refused[0]
        );
        assert!(
            damaged.app.replay_game(1).is_err() || !damaged.app.replay_game(1).unwrap().reproduces,
            "{what}"
        );
    }
}

/// A status, a seat or a version that cannot be read never blocks the channel: the game is
/// listed as broken and can be abandoned (here or by id), then the channel takes a new game.
#[test]
fn an_unreadable_row_can_still_be_listed_and_abandoned() {
    for (what, sql) in [
        ("status", "UPDATE games SET status = 'bogus' WHERE id = 1"),
        (
            "seat side",
            "UPDATE seats SET side = 'nobody' WHERE game_id = 1 AND side = 'jihadist'",
        ),
        (
            "version",
            "UPDATE games SET version = 9223372036854775807 WHERE id = 1",
        ),
        (
            "version text",
            "UPDATE games SET version = 'v' WHERE id = 1",
        ),
    ] {
        for by_id in [false, true] {
            let mut table = two_games();
            tamper(&table, sql);
            let out = table.send("alice", Command::Board);
            assert!(
                errors(&out)[0].contains("game #1 cannot be loaded"),
                "{what}: {out:?}"
            );
            let out = table.send("alice", new_game(Mode::Solitaire, Side::Us, 1));
            assert_eq!(errors(&out).len(), 1, "{what}: {out:?}");
            let out = table.send_in("elsewhere", "alice", Command::Games);
            let listed = private_to(&out, "alice").join("\n");
            assert!(
                listed.contains("#1 ") && listed.contains("broken"),
                "{what}: {listed}"
            );
            let command = if by_id {
                Command::AbandonGame {
                    game: 1,
                    admin: false,
                    server: None,
                }
            } else {
                Command::Abandon { admin: false }
            };
            let out = table.send("alice", command);
            assert!(errors(&out).is_empty(), "{what} (by id {by_id}): {out:?}");
            let out = table.send("alice", new_game(Mode::Solitaire, Side::Us, 1));
            assert!(errors(&out).is_empty(), "{what}: {out:?}");
        }
    }
}

/// A saved pending step that does not follow from its answers (an answer naming a card not
/// in the hand, a die of 255, no option left) is broken at load, and the error names no card.
#[test]
fn a_damaged_pending_step_is_broken_and_named_without_a_card() {
    for (what, change) in [
        (
            "a card not in the hand",
            Box::new(|s: &mut Value| s["pending"]["answers"][0] = serde_json::json!({"card": 107}))
                as Box<dyn FnOnce(&mut Value)>,
        ),
        (
            "no option",
            Box::new(|s: &mut Value| s["pending"]["decision"]["options"] = serde_json::json!([])),
        ),
    ] {
        let mut table = two_games();
        let out = table.send("bob", choose(1));
        assert!(errors(&out).is_empty(), "{out:?}");
        damage(&table, 1, change);
        for (user, command) in [("alice", Command::Board), ("bob", choose(1))] {
            let out = table.send(user, command);
            let refused = errors(&out);
            assert_eq!(refused.len(), 1, "{what}: {out:?}");
            assert!(
                refused[0].contains("game #1 cannot be loaded"),
                "{what}: {}",
                refused[0]
            );
            assert!(
                !refused[0].contains("107") && !refused[0].contains("Kurdistan"),
                "{what}: {}",
                refused[0]
            );
        }
    }
}

/// Issue 40: three kinds of damaged rows loaded and played on (`labyrinth replay` caught
/// them): the turn set to 999, the last action row deleted, action 1 replaced by another
/// legal answer. A load now checks what a replay checks (by digests, not by replaying):
/// each is a damaged game, named without a card, and nothing is played on it.
#[test]
fn a_state_edited_or_an_action_row_deleted_or_replaced_does_not_load() {
    let other_first_card = |table: &Table| {
        let conn = rusqlite::Connection::open(&table.path).unwrap();
        let first: String = conn
            .query_row(
                "SELECT action FROM actions WHERE game_id = 1 AND seq = 1",
                [],
                |r| r.get(0),
            )
            .unwrap();
        let spec = table.game().spec;
        let start = labyrinth_engine::GameState::new_seeded(&spec).unwrap();
        let other = start
            .pending()
            .unwrap()
            .options
            .iter()
            .map(|a| serde_json::to_string(&labyrinth_engine::Action::Answer(*a)).unwrap())
            .find(|json| *json != first)
            .unwrap();
        format!("UPDATE actions SET action = '{other}' WHERE game_id = 1 AND seq = 1")
    };
    for what in ["turn 999", "last action deleted", "action 1 replaced"] {
        let mut table = two_games();
        for _ in 0..3 {
            let out = table.send("bob", choose(1));
            assert!(errors(&out).is_empty(), "{out:?}");
        }
        let state = table.game().state;
        let hand: Vec<_> = [Side::Us, Side::Jihadist]
            .into_iter()
            .flat_map(|s| state.hand(s).to_vec())
            .collect();
        let sql = match what {
            "turn 999" => {
                "UPDATE games SET state = json_set(state, '$.turn', 999) WHERE id = 1".to_string()
            }
            "last action deleted" => "DELETE FROM actions WHERE game_id = 1
                 AND seq = (SELECT MAX(seq) FROM actions WHERE game_id = 1)"
                .to_string(),
            _ => other_first_card(&table),
        };
        tamper(&table, &sql);
        let replayed = table.app.replay_game(1);
        assert!(
            replayed.is_err() || !replayed.unwrap().reproduces,
            "{what}: replay catches it"
        );
        for (user, command) in [("bob", choose(1)), ("alice", Command::Board)] {
            let out = table.send(user, command);
            let refused = errors(&out);
            assert_eq!(refused.len(), 1, "{what}: {out:?}");
            assert!(
                refused[0].contains("game #1 cannot be loaded"),
                "{what}: {}",
                refused[0]
            );
            for card in &hand {
                assert!(
                    !refused[0].contains(&format!("#{} ", card.number())),
                    "{what}: {}",
                    refused[0]
                );
            }
        }
    }
}
