//! The computer US reads only what the US player may see (issue 28): at every US decision of
//! solitaire games (against the section 9 bot) and of two-player games (against random
//! Jihadist play), the same position with everything hidden from the US scrambled (the
//! Jihadist hand and the draw pile dealt anew from the same cards, every face-down Plot and
//! every Available Plot given another value, another dice stream) gets the same answer and
//! the same reason line.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_bot::sim::us_policy::{self, UsView};
use labyrinth_engine::{
    Action, GameState, Ideology, Players, Plot, Scenario, SeededDice, SetupSpec, Side,
};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const PLOTS: [Plot; 4] = [Plot::One, Plot::Two, Plot::Three, Plot::Wmd];

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
    for country in twin.countries.iter_mut() {
        for plot in country.plots.iter_mut().filter(|p| !p.face_up) {
            plot.plot = PLOTS[rng.random_range(0..4)];
        }
    }
    for plot in twin.available_plots.iter_mut() {
        *plot = PLOTS[rng.random_range(0..4)];
    }
    twin.rng = SeededDice::new(rng.random());
    twin
}

/// Play one game to its end (the US by the policy, a two-player Jihadist at random),
/// checking every US decision against scrambled twins; returns how many were checked.
fn check_game(spec: &SetupSpec) -> usize {
    let mut g = GameState::new_seeded(spec).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(spec.seed);
    let mut checked = 0;
    for _ in 0..20_000 {
        let Some(decision) = g.pending().cloned() else {
            break;
        };
        let answer = if decision.side == Side::Us {
            let answer = us_policy::choose(&g).unwrap();
            let reason = us_policy::explain(&UsView::of(&g), &decision, answer);
            for _ in 0..2 {
                let twin = scrambled(&g, &mut rng);
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
            answer
        } else {
            decision.options[rng.random_range(0..decision.options.len())]
        };
        g.apply_seeded(decision.side, &Action::Answer(answer))
            .unwrap();
    }
    assert!(g.outcome.is_some(), "seed {}: no end", spec.seed);
    checked
}

#[test]
fn the_computer_us_reads_only_the_us_view() {
    let mut checked = 0;
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        for players in [Players::Solitaire, Players::TwoPlayer] {
            let spec = SetupSpec {
                scenario,
                players,
                ideology: if players == Players::Solitaire {
                    Ideology::Potent
                } else {
                    Ideology::Normal
                },
                game_length: 1,
                seed: 40 + i as u64,
                mini_decks: false,
            };
            checked += check_game(&spec);
        }
    }
    assert!(checked > 500, "{checked} US decisions checked");
}
