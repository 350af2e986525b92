//! 8.5.1-8.5.5 Plot operations (resolution is in plots.rs).

use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, MapPlot, Op, Plot, Purpose};
use crate::error::RuleError;
use crate::log::{LogEntry, RollKind};
use crate::ops::jihadist::{
    cell_for_die, designate_dice, dice_by_country, no_cell_for_die, success_number,
};
use crate::ops::{OpsCard, any_country};
use crate::state::{GameState, Ideology, Players};
use crate::types::{Country, Side};

/// Why a Plot roll is refused in a country; the message is written only when reported.
enum Refused {
    IslamistRule(Country),
    Cells(Country, u8),
}

impl From<Refused> for RuleError {
    fn from(refused: Refused) -> RuleError {
        match refused {
            Refused::IslamistRule(country) => {
                RuleError::target(Op::Plot, country, "8.5.1", "it is under Islamist Rule")
            }
            Refused::Cells(country, cells) => no_cell_for_die(Op::Plot, "8.5.1", country, cells),
        }
    }
}

fn check(g: &GameState, country: Country, dice_here: u8) -> Result<(), Refused> {
    if g.is_islamist_rule(country) {
        return Err(Refused::IslamistRule(country));
    }
    cell_for_die(g, country, dice_here).map_err(|cells| Refused::Cells(country, cells))
}

pub(crate) fn possible(g: &GameState) -> Result<(), RuleError> {
    if any_country(|c| check(g, c, 0).is_ok()) {
        Ok(())
    } else {
        Err(RuleError::OpNotPossible {
            op: Op::Plot,
            reason: "no country short of Islamist Rule has cells".into(),
            rule: "8.5.1",
        })
    }
}

pub(crate) fn execute(cx: &mut Cx<'_>, ops: OpsCard) -> Run {
    let targets = designate_dice(cx, Purpose::Plot, ops.value, check)?;
    for (country, dice_here) in dice_by_country(&targets) {
        plot_rolls(cx, country, dice_here, ops.value)?;
    }
    Ok(())
}

/// 8.5.1-8.5.2 `dice_here` Plot rolls in `country` (also the solitaire bot's): test an
/// unmarked country, turn the cells used Active, roll, and place an Available marker numbered
/// at most `max` per success (two per success at 9.7 Coherent, solitaire).
pub(crate) fn plot_rolls(cx: &mut Cx<'_>, country: Country, dice_here: u8, max: u8) -> Run {
    let per_success = if cx.g.players == Players::Solitaire && cx.g.ideology >= Ideology::Coherent {
        2
    } else {
        1
    };
    // 4.9.4 an unmarked target is tested first.
    cx.test_country(country);
    let actives = cx.g.country(country).active_cells();
    cx.activate_cells(country, dice_here.saturating_sub(actives));
    let needed = success_number(cx.g.governance(country));
    let successes = cx.roll_successes(RollKind::Plot, country, dice_here, needed);
    for _ in 0..successes * per_success {
        place_plot(cx, country, max)?;
    }
    Ok(())
}

/// 8.5.2 place an Available Plot marker numbered at most `max` (or a WMD), chosen by the
/// Jihadist; nothing if none is Available.
pub(crate) fn place_plot(cx: &mut Cx<'_>, country: Country, max: u8) -> Run {
    let mut kinds: Vec<Plot> =
        cx.g.available_plots
            .iter()
            .copied()
            .filter(|p| *p == Plot::Wmd || p.number() <= max)
            .collect();
    kinds.sort();
    kinds.dedup();
    if kinds.is_empty() {
        return Ok(());
    }
    let plot = if kinds.len() == 1 {
        kinds[0]
    } else {
        match cx.ask(
            Side::Jihadist,
            DecisionKind::PlotMarker { country },
            kinds.iter().map(|p| Answer::Plot(*p)).collect(),
        )? {
            Answer::Plot(plot) => plot,
            _ => kinds[0],
        }
    };
    place_marker(cx, country, plot);
    Ok(())
}

/// Place the Available marker `plot` in `country` (nothing if it is not Available): the
/// Plot operation's placement, shared with events that place a specific Plot (Card 96
/// Danish Cartoons, Card 110 Zarqawi).
pub(crate) fn place_marker(cx: &mut Cx<'_>, country: Country, plot: Plot) {
    if let Some(index) = cx.g.available_plots.iter().position(|p| *p == plot) {
        cx.g.available_plots.remove(index);
        // Card 5 NEST: in the United States a WMD Plot (2-player), or any Plot while a WMD
        // is Available (solitaire), is placed face up.
        let face_up = country == Country::UnitedStates
            && cx.g.marker_in_effect(crate::types::Marker::Nest)
            && match cx.g.players {
                crate::state::Players::TwoPlayer => plot == Plot::Wmd,
                // counted before this marker left the Available box
                crate::state::Players::Solitaire => cx.g.available_wmd() > 0 || plot == Plot::Wmd,
            };
        cx.g.country_mut(country).plots.push(MapPlot {
            face_up,
            ..MapPlot::face_down(plot)
        });
        cx.log(LogEntry::PlotPlaced {
            country,
            plot: Some(plot),
        });
        // Card 57 Abu Sayyaf: -1 Prestige per Plot placed in the Philippines unless troops
        // outnumber cells there.
        let c = cx.g.country(country);
        if country == Country::Philippines
            && c.markers.contains(&crate::types::Marker::AbuSayyaf)
            && c.cells() >= c.troops()
        {
            cx.add_prestige(-1);
        }
    }
}
