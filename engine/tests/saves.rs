//! Saved games are a stored format: every save kept in `tests/saves/` must still load and
//! play on (STYLE.md §2).

use labyrinth_engine::{Action, FORMAT_VERSION, GameState};

#[test]
fn every_kept_save_loads_and_continues() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves");
    let mut loaded = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut game: GameState = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(game.format_version <= FORMAT_VERSION);
        // It continues: the pending decision's first option is accepted.
        if let Some(decision) = game.pending().cloned() {
            game.apply_seeded(decision.side, &Action::Answer(decision.options[0])).unwrap();
        }
        loaded += 1;
    }
    assert!(loaded >= 1);
}
