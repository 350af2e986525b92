//! The game's names in a language: cards, countries, Governance, Alignment, Posture, sides,
//! scenarios, markers, operations. Key `card-41`, `country-pakistan`, `governance-poor`...
//! (`locales/*/names.ftl`); a name missing there is the engine's English one, so English
//! texts read exactly as the engine names things.

use labyrinth_engine::{
    Alignment, CardId, Country, Governance, Ideology, Marker, Op, Posture, Scenario, Side,
};

use super::{Lang, has, text};

/// `Saudi Arabia` -> `saudi-arabia`: a name as a message key.
pub fn key_part(name: &str) -> String {
    name.to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

fn named(lang: Lang, key: &str, english: &str) -> String {
    if has(lang, key) {
        text(lang, key, None)
    } else {
        english.to_string()
    }
}

pub fn card(lang: Lang, card: CardId) -> String {
    named(lang, &format!("card-{}", card.number()), card.name())
}

pub fn country(lang: Lang, country: Country) -> String {
    named(
        lang,
        &format!("country-{}", key_part(country.name())),
        country.name(),
    )
}

/// "in Pakistan" / "в Пакистане": the attribute `.in` of the country's message when the
/// language has one (Russian declines the name), else "in" and the name.
pub fn country_in(lang: Lang, c: Country) -> String {
    let key = format!("country-{}.in", key_part(c.name()));
    if has(lang, &key) {
        text(lang, &key, None)
    } else {
        format!("in {}", country(lang, c))
    }
}

pub fn governance(lang: Lang, g: Governance) -> String {
    named(
        lang,
        &format!("governance-{}", key_part(g.name())),
        g.name(),
    )
}

pub fn alignment(lang: Lang, a: Alignment) -> String {
    named(lang, &format!("alignment-{}", key_part(a.name())), a.name())
}

pub fn posture(lang: Lang, p: Posture) -> String {
    named(lang, &format!("posture-{}", key_part(p.name())), p.name())
}

pub fn side(lang: Lang, s: Side) -> String {
    named(lang, &format!("side-{}", key_part(s.name())), s.name())
}

pub fn scenario(lang: Lang, s: Scenario) -> String {
    named(lang, &format!("scenario-{}", key_part(s.name())), s.name())
}

/// 9.7 an Ideology: the name `/lab game new ideology:` shows (`choice-ideology-…`).
pub fn ideology(lang: Lang, i: Ideology) -> String {
    named(lang, &format!("choice-ideology-{}", i.id()), i.name())
}

pub fn marker(lang: Lang, m: Marker) -> String {
    named(lang, &format!("marker-{}", key_part(m.name())), m.name())
}

pub fn op(lang: Lang, o: Op) -> String {
    named(lang, &format!("op-{}", key_part(o.name())), o.name())
}
