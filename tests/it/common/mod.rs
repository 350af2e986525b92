//! Helpers shared by the whole-stack tests: a table (an `App` on a temporary database file)
//! and readers for outbound messages.
#![allow(
    dead_code,
    reason = "each test file uses a different subset of the helpers"
)]

pub mod english;
#[path = "../../../engine/tests/files/mod.rs"]
mod files;
pub mod look_ahead;
pub mod random_game;

use std::path::{Path, PathBuf};

pub use files::files_under;

use labyrinth_bot::app::{App, Choice, Command, Mode, NewGame, Outbound, SeedPolicy};
use labyrinth_bot::render::MESSAGE_LIMIT;
use labyrinth_bot::store::{GameRecord, Store, StoredMessage};
use labyrinth_engine::{Scenario, Side};

pub const CHANNEL: &str = "test-channel";

pub struct Table {
    pub app: App,
    pub path: PathBuf,
    _dir: tempfile::TempDir,
}

impl Table {
    pub fn new() -> Table {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.db");
        Table {
            // Tests replay two-player games from a chosen seed.
            app: App::open(&path)
                .unwrap()
                .with_seed_policy(SeedPolicy::Chosen),
            path,
            _dir: dir,
        }
    }

    pub fn send(&mut self, user: &str, command: Command) -> Vec<Outbound> {
        self.send_in(CHANNEL, user, command)
    }

    pub fn send_in(&mut self, channel: &str, user: &str, command: Command) -> Vec<Outbound> {
        let out = self.app.handle(channel, user, command);
        for message in &out {
            assert_fits(message);
        }
        out
    }

    /// The channel's latest game, read through a second connection.
    pub fn game(&self) -> GameRecord {
        load(&self.path, CHANNEL)
    }

    /// A restart: a new `App` on the same database file.
    pub fn reopen(&mut self) {
        self.app = App::open(&self.path)
            .unwrap()
            .with_seed_policy(SeedPolicy::Chosen);
    }

    /// Every message recorded for game `id`.
    pub fn messages(&self, id: i64) -> Vec<StoredMessage> {
        let mut store = Store::open(&self.path).unwrap();
        let tx = store.begin().unwrap();
        tx.messages(Some(id)).unwrap()
    }

    pub fn action_count(&self, id: i64) -> i64 {
        let mut store = Store::open(&self.path).unwrap();
        let tx = store.begin().unwrap();
        tx.action_count(id).unwrap()
    }
}

pub fn load(path: &Path, channel: &str) -> GameRecord {
    let mut store = Store::open(path).unwrap();
    let tx = store.begin().unwrap();
    tx.latest_game(channel).unwrap().unwrap()
}

pub fn new_game(mode: Mode, side: Side, seed: u64) -> Command {
    Command::New(NewGame {
        scenario: Scenario::LetsRoll,
        mode,
        side,
        seed: Some(seed),
        ..NewGame::default()
    })
}

pub fn choose(n: usize) -> Command {
    Command::Choose {
        choices: vec![Choice::Number(n)],
    }
}

/// The last prompt: who is asked and how many options they have.
pub fn prompt(out: &[Outbound]) -> Option<(String, usize)> {
    out.iter().rev().find_map(|m| match m {
        Outbound::Prompt { user, options, .. } => Some((user.clone(), options.len())),
        _ => None,
    })
}

/// The numbers `/lab choose` takes for the last prompt's options, in order (a count is
/// answered by the count itself).
pub fn prompt_numbers(out: &[Outbound]) -> Vec<usize> {
    out.iter()
        .rev()
        .find_map(|m| match m {
            Outbound::Prompt { options, .. } => Some(options.iter().map(|o| o.number).collect()),
            _ => None,
        })
        .unwrap_or_default()
}

pub fn errors(out: &[Outbound]) -> Vec<&str> {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Error { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// Public texts, the board's included (its embed's texts follow its text).
pub fn public(out: &[Outbound]) -> Vec<&str> {
    let mut texts = Vec::new();
    for message in out {
        match message {
            Outbound::Public(text) | Outbound::Play { text, .. } => texts.push(text.as_str()),
            Outbound::Board { text, embed, .. } => {
                texts.push(text.as_str());
                texts.extend(embed.texts());
            }
            _ => {}
        }
    }
    texts
}

/// The SVG source of every board picture in `out` (what the image shows), a catch-up's
/// included.
pub fn board_svgs(out: &[Outbound]) -> Vec<String> {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Board { map, .. } | Outbound::PrivateBoard { map, .. } => {
                Some(map.svg().unwrap_or_else(|e| panic!("the board SVG: {e}")))
            }
            _ => None,
        })
        .collect()
}

/// A message Discord can send: text under the message limit; a board's embed within the
/// embed limits (its text is printed by the terminal, never sent to Discord).
pub fn assert_fits(message: &Outbound) {
    match message {
        Outbound::Board { embed, .. } => {
            assert_eq!(embed.problems(), Vec::<String>::new(), "{embed:#?}");
        }
        other => assert!(
            other.text().chars().count() <= MESSAGE_LIMIT,
            "message over the limit: {}",
            other.text()
        ),
    }
}

pub fn private_to<'a>(out: &'a [Outbound], to: &str) -> Vec<&'a str> {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Private { user, text } | Outbound::PrivateBoard { user, text, .. }
                if user == to =>
            {
                Some(text.as_str())
            }
            _ => None,
        })
        .collect()
}

pub fn state_json(game: &GameRecord) -> String {
    serde_json::to_string(&game.state).unwrap()
}

/// A state as JSON, with its dice stream and its draw pile's order left out (the pile as a
/// sorted list): what an agreed undo or rollback keeps when it makes dice and deck fresh.
pub fn without_randomness(state: &labyrinth_engine::GameState) -> serde_json::Value {
    let mut value = serde_json::to_value(state).unwrap();
    value["rng"] = serde_json::Value::Null;
    let mut pile = state.draw_pile.to_vec();
    pile.sort();
    value["draw_pile"] = serde_json::to_value(pile).unwrap();
    value
}

/// The option of the last prompt whose label `pick` accepts, as a `choose` command.
pub fn pick(out: &[Outbound], what: &str, pick: impl Fn(&str) -> bool) -> Command {
    let options = out
        .iter()
        .rev()
        .find_map(|m| match m {
            Outbound::Prompt { options, .. } => Some(options),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no prompt for {what}: {out:?}"));
    let option = options
        .iter()
        .find(|o| pick(&o.label))
        .unwrap_or_else(|| panic!("no option {what} in {options:?}"));
    choose(option.number)
}

/// Store a hand-built position as `game`'s state (tests that set one up by hand).
pub fn save_state(table: &Table, game: &GameRecord) {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.begin().unwrap();
    tx.save_game(game.id, game.version, &game.state, game.status)
        .unwrap();
    tx.commit().unwrap();
}
