//! 7.2 War of Ideas.

use crate::cx::{Cx, Run};
use crate::decision::{DecisionKind, Op, Purpose};
use crate::error::{Reason, RuleError};
use crate::log::{LogEntry, RollKind};
use crate::ops::{OpsCard, any_country};
use crate::state::GameState;
pub use crate::types::WarOfIdeasModifier as Modifier;
use crate::types::{Alignment, Country, Governance, Side};

/// Why War of Ideas is refused in a country, kept as parts (a check runs for every
/// country while options are listed and a computer player scores targets); put into words
/// only when reported.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Refused {
    Iran(Country),
    IslamistRule(Country),
    Adversary(Country),
    GoodAlly(Country),
    UnitedStatesOrIsrael(Country),
    RegimeChange {
        country: Country,
        troops: u8,
        cells: u8,
    },
    /// 7.1.1 the card is worth less than the Governance needs.
    Value {
        country: Country,
        governance: Option<Governance>,
        ops: OpsCard,
    },
}

impl From<Refused> for RuleError {
    fn from(refused: Refused) -> RuleError {
        let op = Op::WarOfIdeas;
        match refused {
            Refused::Iran(country) => RuleError::target(
                op,
                country,
                "4.4",
                "Iran has neither Alignment nor Posture",
            ),
            Refused::IslamistRule(country) => RuleError::target(
                op,
                country,
                "7.1.3",
                "it is under Islamist Rule: only Regime Change is allowed there",
            ),
            Refused::Adversary(country) => {
                RuleError::target(op, country, "7.2.1.1", "it is an Adversary")
            }
            Refused::GoodAlly(country) => {
                RuleError::target(op, country, "7.2.1.1", "it is already a Good Ally")
            }
            Refused::UnitedStatesOrIsrael(country) => RuleError::target(
                op,
                country,
                "7.2.3",
                "War of Ideas may not target the United States or Israel",
            ),
            Refused::RegimeChange {
                country,
                troops,
                cells,
            } => RuleError::target(
                op,
                country,
                "7.2.1.3",
                Reason::new(
                    "it is a Regime Change country and its {troops} troops do not exceed its {cells} cells by five",
                )
                .with("troops", troops)
                .with("cells", cells),
            ),
            Refused::Value {
                country,
                governance,
                ops,
            } => ops.require(op, country, governance).err().unwrap_or(RuleError::Invalid(
                Reason::new("the card's value does not reach the Governance (7.1.1)"),
            )),
        }
    }
}

/// Is `country` a legal War of Ideas target with this card?
#[inline]
pub(crate) fn check(g: &GameState, ops: OpsCard, country: Country) -> Result<(), Refused> {
    if country == Country::Iran {
        return Err(Refused::Iran(country));
    }
    let governance = g.governance(country);
    if country.is_muslim() {
        if governance == Some(Governance::IslamistRule) {
            return Err(Refused::IslamistRule(country));
        }
        match g.alignment(country) {
            Some(Alignment::Adversary) => return Err(Refused::Adversary(country)),
            Some(Alignment::Ally) if governance == Some(Governance::Good) => {
                return Err(Refused::GoodAlly(country));
            }
            _ => {}
        }
        if g.is_regime_change(country) {
            // Card 41 NATO counts as troops, Card 54 Sadr as a cell.
            let (troops, cells) = (
                g.troops_counting_nato(country),
                g.cells_counting_sadr(country),
            );
            if troops < cells + 5 {
                return Err(Refused::RegimeChange {
                    country,
                    troops,
                    cells,
                });
            }
        }
    } else if country == Country::UnitedStates || country == Country::Israel {
        return Err(Refused::UnitedStatesOrIsrael(country));
    }
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
            op: Op::WarOfIdeas,
            reason: "no country qualifies".into(),
            rule: "7.2",
        })
    }
}

/// 4.9.2 War of Ideas Table modifiers for `country` (before the die), each with its value
/// (zero when it does not apply).
pub fn modifier_items(g: &GameState, country: Country) -> [(Modifier, i8); 5] {
    modifier_items_with(g, country, Shared::of(g))
}

/// The modifiers every country shares in a position (4.9.2): Prestige's and the GWOT
/// Relations Penalty's, read once for a whole board.
#[derive(Copy, Clone)]
struct Shared {
    prestige: i8,
    gwot_penalty: u8,
}

impl Shared {
    fn of(g: &GameState) -> Shared {
        Shared {
            prestige: g.prestige_modifier(),
            gwot_penalty: g.gwot_penalty(),
        }
    }
}

fn modifier_items_with(g: &GameState, country: Country, shared: Shared) -> [(Modifier, i8); 5] {
    let adjacent = g.neighbours(country).any(|n| g.is_ally(n) && g.is_good(n));
    let fair_to_good = g.is_ally(country) && g.governance(country) == Some(Governance::Fair);
    [
        (Modifier::Prestige, shared.prestige),
        (Modifier::GwotPenalty, -(shared.gwot_penalty as i8)),
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
    roll_result_with(modified, first_aid_possible(g, country))
}

/// 7.2.2.1 / 7.2.2.3 a failure by one would place the first Aid: none there, not Good.
fn first_aid_possible(g: &GameState, country: Country) -> bool {
    g.country(country).aid == 0 && !g.is_good(country)
}

fn roll_result_with(modified: i8, first_aid_possible: bool) -> Roll {
    if modified >= NEEDED {
        Roll::Success
    } else if modified == NEEDED - 1 && first_aid_possible {
        Roll::FirstAid
    } else {
        Roll::Failure
    }
}

/// The chances of a War of Ideas in a Muslim country, read with the value of the card.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WarOfIdeasOdds {
    /// With a card worth 1, 2 and 3: the faces (of [`Self::out_of`]) that succeed (7.2.1.1:
    /// Neutral to Ally, or an Ally improved) ...
    success: [u8; 3],
    /// ... and that fail by one and place the first Aid (7.2.2.1).
    first_aid: [u8; 3],
    out_of: u8,
}

impl WarOfIdeasOdds {
    /// The faces out of [`Self::out_of`] that succeed with a card worth `value`.
    pub fn success(&self, value: u8) -> u8 {
        self.success[usize::from(value.clamp(1, 3) - 1)]
    }
    /// The faces out of [`Self::out_of`] that place the first Aid with a card worth `value`.
    pub fn first_aid(&self, value: u8) -> u8 {
        self.first_aid[usize::from(value.clamp(1, 3) - 1)]
    }
    /// 6, or 36 when the Initial Test's die comes first.
    pub fn out_of(&self) -> u8 {
        self.out_of
    }
}

/// 7.2 the odds of a War of Ideas in each Muslim country (4.9.2 its modifiers now): an
/// unmarked country is tested first (4.9.4), and a card worth less than the tested
/// Governance needs then fails (4.9.5). `None` for a non-Muslim country.
pub fn odds_all(g: &GameState) -> [Option<WarOfIdeasOdds>; 38] {
    let shared = Shared::of(g);
    let mut all = [None; 38];
    for c in Country::ALL.into_iter().filter(|c| c.is_muslim()) {
        all[c.index()] = Some(odds_with(g, c, shared));
    }
    all
}

/// [`odds_all`] for one Muslim country.
pub fn odds(g: &GameState, country: Country) -> WarOfIdeasOdds {
    odds_with(g, country, Shared::of(g))
}

fn odds_with(g: &GameState, country: Country, shared: Shared) -> WarOfIdeasOdds {
    let m = modifier_items_with(g, country, shared)
        .iter()
        .map(|(_, v)| v)
        .sum::<i8>();
    let aid = first_aid_possible(g, country);
    let faces = |result: Roll| {
        (1..=6)
            .filter(|die| roll_result_with(die + m, aid) == result)
            .count() as u8
    };
    let (success, first_aid) = (faces(Roll::Success), faces(Roll::FirstAid));
    let tested = g.is_unmarked(country);
    // Of the test's faces, those after which the roll is made (7.1.1); 1 when marked.
    let rolls = |value: u8| -> u8 {
        if !tested {
            return 1;
        }
        [Governance::Poor, Governance::Fair]
            .into_iter()
            .filter(|governance| value >= governance.value().unwrap_or(3))
            .map(crate::effects::governance_faces)
            .sum()
    };
    let rolls = [1, 2, 3].map(rolls);
    WarOfIdeasOdds {
        success: rolls.map(|r| success * r),
        first_aid: rolls.map(|r| first_aid * r),
        out_of: if tested { 36 } else { 6 },
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
