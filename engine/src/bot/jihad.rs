//! 9.4.2.3 Major Jihad and 9.4.2.4 Minor Jihad by the bot (the dice themselves are 8.4's).

use crate::bot::{bhutto, cells, good_or_fair_muslim, margin, rank_shift, reason_log, troops};
use crate::cx::{Cx, Run};
use crate::log::{BotPurpose, BotReason, BotRule};
use crate::ops::jihadist::jihad::jihad_in;
use crate::side_view::SideView;
use crate::types::{Country, Governance, Side};

/// 8.4.2 Major Jihad with all `k` dice in `country` (the bot always declares it).
pub(crate) fn major(cx: &mut Cx<'_>, country: Country, k: u8) -> Run {
    cx.test_country(country);
    jihad_in(cx, country, k, true);
    cx.check_victory(Some(Side::Jihadist))
}

/// 9.4.2.4 Minor Jihad: Good before Fair; in each tier Pakistan, Aid, Besieged, Resources;
/// each country gets as many dice as it has cells (I-11). Returns the unused operations.
pub(crate) fn minor_ops(cx: &mut Cx<'_>, k: u8) -> Run<u8> {
    let mut left = k;
    let mut plan: Vec<(Country, u8)> = Vec::new();
    for tier in [Governance::Good, Governance::Fair] {
        let mut set: Vec<Country> = Country::ALL
            .into_iter()
            .filter(|c| minor_eligible(&cx.view(), *c) && cx.view().governance(*c) == Some(tier))
            .collect();
        while !set.is_empty() && left > 0 {
            let Some((country, tie)) = rank_shift(cx, BotPurpose::MinorJihad, &set) else {
                break;
            };
            set.retain(|c| *c != country);
            let n = cells(&cx.view(), country).min(left);
            left -= n;
            plan.push((country, n));
            reason_log(
                cx,
                BotReason::Target {
                    purpose: BotPurpose::MinorJihad,
                    country,
                    rolls: n,
                    rule: BotRule::ShiftTier { tier },
                    tie,
                },
            );
        }
    }
    for (country, n) in plan {
        jihad_in(cx, country, n, false);
        cx.check_victory(Some(Side::Jihadist))?;
    }
    Ok(left)
}

/// I-10 a Major Jihad that could reach Islamist Rule with `k` dice.
pub(crate) fn major_possible(g: &SideView<'_>, c: Country, k: u8) -> bool {
    let Some(governance) = g.governance(c) else {
        return false;
    };
    let to_poor = match governance {
        Governance::Good => 2,
        Governance::Fair => 1,
        Governance::Poor => 0,
        Governance::IslamistRule => return false,
    };
    let needed = to_poor + if g.besieged(c) { 1 } else { 2 };
    c.is_muslim() && !bhutto(g, c) && cells(g, c) >= troops(g, c) + margin(g) && k >= needed
}

/// I-11 Minor Jihad: a Good or Fair Muslim country with a cell.
pub(crate) fn minor_eligible(g: &SideView<'_>, c: Country) -> bool {
    good_or_fair_muslim(g, c) && cells(g, c) >= 1 && !bhutto(g, c)
}
