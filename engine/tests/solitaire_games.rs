//! Issue 14: at least 1,000 seeded solitaire games from every scenario, the section 9 bot
//! against a random legal US, each played to its end with no error and no panic, every
//! invariant held after every step (`GameState::validate`: pieces, cards and Plot markers
//! conserved, tracks in range), no Jihadist decision left to the human, nothing hidden in
//! the observer's view, and exact replay from the seed and the US answers.
//!
//! 4,000+ games take a few seconds in a release build and minutes in a debug one, so the
//! test runs in release builds only: CI runs
//! `cargo test -p labyrinth-engine --release --test solitaire_games`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Action, Answer, AnswerRule, BotReason, DecisionKind, GameState, Ideology, LogEntry, Players,
    Scenario, Seat, SetupSpec, Side,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const GAMES_PER_SCENARIO: u64 = 1_000;

fn spec(scenario: Scenario, i: u64) -> SetupSpec {
    SetupSpec {
        scenario,
        players: Players::Solitaire,
        ideology: Ideology::ALL[(i % 6) as usize],
        // Mostly 1 deck; every fifth game 2 decks, every tenth 3 (3.3).
        game_length: match i % 10 {
            4 => 2,
            9 => 3,
            _ => 1,
        },
        seed: 0x5017_0000 + i,
        // 9.2 optional mini-decks in every other game.
        mini_decks: i % 2 == 1,
    }
}

/// One game to its end: the US answers (random legal options) in order. Every Jihadist
/// choice follows a rule of docs/bot-readings.md: a bot answer with no rule (`FirstListed`) fails
/// the game.
fn play(spec: &SetupSpec, choices: u64) -> (GameState, Vec<Answer>) {
    let mut game = GameState::new_seeded(spec).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(choices);
    let mut answers = Vec::new();
    for _ in 0..50_000 {
        if let Err(problems) = game.validate() {
            panic!(
                "{spec:?}: invalid state after {} answers: {problems}",
                answers.len()
            );
        }
        let Some(decision) = game.pending().cloned() else {
            break;
        };
        assert_eq!(
            decision.side,
            Side::Us,
            "{spec:?}: a Jihadist decision was left to the human: {:?}",
            decision.kind
        );
        let answer = decision.options[rng.random_range(0..decision.options.len())];
        let entries = game
            .apply_seeded(Side::Us, &Action::Answer(answer))
            .unwrap_or_else(|e| panic!("{spec:?}: listed {answer} refused: {e}"));
        no_answer_without_a_rule(spec, &entries, &decision.kind);
        answers.push(answer);
    }
    assert!(game.outcome.is_some(), "{spec:?}: the game did not end");
    (game, answers)
}

fn no_answer_without_a_rule(spec: &SetupSpec, entries: &[LogEntry], after: &DecisionKind) {
    for entry in entries {
        if let LogEntry::BotReason {
            reason:
                BotReason::Answer {
                    rule: AnswerRule::FirstListed { .. },
                },
        } = entry
        {
            let played: Vec<String> = entries
                .iter()
                .filter_map(|e| match e {
                    LogEntry::CardPlayed { side, card, .. } => {
                        Some(format!("{side:?} #{}", card.number()))
                    }
                    _ => None,
                })
                .collect();
            panic!(
                "{spec:?}: a bot answer with no rule after the US answered {after:?}; cards played: {played:?}"
            );
        }
    }
}

fn replay(spec: &SetupSpec, answers: &[Answer]) -> GameState {
    let mut game = GameState::new_seeded(spec).unwrap();
    for answer in answers {
        game.apply_seeded(Side::Us, &Action::Answer(*answer))
            .unwrap();
    }
    game
}

fn observer_sees_nothing_hidden(game: &GameState) {
    let view = game.view(Seat::Observer);
    assert!(view.hand.is_none());
    assert!(view.available_plots.is_none());
    assert!(view.countries.iter().all(|c| c.plots.is_none()));
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "4,000 games: run in release (CI: cargo test -p labyrinth-engine --release --test solitaire_games)"
)]
fn a_thousand_solitaire_games_from_every_scenario() {
    for scenario in Scenario::ALL {
        let mut ended = [0usize; 2];
        for i in 0..GAMES_PER_SCENARIO {
            let spec = spec(scenario, i);
            let (game, answers) = play(&spec, i);
            observer_sees_nothing_hidden(&game);
            let json = serde_json::to_string(&game).unwrap();
            let back: GameState = serde_json::from_str(&json).unwrap();
            assert_eq!(back, game, "{spec:?}: JSON round trip");
            assert_eq!(replay(&spec, &answers), game, "{spec:?}: replay differs");
            let winner = game.outcome.map(|o| o.winner).unwrap_or(Side::Us);
            ended[usize::from(winner == Side::Jihadist)] += 1;
        }
        println!(
            "{}: {GAMES_PER_SCENARIO} games, US {} / Jihadist {}",
            scenario.name(),
            ended[0],
            ended[1]
        );
    }
}
