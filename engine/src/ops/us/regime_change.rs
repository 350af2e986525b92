//! 7.3.4 Regime Change.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, Op, Purpose};
use crate::effects::remove_country_marker;
use crate::error::RuleError;
use crate::log::LogEntry;
use crate::ops::us::deploy::{choose_count, movable};
use crate::ops::{OpsCard, any_country};
use crate::state::{GameState, RegimeChange};
use crate::types::{Alignment, Country, Marker, Posture, Side};

fn origin_ok(g: &GameState, from: Option<Country>) -> bool {
    crate::ops::us::deploy::origin_movable(g, from) >= 6
}

pub(crate) fn check_destination(g: &GameState, country: Country) -> Result<(), RuleError> {
    let op = Op::RegimeChange;
    // Card 39 Libyan WMD / Card 37 Iraqi WMD: Regime Change there whatever its Governance.
    let wmd_marker = (country == Country::Libya
        && g.country(country).markers.contains(&Marker::LibyanWmd))
        || (country == Country::Iraq && g.country(country).markers.contains(&Marker::IraqiWmd));
    if !country.is_muslim() {
        return Err(RuleError::target(
            op,
            country,
            "7.3.4",
            "it is not a Muslim country",
        ));
    }
    if !g.is_islamist_rule(country) && !wmd_marker {
        return Err(RuleError::target(
            op,
            country,
            "7.3.4",
            "it is not under Islamist Rule",
        ));
    }
    Ok(())
}

fn check_origin(g: &GameState, country: Country) -> Result<(), RuleError> {
    if movable(g, country) < 6 {
        return Err(RuleError::target(
            Op::RegimeChange,
            country,
            "7.3.4",
            "fewer than six troops there are able to Deploy",
        ));
    }
    // The troops must have somewhere else to go.
    if !any_country(|to| to != country && check_destination(g, to).is_ok()) {
        return Err(RuleError::target(
            Op::RegimeChange,
            country,
            "7.3.4",
            "the only Regime Change target is this country itself",
        ));
    }
    Ok(())
}

pub(crate) fn possible(g: &GameState, ops: OpsCard) -> Result<(), RuleError> {
    let op = Op::RegimeChange;
    if g.us_posture != Posture::Hard {
        return Err(RuleError::OpNotPossible {
            op,
            reason: "US Posture is not Hard".into(),
            rule: "7.3.4",
        });
    }
    ops.need(op, 3, "7.3.4")?;
    if !any_country(|c| check_destination(g, c).is_ok()) {
        return Err(RuleError::OpNotPossible {
            op,
            reason: "no country is under Islamist Rule".into(),
            rule: "7.3.4",
        });
    }
    if !origin_ok(g, None) && !any_country(|c| check_origin(g, c).is_ok()) {
        return Err(RuleError::OpNotPossible {
            op,
            reason: "no single location has six troops able to Deploy".into(),
            rule: "7.3.4",
        });
    }
    Ok(())
}

pub(crate) fn execute(cx: &mut Cx<'_>, _ops: OpsCard) -> Run {
    let mut extra = Vec::new();
    if origin_ok(&cx.g, None) {
        extra.push(Answer::Track);
    }
    let from = match cx.ask_country_or(
        Side::Us,
        DecisionKind::country(Purpose::RegimeChangeFrom, 1),
        &extra,
        check_origin,
    )? {
        Answer::Country(country) => Some(country),
        _ => None,
    };
    let to = cx.ask_country(
        Side::Us,
        DecisionKind::country(Purpose::RegimeChangeTo, 1),
        |g, c| {
            if Some(c) == from {
                return Err(RuleError::target(
                    Op::RegimeChange,
                    c,
                    "7.3.1",
                    "troops must go to another location",
                ));
            }
            check_destination(g, c)
        },
    )?;
    let max = crate::ops::us::deploy::origin_movable(&cx.g, from);
    let count = choose_count(cx, from, Some(to), 6, max)?;
    regime_change(cx, from, to, count);
    Ok(())
}

/// 7.3.4 the Regime Change itself (also used by events).
pub(crate) fn regime_change(cx: &mut Cx<'_>, from: Option<Country>, to: Country, count: u8) {
    cx.move_troops(from, Some(to), count);
    cx.g.country_mut(to).regime_change = Some(RegimeChange::Green);
    cx.log(LogEntry::RegimeChange {
        country: to,
        marker: Some(RegimeChange::Green),
    });
    // Card 39 Libyan WMD / Card 37 Iraqi WMD: the marker goes once used.
    for marker in [Marker::LibyanWmd, Marker::IraqiWmd] {
        remove_country_marker(cx, marker, to);
    }
    cx.set_governance_by_roll(to);
    cx.g.country_mut(to).regime_change = Some(RegimeChange::Green);
    cx.set_alignment(to, Alignment::Ally);
    let sleepers = cx.g.country(to).sleeper_cells();
    cx.activate_cells(to, sleepers);
    cx.roll_prestige();
}
