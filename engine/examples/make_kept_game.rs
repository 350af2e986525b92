//! Writes a solitaire game in progress as its set-up, action log and state (random legal
//! play), for `tests/games/`: a game kept so that it must still replay from its seed as it
//! was played, whatever later versions change (`state::FORMAT_VERSION`):
//! `cargo run -p labyrinth-engine --example make_kept_game -- SEED STEPS [mini] > game.json`

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{Action, GameState, Players, Scenario, SetupSpec};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let steps: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let mini_decks = args.next().is_some_and(|a| a == "mini");
    let spec = SetupSpec {
        scenario: Scenario::LetsRoll,
        players: Players::Solitaire,
        ideology: Default::default(),
        game_length: 1,
        seed,
        mini_decks,
    };
    let mut game = GameState::new_seeded(&spec).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions = Vec::new();
    for _ in 0..steps {
        let Some(d) = game.pending().cloned() else {
            break;
        };
        let action = Action::Answer(d.options[rng.random_range(0..d.options.len())]);
        game.apply_seeded(d.side, &action).unwrap();
        actions.push(serde_json::json!({ "side": d.side, "action": action }));
    }
    let kept = serde_json::json!({ "spec": spec, "actions": actions, "state": game });
    println!("{}", serde_json::to_string_pretty(&kept).unwrap());
}
