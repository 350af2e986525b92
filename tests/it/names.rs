//! The game's names in both languages (`locales/*/names.ftl`, issue "Русский"): English
//! equals the engine's names for every card, country, value, side, scenario, marker and
//! operation; Russian has its own name for each, and a country "in" Russian declines it.

use labyrinth_bot::i18n::{Lang, names};
use labyrinth_engine::{
    Alignment, CardId, Country, Governance, Marker, Op, Posture, Scenario, Side,
};

/// The message `key` exists in both languages (not the engine's fallback).
fn both(key: &str) {
    for lang in Lang::ALL {
        assert!(
            labyrinth_bot::i18n::has(lang, key),
            "{key} missing in {}",
            lang.code()
        );
    }
}

fn has_cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
}

#[test]
fn english_names_are_the_engines() {
    for card in CardId::all() {
        both(&format!("card-{}", card.number()));
        assert_eq!(names::card(Lang::En, card), card.name());
    }
    for c in Country::ALL {
        both(&format!("country-{}", names::key_part(c.name())));
        both(&format!("country-{}.in", names::key_part(c.name())));
        assert_eq!(names::country(Lang::En, c), c.name());
        // The plural names and the two Uniteds take "the".
        let the = matches!(
            c,
            Country::GulfStates
                | Country::Philippines
                | Country::UnitedKingdom
                | Country::UnitedStates
        );
        let article = if the { "the " } else { "" };
        assert_eq!(
            names::country_in(Lang::En, c),
            format!("in {article}{}", c.name())
        );
        for case in [names::Case::Genitive, names::Case::Accusative] {
            assert_eq!(names::country_as(Lang::En, c, case), c.name());
        }
    }
    for g in Governance::ALL {
        assert_eq!(names::governance(Lang::En, g), g.name());
    }
    for a in Alignment::ALL {
        assert_eq!(names::alignment(Lang::En, a), a.name());
    }
    for p in Posture::ALL {
        assert_eq!(names::posture(Lang::En, p), p.name());
    }
    for s in Side::ALL {
        assert_eq!(names::side(Lang::En, s), s.name());
    }
    for s in Scenario::ALL.into_iter().chain([Scenario::Blank]) {
        assert_eq!(names::scenario(Lang::En, s), s.name());
    }
    for m in Marker::ALL {
        assert_eq!(names::marker(Lang::En, m), m.name());
    }
    for o in Op::US.into_iter().chain(Op::JIHADIST) {
        assert_eq!(names::op(Lang::En, o), o.name());
    }
}

#[test]
fn every_name_has_its_russian() {
    let mut all: Vec<String> = CardId::all().map(|c| names::card(Lang::Ru, c)).collect();
    all.extend(Country::ALL.map(|c| names::country(Lang::Ru, c)));
    all.extend(Country::ALL.map(|c| names::country_in(Lang::Ru, c)));
    all.extend(Governance::ALL.map(|g| names::governance(Lang::Ru, g)));
    all.extend(Alignment::ALL.map(|a| names::alignment(Lang::Ru, a)));
    all.extend(Posture::ALL.map(|p| names::posture(Lang::Ru, p)));
    all.extend(Side::ALL.map(|s| names::side(Lang::Ru, s)));
    all.extend(Scenario::ALL.map(|s| names::scenario(Lang::Ru, s)));
    all.push(names::scenario(Lang::Ru, Scenario::Blank));
    all.extend(Marker::ALL.map(|m| names::marker(Lang::Ru, m)));
    all.extend(
        Op::US
            .into_iter()
            .chain(Op::JIHADIST)
            .map(|o| names::op(Lang::Ru, o)),
    );
    for name in all {
        assert!(has_cyrillic(&name), "{name} is not Russian");
    }
}

#[test]
fn russian_names_read_as_the_rules_translation_writes_them() {
    assert_eq!(names::card(Lang::Ru, CardId::US_ELECTION), "Выборы в США");
    assert_eq!(
        names::country_in(Lang::Ru, Country::Philippines),
        "на Филиппинах"
    );
    assert_eq!(names::country_in(Lang::Ru, Country::UnitedStates), "в США");
    assert_eq!(
        names::country_in(Lang::Ru, Country::SaudiArabia),
        "в Саудовской Аравии"
    );
    assert_eq!(
        names::governance(Lang::Ru, Governance::IslamistRule),
        "исламистское"
    );
    assert_eq!(names::posture(Lang::Ru, Posture::Soft), "мягкая линия");
    assert_eq!(names::op(Lang::Ru, Op::WarOfIdeas), "Идеологическая борьба");
    assert_eq!(names::side(Lang::Ru, Side::Us), "США");
}
