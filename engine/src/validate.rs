//! A saved game read back from storage is checked before it is played on: a known format
//! version, 38 countries, every card in exactly one place (2.3: the deck holds 120), the
//! pieces of the game conserved (4.7.3 troops, 4.7.4 cells, 4.7.8 Plot markers) and the
//! board's logic (`board`: markers where the rules allow them). (A track off its end does
//! not load at all: `types::track`.) A state that fails is refused with every problem at
//! once, never indexed into.
//! The pending step too: a live game waits for a decision with at least one option, and
//! that decision is what its step, re-run from the checkpoint with the saved answers and
//! dice, asks; every die it logs is 1-6.
//!
//! Problems are stated as counts, never naming a card or where it lies: a broken save may
//! be reported to players and log lines, and hands and the draw order stay hidden.

use crate::decision::Plot;
use crate::dice::ScriptedDice;
use crate::log::LogEntry;
use crate::state::{FORMAT_VERSION, GameState};
use crate::types::{CardId, Country};

mod board;

/// Numbered Plot markers (4.7.8: 1, 1, 1, 2, 2, 3) and WMD markers in the game.
const NUMBERED_PLOTS: usize = 6;
const WMD_MARKERS: usize = 6;

/// Every problem found in a saved state, at once.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid saved game: {}", problems.join("; "))]
pub struct InvalidState {
    pub problems: Vec<String>,
}

impl GameState {
    /// Check a state read from storage (see the module docs). `Ok` means it can be played
    /// on without out-of-range indexing and with every card and piece accounted for.
    pub fn validate(&self) -> Result<(), InvalidState> {
        let mut problems = Vec::new();
        if self.format_version == 0 || self.format_version > FORMAT_VERSION {
            problems.push(format!(
                "format version {} is not one this program knows (1 to {FORMAT_VERSION})",
                self.format_version
            ));
        }
        if self.countries.len() != Country::ALL.len() {
            problems.push(format!(
                "{} countries instead of {}",
                self.countries.len(),
                Country::ALL.len()
            ));
        }
        problems.extend(card_problems(self));
        problems.extend(piece_problems(self));
        problems.extend(board::board_problems(self));
        // The step re-runs only over a state whose cards and pieces are sound.
        if problems.is_empty() {
            problems.extend(pending_problems(self));
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(InvalidState { problems })
        }
    }
}

/// 120 cards, each in exactly one place: the hands, the draw pile, the discard pile, the
/// removed cards, the Lapsing box and the 1st Plot box (a game that ended in the middle of a
/// card play excepted).
fn card_problems(g: &GameState) -> Vec<String> {
    let mut seen = [0usize; 121];
    let mut count = |card: &CardId| {
        if let Some(n) = seen.get_mut(usize::from(card.number())) {
            *n += 1;
        }
    };
    g.hands.us.iter().for_each(&mut count);
    g.hands.jihadist.iter().for_each(&mut count);
    g.draw_pile.iter().for_each(&mut count);
    g.discard.iter().for_each(&mut count);
    g.removed.iter().for_each(&mut count);
    g.lapsing
        .iter()
        .filter(|l| l.in_box)
        .for_each(|l| count(&l.card));
    if let Some(Some(card)) = &g.first_plot {
        count(card);
    }
    let twice = seen.iter().skip(1).filter(|n| **n > 1).count();
    let missing = seen.iter().skip(1).filter(|n| **n == 0).count();
    // A step waiting for an answer is saved at its checkpoint, before it took any card (the
    // card it plays is still in the hand): no card is missing. A play that ended the game
    // leaves its cards where they were: the card played, a nested event's card (Card 90
    // Quagmire) and a discarded Card 120 US Election (found by 1,000 solitaire games: a
    // finished game must still load).
    let in_play = if g.outcome.is_some() { 3 } else { 0 };
    let mut problems = Vec::new();
    if twice > 0 {
        problems.push(format!("{twice} card(s) are in more than one place"));
    }
    if missing > in_play {
        problems.push(format!("{missing} card(s) are missing from every zone"));
    }
    problems
}

fn piece_problems(g: &GameState) -> Vec<String> {
    let mut problems: Vec<String> = g.pieces_over().iter().map(|o| o.to_string()).collect();
    let placed = g
        .countries
        .iter()
        .flat_map(|c| c.plots.iter().map(|p| p.plot));
    let (wmd_placed, numbered_placed): (Vec<Plot>, Vec<Plot>) =
        placed.partition(|p| *p == Plot::Wmd);
    let wmd_available = g
        .available_plots
        .iter()
        .filter(|p| **p == Plot::Wmd)
        .count();
    // 9.3.3 numbered markers set aside for WMD are still in play.
    let numbered =
        numbered_placed.len() + g.available_plots.len() - wmd_available + g.set_aside_plots.len();
    if numbered != NUMBERED_PLOTS {
        problems.push(format!(
            "{numbered} numbered Plot markers instead of {NUMBERED_PLOTS}"
        ));
    }
    let wmd = wmd_placed.len()
        + wmd_available
        + usize::from(g.wmd_loose_nuke_box)
        + usize::from(g.wmd_pakistan_box);
    if wmd > WMD_MARKERS {
        problems.push(format!("{wmd} WMD markers (there are {WMD_MARKERS})"));
    }
    // Prestige, Funding and Reserves cannot be off their tracks: a save holding one does
    // not load ("Prestige 13 is off its track (1-12)", `types::track`).
    if !(1..=3).contains(&g.game_length) {
        problems.push(format!("game length {} (1 to 3 decks)", g.game_length));
    }
    if g.reshuffles > g.game_length {
        problems.push(format!(
            "{} reshuffles in a game of {} deck(s) (3.3)",
            g.reshuffles, g.game_length
        ));
    }
    problems
}

/// The largest random result a step records: a die is 1-6, a shuffle's pick is below the
/// number of cards (120).
const LARGEST_PICK: u8 = 119;

/// A game in progress waits for one decision, and it is the one its step asks: the step
/// re-runs from the checkpoint with the saved answers and random results (no new ones), and
/// must stop at the same decision, logging only dice of 1-6. Problems say what is wrong,
/// never which card or answer (a pending answer can name a card from a hand).
fn pending_problems(g: &GameState) -> Vec<String> {
    let Some(pending) = &g.pending else {
        return if g.outcome.is_none() {
            vec!["the game is not over but waits for no decision".to_string()]
        } else {
            Vec::new()
        };
    };
    if g.outcome.is_some() {
        return vec!["the game is over but waits for a decision".to_string()];
    }
    if pending.decision.options.is_empty() {
        return vec!["the pending decision has no option".to_string()];
    }
    if pending.rolls.iter().any(|r| *r > LARGEST_PICK) {
        return vec!["a saved die of the pending step is not 1-6".to_string()];
    }
    let mut rerun = g.clone();
    rerun.pending = None;
    let mut dice = ScriptedDice::new([]);
    let logs = match rerun.advance(pending.answers.clone(), pending.rolls.clone(), 0, &mut dice) {
        Ok(logs) => logs,
        Err(_) => {
            return vec!["the pending step does not re-run from its saved answers".to_string()];
        }
    };
    let mut problems = Vec::new();
    if dice.exhausted {
        problems.push("the pending step rolls more dice than were saved".to_string());
    }
    let bad_die = logs.iter().any(|entry| {
        matches!(entry, LogEntry::Rolled { dice, .. } if dice.iter().any(|d| !(1..=6).contains(d)))
    });
    if bad_die {
        problems.push("a saved die of the pending step is not 1-6".to_string());
    }
    if rerun.pending.as_ref().map(|p| &p.decision) != Some(&pending.decision) {
        problems.push("the pending decision is not the one its step asks".to_string());
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::SetupSpec;
    use crate::state::Scenario;

    fn game() -> GameState {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: Default::default(),
            ideology: Default::default(),
            game_length: 1,
            seed: 4,
            mini_decks: false,
        };
        GameState::new_seeded(&spec).unwrap()
    }

    /// A two-player game after `answers` random answers.
    fn played(seed: u64, answers: usize) -> GameState {
        let mut g = game();
        let mut pick = seed;
        for _ in 0..answers {
            let Some(d) = g.pending().cloned() else { break };
            pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let answer = d.options[(pick >> 33) as usize % d.options.len()];
            g.apply_seeded(d.side, &crate::action::Action::Answer(answer))
                .unwrap();
        }
        g
    }

    /// Issue "Nothing hidden can be learned II": logical damage to the pending step is
    /// refused at load, and named without a card.
    #[test]
    fn a_damaged_pending_step_is_refused() {
        use crate::decision::Answer;
        // A position whose step has rolled a die and still waits.
        let rolled = (0..400)
            .map(|n| played(n, n as usize % 60))
            .find(|g| {
                g.pending.as_ref().is_some_and(|p| {
                    p.rolls.iter().any(|r| (1..=6).contains(r)) && !p.answers.is_empty()
                })
            })
            .expect("a step that rolled and waits");
        assert_eq!(rolled.validate(), Ok(()));
        type Damage = fn(&mut GameState);
        let damages: &[(&str, Damage)] = &[
            ("die 255", |g| {
                let p = g.pending.as_mut().unwrap();
                for r in p.rolls.iter_mut().filter(|r| (1..=6).contains(*r)) {
                    *r = 255;
                }
            }),
            ("no option", |g| {
                g.pending.as_mut().unwrap().decision.options.clear()
            }),
            ("options changed", |g| {
                let options = &mut g.pending.as_mut().unwrap().decision.options;
                options.truncate(options.len().saturating_sub(1).max(1));
                options.push(Answer::Done);
                options.dedup();
            }),
            ("side changed", |g| {
                let d = &mut g.pending.as_mut().unwrap().decision;
                d.side = !d.side;
            }),
            ("an answer changed", |g| {
                let p = g.pending.as_mut().unwrap();
                p.answers[0] = Answer::Card(CardId::of::<107>());
            }),
            ("an answer too many", |g| {
                let p = g.pending.as_mut().unwrap();
                let last = p.answers[p.answers.len() - 1];
                p.answers.push(last);
            }),
            ("answers lost", |g| {
                g.pending.as_mut().unwrap().answers.clear()
            }),
            ("dice lost", |g| g.pending.as_mut().unwrap().rolls.clear()),
            ("pending in a finished game", |g| {
                g.outcome = Some(crate::state::Outcome {
                    winner: crate::types::Side::Us,
                    reason: crate::state::VictoryReason::Resignation,
                    tally: None,
                })
            }),
            ("nothing pending", |g| g.pending = None),
            ("reshuffles", |g| g.reshuffles = g.game_length + 1),
        ];
        for (what, damage) in damages {
            let mut g = rolled.clone();
            damage(&mut g);
            let problems = g.validate().expect_err(what).problems;
            for problem in &problems {
                assert!(
                    !problem.contains("107") && !problem.contains('#'),
                    "{what}: {problem}"
                );
            }
        }
    }

    #[test]
    fn a_new_game_is_valid() {
        assert_eq!(game().validate(), Ok(()));
    }

    #[test]
    fn a_game_that_ended_inside_a_nested_event_is_valid() {
        // Card 90 Quagmire's Jihadist event (here Card 63 Gaza War) ended the game: both
        // cards were in play, in no zone.
        let mut g = game();
        g.hands.us.truncate(g.hands.us.len() - 2);
        assert!(g.validate().is_err());
        g.outcome = Some(crate::state::Outcome {
            winner: crate::types::Side::Jihadist,
            reason: crate::state::VictoryReason::PrestigeAndPoor,
            tally: None,
        });
        g.pending = None;
        assert_eq!(g.validate(), Ok(()));
        g.hands.us.truncate(g.hands.us.len() - 2);
        assert!(g.validate().is_err(), "four cards in no zone is damage");
    }

    #[test]
    fn each_kind_of_damage_is_named_without_naming_a_card() {
        let mut g = game();
        g.format_version = 99;
        let card = g.hands.us[0];
        g.hands.us.push(card);
        let problems = g.validate().unwrap_err().problems;
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].contains("format version 99"));
        assert!(problems[1].contains("1 card(s) are in more than one place"));
        assert_eq!(problems[1], "1 card(s) are in more than one place");

        // The countries are a fixed array: a save with 37 of them does not load.
        let mut json = serde_json::to_value(game()).unwrap();
        json["countries"].as_array_mut().unwrap().pop();
        let error = serde_json::from_value::<GameState>(json).unwrap_err();
        assert!(error.to_string().contains("37 countries"), "{error}");

        let mut g = game();
        // One card may be in play while a decision is pending; two cannot.
        g.draw_pile.truncate(g.draw_pile.len() - 2);
        g.available_plots.pop();
        // A damaged save: the moves never put more than 15 troops out.
        let mut json = serde_json::to_value(&g).unwrap();
        json["countries"][0]["troops"] = 16.into();
        let g: GameState = serde_json::from_value(json).unwrap();
        let problems = g.validate().unwrap_err().problems;
        assert!(
            problems.iter().any(|p| p.contains("missing")),
            "{problems:?}"
        );
        assert!(problems.iter().any(|p| p.contains("5 numbered Plot")));
        assert!(problems.iter().any(|p| p.contains("troops on the map")));
    }
}
