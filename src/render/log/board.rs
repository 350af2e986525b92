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
            to = names::governance(lang, to)
        );
    }
    tr!(
        lang,
        "log-governance",
        country = names::country(lang, country),
        from = or_unmarked(lang, from.map(|g| names::governance(lang, g))),
        to = names::governance(lang, to)
    )
}

pub(super) fn alignment(
    lang: Lang,
    country: Country,
    from: Option<Alignment>,
    to: Alignment,
) -> String {
    tr!(
        lang,
        "log-alignment",
        country = names::country(lang, country),
        from = or_unmarked(lang, from.map(|a| names::alignment(lang, a))),
        to = names::alignment(lang, to)
    )
}

pub(super) fn posture(lang: Lang, country: Country, from: Option<Posture>, to: Posture) -> String {
    tr!(
        lang,
        "log-posture",
        country = names::country(lang, country),
        from = or_unmarked(lang, from.map(|p| names::posture(lang, p))),
        to = names::posture(lang, to)
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
