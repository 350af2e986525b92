//! The log lines of an adjust (issue "Take it back or set it right"): what changed, in the
//! rules' words. A card or Plot value redacted by `seen_by` stays unnamed.

use labyrinth_engine::{Adjustment, CardId, Country, Plot, RegimeChange, Zone};

use super::card::card_label;
use crate::i18n::{Lang, names};
use crate::tr;

fn on(present: bool) -> &'static str {
    if present { "yes" } else { "no" }
}

fn zone(lang: Lang, zone: Zone) -> String {
    let key = match zone {
        Zone::UsHand => "us-hand",
        Zone::JihadistHand => "jihadist-hand",
        Zone::DrawPile => "draw-pile",
        Zone::Discard => "discard",
        Zone::Removed => "removed",
        Zone::Lapsing => "lapsing",
        Zone::FirstPlot => "first-plot",
    };
    tr!(lang, "zone-name", zone = key)
}

/// "Adjusted: …" for one change.
pub(super) fn adjusted(lang: Lang, change: &Adjustment) -> String {
    let country = |c: &Country| names::country(lang, *c);
    let within = |c: &Country| names::country_in(lang, *c);
    let unmarked = || tr!(lang, "log-unmarked");
    let what = match change {
        Adjustment::Prestige(n) => tr!(lang, "adjust-prestige", value = *n),
        Adjustment::Funding(n) => tr!(lang, "adjust-funding", value = *n),
        Adjustment::UsPosture(p) => {
            tr!(
                lang,
                "adjust-us-posture",
                posture = names::posture(lang, *p)
            )
        }
        Adjustment::Posture {
            country: c,
            posture,
        } => tr!(
            lang,
            "adjust-posture",
            country = country(c),
            posture = posture.map_or_else(unmarked, |p| names::posture(lang, p))
        ),
        Adjustment::Governance {
            country: c,
            governance,
        } => tr!(
            lang,
            "adjust-governance",
            country = country(c),
            governance = governance.map_or_else(unmarked, |g| names::governance(lang, g))
        ),
        Adjustment::Alignment {
            country: c,
            alignment,
        } => tr!(
            lang,
            "adjust-alignment",
            country = country(c),
            alignment = names::alignment(lang, *alignment)
        ),
        Adjustment::Troops { country: c, count } => {
            tr!(lang, "adjust-troops", within = within(c), count = *count)
        }
        Adjustment::ActiveCells { country: c, count } => {
            tr!(
                lang,
                "adjust-active-cells",
                within = within(c),
                count = *count
            )
        }
        Adjustment::SleeperCells { country: c, count } => {
            tr!(
                lang,
                "adjust-sleeper-cells",
                within = within(c),
                count = *count
            )
        }
        Adjustment::Cadre {
            country: c,
            present,
        } => {
            tr!(
                lang,
                "adjust-cadre",
                placed = on(*present),
                within = within(c)
            )
        }
        Adjustment::Aid { country: c, count } => {
            tr!(lang, "adjust-aid", within = within(c), count = *count)
        }
        Adjustment::Besieged {
            country: c,
            present,
        } => tr!(
            lang,
            "adjust-besieged",
            placed = on(*present),
            within = within(c)
        ),
        Adjustment::RegimeChange { country: c, marker } => match marker {
            Some(color) => tr!(
                lang,
                "adjust-regime-change",
                color = match color {
                    RegimeChange::Green => "green",
                    RegimeChange::Tan => "tan",
                },
                within = within(c)
            ),
            None => tr!(lang, "adjust-regime-change-removed", country = country(c)),
        },
        Adjustment::Marker {
            marker,
            country: at,
            present,
        } => tr!(
            lang,
            "adjust-marker",
            marker = names::marker(lang, *marker),
            placed = on(*present),
            place = at.map_or_else(|| tr!(lang, "adjust-event-box"), |c| within(&c))
        ),
        Adjustment::Plot {
            country: c,
            plot,
            placed,
        } => plot_moved(lang, *c, Some(*plot), *placed),
        Adjustment::Card { card: c, from, to } => card_moved(lang, Some(*c), *from, *to),
    };
    tr!(lang, "log-adjusted", what = what)
}

pub(super) fn card_moved(lang: Lang, c: Option<CardId>, from: Zone, to: Zone) -> String {
    let which = c.map_or_else(|| tr!(lang, "adjust-a-card"), |c| card_label(lang, c));
    tr!(
        lang,
        "adjust-card-moved",
        card = which,
        from = zone(lang, from),
        to = zone(lang, to)
    )
}

pub(super) fn plot_moved(lang: Lang, country: Country, plot: Option<Plot>, placed: bool) -> String {
    let which = match plot {
        Some(Plot::Wmd) => tr!(lang, "adjust-plot", plot = "wmd"),
        Some(p) => tr!(lang, "adjust-plot", plot = p.number()),
        None => tr!(lang, "adjust-plot", plot = "unknown"),
    };
    if placed {
        tr!(
            lang,
            "adjust-plot-placed",
            plot = which,
            within = names::country_in(lang, country)
        )
    } else {
        tr!(
            lang,
            "adjust-plot-taken",
            plot = which,
            country = names::country(lang, country)
        )
    }
}
