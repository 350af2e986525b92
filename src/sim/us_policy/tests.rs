//! The US policy's answers to event questions the policy once left to the first option.

use labyrinth_engine::{
    Answer, CardId, Country, Decision, DecisionKind, EventQuestion, GameState, Pieces, Players,
    Posture, Scenario, SetupSpec, Side,
};

use super::{UsView, answer, cards, explain};

/// A one-deck Let's Roll! solitaire game, as dealt with seed 1.
pub(super) fn lets_roll() -> GameState {
    let spec = SetupSpec {
        players: Players::Solitaire,
        ..SetupSpec::new(Scenario::LetsRoll, 1)
    };
    GameState::new_seeded(&spec).unwrap()
}

fn question(card: u8, question: EventQuestion, options: Vec<Answer>) -> Decision {
    Decision {
        side: Side::Us,
        kind: DecisionKind::Event {
            card: CardId::new(card).unwrap(),
            question,
        },
        options,
    }
}

/// Card 21 Let's Roll!: the Posture is set where it cuts the GWOT Relations Penalty, not in
/// the first country listed, and never where it is the US Posture already.
#[test]
fn card_21_sets_the_posture_that_cuts_the_penalty() {
    let mut g = lets_roll();
    g.us_posture = Posture::Soft;
    for c in Country::ALL {
        if c.is_non_muslim() && c != Country::UnitedStates && c != Country::Israel {
            g.country_mut(c).posture = None;
        }
    }
    // Hard: Israel, Canada, the United Kingdom, Serbia; Soft: Spain. World Posture Hard 3, a
    // penalty of 3 for a Soft US.
    for c in [Country::Canada, Country::UnitedKingdom, Country::Serbia] {
        g.country_mut(c).posture = Some(Posture::Hard);
    }
    g.country_mut(Country::Spain).posture = Some(Posture::Soft);
    let v = UsView::of(&g);
    assert_eq!(v.gwot_penalty(), 3);
    let d = question(
        21,
        EventQuestion::PostureCountry,
        vec![
            Answer::Country(Country::Canada),
            Answer::Country(Country::India),
            Answer::Country(Country::Spain),
            Answer::Country(Country::UnitedKingdom),
        ],
    );
    // Canada Soft takes World Posture from Hard 3 to Hard 1 (penalty 1); India, unmarked,
    // only to Hard 2 (penalty 2). Spain is Soft already.
    assert_eq!(super::targets::posture_set(&v, Country::Spain), None);
    assert!(
        super::targets::posture_set(&v, Country::India)
            < super::targets::posture_set(&v, Country::Canada)
    );
    let chosen = answer(&v, &d);
    assert_eq!(chosen, Answer::Country(Country::Canada));
    let line = explain(&v, &d, chosen).unwrap();
    assert!(
        line.contains("Canada to Soft") && line.contains("Penalty 1 after (now 3)"),
        "{line}"
    );
}

/// Cards 104/105 Iran (US): the Shia-Mix country tested is the one with a cell to remove.
#[test]
fn card_104_iran_selects_the_country_with_a_cell() {
    let mut g = lets_roll();
    let shia_mix = [
        Country::Afghanistan,
        Country::GulfStates,
        Country::Iraq,
        Country::Lebanon,
        Country::Pakistan,
        Country::SaudiArabia,
        Country::Turkey,
        Country::Yemen,
    ];
    for c in shia_mix {
        let none = Pieces {
            active_cells: 0,
            sleeper_cells: 0,
            ..g.country(c).pieces()
        };
        g.set_pieces(c, none).unwrap();
    }
    let one = Pieces {
        sleeper_cells: 1,
        ..g.country(Country::Iraq).pieces()
    };
    g.set_pieces(Country::Iraq, one).unwrap();
    let v = UsView::of(&g);
    let d = question(
        104,
        EventQuestion::TestCountry,
        shia_mix.iter().map(|c| Answer::Country(*c)).collect(),
    );
    let chosen = answer(&v, &d);
    assert_eq!(chosen, Answer::Country(Country::Iraq));
    assert!(
        explain(&v, &d, chosen)
            .unwrap()
            .contains("a cell from Iraq")
    );
}

/// Issue 44: a target with no other choice (the Disrupt of #34 Enhanced Measures in its only
/// legal country) gets its 🤖 line, saying it was the only choice; any other single-option
/// step gets none.
#[test]
fn the_only_target_still_gets_its_line() {
    use labyrinth_engine::Purpose;
    let g = lets_roll();
    let v = UsView::of(&g);
    let only = Answer::Country(Country::SaudiArabia);
    let d = Decision {
        side: Side::Us,
        kind: DecisionKind::Country {
            purpose: Purpose::Disrupt,
            step: 0,
        },
        options: vec![only],
    };
    let line = explain(&v, &d, only).unwrap();
    assert!(
        line.starts_with("🤖 Disrupt in Saudi Arabia") && line.ends_with("(the only choice)"),
        "{line}"
    );
    let ru = super::explain_lang(crate::i18n::Lang::Ru, &v, &d, only).unwrap();
    assert!(ru.ends_with("(другого выбора нет)"), "{ru}");
    let forced = question(34, EventQuestion::TestCountry, vec![only]);
    assert_eq!(explain(&v, &forced, only), None);
}

/// Card 18 Intel Community: the extra card is the one worth most, and none at all when
/// every card in hand would cost more than it gains (its Jihadist event, 6.3.2).
#[test]
fn card_18_plays_the_best_extra_card_or_none() {
    let g = lets_roll();
    let v = UsView::of(&g);
    // A Jihadist card whose event, triggered, costs more than its operations gain now.
    let costly = (48..=95)
        .filter_map(CardId::new)
        .find(|c| {
            let table = super::OpsTable::new(&v);
            cards::harm(&v, *c) > super::play_worth(&v, &table, *c)
        })
        .expect("a Jihadist card that costs more than it gains at the start");
    let d = question(
        18,
        EventQuestion::ExtraCard,
        vec![Answer::Card(costly), Answer::Done],
    );
    let chosen = answer(&v, &d);
    assert_eq!(chosen, Answer::Done);
    assert!(explain(&v, &d, chosen).unwrap().contains("no extra card"));
    // A US card beside it (Card 19, no Jihadist event) is played.
    let us_card = CardId::new(19).unwrap();
    let d = question(
        18,
        EventQuestion::ExtraCard,
        vec![Answer::Card(costly), Answer::Card(us_card), Answer::Done],
    );
    assert_eq!(answer(&v, &d), Answer::Card(us_card));
}
