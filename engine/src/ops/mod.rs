//! 7.0 US and 8.0 Jihadist operations: choosing one, its value, and carrying it out.

pub mod jihadist;
pub mod us;

use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, Op};
use crate::error::{Reason, RuleError};
use crate::log::LogEntry;
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Reserves, Side};

/// The card used for an operation and the value it can reach.
#[derive(Copy, Clone, Debug)]
pub(crate) struct OpsCard {
    pub card: CardId,
    /// The value usable: the card's, plus Reserves where they may be expended.
    pub value: u8,
    pub reserves: u8,
}

impl OpsCard {
    /// 7.1.1 the US ops value requirement for a target of this Governance.
    pub fn require(
        &self,
        op: Op,
        country: Country,
        governance: Option<Governance>,
    ) -> Result<(), RuleError> {
        let Some(governance) = governance else {
            return Ok(()); // 4.9.5 an unmarked target is tested; too low a card then fails.
        };
        let needed = governance.value().unwrap_or(3);
        if self.value < needed {
            return Err(RuleError::OpsValueTooLow {
                country,
                governance,
                op,
                needed,
                card: self.card,
                value: self.card.ops(),
                reserves: self.reserves,
            });
        }
        Ok(())
    }
    pub fn need(&self, op: Op, needed: u8, rule: &'static str) -> Result<(), RuleError> {
        if self.value < needed {
            return Err(RuleError::OpNeedsValue {
                op,
                needed,
                card: self.card,
                value: self.card.ops(),
                rule,
            });
        }
        Ok(())
    }
}

/// Can `op` be carried out at all with `card` (and Reserves up to 3)?
pub(crate) fn op_possible(
    g: &GameState,
    side: Side,
    card: CardId,
    op: Op,
) -> Result<(), RuleError> {
    if op.side() != side {
        return Err(RuleError::OpNotPossible {
            op,
            reason: Reason::new("it is a {side} operation").with("side", op.side()),
            rule: "7.1.2",
        });
    }
    let reserves = if op == Op::Reassessment {
        0
    } else {
        g.reserves(side)
    };
    let ops = OpsCard {
        card,
        value: (card.ops() + reserves).min(3),
        reserves,
    };
    possible_with(g, op, ops)
}

/// 7.1.2 / 8.1.3 ask which operation; `None` when none is possible (the card is spent).
pub(crate) fn choose_operation(cx: &mut Cx<'_>, side: Side, card: CardId) -> Run<Option<Op>> {
    let all: &[Op] = match side {
        Side::Us => &Op::US,
        Side::Jihadist => &Op::JIHADIST,
    };
    // A recorded possible operation is among the options: no need to list them.
    if let Some(Answer::Op(op)) = cx.take_recorded(side, |g, answer| {
        matches!(answer, Answer::Op(op) if all.contains(&op)
            && op_possible(g, side, card, op).is_ok())
    }) {
        return Ok(Some(op));
    }
    let options: Vec<Answer> = all
        .iter()
        .filter(|op| op_possible(&cx.g, side, card, **op).is_ok())
        .map(|op| Answer::Op(*op))
        .collect();
    if options.is_empty() {
        cx.ask(side, DecisionKind::Operation { card }, vec![Answer::Done])?;
        cx.log(LogEntry::NoOperation { side, card });
        return Ok(None);
    }
    // A refused operation says why (read now: the question borrows `cx`).
    let why = match cx.recorded(side) {
        Some(Answer::Op(op)) => op_possible(&cx.g, side, card, op).err(),
        _ => None,
    };
    let answer = cx.ask_with(side, DecisionKind::Operation { card }, options, |_| {
        why.clone()
    })?;
    match answer {
        Answer::Op(op) => Ok(Some(op)),
        _ => Ok(None),
    }
}

/// 6.3.3.1 expend Reserves to raise the card's value (to at most 3)? Asked when it could
/// matter; forced when the operation needs them.
pub(crate) fn value_with_reserves(cx: &mut Cx<'_>, side: Side, card: CardId, op: Op) -> Run<u8> {
    let reserves = cx.g.reserves(side);
    let base = card.ops();
    if reserves == 0 || base >= 3 || op == Op::Reassessment {
        return Ok(base);
    }
    // Possible without them? (Reserves set aside for the test, then put back.)
    let kept = Reserves::clamped(reserves.into());
    cx.g.set_reserves(side, Reserves::of::<0>());
    let possible_without = op_possible(&cx.g, side, card, op).is_ok();
    cx.g.set_reserves(side, kept);
    let use_them = if possible_without {
        cx.yes_no(side, DecisionKind::UseReserves { card, op })?
    } else {
        true
    };
    if !use_them {
        return Ok(base);
    }
    cx.g.set_reserves(side, Reserves::of::<0>());
    cx.log(LogEntry::ReservesExpended {
        side,
        value: reserves,
    });
    Ok((base + reserves).min(3))
}

/// Carry out `op` with `value`. If an event that came first made the operation
/// impossible (e.g. it turned the only Deploy destination Neutral), the operation is spent
/// with no effect (6.2.4 do what can be done), never an empty question.
pub(crate) fn execute(cx: &mut Cx<'_>, side: Side, card: CardId, op: Op, value: u8) -> Run {
    let ops = OpsCard {
        card,
        value,
        reserves: value.saturating_sub(card.ops()),
    };
    let possible = match op {
        Op::Reassessment => Ok(()),
        _ => possible_with(&cx.g, op, ops),
    };
    if possible.is_err() {
        cx.log(LogEntry::NoOperation { side, card });
        return Ok(());
    }
    carry_out(cx, op, ops)
}

/// `op` at `ops`'s value, already known to be possible (Reassessment is the sequence of
/// play's: nothing here).
fn carry_out(cx: &mut Cx<'_>, op: Op, ops: OpsCard) -> Run {
    match op {
        Op::WarOfIdeas => us::woi::execute(cx, ops),
        Op::Deploy => us::deploy::execute(cx, ops),
        Op::RegimeChange => us::regime_change::execute(cx, ops),
        Op::Withdraw => us::withdraw::execute(cx, ops),
        Op::Disrupt => us::disrupt::execute(cx, ops),
        Op::Alert => us::alert::execute(cx, ops),
        Op::Reassessment => Ok(()),
        Op::Recruit => jihadist::recruit::execute(cx, ops),
        Op::Travel => jihadist::travel::execute(cx, ops),
        Op::Jihad => jihadist::jihad::execute(cx, ops),
        Op::Plot => jihadist::plot::execute(cx, ops),
    }
}

/// Can `op` be carried out with `ops` (its value already set)?
pub(crate) fn possible_with(g: &GameState, op: Op, ops: OpsCard) -> Result<(), RuleError> {
    match op {
        Op::WarOfIdeas => us::woi::possible(g, ops),
        Op::Deploy => us::deploy::possible(g, ops),
        Op::RegimeChange => us::regime_change::possible(g, ops),
        Op::Withdraw => us::withdraw::possible(g, ops),
        Op::Disrupt => us::disrupt::possible(g, ops),
        Op::Alert => us::alert::possible(g, ops),
        Op::Reassessment => us::reassessment::possible(g, ops.card),
        Op::Recruit => jihadist::recruit::possible(g),
        Op::Travel => jihadist::travel::possible(g),
        Op::Jihad => jihadist::jihad::possible(g),
        Op::Plot => jihadist::plot::possible(g),
    }
}

/// An operation run by an event at the value the card sets, never raised by Reserves
/// (6.3.3.1: Reserves add only to a card played for operations). Cards 18 Intel Community
/// (1-value War of Ideas, Deploy or Disrupt), 34 Enhanced Measures and 44 Renditions
/// (3-value Disrupt). `side` chooses among the `allowed` operations possible at `value`
/// (no question when only one is); `None`, with nothing asked, when none is possible.
pub(crate) fn event_operation(
    cx: &mut Cx<'_>,
    side: Side,
    card: CardId,
    value: u8,
    allowed: &[Op],
) -> Run<Option<Op>> {
    let ops = OpsCard {
        card,
        value,
        reserves: 0,
    };
    let possible: Vec<Op> = allowed
        .iter()
        .copied()
        .filter(|op| *op != Op::Reassessment && possible_with(&cx.g, *op, ops).is_ok())
        .collect();
    let op = match possible.as_slice() {
        [] => return Ok(None),
        [only] => *only,
        _ => {
            // A refused operation says why (read now: the question borrows `cx`).
            let why = match cx.recorded(side) {
                Some(Answer::Op(op)) => possible_with(&cx.g, op, ops).err(),
                _ => None,
            };
            let answer = cx.ask_with(
                side,
                DecisionKind::Operation { card },
                possible.iter().map(|op| Answer::Op(*op)).collect(),
                |_| why.clone(),
            )?;
            match answer {
                Answer::Op(op) => op,
                _ => return Ok(None),
            }
        }
    };
    cx.log(LogEntry::Operation {
        side,
        card,
        op,
        value,
    });
    carry_out(cx, op, ops)?;
    Ok(Some(op))
}

/// The first country `check` accepts, as a possibility test.
pub(crate) fn any_country(check: impl Fn(Country) -> bool) -> bool {
    Country::ALL.into_iter().any(check)
}
