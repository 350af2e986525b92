//! Log entries say what actually changed: Reserves capped at 2 (6.3.3).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Action, Answer, CardId, CardUse, GameState, LogEntry, Pieces, Players, Reserves, ScriptedDice,
    Side,
};

#[test]
fn reserves_at_one_add_only_one() {
    let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 0);
    let card = CardId::new(66).unwrap(); // Homegrown, 2 ops, Jihadist
    g.draw_pile.retain(|c| *c != card);
    g.hands.jihadist = vec![card].into();
    g.set_reserves(Side::Jihadist, Reserves::of::<1>());
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

/// Card 72 Opium under Islamist Rule: the three cells and the rest of the track are one
/// placement, one log entry with the number placed (two entries read as a running total).
#[test]
fn opium_places_its_cells_in_one_entry() {
    use labyrinth_engine::{Alignment, Country, Governance};
    let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 0);
    let opium = CardId::new(72).unwrap();
    let other = CardId::new(96).unwrap();
    g.draw_pile.retain(|c| *c != opium && *c != other);
    g.hands.jihadist = vec![opium, other].into();
    g.phase.side = Side::Jihadist;
    let afghanistan = g.country_mut(Country::Afghanistan);
    afghanistan.governance = Some(Governance::IslamistRule);
    afghanistan.alignment = Some(Alignment::Adversary);
    let four = Pieces {
        sleeper_cells: 4,
        ..g.country(Country::Afghanistan).pieces()
    };
    g.set_pieces(Country::Afghanistan, four).unwrap();
    let mut dice = ScriptedDice::new([]);
    g.resume(&mut dice).unwrap();
    let on_track = g.cells_on_track();
    let play = Action::Answers(vec![Answer::Card(opium), Answer::Use(CardUse::Event)]);
    let logs = g.apply(Side::Jihadist, &play, &mut dice).unwrap();
    let placed: Vec<&LogEntry> = logs
        .iter()
        .filter(|e| matches!(e, LogEntry::CellsPlaced { .. }))
        .collect();
    assert_eq!(
        placed,
        vec![&LogEntry::CellsPlaced {
            country: Country::Afghanistan,
            count: on_track
        }],
        "{logs:?}"
    );
}
