//! Plays random legal games and prints how each ended (a quick look at the engine's flow):
//! `cargo run -p labyrinth-engine --example random_games -- [GAMES]`

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{Action, GameState, Scenario, SetupSpec};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(8);
    for seed in 0..games {
        let scenario = Scenario::ALL[(seed % 4) as usize];
        let spec = SetupSpec {
            game_length: 1 + (seed % 3) as u8,
            ..SetupSpec::new(scenario, seed)
        };
        let Ok(mut game) = GameState::new_seeded(&spec) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut steps = 0;
        while let Some(decision) = game.pending().cloned() {
            let answer = decision.options[rng.random_range(0..decision.options.len())];
            if let Err(e) = game.apply_seeded(decision.side, &Action::Answer(answer)) {
                println!("seed {seed}: error {e}");
                break;
            }
            steps += 1;
        }
        println!(
            "seed {seed} {scenario:?} decks {}: turn {} steps {steps} -> {:?}",
            spec.game_length, game.turn, game.outcome
        );
    }
}
