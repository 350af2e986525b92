//! One country in detail (`/lab country NAME`), from a [`View`].

use labyrinth_engine::{Country, CountryKind, CountryView, View};

use super::write_pieces;
use crate::i18n::{Lang, names};
use crate::tr;

/// Everything public about one country, in `lang`: printed data and its current state.
pub fn country_details(view: &View, country: Country, lang: Lang) -> String {
    let info = country.info();
    let kind = match info.kind {
        CountryKind::Sunni => "details-kind-sunni",
        CountryKind::ShiaMix => "details-kind-shia-mix",
        CountryKind::Iran => "details-kind-iran",
        CountryKind::NonMuslim => "details-kind-non-muslim",
    };
    let mut out = format!(
        "**{}** — {}",
        names::country(lang, country),
        tr!(lang, kind)
    );
    let mut printed = Vec::new();
    if country.is_muslim() {
        printed.push(tr!(lang, "details-resources", resources = info.resources));
    }
    if info.oil {
        printed.push(tr!(lang, "details-oil"));
    }
    if info.recruit > 0 {
        printed.push(tr!(lang, "details-recruit", recruit = info.recruit));
    }
    if info.schengen {
        printed.push(tr!(lang, "details-schengen"));
    }
    if !printed.is_empty() {
        out.push_str(&format!(" · {}", printed.join(" · ")));
    }
    out.push('\n');
    match view.countries.iter().find(|c| c.country == country) {
        Some(c) => {
            out.push_str(&standing(view, c, lang));
            out.push('\n');
            out.push_str(&tr!(lang, "details-on-map"));
            out.push(' ');
            if !write_pieces(&mut out, c, lang) {
                out.push_str(&tr!(lang, "details-nothing"));
            }
            out.push('\n');
        }
        None => {
            out.push_str(&tr!(lang, "details-not-on-map"));
            out.push('\n');
        }
    }
    let mut neighbours: Vec<String> = info
        .adjacent
        .iter()
        .map(|c| names::country(lang, c))
        .collect();
    neighbours.sort_unstable();
    out.push_str(&tr!(lang, "details-adjacent", list = neighbours.join(", ")));
    out
}

/// Governance, Alignment, Posture and current Resources, each named even when unmarked.
fn standing(view: &View, c: &CountryView, lang: Lang) -> String {
    let mut parts = Vec::new();
    let country = c.country;
    match c.governance {
        Some(g) => parts.push(tr!(
            lang,
            "details-governance",
            governance = names::governance(lang, g)
        )),
        None if country.is_muslim() => parts.push(tr!(lang, "country-untested")),
        None => {}
    }
    if let Some(a) = c.alignment {
        parts.push(names::alignment(lang, a));
    }
    let posture = |p| tr!(lang, "details-posture", posture = names::posture(lang, p));
    if country == Country::UnitedStates {
        // The United States has no Posture box: its Posture is the US Posture track.
        parts.push(posture(view.us_posture));
    } else if country.has_posture_box() {
        match c.posture {
            Some(p) => parts.push(posture(p)),
            None => parts.push(tr!(lang, "details-posture-unmarked")),
        }
    }
    if country.is_muslim() && c.resources != country.info().resources {
        parts.push(tr!(lang, "details-resources-now", resources = c.resources));
    }
    if parts.is_empty() {
        tr!(lang, "details-no-standing")
    } else {
        parts.join(" · ")
    }
}
