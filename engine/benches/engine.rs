//! Benchmarks: each operation from a mid-game position, reaching the next decision (the
//! legal options), a save/load round trip, and a whole random game.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use labyrinth_engine::{
    Action, Alignment, Answer, CardId, CardUse, Country, GameState, Governance, Op, Pieces,
    Players, Reserves, Scenario, SeededDice, SetupSpec, Side,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn card(n: u8) -> CardId {
    CardId::new(n).unwrap()
}

/// A mid-game position: a few marked countries with troops, cells, plots; both hands dealt.
fn position(side: Side) -> GameState {
    let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 1);
    let set =
        |g: &mut GameState, c: Country, gov: Governance, al: Alignment, troops: u8, cells: u8| {
            let s = g.country_mut(c);
            s.governance = Some(gov);
            s.alignment = Some(al);
            let pieces = Pieces {
                troops,
                sleeper_cells: cells,
                active_cells: 0,
            };
            if let Err(over) = g.set_pieces(c, pieces) {
                panic!("{over}");
            }
        };
    set(
        &mut g,
        Country::Pakistan,
        Governance::Poor,
        Alignment::Ally,
        2,
        7,
    );
    set(
        &mut g,
        Country::Iraq,
        Governance::Poor,
        Alignment::Ally,
        6,
        2,
    );
    set(
        &mut g,
        Country::SaudiArabia,
        Governance::Fair,
        Alignment::Ally,
        2,
        1,
    );
    set(
        &mut g,
        Country::Afghanistan,
        Governance::IslamistRule,
        Alignment::Adversary,
        0,
        3,
    );
    set(
        &mut g,
        Country::Egypt,
        Governance::Fair,
        Alignment::Neutral,
        0,
        0,
    );
    g.country_mut(Country::SaudiArabia)
        .plots
        .push(labyrinth_engine::MapPlot::face_down(
            labyrinth_engine::Plot::Two,
        ));
    g.available_plots
        .retain(|p| *p != labyrinth_engine::Plot::Two);
    g.available_plots.push(labyrinth_engine::Plot::Two);
    let us = [card(30), card(40), card(45), card(12), card(26)];
    let jihadist = [card(76), card(77), card(81), card(62)];
    g.draw_pile
        .retain(|c| !us.contains(c) && !jihadist.contains(c));
    g.hands.us = us.into();
    g.hands.jihadist = jihadist.into();
    g.phase.side = side;
    g.set_reserves(Side::Us, Reserves::of::<0>());
    let mut dice = SeededDice::new(3);
    g.resume(&mut dice).unwrap();
    g
}

fn start(side: Side) -> GameState {
    position(side)
}

fn bench_ops(c: &mut Criterion) {
    let cases: Vec<(&str, Side, Vec<Answer>)> = vec![
        (
            "war_of_ideas",
            Side::Us,
            vec![
                Answer::Card(card(30)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::WarOfIdeas),
                Answer::Country(Country::Egypt),
            ],
        ),
        (
            "deploy",
            Side::Us,
            vec![
                Answer::Card(card(40)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::Deploy),
                Answer::Track,
                Answer::Country(Country::Pakistan),
                Answer::Count(3),
            ],
        ),
        (
            "disrupt",
            Side::Us,
            vec![
                Answer::Card(card(40)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::Disrupt),
                Answer::Country(Country::Pakistan),
            ],
        ),
        (
            "alert",
            Side::Us,
            vec![
                Answer::Card(card(45)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::Alert),
                Answer::Country(Country::SaudiArabia),
            ],
        ),
        (
            "regime_change",
            Side::Us,
            vec![
                Answer::Card(card(40)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::RegimeChange),
                Answer::Country(Country::Iraq),
                Answer::Country(Country::Afghanistan),
                Answer::Count(6),
            ],
        ),
        (
            "recruit",
            Side::Jihadist,
            vec![
                Answer::Card(card(77)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::Recruit),
                Answer::Country(Country::Pakistan),
                Answer::Country(Country::Iraq),
                Answer::Country(Country::Pakistan),
            ],
        ),
        (
            "travel",
            Side::Jihadist,
            vec![
                Answer::Card(card(77)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::Travel),
                Answer::Country(Country::Pakistan),
                Answer::Country(Country::Afghanistan),
                Answer::Done,
            ],
        ),
        (
            "jihad",
            Side::Jihadist,
            vec![
                Answer::Card(card(76)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::Jihad),
                Answer::Country(Country::Pakistan),
                Answer::Country(Country::Pakistan),
                Answer::Country(Country::Pakistan),
                Answer::Yes,
            ],
        ),
        (
            "plot",
            Side::Jihadist,
            vec![
                Answer::Card(card(81)),
                Answer::Use(CardUse::Operations),
                Answer::Op(Op::Plot),
                Answer::Country(Country::Iraq),
                Answer::Done,
            ],
        ),
    ];
    let mut group = c.benchmark_group("apply_operation");
    for (name, side, path) in cases {
        let g = start(side);
        let action = Action::Answers(path);
        // The path must be legal: the bench measures real work.
        let mut check = g.clone();
        let mut dice = SeededDice::new(5);
        check
            .apply(side, &action, &mut dice)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut game = g.clone();
                let mut dice = SeededDice::new(5);
                black_box(game.apply(side, &action, &mut dice).unwrap());
            })
        });
    }
    group.finish();
}

fn bench_options(c: &mut Criterion) {
    let g = start(Side::Us);
    c.bench_function("list_legal_options_after_a_card", |b| {
        b.iter(|| {
            let mut game = g.clone();
            let mut dice = SeededDice::new(5);
            game.apply(Side::Us, &Action::Answer(Answer::Card(card(40))), &mut dice)
                .unwrap();
            black_box(game.pending().map(|d| d.options.len()))
        })
    });
}

fn bench_save_load(c: &mut Criterion) {
    let spec = SetupSpec::new(Scenario::MissionAccomplished, 4);
    let g = GameState::new_seeded(&spec).unwrap();
    c.bench_function("save_load_round_trip", |b| {
        b.iter(|| {
            let json = serde_json::to_string(&g).unwrap();
            let back: GameState = serde_json::from_str(&json).unwrap();
            black_box(back)
        })
    });
}

fn bench_game(c: &mut Criterion) {
    c.bench_function("random_legal_game", |b| {
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            let spec = SetupSpec::new(Scenario::LetsRoll, seed);
            let mut game = GameState::new_seeded(&spec).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(d) = game.pending().cloned() {
                let answer = d.options[rng.random_range(0..d.options.len())];
                game.apply_seeded(d.side, &Action::Answer(answer)).unwrap();
            }
            black_box(game.outcome.unwrap())
        })
    });
}

fn random_game(players: Players, seed: u64) -> GameState {
    let spec = SetupSpec {
        players,
        ..SetupSpec::new(Scenario::LetsRoll, seed)
    };
    let mut game = GameState::new_seeded(&spec).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while let Some(d) = game.pending().cloned() {
        let answer = d.options[rng.random_range(0..d.options.len())];
        game.apply_seeded(d.side, &Action::Answer(answer)).unwrap();
    }
    game
}

fn bench_solitaire_game(c: &mut Criterion) {
    c.bench_function("random_solitaire_game", |b| {
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            black_box(random_game(Players::Solitaire, seed).outcome.unwrap())
        })
    });
}

/// Positions met in random legal two-player play, each with the answer played there.
fn answer_corpus() -> Vec<(GameState, Side, Answer)> {
    let mut corpus = Vec::new();
    for seed in 1..=20u64 {
        let spec = SetupSpec::new(Scenario::LetsRoll, seed);
        let mut game = GameState::new_seeded(&spec).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(d) = game.pending().cloned() {
            let answer = d.options[rng.random_range(0..d.options.len())];
            corpus.push((game.clone(), d.side, answer));
            game.apply_seeded(d.side, &Action::Answer(answer)).unwrap();
        }
    }
    corpus
}

/// One applied answer in random legal play: criterion's estimate, and the median and p99
/// over every answer of 20 games (printed).
fn bench_answer(c: &mut Criterion) {
    let corpus = answer_corpus();
    let mut times = Vec::with_capacity(corpus.len() * 5);
    for _ in 0..5 {
        for (g, side, answer) in &corpus {
            let mut game = g.clone();
            let action = Action::Answer(*answer);
            let begin = std::time::Instant::now();
            black_box(game.apply_seeded(*side, &action).unwrap());
            times.push(begin.elapsed());
        }
    }
    times.sort_unstable();
    let at = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize];
    println!(
        "random_legal_answer: {} answers, p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    c.bench_function("random_legal_answer", |b| {
        let mut next = 0usize;
        b.iter_custom(|iters| {
            let mut total = std::time::Duration::ZERO;
            for _ in 0..iters {
                let (g, side, answer) = &corpus[next % corpus.len()];
                next += 1;
                let mut game = g.clone();
                let action = Action::Answer(*answer);
                let begin = std::time::Instant::now();
                black_box(game.apply_seeded(*side, &action).unwrap());
                total += begin.elapsed();
            }
            total
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = bench_ops, bench_options, bench_save_load, bench_game, bench_solitaire_game, bench_answer
}
criterion_main!(benches);
