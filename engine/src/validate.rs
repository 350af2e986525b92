//! A saved game read back from storage is checked before it is played on: a known format
//! version, 38 countries, every card in exactly one place (2.3: the deck holds 120), and the
//! pieces of the game conserved (4.7.3 troops, 4.7.4 cells, 4.7.8 Plot markers), tracks in
//! range. A state that fails is refused with every problem at once, never indexed into.
//!
//! Problems are stated as counts, never naming a card or where it lies: a broken save may
//! be reported to players and log lines, and hands and the draw order stay hidden.

use crate::decision::Plot;
use crate::state::{CELLS_TOTAL, FORMAT_VERSION, GameState, TROOPS_TOTAL};
use crate::types::{CardId, Country};

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
        if problems.is_empty() {
            Ok(())
        } else {
            Err(InvalidState { problems })
        }
    }
}

/// 120 cards, each in exactly one place: the hands, the draw pile, the discard pile, the
/// removed cards, the Lapsing box and the 1st Plot box. One card may be in play (a card
/// play suspended for an answer, or the card that ended the game).
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
    // A card play in progress holds its card; a play that ended the game leaves its cards
    // where they were: the card played, a nested event's card (Card 90 Quagmire) and a
    // discarded Card 120 US Election (found by 1,000 solitaire games: a finished game
    // must still load).
    let in_play = if g.outcome.is_some() {
        3
    } else {
        usize::from(g.pending.is_some())
    };
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
    let mut problems = Vec::new();
    let troops: usize = g.countries.iter().map(|c| usize::from(c.troops)).sum();
    if troops > usize::from(TROOPS_TOTAL) {
        problems.push(format!(
            "{troops} troops on the map (there are {TROOPS_TOTAL})"
        ));
    }
    let cells: usize = g.countries.iter().map(|c| usize::from(c.cells())).sum();
    if cells > usize::from(CELLS_TOTAL) {
        problems.push(format!(
            "{cells} cells on the map (there are {CELLS_TOTAL})"
        ));
    }
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
    if !(1..=12).contains(&g.prestige) {
        problems.push(format!("Prestige {} is off its track (1-12)", g.prestige));
    }
    if !(1..=9).contains(&g.funding) {
        problems.push(format!("Funding {} is off its track (1-9)", g.funding));
    }
    if g.reserves.us > 2 || g.reserves.jihadist > 2 {
        problems.push("Reserves above 2".to_string());
    }
    if !(1..=3).contains(&g.game_length) {
        problems.push(format!("game length {} (1 to 3 decks)", g.game_length));
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
        g.countries[0].troops = 16;
        let problems = g.validate().unwrap_err().problems;
        assert!(
            problems.iter().any(|p| p.contains("missing")),
            "{problems:?}"
        );
        assert!(problems.iter().any(|p| p.contains("5 numbered Plot")));
        assert!(problems.iter().any(|p| p.contains("troops on the map")));
    }
}
