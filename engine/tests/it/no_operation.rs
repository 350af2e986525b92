//! 7.1.2 / 8.1.3: a card played for operations when no operation is possible is spent, and
//! the log says so (the app would otherwise show a card played and nothing happening).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Action, Answer, CardId, CardUse, GameState, LogEntry, Players, ScriptedDice, Side,
};

#[test]
fn a_card_for_operations_with_none_possible_is_spent_and_logged() {
    // Two players (in solitaire the section 9 bot plays the Jihadist): no cell, no cadre,
    // nothing to do; the empty map is checked for victory only after the play (2.1.1).
    let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 0);
    let card = CardId::new(48).unwrap();
    g.draw_pile.retain(|c| *c != card);
    g.hands.jihadist = vec![card].into();
    g.hands.us = vec![CardId::new(12).unwrap()].into();
    g.draw_pile.retain(|c| c.number() != 12);
    let mut dice = ScriptedDice::new([]);
    g.resume(&mut dice).unwrap();

    let play = Action::Answers(vec![Answer::Card(card), Answer::Use(CardUse::Operations)]);
    g.apply(Side::Jihadist, &play, &mut dice).unwrap();
    let decision = g.pending().unwrap();
    assert_eq!(
        decision.options,
        vec![Answer::Done],
        "no operation to offer"
    );
    let logs = g
        .apply(Side::Jihadist, &Action::Answer(Answer::Done), &mut dice)
        .unwrap();
    assert!(
        logs.contains(&LogEntry::NoOperation {
            side: Side::Jihadist,
            card
        }),
        "{logs:?}"
    );
    assert!(g.discard.contains(&card), "the card is spent");
}
