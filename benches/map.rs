//! The board picture as the bot makes it (`BoardMap::png`: the position drawn over a base
//! drawn once per process), and the whole SVG step by step (source, parse and text layout,
//! draw, PNG encode), for positions from a scenario start to late in a game, beside a reference measured in the
//! same run: filling and encoding a blank canvas of the same size (the floor any picture of
//! that size pays). Prints p50 / p99 / max and the PNG sizes.
//!
//! `cargo bench --bench map` times 100 pictures per position; under `cargo test --benches`
//! (no `--bench` argument) it runs a short smoke pass instead.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "benchmark")]

#[path = "../tests/it/common/random_game.rs"]
mod random_game;

use labyrinth_bot::render::{BoardMap, map};
use labyrinth_engine::{Scenario, Seat};

/// `steps` random legal answers from a scenario start.
fn position(scenario: Scenario, seed: u64, steps: usize) -> BoardMap {
    BoardMap::new(&random_game::played(scenario, seed, steps).view(Seat::Observer))
}

#[path = "common/timing.rs"]
mod timing;
use timing::{Samples, timed};

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let iterations = if full { 100 } else { 2 };
    let (width, height) = map::canvas_size().unwrap();
    let positions = [
        ("Let's Roll! start", position(Scenario::LetsRoll, 1, 0)),
        (
            "Mission Accomplished? after 300 answers",
            position(Scenario::MissionAccomplished, 7, 300),
        ),
        (
            "Anaconda after 600 answers",
            position(Scenario::Anaconda, 9, 600),
        ),
    ];
    // Warm up: the embedded fonts and the layout are loaded once per process.
    let _ = positions[0].1.png().unwrap();
    let mut all = Samples::default();
    let mut largest = 0;
    for (name, board) in &positions {
        let mut steps: [Samples; 4] = Default::default();
        let mut whole = Samples::default();
        let mut bytes = 0;
        for _ in 0..iterations {
            // What the bot does: the position drawn over the base drawn once per process.
            let (png, wall, cpu) = timed(|| board.png().unwrap());
            whole.push(wall, cpu);
            all.push(wall, cpu);
            bytes = png.len();
            std::hint::black_box(&png);
            // The whole SVG step by step, for where the time goes.
            let (svg, w0, c0) = timed(|| board.svg().unwrap());
            let (tree, w1, c1) = timed(|| map::parse(&svg).unwrap());
            let (pixmap, w2, c2) = timed(|| map::draw_tree(&tree, None).unwrap());
            let (png, w3, c3) = timed(|| map::encode(&pixmap).unwrap());
            for (step, (wall, cpu)) in
                steps
                    .iter_mut()
                    .zip([(w0, c0), (w1, c1), (w2, c2), (w3, c3)])
            {
                step.push(wall, cpu);
            }
            std::hint::black_box(&png);
        }
        println!("{name}: PNG {width}x{height}, {} KB", bytes.div_ceil(1024));
        largest = largest.max(bytes);
        whole.report("  png(): position over the base");
        let [svg, parse, draw, encode] = steps;
        svg.report("  whole SVG: source");
        parse.report("  whole SVG: parse + text layout");
        draw.report("  whole SVG: draw");
        encode.report("  PNG encode");
    }
    let reference = "reference: blank canvas fill + encode";
    timing::blank_reference(reference, width, height, iterations);
    let p99 = all.report("all positions, png()");
    if full {
        timing::target(p99, largest, 300 * 1024, "PNG");
    }
}
