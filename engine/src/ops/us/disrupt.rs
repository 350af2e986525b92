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

/// Why Disrupt is refused in a country, kept as parts (a check runs for every country while
/// options are listed and a computer player scores targets); put into words only when
/// reported.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Refused {
    Nothing(Country),
    Iran(Country),
    IslamistRule(Country),
    Fata(Country),
    AlAnbar(Country),
    NoTroops(Country),
    /// 7.1.1 the card is worth less than the Governance needs.
    Value {
        country: Country,
        governance: Option<crate::types::Governance>,
        ops: OpsCard,
    },
}

impl From<Refused> for RuleError {
    fn from(refused: Refused) -> RuleError {
        let op = Op::Disrupt;
        let target =
            |country, rule, words: &'static str| RuleError::target(op, country, rule, words);
        match refused {
            Refused::Nothing(c) => target(c, "7.4.1", "there is no cell or cadre there"),
            Refused::Iran(c) => target(c, "7.4.1", "Iran may not be Disrupted"),
            Refused::IslamistRule(c) => target(
                c,
                "7.1.3",
                "it is under Islamist Rule: only Regime Change is allowed there",
            ),
            Refused::Fata(c) => target(
                c,
                "Card 80",
                "FATA is in Pakistan: no Disrupt there unless it is a Regime Change country",
            ),
            Refused::AlAnbar(c) => target(
                c,
                "Card 58",
                "Al-Anbar is in effect: a Disrupt there cannot remove a cadre",
            ),
            Refused::NoTroops(c) => target(
                c,
                "7.4.1",
                "it is not an Ally, not non-Muslim, and has fewer than two troops",
            ),
            Refused::Value {
                country,
                governance,
                ops,
            } => ops
                .require(op, country, governance)
                .err()
                .unwrap_or(RuleError::Invalid(crate::error::Reason::new(
                    "the card's value does not reach the Governance (7.1.1)",
                ))),
        }
    }
}

#[inline]
pub(crate) fn check(g: &GameState, ops: OpsCard, country: Country) -> Result<(), Refused> {
    let c = g.country(country);
    if c.cells() == 0 && !c.cadre {
        return Err(Refused::Nothing(country));
    }
    if country == Country::Iran {
        return Err(Refused::Iran(country));
    }
    if g.is_islamist_rule(country) {
        return Err(Refused::IslamistRule(country));
    }
    // Card 80 FATA: no Disrupt in Pakistan unless it is a Regime Change country.
    if country == Country::Pakistan
        && c.markers.contains(&Marker::Fata)
        && c.regime_change.is_none()
    {
        return Err(Refused::Fata(country));
    }
    // Card 58 Al-Anbar: a cadre alone in Iraq or Syria cannot be Disrupted.
    if c.cells() == 0 && al_anbar_limits(g, country) {
        return Err(Refused::AlAnbar(country));
    }
    // Card 41 NATO counts as troops.
    if !(g.is_ally(country) || g.troops_counting_nato(country) >= 2 || country.is_non_muslim()) {
        return Err(Refused::NoTroops(country));
    }
    let governance = g.governance(country);
    if ops.short_of(governance) {
        return Err(Refused::Value {
            country,
            governance,
            ops,
        });
    }
    Ok(())
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
    let prestige = gains_prestige(&cx.g, country);
    disrupt(cx, country)?;
    if prestige {
        cx.add_prestige(1);
    }
    Ok(())
}

/// 7.4.4 a Disrupt where at least two troops are (Card 41 NATO counts) gains +1 Prestige.
pub(crate) fn gains_prestige(g: &GameState, country: Country) -> bool {
    g.troops_counting_nato(country) >= 2
}

/// 7.4.2 how many cells a Disrupt in `country` affects: two with two troops or a Hard
/// non-Muslim country, else one.
pub(crate) fn affected(g: &GameState, country: Country) -> u8 {
    let hard = country.is_non_muslim() && g.posture(country) == Some(Posture::Hard);
    if al_anbar_limits(g, country) {
        1 // Card 58 Al-Anbar
    } else if g.troops_counting_nato(country) >= 2 || hard {
        // Card 41 NATO counts as troops
        2
    } else {
        1
    }
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
    let count = affected(&cx.g, country).min(c.cells());
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
