//! Log entries say what actually changed: Reserves capped at 2 (6.3.3).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Action, Answer, CardId, CardUse, GameState, LogEntry, Players, ScriptedDice, Side,
};

#[test]
fn reserves_at_one_add_only_one() {
    let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 0);
    let card = CardId::new(66).unwrap(); // Homegrown, 2 ops, Jihadist
    g.draw_pile.retain(|c| *c != card);
    g.hands.jihadist = vec![card].into();
    g.reserves.jihadist = 1;
    let mut dice = ScriptedDice::new([]);
    g.resume(&mut dice).unwrap();
    let play = Action::Answers(vec![Answer::Card(card), Answer::Use(CardUse::Reserves)]);
    let logs = g.apply(Side::Jihadist, &play, &mut dice).unwrap();
    assert!(
        logs.contains(&LogEntry::ReservesAdded {
            side: Side::Jihadist,
            value: 1,
            total: 2
        }),
        "{logs:?}"
    );
}
