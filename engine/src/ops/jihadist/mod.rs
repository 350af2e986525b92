//! 8.0 Jihadist operations, one file each.

pub mod jihad;
pub mod plot;
pub mod recruit;
pub mod travel;

use crate::cx::{Cx, Run};
use crate::decision::{Answer, Purpose};
use crate::decision::{DecisionKind, Op};
use crate::error::{Reason, RuleError};
use crate::state::GameState;
use crate::types::{Country, Governance, Side};

/// 8.1.1 the success number of a Jihadist roll against a Governance (Islamist Rule: all).
pub(crate) fn success_number(governance: Option<Governance>) -> u8 {
    match governance {
        Some(Governance::Good) => 1,
        Some(Governance::Fair) => 2,
        Some(Governance::Poor) => 3,
        Some(Governance::IslamistRule) => 6,
        None => 3,
    }
}

/// 8.4 Jihad / 8.5.1 Plot: each die rolled in `country` needs a cell of its own there
/// (Card 54 Sadr is a cell that can roll). `Err` holds the cells there when the `dice_here`
/// already designated use them all.
pub(crate) fn cell_for_die(g: &GameState, country: Country, dice_here: u8) -> Result<(), u8> {
    let cells = g.cells_counting_sadr(country);
    if cells <= dice_here {
        Err(cells)
    } else {
        Ok(())
    }
}

/// The refusal of a die in `country` with no cell left to roll it (see [`cell_for_die`]).
pub(crate) fn no_cell_for_die(
    op: Op,
    rule: &'static str,
    country: Country,
    cells: u8,
) -> RuleError {
    RuleError::target(
        op,
        country,
        rule,
        Reason::new("each roll needs a cell there, and it has {cells}").with("cells", cells),
    )
}

/// 8.1.2 designate each die's country before rolling: up to `value` dice, `done` allowed
/// after the first (a card may use less than its value). `check(g, country, dice_there)`.
pub(crate) fn designate_dice<E: Into<RuleError>>(
    cx: &mut Cx<'_>,
    purpose: Purpose,
    value: u8,
    check: impl Fn(&GameState, Country, u8) -> Result<(), E>,
) -> Run<Vec<Country>> {
    let mut targets: Vec<Country> = Vec::new();
    for step in 1..=value {
        let extra: &[Answer] = if step > 1 { &[Answer::Done] } else { &[] };
        let answer = cx.ask_country_or(
            Side::Jihadist,
            DecisionKind::country(purpose, step),
            extra,
            |g, c| check(g, c, targets.iter().filter(|t| **t == c).count() as u8),
        )?;
        match answer {
            Answer::Country(country) => targets.push(country),
            _ => break,
        }
    }
    Ok(targets)
}

/// The designated countries in the order first named, with their number of dice.
pub(crate) fn dice_by_country(targets: &[Country]) -> Vec<(Country, u8)> {
    let mut out: Vec<(Country, u8)> = Vec::new();
    for country in targets {
        match out.iter_mut().find(|(c, _)| c == country) {
            Some(entry) => entry.1 += 1,
            None => out.push((*country, 1)),
        }
    }
    out
}
