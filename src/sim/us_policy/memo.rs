//! [`Memo`]: what the policy worked out from one position, kept while the position stays.
//! A step that asks the US several questions (a card play: the card, its use, the
//! operation, the Reserves, the target) shows its checkpoint each time (engine `play.rs`),
//! so the worths read for the first question hold for the next ones. [`Player`] keeps one
//! game's memo and starts a new one with each new step.

use std::cell::{Cell, OnceCell};

use labyrinth_engine::{Answer, CountrySet, GameState, Op};

use super::{UsView, targets::Board};

/// Operations.
const OPS: usize = Op::Plot as usize + 1;
/// One value per operation and operations value (0 to 3).
const SLOTS: usize = OPS * 4;

/// What the policy read from one position: each filled once, on first use.
pub struct Memo {
    /// 4.7.6 Good and Islamist Rule Resources, and whether it is the last turn.
    totals: OnceCell<(u8, u8, bool)>,
    board: OnceCell<Board>,
    /// `op_worth` of each operation and value.
    worths: [Cell<Option<i32>>; SLOTS],
    /// The targets each operation may reach with each value (the engine's answer).
    targets: [OnceCell<CountrySet>; SLOTS],
}

impl Default for Memo {
    fn default() -> Memo {
        Memo {
            totals: OnceCell::new(),
            board: OnceCell::new(),
            worths: std::array::from_fn(|_| Cell::new(None)),
            targets: std::array::from_fn(|_| OnceCell::new()),
        }
    }
}

impl Memo {
    /// The Good and Islamist Rule Resources and the last turn, read by `count` the first time.
    pub(super) fn totals(&self, count: impl FnOnce() -> (u8, u8, bool)) -> (u8, u8, bool) {
        *self.totals.get_or_init(count)
    }

    /// The position's [`Board`], computed by `compute` the first time.
    pub(super) fn board(&self, compute: impl FnOnce() -> Board) -> Board {
        *self.board.get_or_init(compute)
    }

    /// The targets `op` with `value` may reach, asked by `ask` the first time.
    pub(super) fn targets(
        &self,
        op: Op,
        value: u8,
        ask: impl FnOnce() -> CountrySet,
    ) -> CountrySet {
        let slot = (value <= 3)
            .then(|| self.targets.get(op as usize * 4 + usize::from(value)))
            .flatten();
        match slot {
            Some(cell) => *cell.get_or_init(ask),
            None => ask(),
        }
    }

    /// What `op` with `value` is worth, computed by `compute` the first time.
    pub(super) fn op_worth(&self, op: Op, value: u8, compute: impl FnOnce() -> i32) -> i32 {
        let slot = (value <= 3)
            .then(|| self.worths.get(op as usize * 4 + usize::from(value)))
            .flatten();
        let Some(slot) = slot else {
            return compute();
        };
        if let Some(worth) = slot.get() {
            return worth;
        }
        let worth = compute();
        slot.set(Some(worth));
        worth
    }
}

/// The policy playing the US through one game's decisions, in order ([`super::choose`] with
/// a [`Memo`] kept for as long as a step asks again).
#[derive(Default)]
pub struct Player {
    memo: Memo,
}

impl Player {
    /// The answer to `g`'s pending US decision, as [`super::choose`] gives it.
    pub fn choose(&mut self, g: &GameState) -> Option<Answer> {
        // A step suspended with answers recorded re-runs from the checkpoint it started at,
        // which stays the game's state (the US's own answers, not hidden information); a new
        // step starts with none.
        if g.pending.as_ref().is_none_or(|p| p.answers.is_empty()) {
            self.memo = Memo::default();
        }
        let v = UsView::remembering(g, &self.memo);
        let decision = v.pending()?;
        decision.options.first()?;
        Some(super::answer(&v, decision))
    }
}
