//! One country in detail (`/lab country NAME`), from a [`View`].

use labyrinth_engine::{Country, CountryKind, CountryView, View};

use super::write_pieces;

/// Everything public about one country: printed data and its current state.
pub fn country_details(view: &View, country: Country) -> String {
    let info = country.info();
    let kind = match info.kind {
        CountryKind::Sunni => "Muslim (Sunni)",
        CountryKind::ShiaMix => "Muslim (Shia-Mix)",
        CountryKind::Iran => "Iran (4.4)",
        CountryKind::NonMuslim => "non-Muslim",
    };
    let mut out = format!("**{}** — {kind}", country.name());
    let mut printed = Vec::new();
    if country.is_muslim() {
        printed.push(format!("Resources {}", info.resources));
    }
    if info.oil {
        printed.push("Oil Exporter".to_string());
    }
    if info.recruit > 0 {
        printed.push(format!("Recruit {}", info.recruit));
    }
    if info.schengen {
        printed.push("Schengen".to_string());
    }
    if !printed.is_empty() {
        out.push_str(&format!(" · {}", printed.join(" · ")));
    }
    out.push('\n');
    match view.countries.iter().find(|c| c.country == country) {
        Some(c) => {
            out.push_str(&standing(view, c));
            out.push('\n');
            out.push_str("On the map: ");
            if !write_pieces(&mut out, c) {
                out.push_str("nothing");
            }
            out.push('\n');
        }
        None => out.push_str("Not on this map.\n"),
    }
    let mut neighbours: Vec<&str> = info.adjacent.iter().map(|c| c.name()).collect();
    neighbours.sort_unstable();
    out.push_str(&format!("Adjacent: {}", neighbours.join(", ")));
    out
}

/// Governance, Alignment, Posture and current Resources, each named even when unmarked.
fn standing(view: &View, c: &CountryView) -> String {
    let mut parts = Vec::new();
    let country = c.country;
    match c.governance {
        Some(g) => parts.push(format!("Governance {}", g.name())),
        None if country.is_muslim() => parts.push("untested".to_string()),
        None => {}
    }
    if let Some(a) = c.alignment {
        parts.push(a.name().to_string());
    }
    if country == Country::UnitedStates {
        // The United States has no Posture box: its Posture is the US Posture track.
        parts.push(format!("Posture {}", view.us_posture.name()));
    } else if country.has_posture_box() {
        match c.posture {
            Some(p) => parts.push(format!("Posture {}", p.name())),
            None => parts.push("Posture unmarked".to_string()),
        }
    }
    if country.is_muslim() && c.resources != country.info().resources {
        parts.push(format!("Resources now {}", c.resources));
    }
    if parts.is_empty() {
        "No Governance or Posture".to_string()
    } else {
        parts.join(" · ")
    }
}
