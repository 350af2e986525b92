//! One country as text: its status and pieces on one line (the board, the prompts, the
//! country details).

use labyrinth_engine::{CountryView, RegimeChange};

use crate::i18n::{Lang, names};
use crate::tr;

pub(crate) fn is_marked(c: &CountryView) -> bool {
    c.governance.is_some() || has_pieces(c)
}

fn has_pieces(c: &CountryView) -> bool {
    c.troops > 0
        || c.active_cells > 0
        || c.sleeper_cells > 0
        || c.cadre
        || c.aid > 0
        || c.besieged
        || c.regime_change.is_some()
        || c.plot_count > 0
        || !c.markers.is_empty()
}

pub(crate) fn has_pieces_or_posture(c: &CountryView) -> bool {
    // Israel's printed Hard Posture is always there; show it only with pieces.
    has_pieces(c)
        || (c.posture.is_some() && c.country.has_posture_box() && c.country.id() != "israel")
}

/// One country on one line: `Pakistan: Poor Neutral · 2T 1A 2S · Cadre · Plots 1`.
pub fn country_line(c: &CountryView) -> String {
    country_line_in(Lang::En, c)
}

/// [`country_line`] in `lang` (Russian: `Пакистан: плохое, нейтралитет · 2В 1А 2С`).
pub fn country_line_in(lang: Lang, c: &CountryView) -> String {
    let mut out = String::with_capacity(64);
    out.push_str("• ");
    out.push_str(&names::country(lang, c.country));
    out.push_str(": ");
    let mut status = Separated::new(match lang {
        Lang::En => " ",
        Lang::Ru => ", ",
    });
    if c.country.is_muslim() {
        if let Some(g) = c.governance {
            status.push(&mut out, &names::governance(lang, g));
        }
        if let Some(a) = c.alignment {
            status.push(&mut out, &names::alignment(lang, a));
        }
        if c.governance.is_none() {
            status.push(&mut out, &tr!(lang, "country-untested"));
        }
    } else if let Some(p) = c.posture {
        status.push(&mut out, &names::posture(lang, p));
    }
    if status.any() {
        out.push_str(" · ");
    }
    if !write_pieces(&mut out, c, lang) && status.any() {
        out.truncate(out.len() - " · ".len());
    }
    out
}

/// Items written into one string with a separator between them (the renderers' lines are
/// built in place, without a string per item: docs/performance.md, "Engine speed").
pub(crate) struct Separated {
    separator: &'static str,
    count: usize,
}

impl Separated {
    pub(crate) fn new(separator: &'static str) -> Separated {
        Separated {
            separator,
            count: 0,
        }
    }

    /// Start the next item (writing the separator before all but the first).
    pub(crate) fn next(&mut self, out: &mut String) {
        if self.count > 0 {
            out.push_str(self.separator);
        }
        self.count += 1;
    }

    pub(crate) fn push(&mut self, out: &mut String, item: &str) {
        self.next(out);
        out.push_str(item);
    }

    pub(crate) fn any(&self) -> bool {
        self.count > 0
    }
}

/// Troops, cells, Cadre, Aid, Besieged Regime, Regime Change, Plots and markers, written
/// after `out` joined by " · " in `lang`; false when there is none.
pub(crate) fn write_pieces(out: &mut String, c: &CountryView, lang: Lang) -> bool {
    use std::fmt::Write as _;
    let mut parts = Separated::new(" · ");
    if c.troops > 0 || c.active_cells > 0 || c.sleeper_cells > 0 {
        parts.next(out);
        let mut pieces = Separated::new(" ");
        for (count, letter) in [
            (c.troops, "country-letter-troops"),
            (c.active_cells, "country-letter-active"),
            (c.sleeper_cells, "country-letter-sleeper"),
        ] {
            if count > 0 {
                pieces.next(out);
                let _ = write!(out, "{count}{}", tr!(lang, letter));
            }
        }
    }
    if c.cadre {
        parts.push(out, &tr!(lang, "country-cadre"));
    }
    if c.aid > 0 {
        parts.push(out, &tr!(lang, "country-aid", aid = c.aid));
    }
    if c.besieged {
        parts.push(out, &tr!(lang, "country-besieged"));
    }
    if let Some(rc) = c.regime_change {
        let colour = match rc {
            RegimeChange::Green => "green",
            RegimeChange::Tan => "tan",
        };
        parts.push(out, &tr!(lang, "country-regime-change", colour = colour));
    }
    if c.plot_count > 0 {
        parts.next(out);
        match &c.plots {
            Some(plots) => {
                let labels: Vec<String> =
                    plots.iter().map(|p| super::plot_label(lang, *p)).collect();
                out.push_str(&tr!(lang, "country-plots", labels = labels.join(", ")));
            }
            None => {
                // Card 5 NEST: face-up Plots are public; the rest stay face down.
                let hidden = usize::from(c.plot_count).saturating_sub(c.face_up_plots.len());
                let mut shown = Separated::new(", ");
                for plot in &c.face_up_plots {
                    let label = super::plot_label(lang, *plot);
                    shown.push(out, &tr!(lang, "country-face-up", label = label));
                }
                if hidden > 0 {
                    shown.push(out, &tr!(lang, "country-face-down", count = hidden));
                }
            }
        }
    }
    if !c.markers.is_empty() {
        parts.next(out);
        let mut list = Separated::new(", ");
        for marker in c.markers.iter() {
            list.push(out, &names::marker(lang, *marker));
        }
    }
    parts.any()
}

/// Short names players type, beside each country's id and name.
const ALIASES: [(&str, labyrinth_engine::Country); 9] = {
    use labyrinth_engine::Country as C;
    [
        ("uk", C::UnitedKingdom),
        ("britain", C::UnitedKingdom),
        ("us", C::UnitedStates),
        ("usa", C::UnitedStates),
        ("gulf", C::GulfStates),
        ("saudi", C::SaudiArabia),
        ("ksa", C::SaudiArabia),
        ("indonesia", C::IndonesiaMalaysia),
        ("malaysia", C::IndonesiaMalaysia),
    ]
};

/// A country by its id, name, a short name (`uk`, `gulf`) or the start of one name
/// (`afgh`), or by its Russian name or the start of one (`пакистан`, `афг`); the error, in
/// English, says what was meant or what matched.
pub fn find_country(text: &str) -> Result<labyrinth_engine::Country, String> {
    find_country_in(Lang::En, text)
}

/// [`find_country`] with its error in `lang`.
pub fn find_country_in(lang: Lang, text: &str) -> Result<labyrinth_engine::Country, String> {
    use labyrinth_engine::Country;
    let text = text.trim();
    let wanted: String = text
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let several = |matching: &[Country]| {
        let list: Vec<String> = matching.iter().map(|c| names::country(lang, *c)).collect();
        tr!(
            lang,
            "country-find-several",
            text = text,
            list = list.join(", ")
        )
    };
    if wanted.is_empty() {
        return match find_russian(text) {
            Ok(country) => Ok(country),
            Err(matching) if matching.len() > 1 => Err(several(&matching)),
            Err(_) if text.chars().any(char::is_alphanumeric) => Err(none(lang, text)),
            Err(_) => Err(tr!(lang, "country-find-which")),
        };
    }
    if let Some(country) = Country::parse(text) {
        return Ok(country);
    }
    if let Some((_, country)) = ALIASES.iter().find(|(alias, _)| *alias == wanted) {
        return Ok(*country);
    }
    let name = |c: &Country| -> String {
        c.name()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect()
    };
    let matching: Vec<Country> = Country::ALL
        .into_iter()
        .filter(|c| {
            name(c).starts_with(&wanted)
                || c.name()
                    .split(['/', ' '])
                    .any(|w| w.eq_ignore_ascii_case(text))
        })
        .collect();
    match matching.as_slice() {
        [one] => Ok(*one),
        [] => Err(none(lang, text)),
        several_matching => Err(several(several_matching)),
    }
}

/// No country is named `text`: which one it probably meant (`pakistn`, `пакистн`), else examples.
fn none(lang: Lang, text: &str) -> String {
    use labyrinth_engine::Country;
    let forms: Vec<(String, String)> = Country::ALL
        .into_iter()
        .flat_map(|c| [Lang::En, Lang::Ru].map(|l| (names::country(l, c), names::country(l, c))))
        .chain(
            ALIASES
                .iter()
                .map(|(alias, c)| (alias.to_string(), names::country(Lang::En, *c))),
        )
        .collect();
    let known: Vec<&str> = forms.iter().map(|(form, _)| form.as_str()).collect();
    match crate::i18n::spelling::nearest(text, &known) {
        Some(i) => tr!(
            lang,
            "country-find-meant",
            text = text,
            meant = forms[i].1.as_str()
        ),
        None => tr!(lang, "country-find-none", text = text),
    }
}

/// Lower-case words (`Алжир/Тунис` is `алжир тунис`), `ё` read as `е`: how a typed
/// Russian name is compared.
fn letters(text: &str) -> String {
    let spaced: String = text
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ё' { 'е' } else { c })
        .collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A country by its Russian name, whole or the start of one of its words; `Err` with the
/// countries that matched (none, or several).
fn find_russian(text: &str) -> Result<labyrinth_engine::Country, Vec<labyrinth_engine::Country>> {
    use labyrinth_engine::Country;
    let wanted = letters(text);
    if wanted.is_empty() {
        return Err(Vec::new());
    }
    let name = |c: Country| letters(&names::country(Lang::Ru, c));
    if let Some(exact) = Country::ALL.into_iter().find(|c| name(*c) == wanted) {
        return Ok(exact);
    }
    let matching: Vec<Country> = Country::ALL
        .into_iter()
        .filter(|c| {
            let name = name(*c);
            name.starts_with(&wanted) || name.split_whitespace().any(|w| w.starts_with(&wanted))
        })
        .collect();
    match matching.as_slice() {
        [one] => Ok(*one),
        _ => Err(matching),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::Country;

    /// `/lab country uk` and `gulf` work like `/lab card`'s partial names (issue 25).
    #[test]
    fn countries_are_found_by_short_names_and_prefixes() {
        assert_eq!(find_country("uk"), Ok(Country::UnitedKingdom));
        assert_eq!(find_country("gulf"), Ok(Country::GulfStates));
        assert_eq!(find_country("Gulf States"), Ok(Country::GulfStates));
        assert_eq!(find_country("afgh"), Ok(Country::Afghanistan));
        assert_eq!(find_country("tunisia"), Ok(Country::AlgeriaTunisia));
        assert!(find_country("").is_err_and(|e| e.starts_with("which country?")));
        assert!(find_country("s").is_err_and(|e| e.contains("matches several")));
        assert!(find_country("atlantis").is_err_and(|e| e.contains("no country is named")));
    }

    /// A Russian name, whole, with `ё` as `е`, or the start of one of its words.
    #[test]
    fn countries_are_found_by_russian_names() {
        assert_eq!(find_country("пакистан"), Ok(Country::Pakistan));
        assert_eq!(find_country("Афг"), Ok(Country::Afghanistan));
        assert_eq!(
            find_country_in(Lang::Ru, "саудовская"),
            Ok(Country::SaudiArabia)
        );
        assert!(find_country_in(Lang::Ru, "атлантида").is_err_and(|e| e.starts_with("нет страны")));
        assert!(find_country_in(Lang::Ru, "").is_err_and(|e| e.starts_with("какая страна")));
    }
}
