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

pub(crate) fn play(cx: &mut Cx<'_>, card: CardId) -> Run {
    let options: Vec<Answer> =
        cx.g.hands
            .us
            .iter()
            .filter(|c| c.ops() == 3)
            .map(|c| Answer::Card(*c))
            .collect();
    let second = match cx.ask(Side::Us, DecisionKind::SecondCard { card }, options)? {
        Answer::Card(second) => second,
        _ => return Ok(()),
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
    let mut occurred = Vec::new();
    while !remaining.is_empty() {
        let next = if remaining.len() == 1 {
            remaining[0]
        } else {
            cx.ask(Side::Us, DecisionKind::ReassessmentOrder, remaining.clone())?
        };
        remaining.retain(|a| *a != next);
        match next {
            Answer::Card(c) => {
                if crate::sequence::occur_event(cx, c, Side::Us, false)? {
                    occurred.push(c);
                }
            }
            _ => {
                let to = cx.g.us_posture.opposite();
                cx.set_posture(Country::UnitedStates, to);
            }
        }
    }
    for c in [card, second] {
        if occurred.contains(&c) {
            crate::sequence::dispose_after_event(cx, c, Side::Us);
        } else {
            cx.g.discard.push(c);
        }
    }
    Ok(())
}
