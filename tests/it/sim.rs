//! `labyrinth sim`: complete solitaire games against the section 9 bot with the heuristic US
//! policy end without error and replay exactly; the report does not depend on `--jobs`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use crate::common;

use labyrinth_bot::sim::{
    SimConfig, UsPlayer, lookahead, play_game, play_game_as, spec, us_policy,
};
use labyrinth_engine::{Action, GameState, Ideology, Scenario, Side};

/// `games` one-deck Normal games of `scenario` from `seed`, on one thread.
fn normal(scenario: Scenario, games: usize, seed: u64) -> SimConfig {
    SimConfig {
        games,
        scenario,
        seed,
        ideology: Ideology::Normal,
        game_length: 1,
        jobs: 1,
        us: Default::default(),
    }
}

/// 50 seeded games from each scenario (200 in all) to their end, each replayed exactly from
/// its set-up and the US answers. About 5 s in a debug build (4 cores, November 2026).
#[test]
fn fifty_games_per_scenario_end_and_replay() {
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        let config = normal(scenario, 50, 1_000 * i as u64);
        for n in 0..config.games as u64 {
            let spec = spec(&config, config.seed + n);
            let played = play_game(&spec).unwrap_or_else(|e| panic!("{scenario:?}: {e}"));
            assert!(played.game.outcome.is_some());
            assert!(played.game.pending().is_none());
            let mut replay = GameState::new_seeded(&spec).unwrap();
            for answer in &played.answers {
                replay
                    .apply_seeded(Side::Us, &Action::Answer(*answer))
                    .unwrap();
            }
            assert_eq!(
                replay, played.game,
                "{scenario:?} seed {} replay",
                spec.seed
            );
        }
    }
}

/// The memo `labyrinth sim` keeps while a step asks the US again (`us_policy::Player`) never
/// changes an answer: at every decision of 5 games per scenario, the policy without it
/// (`us_policy::choose`, everything computed afresh) gives the answer that was played.
#[test]
fn the_kept_memo_changes_no_answer() {
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        let config = normal(scenario, 5, 500 + 1_000 * i as u64);
        for n in 0..config.games as u64 {
            let spec = spec(&config, config.seed + n);
            let played = play_game(&spec).unwrap();
            let mut g = GameState::new_seeded(&spec).unwrap();
            for (k, answer) in played.answers.iter().enumerate() {
                assert_eq!(
                    us_policy::choose(&g),
                    Some(*answer),
                    "{scenario:?} seed {} decision {k}",
                    spec.seed
                );
                g.apply_seeded(Side::Us, &Action::Answer(*answer)).unwrap();
            }
        }
    }
}

/// `labyrinth sim` of 12 Anaconda games from seed 77, with `more` arguments; it succeeds.
fn sim(more: &[&str]) -> std::process::Output {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args([
            "sim",
            "--games",
            "12",
            "--scenario",
            "anaconda",
            "--seed",
            "77",
        ])
        .args(more)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    output
}

fn sim_json(jobs: &str) -> serde_json::Value {
    let output = sim(&[
        "--ideology",
        "potent",
        "--length",
        "2",
        "--jobs",
        jobs,
        "--json",
    ]);
    // Piped: no progress bar on stderr.
    assert!(output.stderr.is_empty(), "{output:?}");
    let mut json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let object = json.as_object_mut().unwrap();
    // Timing is the only part that may differ.
    assert!(object.remove("seconds").is_some());
    assert!(object.remove("games_per_second").is_some());
    json
}

#[test]
fn jobs_do_not_change_the_report() {
    let one = sim_json("1");
    let two = sim_json("2");
    assert_eq!(one, two);
    assert_eq!(one["games"], 12);
    let us = one["us"]["count"].as_u64().unwrap();
    let jihadist = one["jihadist"]["count"].as_u64().unwrap();
    assert_eq!(us + jihadist, 12);
}

#[test]
fn bad_arguments_are_refused() {
    for args in [
        &["sim", "--scenario", "nowhere"][..],
        &["sim", "--scenario", "anaconda", "--ideology", "calm"][..],
        &["sim", "--scenario", "anaconda", "--length", "4"][..],
    ] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_labyrinth"))
            .args(args)
            .output()
            .unwrap();
        assert!(!output.status.success(), "{args:?}");
    }
}

fn sim_text(lang: &str) -> String {
    String::from_utf8(sim(&["--jobs", "1", "--lang", lang]).stdout).unwrap()
}

/// The text report in the language `--lang` names: Russian without an English word (the
/// rates with a decimal comma), English as before; an unknown language is refused.
#[test]
fn the_text_report_speaks_the_language_asked_for() {
    let russian = sim_text("ru");
    assert!(
        russian.starts_with("12 партий: «Анаконда», идеология: обычная"),
        "{russian}"
    );
    assert!(russian.contains("по условиям победы:"), "{russian}");
    assert!(russian.contains(','), "{russian}");
    let english = common::english::english_words(&russian, &[]);
    assert!(english.is_empty(), "{english:?} in:\n{russian}");
    let english = sim_text("en");
    assert!(
        english.starts_with("12 games: anaconda, ideology Normal, 1 deck(s), seeds 77 to 88"),
        "{english}"
    );
    assert!(english.contains("by victory condition:\n"), "{english}");
    let refused = std::process::Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args([
            "sim",
            "--games",
            "1",
            "--scenario",
            "anaconda",
            "--lang",
            "de",
        ])
        .output()
        .unwrap();
    assert!(!refused.status.success());
}

/// The computer US with its look ahead (`--look-ahead`) plays games to their end that
/// replay exactly from the answers, gives the same games again, and answers some decisions
/// otherwise than the heuristic alone.
#[test]
fn look_ahead_games_end_replay_and_differ_from_the_heuristic() {
    let config = normal(Scenario::LetsRoll, 2, 300);
    let mut differ = 0;
    for n in 0..config.games as u64 {
        let spec = spec(&config, config.seed + n);
        let played = play_game_as(&spec, UsPlayer::Lookahead(lookahead::BUDGET)).unwrap();
        assert!(played.game.outcome.is_some());
        let again = play_game_as(&spec, UsPlayer::Lookahead(lookahead::BUDGET)).unwrap();
        assert_eq!(again.answers, played.answers, "seed {}", spec.seed);
        // Each looked-ahead decision is timed (the report's median and slowest), only those.
        let looked = played.result.thinking.len();
        assert!(looked > 0 && looked < played.answers.len(), "{looked}");
        assert!(play_game(&spec).unwrap().result.thinking.is_empty());
        let mut g = GameState::new_seeded(&spec).unwrap();
        for answer in &played.answers {
            differ += usize::from(us_policy::choose(&g) != Some(*answer));
            g.apply_seeded(Side::Us, &Action::Answer(*answer)).unwrap();
        }
        assert_eq!(g, played.game, "seed {} replay", spec.seed);
    }
    assert!(differ > 0, "the look ahead never changed an answer");
}
