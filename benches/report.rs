//! The after-action report's chart (`Report::png`) for whole games (the heuristic US against
//! the rules' section 9 bot: a 1-deck and a 3-deck game, English and Russian), step by step
//! (SVG source, parse and text layout, draw, PNG encode), beside a reference measured in the
//! same run: filling and encoding a blank canvas of the same size. Also the story itself:
//! the game's action log replayed and told (`app::story`), what the bot does before it
//! posts. Prints p50 / p99 / max and the PNG sizes.
//!
//! `cargo bench --bench report` times 100 charts per game; under `cargo test --benches`
//! (no `--bench` argument) it runs a short smoke pass instead.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "benchmark")]

use labyrinth_bot::app::story;
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::render::map;
use labyrinth_bot::render::report::{CHART_BUDGET, Meta, Report};
use labyrinth_bot::store::Recorded;
use labyrinth_engine::{Action, Players, Scenario, SetupSpec, Side};

/// A whole solitaire game: its set-up and action log.
fn game(scenario: Scenario, seed: u64, decks: u8) -> (SetupSpec, Vec<(Side, Recorded)>) {
    let spec = SetupSpec {
        scenario,
        players: Players::Solitaire,
        ideology: Default::default(),
        game_length: decks,
        seed,
        mini_decks: false,
    };
    let played = labyrinth_bot::sim::play_game(&spec).unwrap();
    let actions = played
        .answers
        .iter()
        .map(|a| (Side::Us, Recorded::Action(Action::Answer(*a))))
        .collect();
    (spec, actions)
}

#[path = "common/timing.rs"]
mod timing;
use timing::{Samples, timed};

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let iterations = if full { 100 } else { 2 };
    let games = [
        (
            "Let's Roll!, 1 deck, seed 11",
            Scenario::LetsRoll,
            11,
            1,
            Lang::En,
        ),
        (
            "Let's Roll!, 3 decks, seed 3",
            Scenario::LetsRoll,
            3,
            3,
            Lang::En,
        ),
        (
            "Anaconda, 3 decks, seed 3 (ru)",
            Scenario::Anaconda,
            3,
            3,
            Lang::Ru,
        ),
    ];
    let mut all = Samples::default();
    let mut largest = 0;
    for (name, scenario, seed, decks, lang) in games {
        let (spec, actions) = game(scenario, seed, decks);
        let mut told = Samples::default();
        let mut report = None;
        for _ in 0..iterations.min(20) {
            let (story, wall, cpu) =
                timed(|| story(&spec, labyrinth_engine::FORMAT_VERSION, &actions).unwrap());
            told.push(wall, cpu);
            report = Some(Report::new(story, Meta::default(), lang));
        }
        let report = report.unwrap();
        let _ = report.png().unwrap();
        let mut whole = Samples::default();
        let mut steps: [Samples; 4] = Default::default();
        let mut bytes = 0;
        let mut size = (0, 0);
        for _ in 0..iterations {
            let (png, wall, cpu) = timed(|| report.png().unwrap());
            whole.push(wall, cpu);
            all.push(wall, cpu);
            bytes = png.len();
            std::hint::black_box(&png);
            let (svg, w0, c0) = timed(|| report.svg());
            let (tree, w1, c1) = timed(|| map::parse(&svg).unwrap());
            let (pixmap, w2, c2) = timed(|| map::draw_tree(&tree, None).unwrap());
            size = (pixmap.width(), pixmap.height());
            let (png, w3, c3) = timed(|| map::encode_within(&pixmap, CHART_BUDGET).unwrap());
            for (step, (wall, cpu)) in
                steps
                    .iter_mut()
                    .zip([(w0, c0), (w1, c1), (w2, c2), (w3, c3)])
            {
                step.push(wall, cpu);
            }
            std::hint::black_box(&png);
        }
        println!(
            "{name}: {} actions, {} moments; PNG {}x{}, {} KB",
            actions.len(),
            report.story.moments.len(),
            size.0,
            size.1,
            bytes.div_ceil(1024)
        );
        largest = largest.max(bytes);
        told.report("  the story: replay and tell");
        whole.report("  png()");
        let [svg, parse, draw, encode] = steps;
        svg.report("  SVG source");
        parse.report("  parse + text layout");
        draw.report("  draw");
        encode.report("  PNG encode");
        let reference = "  reference: blank canvas fill + encode";
        timing::blank_reference(reference, size.0, size.1, iterations);
    }
    let p99 = all.report("all games, png()");
    if full {
        timing::target(p99, largest, CHART_BUDGET, "chart");
    }
}
