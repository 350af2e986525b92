//! The Jihadist seat changes hands in a game in progress ([`Action::Players`]): the section 9
//! bot takes over from a person who left (the game becomes solitaire), or the person takes
//! it back (two-player again). Recorded in the action log like any action, so replay is
//! exact.
//!
//! - 9.2 the hand in progress becomes the bot's face-down pile in random order: shuffled
//!   with the game's dice.
//! - 9.4.1 the bot never uses Reserves: Jihadist Reserves stay on the track unused and are
//!   lost at the end of the turn (6.3.3.2).
//! - 9.3.3 each WMD in play sets aside a numbered Plot marker; taken back, the set-aside
//!   markers return to Available.
//! - The Ideology (9.7) stays as it is: Normal in a game begun two-player.
//! - A Jihadist step left unfinished (the person was asked mid-card) is taken back: the
//!   state is at its checkpoint, so it runs again from its start, now for the bot. The seat
//!   goes back to a person only between steps: the bot's answers are not recorded, so a step
//!   in progress cannot re-run with a person answering.
//!
//! [`Action::Players`]: crate::Action::Players

use crate::deck::shuffle;
use crate::dice::Dice;
use crate::error::{Reason, RuleError};
use crate::log::LogEntry;
use crate::state::{GameState, Players};
use crate::types::Side;

impl GameState {
    /// The Jihadist seat passes to the section 9 bot (`Solitaire`) or back to a person
    /// (`TwoPlayer`); then the game runs on until someone must decide (the bot plays).
    pub(crate) fn change_players(
        &mut self,
        side: Side,
        players: Players,
        dice: &mut dyn Dice,
    ) -> Result<Vec<LogEntry>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if side != Side::Jihadist {
            return Err(RuleError::Invalid(Reason::new(
                "only the Jihadist seat passes to the solitaire bot (9.0)",
            )));
        }
        if self.players == players {
            return Err(RuleError::Invalid(Reason::new(match players {
                Players::Solitaire => "the bot already plays the Jihadist",
                Players::TwoPlayer => "a person already plays the Jihadist",
            })));
        }
        let mid_step = self
            .pending
            .as_ref()
            .is_some_and(|p| !p.answers.is_empty() || !p.rolls.is_empty() || p.logged > 0);
        let mut work = self.clone();
        match players {
            Players::Solitaire => {
                if work
                    .pending
                    .as_ref()
                    .is_some_and(|p| p.decision.side == Side::Us)
                    && mid_step
                {
                    return Err(between_steps());
                }
                work.pending = None;
                work.players = Players::Solitaire;
                shuffle_pile(&mut work, dice);
                crate::available_plots::set_aside_for_wmd(&mut work);
            }
            Players::TwoPlayer => {
                if mid_step {
                    return Err(between_steps());
                }
                work.pending = None;
                work.players = Players::TwoPlayer;
                work.mini_decks = false;
                for plot in std::mem::take(&mut work.set_aside_plots) {
                    work.available_plots.push(plot);
                }
                work.available_plots.sort();
                work.pending_set_aside = 0;
            }
        }
        let logs = work.advance(Vec::new(), Vec::new(), 0, dice)?;
        *self = work;
        Ok(logs)
    }
}

fn between_steps() -> RuleError {
    RuleError::Invalid(Reason::new(
        "the Jihadist seat changes hands only between steps: finish the one in progress first",
    ))
}

/// 9.2 the hand becomes a face-down pile in random order (the game's shuffle).
fn shuffle_pile(g: &mut GameState, dice: &mut dyn Dice) {
    shuffle(g.hands.jihadist.as_mut_slice(), |n| dice.below(n));
}

#[cfg(test)]
mod tests {
    use crate::action::Action;
    use crate::decision::{Answer, Plot};
    use crate::dice::SeededDice;
    use crate::setup::SetupSpec;
    use crate::state::{GameState, Players, Scenario};
    use crate::types::Side;

    fn two_player(seed: u64) -> GameState {
        let spec = SetupSpec {
            players: Players::TwoPlayer,
            ..SetupSpec::new(Scenario::LetsRoll, seed)
        };
        GameState::new_seeded(&spec).unwrap()
    }

    fn sorted(cards: &[crate::types::CardId]) -> Vec<crate::types::CardId> {
        let mut v = cards.to_vec();
        v.sort();
        v
    }

    /// 9.2 the Jihadist hand becomes the bot's pile, shuffled by the game's dice: the same
    /// cards, and the same order for the same dice (replay).
    #[test]
    fn the_hand_becomes_the_bots_pile_and_the_bot_plays() {
        let g = two_player(3);
        assert_eq!(g.pending().unwrap().side, Side::Jihadist);
        let hand = sorted(&g.hands.jihadist);
        let to_bot = Action::Players(Players::Solitaire);
        let (mut a, mut b) = (g.clone(), g.clone());
        let logs = a.apply_seeded(Side::Jihadist, &to_bot).unwrap();
        b.apply_seeded(Side::Jihadist, &to_bot).unwrap();
        assert!(a == b, "the same dice, the same game");
        assert_eq!(a.players, Players::Solitaire);
        // The bot played its cards (9.2) and the US decides now.
        assert_eq!(a.pending().unwrap().side, Side::Us);
        assert!(
            logs.iter().any(|e| matches!(
                e,
                crate::log::LogEntry::CardPlayed {
                    side: Side::Jihadist,
                    ..
                }
            )),
            "{logs:?}"
        );
        let left: Vec<_> = a.hands.jihadist.to_vec();
        assert!(left.iter().all(|c| hand.contains(c)));
        // Only the Jihadist seat changes hands, and not twice.
        assert!(g.clone().apply_seeded(Side::Us, &to_bot).is_err());
        assert!(a.clone().apply_seeded(Side::Jihadist, &to_bot).is_err());
    }

    /// The shuffle is random: over seeds the pile's top card differs.
    #[test]
    fn the_pile_is_shuffled() {
        let g = two_player(5);
        let tops: std::collections::BTreeSet<_> = (0..20)
            .map(|seed| {
                let mut work = g.clone();
                work.pending = None;
                work.players = Players::Solitaire;
                super::shuffle_pile(&mut work, &mut SeededDice::new(seed));
                assert_eq!(sorted(&work.hands.jihadist), sorted(&g.hands.jihadist));
                work.hands.jihadist[0]
            })
            .collect();
        assert!(tops.len() > 1, "{tops:?}");
    }

    /// The person takes the seat back between steps: the pile is their hand again, and the
    /// 9.3.3 set-aside markers return; mid-step it is refused and nothing changes.
    #[test]
    fn the_seat_goes_back_between_steps_only() {
        let mut g = two_player(3);
        g.available_plots.push(Plot::Wmd);
        g.apply_seeded(Side::Jihadist, &Action::Players(Players::Solitaire))
            .unwrap();
        assert!(!g.set_aside_plots.is_empty(), "9.3.3 a WMD sets one aside");
        let pile = sorted(&g.hands.jihadist);
        let back = Action::Players(Players::TwoPlayer);
        let mut mid = g.clone();
        if let Some(p) = mid.pending.as_mut() {
            p.answers.push(Answer::Done);
        }
        let before = mid.clone();
        assert!(mid.apply_seeded(Side::Jihadist, &back).is_err());
        assert!(mid == before);
        g.apply_seeded(Side::Jihadist, &back).unwrap();
        assert_eq!(g.players, Players::TwoPlayer);
        assert!(g.set_aside_plots.is_empty());
        assert_eq!(sorted(&g.hands.jihadist), pile);
        assert_eq!(g.pending().unwrap().side, Side::Us);
    }
}
