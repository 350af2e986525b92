//! Computer seats. A policy answers decisions for its side from that side's [`View`] only
//! (DESIGN.md "Seats and policies"); the app records its answers in the action log like a
//! player's, so replay does not need the policy.

use labyrinth_engine::{Answer, View};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Something that answers decisions for one side.
pub trait Policy {
    /// Registry name stored in the seat (`random`).
    fn name(&self) -> &'static str;
    /// The message key of how players see it named (`locales/*/replies.ftl`).
    fn label_key(&self) -> &'static str;
    /// How players see it named, in `lang`.
    fn label(&self, lang: crate::i18n::Lang) -> String {
        crate::tr!(lang, self.label_key())
    }
    /// An answer among `view.pending`'s options; `None` when there is nothing to answer.
    /// `seed` makes the choice reproducible (the app derives it from the game and the step).
    fn decide(&self, view: &View, seed: u64) -> Option<Answer>;
}

/// The rules' section 9 solitaire Jihadist bot. The engine itself plays it in a solitaire
/// game (its phase and every Jihadist decision), so it never has a decision to answer here.
pub struct SolitaireBot;

impl Policy for SolitaireBot {
    fn name(&self) -> &'static str {
        "bot"
    }
    fn label_key(&self) -> &'static str {
        "reply-policy-bot"
    }
    fn decide(&self, _view: &View, _seed: u64) -> Option<Answer> {
        None
    }
}

/// Picks uniformly among the legal options. Not the rules' section 9 Jihadist bot: a
/// practice opponent and a test driver.
pub struct RandomPolicy;

impl Policy for RandomPolicy {
    fn name(&self) -> &'static str {
        "random"
    }
    fn label_key(&self) -> &'static str {
        "reply-policy-random"
    }
    fn decide(&self, view: &View, seed: u64) -> Option<Answer> {
        let options = view.pending.as_ref()?.options.as_ref()?;
        if options.is_empty() {
            return None;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let index = rng.random_range(0..options.len());
        options.get(index).copied()
    }
}

/// The policies a seat may name, in order.
pub const POLICIES: &[&dyn Policy] = &[&SolitaireBot, &RandomPolicy, &super::ComputerUs];

pub fn policy(name: &str) -> Option<&'static dyn Policy> {
    POLICIES.iter().copied().find(|p| p.name() == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{GameState, Scenario, Seat, SetupSpec};

    #[test]
    fn random_policy_picks_a_listed_option_reproducibly() {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: Default::default(),
            ideology: Default::default(),
            game_length: 1,
            seed: 9,
            mini_decks: false,
        };
        let game = GameState::new_seeded(&spec).unwrap();
        let view = game.view(Seat::Jihadist);
        let first = RandomPolicy.decide(&view, 5).unwrap();
        assert_eq!(Some(first), RandomPolicy.decide(&view, 5));
        assert!(view.pending.unwrap().options.unwrap().contains(&first));
        assert!(RandomPolicy.decide(&game.view(Seat::Us), 5).is_none());
    }
}
