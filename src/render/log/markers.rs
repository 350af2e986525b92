//! Event markers placed and removed, with what each does.

use labyrinth_engine::{Country, Marker};

use super::super::marker_effect;
use super::place;
use crate::i18n::{Lang, names};
use crate::tr;

pub(super) fn placed(lang: Lang, marker: Marker, country: Option<Country>) -> String {
    let place = place(lang, country);
    let name = names::marker(lang, marker);
    match marker_effect(marker, lang) {
        Some(effect) => {
            let end = if effect.ends_with('…') { "" } else { "." };
            tr!(
                lang,
                "log-marker-placed-effect",
                marker = name,
                place = place,
                effect = format!("{effect}{end}")
            )
        }
        None => tr!(lang, "log-marker-placed", marker = name, place = place),
    }
}

pub(super) fn removed(lang: Lang, marker: Marker, country: Option<Country>) -> String {
    match country {
        Some(c) => tr!(
            lang,
            "log-marker-removed-from",
            marker = names::marker(lang, marker),
            country = names::country(lang, c)
        ),
        None => tr!(
            lang,
            "log-marker-removed",
            marker = names::marker(lang, marker)
        ),
    }
}
