//! Positions reached by random legal play from a scenario start: what the rendering tests
//! snapshot, the map benchmark draws and the board example writes (`benches/map.rs` and
//! `examples/board.rs` include this file). Every listed option is accepted
//! (`engine/tests/it/properties.rs` checks it), so a refusal here is a rules bug.
#![allow(
    clippy::expect_used,
    reason = "a refused listed option is a bug to show"
)]

use labyrinth_engine::{Action, GameState, Scenario, SetupSpec};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A two-player game of `scenario` (one deck), its dice seeded with `seed`, at its start.
pub fn start(scenario: Scenario, seed: u64) -> GameState {
    GameState::new_seeded(&SetupSpec::new(scenario, seed)).expect("every scenario sets up")
}

/// Answer the pending decision with one of its options, picked by `rng`; `false` when nobody
/// is to decide.
pub fn random_step(game: &mut GameState, rng: &mut ChaCha8Rng) -> bool {
    let Some(decision) = game.pending().cloned() else {
        return false;
    };
    let answer = decision.options[rng.random_range(0..decision.options.len())];
    game.apply_seeded(decision.side, &Action::Answer(answer))
        .expect("a listed option is accepted");
    true
}

/// `game` after up to `steps` random steps picked with `seed` (fewer if the game ends).
pub fn play(mut game: GameState, seed: u64, steps: usize) -> GameState {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..steps {
        if !random_step(&mut game, &mut rng) {
            break;
        }
    }
    game
}

/// [`start`] of `scenario`, then [`play`] for `steps` steps, both seeded with `seed`.
pub fn played(scenario: Scenario, seed: u64, steps: usize) -> GameState {
    play(start(scenario, seed), seed, steps)
}
