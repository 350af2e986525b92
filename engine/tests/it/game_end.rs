//! 2.3 / 9.1 the end of the game: nothing happens after it, and the outcome carries the
//! count that decided it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{
    Country, GameState, LogEntry, Pieces, Players, ScriptedDice, Side, Step, Tally, VictoryReason,
};

/// The end of a US Action Phase with empty hands and `left` cards in the last deck.
fn last_turn(players: Players, left: usize) -> GameState {
    let mut g = GameState::blank(players, Default::default(), 1, 0);
    g.draw_pile.truncate(left);
    // 2.1.1 a cell on the map, so the two-player US has not already won.
    let one = Pieces {
        sleeper_cells: 1,
        ..g.country(Country::France).pieces()
    };
    g.set_pieces(Country::France, one).unwrap();
    g.phase.side = Side::Us;
    g.step = Step::ActionPhase;
    // Unplayed cards of the deck go to the discard pile, as if played.
    let mut all: Vec<_> = (1..=120)
        .filter_map(labyrinth_engine::CardId::new)
        .filter(|c| !g.draw_pile.contains(c))
        .collect();
    g.discard.append(&mut all);
    g
}

#[test]
fn the_deck_running_out_in_the_deal_ends_the_game_with_nothing_after() {
    let mut g = last_turn(Players::TwoPlayer, 3);
    let logs = g.resume(&mut ScriptedDice::new([])).unwrap();
    let over = logs
        .iter()
        .position(|e| matches!(e, LogEntry::GameOver { .. }))
        .expect("the game ends at the game-end reshuffle");
    assert_eq!(over, logs.len() - 1, "nothing after the end: {logs:?}");
    assert!(
        !logs
            .iter()
            .any(|e| matches!(e, LogEntry::CardsDrawn { .. })),
        "no deal is announced: {logs:?}"
    );
    let outcome = g.outcome.unwrap();
    assert_eq!(outcome.reason, VictoryReason::EndOfDeck);
    assert_eq!(
        outcome.tally,
        Some(Tally {
            good_resources: 0,
            islamist_resources: 0,
            needed: None
        })
    );
    assert_eq!(outcome.winner, Side::Jihadist);
    assert!(g.pending().is_none());
}

#[test]
fn solitaire_end_of_deck_names_the_good_resources_needed() {
    let g = last_turn(Players::Solitaire, 0);
    let tally = labyrinth_engine::end_of_deck_tally(&g);
    assert_eq!(tally.needed, Some(6));
    let enough_twice = Tally {
        good_resources: 5,
        islamist_resources: 2,
        needed: Some(6),
    };
    assert_eq!(enough_twice.winner(), Side::Jihadist);
    assert_eq!(
        enough_twice.rule(),
        "9.1",
        "only 9.1's minimum denied the US"
    );
    let not_twice = Tally {
        good_resources: 6,
        islamist_resources: 3,
        needed: Some(6),
    };
    assert_eq!(not_twice.rule(), "2.3");
    assert_eq!(not_twice.winner(), Side::Jihadist);
}
