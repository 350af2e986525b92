//! 7.4 Disrupt.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, CellKind, DecisionKind, Op, Purpose};
use crate::error::RuleError;
use crate::log::LogEntry;
use crate::ops::{OpsCard, any_country};
use crate::state::GameState;
use crate::types::{Country, Marker, Posture, Side};

/// Card 58 Al-Anbar: a Disrupt in Iraq or Syria affects one cell and never a cadre.
fn al_anbar_limits(g: &GameState, country: Country) -> bool {
    matches!(country, Country::Iraq | Country::Syria) && g.marker_in_effect(Marker::AlAnbar)
}

pub(crate) fn check(g: &GameState, ops: OpsCard, country: Country) -> Result<(), RuleError> {
    let op = Op::Disrupt;
    let c = g.country(country);
    if c.cells() == 0 && !c.cadre {
        return Err(RuleError::target(
            op,
            country,
            "7.4.1",
            "there is no cell or cadre there",
        ));
    }
    if country == Country::Iran {
        return Err(RuleError::target(
            op,
            country,
            "7.4.1",
            "Iran may not be Disrupted",
        ));
    }
    if g.is_islamist_rule(country) {
        return Err(RuleError::target(
            op,
            country,
            "7.1.3",
            "it is under Islamist Rule: only Regime Change is allowed there",
        ));
    }
    // Card 80 FATA: no Disrupt in Pakistan unless it is a Regime Change country.
    if country == Country::Pakistan
        && c.markers.contains(&Marker::Fata)
        && c.regime_change.is_none()
    {
        return Err(RuleError::target(
            op,
            country,
            "Card 80",
            "FATA is in Pakistan: no Disrupt there unless it is a Regime Change country",
        ));
    }
    // Card 58 Al-Anbar: a cadre alone in Iraq or Syria cannot be Disrupted.
    if c.cells() == 0 && al_anbar_limits(g, country) {
        return Err(RuleError::target(
            op,
            country,
            "Card 58",
            "Al-Anbar is in effect: a Disrupt there cannot remove a cadre",
        ));
    }
    // Card 41 NATO counts as troops.
    if !(g.is_ally(country) || g.troops_counting_nato(country) >= 2 || country.is_non_muslim()) {
        return Err(RuleError::target(
            op,
            country,
            "7.4.1",
            "it is not an Ally, not non-Muslim, and has fewer than two troops",
        ));
    }
    ops.require(op, country, g.governance(country))
}

pub(crate) fn possible(g: &GameState, ops: OpsCard) -> Result<(), RuleError> {
    if any_country(|c| check(g, ops, c).is_ok()) {
        Ok(())
    } else {
        Err(RuleError::OpNotPossible {
            op: Op::Disrupt,
            reason: "no country qualifies".into(),
            rule: "7.4.1",
        })
    }
}

pub(crate) fn execute(cx: &mut Cx<'_>, ops: OpsCard) -> Run {
    let country = cx.ask_country(
        Side::Us,
        DecisionKind::country(Purpose::Disrupt, 1),
        |g, c| check(g, ops, c),
    )?;
    // A Disrupt target is always marked: it holds a cell or a cadre.
    cx.test_country(country);
    let troops = cx.g.troops_counting_nato(country); // Card 41 NATO
    disrupt(cx, country)?;
    // 7.4.4 +1 Prestige with at least two troops.
    if troops >= 2 {
        cx.add_prestige(1);
    }
    Ok(())
}

/// 7.4.2-7.4.3 the cells affected, chosen one at a time by the US (also used by events).
pub(crate) fn disrupt(cx: &mut Cx<'_>, country: Country) -> Run {
    // Card 61 Detainee Release reads where Disrupts happened.
    cx.g.this_phase.disrupted.insert(country);
    let c = *cx.g.country(country);
    if c.cells() == 0 {
        if c.cadre && !al_anbar_limits(&cx.g, country) {
            cx.g.country_mut(country).cadre = false;
            cx.log(LogEntry::Cadre {
                country,
                placed: false,
            });
        }
        return Ok(());
    }
    let hard = country.is_non_muslim() && cx.g.posture(country) == Some(Posture::Hard);
    let affected = if al_anbar_limits(&cx.g, country) {
        1 // Card 58 Al-Anbar
    } else if cx.g.troops_counting_nato(country) >= 2 || hard {
        // Card 41 NATO counts as troops
        2
    } else {
        1
    };
    let count = affected.min(c.cells());
    let mut actives = c.active_cells();
    let mut sleepers = c.sleeper_cells();
    let (mut remove, mut activate) = (0u8, 0u8);
    for step in 1..=count {
        let kind = if actives > 0 && sleepers > 0 {
            match cx.ask(
                Side::Us,
                DecisionKind::DisruptCell { country, step },
                vec![
                    Answer::Cell(CellKind::Active),
                    Answer::Cell(CellKind::Sleeper),
                ],
            )? {
                Answer::Cell(kind) => kind,
                _ => CellKind::Active,
            }
        } else if actives > 0 {
            CellKind::Active
        } else {
            CellKind::Sleeper
        };
        match kind {
            CellKind::Active => {
                actives -= 1;
                remove += 1;
            }
            CellKind::Sleeper => {
                sleepers -= 1;
                activate += 1;
            }
        }
    }
    if remove > 0 {
        cx.remove_cells(country, remove, true);
    }
    cx.activate_cells(country, activate);
    Ok(())
}
