//! Pieces on the map: troops moved, cells placed, removed, activated or travelling, Cadres.

use labyrinth_engine::Country;

use super::within;
use crate::i18n::{Lang, names};
use crate::tr;

/// Troops between countries or the track (`None`).
pub(super) fn troops_moved(
    lang: Lang,
    from: Option<Country>,
    to: Option<Country>,
    count: u8,
) -> String {
    let place = |c: Option<Country>| match c {
        Some(c) => names::country(lang, c),
        None => tr!(lang, "log-troops-track"),
    };
    tr!(
        lang,
        "log-troops-moved",
        count = count,
        from = place(from),
        to = place(to)
    )
}

/// Cells placed (`log-cells-placed`) or activated (`log-cells-activated`).
pub(super) fn cells(lang: Lang, key: &str, country: Country, count: u8) -> String {
    tr!(
        lang,
        key,
        count = count,
        country = names::country(lang, country),
        within = within(lang, country)
    )
}

pub(super) fn cells_removed(lang: Lang, country: Country, count: u8) -> String {
    tr!(
        lang,
        "log-cells-removed",
        count = count,
        country = names::country(lang, country)
    )
}

/// Cells due that none could be placed for, and why.
pub(super) fn cells_not_placed(
    lang: Lang,
    country: Country,
    count: u8,
    reason: &labyrinth_engine::Reason,
) -> String {
    tr!(
        lang,
        "log-cells-not-placed",
        count = count,
        country = names::country(lang, country),
        within = within(lang, country),
        reason = super::super::reason_text(lang, reason)
    )
}

pub(super) fn cell_travels(lang: Lang, from: Country, to: Country, arrived: bool) -> String {
    // 8.3.1 a cell may travel in place (to flip it to Sleeper).
    let key = match (from == to, arrived) {
        (true, true) => "log-cell-travels-in-place",
        (true, false) => "log-cell-removed-in-place",
        (false, true) => "log-cell-travels",
        (false, false) => "log-cell-removed-travelling",
    };
    tr!(
        lang,
        key,
        within = within(lang, from),
        from = names::country(lang, from),
        to = names::country(lang, to)
    )
}

pub(super) fn cadre(lang: Lang, country: Country, placed: bool) -> String {
    tr!(
        lang,
        if placed {
            "log-cadre-placed"
        } else {
            "log-cadre-removed"
        },
        country = names::country(lang, country),
        within = within(lang, country)
    )
}
