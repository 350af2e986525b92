//! The log lines of an adjust (issue "Take it back or set it right"): what changed, in the
//! rules' words. A card or Plot value redacted by `seen_by` stays unnamed.

use labyrinth_engine::{Adjustment, CardId, Country, Plot, RegimeChange, Zone};

use super::{card, opt};

fn on(present: bool) -> &'static str {
    if present { "placed" } else { "removed" }
}

/// "Adjusted: …" for one change.
pub(super) fn adjusted(change: &Adjustment) -> String {
    let what = match change {
        Adjustment::Prestige(n) => format!("Prestige set to {n}"),
        Adjustment::Funding(n) => format!("Funding set to {n}"),
        Adjustment::UsPosture(p) => format!("US Posture set to {}", p.name()),
        Adjustment::Posture { country, posture } => {
            format!("{country} Posture set to {}", opt(*posture, |p| p.name()))
        }
        Adjustment::Governance {
            country,
            governance,
        } => format!(
            "{country} Governance set to {}",
            opt(*governance, |g| g.name())
        ),
        Adjustment::Alignment { country, alignment } => {
            format!("{country} Alignment set to {}", alignment.name())
        }
        Adjustment::Troops { country, count } => format!("troops in {country} set to {count}"),
        Adjustment::ActiveCells { country, count } => {
            format!("Active cells in {country} set to {count}")
        }
        Adjustment::SleeperCells { country, count } => {
            format!("Sleeper cells in {country} set to {count}")
        }
        Adjustment::Cadre { country, present } => format!("cadre {} in {country}", on(*present)),
        Adjustment::Aid { country, count } => format!("Aid in {country} set to {count}"),
        Adjustment::Besieged { country, present } => {
            format!("Besieged Regime marker {} in {country}", on(*present))
        }
        Adjustment::RegimeChange { country, marker } => match marker {
            Some(RegimeChange::Green) => format!("green Regime Change marker in {country}"),
            Some(RegimeChange::Tan) => format!("tan Regime Change marker in {country}"),
            None => format!("Regime Change marker removed from {country}"),
        },
        Adjustment::Marker {
            marker,
            country,
            present,
        } => format!(
            "{} marker {} {}",
            marker.name(),
            on(*present),
            country.map_or("(Event Box)".to_string(), |c| format!("in {c}"))
        ),
        Adjustment::Plot {
            country,
            plot,
            placed,
        } => plot_moved(*country, Some(*plot), *placed),
        Adjustment::Card { card: c, from, to } => card_moved(Some(*c), *from, *to),
    };
    format!("🔧 Adjusted: {what}.")
}

pub(super) fn card_moved(c: Option<CardId>, from: Zone, to: Zone) -> String {
    let which = c.map_or("a card".to_string(), card);
    format!("{which} moved from {} to {}", from.name(), to.name())
}

pub(super) fn plot_moved(country: Country, plot: Option<Plot>, placed: bool) -> String {
    let which = match plot {
        Some(Plot::Wmd) => "a WMD Plot".to_string(),
        Some(p) => format!("a Plot {}", p.number()),
        None => "a Plot".to_string(),
    };
    if placed {
        format!("{which} placed face down in {country} from the Available Plots")
    } else {
        format!("{which} taken from {country} back to the Available Plots")
    }
}
