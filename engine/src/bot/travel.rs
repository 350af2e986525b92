//! 9.4.2.6 Travel: all destinations first ("To" boxes), then an origin for each ("From"
//! boxes, 9.4.2.6.1), then every Travel in order (9.4.2.6.2). Event Travel (9.4.2.1, Cards
//! 74 and 79) uses the same origins.

use crate::bot::pick::pick;
use crate::bot::{Rank, bhutto, cells, good_or_fair_muslim, margin, movable, reason_log, troops};
use crate::cx::{Cx, Run};
use crate::log::{BotPurpose, BotReason, BotRule, Tie};
use crate::ops::jihadist::travel::travel;
use crate::side_view::SideView;
use crate::types::{CardId, Country, Governance, Posture};

/// Travel by operations, the single automatic Travel of Radicalization (9.4.3), or an
/// event's automatic Travel (9.4.2.1).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) enum Mode {
    Ops,
    Radicalization,
    Event,
}

fn biometrics(g: &SideView<'_>) -> bool {
    g.lapsing_in_effect(CardId::of::<2>()) // Card 2 Biometrics
}

fn has_adjacent_cell(g: &SideView<'_>, d: Country) -> bool {
    g.neighbours(d).any(|a| movable(g, a) >= 1)
}

/// The candidates of "To" box 1-4.
fn to_box(g: &SideView<'_>, number: u8) -> Vec<Country> {
    let all = Country::ALL.into_iter();
    match number {
        1 => {
            // I-15 Besieged Regime, then Regime Change, then Aid.
            let not_ir = |c: &Country| !g.is_islamist_rule(*c);
            let besieged: Vec<Country> = all
                .clone()
                .filter(|c| not_ir(c) && g.besieged(*c))
                .collect();
            if !besieged.is_empty() {
                return besieged;
            }
            let rc: Vec<Country> = all
                .clone()
                .filter(|c| not_ir(c) && g.is_regime_change(*c))
                .collect();
            if !rc.is_empty() {
                return rc;
            }
            all.filter(|c| not_ir(c) && g.aid(*c) >= 1).collect()
        }
        // I-16 a Poor country where two (or fewer) more cells would allow Major Jihad.
        2 => all
            .filter(|c| {
                c.is_muslim()
                    && g.governance(*c) == Some(Governance::Poor)
                    && !bhutto(g, *c)
                    && cells(g, *c) + 2 >= troops(g, *c) + margin(g)
            })
            .collect(),
        // I-33 a Good or Fair Muslim country with a movable cell adjacent.
        3 => all
            .filter(|c| good_or_fair_muslim(g, *c) && has_adjacent_cell(g, *c))
            .collect(),
        _ => all
            .filter(|c| {
                c.is_non_muslim()
                    && *c != Country::UnitedStates
                    && match g.us_posture() {
                        Posture::Hard => *c != Country::Israel && g.posture(*c).is_none(),
                        Posture::Soft => g.posture(*c) == Some(Posture::Soft),
                    }
            })
            .collect(),
    }
}

/// 9.4.2.6 within a box: Pakistan, then (all Muslim) the highest Resources, then PICK.
pub(crate) fn rank_destination(
    cx: &mut Cx<'_>,
    set: &[Country],
    purpose: BotPurpose,
) -> Option<(Country, Tie)> {
    let snapshot = cx.view().snapshot();
    let g = &snapshot.view();
    let mut rank = Rank::new(set);
    rank.prefer(Tie::Pakistan, |c| c == Country::Pakistan);
    if rank.set.iter().all(|c| c.is_muslim()) {
        rank.highest(Tie::Resources, |c| g.resources(c));
    }
    rank.choose(cx, purpose)
}

/// SELECT_DESTINATIONS: one per box (Radicalization starts at box 2), then one random
/// destination for all remaining operations (I-17).
fn destinations(cx: &mut Cx<'_>, k: u8, mode: Mode) -> Vec<Country> {
    let mut out = Vec::new();
    let first = if mode == Mode::Radicalization { 2 } else { 1 };
    for number in first..=4u8 {
        if out.len() >= usize::from(k) {
            break;
        }
        let set = to_box(&cx.view(), number);
        if let Some((country, tie)) = rank_destination(cx, &set, BotPurpose::TravelTo) {
            reason_log(
                cx,
                BotReason::Target {
                    purpose: BotPurpose::TravelTo,
                    country,
                    rolls: 1,
                    rule: BotRule::TravelTo { r#box: number },
                    tie,
                },
            );
            out.push(country);
        }
    }
    let rest = usize::from(k).saturating_sub(out.len());
    if rest > 0
        && let Some(country) = pick(cx, BotPurpose::TravelTo, &Country::ALL)
    {
        reason_log(
            cx,
            BotReason::Target {
                purpose: BotPurpose::TravelTo,
                country,
                rolls: rest as u8,
                rule: BotRule::TravelToRandom,
                tie: Tie::Random,
            },
        );
        out.extend(std::iter::repeat_n(country, rest));
    }
    out
}

/// Cells committed to Travel on this card, per country.
struct Commits {
    moving: [u8; 38],
    active: [u8; 38],
    leaving: [u8; 38],
}

/// One planned Travel.
struct Trip {
    from: Country,
    to: Country,
    active: bool,
}

/// SELECT_ORIGIN for destination `d` (9.4.2.6.1, I-18, I-19).
fn origin(
    cx: &mut Cx<'_>,
    d: Country,
    all: &[Country],
    mode: Mode,
    card_ops: u8,
    commits: &mut Commits,
) -> Option<Trip> {
    let snapshot = cx.view().snapshot();
    let g = &snapshot.view();
    let free = |c: Country| movable(g, c).saturating_sub(commits.moving[c.index()]);
    let free_active = |c: Country| g.active_cells(c).saturating_sub(commits.active[c.index()]);
    let screened = biometrics(g) && mode == Mode::Ops;
    let others: Vec<Country> = all.iter().copied().filter(|c| *c != d).collect();
    for number in 1..=4u8 {
        let set: Vec<Country> = Country::ALL
            .into_iter()
            .filter(|c| {
                free(*c) >= 1
                    && (!screened || *c == d || g.adjacent(*c, d))
                    && match number {
                        1 => *c != d && g.is_islamist_rule(*c) && free(*c) > card_ops,
                        2 => *c != d && g.is_regime_change(*c) && free(*c) > 5,
                        3 => g.adjacent(*c, d),
                        _ => true,
                    }
            })
            .collect();
        if set.is_empty() {
            continue;
        }
        let mut rank = Rank::new(&set);
        rank.prefer(Tie::Active, |c| free_active(c) >= 1)
            .prefer(Tie::NotDestination, |c| !others.contains(&c));
        let (from, tie) = rank.choose(cx, BotPurpose::TravelFrom)?;
        let active = free_active(from) >= 1;
        let i = from.index();
        commits.moving[i] += 1;
        commits.active[i] += u8::from(active);
        commits.leaving[i] += 1;
        // I-19 the last cell (Sadr counts) of an IR / RC country travels in place.
        let in_place = from != d
            && (g.is_islamist_rule(from) || g.is_regime_change(from))
            && cells(g, from) <= commits.leaving[i];
        let to = if in_place {
            commits.leaving[i] -= 1;
            from
        } else {
            d
        };
        reason_log(
            cx,
            BotReason::Target {
                purpose: BotPurpose::TravelFrom,
                country: from,
                rolls: 1,
                rule: if in_place {
                    BotRule::TravelInPlace
                } else {
                    BotRule::TravelFrom { r#box: number }
                },
                tie,
            },
        );
        return Some(Trip { from, to, active });
    }
    None
}

/// TRAVEL_OPS: returns the operations that found no Travel (to Radicalization).
pub(crate) fn ops(cx: &mut Cx<'_>, k: u8, mode: Mode, card_ops: u8) -> Run<u8> {
    if Country::ALL
        .into_iter()
        .all(|c| movable(&cx.view(), c) == 0)
    {
        return Ok(k);
    }
    let mut all = destinations(cx, k, mode);
    let mut unusable = k.saturating_sub(all.len() as u8);
    // I-20 Card 2 Biometrics: a destination with no adjacent cell is dropped.
    if biometrics(&cx.view()) && mode == Mode::Ops {
        let mut kept = Vec::new();
        for d in all {
            if has_adjacent_cell(&cx.view(), d) {
                kept.push(d);
            } else {
                reason_log(cx, BotReason::BiometricsDrop { country: d });
                unusable += 1;
            }
        }
        all = kept;
    }
    let mut commits = Commits {
        moving: [0; 38],
        active: [0; 38],
        leaving: [0; 38],
    };
    let mut trips = Vec::new();
    for d in all.clone() {
        match origin(cx, d, &all, mode, card_ops, &mut commits) {
            Some(trip) => trips.push(trip),
            None => unusable += 1,
        }
    }
    // 9.4.2.6.2 every Travel in order; Radicalization's is automatic.
    for trip in trips {
        travel(cx, trip.from, trip.to, trip.active, mode != Mode::Ops);
    }
    Ok(unusable)
}

/// 9.4.2.1 / docs/bot-readings.md §6 event Travel (Card 74 Schengen Visas, Card 79 Clean
/// Operatives): an origin for each of `destinations` in order by SELECT_ORIGIN with the card's
/// value (no Biometrics limit), then every Travel in order, automatic. Sadr never travels.
pub(crate) fn event_travel(cx: &mut Cx<'_>, destinations: &[Country], card_ops: u8) {
    let mut commits = Commits {
        moving: [0; 38],
        active: [0; 38],
        leaving: [0; 38],
    };
    let mut trips = Vec::new();
    for d in destinations {
        if let Some(trip) = origin(cx, *d, destinations, Mode::Event, card_ops, &mut commits) {
            trips.push(trip);
        }
    }
    for trip in trips {
        travel(cx, trip.from, trip.to, trip.active, true);
    }
}
