//! 3.2 a new game: the scenario set up, the deck shuffled, then the special set-up and the
//! deal run by the sequence of play up to the first decision.

use crate::dice::{Dice, SeededDice};
use crate::log::LogEntry;
use crate::play::Until;
use crate::setup::{NewGameLogged, SetupError, SetupSpec, apply_scenario};
use crate::state::{FORMAT_VERSION, GameState, Players, Scenario, Step};
use crate::types::CardId;

impl GameState {
    /// 3.2 set up a scenario, shuffle, run the special set-up and the deal, and stop at the
    /// first decision (the Jihadist's first card, or a set-up choice).
    pub fn new(spec: &SetupSpec, dice: &mut dyn Dice) -> Result<GameState, SetupError> {
        GameState::new_until(spec, dice, Until::Decision)
    }

    /// [`new`](Self::new), stopping before the solitaire bot's first card (fixtures).
    pub fn new_stepwise(spec: &SetupSpec, dice: &mut dyn Dice) -> Result<GameState, SetupError> {
        GameState::new_until(spec, dice, Until::BotCard)
    }

    /// [`new_stepwise`](Self::new_stepwise) under a stored game's own `format_version`
    /// (the after-action report replays a game as it began).
    pub fn new_stepwise_as(
        spec: &SetupSpec,
        format_version: u32,
        dice: &mut dyn Dice,
    ) -> Result<GameState, SetupError> {
        GameState::new_until_logged(spec, format_version, dice, Until::BotCard).map(|(g, _)| g)
    }

    fn new_until(
        spec: &SetupSpec,
        dice: &mut dyn Dice,
        until: Until,
    ) -> Result<GameState, SetupError> {
        GameState::new_until_logged(spec, FORMAT_VERSION, dice, until).map(|(g, _)| g)
    }

    /// [`new_until`](Self::new_until) with the log of the special set-up (the Anaconda
    /// cells, the Mission Accomplished? Posture rolls) and the deal.
    fn new_until_logged(
        spec: &SetupSpec,
        format_version: u32,
        dice: &mut dyn Dice,
        until: Until,
    ) -> Result<(GameState, Vec<LogEntry>), SetupError> {
        let mut problems = Vec::new();
        if !(1..=FORMAT_VERSION).contains(&format_version) {
            problems.push(format!(
                "format version {format_version} is not one this program knows (1 to {FORMAT_VERSION})"
            ));
        }
        if !(1..=3).contains(&spec.game_length) {
            problems.push(format!(
                "game length must be 1, 2 or 3 decks, not {}",
                spec.game_length
            ));
        }
        let mut g = GameState::blank(spec.players, spec.ideology, spec.game_length, spec.seed);
        g.format_version = format_version;
        g.scenario = spec.scenario;
        g.mini_decks = spec.mini_decks && spec.players == Players::Solitaire;
        if spec.scenario != Scenario::Blank
            && let Err(problem) = apply_scenario(&mut g, spec.scenario)
        {
            problems.push(problem);
        }
        if !problems.is_empty() {
            return Err(SetupError { problems });
        }
        if spec.scenario != Scenario::Blank {
            // 3.2 shuffle the remaining cards into the draw deck.
            let cards: Vec<CardId> = CardId::all().filter(|c| !g.removed.contains(c)).collect();
            g.draw_pile = crate::deck::new_deck(cards, g.mini_decks, |n| dice.below(n)).into();
            g.step = Step::SpecialSetup;
        }
        let logs = g
            .advance_until(Vec::new(), Vec::new(), 0, dice, until)
            .map_err(|e| SetupError {
                problems: vec![e.to_string()],
            })?;
        Ok((g, logs))
    }

    /// [`new_seeded`](Self::new_seeded) in two stages: the game before the solitaire bot's
    /// first card, then the same game at the first decision with the log between (the bot's
    /// first cards). The same final state and dice as `new_seeded`.
    pub fn new_seeded_logged(spec: &SetupSpec) -> Result<NewGameLogged, SetupError> {
        GameState::new_seeded_logged_as(spec, FORMAT_VERSION)
    }

    /// [`new_seeded_logged`](Self::new_seeded_logged) under a stored game's own
    /// `format_version` ([`new_seeded_as`](Self::new_seeded_as)).
    pub fn new_seeded_logged_as(
        spec: &SetupSpec,
        format_version: u32,
    ) -> Result<NewGameLogged, SetupError> {
        let mut rng = SeededDice::new(spec.seed);
        let (mut g, setup) =
            GameState::new_until_logged(spec, format_version, &mut rng, Until::BotCard)?;
        let start = g.clone();
        let logs = g.resume(&mut rng).map_err(|e| SetupError {
            problems: vec![e.to_string()],
        })?;
        g.rng = rng;
        Ok(NewGameLogged {
            setup,
            start,
            state: g,
            logs,
        })
    }

    /// New game with its own seeded dice.
    pub fn new_seeded(spec: &SetupSpec) -> Result<GameState, SetupError> {
        GameState::new_seeded_as(spec, FORMAT_VERSION)
    }

    /// [`new_seeded`](Self::new_seeded) under `format_version`: a stored game's own, the
    /// version it began under, so that a game begun before a change of the rules' reading
    /// (`state::FORMAT_VERSION`) replays from its seed as it was played.
    pub fn new_seeded_as(spec: &SetupSpec, format_version: u32) -> Result<GameState, SetupError> {
        let mut rng = SeededDice::new(spec.seed);
        let (mut g, _) =
            GameState::new_until_logged(spec, format_version, &mut rng, Until::Decision)?;
        g.rng = rng;
        Ok(g)
    }
}
