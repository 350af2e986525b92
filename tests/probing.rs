//! No reply may depend on dice the committed game has not rolled (issue "Nothing hidden can
//! be learned"): the same refused compound commands, the same autocomplete requests, sent
//! to the same position under two different dice streams, get identical replies.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod common;

use common::{Table, errors, new_game, prompt};
use labyrinth_bot::app::{Choice, Command, Mode, Outbound, options_after};
use labyrinth_bot::store::Store;
use labyrinth_engine::{Action, Answer, CardUse, GameState, SeededDice, Side};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Who is asked to decide, by the last prompt of a reply.
fn decider(out: &[Outbound]) -> Option<(String, usize)> {
    prompt(out)
}

/// alice (US) and bob (Jihadist) at game `seed`, after `steps` random single answers;
/// returns the table and the user whose decision it is.
fn position(seed: u64, steps: usize, choices: u64) -> (Table, String) {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
    let mut out = table.send("bob", Command::Join);
    let mut rng = ChaCha8Rng::seed_from_u64(choices);
    for _ in 0..steps {
        let Some((user, options)) = decider(&out) else {
            break;
        };
        let pick = common::prompt_numbers(&out)[rng.random_range(0..options)];
        out = table.send(
            &user,
            Command::Choose {
                choices: vec![Choice::Number(pick)],
            },
        );
    }
    let (user, _) = decider(&out).unwrap_or_else(|| ("bob".to_string(), 0));
    (table, user)
}

/// Give the table's game the dice stream `stream` (nothing else changes).
fn reseed(table: &Table, stream: u64) {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.begin().unwrap();
    let mut game = tx.latest_game(common::CHANNEL).unwrap().unwrap();
    game.state.rng = SeededDice::new(stream);
    tx.save_game(game.id, game.version, &game.state, game.status)
        .unwrap();
    tx.commit().unwrap();
}

fn notices(out: &[Outbound]) -> Vec<&str> {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Notice { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// The same position twice, under dice streams 1 and 2.
fn twins(seed: u64, steps: usize, choices: u64) -> (Table, Table, String) {
    let (a, user) = position(seed, steps, choices);
    let (b, _) = position(seed, steps, choices);
    reseed(&a, 1);
    reseed(&b, 2);
    (a, b, user)
}

/// A compound command: option numbers, some out of range, some named answers.
fn compound(rng: &mut ChaCha8Rng) -> Vec<Choice> {
    let len = rng.random_range(2..=7);
    (0..len)
        .map(|_| match rng.random_range(0..10) {
            0 => Choice::Number(99),
            1 => Choice::Text("done".to_string()),
            _ => Choice::Number(rng.random_range(1..=6)),
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, .. ProptestConfig::default() })]
    #[test]
    fn refusals_and_autocomplete_do_not_depend_on_unrolled_dice(
        seed in 1u64..1_000, steps in 0usize..40, choices in any::<u64>(), probe in any::<u64>(),
    ) {
        let (mut a, mut b, user) = twins(seed, steps, choices);
        let mut rng = ChaCha8Rng::seed_from_u64(probe);

        // Autocomplete: random paths through the decider's options.
        let (state_a, state_b) = (a.game().state, b.game().state);
        let side = if user == "alice" { Side::Us } else { Side::Jihadist };
        for _ in 0..4 {
            let mut path: Vec<Answer> = Vec::new();
            let mut walk = state_a.clone();
            for _ in 0..rng.random_range(1..=5) {
                let Some(options) = walk.pending().filter(|d| d.side == side).map(|d| d.options.clone()) else {
                    break;
                };
                let answer = options[rng.random_range(0..options.len())];
                path.push(answer);
                if walk.apply_seeded(side, &Action::Answer(answer)).is_err() {
                    break;
                }
            }
            prop_assert_eq!(
                options_after(&state_a, side, &path),
                options_after(&state_b, side, &path),
                "autocomplete after {:?}", path
            );
        }

        // Compound commands: identical refusals and notices under either stream.
        let choices = compound(&mut rng);
        let command = Command::Choose { choices: choices.clone() };
        let out_a = a.send(&user, command.clone());
        let out_b = b.send(&user, command);
        prop_assert_eq!(errors(&out_a), errors(&out_b), "{:?}", choices);
        prop_assert_eq!(notices(&out_a), notices(&out_b), "{:?}", choices);
    }
}

/// A card for operations, an operation and a first target whose die is rolled at once, on a
/// scratch copy of `state` (the first such path).
fn rolling_path(state: &GameState, side: Side) -> Option<Vec<Answer>> {
    let options = |g: &GameState| {
        g.pending()
            .filter(|d| d.side == side)
            .map(|d| d.options.clone())
    };
    let apply = |g: &GameState, a: Answer| {
        let mut next = g.clone();
        next.apply_seeded(side, &Action::Answer(a))
            .ok()
            .map(|_| next)
    };
    for card in options(state)? {
        let Some(played) =
            apply(state, card).and_then(|g| apply(&g, Answer::Use(CardUse::Operations)))
        else {
            continue;
        };
        for op in options(&played).unwrap_or_default() {
            let Some(chosen) = apply(&played, op) else {
                continue;
            };
            for target in options(&chosen).unwrap_or_default() {
                if apply(&chosen, target).is_some_and(|g| g.rng != chosen.rng) {
                    return Some(vec![card, Answer::Use(CardUse::Operations), op, target]);
                }
            }
        }
    }
    None
}

/// The probe: a card for operations, its operation and a target whose die rolls,
/// then an answer that could only be checked after that die. The reply never refuses it on
/// the strength of the die: the command is applied up to the roll and the rest is reported
/// as not applied, with the same words under any dice.
#[test]
fn a_compound_command_stops_at_the_first_roll_and_says_what_was_not_applied() {
    let mut probed = 0;
    for seed in 1..40u64 {
        let (a, b, user) = twins(seed, 0, seed);
        let side = if user == "alice" {
            Side::Us
        } else {
            Side::Jihadist
        };
        let game = a.game();
        let Some(path) = rolling_path(&game.state, side) else {
            continue;
        };
        probed += 1;
        let mut choices: Vec<Choice> = path.iter().copied().map(Choice::Answer).collect();
        choices.push(Choice::Number(99));
        let mut replies = Vec::new();
        for mut table in [a, b] {
            let before = table.action_count(game.id);
            let out = table.send(
                &user,
                Command::Choose {
                    choices: choices.clone(),
                },
            );
            assert!(errors(&out).is_empty(), "{out:?}");
            let notes = notices(&out);
            assert_eq!(notes.len(), 1, "{out:?}");
            assert!(notes[0].contains("the last 1 answer (99)"), "{}", notes[0]);
            assert!(notes[0].contains("was not applied"), "{}", notes[0]);
            // What was applied is committed (with any forced answers after it). (The twins'
            // dice were swapped behind the app's back, so they do not replay from the seed.)
            assert!(table.action_count(game.id) > before);
            replies.push(notes[0].to_string());
        }
        assert_eq!(replies[0], replies[1]);
    }
    assert!(probed > 0, "no seed offered a target that rolls at once");
}

/// The same probe through the one-line play (`/lab play card:… op:… country:… country:…`):
/// it stops at the first roll too, and the countries after it are reported as not applied,
/// with the same words under any dice (issue "Found by playing it" added the shortcut).
#[test]
fn a_one_line_play_stops_at_the_first_roll_too() {
    let mut probed = 0;
    for seed in 1..40u64 {
        let (a, b, user) = twins(seed, 0, seed);
        let side = if user == "alice" {
            Side::Us
        } else {
            Side::Jihadist
        };
        let game = a.game();
        let Some(path) = rolling_path(&game.state, side) else {
            continue;
        };
        let (Answer::Card(card), Answer::Op(op)) = (path[0], path[2]) else {
            continue;
        };
        // The answer that rolls: a first target, or "event first" when the card's event
        // triggers and tests a country.
        let iran = labyrinth_engine::Country::Iran;
        let (order, countries) = match path[3] {
            Answer::Country(target) => (None, vec![target, iran]),
            Answer::Order(order) => (Some(order), vec![iran]),
            _ => continue,
        };
        probed += 1;
        let play = labyrinth_bot::app::PlayCard {
            card,
            card_use: Some(CardUse::Operations),
            op: Some(op),
            order,
            reserves: None,
            countries,
        };
        let mut replies = Vec::new();
        for mut table in [a, b] {
            let out = table.send(&user, Command::Play(play.clone()));
            assert!(errors(&out).is_empty(), "{out:?}");
            let notes = notices(&out);
            assert_eq!(notes.len(), 1, "{out:?}");
            assert!(notes[0].contains("country:iran"), "{}", notes[0]);
            replies.push(notes[0].to_string());
        }
        assert_eq!(replies[0], replies[1]);
    }
    assert!(probed > 0, "no seed offered a target that rolls at once");
}
