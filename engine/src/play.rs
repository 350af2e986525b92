//! The only entry points that change a game: `apply` (and `GameState::new` in setup.rs).
//! A step runs on a working copy; when it needs input it is suspended, and it re-runs from
//! the checkpoint with the recorded answers and dice when the answer arrives.

use crate::action::Action;
use crate::cx::{Cx, Recorded, Responder, Stop};
use crate::decision::Answer;
use crate::dice::Dice;
use crate::error::{ErrorArg, Reason, RuleError};
use crate::log::LogEntry;
use crate::sequence::Sequence;
use crate::state::{GameState, Pending, Players, Step};
use crate::types::Side;

/// How far [`GameState::advance_until`] runs.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) enum Until {
    /// Until someone must decide (the solitaire bot plays through).
    Decision,
    /// Also stop before the solitaire bot plays a card.
    BotCard,
    /// Run the bot's next card, then stop before the one after.
    NextBotCard,
}

/// The list a step added an item to while it was full (`Fixed::overflowed`), if any: the
/// item would be lost, so the step is refused.
fn overflowed_list(g: &GameState) -> Option<&'static str> {
    let lists = [
        ("the US hand", g.hands.us.overflowed()),
        ("the Jihadist hand", g.hands.jihadist.overflowed()),
        ("the draw pile", g.draw_pile.overflowed()),
        ("the discard pile", g.discard.overflowed()),
        ("the removed cards", g.removed.overflowed()),
        ("the Event Box", g.markers.overflowed()),
        ("the lapsing events", g.lapsing.overflowed()),
        ("the Available Plots box", g.available_plots.overflowed()),
        ("the set-aside Plots", g.set_aside_plots.overflowed()),
    ];
    let countries = g
        .countries
        .iter()
        .any(|c| c.plots.overflowed() || c.markers.overflowed());
    lists
        .into_iter()
        .find_map(|(name, overflowed)| overflowed.then_some(name))
        .or(countries.then_some("a country"))
}

/// Completed steps that added an item to a full list are refused, changing nothing: the
/// item would be lost. A full list's flag stays set, so one look before the completed steps
/// become the game sees them all (a suspended step's working copy is dropped unlooked at:
/// it re-runs when answered).
fn overflow_check(done: &GameState) -> Result<(), RuleError> {
    match overflowed_list(done) {
        None => Ok(()),
        Some(list) => Err(RuleError::Invalid(
            Reason::new("internal: more pieces than the game has in {list}; nothing was changed")
                .with("list", ErrorArg::Words(list.to_string())),
        )),
    }
}

/// Is the next automatic step the solitaire bot playing a card (9.2)? Stepwise runs
/// (fixtures) stop here.
fn bot_card_next(g: &GameState) -> bool {
    g.players == Players::Solitaire
        && g.outcome.is_none()
        && g.pending.is_none()
        && g.step == Step::ActionPhase
        && g.phase.side == Side::Jihadist
        && g.phase.cards_played < 2
        && !g.hands.jihadist.is_empty()
}

/// Append a step's new entries (the whole Vec when it is the first).
fn append(logs: &mut Vec<LogEntry>, log: Vec<LogEntry>) {
    if logs.is_empty() {
        *logs = log;
    } else {
        logs.extend(log);
    }
}

impl GameState {
    /// Apply `action` for `side`. On error the state is unchanged (byte-identical JSON).
    pub fn apply(
        &mut self,
        side: Side,
        action: &Action,
        dice: &mut dyn Dice,
    ) -> Result<Vec<LogEntry>, RuleError> {
        if let Action::Adjust(change) = action {
            return self.adjust(change, dice);
        }
        if let Action::Players(players) = action {
            return self.change_players(side, *players, dice);
        }
        // One answer needs no working copy: `answer` changes nothing when it fails.
        if let [answer] = action.answers() {
            return self.answer(side, *answer, dice);
        }
        let mut work = self.clone();
        let mut logs = Vec::new();
        for answer in action.answers() {
            logs.extend(work.answer(side, *answer, dice)?);
        }
        *self = work;
        Ok(logs)
    }

    /// Apply with the game's own seeded dice (the stream is saved with the game).
    pub fn apply_seeded(
        &mut self,
        side: Side,
        action: &Action,
    ) -> Result<Vec<LogEntry>, RuleError> {
        let mut rng = self.rng.clone();
        let logs = self.apply(side, action, &mut rng)?;
        self.rng = rng;
        Ok(logs)
    }

    /// Run the automatic steps of a position built by hand (tests, benchmarks, fixtures)
    /// until someone must decide. No effect if a decision is already pending.
    pub fn resume(&mut self, dice: &mut dyn Dice) -> Result<Vec<LogEntry>, RuleError> {
        if self.pending.is_some() || self.outcome.is_some() {
            return Ok(Vec::new());
        }
        // `advance` changes nothing when it fails.
        self.advance(Vec::new(), Vec::new(), 0, dice)
    }

    /// Stepwise play (fixtures, tests): like [`apply`](Self::apply), but stop before each
    /// card the solitaire bot would play, so [`bot_card`](Self::bot_card) plays it.
    pub fn apply_stepwise(
        &mut self,
        side: Side,
        action: &Action,
        dice: &mut dyn Dice,
    ) -> Result<Vec<LogEntry>, RuleError> {
        if let Action::Adjust(change) = action {
            return self.adjust(change, dice);
        }
        if let Action::Players(players) = action {
            return self.change_players(side, *players, dice);
        }
        let mut work = self.clone();
        let mut logs = Vec::new();
        let answers = action.answers();
        for answer in answers {
            logs.extend(work.answer_until(side, *answer, dice, true)?);
        }
        *self = work;
        Ok(logs)
    }

    /// Stepwise: run the automatic steps, stopping before a bot card.
    pub fn resume_stepwise(&mut self, dice: &mut dyn Dice) -> Result<Vec<LogEntry>, RuleError> {
        if self.pending.is_some() || self.outcome.is_some() {
            return Ok(Vec::new());
        }
        self.advance_until(Vec::new(), Vec::new(), 0, dice, Until::BotCard)
    }

    /// Stepwise: the solitaire bot plays its next card completely (9.4), then the game runs
    /// on until someone must decide or the bot's following card.
    pub fn bot_card(&mut self, dice: &mut dyn Dice) -> Result<Vec<LogEntry>, RuleError> {
        if !bot_card_next(self) {
            return Err(RuleError::Invalid(Reason::new(
                "the solitaire bot has no card to play now",
            )));
        }
        self.advance_until(Vec::new(), Vec::new(), 0, dice, Until::NextBotCard)
    }

    /// A side concedes (any time before the end): the other side wins.
    pub fn resign(&mut self, side: Side) -> Result<Vec<LogEntry>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let outcome = crate::state::Outcome {
            winner: !side,
            reason: crate::state::VictoryReason::Resignation,
            tally: None,
        };
        self.outcome = Some(outcome);
        self.pending = None;
        self.step = crate::state::Step::GameOver;
        Ok(vec![LogEntry::GameOver { outcome }])
    }

    /// Would `answer` be accepted now? (Used by tests and the app; no state change.)
    pub fn check(&self, side: Side, answer: Answer) -> Result<(), RuleError> {
        let mut copy = self.clone();
        let mut dice = crate::dice::SeededDice::new(0);
        copy.answer(side, answer, &mut dice).map(|_| ())
    }

    fn answer(
        &mut self,
        side: Side,
        answer: Answer,
        dice: &mut dyn Dice,
    ) -> Result<Vec<LogEntry>, RuleError> {
        self.answer_until(side, answer, dice, false)
    }

    /// One answer; `stepwise`: stop before a bot card afterwards.
    fn answer_until(
        &mut self,
        side: Side,
        answer: Answer,
        dice: &mut dyn Dice,
        stepwise: bool,
    ) -> Result<Vec<LogEntry>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let pending = self.pending.as_ref().ok_or(RuleError::NothingPending)?;
        if pending.decision.side != side {
            return Err(RuleError::NotYourDecision {
                side,
                waiting: pending.decision.side,
            });
        }
        let mut answers = Vec::with_capacity(pending.answers.len() + 1);
        answers.extend_from_slice(&pending.answers);
        answers.push(answer);
        let (rolls, logged) = (pending.rolls.clone(), pending.logged);
        let until = if stepwise {
            Until::BotCard
        } else {
            Until::Decision
        };
        self.advance_until(answers, rolls, logged, dice, until)
    }

    /// Run steps from the checkpoint until one needs input or the game ends.
    pub(crate) fn advance(
        &mut self,
        answers: Vec<Answer>,
        rolls: Vec<u8>,
        logged: usize,
        dice: &mut dyn Dice,
    ) -> Result<Vec<LogEntry>, RuleError> {
        self.advance_until(answers, rolls, logged, dice, Until::Decision)
    }

    /// [`advance`], optionally stopping before each solitaire bot card (stepwise runs).
    /// On error `self` is unchanged: completed steps are kept aside until the end.
    pub(crate) fn advance_until(
        &mut self,
        mut answers: Vec<Answer>,
        mut rolls: Vec<u8>,
        mut logged: usize,
        dice: &mut dyn Dice,
        until: Until,
    ) -> Result<Vec<LogEntry>, RuleError> {
        let mut logs = Vec::new();
        let mut first = true;
        // Each step runs in a copy of the state the completed steps reached, `done` (still
        // `self` while `None`), which becomes `self` only at the end.
        let mut done: Option<GameState> = None;
        // A bound on automatic steps guards against a rules bug looping forever.
        for _ in 0..10_000 {
            let base = done.as_ref().unwrap_or(self);
            let over = base.outcome.is_some();
            let stop = match until {
                Until::Decision => false,
                Until::BotCard => answers.is_empty() && bot_card_next(base),
                Until::NextBotCard => !first && answers.is_empty() && bot_card_next(base),
            };
            first = false;
            if over || stop {
                if let Some(done) = done {
                    overflow_check(&done)?;
                    *self = done;
                }
                if over {
                    self.pending = None;
                }
                return Ok(logs);
            }
            // The working copy, without the pending decision (it is not copied).
            let mut work = match &done {
                Some(done) => done.clone(),
                None => {
                    let pending = self.pending.take();
                    let work = self.clone();
                    self.pending = pending;
                    work
                }
            };
            let mut cx = Cx::new(&mut work, self.responder(), &Sequence, answers, rolls, dice)
                .skip_reported(logged);
            let result = crate::sequence::run_step(&mut cx);
            if cx.answers_left() > 0 && !matches!(result, Err(Stop::Rule(_))) {
                return Err(RuleError::Invalid(Reason::new(
                    "more answers than the step asked for",
                )));
            }
            let (used_answers, used_rolls, log, total) = cx.into_parts();
            match result {
                Ok(()) | Err(Stop::Over) => {
                    append(&mut logs, log);
                    work.pending = None;
                    // Into the place of the last completed step (one copy fewer than
                    // building a new `Some`).
                    match &mut done {
                        Some(done) => *done = work,
                        None => done = Some(work),
                    }
                    answers = Vec::new();
                    rolls = Vec::new();
                    logged = 0;
                }
                Err(Stop::Need(decision)) => {
                    append(&mut logs, log);
                    // The state stays at the checkpoint: the step re-runs when answered.
                    if let Some(done) = done {
                        overflow_check(&done)?;
                        *self = done;
                    }
                    self.pending = Some(Pending {
                        decision,
                        answers: used_answers,
                        rolls: used_rolls,
                        logged: total,
                    });
                    return Ok(logs);
                }
                Err(Stop::Rule(error)) => return Err(error),
            }
        }
        Err(RuleError::Invalid(Reason::new(
            "internal: the game did not reach a decision",
        )))
    }

    /// Who answers the questions no recorded answer does: in solitaire, the section-9 bot
    /// for the Jihadist (9.0); otherwise people, through `apply`.
    fn responder(&self) -> &'static dyn Responder {
        match self.players {
            Players::Solitaire => &crate::solitaire::Bot,
            Players::TwoPlayer => &Recorded,
        }
    }

    /// 2.1 a side concedes in the middle of a step: what the step did up to the question it
    /// waits on stays (a card the channel saw played stays played). The step re-runs from
    /// its checkpoint with its saved answers and dice only, and its working copy becomes the
    /// state, with nothing pending. Unchanged if the step cannot re-run so.
    pub fn keep_step_in_progress(&mut self) {
        let Some(pending) = self.pending.take() else {
            return;
        };
        let responder = self.responder();
        let mut work = self.clone();
        let mut dice = crate::dice::ScriptedDice::new([]);
        let mut cx = Cx::new(
            &mut work,
            responder,
            &Sequence,
            pending.answers.clone(),
            pending.rolls.clone(),
            &mut dice,
        );
        let stopped = matches!(crate::sequence::run_step(&mut cx), Err(Stop::Need(_)));
        drop(cx);
        if stopped && !dice.exhausted {
            *self = work;
        } else {
            self.pending = Some(pending);
        }
    }

    /// The state as it stands mid-step: the checkpoint with the pending answers replayed
    /// (what a player sees while a card play is half done).
    pub fn current(&self) -> GameState {
        self.current_with_value().0
    }

    /// [`current`](Self::current), and the value of the card whose War of Ideas target the
    /// pending decision asks (7.2), if it does.
    pub(crate) fn current_with_value(&self) -> (GameState, Option<u8>) {
        let Some(pending) = &self.pending else {
            return (self.clone(), None);
        };
        let mut state = self.clone();
        state.pending = None;
        let mut dice = crate::dice::ScriptedDice::new(Vec::new());
        // The log is not read here: none of it is kept.
        let mut cx = Cx::new(
            &mut state,
            self.responder(),
            &Sequence,
            pending.answers.clone(),
            pending.rolls.clone(),
            &mut dice,
        )
        .skip_reported(usize::MAX);
        let _ = crate::sequence::run_step(&mut cx);
        let value = cx.war_of_ideas_value;
        drop(cx);
        state.pending = self.pending.clone();
        (state, value)
    }
}
