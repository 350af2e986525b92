//! 7.3.1-7.3.3 Deploy.

use crate::cx::{Cx, Run, Stop};
use crate::decision::{Answer, DecisionKind, EventQuestion, Op, Purpose};
use crate::effects::remove_country_marker;
use crate::error::RuleError;
use crate::ops::{OpsCard, any_country};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

/// 7.3.1 troops that may leave `country` (a Regime Change country keeps five more troops
/// than cells).
pub fn movable(g: &GameState, country: Country) -> u8 {
    let c = g.country(country);
    if c.regime_change.is_some() {
        // Card 41 NATO counts as troops, Card 54 Sadr as a cell; only cubes move.
        let spare = g
            .troops_counting_nato(country)
            .saturating_sub(g.cells_counting_sadr(country) + 5);
        spare.min(c.troops())
    } else {
        c.troops()
    }
}

/// Card 41 NATO: whether the NATO marker's 2 troops may leave `country` by Deploy now (a
/// Regime Change country keeps five more troops than cells, 7.3.1).
pub(crate) fn nato_may_leave(g: &GameState, country: Country) -> bool {
    if !g.country(country).markers.contains(&Marker::Nato) {
        return false;
    }
    g.country(country).regime_change.is_none()
        || g.troops_counting_nato(country) >= g.cells_counting_sadr(country) + 7
}

/// Card 41 NATO: after cubes left `from` by Deploy or Withdraw, the US says whether the NATO
/// marker's 2 troops leave too (`only_nato`: they were the only troops to leave, no
/// question); if they do, the marker leaves the map.
pub(crate) fn nato_leaves(cx: &mut Cx<'_>, from: Country, only_nato: bool) -> Run {
    let kind = DecisionKind::Event {
        card: CardId::of::<41>(),
        question: EventQuestion::NatoLeaves,
    };
    if only_nato || cx.yes_no(Side::Us, kind)? {
        remove_country_marker(cx, Marker::Nato, from);
    }
    Ok(())
}

/// A Deploy origin: the Troops Track (`None`) or a country with movable troops.
pub(crate) fn origin_movable(g: &GameState, from: Option<Country>) -> u8 {
    match from {
        None => g.troops_on_track(),
        Some(country) => movable(g, country),
    }
}

/// 7.3.2-7.3.3 a legal Deploy destination.
pub(crate) fn check_destination(
    g: &GameState,
    ops: OpsCard,
    from: Option<Country>,
    to: Country,
) -> Result<(), RuleError> {
    let op = Op::Deploy;
    if Some(to) == from {
        return Err(RuleError::target(
            op,
            to,
            "7.3.1",
            "troops must go to another location",
        ));
    }
    // Card 57 Abu Sayyaf: the US may Deploy into the Philippines.
    let abu_sayyaf =
        to == Country::Philippines && g.country(to).markers.contains(&Marker::AbuSayyaf);
    if !g.is_ally(to) && !abu_sayyaf {
        return Err(RuleError::target(
            op,
            to,
            "7.3.3",
            "the destination must be an Ally",
        ));
    }
    ops.require(op, to, g.governance(to))
}

fn check_origin(g: &GameState, ops: OpsCard, from: Country) -> Result<(), RuleError> {
    // Card 41 NATO: its 2 troops may be the ones that leave.
    if g.troops_counting_nato(from) == 0 {
        return Err(RuleError::target(
            Op::Deploy,
            from,
            "7.3.1",
            "there are no troops there",
        ));
    }
    if movable(g, from) == 0 && !nato_may_leave(g, from) {
        return Err(RuleError::target(
            Op::Deploy,
            from,
            "7.3.1",
            "its troops must stay: a Regime Change country keeps five more troops than cells",
        ));
    }
    // Somewhere to go: the Track (any card) or an Ally.
    let _ = ops;
    Ok(())
}

pub(crate) fn possible(g: &GameState, ops: OpsCard) -> Result<(), RuleError> {
    // From a country (the cheaper look), else from the Track.
    let from_country = || any_country(|c| check_origin(g, ops, c).is_ok());
    let from_track =
        || g.troops_on_track() > 0 && any_country(|c| check_destination(g, ops, None, c).is_ok());
    if from_country() || from_track() {
        Ok(())
    } else {
        Err(RuleError::OpNotPossible {
            op: Op::Deploy,
            reason: "no troops can move to a legal destination".into(),
            rule: "7.3",
        })
    }
}

pub(crate) fn execute(cx: &mut Cx<'_>, ops: OpsCard) -> Run {
    // Origin: the Track (if it can reach an Ally) or a country.
    let track = cx.g.troops_on_track() > 0
        && any_country(|c| check_destination(&cx.g, ops, None, c).is_ok());
    let extra: &[Answer] = if track { &[Answer::Track] } else { &[] };
    let from = match cx.ask_country_or(
        Side::Us,
        DecisionKind::country(Purpose::DeployFrom, 1),
        extra,
        |g, c| check_origin(g, ops, c),
    )? {
        Answer::Country(country) => Some(country),
        _ => None,
    };
    // 7.3.2 any card may Deploy to the Troops Track.
    let extra: &[Answer] = if from.is_some() {
        &[Answer::Track]
    } else {
        &[]
    };
    let to = match cx.ask_country_or(
        Side::Us,
        DecisionKind::country(Purpose::DeployTo, 1),
        extra,
        |g, c| check_destination(g, ops, from, c),
    )? {
        Answer::Country(country) => Some(country),
        _ => None,
    };
    // Card 41 NATO: 0 cubes when only NATO's troops leave.
    let nato = from.is_some_and(|origin| nato_may_leave(&cx.g, origin));
    let cubes = origin_movable(&cx.g, from);
    let count = if cubes == 0 {
        0
    } else {
        choose_count(cx, from, to, u8::from(!nato), cubes)?
    };
    cx.move_troops(from, to, count);
    if let Some(origin) = from
        && nato_may_leave(&cx.g, origin)
    {
        nato_leaves(cx, origin, count == 0)?;
    }
    Ok(())
}

/// How many troops, `min..=max`.
pub(crate) fn choose_count(
    cx: &mut Cx<'_>,
    from: Option<Country>,
    to: Option<Country>,
    min: u8,
    max: u8,
) -> Run<u8> {
    if max < min {
        return Err(Stop::Rule(RuleError::Invalid(
            "internal: not enough troops".into(),
        )));
    }
    let options: Vec<Answer> = (min..=max).map(Answer::Count).collect();
    match cx.ask(Side::Us, DecisionKind::TroopCount { from, to }, options)? {
        Answer::Count(n) => Ok(n),
        _ => Ok(min),
    }
}
