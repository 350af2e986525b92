//! The board's markers and tracks: Governance, Alignment, Posture, Prestige, Funding, Aid,
//! Besieged and Regime Change.

use labyrinth_engine::{Alignment, Country, Governance, Posture, RegimeChange};

use super::{or_unmarked, yes};
use crate::i18n::{Lang, names};
use crate::tr;

pub(super) fn governance(
    lang: Lang,
    country: Country,
    from: Option<Governance>,
    to: Governance,
) -> String {
    if from == Some(to) {
        return tr!(
            lang,
            "log-governance-stays",
            country = names::country(lang, country),
            to = names::governance(lang, to),
            to_ins = names::governance_as(lang, to, names::Case::Instrumental)
        );
    }
    let from = from.map(|g| names::governance(lang, g));
    changed(
        lang,
        "log-governance",
        country,
        from,
        names::governance(lang, to),
    )
}

pub(super) fn alignment(
    lang: Lang,
    country: Country,
    from: Option<Alignment>,
    to: Alignment,
) -> String {
    let from = from.map(|a| names::alignment(lang, a));
    changed(
        lang,
        "log-alignment",
        country,
        from,
        names::alignment(lang, to),
    )
}

pub(super) fn posture(lang: Lang, country: Country, from: Option<Posture>, to: Posture) -> String {
    let from = from.map(|p| names::posture(lang, p));
    changed(lang, "log-posture", country, from, names::posture(lang, to))
}

/// A country's marker turned from `from` (`unmarked` when there was none) to `to`.
fn changed(lang: Lang, key: &str, country: Country, from: Option<String>, to: String) -> String {
    tr!(
        lang,
        key,
        country = names::country(lang, country),
        from = or_unmarked(lang, from),
        to = to
    )
}

pub(super) fn prestige(lang: Lang, from: u8, to: u8) -> String {
    match from == to {
        true => tr!(lang, "log-prestige-stays", to = to),
        false => tr!(lang, "log-prestige", from = from, to = to),
    }
}

pub(super) fn funding(lang: Lang, from: u8, to: u8) -> String {
    match from == to {
        true => tr!(lang, "log-funding-stays", to = to),
        false => tr!(lang, "log-funding", from = from, to = to),
    }
}

pub(super) fn aid(lang: Lang, country: Country, from: u8, to: u8) -> String {
    tr!(
        lang,
        "log-aid",
        country = names::country(lang, country),
        from = from,
        to = to
    )
}

pub(super) fn besieged(lang: Lang, country: Country, placed: bool) -> String {
    tr!(
        lang,
        "log-besieged",
        country = names::country(lang, country),
        placed = yes(placed)
    )
}

pub(super) fn regime_change(lang: Lang, country: Country, marker: Option<RegimeChange>) -> String {
    tr!(
        lang,
        match marker {
            Some(_) => "log-regime-change",
            None => "log-regime-change-removed",
        },
        country = names::country(lang, country)
    )
}
