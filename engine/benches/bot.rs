//! The solitaire bot's decision for one card (rules section 9), beside LWOTai's 52-59 µs.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use labyrinth_engine::{GameState, Players, Scenario, SeededDice, SetupSpec};

/// Solitaire positions stopped before the bot's first card, one per scenario.
fn positions() -> Vec<GameState> {
    Scenario::ALL
        .into_iter()
        .map(|scenario| {
            let spec = SetupSpec {
                players: Players::Solitaire,
                ..SetupSpec::new(scenario, 7)
            };
            let mut dice = SeededDice::new(7);
            GameState::new_stepwise(&spec, &mut dice).unwrap()
        })
        .collect()
}

fn bench_bot(c: &mut Criterion) {
    let games = positions();
    // 9.4.1 Event or OPS? alone.
    c.bench_function("bot_decide_event_or_ops", |b| {
        b.iter(|| {
            for g in &games {
                let card = g.hands.jihadist[0];
                black_box(labyrinth_engine::solitaire::decide(
                    &g.side_view(labyrinth_engine::Side::Jihadist),
                    card,
                ));
            }
        })
    });
    // One whole card: decision, every Where?, dice, Radicalization, logged reasons, on a
    // working copy of the state (what a solitaire turn costs per bot card).
    let g = &games[0];
    c.bench_function("bot_plays_one_card", |b| {
        b.iter(|| {
            let mut game = g.clone();
            let mut dice = SeededDice::new(3);
            black_box(game.bot_card(&mut dice).unwrap().len())
        })
    });
}

criterion_group!(benches, bench_bot);
criterion_main!(benches);
