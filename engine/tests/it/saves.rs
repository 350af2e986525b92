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

/// Every kept save is written back exactly as it was read, its format version with it (the
/// tracks' types keep the JSON of the plain numbers they replaced); one is of this version.
#[test]
fn kept_saves_are_written_back_unchanged() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves");
    let mut current = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let game: GameState = serde_json::from_str(&text).unwrap();
        let read: serde_json::Value = serde_json::from_str(&text).unwrap();
        if game.format_version < 2 {
            continue; // version 1 had no Plot markers set aside: written back with them
        }
        assert_eq!(serde_json::to_value(&game).unwrap(), read);
        assert_eq!(read["prestige"], game.prestige());
        assert_eq!(
            read["reserves"]["us"],
            game.reserves(labyrinth_engine::Side::Us)
        );
        current += usize::from(game.format_version == FORMAT_VERSION);
    }
    assert_eq!(current, 1);
}

/// 9.2 / I-30 a kept solitaire save plays on: the bot plays the pile it saved from the top,
/// in the saved order, and at the next deal each card dealt to it goes on top, so it plays
/// the last card dealt first; a game begun under version 2 keeps its deal (the cards dealt
/// under the pile, the first dealt on top).
#[test]
fn a_kept_solitaire_pile_keeps_its_order_and_its_deal() {
    for save in [
        "v2-mission-accomplished-solitaire-midgame.json",
        "v3-lets-roll-solitaire-midgame.json",
    ] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/saves")
            .join(save);
        let game: GameState =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        plays_its_pile_then_deals(game, save);
    }
}

fn plays_its_pile_then_deals(mut game: GameState, save: &str) {
    use labyrinth_engine::{LogEntry, Side};
    let on_top = game.format_version >= 3;
    // The saved pile, top first.
    let mut pile = game.hands.jihadist.to_vec();
    let turn = game.turn;
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
                    assert_eq!(pile.first(), Some(card), "{save}: {logs:?}");
                    pile.remove(0);
                }
                LogEntry::CardsDrawn {
                    side: Side::Jihadist,
                    cards,
                    ..
                } if game.turn > turn => {
                    // The cards dealt, top first, as the pile holds them (less the cards
                    // the bot has played since, from the top).
                    let mut expected = cards.to_vec();
                    if on_top {
                        expected.reverse();
                    }
                    let held: Vec<_> = game
                        .hands
                        .jihadist
                        .iter()
                        .copied()
                        .filter(|card| cards.contains(card))
                        .collect();
                    assert!(expected.ends_with(&held), "{save}: {held:?} {expected:?}");
                    assert!(!held.is_empty(), "{save}");
                    assert_eq!(game.validate(), Ok(()));
                    return;
                }
                _ => {}
            }
        }
    }
    panic!("{save}: the save never reached its next deal");
}

/// A game is kept with the version it began under and replays from its seed as it was
/// played (`state::FORMAT_VERSION`): the games in `tests/games/` were played by the engine
/// of format 2, whose deal put the cards dealt to the bot under its pile in deal order
/// (`make_kept_game`). Replayed as version 3 games, they part from what was played.
#[test]
fn kept_games_replay_under_the_version_they_began_under() {
    use labyrinth_engine::{SetupSpec, Side};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/games");
    let mut kept = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let file: serde_json::Value = serde_json::from_str(&text).unwrap();
        let spec: SetupSpec = serde_json::from_value(file["spec"].clone()).unwrap();
        let state: GameState = serde_json::from_value(file["state"].clone()).unwrap();
        let actions: Vec<(Side, Action)> = file["actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| {
                let side = serde_json::from_value(a["side"].clone()).unwrap();
                (side, serde_json::from_value(a["action"].clone()).unwrap())
            })
            .collect();
        let replay = |version| {
            let mut game = GameState::new_seeded_as(&spec, version).unwrap();
            for (side, action) in &actions {
                if game.apply_seeded(*side, action).is_err() {
                    return None;
                }
            }
            Some(game)
        };
        let name = path.display();
        assert_eq!(
            replay(state.format_version).as_ref(),
            Some(&state),
            "{name}"
        );
        assert_ne!(replay(FORMAT_VERSION).as_ref(), Some(&state), "{name}");
        kept += 1;
    }
    assert!(kept >= 2);
}
