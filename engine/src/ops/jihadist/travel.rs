//! 8.3 Travel.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, CellKind, DecisionKind, Op, Purpose};
use crate::error::{Reason, RuleError};
use crate::log::{LogEntry, RollKind};
use crate::ops::jihadist::success_number;
use crate::ops::{OpsCard, any_country};
use crate::state::GameState;
use crate::types::{Country, Governance, Side};
use serde::{Deserialize, Serialize};

pub(crate) fn possible(g: &GameState) -> Result<(), RuleError> {
    if any_country(|c| g.cells(c) > 0) {
        Ok(())
    } else {
        Err(RuleError::OpNotPossible {
            op: Op::Travel,
            reason: "there are no cells on the map".into(),
            rule: "8.3",
        })
    }
}

/// Card 2 Biometrics is in effect this turn.
fn biometrics(g: &GameState) -> bool {
    g.lapsing_in_effect(crate::types::CardId::of::<2>())
}

/// One designated Travel: origin, destination, and whether the cell was Active.
#[derive(Copy, Clone, Debug)]
struct Trip {
    from: Country,
    to: Country,
    active: bool,
}

pub(crate) fn execute(cx: &mut Cx<'_>, ops: OpsCard) -> Run {
    // 8.3.3 designate all origins and destinations before rolling; a cell travels once.
    let mut trips: Vec<Trip> = Vec::new();
    for step in 1..=ops.value {
        let committed = |c: Country, active: Option<bool>| {
            trips
                .iter()
                .filter(|t| t.from == c && active.is_none_or(|a| t.active == a))
                .count() as u8
        };
        let extra: &[Answer] = if step > 1 { &[Answer::Done] } else { &[] };
        let from = match cx.ask_country_or(
            Side::Jihadist,
            DecisionKind::country(Purpose::TravelFrom, step),
            extra,
            |g, c| {
                if g.cells(c) == 0 {
                    Err(RuleError::target(
                        Op::Travel,
                        c,
                        "8.3.1",
                        "there is no cell there",
                    ))
                } else if g.cells(c) <= committed(c, None) {
                    Err(RuleError::target(
                        Op::Travel,
                        c,
                        "8.3.3",
                        "every cell there already travels on this card",
                    ))
                } else {
                    Ok(())
                }
            },
        )? {
            Answer::Country(c) => c,
            _ => break,
        };
        let to = cx.ask_country(
            Side::Jihadist,
            DecisionKind::country(Purpose::TravelTo, step),
            |g, c| {
                // Card 2 Biometrics: no Travel to a non-adjacent country this turn.
                if biometrics(g) && c != from && !g.adjacent(from, c) {
                    Err(RuleError::target(
                        Op::Travel,
                        c,
                        "Card 2",
                        Reason::new("Biometrics is in effect: {country} is not adjacent to {from}")
                            .with("country", c)
                            .with("from", from),
                    ))
                } else {
                    Ok(())
                }
            },
        )?;
        let active_free =
            cx.g.country(from)
                .active_cells()
                .saturating_sub(committed(from, Some(true)));
        let sleeper_free =
            cx.g.country(from)
                .sleeper_cells()
                .saturating_sub(committed(from, Some(false)));
        let active = if active_free > 0 && sleeper_free > 0 {
            cx.ask(
                Side::Jihadist,
                DecisionKind::TravelCell { country: from },
                vec![
                    Answer::Cell(CellKind::Active),
                    Answer::Cell(CellKind::Sleeper),
                ],
            )? == Answer::Cell(CellKind::Active)
        } else {
            active_free > 0
        };
        trips.push(Trip { from, to, active });
    }
    for trip in trips {
        travel(cx, trip.from, trip.to, trip.active, false);
    }
    Ok(())
}

/// 8.3.1-8.3.2 how a travelling cell arrives at a destination.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TravelChance {
    /// Without a roll: adjacent, within the country, or Islamist Rule (4.9.4 an unmarked
    /// country is tested first).
    Automatic { tested_first: bool },
    /// On a die roll of `needed` or less (Governance: Good 1, Fair 2, Poor 3).
    Roll { needed: u8, tested_first: bool },
    /// An unmarked Muslim country: tested first, then a roll of 3 (Poor) or 2 (Fair) or less.
    TestedThenRoll,
}

/// 8.3.1-8.3.2 how a Travel operation's cell from `from` to `to` would arrive, as
/// [`travel`] resolves it (shown in the destination prompt).
pub(crate) fn chance(g: &GameState, from: Country, to: Country) -> TravelChance {
    let tested_first = g.is_unmarked(to);
    let adjacent = from == to || g.adjacent(from, to);
    // A Muslim country tests Poor or Fair (never Good), so Biometrics cannot screen it.
    let governance = match g.governance(to) {
        None if tested_first && to.is_muslim() => {
            return if adjacent {
                TravelChance::Automatic { tested_first }
            } else {
                TravelChance::TestedThenRoll
            };
        }
        governance => governance,
    };
    let screened = from != to && biometrics(g) && governance == Some(Governance::Good);
    if (adjacent && !screened) || governance == Some(Governance::IslamistRule) {
        TravelChance::Automatic { tested_first }
    } else {
        TravelChance::Roll {
            needed: success_number(governance),
            tested_first,
        }
    }
}

/// 8.3.1-8.3.2 one cell travels (tests an unmarked destination first, 4.9.4). `automatic`
/// for events and Radicalization that succeed without a roll.
pub(crate) fn travel(cx: &mut Cx<'_>, from: Country, to: Country, active: bool, automatic: bool) {
    cx.test_country(to);
    let adjacent = from == to || cx.g.adjacent(from, to);
    // Card 2 Biometrics: an adjacent Good destination needs a roll (Travel operations).
    let screened = !automatic && from != to && biometrics(&cx.g) && cx.g.is_good(to);
    let arrived = if (adjacent && !screened) || automatic || cx.g.is_islamist_rule(to) {
        true
    } else {
        let needed = success_number(cx.g.governance(to));
        let die = cx.d6();
        cx.log(LogEntry::Rolled {
            kind: RollKind::Travel,
            country: Some(to),
            dice: vec![die],
            modified: None,
            needed: Some(needed),
            successes: Some(u8::from(die <= needed)),
        });
        die <= needed
    };
    // The cell leaves its origin either way; it arrives a Sleeper (4.6.4), or a failed
    // Travel removes it to the Funding Track, no cadre (8.3.2).
    cx.g.travel_cell(from, arrived.then_some(to), active);
    cx.log(LogEntry::CellTravels { from, to, arrived });
}
