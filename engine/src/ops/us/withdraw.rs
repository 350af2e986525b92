//! 7.3.5 Withdraw.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, Op, Purpose};
use crate::error::RuleError;
use crate::ops::us::deploy::{choose_count, nato_leaves};
use crate::ops::{OpsCard, any_country};
use crate::state::GameState;
use crate::types::{Country, Marker, Posture, Side};

fn check_origin(g: &GameState, country: Country) -> Result<(), RuleError> {
    let op = Op::Withdraw;
    if !g.is_regime_change(country) {
        return Err(RuleError::target(
            op,
            country,
            "7.3.5",
            "it is not a Regime Change country",
        ));
    }
    // Card 41 NATO counts as troops, and may be the ones that leave.
    if g.troops_counting_nato(country) == 0 {
        return Err(RuleError::target(
            op,
            country,
            "7.3.5",
            "there are no troops there",
        ));
    }
    Ok(())
}

fn check_destination(g: &GameState, from: Country, to: Country) -> Result<(), RuleError> {
    if to == from {
        return Err(RuleError::target(
            Op::Withdraw,
            to,
            "7.3.5",
            "troops must leave the country",
        ));
    }
    if !g.is_ally(to) {
        return Err(RuleError::target(
            Op::Withdraw,
            to,
            "7.3.3",
            "the destination must be an Ally or the Troops Track",
        ));
    }
    Ok(())
}

pub(crate) fn possible(g: &GameState, ops: OpsCard) -> Result<(), RuleError> {
    let op = Op::Withdraw;
    if g.us_posture != Posture::Soft {
        return Err(RuleError::OpNotPossible {
            op,
            reason: "US Posture is not Soft".into(),
            rule: "7.3.5",
        });
    }
    ops.need(op, 3, "7.3.5")?;
    if !any_country(|c| check_origin(g, c).is_ok()) {
        return Err(RuleError::OpNotPossible {
            op,
            reason: "no Regime Change country has troops".into(),
            rule: "7.3.5",
        });
    }
    Ok(())
}

pub(crate) fn execute(cx: &mut Cx<'_>, _ops: OpsCard) -> Run {
    let from = cx.ask_country(
        Side::Us,
        DecisionKind::country(Purpose::WithdrawFrom, 1),
        check_origin,
    )?;
    let to = match cx.ask_country_or(
        Side::Us,
        DecisionKind::country(Purpose::WithdrawTo, 1),
        &[Answer::Track],
        |g, c| check_destination(g, from, c),
    )? {
        Answer::Country(country) => Some(country),
        _ => None,
    };
    // Card 41 NATO: 0 cubes when only NATO's troops leave.
    let nato = cx.g.country(from).markers.contains(&Marker::Nato);
    let max = cx.g.troops(from);
    let count = if max == 0 {
        0
    } else {
        choose_count(cx, Some(from), to, u8::from(!nato), max)?
    };
    cx.move_troops(Some(from), to, count);
    if nato {
        nato_leaves(cx, from, count == 0)?;
    }
    cx.set_aid(from, 0);
    cx.set_besieged(from, true);
    cx.roll_prestige();
    Ok(())
}
