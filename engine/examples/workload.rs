//! A fixed workload for instruction counts (`valgrind --tool=callgrind`), repeatable on a
//! busy machine where timings are not: `GAMES` random two-player games and `GAMES` solitaire
//! games (the section-9 bot against random US answers), seeds 0.., every scenario in turn.
//! `cargo run --release -p labyrinth-engine --example workload -- [GAMES]`

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{Action, GameState, Players, Scenario, SetupSpec};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let mut answers = 0usize;
    for players in [Players::TwoPlayer, Players::Solitaire] {
        for seed in 0..games {
            let spec = SetupSpec {
                players,
                ..SetupSpec::new(Scenario::ALL[(seed % 4) as usize], seed)
            };
            let mut game = GameState::new_seeded(&spec).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(decision) = game.pending().cloned() {
                let answer = decision.options[rng.random_range(0..decision.options.len())];
                game.apply_seeded(decision.side, &Action::Answer(answer))
                    .unwrap();
                answers += 1;
            }
        }
    }
    println!("{answers} answers");
}
