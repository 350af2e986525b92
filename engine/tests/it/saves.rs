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

/// Loading checks the state: every kept save passes, and damaged copies of it are refused
/// with a message that names the damage (never a card).
#[test]
fn kept_saves_validate_and_damaged_copies_do_not() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves");
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let game: GameState = serde_json::from_str(&text).unwrap();
        assert_eq!(game.validate(), Ok(()));

        // The 38 countries are a fixed array: a short list is refused as it loads.
        let mut short = serde_json::to_value(&game).unwrap();
        short["countries"].as_array_mut().unwrap().truncate(30);
        let error = serde_json::from_value::<GameState>(short)
            .unwrap_err()
            .to_string();
        assert!(error.contains("30 countries instead of 38"), "{error}");

        let mut future = game.clone();
        future.format_version = 99;
        let error = future.validate().unwrap_err().to_string();
        assert!(error.contains("format version 99"), "{error}");

        let mut doubled = game.clone();
        let card = doubled.hands.us[0];
        doubled.hands.us.push(card);
        let error = doubled.validate().unwrap_err().to_string();
        assert!(error.contains("in more than one place"), "{error}");
    }
}

/// The version-2 save is written back exactly as it was read: the tracks' types (issue 23)
/// keep the JSON of the plain numbers they replaced, so the format version stays.
#[test]
fn the_current_save_is_written_back_unchanged() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/saves/v2-mission-accomplished-solitaire-midgame.json");
    let text = std::fs::read_to_string(path).unwrap();
    let game: GameState = serde_json::from_str(&text).unwrap();
    assert_eq!(game.format_version, FORMAT_VERSION);
    let read: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(serde_json::to_value(&game).unwrap(), read);
    assert_eq!(read["prestige"], game.prestige());
    assert_eq!(
        read["reserves"]["us"],
        game.reserves(labyrinth_engine::Side::Us)
    );
}

/// 9.2 / I-30 a kept solitaire save plays on: the bot plays the pile it saved from the top,
/// in the saved order, and at the next deal each card dealt to it goes on top, so it plays
/// the last card dealt first.
#[test]
fn a_kept_solitaire_pile_keeps_its_order_and_the_next_deal_goes_on_top() {
    use labyrinth_engine::{LogEntry, Side};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/saves/v2-mission-accomplished-solitaire-midgame.json");
    let mut game: GameState =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    // The saved pile, top first, then (from the deal on) the cards dealt, last dealt first.
    let mut pile = game.hands.jihadist.to_vec();
    let mut dealt = false;
    for _ in 0..500 {
        let Some(decision) = game.pending().cloned() else {
            break;
        };
        let logs = game
            .apply_seeded(decision.side, &Action::Answer(decision.options[0]))
            .unwrap();
        for entry in &logs {
            match entry {
                LogEntry::CardPlayed {
                    side: Side::Jihadist,
                    card,
                    ..
                } => {
                    assert_eq!(pile.first(), Some(card), "{logs:?}");
                    pile.remove(0);
                }
                LogEntry::CardsDrawn {
                    side: Side::Jihadist,
                    cards,
                    ..
                } if !dealt && game.turn > 1 => {
                    dealt = true;
                    for card in cards {
                        pile.insert(0, *card);
                    }
                }
                _ => {}
            }
        }
        if dealt {
            assert_eq!(game.hands.jihadist.to_vec(), pile);
            assert_eq!(game.validate(), Ok(()));
            return;
        }
    }
    panic!("the save never reached its next deal");
}
