//! 9.4.1 the bot's operations flow: Major Jihad, Minor Jihad, Recruit, Travel, then
//! Radicalization for what is left (9.4.3).

use crate::bot::{cells, jihad, radicalization, reason_log, recruit, travel, troops};
use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::log::LogEntry;
use crate::log::{BotPurpose, BotReason, BotRule, RadicalizeStep};
use crate::types::{CardId, Country, Side};
use jihad::{major_possible, minor_eligible};

pub(crate) fn operation(cx: &mut Cx<'_>, card: CardId, op: Op, value: u8) {
    cx.log(LogEntry::Operation {
        side: Side::Jihadist,
        card,
        op,
        value,
    });
}

/// 9.4.1 operations with `k`: Major Jihad, else Minor Jihad, else Recruit, else Travel;
/// leftovers to Radicalization (9.4.3). Never Plot, never Reserves.
pub(crate) fn ops_flow(cx: &mut Cx<'_>, k: u8, card: CardId) -> Run {
    let majors: Vec<Country> = Country::ALL
        .into_iter()
        .filter(|c| major_possible(&cx.view(), *c, k))
        .collect();
    if !majors.is_empty() {
        // 9.4.2.3 Pakistan, then the highest Resources.
        let snapshot = cx.view().snapshot();
        let g = &snapshot.view();
        let mut rank = crate::bot::Rank::new(&majors);
        rank.prefer(crate::log::Tie::Pakistan, |c| c == Country::Pakistan)
            .highest(crate::log::Tie::Resources, |c| g.resources(c));
        if let Some((country, tie)) = rank.choose(cx, BotPurpose::MajorJihad) {
            reason_log(
                cx,
                BotReason::Target {
                    purpose: BotPurpose::MajorJihad,
                    country,
                    rolls: k,
                    rule: BotRule::MajorJihad {
                        cells: cells(g, country),
                        troops: troops(g, country),
                    },
                    tie,
                },
            );
            operation(cx, card, Op::Jihad, k);
            jihad::major(cx, country, k)?;
            return Ok(());
        }
    }
    let left = if Country::ALL
        .into_iter()
        .any(|c| minor_eligible(&cx.view(), c))
    {
        operation(cx, card, Op::Jihad, k);
        jihad::minor_ops(cx, k)?
    } else if cx.view().available_cells() >= 1 && !cx.view().lapsing_in_effect(CardId::of::<114>())
    {
        // Card 114 GTMO: no Recruit.
        operation(cx, card, Op::Recruit, k);
        recruit::ops(cx, k, card)?
    } else if Country::ALL.into_iter().any(|c| cx.view().cells(c) > 0) {
        operation(cx, card, Op::Travel, k);
        travel::ops(cx, k, travel::Mode::Ops, card.ops())?
    } else {
        let gtmo = cx.view().lapsing_in_effect(CardId::of::<114>());
        reason_log(
            cx,
            BotReason::Radicalize {
                step: RadicalizeStep::NoOperation { gtmo },
                ops: k,
            },
        );
        k
    };
    radicalization::run(cx, left, card)
}
