//! 9.5 random country: PICK by dice (I-3, I-4), the Schengen and Shia-Mix tables, and
//! 9.5.1 closest country. Every die comes from the game's dice, in the order rolled.

use crate::bot::reason_log;
use crate::cx::Cx;
use crate::log::{BotPurpose, BotReason, BotRule, BotTable, Tie};
use crate::side_view::SideView;
use crate::types::{CardId, Country, Governance};

/// 9.5 / I-3 an index in `0..n` by dice: one die up to 6 options, two up to 36, else three;
/// equal contiguous ranges, leftover faces re-rolled. Returns the index and the dice.
pub(crate) fn pick_index(cx: &mut Cx<'_>, n: usize) -> (usize, Vec<u8>) {
    if n <= 1 {
        return (0, Vec::new());
    }
    let m: u32 = if n <= 6 {
        1
    } else if n <= 36 {
        2
    } else {
        3
    };
    let span = 6usize.pow(m);
    let size = span / n;
    let mut all = Vec::new();
    // A bound keeps a pathological dice stream from looping forever.
    for _ in 0..64 {
        let mut v = 0usize;
        for _ in 0..m {
            let d = cx.d6();
            all.push(d);
            v = v * 6 + usize::from(d.clamp(1, 6) - 1);
        }
        if v < size * n {
            return (v / size, all);
        }
    }
    (0, all)
}

/// A uniform choice by dice among `list` (canonical order, I-3/I-4), its reason logged;
/// no die for one candidate.
fn pick_logged<T: Copy>(
    cx: &mut Cx<'_>,
    list: &[T],
    reason: impl FnOnce(Vec<T>, Vec<u8>, T) -> BotReason,
) -> Option<T> {
    match list {
        [] => None,
        [only] => Some(*only),
        _ => {
            let (index, dice) = pick_index(cx, list.len());
            let chosen = list.get(index).copied()?;
            reason_log(cx, reason(list.to_vec(), dice, chosen));
            Some(chosen)
        }
    }
}

/// PICK(list): a uniform choice by dice, logged with its candidates; no die for one.
pub(crate) fn pick(cx: &mut Cx<'_>, purpose: BotPurpose, list: &[Country]) -> Option<Country> {
    pick_logged(cx, list, |candidates, dice, chosen| BotReason::Pick {
        purpose,
        candidates,
        dice,
        chosen,
    })
}

/// PICK among an event question's country options (docs/bot-readings.md §8 "PICK among ..."), as an
/// answer.
pub(crate) fn pick_option(
    cx: &mut Cx<'_>,
    purpose: BotPurpose,
    options: &[crate::decision::Answer],
) -> Option<crate::decision::Answer> {
    use crate::decision::Answer;
    let list: Vec<Country> = options
        .iter()
        .filter_map(|a| match a {
            Answer::Country(c) => Some(*c),
            _ => None,
        })
        .collect();
    pick(cx, purpose, &list).map(Answer::Country)
}

/// PICK among cards or markers (named by their card, in card order): a uniform choice by
/// dice, logged with its candidates; no die for one.
pub(crate) fn pick_card(cx: &mut Cx<'_>, purpose: BotPurpose, list: &[CardId]) -> Option<CardId> {
    pick_logged(cx, list, |candidates, dice, chosen| BotReason::PickCard {
        purpose,
        candidates,
        dice,
        chosen,
    })
}

/// 9.5 Schengen table (I-7, Scala's table): one die.
pub(crate) fn schengen_table(cx: &mut Cx<'_>) -> Country {
    let die = cx.d6();
    let result = match die {
        1 => Country::Scandinavia,
        2 => Country::Benelux,
        3 => Country::Germany,
        4 => Country::France,
        5 => Country::Spain,
        _ => Country::Italy,
    };
    reason_log(
        cx,
        BotReason::Table {
            table: BotTable::Schengen,
            dice: vec![die],
            result,
        },
    );
    result
}

/// 9.5 Shia-Mix table (I-6, tables.json): the sum of three dice (Cards 86 Lebanon War,
/// 104/105 Iran, 106 Jaysh al-Mahdi).
pub(crate) fn shia_mix_table(cx: &mut Cx<'_>) -> Country {
    let dice = cx.dice(3);
    let sum: u8 = dice.iter().sum();
    let result = match sum {
        0..=4 => Country::Turkey,
        5..=6 => Country::SaudiArabia,
        7..=8 => Country::Lebanon,
        9..=10 => Country::Yemen,
        11..=12 => Country::Iraq,
        13..=14 => Country::Pakistan,
        15..=16 => Country::GulfStates,
        _ => Country::Afghanistan,
    };
    reason_log(
        cx,
        BotReason::Table {
            table: BotTable::ShiaMix,
            dice,
            result,
        },
    );
    result
}

/// 9.5.1 the eligible countries at the smallest distance from `from` (itself at 0).
fn nearest(
    g: &SideView<'_>,
    from: Country,
    eligible: impl Fn(Country) -> bool,
) -> Option<(u8, Vec<Country>)> {
    let mut best: Option<u8> = None;
    let mut nearest: Vec<Country> = Vec::new();
    for c in Country::ALL.into_iter().filter(|c| eligible(*c)) {
        let Some(d) = g.distance(from, c) else {
            continue;
        };
        match best {
            Some(b) if d > b => {}
            Some(b) if d == b => nearest.push(c),
            _ => {
                best = Some(d);
                nearest = vec![c];
            }
        }
    }
    best.map(|d| (d, nearest))
}

/// 9.5.1 the eligible countries closest to `from` (itself at distance 0), one picked by
/// dice. `None` when nothing is eligible.
pub(crate) fn closest(
    cx: &mut Cx<'_>,
    purpose: BotPurpose,
    from: Country,
    eligible: impl Fn(Country) -> bool,
) -> Option<Country> {
    let (distance, nearest) = nearest(&cx.view(), from, eligible)?;
    reason_log(
        cx,
        BotReason::Closest {
            from,
            distance,
            candidates: nearest.clone(),
        },
    );
    pick(cx, purpose, &nearest)
}

/// 9.4.2.1 / docs/bot-readings.md §6 (Cards 104/105 Iran, 106 Jaysh al-Mahdi; I-25): the closest
/// country of `eligible` to the Shia-Mix table's result `from` at Good, else at Fair; ties
/// PICK. Logs the search and the target (`rolls`: the event's dice there). `None`: none.
pub(crate) fn closest_good_then_fair(
    cx: &mut Cx<'_>,
    purpose: BotPurpose,
    from: Country,
    rolls: u8,
    eligible: impl Fn(&SideView<'_>, Country) -> bool,
) -> Option<Country> {
    for tier in [Governance::Good, Governance::Fair] {
        let snapshot = cx.view().snapshot();
        let g = &snapshot.view();
        let in_tier = |c: Country| eligible(g, c) && g.governance(c) == Some(tier);
        let Some((distance, candidates)) = nearest(g, from, in_tier) else {
            continue;
        };
        let tie = if candidates.len() == 1 {
            Tie::Only
        } else {
            Tie::Random
        };
        reason_log(
            cx,
            BotReason::Closest {
                from,
                distance,
                candidates: candidates.clone(),
            },
        );
        let country = pick(cx, purpose, &candidates)?;
        reason_log(
            cx,
            BotReason::Target {
                purpose,
                country,
                rolls,
                rule: BotRule::ClosestGoodThenFair { tier },
                tie,
            },
        );
        return Some(country);
    }
    reason_log(cx, BotReason::NoneClosest { purpose });
    None
}

/// A Schengen-table roll among `eligible` Schengen countries: an ineligible result goes to
/// the closest eligible ones (9.5.1, I-7), never re-rolled.
pub(crate) fn schengen_among(
    cx: &mut Cx<'_>,
    purpose: BotPurpose,
    eligible: &[Country],
) -> Option<Country> {
    if eligible.is_empty() {
        return None;
    }
    let rolled = schengen_table(cx);
    if eligible.contains(&rolled) {
        return Some(rolled);
    }
    closest(cx, purpose, rolled, |c| eligible.contains(&c))
}
