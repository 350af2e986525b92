//! 7.2 War of Ideas.

use crate::cx::{Cx, Run};
use crate::decision::{DecisionKind, Op, Purpose};
use crate::error::{Reason, RuleError};
use crate::log::{LogEntry, RollKind};
use crate::ops::{OpsCard, any_country};
use crate::state::GameState;
pub use crate::types::WarOfIdeasModifier as Modifier;
use crate::types::{Alignment, Country, Governance, Side};

/// Why War of Ideas is refused in a country; the Regime Change troop count is written only
/// when reported.
pub(crate) enum Refused {
    Rule(RuleError),
    RegimeChange {
        country: Country,
        troops: u8,
        cells: u8,
    },
}

impl From<RuleError> for Refused {
    fn from(error: RuleError) -> Refused {
        Refused::Rule(error)
    }
}

impl From<Refused> for RuleError {
    fn from(refused: Refused) -> RuleError {
        match refused {
            Refused::Rule(error) => error,
            Refused::RegimeChange {
                country,
                troops,
                cells,
            } => RuleError::target(
                Op::WarOfIdeas,
                country,
                "7.2.1.3",
                Reason::new(
                    "it is a Regime Change country and its {troops} troops do not exceed its {cells} cells by five",
                )
                .with("troops", troops)
                .with("cells", cells),
            ),
        }
    }
}

/// Is `country` a legal War of Ideas target with this card?
pub(crate) fn check(g: &GameState, ops: OpsCard, country: Country) -> Result<(), Refused> {
    let op = Op::WarOfIdeas;
    if country == Country::Iran {
        return Err(RuleError::target(
            op,
            country,
            "4.4",
            "Iran has neither Alignment nor Posture",
        )
        .into());
    }
    if country.is_muslim() {
        let governance = g.governance(country);
        if governance == Some(Governance::IslamistRule) {
            return Err(RuleError::target(
                op,
                country,
                "7.1.3",
                "it is under Islamist Rule: only Regime Change is allowed there",
            )
            .into());
        }
        match g.alignment(country) {
            Some(Alignment::Adversary) => {
                return Err(RuleError::target(op, country, "7.2.1.1", "it is an Adversary").into());
            }
            Some(Alignment::Ally) if governance == Some(Governance::Good) => {
                return Err(
                    RuleError::target(op, country, "7.2.1.1", "it is already a Good Ally").into(),
                );
            }
            _ => {}
        }
        // Card 41 NATO counts as troops, Card 54 Sadr as a cell.
        let (troops, cells) = (
            g.troops_counting_nato(country),
            g.cells_counting_sadr(country),
        );
        if g.is_regime_change(country) && troops < cells + 5 {
            return Err(Refused::RegimeChange {
                country,
                troops,
                cells,
            });
        }
        Ok(ops.require(op, country, governance)?)
    } else {
        if country == Country::UnitedStates || country == Country::Israel {
            return Err(RuleError::target(
                op,
                country,
                "7.2.3",
                "War of Ideas may not target the United States or Israel",
            )
            .into());
        }
        Ok(ops.require(op, country, g.governance(country))?)
    }
}

pub(crate) fn possible(g: &GameState, ops: OpsCard) -> Result<(), RuleError> {
    if any_country(|c| check(g, ops, c).is_ok()) {
        Ok(())
    } else {
        Err(RuleError::OpNotPossible {
            op: Op::WarOfIdeas,
            reason: "no country qualifies".into(),
            rule: "7.2",
        })
    }
}

/// 4.9.2 War of Ideas Table modifiers for `country` (before the die), each with its value
/// (zero when it does not apply).
pub fn modifier_items(g: &GameState, country: Country) -> [(Modifier, i8); 5] {
    let adjacent = g.neighbours(country).any(|n| g.is_ally(n) && g.is_good(n));
    let fair_to_good = g.is_ally(country) && g.governance(country) == Some(Governance::Fair);
    [
        (Modifier::Prestige, g.prestige_modifier()),
        (Modifier::GwotPenalty, -(g.gwot_penalty() as i8)),
        (Modifier::Aid, g.country(country).aid as i8),
        (Modifier::AdjacentGoodAlly, i8::from(adjacent)),
        (Modifier::FairToGood, -i8::from(fair_to_good)),
    ]
}

/// 7.2.1 how many faces of a die succeed (5 or more after `modifiers`), 0 to 6.
pub fn chance(modifiers: i8) -> u8 {
    (modifiers + 2).clamp(0, 6) as u8
}

/// 4.9.2 War of Ideas Table modifiers for `country` (before the die), summed.
pub fn modifiers(g: &GameState, country: Country) -> i8 {
    modifier_items(g, country).iter().map(|(_, v)| v).sum()
}

pub(crate) fn execute(cx: &mut Cx<'_>, ops: OpsCard) -> Run {
    cx.war_of_ideas_value = Some(ops.value);
    let country = cx.ask_country(
        Side::Us,
        DecisionKind::country(Purpose::WarOfIdeas, 1),
        |g, c| check(g, ops, c),
    )?;
    if !country.is_muslim() {
        // 7.2.3 one Posture roll; +1 Prestige if it matches the US Posture.
        let posture = cx.roll_posture(country);
        if posture == cx.g.us_posture {
            cx.add_prestige(1);
        }
        return Ok(());
    }
    cx.test_country(country);
    let governance = cx.g.governance(country);
    // 4.9.5 Mandatory follow-through: too low a card for the tested Governance fails.
    if let Some(needed) = governance.and_then(|g| g.value())
        && ops.value < needed
    {
        cx.log(LogEntry::Rolled {
            kind: RollKind::WarOfIdeas,
            country: Some(country),
            dice: Vec::new(),
            modified: None,
            needed: Some(5),
            successes: Some(0),
        });
        return Ok(());
    }
    war_of_ideas_roll(cx, country, false);
    Ok(())
}

/// 7.2.1 one War of Ideas roll in a marked Muslim country (also run by events: Card 30 UN
/// Nation Building skips the card-value test and, with `ignore_gwot`, treats the GWOT
/// Relations Penalty as 0). Returns whether it succeeded.
pub(crate) fn war_of_ideas_roll(cx: &mut Cx<'_>, country: Country, ignore_gwot: bool) -> bool {
    let die = cx.d6();
    let mut items = modifier_items(&cx.g, country);
    if ignore_gwot {
        items[1].1 = 0;
    }
    let modified = die as i8 + items.iter().map(|(_, v)| v).sum::<i8>();
    let success = modified >= 5;
    cx.log(LogEntry::WarOfIdeasModifiers {
        country,
        modifiers: items.into_iter().filter(|(_, v)| *v != 0).collect(),
    });
    cx.log(LogEntry::Rolled {
        kind: RollKind::WarOfIdeas,
        country: Some(country),
        dice: vec![die],
        modified: Some(modified),
        needed: Some(5),
        successes: Some(u8::from(success)),
    });
    if success {
        // 7.2.1.1 Neutral shifts to Ally; an Ally improves one level.
        if cx.g.is_ally(country) {
            if let Some(current) = cx.g.governance(country) {
                cx.set_governance(country, current.improved());
            }
        } else {
            cx.set_alignment(country, Alignment::Ally);
        }
    } else if modified == 4 && cx.g.country(country).aid == 0 && !cx.g.is_good(country) {
        // 7.2.2.1 the first Aid marker on a failure by one (7.2.2.3: never at Good, which
        // a Neutral can be after an event improved it).
        cx.set_aid(country, 1);
    }
    success
}
