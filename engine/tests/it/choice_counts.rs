//! Choice counts (perft-style): the number of legal options at depth 1 and 2 from named
//! positions, against `choice_counts.txt`. Depth 1 is checked by hand against the rules;
//! depth 2 guards against silent over- or under-generation.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{Action, GameState, Players, Scenario, ScriptedDice, SetupSpec};

fn counts(game: &GameState) -> (usize, usize) {
    let Some(decision) = game.pending() else {
        return (0, 0);
    };
    let depth1 = decision.options.len();
    let mut depth2 = 0;
    for option in &decision.options {
        let mut next = game.clone();
        let mut dice = ScriptedDice::new([3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
        next.apply(decision.side, &Action::Answer(*option), &mut dice)
            .unwrap();
        depth2 += next.pending().map_or(0, |d| d.options.len());
    }
    (depth1, depth2)
}

fn position(name: &str) -> GameState {
    let (scenario, players) = match name {
        "lets_roll" => (Scenario::LetsRoll, Players::TwoPlayer),
        "you_can_call_me_al" => (Scenario::YouCanCallMeAl, Players::TwoPlayer),
        "anaconda" => (Scenario::Anaconda, Players::TwoPlayer),
        "mission_accomplished" => (Scenario::MissionAccomplished, Players::TwoPlayer),
        "mission_accomplished_solitaire" => (Scenario::MissionAccomplished, Players::Solitaire),
        other => panic!("unknown position {other}"),
    };
    let spec = SetupSpec {
        players,
        ..SetupSpec::new(scenario, 0)
    };
    let mut dice = ScriptedDice::new([5; 20]);
    GameState::new(&spec, &mut dice).unwrap()
}

#[test]
fn choice_counts_match() {
    let table = include_str!("choice_counts.txt");
    let mut checked = 0;
    for line in table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let (name, d1, d2): (&str, usize, usize) = (
            parts[0],
            parts[1].parse().unwrap(),
            parts[2].parse().unwrap(),
        );
        let got = counts(&position(name));
        println!("{name} {} {}", got.0, got.1);
        assert_eq!(got, (d1, d2), "{name}: depth 1 and 2");
        checked += 1;
    }
    assert!(checked >= 5);
}
