//! Saved games are a stored format: every save kept in `tests/saves/` must still load and
//! play on (STYLE.md §2).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::{Action, FORMAT_VERSION, GameState};

#[test]
fn every_kept_save_loads_and_continues() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves");
    let mut loaded = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut game: GameState =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(game.format_version <= FORMAT_VERSION);
        // It continues: the pending decision's first option is accepted.
        if let Some(decision) = game.pending().cloned() {
            game.apply_seeded(decision.side, &Action::Answer(decision.options[0]))
                .unwrap();
        }
        loaded += 1;
    }
    assert!(loaded >= 1);
}

/// 8.5.3 the 1st Plot box: "made, card gone" must survive a save (it did not, once).
#[test]
fn an_emptied_first_plot_box_survives_the_json_round_trip() {
    let mut game = GameState::blank(Default::default(), Default::default(), 1, 0);
    for value in [None, Some(None), Some(labyrinth_engine::CardId::new(60))] {
        game.first_plot = value;
        let back: GameState = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
        assert_eq!(back.first_plot, value);
    }
}
