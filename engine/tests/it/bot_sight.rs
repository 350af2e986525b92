//! The section 9 bot decides from what the Jihadist player may see (9.0, issue 23): the US
//! hand and the order of the draw pile are hidden from it. At US decisions of solitaire
//! games, a twin whose US hand and draw pile are dealt anew from the same cards (the same
//! counts, the same public board, the same dice) gets the same US answer; the two logs may
//! part only where a hidden card shows (a draw, a discard), never first at one of the bot's
//! reason lines or at a Jihadist choice.
//!
//! The cards the pending step names (its options, the card being played) stay in the twin's
//! US hand, so that the same answer is legal in both.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Action, Answer, CardId, GameState, Ideology, LogEntry, Players, Scenario, SetupSpec, Side,
};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const SCENARIOS: [Scenario; 4] = [
    Scenario::LetsRoll,
    Scenario::YouCanCallMeAl,
    Scenario::Anaconda,
    Scenario::MissionAccomplished,
];
const GAMES_PER_SCENARIO: u64 = 12;

/// `g` with the draw pile shuffled and the US cards the pending step does not name dealt
/// anew from the US hand and the draw pile (the same counts).
fn twin(g: &GameState, rng: &mut ChaCha8Rng) -> GameState {
    let named: Vec<CardId> = g
        .pending
        .iter()
        .flat_map(|p| p.decision.options.iter().chain(&p.answers))
        .filter_map(|a| match a {
            Answer::Card(card) => Some(*card),
            _ => None,
        })
        .collect();
    let (kept, free): (Vec<CardId>, Vec<CardId>) =
        g.hands.us.iter().partition(|c| named.contains(c));
    let mut unseen = free.clone();
    unseen.extend(g.draw_pile.to_vec());
    unseen.shuffle(rng);
    let mut twin = g.clone();
    twin.hands.us.clear();
    twin.hands.us.extend_from_slice(&kept);
    twin.hands.us.extend_from_slice(&unseen[..free.len()]);
    twin.draw_pile.clear();
    twin.draw_pile.extend_from_slice(&unseen[free.len()..]);
    twin
}

/// The first entry where the two logs part must not be the bot's: the bot read nothing
/// hidden before a hidden card showed.
fn part_where_cards_show(spec: &SetupSpec, at: usize, a: &[LogEntry], b: &[LogEntry]) -> bool {
    let Some(i) = a.iter().zip(b).position(|(x, y)| x != y) else {
        return false;
    };
    for entry in [&a[i], &b[i]] {
        assert!(
            !matches!(entry, LogEntry::BotReason { .. }),
            "{spec:?}, US answer {at}: the bot decided differently when only hidden cards \
             differed:\n{:?}\n{:?}",
            &a[i.saturating_sub(3)..=i],
            &b[i.saturating_sub(3)..=i]
        );
    }
    true
}

#[test]
fn the_bot_reads_nothing_the_jihadist_cannot_see() {
    let (mut compared, mut parted) = (0, 0);
    for scenario in SCENARIOS {
        for i in 0..GAMES_PER_SCENARIO {
            let spec = SetupSpec {
                players: Players::Solitaire,
                ideology: [Ideology::Normal, Ideology::Potent, Ideology::Virulent][i as usize % 3],
                mini_decks: i % 2 == 1,
                ..SetupSpec::new(scenario, 0xB075_1647 + i)
            };
            let mut g = GameState::new_seeded(&spec).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(spec.seed);
            for at in 0..20_000 {
                let Some(decision) = g.pending().cloned() else {
                    break;
                };
                let answer = decision.options[rng.random_range(0..decision.options.len())];
                let action = Action::Answer(answer);
                let other = twin(&g, &mut rng);
                let logs = g.apply_seeded(Side::Us, &action).unwrap();
                let mut other = other;
                if let Ok(other_logs) = other.apply_seeded(Side::Us, &action) {
                    compared += 1;
                    parted += usize::from(part_where_cards_show(&spec, at, &logs, &other_logs));
                }
            }
            assert!(g.outcome.is_some(), "{spec:?}: the game did not end");
        }
    }
    // The property was exercised: many twins, and some where hidden cards did show.
    eprintln!("{compared} twins, {parted} parted");
    assert!(compared > 1_000, "{compared} twins");
    assert!(parted > 10, "{parted} twins parted");
}
