//! One complete solitaire game: the section 9 bot against the heuristic US of
//! `labyrinth sim`, on one thread. Prints games per second and the median and p99 time of
//! one game per scenario, beside a reference figure from the same run (one clone of the
//! starting position, so a slower or busier machine can be told apart from a slower
//! engine).
//!
//! `cargo bench --bench sim` plays 500 games per scenario; under `cargo test --benches`
//! (no `--bench` argument) it plays 5 as a smoke pass.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    reason = "benchmark"
)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use labyrinth_bot::sim::{SimConfig, play_game, spec};
use labyrinth_engine::{GameState, Ideology, Scenario};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let games = if full { 500 } else { 5 };
    for scenario in Scenario::ALL {
        let config = SimConfig {
            games,
            scenario,
            seed: 0,
            ideology: Ideology::Normal,
            game_length: 1,
            jobs: 1,
            us: Default::default(),
        };
        let mut times = Vec::with_capacity(games);
        let start = Instant::now();
        for i in 0..games {
            let t = Instant::now();
            let played = play_game(&spec(&config, i as u64)).unwrap();
            black_box(played.result);
            times.push(t.elapsed());
        }
        let total = start.elapsed();
        times.sort();
        // Reference: copying the starting position (what every step of the engine does).
        let g = GameState::new_seeded(&spec(&config, 0)).unwrap();
        let t = Instant::now();
        for _ in 0..10_000 {
            black_box(black_box(&g).clone());
        }
        let clone = t.elapsed() / 10_000;
        println!(
            "sim {:<22} {games} games: {:.0} games/s on one core; per game p50 {:?} p99 {:?} (reference: one GameState clone {clone:?})",
            scenario.name(),
            games as f64 / total.as_secs_f64(),
            percentile(&times, 0.5),
            percentile(&times, 0.99),
        );
    }
}
