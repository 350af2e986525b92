//! A two-player game's deck and dice cannot be computed (issue "Nothing hidden can be
//! learned"): its seed comes from the operating system's random source, never from the
//! clock, is never shown, and a chosen seed is refused (solitaire practice keeps it).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{errors, new_game};
use labyrinth_bot::app::{App, CHOSEN_SEED_REFUSED, Command, Mode, NewGame, Outbound};
use labyrinth_bot::store::Store;
use labyrinth_engine::Side;

fn app() -> (App, tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    // What the Discord bot runs: the default seed policy (the terminal accepts a seed).
    (App::open(&path).unwrap(), dir, path)
}

#[test]
fn a_chosen_seed_is_refused_in_two_player_games_and_kept_for_solitaire() {
    let (mut app, _dir, _) = app();
    for side in Side::ALL {
        let out = app.handle("c", "alice", new_game(Mode::TwoPlayer, side, 777));
        let refused = labyrinth_bot::tr!(labyrinth_bot::i18n::Lang::En, CHOSEN_SEED_REFUSED);
        assert!(refused.starts_with("the seed option is only for solitaire"));
        assert_eq!(errors(&out), vec![format!("⚠️ {refused}")]);
        let board = app.handle("c", "alice", Command::Board);
        assert!(errors(&board)[0].contains("no game"), "nothing was created");
    }
    assert!(
        NewGame {
            seed: Some(1),
            ..NewGame::default()
        }
        .check(Default::default())
        .is_err(),
        "the Discord adapter refuses it before it opens a thread"
    );
    let out = app.handle("c", "alice", new_game(Mode::Solitaire, Side::Us, 777));
    assert!(errors(&out).is_empty(), "{out:?}");
}

#[test]
fn two_player_seeds_come_from_the_operating_system_and_are_never_shown() {
    let (mut app, _dir, path) = app();
    let mut shown = Vec::new();
    for channel in ["c1", "c2", "c3", "c4", "c5"] {
        let new = Command::New(NewGame::default());
        let mut out = app.handle(channel, "alice", new);
        out.extend(app.handle(channel, "bob", Command::Join));
        out.extend(app.handle(channel, "bob", Command::Hand));
        out.extend(app.handle(channel, "bob", Command::Board));
        assert!(errors(&out).is_empty(), "{out:?}");
        shown.extend(out.iter().map(|m| m.text().to_string()));
    }
    let mut store = Store::open(&path).unwrap();
    let tx = store.begin().unwrap();
    let seeds: Vec<u64> = ["c1", "c2", "c3", "c4", "c5"]
        .iter()
        .map(|c| tx.live_game(c).unwrap().unwrap().spec.seed)
        .collect();
    // Games made within milliseconds of each other: clock seeds in nanoseconds would lie
    // within 2^33 of each other; seeds from the OS are spread over all 64 bits (two of five
    // within 2^40 by chance: about one in a million).
    for (i, a) in seeds.iter().enumerate() {
        for b in &seeds[i + 1..] {
            assert!(a.abs_diff(*b) > 1 << 40, "seeds {a} and {b} are clustered");
        }
    }
    for seed in &seeds {
        let digits = seed.to_string();
        assert!(
            !shown.iter().any(|text| text.contains(&digits)),
            "seed {seed} shown"
        );
    }
}

/// Nothing in the app reads the clock: no seed can come from it.
#[test]
fn the_app_reads_no_clock() {
    let app = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let files = common::files_under(&app, "rs");
    assert!(files.iter().any(|f| f.ends_with("export/consent.rs")));
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for banned in ["SystemTime", "UNIX_EPOCH", "Instant::now", "as_nanos"] {
            assert!(!text.contains(banned), "{} uses {banned}", path.display());
        }
    }
}

/// The computer's seat is seeded from the game's seed: solitaire games keep their option.
#[test]
fn solitaire_games_from_one_seed_are_the_same_game() {
    let (mut app, _dir, _) = app();
    let first = app.handle("a", "alice", new_game(Mode::Solitaire, Side::Us, 5));
    let second = app.handle("b", "alice", new_game(Mode::Solitaire, Side::Us, 5));
    let texts = |out: &[Outbound]| -> Vec<String> {
        out.iter()
            .map(|m| m.text().replace("#1", "#N").replace("#2", "#N"))
            .collect()
    };
    assert_eq!(texts(&first), texts(&second));
}
