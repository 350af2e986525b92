//! Prints the US policy's decisions in one self-play game: `cargo run --example sim_trace -- SEED`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "examples fail loudly"
)]

use labyrinth_bot::sim::us_policy;
use labyrinth_engine::{Action, GameState, Players, Scenario, SetupSpec, Side};

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let spec = SetupSpec {
        players: Players::Solitaire,
        ..SetupSpec::new(Scenario::LetsRoll, seed)
    };
    let mut g = GameState::new_seeded(&spec).unwrap();
    while let Some(d) = g.pending().cloned() {
        let a = us_policy::choose(&g).unwrap();
        println!(
            "t{} prestige {} funding {} | {:?} -> {a}",
            g.turn,
            g.prestige(),
            g.funding(),
            d.kind
        );
        g.apply_seeded(Side::Us, &Action::Answer(a)).unwrap();
    }
    println!("{:?}", g.outcome);
}
