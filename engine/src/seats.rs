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

use crate::decision::Plot;
use crate::deck::{interleave, new_deck, shuffle};
use crate::dice::{Dice, SeededDice};
use crate::error::{Reason, RuleError};
use crate::log::LogEntry;
use crate::side_view::SideView;
use crate::state::{GameState, Players};
use crate::types::{CardId, Country, Side};

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
                set_aside_for_wmd(&mut work);
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

impl SideView<'_> {
    /// A game the US player could not tell from this one, for a computer US that plays the
    /// rest out: what the US sees is kept (the map, the tracks, its hand, the discards, how
    /// many cards each pile holds, the step in progress), and what it cannot see is dealt
    /// anew with `seed`: the Jihadist hand and the draw pile from their cards together, the
    /// face-down Plots and the Available Plots from their markers together, and the dice
    /// (with 9.2's mini-decks, the new pile is interleaved as they are, from its start).
    /// Only what the view shows decides the result (each pool is sorted before it is
    /// shuffled). The section 9 bot plays the Jihadist in it, as in a seat taken over (a
    /// person's hand becomes the bot's pile, 9.2). `None` for a Jihadist view, a game over,
    /// or a US question within a person's Jihadist card, which would not re-run the same
    /// with the bot.
    pub fn possible_game(&self, seed: u64) -> Option<GameState> {
        if self.side() != Side::Us {
            return None;
        }
        let g = self.whole_game();
        if g.outcome.is_some() {
            return None;
        }
        let mut dice = SeededDice::new(seed);
        let mut twin = g.clone();
        let mut cards: Vec<CardId> = g.hands.jihadist.to_vec();
        cards.extend(g.draw_pile.iter().copied());
        // One deck of both, the hand dealt from its top; 9.2's mini-decks split the rest.
        let mut cards = new_deck(cards, false, |n| dice.below(n));
        let mut pile = cards.split_off(g.hands.jihadist.len().min(cards.len()));
        if twin.mini_decks {
            interleave(&mut pile);
        }
        twin.hands.jihadist.clear();
        twin.hands.jihadist.extend_from_slice(&cards);
        twin.draw_pile.clear();
        twin.draw_pile.extend_from_slice(&pile);
        let mut plots: Vec<Plot> = twin
            .countries
            .iter()
            .flat_map(|c| c.plots.iter().filter(|p| !p.face_up).map(|p| p.plot))
            .collect();
        plots.extend(twin.available_plots.iter().copied());
        plots.sort();
        shuffle(&mut plots, |n| dice.below(n));
        let mut dealt = plots.iter().copied();
        for country in twin.countries.iter_mut() {
            for plot in country.plots.iter_mut().filter(|p| !p.face_up) {
                plot.plot = dealt.next()?;
            }
        }
        twin.available_plots.clear();
        for plot in dealt {
            twin.available_plots.push(plot);
        }
        twin.available_plots.sort();
        twin.rng = SeededDice::new(seed ^ 0x5DEE_CE66_D1CE_5EED);
        if twin.players == Players::TwoPlayer {
            // The step in progress runs again from its checkpoint with the US's answers and
            // the rolls already seen, now with the bot as Jihadist.
            let step = twin.pending.take()?;
            twin.players = Players::Solitaire;
            set_aside_for_wmd(&mut twin);
            let mut twin_dice = twin.rng.clone();
            twin.advance(step.answers, step.rolls, step.logged, &mut twin_dice)
                .ok()?;
            twin.rng = twin_dice;
            // A step the person was answering in (a Jihadist card) does not re-run the same
            // for the bot: no possible game then.
            if twin.pending() != g.pending() {
                return None;
            }
        }
        Some(twin)
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

/// 9.3.3 one lowest numbered Available marker set aside per WMD in play (Available or on
/// the map); none Available: the next to return is set aside.
fn set_aside_for_wmd(g: &mut GameState) {
    let on_map = Country::ALL
        .iter()
        .flat_map(|c| g.country(*c).plots.iter())
        .filter(|p| p.plot == Plot::Wmd)
        .count();
    let available = g
        .available_plots
        .iter()
        .filter(|p| **p == Plot::Wmd)
        .count();
    for _ in 0..on_map + available {
        crate::available_plots::set_aside_lowest(g);
    }
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
            scenario: Scenario::LetsRoll,
            players: Players::TwoPlayer,
            ideology: Default::default(),
            game_length: 1,
            seed,
            mini_decks: false,
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

    /// A new Let's Roll! solitaire game, with or without 9.2's mini-decks.
    fn solitaire(mini_decks: bool) -> GameState {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: Players::Solitaire,
            ideology: Default::default(),
            game_length: 1,
            seed: 9,
            mini_decks,
        };
        GameState::new_seeded(&spec).unwrap()
    }

    fn plots_unseen(g: &GameState) -> Vec<Plot> {
        let mut v: Vec<Plot> = g
            .countries
            .iter()
            .flat_map(|c| c.plots.iter().filter(|p| !p.face_up).map(|p| p.plot))
            .chain(g.available_plots.iter().copied())
            .collect();
        v.sort();
        v
    }

    /// A possible game keeps all the US sees and deals anew what it cannot see: the same
    /// for the same seed, another for another, and only the view decides it.
    #[test]
    fn a_possible_game_keeps_the_us_view() {
        let mut g = solitaire(false);
        // A face-down Plot on the map, so the markers are dealt too.
        g.country_mut(crate::types::Country::Iraq)
            .plots
            .push(crate::decision::MapPlot::face_down(Plot::Wmd));
        let view = g.side_view(Side::Us);
        let twin = view.possible_game(1).unwrap();
        assert!(
            twin == view.possible_game(1).unwrap(),
            "the same seed, the same game"
        );
        assert_eq!(twin.hands.us, g.hands.us);
        assert_eq!(twin.hands.jihadist.len(), g.hands.jihadist.len());
        assert_eq!(twin.draw_pile.len(), g.draw_pile.len());
        let unseen = |g: &GameState| {
            let mut v: Vec<_> = g
                .hands
                .jihadist
                .iter()
                .chain(g.draw_pile.iter())
                .copied()
                .collect();
            v.sort();
            v
        };
        assert_eq!(unseen(&twin), unseen(&g));
        assert_eq!(plots_unseen(&twin), plots_unseen(&g));
        assert_eq!(twin.pending(), g.pending());
        let piles: std::collections::BTreeSet<_> = (0..10)
            .map(|seed| view.possible_game(seed).unwrap().draw_pile.to_vec())
            .collect();
        assert!(piles.len() > 1, "the draw pile is dealt anew");
        // What the US cannot see does not change the result.
        let mut scrambled = g.clone();
        scrambled.draw_pile.reverse();
        scrambled.rng = SeededDice::new(77);
        assert!(scrambled.side_view(Side::Us).possible_game(1).unwrap() == twin);
        assert!(g.side_view(Side::Jihadist).possible_game(1).is_none());
    }

    /// 9.2 with mini-decks, the pile dealt anew is interleaved as the mini-decks are.
    #[test]
    fn a_possible_game_keeps_the_mini_decks() {
        let g = solitaire(true);
        assert!(g.mini_decks);
        let twin = g.side_view(Side::Us).possible_game(5).unwrap();
        let mut interleaved = twin.draw_pile.to_vec();
        crate::deck::interleave(&mut interleaved);
        assert_eq!(twin.draw_pile.to_vec(), interleaved);
    }

    /// In a two-player game the bot takes the Jihadist seat of the possible game, which
    /// asks the US the same question.
    #[test]
    fn a_possible_two_player_game_has_the_bot_as_jihadist() {
        let mut g = two_player(4);
        while g.pending().unwrap().side == Side::Jihadist {
            let answer = g.pending().unwrap().options[0];
            g.apply_seeded(Side::Jihadist, &Action::Answer(answer))
                .unwrap();
        }
        let twin = g.side_view(Side::Us).possible_game(3).unwrap();
        assert_eq!(twin.players, Players::Solitaire);
        assert_eq!(twin.pending(), g.pending());
        assert_eq!(twin.hands.us, g.hands.us);
    }
}
