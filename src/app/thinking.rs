//! Where a computer player's long thinking runs (issue 41). Inline by default: the terminal,
//! the simulator and tests that drive [`App`] directly think inside the command, as before.
//! A transport that shares one `App` between games ([`App::thinking_outside`], the Discord
//! bot) must not hold it while the computer US looks ahead for one of them: a command that
//! meets such a decision with no answer ready stops with a [`Job`] (its transaction rolls
//! back, nothing is committed or sent), the transport thinks it without the lock and runs
//! the command again ([`serve_shared`]). The engine is deterministic, so the second run
//! reaches the same decision and takes the remembered answer.

use std::sync::{Mutex, MutexGuard, PoisonError};

use labyrinth_engine::{GameState, Side};

use super::{App, CommandError, Decided, Policy, policy};
use crate::i18n::Lang;

/// Answers kept at most, and for how many runs of commands (any game's) at most, for the
/// command's next run. Counted in runs, not time: the app reads no clock.
const KEPT: usize = 64;
const KEPT_RUNS: u32 = 1_000;

/// Runs of one command that may each stop to think (a run of the computer US's card plays
/// can look ahead a dozen times: each answer thought is one more run); the last thinks
/// inline.
pub const ROUNDS: usize = 64;

/// What one decision depends on, owned, so it can be thought without the app: the game, its
/// whole state (the pending decision and everything the side sees; an undo or any other
/// change makes it differ), the side, the seed, the language of the reason line and the
/// policy.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    game: i64,
    state: GameState,
    side: Side,
    seed: u64,
    lang: Lang,
    policy: &'static str,
}

/// A job thought out: its answer (`None`: the policy had none).
#[derive(Debug)]
pub struct Thought {
    job: Job,
    decided: Option<Decided>,
}

impl Job {
    /// The policy's answer, as it would have been given inline.
    pub fn think(self) -> Thought {
        let decided = policy(self.policy)
            .and_then(|p| p.decide(&self.state.side_view(self.side), self.seed, self.lang));
        Thought { job: self, decided }
    }
}

/// An answer thought, until the command that asked for it completes.
#[derive(Debug)]
struct Kept {
    thought: Thought,
    /// Runs of commands since it was thought.
    runs: u32,
    /// Taken by the run in progress: dropped once the command completes.
    used: bool,
}

/// The app's thinking: inline, or outside with the answers thought so far.
#[derive(Default)]
pub(super) struct Thinking {
    /// Long thinking stops the command ([`App::thinking_outside`]).
    outside: bool,
    /// Think inline for the next command only (the last of [`ROUNDS`]).
    inline_once: bool,
    kept: Vec<Kept>,
    /// The job the last command stopped for.
    needed: Option<Job>,
}

impl Thinking {
    /// `policy`'s answer for `side` in game `game`: inline, remembered, or (outside, for a
    /// decision it thinks long about) `CommandError::Think` with the job.
    pub(super) fn decide(
        &mut self,
        policy: &'static dyn Policy,
        game: i64,
        state: &GameState,
        side: Side,
        seed: u64,
        lang: Lang,
    ) -> Result<Option<Decided>, CommandError> {
        let view = state.side_view(side);
        if !self.outside || self.inline_once || !policy.thinks_long(&view) {
            return Ok(policy.decide(&view, seed, lang));
        }
        let job = Job {
            game,
            state: state.clone(),
            side,
            seed,
            lang,
            policy: policy.name(),
        };
        match self.kept.iter_mut().find(|k| k.thought.job == job) {
            Some(kept) => {
                kept.used = true;
                Ok(kept.thought.decided.clone())
            }
            None => Err(CommandError::Think(Box::new(job))),
        }
    }
}

impl App {
    /// Think long decisions outside the command ([`serve_shared`] runs it); the Discord bot.
    pub fn thinking_outside(mut self) -> App {
        self.thinking.outside = true;
        self
    }

    /// The job the last command stopped for, if it stopped (it changed nothing); asked
    /// after every run. A command that completed drops the answers it took; one that stopped
    /// keeps them for its next run.
    pub fn needs_thinking(&mut self) -> Option<Job> {
        let thinking = &mut self.thinking;
        thinking.inline_once = false;
        let needed = thinking.needed.take();
        let completed = needed.is_none();
        thinking
            .kept
            .retain(|k| !(completed && k.used) && k.runs < KEPT_RUNS);
        for kept in &mut thinking.kept {
            kept.used = false;
            kept.runs += 1;
        }
        needed
    }

    /// Remember `thought` for the command's next run.
    pub fn remember(&mut self, thought: Thought) {
        if self.thinking.kept.len() >= KEPT {
            self.thinking.kept.remove(0);
        }
        self.thinking.kept.push(Kept {
            thought,
            runs: 0,
            used: false,
        });
    }

    /// Think inline in the next command (it stopped [`ROUNDS`] times already).
    fn think_inline_once(&mut self) {
        self.thinking.inline_once = true;
    }

    /// A command that stopped to think: remembered, and nothing to send.
    pub(super) fn stopped(&mut self, job: Job) {
        self.thinking.needed = Some(job);
    }
}

/// Run `f` (one command, a button press: anything that may reach a computer player) on the
/// `App` of `shared` (`app` finds it), never holding the lock while a computer thinks: each
/// time `f` stops for a [`Job`], the lock is released, `think` thinks it, and `f` runs again.
/// The last of [`ROUNDS`] thinks inline, so a game that keeps changing still gets an answer.
pub fn serve_shared<S, T>(
    shared: &Mutex<S>,
    app: impl Fn(&mut S) -> &mut App,
    think: impl Fn(Job) -> Thought,
    mut f: impl FnMut(&mut S) -> T,
) -> T {
    for _ in 1..ROUNDS {
        let (served, job) = {
            let mut held = lock(shared);
            let served = f(&mut held);
            (served, app(&mut held).needs_thinking())
        };
        let Some(job) = job else {
            return served;
        };
        let thought = think(job);
        app(&mut lock(shared)).remember(thought);
    }
    let mut held = lock(shared);
    app(&mut held).think_inline_once();
    let served = f(&mut held);
    app(&mut held).needs_thinking();
    served
}

/// A poisoned lock only means an earlier command panicked; its transaction rolled back.
fn lock<T>(shared: &Mutex<T>) -> MutexGuard<'_, T> {
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}
