//! 8.4 Jihad.

use crate::cx::{Cx, Run};
use crate::decision::{DecisionKind, Op, Purpose};
use crate::effects::remove_country_marker;
use crate::error::RuleError;
use crate::log::{LogEntry, RollKind};
use crate::ops::jihadist::{
    cell_for_die, designate_dice, dice_by_country, no_cell_for_die, success_number,
};
use crate::ops::{OpsCard, any_country};
use crate::state::{GameState, Ideology, Players};
use crate::types::{Alignment, Country, Governance, Marker, Side};

/// Why Jihad is refused in a country; the message is written only when reported.
enum Refused {
    NotMuslim(Country),
    IslamistRule(Country),
    Bhutto(Country),
    Cells(Country, u8),
}

impl From<Refused> for RuleError {
    fn from(refused: Refused) -> RuleError {
        let op = Op::Jihad;
        match refused {
            Refused::NotMuslim(country) => {
                RuleError::target(op, country, "8.4", "Jihad targets Muslim countries only")
            }
            Refused::IslamistRule(country) => {
                RuleError::target(op, country, "8.4", "it is already under Islamist Rule")
            }
            Refused::Bhutto(country) => RuleError::target(
                op,
                country,
                "Card 33",
                "Benazir Bhutto is in effect: no Jihad in Pakistan",
            ),
            Refused::Cells(country, cells) => no_cell_for_die(op, "8.4", country, cells),
        }
    }
}

fn check(g: &GameState, country: Country, dice_here: u8) -> Result<(), Refused> {
    if !country.is_muslim() {
        return Err(Refused::NotMuslim(country));
    }
    if g.is_islamist_rule(country) {
        return Err(Refused::IslamistRule(country));
    }
    // Card 33 Benazir Bhutto: no Jihad in Pakistan.
    if country == Country::Pakistan && g.marker_in_effect(Marker::BenazirBhutto) {
        return Err(Refused::Bhutto(country));
    }
    cell_for_die(g, country, dice_here).map_err(|cells| Refused::Cells(country, cells))
}

pub(crate) fn possible(g: &GameState) -> Result<(), RuleError> {
    if any_country(|c| check(g, c, 0).is_ok()) {
        Ok(())
    } else {
        Err(RuleError::OpNotPossible {
            op: Op::Jihad,
            reason: "no Muslim country short of Islamist Rule has cells".into(),
            rule: "8.4",
        })
    }
}

/// 8.4.2 (9.7 Potent) cells must exceed troops by this much for Major Jihad.
pub fn major_jihad_margin(g: &GameState) -> u8 {
    if g.players == Players::Solitaire && g.ideology >= Ideology::Potent {
        3
    } else {
        5
    }
}

/// 8.4.2 cells (Card 54 Sadr included) exceed troops (Card 41 NATO included) by the margin.
pub fn major_jihad_eligible(g: &GameState, country: Country) -> bool {
    g.cells_counting_sadr(country) >= g.troops_counting_nato(country) + major_jihad_margin(g)
}

pub(crate) fn execute(cx: &mut Cx<'_>, ops: OpsCard) -> Run {
    let targets = designate_dice(cx, Purpose::Jihad, ops.value, check)?;
    let dice = dice_by_country(&targets);
    // 4.9.4 an unmarked target is tested before the operation (cells normally imply a
    // marked country, but a test keeps the success number defined).
    for (country, _) in &dice {
        cx.test_country(*country);
    }
    // 8.4.2 declare Major Jihad in advance where cells exceed troops by five.
    let mut major = Vec::new();
    for (country, _) in &dice {
        if major_jihad_eligible(&cx.g, *country)
            && cx.yes_no(
                Side::Jihadist,
                DecisionKind::MajorJihad { country: *country },
            )?
        {
            major.push(*country);
        }
    }
    for (country, dice_here) in dice {
        jihad_in(cx, country, dice_here, major.contains(&country));
        cx.check_victory(Some(Side::Jihadist))?;
    }
    Ok(())
}

pub(crate) fn jihad_in(cx: &mut Cx<'_>, country: Country, dice_here: u8, major: bool) {
    // Cells used go Active: all Sleepers for Major Jihad, else as many as needed.
    let c = cx.g.country(country);
    let to_activate = if major {
        c.sleeper_cells()
    } else {
        dice_here.saturating_sub(c.active_cells())
    };
    cx.activate_cells(country, to_activate);
    let start = cx.g.governance(country);
    let needed = success_number(start);
    let successes = cx.roll_successes(RollKind::Jihad, country, dice_here, needed);
    let failures = dice_here - successes;
    // 8.4.1 / 8.4.2 successes worsen Governance toward Poor; Major Jihad needs two more at
    // Poor (one with Besieged Regime, 8.4.3.2) for Islamist Rule. Each removes one Aid.
    let mut left = successes;
    while left > 0 {
        let Some(governance) = cx.g.governance(country) else {
            break;
        };
        match governance {
            Governance::Good | Governance::Fair => {
                cx.set_governance(country, governance.worsened());
                cx.remove_one_aid(country);
                left -= 1;
            }
            Governance::Poor => {
                let need = if cx.g.country(country).besieged { 1 } else { 2 };
                if major && left >= need {
                    for _ in 0..need {
                        cx.remove_one_aid(country);
                    }
                    islamist_revolution(cx, country);
                    left -= need;
                } else {
                    for _ in 0..left {
                        cx.remove_one_aid(country);
                    }
                    // 8.4.1 Poor shifts no further without Major Jihad: say so.
                    cx.log(LogEntry::Governance {
                        country,
                        from: Some(governance),
                        to: governance,
                    });
                    left = 0;
                }
            }
            Governance::IslamistRule => break,
        }
    }
    // 8.4.3 each failure removes a cell, no cadre (9.7 Virulent: not in solitaire).
    let virulent = cx.g.players == Players::Solitaire && cx.g.ideology >= Ideology::Virulent;
    if failures > 0 && !virulent {
        let removed = cx.remove_cells(country, failures, false);
        // Card 54 Sadr goes last, when no other cell is left to remove.
        if removed < failures {
            remove_country_marker(cx, Marker::Sadr, country);
        }
    }
    // 8.4.3.1 three Major Jihad dice at Poor that fail to reach Islamist Rule.
    if major && dice_here == 3 && start == Some(Governance::Poor) && !cx.g.is_islamist_rule(country)
    {
        cx.set_besieged(country, true);
        if let Some(alignment) = cx.g.alignment(country) {
            cx.set_alignment(country, alignment.toward_ally());
        }
    }
}

/// 8.4.4 Islamist Revolution (and 8.4.5 the Pakistani Arsenal).
pub(crate) fn islamist_revolution(cx: &mut Cx<'_>, country: Country) {
    cx.set_governance(country, Governance::IslamistRule);
    cx.set_alignment(country, Alignment::Adversary);
    let resources = cx.g.resources(country);
    cx.add_funding(i32::from(resources));
    if cx.g.troops_counting_nato(country) > 0 {
        cx.set_prestige(1); // Card 41 NATO counts as troops
    }
    if country == Country::Pakistan {
        cx.release_pakistan_arsenal();
    }
}

/// Event Jihad rolls (Cards 104/105 Iran): `dice` rolls in `country` that need no cell and
/// activate or lose none, judged together against the Governance at the start (8.1.2).
/// Each success removes one Aid and worsens Governance one level, never to Islamist Rule
/// (at Poor a success only removes Aid); failures do nothing and no Besieged Regime is
/// placed. No roll in a country under Islamist Rule or unmarked. Returns the successes.
pub(crate) fn event_jihad_rolls(cx: &mut Cx<'_>, country: Country, dice: u8) -> u8 {
    let start = cx.g.governance(country);
    if start.is_none() || start == Some(Governance::IslamistRule) {
        return 0;
    }
    let needed = success_number(start);
    let successes = cx.roll_successes(RollKind::Jihad, country, dice, needed);
    for _ in 0..successes {
        cx.remove_one_aid(country);
        if let Some(now) = cx.g.governance(country)
            && matches!(now, Governance::Good | Governance::Fair)
        {
            cx.set_governance(country, now.worsened());
        }
    }
    successes
}
