//! 9.4.3 Radicalization: operations the flowchart cannot use. Steps that cannot apply are
//! skipped without using an operation (I-21).

use crate::bot::pick::pick;
use crate::bot::{cells, good_or_fair_muslim, movable, reason_log, travel};
use crate::cx::{Cx, Run};
use crate::log::{BotPurpose, BotReason, RadicalizeStep};
use crate::ops::jihadist::plot::place_plot;
use crate::types::{CardId, Country, Governance, Side};

fn step(cx: &mut Cx<'_>, step: RadicalizeStep, ops: u8) {
    reason_log(cx, BotReason::Radicalize { step, ops });
}

/// Radicalization with `r` operations of `card`.
pub(crate) fn run(cx: &mut Cx<'_>, mut r: u8, card: CardId) -> Run {
    if r == 0 {
        return Ok(());
    }
    step(cx, RadicalizeStep::Start, r);
    let mut next = 1;
    while r > 0 {
        match next {
            1 => {
                next = 2;
                // A cell from the track into a random country (Funding ignored).
                if cx.view().cells_on_track() >= 1 {
                    step(cx, RadicalizeStep::Cell, r);
                    if let Some(c) = pick(cx, BotPurpose::RadicalizeCell, &Country::ALL) {
                        cx.place_cells(c, 1);
                    }
                    r -= 1;
                } else {
                    step(cx, RadicalizeStep::SkipCell, r);
                }
            }
            2 => {
                next = 3;
                // One automatic Travel from "To" box 2; I-21 origin box 1 uses the card's value.
                if Country::ALL
                    .into_iter()
                    .any(|c| movable(&cx.view(), c) >= 1)
                {
                    step(cx, RadicalizeStep::Travel, r);
                    travel::ops(cx, 1, travel::Mode::Radicalization, card.ops())?;
                    r -= 1;
                } else {
                    step(cx, RadicalizeStep::SkipTravel, r);
                }
            }
            3 => {
                next = 4;
                let g = &cx.view();
                let with_cells: Vec<Country> = Country::ALL
                    .into_iter()
                    .filter(|c| !g.is_islamist_rule(*c) && cells(g, *c) >= 1)
                    .collect();
                if g.funding() < 9
                    && !with_cells.is_empty()
                    && !g.available_plots().unwrap_or_default().is_empty()
                {
                    step(cx, RadicalizeStep::Plot, r);
                    if let Some(c) = pick(cx, BotPurpose::RadicalizePlot, &with_cells) {
                        place_plot(cx, c, 3)?;
                    }
                    r -= 1;
                } else {
                    // The actual cause, first in the order 9.4.3 lists them.
                    let cause = if g.funding() >= 9 {
                        RadicalizeStep::SkipPlotFunding
                    } else if with_cells.is_empty() {
                        RadicalizeStep::SkipPlotNoCell
                    } else {
                        RadicalizeStep::SkipPlotNoMarker
                    };
                    step(cx, cause, r);
                }
            }
            _ => {
                let g = &cx.view();
                let good_fair: Vec<Country> = Country::ALL
                    .into_iter()
                    .filter(|c| good_or_fair_muslim(g, *c))
                    .collect();
                if good_fair.is_empty() {
                    step(cx, RadicalizeStep::Stop, r);
                    break;
                }
                step(cx, RadicalizeStep::Worsen, r);
                if let Some(c) = pick(cx, BotPurpose::RadicalizeWorsen, &good_fair) {
                    // One level; Aid, Alignment and markers stay.
                    let to = match cx.view().governance(c) {
                        Some(Governance::Good) => Governance::Fair,
                        _ => Governance::Poor,
                    };
                    cx.set_governance(c, to);
                }
                r -= 1;
            }
        }
    }
    cx.check_victory(Some(Side::Jihadist))
}
