//! 7.6 Reassessment: two 3-value cards, a whole US Action Phase, no Reserves.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, Op};
use crate::error::RuleError;
use crate::log::LogEntry;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) fn possible(g: &GameState, card: CardId) -> Result<(), RuleError> {
    let op = Op::Reassessment;
    if card.ops() != 3 {
        return Err(RuleError::OpNeedsValue {
            op,
            needed: 3,
            card,
            value: card.ops(),
            rule: "7.6.2",
        });
    }
    // The card being played is out of the hand already; it must open the phase.
    if g.phase.cards_played != 1 {
        return Err(RuleError::OpNotPossible {
            op,
            reason: "it takes a whole US Action Phase: play it as the phase's first card".into(),
            rule: "7.6.2",
        });
    }
    if !g.hands.us.iter().any(|c| *c != card && c.ops() == 3) {
        return Err(RuleError::OpNotPossible {
            op,
            reason: "it needs a second 3-value card in hand".into(),
            rule: "7.6.2",
        });
    }
    Ok(())
}

/// Whether `card` triggers an event when used for US operations.
fn triggers(card: CardId) -> bool {
    card.info().auto_trigger || card.association().side() == Some(Side::Jihadist)
}

/// A Reassessment under way (7.6.3): the two cards, and the Posture switch and triggered
/// events still to come, in the order the US picks. `sequence.rs` makes the events occur.
pub(crate) struct Reassessment {
    pub cards: [CardId; 2],
    remaining: Vec<Answer>,
}

/// 7.6 play `card` with a second 3-value card; `None` when there is none to take.
pub(crate) fn begin(cx: &mut Cx<'_>, card: CardId) -> Run<Option<Reassessment>> {
    let options: Vec<Answer> =
        cx.g.hands
            .us
            .iter()
            .filter(|c| c.ops() == 3)
            .map(|c| Answer::Card(*c))
            .collect();
    let second = match cx.ask(Side::Us, DecisionKind::SecondCard { card }, options)? {
        Answer::Card(second) => second,
        _ => return Ok(None),
    };
    cx.g.hands.us.retain(|c| *c != second);
    cx.g.phase.cards_played = 2;
    cx.log(LogEntry::Operation {
        side: Side::Us,
        card,
        op: Op::Reassessment,
        value: 3,
    });
    cx.log(LogEntry::CardPlayed {
        side: Side::Us,
        card: second,
        used_as: crate::decision::CardUse::Operations,
    });
    // 7.6.3 the US orders the Posture switch and any triggered events.
    let mut remaining: Vec<Answer> = vec![Answer::Op(Op::Reassessment)];
    for c in [card, second] {
        if triggers(c) {
            remaining.push(Answer::Card(c));
        }
    }
    Ok(Some(Reassessment {
        cards: [card, second],
        remaining,
    }))
}

impl Reassessment {
    /// The next triggered event that must occur, switching the Posture when its turn
    /// comes; `None` when all is done.
    pub(crate) fn next_event(&mut self, cx: &mut Cx<'_>) -> Run<Option<CardId>> {
        while !self.remaining.is_empty() {
            let next = if self.remaining.len() == 1 {
                self.remaining[0]
            } else {
                cx.ask(
                    Side::Us,
                    DecisionKind::ReassessmentOrder,
                    self.remaining.clone(),
                )?
            };
            self.remaining.retain(|a| *a != next);
            match next {
                Answer::Card(c) => return Ok(Some(c)),
                _ => {
                    let to = cx.g.us_posture.opposite();
                    cx.set_posture(Country::UnitedStates, to);
                }
            }
        }
        Ok(None)
    }
}
