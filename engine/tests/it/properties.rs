//! Property tests: from every scenario and many seeds, play random legal options to the end
//! and check the invariants after every step; replaying the action log reproduces the game.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Action, Answer, CardId, Country, GameState, LogEntry, Players, Plot, Scenario, Seat, SetupSpec,
    Side,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn spec(scenario: Scenario, players: Players, seed: u64) -> SetupSpec {
    SetupSpec {
        players,
        ..SetupSpec::new(scenario, seed)
    }
}

/// Answers that are never legal anywhere, to probe refusals.
fn unlisted_candidates() -> Vec<Answer> {
    let mut all = vec![
        Answer::Yes,
        Answer::No,
        Answer::Done,
        Answer::Discard,
        Answer::Hold,
        Answer::EndPhase,
        Answer::Track,
        Answer::Count(0),
        Answer::Count(14),
        Answer::Plot(Plot::Wmd),
    ];
    all.extend(Country::ALL.into_iter().map(Answer::Country));
    all.extend(CardId::all().map(Answer::Card));
    all
}

fn check_invariants(g: &GameState) {
    // Every position play reaches loads (issue "Nothing hidden can be learned II").
    if let Err(invalid) = g.validate() {
        panic!("a position play reached does not validate: {invalid}");
    }
    let troops: u32 = g.countries.iter().map(|c| u32::from(c.troops())).sum();
    let cells: u32 = g.countries.iter().map(|c| u32::from(c.cells())).sum();
    assert!(troops <= 15, "troops {troops}");
    assert!(cells <= 15, "cells {cells}");
    assert_eq!(u32::from(g.troops_on_track()) + troops, 15);
    assert_eq!(u32::from(g.cells_on_track()) + cells, 15);
    assert!((1..=12).contains(&g.prestige()));
    assert!((1..=9).contains(&g.funding()));
    assert!(g.reserves(Side::Us) <= 2 && g.reserves(Side::Jihadist) <= 2);
    let numbered_on_map = g
        .countries
        .iter()
        .flat_map(|c| c.plots.iter())
        .filter(|p| p.plot != Plot::Wmd)
        .count();
    let numbered_available = g
        .available_plots
        .iter()
        .filter(|p| **p != Plot::Wmd)
        .count();
    assert_eq!(
        numbered_on_map + numbered_available + g.set_aside_plots.len(),
        6,
        "numbered Plot markers are conserved"
    );
    // Cards are conserved: every card is in exactly one place.
    let mut seen = [0u8; 121];
    let mut count = |c: &CardId| seen[c.number() as usize] += 1;
    g.hands.us.iter().for_each(&mut count);
    g.hands.jihadist.iter().for_each(&mut count);
    g.draw_pile.iter().for_each(&mut count);
    g.discard.iter().for_each(&mut count);
    g.removed.iter().for_each(&mut count);
    g.lapsing
        .iter()
        .filter(|l| l.in_box)
        .for_each(|l| count(&l.card));
    if let Some(Some(card)) = g.first_plot {
        count(&card);
    }
    // Exactly one place each: a pending step keeps the state from before the step, so no
    // card is between places (hands, draw pile, discard, removed, Lapsing box, 1st Plot
    // box). Only a play that ended the game leaves its cards nowhere: the card played
    // and, at most, a nested event's card (Card 90 Quagmire) and a discarded US Election.
    let missing: Vec<usize> = (1..=120).filter(|n| seen[*n] == 0).collect();
    assert!(seen.iter().all(|n| *n <= 1), "a card is in two places");
    assert!(
        missing.is_empty() || (g.outcome.is_some() && missing.len() <= 3),
        "cards in no place: {missing:?}"
    );
    for country in Country::ALL {
        let c = g.country(country);
        if country.is_muslim() {
            if c.governance.is_none() {
                assert!(
                    c.alignment.is_none(),
                    "{country}: unmarked with an alignment"
                );
            }
            // 8.4.4 Islamist Revolution removes Aid, Regime Change and Besieged Regime, and
            // no event places Aid or Regime Change there (Cards 93, 113 and 119 place a
            // Besieged Regime as printed, 6.2.2).
            if g.is_islamist_rule(country) {
                assert_eq!(c.aid, 0, "{country}: Aid at Islamist Rule");
                assert!(
                    c.regime_change.is_none(),
                    "{country}: Regime Change at Islamist Rule"
                );
            }
            if g.is_good(country) {
                assert_eq!(c.aid, 0, "{country}: Aid at Good");
                assert!(c.regime_change.is_none());
            }
        } else {
            assert!(c.governance.is_none() && c.alignment.is_none());
        }
    }
    // JSON round trip.
    let json = serde_json::to_string(g).unwrap();
    let back: GameState = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, g);
    // Nothing hidden in the observer's view.
    let view = g.view(Seat::Observer);
    assert!(view.hand.is_none());
    assert!(view.available_plots.is_none());
    assert!(view.countries.iter().all(|c| c.plots.is_none()));
    // Only face-up Plots (Card 5 NEST) show a value to the observer.
    for c in &view.countries {
        let face_up = g
            .country(c.country)
            .plots
            .iter()
            .filter(|p| p.face_up)
            .count();
        assert_eq!(c.face_up_plots.len(), face_up);
    }
    if let Some(p) = &view.pending {
        assert!(p.options.is_none());
    }
    let us_view = g.view(Seat::Us);
    assert!(us_view.countries.iter().all(|c| c.plots.is_none()));
    assert!(us_view.available_plots.is_none());
}

/// Play one game with random legal answers; returns the final state and its action log.
fn play(spec: &SetupSpec, choice_seed: u64, thorough: bool) -> (GameState, Vec<(Side, Action)>) {
    let (game, log, _) = play_with(spec, choice_seed, thorough, false);
    (game, log)
}

/// [`play`], optionally always playing a card as its event when that is legal; also
/// returns the cards whose events occurred.
fn play_with(
    spec: &SetupSpec,
    choice_seed: u64,
    thorough: bool,
    prefer_events: bool,
) -> (GameState, Vec<(Side, Action)>, Vec<CardId>) {
    let mut events = Vec::new();
    let mut game = GameState::new_seeded(spec).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(choice_seed);
    let mut log = Vec::new();
    let probes = unlisted_candidates();
    for _ in 0..20_000 {
        check_invariants(&game);
        let Some(decision) = game.pending().cloned() else {
            break;
        };
        // 9.0 in solitaire the bot makes every Jihadist decision.
        assert!(
            spec.players == Players::TwoPlayer || decision.side == Side::Us,
            "a Jihadist decision was left to a human: {:?}",
            decision.kind
        );
        if thorough {
            // Every listed option is accepted.
            for option in &decision.options {
                assert!(
                    game.check(decision.side, *option).is_ok(),
                    "listed option {option} refused in {:?}",
                    decision.kind
                );
            }
        }
        // An unlisted answer is refused and changes nothing.
        let unlisted: Vec<&Answer> = probes
            .iter()
            .filter(|a| !decision.options.contains(a))
            .collect();
        let probe = *unlisted[rng.random_range(0..unlisted.len())];
        let before = serde_json::to_string(&game).unwrap();
        assert!(
            game.apply_seeded(decision.side, &Action::Answer(probe))
                .is_err(),
            "unlisted {probe} accepted"
        );
        assert_eq!(before, serde_json::to_string(&game).unwrap());
        // The other side may not answer.
        assert!(
            game.apply_seeded(!decision.side, &Action::Answer(decision.options[0]))
                .is_err()
        );
        assert_eq!(before, serde_json::to_string(&game).unwrap());
        let event = Answer::Use(labyrinth_engine::CardUse::Event);
        let answer = if prefer_events && decision.options.contains(&event) {
            event
        } else {
            decision.options[rng.random_range(0..decision.options.len())]
        };
        let action = Action::Answer(answer);
        let entries = game
            .apply_seeded(decision.side, &action)
            .unwrap_or_else(|e| panic!("listed {answer} refused: {e}"));
        for entry in entries {
            if let LogEntry::EventOccurs { card, .. } = entry {
                events.push(card);
            }
        }
        log.push((decision.side, action));
    }
    assert!(game.outcome.is_some(), "the game did not end");
    (game, log, events)
}

/// Random games that play every playable event as an event (and trigger the rest through
/// operations) keep every invariant and replay; the events that occurred are counted.
#[test]
fn random_games_play_events() {
    let mut seen = std::collections::BTreeSet::new();
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        for seed in 0..6u64 {
            let mut spec = spec(scenario, Players::TwoPlayer, 100 + seed);
            spec.game_length = 2;
            let (game, log, events) = play_with(&spec, seed * 7 + i as u64, false, true);
            assert_eq!(replay(&spec, &log), game, "{scenario:?} seed {seed}");
            seen.extend(events);
        }
    }
    println!("events that occurred: {} of 120", seen.len());
    assert!(seen.len() * 2 >= 120, "too few events occurred: {seen:?}");
}

fn replay(spec: &SetupSpec, log: &[(Side, Action)]) -> GameState {
    let mut game = GameState::new_seeded(spec).unwrap();
    for (side, action) in log {
        game.apply_seeded(*side, action).unwrap();
    }
    game
}

#[test]
fn every_scenario_plays_to_the_end_and_replays() {
    for scenario in Scenario::ALL {
        for players in [Players::TwoPlayer, Players::Solitaire] {
            let spec = spec(scenario, players, 11);
            let (game, log) = play(&spec, 5, true);
            assert_eq!(replay(&spec, &log), game, "{scenario:?} replay differs");
        }
    }
}

/// Solitaire games against the section 9 bot, from every scenario and Ideology: no
/// Jihadist decision reaches a human, every invariant holds, and the game replays exactly
/// from its seed and the US player's actions.
#[test]
fn solitaire_games_against_the_bot() {
    use labyrinth_engine::Ideology;
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        for (j, ideology) in Ideology::ALL.into_iter().enumerate() {
            let mut spec = spec(scenario, Players::Solitaire, 300 + (i * 6 + j) as u64);
            spec.ideology = ideology;
            spec.mini_decks = j % 2 == 1;
            let (game, log) = play(&spec, (i * 6 + j) as u64, false);
            assert!(log.iter().all(|(side, _)| *side == Side::Us));
            assert_eq!(replay(&spec, &log), game, "{scenario:?} {ideology:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]
    #[test]
    fn random_games_keep_the_invariants(seed in any::<u64>(), choices in any::<u64>(), which in 0usize..4, length in 1u8..=3) {
        let mut spec = spec(Scenario::ALL[which], Players::TwoPlayer, seed);
        spec.game_length = length;
        let (game, log) = play(&spec, choices, false);
        prop_assert_eq!(replay(&spec, &log), game);
    }
}

/// A shrunk failure kept as a test: the emptied 1st Plot box was lost on a JSON round trip.
#[test]
fn regression_first_plot_box_round_trip() {
    let mut spec = spec(
        Scenario::MissionAccomplished,
        Players::TwoPlayer,
        843180760122881826,
    );
    spec.game_length = 1;
    let (game, log) = play(&spec, 2605497936698478901, false);
    assert_eq!(replay(&spec, &log), game);
}
