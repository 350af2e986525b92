//! Computer seats. Every computer player outside the engine answers through one interface,
//! [`Policy::decide`]: the pending decision of its side and what that side may see, the
//! engine's [`SideView`] (never the other hand, the draw order or face-down Plot values),
//! in, an answer and its public reason line out. The app records its answers in the action
//! log like a player's, so replay does not need the policy. The simulator's US
//! (`sim::us_policy`) is the computer US's own policy, read through the same view.
//!
//! The section 9 Jihadist bot is the one computer player inside the engine: the rules make
//! its play a procedure run with the game's dice (9.1-9.4), so the engine runs it in the
//! executor and replays it from the dice instead of recording its answers
//! (docs/ARCHITECTURE.md, "Who answers, outside the engine").

use labyrinth_engine::{Answer, SideView};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::i18n::Lang;

/// A computer player's answer, with the public reason line posted with the card play.
#[derive(Clone, Debug, PartialEq)]
pub struct Decided {
    pub answer: Answer,
    pub reason: Option<String>,
}

/// Something that answers decisions for one side.
pub trait Policy {
    /// Registry name stored in the seat (`random`).
    fn name(&self) -> &'static str;
    /// The message key of how players see it named (`locales/*/replies.ftl`).
    fn label_key(&self) -> &'static str;
    /// How players see it named, in `lang`.
    fn label(&self, lang: Lang) -> String {
        crate::tr!(lang, self.label_key())
    }
    /// Its answer to `view`'s pending decision (one of the listed options), its reason in
    /// `lang`; `None` when its side has nothing to answer. `seed` makes a random choice
    /// reproducible (the app derives it from the game and the step).
    fn decide(&self, view: &SideView<'_>, seed: u64, lang: Lang) -> Option<Decided>;
    /// Whether deciding `view`'s pending decision takes long (a look ahead): a shared app
    /// thinks it outside its lock (`app::serve_shared`).
    fn thinks_long(&self, _view: &SideView<'_>) -> bool {
        false
    }
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
    fn decide(&self, _view: &SideView<'_>, _seed: u64, _lang: Lang) -> Option<Decided> {
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
    fn decide(&self, view: &SideView<'_>, seed: u64, _lang: Lang) -> Option<Decided> {
        let options = &view.pending()?.options;
        if options.is_empty() {
            return None;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let index = rng.random_range(0..options.len());
        options.get(index).map(|&answer| Decided {
            answer,
            reason: None,
        })
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
    use labyrinth_engine::{GameState, Scenario, SetupSpec, Side};

    #[test]
    fn random_policy_picks_a_listed_option_reproducibly() {
        let spec = SetupSpec::new(Scenario::LetsRoll, 9);
        let game = GameState::new_seeded(&spec).unwrap();
        let view = game.side_view(Side::Jihadist);
        let first = RandomPolicy.decide(&view, 5, Lang::En).unwrap();
        assert_eq!(
            Some(&first),
            RandomPolicy.decide(&view, 5, Lang::En).as_ref()
        );
        assert!(view.pending().unwrap().options.contains(&first.answer));
        let us = game.side_view(Side::Us);
        assert!(RandomPolicy.decide(&us, 5, Lang::En).is_none());
        assert!(SolitaireBot.decide(&view, 5, Lang::En).is_none());
    }
}
