//! The only entry points that change a game: `apply` (and `GameState::new` in setup.rs).
//! A step runs on a working copy; when it needs input it is suspended, and it re-runs from
//! the checkpoint with the recorded answers and dice when the answer arrives.

use crate::action::Action;
use crate::cx::{Cx, Recorded, Responder, Stop};
use crate::decision::Answer;
use crate::dice::Dice;
use crate::error::RuleError;
use crate::log::LogEntry;
use crate::state::{GameState, Pending, Players};
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

/// Which of [`GameState::advance_until`]'s two buffers holds a state.
#[derive(Copy, Clone)]
enum Buffer {
    First,
    Second,
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
        if !crate::bot::card_next(self) {
            return Err(RuleError::Invalid(
                "the solitaire bot has no card to play now".to_string(),
            ));
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
        // Two buffers reused in place: a step runs in one while the other holds the state
        // the completed steps reached (`done`; still `self` while `None`). The first is the
        // copy the first step runs in; a completed step costs one copy into the other, and
        // no 4 KB state is moved through temporaries.
        let mut first_buffer = self.step_copy();
        let mut second_buffer: Option<GameState> = None;
        let mut done: Option<Buffer> = None;
        // A bound on automatic steps guards against a rules bug looping forever.
        for _ in 0..10_000 {
            let base: &GameState = match (done, &second_buffer) {
                (None, _) => self,
                (Some(Buffer::Second), Some(second)) => second,
                (Some(_), _) => &first_buffer,
            };
            let over = base.outcome.is_some();
            let stop = match until {
                Until::Decision => false,
                Until::BotCard => answers.is_empty() && crate::bot::card_next(base),
                Until::NextBotCard => !first && answers.is_empty() && crate::bot::card_next(base),
            };
            first = false;
            if over || stop {
                self.commit(done, &first_buffer, &second_buffer);
                if over {
                    self.pending = None;
                }
                return Ok(logs);
            }
            // The step's working copy, without the pending decision (it is not copied).
            let (work, work_buffer) = match (done, &mut second_buffer) {
                // The first step: `first_buffer` is a fresh copy of `self`.
                (None, _) => (&mut first_buffer, Buffer::First),
                (Some(Buffer::Second), Some(second)) => {
                    second.copy_to(&mut first_buffer);
                    (&mut first_buffer, Buffer::First)
                }
                (Some(_), Some(second)) => {
                    first_buffer.copy_to(second);
                    (second, Buffer::Second)
                }
                (Some(_), slot @ None) => (slot.insert(first_buffer.step_copy()), Buffer::Second),
            };
            let mut cx =
                Cx::new(work, self.responder(), answers, rolls, dice).skip_reported(logged);
            let result = crate::sequence::run_step(&mut cx);
            let unused = cx.answers_left();
            match result {
                Ok(()) | Err(Stop::Over) => {
                    if unused > 0 {
                        return Err(RuleError::Invalid(
                            "more answers than the step asked for".to_string(),
                        ));
                    }
                    let (_, _, log, _) = cx.into_parts();
                    append(&mut logs, log);
                    work.pending = None;
                    done = Some(work_buffer);
                    answers = Vec::new();
                    rolls = Vec::new();
                    logged = 0;
                }
                Err(Stop::Need(decision)) => {
                    if unused > 0 {
                        return Err(RuleError::Invalid(
                            "more answers than the step asked for".to_string(),
                        ));
                    }
                    let (used_answers, used_rolls, log, total) = cx.into_parts();
                    append(&mut logs, log);
                    // The state stays at the checkpoint: the step re-runs when answered.
                    self.commit(done, &first_buffer, &second_buffer);
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
        Err(RuleError::Invalid(
            "internal: the game did not reach a decision".to_string(),
        ))
    }

    /// A copy of the state without its pending decision: the working copy of a step. Every
    /// field is named, so a new one cannot be forgotten; built in place, in one pass.
    fn step_copy(&self) -> GameState {
        let GameState {
            format_version,
            scenario,
            players,
            ideology,
            game_length,
            prestige,
            funding,
            us_posture,
            reserves,
            countries,
            markers,
            lapsing,
            first_plot,
            available_plots,
            set_aside_plots,
            pending_set_aside,
            mini_decks,
            wmd_loose_nuke_box,
            wmd_pakistan_box,
            hands,
            draw_pile,
            discard,
            removed,
            reshuffles,
            turn,
            phase,
            step,
            this_phase,
            last_phase,
            us_held,
            pending: _,
            outcome,
            rng,
        } = self;
        GameState {
            format_version: *format_version,
            scenario: *scenario,
            players: *players,
            ideology: *ideology,
            game_length: *game_length,
            prestige: *prestige,
            funding: *funding,
            us_posture: *us_posture,
            reserves: *reserves,
            countries: *countries,
            markers: *markers,
            lapsing: lapsing.clone(),
            first_plot: *first_plot,
            available_plots: available_plots.clone(),
            set_aside_plots: set_aside_plots.clone(),
            pending_set_aside: *pending_set_aside,
            mini_decks: *mini_decks,
            wmd_loose_nuke_box: *wmd_loose_nuke_box,
            wmd_pakistan_box: *wmd_pakistan_box,
            hands: hands.clone(),
            draw_pile: draw_pile.clone(),
            discard: discard.clone(),
            removed: removed.clone(),
            reshuffles: *reshuffles,
            turn: *turn,
            phase: *phase,
            step: *step,
            this_phase: *this_phase,
            last_phase: *last_phase,
            us_held: *us_held,
            pending: None,
            outcome: *outcome,
            rng: rng.clone(),
        }
    }

    /// Keep the state reached by completed steps (in the `done` buffer), if any.
    fn commit(&mut self, done: Option<Buffer>, first: &GameState, second: &Option<GameState>) {
        match (done, second) {
            (None, _) => {}
            (Some(Buffer::Second), Some(second)) => second.copy_to(self),
            (Some(_), _) => first.copy_to(self),
        }
    }

    /// [`step_copy`](Self::step_copy) into an existing state, field by field in place.
    fn copy_to(&self, to: &mut GameState) {
        let GameState {
            format_version,
            scenario,
            players,
            ideology,
            game_length,
            prestige,
            funding,
            us_posture,
            reserves,
            countries,
            markers,
            lapsing,
            first_plot,
            available_plots,
            set_aside_plots,
            pending_set_aside,
            mini_decks,
            wmd_loose_nuke_box,
            wmd_pakistan_box,
            hands,
            draw_pile,
            discard,
            removed,
            reshuffles,
            turn,
            phase,
            step,
            this_phase,
            last_phase,
            us_held,
            pending: _,
            outcome,
            rng,
        } = self;
        to.format_version = *format_version;
        to.scenario = *scenario;
        to.players = *players;
        to.ideology = *ideology;
        to.game_length = *game_length;
        to.prestige = *prestige;
        to.funding = *funding;
        to.us_posture = *us_posture;
        to.reserves = *reserves;
        to.countries = *countries;
        to.markers = *markers;
        to.lapsing.clone_from(lapsing);
        to.first_plot = *first_plot;
        to.available_plots.clone_from(available_plots);
        to.set_aside_plots.clone_from(set_aside_plots);
        to.pending_set_aside = *pending_set_aside;
        to.mini_decks = *mini_decks;
        to.wmd_loose_nuke_box = *wmd_loose_nuke_box;
        to.wmd_pakistan_box = *wmd_pakistan_box;
        to.hands.clone_from(hands);
        to.draw_pile.clone_from(draw_pile);
        to.discard.clone_from(discard);
        to.removed.clone_from(removed);
        to.reshuffles = *reshuffles;
        to.turn = *turn;
        to.phase = *phase;
        to.step = *step;
        to.this_phase = *this_phase;
        to.last_phase = *last_phase;
        to.us_held = *us_held;
        to.pending = None;
        to.outcome = *outcome;
        to.rng.clone_from(rng);
    }

    /// Who answers the questions no recorded answer does: in solitaire, the section-9 bot
    /// for the Jihadist (9.0); otherwise people, through `apply`.
    fn responder(&self) -> &'static dyn Responder {
        match self.players {
            Players::Solitaire => &crate::bot::Bot,
            Players::TwoPlayer => &Recorded,
        }
    }

    /// The state as it stands mid-step: the checkpoint with the pending answers replayed
    /// (what a player sees while a card play is half done).
    pub fn current(&self) -> GameState {
        let Some(pending) = &self.pending else {
            return self.clone();
        };
        let mut state = self.clone();
        state.pending = None;
        let mut dice = crate::dice::ScriptedDice::new(Vec::new());
        // The log is not read here: none of it is kept.
        let mut cx = Cx::new(
            &mut state,
            self.responder(),
            pending.answers.clone(),
            pending.rolls.clone(),
            &mut dice,
        )
        .skip_reported(usize::MAX);
        let _ = crate::sequence::run_step(&mut cx);
        drop(cx);
        state.pending = self.pending.clone();
        state
    }
}
