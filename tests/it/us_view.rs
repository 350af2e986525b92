//! The computer US reads only what the US player may see (issue 28): at every US decision of
//! solitaire games (against the section 9 bot) and of two-player games (against random
//! Jihadist play), the same position with everything hidden from the US scrambled (the
//! Jihadist hand and the draw pile dealt anew from the same cards, the face-down and the
//! Available Plots trading values, another dice stream) gets the same answer and the same
//! reason line; so does its look ahead at the end of the deck.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_bot::i18n::Lang;
use labyrinth_bot::sim::lookahead;
use labyrinth_bot::sim::us_policy::{self, UsView};
use labyrinth_engine::{
    Action, Decision, GameState, Ideology, Players, Plot, Scenario, SeededDice, SetupSpec, Side,
};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `g` with everything hidden from the US replaced at random (the same US view).
fn scrambled(g: &GameState, rng: &mut ChaCha8Rng) -> GameState {
    let mut twin = g.clone();
    let mut unseen: Vec<_> = g.hands.jihadist.to_vec();
    unseen.extend(g.draw_pile.to_vec());
    unseen.shuffle(rng);
    let in_hand = g.hands.jihadist.len();
    twin.hands.jihadist.clear();
    twin.hands.jihadist.extend_from_slice(&unseen[..in_hand]);
    twin.draw_pile.clear();
    twin.draw_pile.extend_from_slice(&unseen[in_hand..]);
    // Face-down and Available Plots trade values: the markers in the game stay the same.
    let mut markers: Vec<Plot> = twin
        .countries
        .iter()
        .flat_map(|c| c.plots.iter().filter(|p| !p.face_up).map(|p| p.plot))
        .chain(twin.available_plots.iter().copied())
        .collect();
    markers.shuffle(rng);
    let mut dealt = markers.into_iter();
    for country in twin.countries.iter_mut() {
        for plot in country.plots.iter_mut().filter(|p| !p.face_up) {
            plot.plot = dealt.next().unwrap();
        }
    }
    for plot in twin.available_plots.iter_mut() {
        *plot = dealt.next().unwrap();
    }
    twin.rng = SeededDice::new(rng.random());
    twin
}

/// Play `spec` to its end, the US by the policy and a two-player Jihadist at random; `check`
/// sees every US decision before it is answered (with the test's random numbers).
fn play(spec: &SetupSpec, mut check: impl FnMut(&GameState, &Decision, &mut ChaCha8Rng)) {
    let mut g = GameState::new_seeded(spec).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(spec.seed);
    for _ in 0..20_000 {
        let Some(decision) = g.pending().cloned() else {
            break;
        };
        let answer = if decision.side == Side::Us {
            check(&g, &decision, &mut rng);
            us_policy::choose(&g).unwrap()
        } else {
            decision.options[rng.random_range(0..decision.options.len())]
        };
        g.apply_seeded(decision.side, &Action::Answer(answer))
            .unwrap();
    }
    assert!(g.outcome.is_some(), "seed {}: no end", spec.seed);
}

/// Play one game to its end, checking every US decision against scrambled twins; returns
/// how many were checked.
fn check_game(spec: &SetupSpec) -> usize {
    let mut checked = 0;
    play(spec, |g, decision, rng| {
        let answer = us_policy::choose(g).unwrap();
        let reason = us_policy::explain(&UsView::of(g), decision, answer);
        for _ in 0..2 {
            let twin = scrambled(g, rng);
            assert_eq!(
                us_policy::choose(&twin),
                Some(answer),
                "seed {} turn {}: {:?}",
                spec.seed,
                g.turn,
                decision.kind
            );
            let twin_decision = twin.pending().unwrap();
            assert_eq!(
                us_policy::explain(&UsView::of(&twin), twin_decision, answer),
                reason
            );
        }
        checked += 1;
    });
    checked
}

#[test]
fn the_computer_us_reads_only_the_us_view() {
    let mut checked = 0;
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        for players in [Players::Solitaire, Players::TwoPlayer] {
            let spec = SetupSpec {
                players,
                ideology: if players == Players::Solitaire {
                    Ideology::Potent
                } else {
                    Ideology::Normal
                },
                ..SetupSpec::new(scenario, 40 + i as u64)
            };
            checked += check_game(&spec);
        }
    }
    assert!(checked > 500, "{checked} US decisions checked");
}

/// Play `spec` to its end, checking the look ahead at the first `looks` US decisions it
/// applies to: the same answer, tallies and reason line for scrambled twins. Returns how
/// many were checked.
fn check_looks(spec: &SetupSpec, looks: usize) -> usize {
    let mut checked = 0;
    play(spec, |g, decision, rng| {
        let view = g.side_view(Side::Us);
        if checked >= looks || !lookahead::applies(&view) {
            return;
        }
        let heuristic = us_policy::choose(g).unwrap();
        let looked = lookahead::look(&view, heuristic, 11).unwrap();
        assert!(decision.allows(&looked.answer));
        assert!(looked.games >= lookahead::FIRST as u32);
        let line = lookahead::explain_lang(Lang::En, decision, &looked).unwrap();
        assert!(line.contains(" games played out to the end"), "{line}");
        for _ in 0..2 {
            let twin = scrambled(g, rng);
            assert_eq!(
                lookahead::look(&twin.side_view(Side::Us), heuristic, 11),
                Some(looked),
                "seed {}: {:?}",
                spec.seed,
                decision.kind
            );
        }
        checked += 1;
    });
    checked
}

/// The look ahead deals anew only from the US view: scrambling what the US cannot see
/// changes none of its answers or tallies, in a solitaire game and a two-player one.
#[test]
fn the_look_ahead_reads_only_the_us_view() {
    for players in [Players::Solitaire, Players::TwoPlayer] {
        let mut checked = 0;
        // Some games end before the look ahead starts: play until three looks are checked.
        for seed in 7..15 {
            let spec = SetupSpec {
                players,
                ..SetupSpec::new(Scenario::LetsRoll, seed)
            };
            checked += check_looks(&spec, 3 - checked);
            if checked >= 3 {
                break;
            }
        }
        assert_eq!(checked, 3, "{players:?}: {checked} looks checked");
    }
}
