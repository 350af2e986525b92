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

/// 7.2.1 a War of Ideas roll succeeds on a modified 5 or more.
const NEEDED: i8 = 5;

/// 7.2.1 how many faces of a die succeed (5 or more after `modifiers`), 0 to 6.
pub fn chance(modifiers: i8) -> u8 {
    (1..=6).filter(|die| die + modifiers >= NEEDED).count() as u8
}

/// What one War of Ideas roll does (7.2.1, 7.2.2.1).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Roll {
    Success,
    /// A failure by one places the first Aid marker.
    FirstAid,
    Failure,
}

/// 7.2.1 / 7.2.2.1 the result of a War of Ideas roll modified to `modified` in `country`:
/// success at 5; a failure by one places the first Aid (7.2.2.3: never at Good, which a
/// Neutral can be after an event improved it).
fn roll_result(g: &GameState, country: Country, modified: i8) -> Roll {
    if modified >= NEEDED {
        Roll::Success
    } else if modified == NEEDED - 1 && g.country(country).aid == 0 && !g.is_good(country) {
        Roll::FirstAid
    } else {
        Roll::Failure
    }
}

/// The chances of a War of Ideas in a Muslim country, read with the value of the card.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WarOfIdeasOdds {
    /// Faces of the roll that succeed (7.2.1.1: Neutral to Ally, or an Ally improved).
    roll_success: u8,
    /// Faces that fail by one and place the first Aid (7.2.2.1).
    roll_first_aid: u8,
    /// Unmarked: the Initial Test comes first (4.9.4), and a card worth less than the
    /// tested Governance needs then fails (4.9.5).
    tested_first: bool,
}

impl WarOfIdeasOdds {
    /// The faces out of [`Self::out_of`] that succeed with a card worth `value`.
    pub fn success(&self, value: u8) -> u8 {
        self.roll_success * self.rolls(value)
    }
    /// The faces out of [`Self::out_of`] that place the first Aid with a card worth `value`.
    pub fn first_aid(&self, value: u8) -> u8 {
        self.roll_first_aid * self.rolls(value)
    }
    /// 6, or 36 when the Initial Test's die comes first.
    pub fn out_of(&self) -> u8 {
        if self.tested_first { 36 } else { 6 }
    }
    /// Of the test's faces, those after which the roll is made (7.1.1); 1 when marked.
    fn rolls(&self, value: u8) -> u8 {
        if !self.tested_first {
            return 1;
        }
        [Governance::Poor, Governance::Fair]
            .into_iter()
            .filter(|tested| value >= tested.value().unwrap_or(3))
            .map(crate::effects::governance_faces)
            .sum()
    }
}

/// 7.2 the odds of a War of Ideas in the Muslim country `country` (4.9.2 its modifiers now).
pub fn odds(g: &GameState, country: Country) -> WarOfIdeasOdds {
    let m = modifiers(g, country);
    let faces = |result: Roll| {
        (1..=6)
            .filter(|die| roll_result(g, country, die + m) == result)
            .count() as u8
    };
    WarOfIdeasOdds {
        roll_success: faces(Roll::Success),
        roll_first_aid: faces(Roll::FirstAid),
        tested_first: g.is_unmarked(country),
    }
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
    let result = roll_result(&cx.g, country, modified);
    let success = result == Roll::Success;
    cx.log(LogEntry::WarOfIdeasModifiers {
        country,
        modifiers: items.into_iter().filter(|(_, v)| *v != 0).collect(),
    });
    cx.log(LogEntry::Rolled {
        kind: RollKind::WarOfIdeas,
        country: Some(country),
        dice: vec![die],
        modified: Some(modified),
        needed: Some(NEEDED as u8),
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
    } else if result == Roll::FirstAid {
        cx.set_aid(country, 1); // 7.2.2.1
    }
    success
}
