//! 7.5 Alert.

use crate::cx::{Cx, Run};
use crate::decision::{DecisionKind, Op, Purpose};
use crate::error::RuleError;
use crate::log::LogEntry;
use crate::ops::{OpsCard, any_country};
use crate::state::GameState;
use crate::types::{Country, Side};

fn check(g: &GameState, country: Country) -> Result<(), RuleError> {
    if g.country(country).plots.is_empty() {
        return Err(RuleError::target(
            Op::Alert,
            country,
            "7.5.2",
            "there is no Plot there",
        ));
    }
    // 7.1.3 only Regime Change in an Islamist Rule country (7.5.2 names Adversaries and Iran).
    if g.is_islamist_rule(country) {
        return Err(RuleError::target(
            Op::Alert,
            country,
            "7.1.3",
            "it is under Islamist Rule: only Regime Change is allowed there",
        ));
    }
    Ok(())
}

pub(crate) fn possible(g: &GameState, ops: OpsCard) -> Result<(), RuleError> {
    ops.need(Op::Alert, 3, "7.5.1")?;
    if any_country(|c| check(g, c).is_ok()) {
        Ok(())
    } else {
        Err(RuleError::OpNotPossible {
            op: Op::Alert,
            reason: "there is no Plot on the map".into(),
            rule: "7.5.2",
        })
    }
}

pub(crate) fn execute(cx: &mut Cx<'_>, _ops: OpsCard) -> Run {
    let country = cx.ask_country(Side::Us, DecisionKind::country(Purpose::Alert, 1), check)?;
    block_plot(cx, country);
    Ok(())
}

/// 7.5.2-7.5.3 reveal and block one Plot in `country`: the face-down markers are
/// indistinguishable to the US, so the earliest placed is taken (docs/rules-readings.md "Rules readings").
pub(crate) fn block_plot(cx: &mut Cx<'_>, country: Country) {
    if cx.g.country(country).plots.is_empty() {
        return;
    }
    let plot = cx.g.country_mut(country).plots.remove(0).plot;
    cx.log(LogEntry::PlotBlocked { country, plot });
    crate::available_plots::plot_leaves_map(&mut cx.g, plot); // 9.3.3
}
