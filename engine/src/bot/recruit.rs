//! 9.4.2.5 Recruit: the target is chosen again before every single roll (I-14).

use crate::bot::{Rank, cells, reason_log, troops};
use crate::cx::{Cx, Run};
use crate::log::{BotPurpose, BotReason, BotRule, RadicalizeStep, Tie};
use crate::log::{LogEntry, RollKind};
use crate::ops::jihadist::success_number;
use crate::side_view::SideView;
use crate::state::Ideology;
use crate::types::{CardId, Country};

/// 8.2.4 the roll Recruit needs in `c`: its Recruit number, else its Governance.
fn need(g: &SideView<'_>, c: Country) -> u8 {
    match c.info().recruit {
        0 => success_number(g.governance(c)),
        rec => rec,
    }
}

/// RECRUIT_TARGET: the first non-empty of C1 (Regime Change, troops 5+ over cells), C2
/// (Islamist Rule with fewer cells than twice the card's value), C3 (highest need), then
/// Besieged Regime, troops plus cells, and (all Muslim) Resources.
fn target(cx: &mut Cx<'_>, card_ops: u8) -> Option<(Country, BotRule, Tie)> {
    let snapshot = cx.view().snapshot();
    let g = &snapshot.view();
    let located: Vec<Country> = Country::ALL
        .into_iter()
        .filter(|c| cells(g, *c) >= 1 || g.cadre(*c))
        .collect();
    let c1: Vec<Country> = located
        .iter()
        .copied()
        .filter(|c| g.is_regime_change(*c) && troops(g, *c) >= cells(g, *c) + 5)
        .collect();
    let c2: Vec<Country> = located
        .iter()
        .copied()
        .filter(|c| g.is_islamist_rule(*c) && cells(g, *c) < 2 * card_ops)
        .collect();
    let p3: Vec<Country> = located
        .iter()
        .copied()
        .filter(|c| !g.is_islamist_rule(*c) && !g.is_regime_change(*c))
        .collect();
    let top = p3.iter().map(|c| need(g, *c)).max().unwrap_or(0);
    let c3: Vec<Country> = p3.into_iter().filter(|c| need(g, *c) == top).collect();
    let (set, box_number) = if !c1.is_empty() {
        (c1, 1)
    } else if !c2.is_empty() {
        (c2, 2)
    } else {
        (c3, 3)
    };
    let mut rank = Rank::new(&set);
    rank.prefer(Tie::Besieged, |c| g.besieged(c))
        .highest(Tie::TroopsPlusCells, |c| troops(g, c) + cells(g, c));
    if rank.set.iter().all(|c| c.is_muslim()) {
        rank.highest(Tie::Resources, |c| g.resources(c));
    }
    let (country, tie) = rank.choose(cx, BotPurpose::Recruit)?;
    let rule = match box_number {
        1 => BotRule::RecruitRegimeChange {
            troops: troops(g, country),
            cells: cells(g, country),
        },
        2 => BotRule::RecruitIslamistRule {
            cells: cells(g, country),
            ops: card_ops,
        },
        _ => BotRule::RecruitHighestNeed { need: top },
    };
    Some((country, rule, tie))
}

/// Recruit one operation at a time; returns the operations left (no target, or no
/// Available cell).
pub(crate) fn ops(cx: &mut Cx<'_>, k: u8, card: CardId) -> Run<u8> {
    // 9.7 Attractive: two cells per success.
    let per_success = if cx.view().ideology() >= Ideology::Attractive {
        2
    } else {
        1
    };
    let mut left = k;
    while left > 0 && cx.view().available_cells() > 0 {
        let Some((country, rule, tie)) = target(cx, card.ops()) else {
            break;
        };
        reason_log(
            cx,
            BotReason::Target {
                purpose: BotPurpose::Recruit,
                country,
                rolls: 1,
                rule,
                tie,
            },
        );
        cx.test_country(country);
        let needed = cx.view().recruit_number(country);
        let (dice, success) = match needed {
            None => (Vec::new(), true),
            Some(n) => {
                let die = cx.d6();
                (vec![die], die <= n)
            }
        };
        cx.log(LogEntry::Rolled {
            kind: RollKind::Recruit,
            country: Some(country),
            dice,
            modified: None,
            needed,
            successes: Some(u8::from(success)),
        });
        if success {
            let m = per_success.min(cx.view().available_cells());
            cx.place_cells(country, m);
            cx.cells_not_placed(country, per_success - m, true);
        }
        left -= 1;
    }
    if left > 0 {
        // Why the rest goes to Radicalization (9.4.2.5, 9.4.3).
        let step = if cx.view().available_cells() == 0 {
            RadicalizeStep::NoAvailableCells
        } else {
            RadicalizeStep::NoRecruitTarget
        };
        reason_log(cx, BotReason::Radicalize { step, ops: left });
    }
    Ok(left)
}
