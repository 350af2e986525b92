//! Refusals: specific messages naming the rule, and the state left byte-identical.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Action, Alignment, Answer, CardId, CardUse, Country, GameState, Governance, LogEntry, Op,
    Players, Plot, ScriptedDice, Seat, Side,
};

/// A blank US phase with `us` in hand (and a Jihadist card so the game waits).
fn us_phase(us: &[u8]) -> GameState {
    let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 0);
    let cards: Vec<CardId> = us.iter().map(|n| CardId::new(*n).unwrap()).collect();
    g.draw_pile.retain(|c| !cards.contains(c));
    g.hands.us = cards.into();
    g.hands.jihadist = vec![CardId::new(48).unwrap()].into();
    g.draw_pile.retain(|c| c.number() != 48);
    g.phase.side = Side::Us;
    let mut dice = ScriptedDice::new([]);
    g.resume(&mut dice).unwrap();
    g
}

/// The one place tests touch the API: apply `answers` for `side` and expect a refusal
/// containing `message`, with the state unchanged.
fn check_refused(g: &GameState, side: Side, answers: Vec<Answer>, message: &str) {
    let mut game = g.clone();
    let before = serde_json::to_string(&game).unwrap();
    let mut dice = ScriptedDice::new([6, 6, 6]);
    let error = game
        .apply(side, &Action::Answers(answers), &mut dice)
        .unwrap_err();
    assert!(error.to_string().contains(message), "{error}");
    assert_eq!(
        before,
        serde_json::to_string(&game).unwrap(),
        "state changed"
    );
}

#[test]
fn war_of_ideas_in_poor_country_needs_a_3_card_7_1_1() {
    let mut g = us_phase(&[12, 1]);
    let iraq = g.country_mut(Country::Iraq);
    iraq.governance = Some(Governance::Poor);
    iraq.alignment = Some(Alignment::Neutral);
    check_refused(
        &g,
        Side::Us,
        vec![
            Answer::Card(CardId::new(12).unwrap()),
            Answer::Use(CardUse::Operations),
            Answer::Op(Op::WarOfIdeas),
            Answer::Country(Country::Iraq),
        ],
        "Iraq is Poor: War of Ideas there needs a 3-value card; card 12 Al-Azhar is worth 2 (7.1.1)",
    );
}

#[test]
fn a_card_not_in_hand_and_the_wrong_side_are_refused_5_2() {
    let g = us_phase(&[12, 1]);
    check_refused(
        &g,
        Side::Us,
        vec![Answer::Card(CardId::new(45).unwrap())],
        "card 45 Safer Now is not in the US hand",
    );
    check_refused(
        &g,
        Side::Jihadist,
        vec![Answer::Card(CardId::new(48).unwrap())],
        "it is the US's decision, not the Jihadist's",
    );
}

#[test]
fn a_path_is_all_or_nothing() {
    let g = us_phase(&[12, 1]);
    // The last step is illegal: nothing of the path is kept.
    check_refused(
        &g,
        Side::Us,
        vec![
            Answer::Card(CardId::new(12).unwrap()),
            Answer::Use(CardUse::Operations),
            Answer::Op(Op::Alert),
        ],
        "Alert",
    );
}

#[test]
fn a_jihadist_event_cannot_be_played_by_the_us_6_2_5() {
    let g = us_phase(&[62, 1]);
    check_refused(
        &g,
        Side::Us,
        vec![
            Answer::Card(CardId::new(62).unwrap()),
            Answer::Use(CardUse::Event),
        ],
        "it is a Jihadist event (6.2.5)",
    );
}

#[test]
fn placed_plot_values_are_hidden_from_all_but_the_jihadist_8_5_4() {
    let entry = LogEntry::PlotPlaced {
        country: Country::Iraq,
        plot: Some(Plot::Three),
    };
    assert_eq!(entry.seen_by(Seat::Jihadist), entry);
    for seat in [Seat::Us, Seat::Observer] {
        assert_eq!(
            entry.seen_by(seat),
            LogEntry::PlotPlaced {
                country: Country::Iraq,
                plot: None
            }
        );
    }
    let dealt = LogEntry::CardsDrawn {
        side: Side::Us,
        count: 2,
        cards: vec![CardId::new(5).unwrap(), CardId::new(6).unwrap()],
    };
    assert_eq!(dealt.seen_by(Seat::Us), dealt);
    assert_eq!(
        dealt.seen_by(Seat::Jihadist),
        LogEntry::CardsDrawn {
            side: Side::Us,
            count: 2,
            cards: vec![]
        }
    );
}

/// A card added to a full list is never lost silently: the step is refused and nothing
/// changes.
#[test]
fn a_card_into_a_full_discard_pile_is_refused() {
    let mut g = us_phase(&[12]);
    while !g.discard.is_full() {
        g.discard.push(CardId::new(1).unwrap());
    }
    check_refused(
        &g,
        Side::Us,
        vec![Answer::Discard],
        "more pieces than the game has in the discard pile",
    );
}
