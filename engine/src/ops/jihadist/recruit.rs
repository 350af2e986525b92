//! 8.2 Recruit.

use crate::cx::{Cx, Run};
use crate::decision::{Op, Purpose};
use crate::error::RuleError;
use crate::log::{LogEntry, RollKind};
use crate::ops::jihadist::{designate_dice, dice_by_country, success_number};
use crate::ops::{OpsCard, any_country};
use crate::state::{GameState, Ideology, Players};
use crate::types::{Country, Side};

pub(crate) fn check(g: &GameState, country: Country) -> Result<(), RuleError> {
    // Card 54 Sadr is a cell there.
    if g.cells_counting_sadr(country) == 0 && !g.country(country).cadre {
        return Err(RuleError::target(
            Op::Recruit,
            country,
            "8.2.2",
            "there is no cell or cadre there",
        ));
    }
    Ok(())
}

pub(crate) fn possible(g: &GameState) -> Result<(), RuleError> {
    // Card 114 GTMO: no Recruit operations for the rest of the turn.
    if g.lapsing_in_effect(crate::types::CardId::of(114)) {
        return Err(RuleError::OpNotPossible {
            op: Op::Recruit,
            reason: "GTMO is in effect this turn".into(),
            rule: "Card 114",
        });
    }
    if any_country(|c| check(g, c).is_ok()) {
        Ok(())
    } else {
        Err(RuleError::OpNotPossible {
            op: Op::Recruit,
            reason: "no country has a cell or cadre".into(),
            rule: "8.2.2",
        })
    }
}

/// 8.2.3 / 8.2.4 / 8.1.1 the roll needed to Recruit in `country` (`None`: automatic).
pub fn recruit_number(g: &GameState, country: Country) -> Option<u8> {
    if g.is_regime_change(country) || g.is_islamist_rule(country) {
        return None;
    }
    let rec = country.info().recruit;
    if rec > 0 {
        return Some(rec);
    }
    Some(success_number(g.governance(country)))
}

pub(crate) fn execute(cx: &mut Cx<'_>, ops: OpsCard) -> Run {
    // 8.1.2 designate every die's locale before rolling.
    let targets = designate_dice(cx, Purpose::Recruit, ops.value, |g, c, _| check(g, c))?;
    // 9.7 Attractive: each success places two cells (solitaire).
    let per_success = if cx.g.players == Players::Solitaire && cx.g.ideology >= Ideology::Attractive
    {
        2
    } else {
        1
    };
    let mut successes: Vec<(Country, u8)> = Vec::new();
    for (country, dice_here) in dice_by_country(&targets) {
        let country = &country;
        cx.test_country(*country);
        let (rolled, hits) = match recruit_number(&cx.g, *country) {
            None => (Vec::new(), dice_here),
            Some(needed) => {
                let rolled = cx.dice(dice_here);
                let hits = rolled.iter().filter(|d| **d <= needed).count() as u8;
                (rolled, hits)
            }
        };
        cx.log(LogEntry::Rolled {
            kind: RollKind::Recruit,
            country: Some(*country),
            dice: rolled,
            modified: None,
            needed: recruit_number(&cx.g, *country),
            successes: Some(hits),
        });
        if hits > 0 {
            successes.push((*country, hits * per_success));
        }
    }
    // 8.2.1 only Available cells; the Jihadist distributes them when they run short.
    let wanted: u8 = successes.iter().map(|(_, n)| *n).sum();
    let available = cx.g.available_cells();
    if wanted <= available || successes.len() <= 1 {
        for (country, n) in successes {
            let n = n.min(cx.g.available_cells());
            cx.place_cells(country, n);
        }
        return Ok(());
    }
    let mut left = successes;
    for step in 1..=available {
        let choice = cx.country(Side::Jihadist, Purpose::RecruitPlace, step, |_, c| {
            if left.iter().any(|(country, n)| *country == c && *n > 0) {
                Ok(())
            } else {
                Err(RuleError::target(
                    Op::Recruit,
                    c,
                    "8.2.1",
                    "no Recruit success there awaits a cell",
                ))
            }
        })?;
        if let Some(entry) = left.iter_mut().find(|(c, _)| *c == choice) {
            entry.1 -= 1;
        }
        cx.place_cells(choice, 1);
    }
    Ok(())
}
