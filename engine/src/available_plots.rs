//! 4.7.8 the Available Plots box: markers joining it and leaving the map.
//!
//! 9.3.3 Acquiring WMD (solitaire): each WMD made Available sets aside one of the lowest
//! Available numbered markers, so exactly six Plot markers are in play; a WMD leaving play
//! brings back the highest set-aside one (I-24).

use crate::decision::Plot;
use crate::state::{GameState, Players};
use crate::types::Country;

/// A WMD marker joins the Available Plots box.
pub(crate) fn wmd_added(g: &mut GameState) {
    g.available_plots.push(Plot::Wmd);
    if g.players != Players::Solitaire {
        return;
    }
    set_aside_lowest(g);
}

/// 9.3.3 set aside one of the lowest Available numbered markers for a WMD in play; none
/// Available: the next one to return is set aside.
pub(crate) fn set_aside_lowest(g: &mut GameState) {
    let lowest = g
        .available_plots
        .iter()
        .enumerate()
        .filter(|(_, p)| **p != Plot::Wmd)
        .min_by_key(|(_, p)| **p)
        .map(|(i, _)| i);
    match lowest {
        Some(i) => {
            let plot = g.available_plots.remove(i);
            g.set_aside_plots.push(plot);
            g.set_aside_plots.sort();
        }
        // No numbered marker Available: the next one to return is set aside.
        None => g.pending_set_aside += 1,
    }
}

/// 9.3.3 when the bot takes the Jihadist seat: one lowest numbered Available marker set
/// aside per WMD in play (Available or on the map); none Available: the next to return is
/// set aside.
pub(crate) fn set_aside_for_wmd(g: &mut GameState) {
    let on_map = Country::ALL
        .iter()
        .flat_map(|c| g.country(*c).plots.iter())
        .filter(|p| p.plot == Plot::Wmd)
        .count();
    let available = g
        .available_plots
        .iter()
        .filter(|p| **p == Plot::Wmd)
        .count();
    for _ in 0..on_map + available {
        set_aside_lowest(g);
    }
}

/// A Plot marker leaves the map (resolved, Alerted, removed): a numbered one returns to
/// Available (or is set aside, 9.3.3); a WMD leaves the game (4.7.8.1).
pub(crate) fn plot_leaves_map(g: &mut GameState, plot: Plot) {
    let solitaire = g.players == Players::Solitaire;
    if plot == Plot::Wmd {
        if solitaire {
            if let Some(back) = g.set_aside_plots.pop() {
                g.available_plots.push(back);
                g.available_plots.sort();
            } else {
                g.pending_set_aside = g.pending_set_aside.saturating_sub(1);
            }
        }
        return;
    }
    if solitaire && g.pending_set_aside > 0 {
        g.pending_set_aside -= 1;
        g.set_aside_plots.push(plot);
        g.set_aside_plots.sort();
        return;
    }
    g.available_plots.push(plot);
    g.available_plots.sort();
}
