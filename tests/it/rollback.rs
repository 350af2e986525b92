//! Rollback (issue "Take it back or set it right"): the points offered, the opponent's
//! consent or refusal, solitaire without asking, fresh dice and deck after an agreed
//! two-player rollback, and the action log still replaying exactly.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{Table, choose, errors, new_game, public, state_json, without_randomness};
use labyrinth_bot::app::{Command, Mode, Outbound, Rollback};
use labyrinth_bot::store::{Recorded, Store};
use labyrinth_engine::{CardId, DecisionKind, GameState, Side};

/// alice (US) and bob (Jihadist), seated; bob decides first (3.2).
fn seated(seed: u64) -> Table {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
    table.send("bob", Command::Join);
    table
}

/// Random legal answers (a fixed stream) until `done` holds; false if the game ended.
fn play_until(table: &mut Table, seed: u64, done: impl Fn(&GameState) -> bool) -> bool {
    let mut state = seed;
    for _ in 0..2_000 {
        let game = table.game();
        if done(&game.state) {
            return true;
        }
        let Some(decision) = game.state.pending() else {
            return false;
        };
        let user = match decision.side {
            Side::Us => "alice",
            Side::Jihadist => "bob",
        };
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let numbers = labyrinth_bot::render::option_numbers(&decision.options);
        let n = numbers[(state >> 33) as usize % numbers.len()];
        let out = table.send(user, choose(n));
        assert!(errors(&out).is_empty(), "{out:?}");
    }
    false
}

fn rollback(what: Rollback) -> Command {
    Command::Rollback(what)
}

fn private_text(out: &[Outbound], to: &str) -> String {
    common::private_to(out, to).join("\n")
}

/// The numbered lines of the list alice is sent.
fn listed(table: &mut Table, user: &str) -> Vec<String> {
    let out = table.send(user, rollback(Rollback::List));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(public(&out).is_empty(), "the list is private: {out:?}");
    let text: Vec<&str> = out
        .iter()
        .filter_map(|m| match m {
            Outbound::Notice { user: to, text } if to == user => Some(text.as_str()),
            _ => None,
        })
        .collect();
    text.join("\n")
        .lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

/// The state after the first `keep` actions of game `id`'s log.
fn state_after(table: &Table, id: i64, keep: usize) -> GameState {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.begin().unwrap();
    let game = tx.game(id).unwrap().unwrap();
    let actions = tx.actions(id).unwrap();
    labyrinth_bot::app::replay(&game.spec, game.state.format_version, &actions[..keep]).unwrap()
}

fn actions(table: &Table, id: i64) -> Vec<(Side, Recorded)> {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.begin().unwrap();
    tx.actions(id).unwrap()
}

/// The positions of the log at the start of a card play, as (actions kept, turn, side,
/// the side's card of the turn).
fn card_starts(table: &Table, id: i64) -> Vec<(usize, u16, Side, u8)> {
    let log = actions(table, id);
    let mut starts: Vec<(usize, u16, Side, u8)> = Vec::new();
    for (keep, turn, side) in (0..=log.len()).filter_map(|keep| {
        let state = state_after(table, id, keep);
        let pending = state.pending.as_ref()?;
        let decision = state.pending()?;
        match decision.kind {
            DecisionKind::ActionCard { .. }
                if pending.answers.is_empty() && pending.logged == 0 =>
            {
                Some((keep, state.turn, decision.side))
            }
            _ => None,
        }
    }) {
        let before = starts
            .iter()
            .filter(|(_, t, s, _)| *t == turn && *s == side)
            .count();
        starts.push((keep, turn, side, u8::try_from(before + 1).unwrap()));
    }
    starts
}

/// The card starts a rollback offers: every one of the current and the previous turn, the
/// first of each earlier turn, never the current position.
fn offered(table: &Table, id: i64) -> Vec<(usize, u16, Side, u8)> {
    let now = table.game().state.turn;
    let log = actions(table, id).len();
    let mut expected: Vec<(usize, u16, Side, u8)> = Vec::new();
    for (keep, turn, side, n) in card_starts(table, id) {
        if keep >= log {
            continue;
        }
        let first = expected.last().is_none_or(|(_, t, ..)| *t != turn);
        if turn + 1 >= now || first {
            expected.push((keep, turn, side, n));
        }
    }
    expected
}

/// No public message names a card that is in a hand.
fn assert_no_hand_card_public(out: &[Outbound], state: &GameState) {
    for text in public(out) {
        for card in state.hands.us.iter().chain(state.hands.jihadist.iter()) {
            let named = format!("#{} ", card.number());
            assert!(
                !text.contains(&named) && !text.contains(card.name()),
                "{text} names {card:?} from a hand"
            );
        }
    }
}

#[test]
fn the_list_offers_every_card_play_of_the_last_two_turns_and_each_earlier_turn_start() {
    let mut table = seated(31);
    assert!(play_until(&mut table, 5, |g| g.turn >= 4 && g.pending().is_some()));
    let game = table.game();
    let lines = listed(&mut table, "alice");
    let expected = offered(&table, game.id);
    assert_eq!(lines.len(), expected.len(), "{lines:#?}");
    for (i, (line, (_, turn, side, n))) in lines.iter().zip(&expected).enumerate() {
        let label = format!("{}. turn {turn}, {side} card {n}", i + 1);
        assert!(line.starts_with(&label), "{line} vs {label}");
    }
    // No two points read alike (a turn has several Action Phases).
    let labels: std::collections::BTreeSet<&str> = lines
        .iter()
        .map(|l| l.split_once(". ").unwrap().1.split(": #").next().unwrap())
        .collect();
    assert_eq!(labels.len(), lines.len(), "{lines:#?}");
    // Earlier turns offer their start only; the played card is named for the players.
    assert!(
        lines[0].starts_with("1. turn 1, Jihadist card 1: #"),
        "{lines:#?}"
    );
    assert!(lines.iter().filter(|l| l.contains("turn 1,")).count() == 1);
    assert!(lines.iter().filter(|l| l.contains("turn 2,")).count() == 1);
    assert!(lines.iter().filter(|l| l.contains("turn 3,")).count() >= 3);
    // A point that does not exist is refused, and nothing changes.
    let out = table.send("alice", rollback(Rollback::To(lines.len() + 1)));
    assert!(
        errors(&out)[0].contains("there is no rollback point"),
        "{out:?}"
    );
    assert_eq!(table.game().version, game.version);
}

#[test]
fn a_refused_rollback_changes_nothing_and_an_agreed_one_goes_back_with_fresh_dice() {
    let mut table = seated(32);
    assert!(play_until(&mut table, 9, |g| g.turn >= 3 && g.pending().is_some()));
    let game = table.game();
    let starts = card_starts(&table, game.id);
    // The first point: the start of turn 1.
    let (keep, ..) = starts[0];
    let point = state_after(&table, game.id, keep);
    let keep2 = starts.iter().find(|(_, turn, ..)| *turn == 2).unwrap().0;
    let turn_2_hands = hands(&state_after(&table, game.id, keep2));

    // alice asks; bob refuses: nothing changes.
    let out = table.send("alice", rollback(Rollback::To(1)));
    assert!(errors(&out).is_empty(), "{out:?}");
    let asked = public(&out).join("\n");
    assert!(
        asked.contains("alice asks to roll the game back to the start of turn 1, Jihadist card 1"),
        "{asked}"
    );
    assert!(
        private_text(&out, "bob").contains("turn 1, Jihadist card 1: #"),
        "{out:?}"
    );
    assert_no_hand_card_public(&out, &point);
    let out = table.send("alice", rollback(Rollback::Answer(true)));
    assert!(errors(&out)[0].contains("waiting for bob"), "{out:?}");
    let out = table.send("bob", rollback(Rollback::Answer(false)));
    assert!(public(&out)[0].contains("bob refuses"), "{out:?}");
    assert_eq!(state_json(&table.game()), state_json(&game));
    let out = table.send("bob", rollback(Rollback::Answer(true)));
    assert!(errors(&out)[0].contains("no rollback waiting"), "{out:?}");

    // alice asks again; bob agrees: the game is at the point, with fresh dice and deck.
    table.send("alice", rollback(Rollback::To(1)));
    let out = table.send("bob", rollback(Rollback::Answer(true)));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(public(&out)[0].contains("bob agrees"), "{out:?}");
    assert_no_hand_card_public(&out, &point);
    let after = table.game();
    assert_eq!(without_randomness(&after.state), without_randomness(&point));
    assert_ne!(after.state.rng, point.rng, "a new dice stream");
    assert_ne!(
        after.state.draw_pile, point.draw_pile,
        "the pile reshuffled"
    );
    let log = actions(&table, after.id);
    assert_eq!(log.len(), keep + 1);
    assert!(matches!(log[keep], (Side::Us, Recorded::Reseed(_))));
    assert!(table.app.replay_game(after.id).unwrap().reproduces);

    // The game goes on; the hands at the start of turn 2 are not the ones dealt before. The
    // new dice come from the operating system, so random play may also win turn 1 outright
    // (about 1 game in 100 ends with no cells on the map): then there is no turn 2 to compare.
    let reached = play_until(&mut table, 9, |g| g.turn >= 2 && g.pending().is_some());
    let now = table.game().state;
    if reached {
        assert_ne!(hands(&now), turn_2_hands);
    } else {
        assert!(
            now.outcome.is_some(),
            "stopped without an outcome in turn {}",
            now.turn
        );
    }
    assert!(table.app.replay_game(after.id).unwrap().reproduces);
}

/// Both hands, sorted.
fn hands(state: &GameState) -> Vec<CardId> {
    let mut cards: Vec<CardId> = state
        .hands
        .us
        .iter()
        .chain(state.hands.jihadist.iter())
        .copied()
        .collect();
    cards.sort();
    cards
}

#[test]
fn solitaire_rolls_back_at_once_and_repeatably() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::Solitaire, Side::Us, 33));
    let mut state = 3u64;
    for _ in 0..60 {
        let game = table.game();
        let Some(decision) = game.state.pending() else {
            break;
        };
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let numbers = labyrinth_bot::render::option_numbers(&decision.options);
        let n = numbers[(state >> 33) as usize % numbers.len()];
        table.send("alice", choose(n));
    }
    let game = table.game();
    let lines = listed(&mut table, "alice");
    assert!(lines.len() >= 2, "{lines:#?}");
    let keep = offered(&table, game.id)[1].0;
    let out = table.send("alice", rollback(Rollback::To(2)));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        public(&out)[0].contains("alice rolls the game back"),
        "{out:?}"
    );
    let after = table.game();
    // Solitaire keeps its stream: exactly the position at the point.
    assert_eq!(
        state_json(&after),
        serde_json::to_string(&state_after(&table, game.id, keep)).unwrap()
    );
    assert_eq!(actions(&table, after.id).len(), keep);
    assert!(table.app.replay_game(after.id).unwrap().reproduces);
}

/// Against the computer US, only the person's card plays are offered (the computer answers
/// at once, so the game never waits for it at a point), and after going back the person is
/// asked again.
#[test]
fn against_the_computer_us_only_the_persons_card_plays_are_offered() {
    let mut table = Table::new();
    let out = table.send(
        "alice",
        Command::New(labyrinth_bot::app::NewGame {
            mode: Mode::Solitaire,
            side: Side::Jihadist,
            seed: Some(35),
            ..Default::default()
        }),
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    let mut state = 11u64;
    for _ in 0..40 {
        let game = table.game();
        let Some(decision) = game.state.pending() else {
            break;
        };
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let numbers = labyrinth_bot::render::option_numbers(&decision.options);
        let n = numbers[(state >> 33) as usize % numbers.len()];
        table.send("alice", choose(n));
    }
    let lines = listed(&mut table, "alice");
    assert!(lines.len() >= 2, "{lines:#?}");
    assert!(
        lines.iter().all(|l| l.contains("Jihadist card")),
        "{lines:#?}"
    );
    let out = table.send("alice", rollback(Rollback::To(lines.len())));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert_eq!(common::prompt(&out).unwrap().0, "alice", "{out:?}");
    let game = table.game();
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
}

/// Issue 40 "Consent binds to what was read": `to:1` replaced by another point is withdrawn
/// in public; bob's agreement sent for the first point is refused with the new one, and only
/// his next answer goes back.
#[test]
fn an_answer_binds_to_the_point_it_read() {
    let mut table = seated(32);
    assert!(play_until(&mut table, 9, |g| g.turn >= 3 && g.pending().is_some()));
    let game = table.game();
    let last = listed(&mut table, "alice").len();
    assert!(last >= 2, "two points to choose from");
    table.send("alice", rollback(Rollback::To(1)));
    let out = table.send("alice", rollback(Rollback::To(last)));
    assert!(errors(&out).is_empty(), "{out:?}");
    let told = public(&out).join("\n");
    assert!(
        told.contains("alice withdraws the rollback to turn 1, Jihadist card 1."),
        "{told}"
    );

    let out = table.send("bob", rollback(Rollback::Answer(true)));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(public(&out).is_empty(), "{out:?}");
    let shown: Vec<&str> = out
        .iter()
        .filter_map(|m| match m {
            Outbound::Notice { user, text } if user == "bob" => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert!(
        shown
            .join("\n")
            .contains("alice replaced the request you answered"),
        "{out:?}"
    );
    assert_eq!(state_json(&table.game()), state_json(&game));

    let out = table.send("bob", rollback(Rollback::Answer(true)));
    assert!(public(&out)[0].contains("bob agrees"), "{out:?}");
    assert!(table.game().state.turn >= 2, "not back to turn 1");
}
