//! 8.2 Recruit.

use crate::cx::{Cx, Run};
use crate::decision::{DecisionKind, Op, Purpose};
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
    if g.lapsing_in_effect(crate::types::CardId::of::<114>()) {
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
    recruit_rolls(cx, &dice_by_country(&targets), RecruitRules::OPERATION)
}

/// How a Recruit run by an event differs from the operation (Card 48 Adam Gadahn, Card 53
/// Madrassas, Card 82 Jihadist Videos). Where it may happen is the caller's choice.
#[derive(Copy, Clone, Debug)]
pub(crate) struct RecruitRules {
    /// 8.2.1 only Available cells; `false`: every cell on the Funding track (4.7.4.2).
    pub funding_limit: bool,
    /// Each roll succeeds on this number or less instead of the country's (Card 48: 2).
    pub needed: Option<u8>,
    /// A country that receives no cell gets a cadre if it has none (Card 82).
    pub cadre_on_failure: bool,
}

impl RecruitRules {
    /// The Recruit operation (8.2).
    pub const OPERATION: RecruitRules = RecruitRules {
        funding_limit: true,
        needed: None,
        cadre_on_failure: false,
    };
}

/// 8.2.3-8.2.4 roll the Recruit dice designated per country (in order: each country tested
/// if unmarked, then its dice) and place the cells the successes earn.
pub(crate) fn recruit_rolls(cx: &mut Cx<'_>, dice: &[(Country, u8)], rules: RecruitRules) -> Run {
    // 9.7 Attractive: each success places two cells (solitaire).
    let per_success = if cx.g.players == Players::Solitaire && cx.g.ideology >= Ideology::Attractive
    {
        2
    } else {
        1
    };
    let needed_in = |g: &GameState, country: Country| {
        recruit_number(g, country).map(|n| rules.needed.unwrap_or(n))
    };
    let mut successes: Vec<(Country, u8)> = Vec::new();
    for (country, dice_here) in dice.iter().copied() {
        cx.test_country(country);
        let needed = needed_in(&cx.g, country);
        let (rolled, hits) = match needed {
            None => (Vec::new(), dice_here),
            Some(needed) => {
                let rolled = cx.dice(dice_here);
                let hits = rolled.iter().filter(|d| **d <= needed).count() as u8;
                (rolled, hits)
            }
        };
        cx.log(LogEntry::Rolled {
            kind: RollKind::Recruit,
            country: Some(country),
            dice: rolled,
            modified: None,
            needed,
            successes: Some(hits),
        });
        if hits > 0 {
            successes.push((country, hits * per_success));
        }
    }
    let limit = |g: &GameState| {
        if rules.funding_limit {
            g.available_cells()
        } else {
            g.cells_on_track()
        }
    };
    // 8.2.1 only Available cells; the Jihadist distributes them when they run short.
    let wanted: u8 = successes.iter().map(|(_, n)| *n).sum();
    let available = limit(&cx.g);
    let mut placed: Vec<Country> = Vec::new();
    if wanted <= available || successes.len() <= 1 {
        for (country, n) in successes {
            let can = n.min(limit(&cx.g));
            if cx.place_cells(country, can) > 0 {
                placed.push(country);
            }
            cx.cells_not_placed(country, n - can, rules.funding_limit);
        }
    } else {
        let mut left = successes;
        for step in 1..=available {
            let choice = cx.ask_country(
                Side::Jihadist,
                DecisionKind::country(Purpose::RecruitPlace, step),
                |_, c| {
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
                },
            )?;
            if let Some(entry) = left.iter_mut().find(|(c, _)| *c == choice) {
                entry.1 -= 1;
            }
            if cx.place_cells(choice, 1) > 0 {
                placed.push(choice);
            }
        }
        for (country, n) in left {
            cx.cells_not_placed(country, n, rules.funding_limit);
        }
    }
    if rules.cadre_on_failure {
        for (country, _) in dice.iter().copied() {
            let c = cx.g.country(country);
            if !placed.contains(&country) && !c.cadre && c.cells() == 0 {
                cx.g.country_mut(country).cadre = true;
                cx.log(LogEntry::Cadre {
                    country,
                    placed: true,
                });
            }
        }
    }
    Ok(())
}
