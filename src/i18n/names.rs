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

/// A grammatical case of a name: the attribute (`.gen`, `.acc`, `.ins`) of its message
/// in a language that declines names (Russian, in the terms of its rules translation); a
/// language without it keeps the name as it is.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Case {
    /// «из Пакистана».
    Genitive,
    /// «выбирают Сирию».
    Accusative,
    /// «остаётся плохим».
    Instrumental,
}

impl Case {
    fn attribute(self) -> &'static str {
        match self {
            Case::Genitive => "gen",
            Case::Accusative => "acc",
            Case::Instrumental => "ins",
        }
    }
}

/// The message `key`'s form in `case`, else its plain form, else `english`.
fn named_as(lang: Lang, key: &str, english: &str, case: Case) -> String {
    let declined = format!("{key}.{}", case.attribute());
    if has(lang, &declined) {
        text(lang, &declined, None)
    } else {
        named(lang, key, english)
    }
}

/// A country's name in `case` («Сирию», «стран Залива»).
pub fn country_as(lang: Lang, c: Country, case: Case) -> String {
    named_as(
        lang,
        &format!("country-{}", key_part(c.name())),
        c.name(),
        case,
    )
}

/// A Governance in `case` («плохим»).
pub fn governance_as(lang: Lang, g: Governance, case: Case) -> String {
    named_as(
        lang,
        &format!("governance-{}", key_part(g.name())),
        g.name(),
        case,
    )
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
