//! Writes a mid-game save (random legal play) to stdout, for `tests/saves/`:
//! `cargo run -p labyrinth-engine --example make_save -- SEED STEPS > save.json`

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{Action, GameState, Scenario, SetupSpec};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let steps: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(60);
    let spec = SetupSpec {
        game_length: 2,
        ..SetupSpec::new(Scenario::MissionAccomplished, seed)
    };
    let Ok(mut game) = GameState::new_seeded(&spec) else {
        return;
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..steps {
        let Some(d) = game.pending().cloned() else {
            break;
        };
        let answer = d.options[rng.random_range(0..d.options.len())];
        if game.apply_seeded(d.side, &Action::Answer(answer)).is_err() {
            break;
        }
    }
    if let Ok(json) = serde_json::to_string_pretty(&game) {
        println!("{json}");
    }
}
