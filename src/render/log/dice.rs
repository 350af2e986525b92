//! Dice and tests: a roll's line with its modifiers, what it needed and its successes, and
//! a country tested.

use labyrinth_engine::{Country, Governance, Posture, RollKind};

use super::{place, yes};
use crate::i18n::{Lang, names};
use crate::tr;

fn roll_key(kind: RollKind) -> &'static str {
    match kind {
        RollKind::Governance => "governance",
        RollKind::Posture => "posture",
        RollKind::Prestige => "prestige",
        RollKind::WarOfIdeas => "war-of-ideas",
        RollKind::Recruit => "recruit",
        RollKind::Travel => "travel",
        RollKind::Jihad => "jihad",
        RollKind::Plot => "plot",
        RollKind::PlotGovernance => "plot-governance",
        RollKind::WmdAcquisition => "wmd",
    }
}

/// A roll's line (`Rolled`).
pub(super) fn rolled(
    lang: Lang,
    kind: RollKind,
    country: Option<Country>,
    dice: &[u8],
    modified: Option<i8>,
    needed: Option<u8>,
    successes: Option<u8>,
) -> String {
    let place = place(lang, country);
    let kind_key = roll_key(kind);
    if dice.is_empty() {
        // 4.9.5 a country just tested needs a higher card value: no roll.
        if kind == RollKind::WarOfIdeas && successes == Some(0) {
            return tr!(lang, "log-war-of-ideas-automatic-failure", place = place);
        }
        // Recruit where Regime Change or Islamist Rule, adjacent Travel: no die.
        return tr!(
            lang,
            "log-automatic-successes",
            kind = kind_key,
            place = place,
            count = successes.unwrap_or(0)
        );
    }
    let shown: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
    let mut line = tr!(
        lang,
        "log-rolled",
        kind = kind_key,
        place = place,
        dice = shown.join(", ")
    );
    match (kind, modified) {
        (RollKind::Prestige, Some(m)) => {
            line.push(' ');
            line.push_str(&prestige_direction(lang, dice, m));
        }
        // `modified` is the total after modifiers.
        (_, Some(m)) if dice.first().is_none_or(|d| i16::from(*d) != i16::from(m)) => {
            line.push_str(&tr!(lang, "log-roll-modified", modified = m.to_string()));
        }
        _ => {}
    }
    if let Some(n) = needed {
        line.push_str(&tr!(lang, "log-roll-needs", needed = n));
    }
    if let Some(s) = successes {
        line.push(' ');
        line.push_str(&tr!(lang, "log-roll-successes", count = s));
    }
    line
}

/// 4.7.1 a Prestige roll: the direction die (`modified`, after its modifiers) and the shift,
/// the lower of the other two dice.
fn prestige_direction(lang: Lang, dice: &[u8], modified: i8) -> String {
    let raw = dice.first().map(|d| i16::from(*d)).unwrap_or_default();
    let shown = if raw == i16::from(modified) {
        format!("{modified}")
    } else {
        tr!(
            lang,
            "log-prestige-modified",
            raw = raw.to_string(),
            modified = modified.to_string()
        )
    };
    let by = dice.iter().skip(1).min().copied().unwrap_or_default();
    tr!(
        lang,
        "log-prestige-direction",
        shown = shown,
        up = yes(modified >= 5),
        by = by
    )
}

/// A country tested: its new Governance or Posture.
pub(super) fn tested(
    lang: Lang,
    country: Country,
    governance: Option<Governance>,
    posture: Option<Posture>,
) -> String {
    let result = match (governance, posture) {
        (Some(g), _) => names::governance(lang, g),
        (None, Some(p)) => names::posture(lang, p),
        (None, None) => tr!(lang, "log-unchanged"),
    };
    tr!(
        lang,
        "log-tested",
        country = names::country(lang, country),
        result = result
    )
}
