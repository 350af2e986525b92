//! 9.4.2.2 Plot: where the bot Plots (operations) or places an event's Plot.

use crate::bot::pick::pick;
use crate::bot::{cells, reason_log, troops};
use crate::cx::{Cx, Run};
use crate::log::{BotPurpose, BotReason, BotRule, Tie};
use crate::ops::jihadist::plot::plot_rolls;
use crate::side_view::SideView;
use crate::types::{Country, Governance, Marker};

/// The members of Plot step 1-7 (I-12), or `None` when its gate is closed.
fn step_members(g: &SideView<'_>, step: u8) -> Option<Vec<Country>> {
    let above_low = g.prestige() >= 4; // I-36 "above Low"
    let all = Country::ALL.into_iter();
    let members: Vec<Country> = match step {
        1 => vec![Country::UnitedStates],
        2 => {
            let p = Country::Philippines;
            if !(above_low && g.marker_in_effect(Marker::AbuSayyaf) && cells(g, p) >= troops(g, p))
            {
                return None;
            }
            vec![p]
        }
        3 if above_low => all.filter(|c| troops(g, *c) >= 1).collect(),
        4 if g.gwot_penalty() == 0 => all
            .filter(|c| {
                *c != Country::UnitedStates
                    && c.is_non_muslim()
                    && g.posture(*c) == Some(g.us_posture())
            })
            .collect(),
        5 => all.filter(|c| g.aid(*c) >= 1).collect(),
        6 if g.funding() < 9 => all
            .filter(|c| c.is_non_muslim() && *c != Country::UnitedStates)
            .collect(),
        7 if g.funding() < 9 => all.filter(|c| !c.is_non_muslim()).collect(),
        _ => return None,
    };
    Some(members)
}

/// 9.4.2.2 Plot operations with `k`: returns the operations no cell could use.
pub(crate) fn plot_ops(cx: &mut Cx<'_>, k: u8) -> Run<u8> {
    let mut left = k;
    let mut used = [0u8; 38];
    let mut plan: Vec<(Country, u8)> = Vec::new();
    for step in 1..=7u8 {
        if left == 0 {
            break;
        }
        let Some(members) = step_members(&cx.view(), step) else {
            continue;
        };
        // Plot operations: Fair, then Good, then Poor.
        for band in [Governance::Fair, Governance::Good, Governance::Poor] {
            let g = &cx.view();
            let mut set: Vec<Country> = members
                .iter()
                .copied()
                .filter(|c| {
                    !g.is_islamist_rule(*c)
                        && g.governance(*c) == Some(band)
                        && cells(g, *c) > used[c.index()]
                })
                .collect();
            while !set.is_empty() && left > 0 {
                let (country, tie) = if set.len() == 1 {
                    (set[0], Tie::Only)
                } else {
                    match pick(cx, BotPurpose::Plot, &set) {
                        Some(c) => (c, Tie::Random),
                        None => break,
                    }
                };
                set.retain(|c| *c != country);
                let n = (cells(&cx.view(), country) - used[country.index()]).min(left);
                used[country.index()] += n;
                left -= n;
                plan.push((country, n));
                reason_log(
                    cx,
                    BotReason::Target {
                        purpose: BotPurpose::Plot,
                        country,
                        rolls: n,
                        rule: BotRule::PlotStep {
                            step,
                            band: Some(band),
                        },
                        tie,
                    },
                );
            }
        }
    }
    for (country, n) in plan {
        // 9.3.1 Active cells first; 9.3.2 a random marker, not restricted by the card's
        // value; 9.7 Coherent: two markers per success.
        plot_rolls(cx, country, n, 3)?;
    }
    Ok(left)
}

/// I-13 does [`plot_where_event`] find a country among `eligible`? (No dice.)
pub(crate) fn plot_event_has_target(g: &SideView<'_>, eligible: &[Country]) -> bool {
    (1..=7u8).any(|step| {
        step_members(g, step).is_some_and(|members| {
            members
                .iter()
                .any(|c| eligible.contains(c) && !g.is_islamist_rule(*c))
        })
    })
}

/// 9.4.2.1 / 9.4.2.2 an event's Plot: the first country of the sequence among `eligible`,
/// Good before Fair then Poor then unmarked (I-12). `None`: no country qualifies.
pub(crate) fn plot_where_event(cx: &mut Cx<'_>, eligible: &[Country]) -> Option<Country> {
    for step in 1..=7u8 {
        let Some(members) = step_members(&cx.view(), step) else {
            continue;
        };
        for band in [
            Some(Governance::Good),
            Some(Governance::Fair),
            Some(Governance::Poor),
            None,
        ] {
            let g = &cx.view();
            let set: Vec<Country> = members
                .iter()
                .copied()
                .filter(|c| {
                    eligible.contains(c) && !g.is_islamist_rule(*c) && g.governance(*c) == band
                })
                .collect();
            if set.is_empty() {
                continue;
            }
            let (country, tie) = if set.len() == 1 {
                (set[0], Tie::Only)
            } else {
                (pick(cx, BotPurpose::EventPlot, &set)?, Tie::Random)
            };
            reason_log(
                cx,
                BotReason::Target {
                    purpose: BotPurpose::EventPlot,
                    country,
                    rolls: 0,
                    rule: BotRule::EventPlotStep { step, band },
                    tie,
                },
            );
            return Some(country);
        }
    }
    None
}
