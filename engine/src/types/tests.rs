//! Data tests: the embedded tables match `data/*.json`.

use serde_json::Value;

use super::*;

fn map() -> Vec<Value> {
    let v: Value = serde_json::from_str(include_str!("../../../data/map.json")).unwrap();
    v["countries"].as_array().unwrap().clone()
}

#[test]
fn map_has_38_countries_18_muslim() {
    let countries = map();
    assert_eq!(countries.len(), 38);
    assert_eq!(Country::ALL.iter().filter(|c| c.is_muslim()).count(), 18);
    for (i, entry) in countries.iter().enumerate() {
        let country = Country::ALL[i];
        assert_eq!(entry["id"].as_str().unwrap(), country.id());
        assert_eq!(entry["name"].as_str().unwrap(), country.name());
        assert_eq!(
            entry["resources"].as_u64().unwrap_or(0) as u8,
            country.info().resources
        );
        assert_eq!(entry["oil"].as_bool().unwrap(), country.info().oil);
        assert_eq!(
            entry["recruit"].as_u64().unwrap_or(0) as u8,
            country.info().recruit
        );
        assert_eq!(entry["schengen"].as_bool().unwrap(), country.is_schengen());
        let adjacent: Vec<&str> = entry["adjacent"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        let ours: Vec<&str> = country.info().adjacent.iter().map(|c| c.id()).collect();
        assert_eq!(adjacent, ours, "{}", country.id());
    }
}

#[test]
fn adjacency_is_symmetric_and_schengen_linked() {
    for a in Country::ALL {
        for b in Country::ALL {
            assert_eq!(
                a.info().adjacent.contains(b),
                b.info().adjacent.contains(a),
                "{a} {b}"
            );
        }
        assert!(!a.info().adjacent.contains(a));
    }
    let schengen: Vec<Country> = Country::ALL
        .into_iter()
        .filter(|c| c.is_schengen())
        .collect();
    assert_eq!(schengen.len(), 7);
    // 4.5 every Schengen country is adjacent to the others and to every linked country.
    for s in &schengen {
        for t in &schengen {
            if s != t {
                assert!(s.info().adjacent.contains(*t));
            }
        }
        for linked in Country::ALL.into_iter().filter(|c| c.info().schengen_link) {
            assert!(s.info().adjacent.contains(linked), "{s} {linked}");
        }
    }
    assert_eq!(
        Country::ALL
            .into_iter()
            .filter(|c| c.info().schengen_link)
            .count(),
        10
    );
    let pairs: usize = Country::ALL
        .iter()
        .map(|c| c.info().adjacent.len())
        .sum::<usize>()
        / 2;
    assert_eq!(pairs, 143);
}

#[test]
fn cards_match_data() {
    let v: Value = serde_json::from_str(include_str!("../../../data/cards.json")).unwrap();
    let cards = v["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 120);
    for entry in cards {
        let number = entry["number"].as_u64().unwrap() as u8;
        let card = CardId::new(number).unwrap();
        let info = card.info();
        assert_eq!(info.number, number);
        assert_eq!(entry["name"].as_str().unwrap(), info.name);
        assert_eq!(entry["ops"].as_u64().unwrap() as u8, info.ops);
        assert!((1..=3).contains(&info.ops));
        assert_eq!(entry["remove"].as_bool().unwrap(), info.remove);
        assert_eq!(entry["mark"].as_bool().unwrap(), info.mark);
        assert_eq!(entry["lapsing"].as_bool().unwrap(), info.lapsing);
        assert_eq!(entry["auto_trigger"].as_bool().unwrap(), info.auto_trigger);
        let association = serde_json::to_value(info.association).unwrap();
        assert_eq!(entry["association"], association);
    }
    assert!(CardId::new(0).is_none());
    assert!(CardId::new(121).is_none());
}

#[test]
fn every_mark_card_has_a_marker() {
    for card in CardId::all().filter(|c| c.info().mark) {
        assert!(Marker::ALL.iter().any(|m| m.card() == card), "{card}");
    }
    for marker in Marker::ALL {
        // Card 84/85 Leak places no marker of its own: it flips a US marker.
        let flipped = Marker::ALL.iter().any(|m| m.leaked() == Some(marker));
        assert!(marker.card().info().mark || flipped, "{marker:?}");
        assert_eq!(Marker::parse(marker.name()), Some(marker));
    }
    assert_eq!(Marker::parse("FATA"), Some(Marker::Fata));
    assert_eq!(Marker::parse("patriot_act"), Some(Marker::PatriotAct));
}

#[test]
fn scenarios_name_existing_countries_and_cards() {
    let v: Value = serde_json::from_str(include_str!("../../../data/scenarios.json")).unwrap();
    let scenarios = v["scenarios"].as_array().unwrap();
    assert_eq!(scenarios.len(), 4);
    for s in scenarios {
        for c in s["countries"].as_array().unwrap() {
            assert!(Country::parse(c["id"].as_str().unwrap()).is_some());
            for m in c["markers"].as_array().unwrap() {
                assert!(Marker::parse(m.as_str().unwrap()).is_some(), "{m}");
            }
        }
        for m in s["event_box_markers"].as_array().unwrap() {
            assert!(Marker::parse(m.as_str().unwrap()).is_some(), "{m}");
        }
        for card in s["cards_removed"].as_array().unwrap() {
            let n = card["number"].as_u64().unwrap() as u8;
            assert_eq!(
                CardId::new(n).unwrap().name(),
                card["name"].as_str().unwrap()
            );
        }
    }
}

/// Each vocabulary lists every value once in `ALL` (the match below fails to compile when a
/// value is added), its `id` is the saved games' name, and `parse` reads its id and its name.
#[test]
fn vocabularies_list_every_value_with_its_id_and_name() {
    use crate::state::{Ideology, Scenario};
    fn check<T: Copy + PartialEq + std::fmt::Debug + serde::Serialize>(
        all: &[T],
        position: impl Fn(T) -> usize,
        id: impl Fn(T) -> &'static str,
        name: impl Fn(T) -> &'static str,
        parse: impl Fn(&str) -> Option<T>,
    ) {
        for (index, value) in all.iter().copied().enumerate() {
            assert_eq!(position(value), index, "{value:?} out of order in ALL");
            assert_eq!(serde_json::to_value(value).unwrap(), id(value), "{value:?}");
            assert_eq!(parse(id(value)), Some(value), "{value:?}");
            assert_eq!(parse(name(value)), Some(value), "{value:?}");
            assert_eq!(parse(&name(value).to_uppercase()), Some(value), "{value:?}");
        }
        assert_eq!(parse("nothing of the kind"), None);
    }
    check(
        &Governance::ALL,
        |g| match g {
            Governance::Good => 0,
            Governance::Fair => 1,
            Governance::Poor => 2,
            Governance::IslamistRule => 3,
        },
        Governance::id,
        Governance::name,
        Governance::parse,
    );
    check(
        &Alignment::ALL,
        |a| match a {
            Alignment::Ally => 0,
            Alignment::Neutral => 1,
            Alignment::Adversary => 2,
        },
        Alignment::id,
        Alignment::name,
        Alignment::parse,
    );
    check(
        &Posture::ALL,
        |p| match p {
            Posture::Hard => 0,
            Posture::Soft => 1,
        },
        Posture::id,
        Posture::name,
        Posture::parse,
    );
    check(
        &Side::ALL,
        |s| match s {
            Side::Us => 0,
            Side::Jihadist => 1,
        },
        Side::id,
        Side::name,
        Side::parse,
    );
    check(
        &Ideology::ALL,
        |i| match i {
            Ideology::Normal => 0,
            Ideology::Coherent => 1,
            Ideology::Attractive => 2,
            Ideology::Potent => 3,
            Ideology::Infectious => 4,
            Ideology::Virulent => 5,
        },
        Ideology::id,
        Ideology::name,
        Ideology::parse,
    );
    // The blank map is no scenario to offer, but it parses.
    check(
        &Scenario::ALL,
        |s| match s {
            Scenario::LetsRoll => 0,
            Scenario::YouCanCallMeAl => 1,
            Scenario::Anaconda => 2,
            Scenario::MissionAccomplished => 3,
            Scenario::Blank => 4,
        },
        Scenario::id,
        Scenario::name,
        Scenario::parse,
    );
    assert_eq!(Scenario::parse("blank"), Some(Scenario::Blank));
}
