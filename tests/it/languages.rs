//! A game's language (issue "Русский", migration 0010): set at `new` (default: the server's
//! preferred locale; without a server, the sender's own), changed by either player with
//! `/lab game settings language:`, and a player's own language noted from their client.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{CHANNEL, Table, errors, new_game, public};
use labyrinth_bot::app::{Command, Mode, NewGame, PlayByPost};
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::store::Store;
use labyrinth_bot::surface::{self, Caller};
use labyrinth_engine::Side;

fn language(table: &Table, game: i64) -> Lang {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.read().unwrap();
    tx.game_language(game).unwrap()
}

fn built(line: &[&str], caller: &Caller) -> Command {
    let (spec, args) = surface::parse_terminal(line).unwrap();
    surface::build(spec, &args, caller).unwrap()
}

#[test]
fn new_takes_the_language_option_or_the_servers_locale() {
    let terminal = Caller::default();
    let russian_server = Caller {
        server_locale: Some(Lang::Ru),
        ..Caller::default()
    };
    let language = |command: Command| match command {
        Command::New(NewGame { language, .. }) => language,
        other => panic!("{other:?}"),
    };
    assert_eq!(language(built(&["new"], &terminal)), None);
    assert_eq!(language(built(&["new"], &russian_server)), Some(Lang::Ru));
    // Without a server (a DM, the terminal), the sender's own language; in a server, the
    // server's alone.
    let russian_reader = Caller {
        locale: Some(Lang::Ru),
        ..Caller::default()
    };
    assert_eq!(language(built(&["new"], &russian_reader)), Some(Lang::Ru));
    let in_a_server = Caller {
        server: Some("910000000000000001".into()),
        ..russian_reader.clone()
    };
    assert_eq!(language(built(&["new"], &in_a_server)), None);
    assert_eq!(
        language(built(&["new", "language:en"], &russian_server)),
        Some(Lang::En)
    );
    assert_eq!(
        language(built(&["new", "language:ru"], &terminal)),
        Some(Lang::Ru)
    );
    // An unknown language is refused (by the parser, which knows the choices).
    let refused = surface::parse_terminal(&["new", "language:de"])
        .and_then(|(spec, args)| surface::build(spec, &args, &terminal));
    assert!(refused.is_err());
}

#[test]
fn either_player_changes_the_games_language_and_the_channel_is_told() {
    let mut table = Table::new();
    let mut new = match new_game(Mode::TwoPlayer, Side::Us, 1) {
        Command::New(new) => new,
        other => panic!("{other:?}"),
    };
    new.language = Some(Lang::Ru);
    table.send("alice", Command::New(new));
    table.send("bob", Command::Join);
    let game = table.app.live_game_id(CHANNEL).unwrap();
    assert_eq!(language(&table, game), Lang::Ru);

    let out = table.send("bob", Command::PlayByPost(PlayByPost::Language(Lang::En)));
    assert_eq!(language(&table, game), Lang::En);
    assert!(
        public(&out)
            .join("\n")
            .contains("The game's language is now English."),
        "{out:?}"
    );
    let out = table.send("alice", Command::PlayByPost(PlayByPost::Language(Lang::Ru)));
    assert!(
        public(&out)
            .join("\n")
            .contains("Язык партии теперь русский."),
        "{out:?}"
    );

    // Someone not seated changes nothing.
    let out = table.send("carol", Command::PlayByPost(PlayByPost::Language(Lang::En)));
    assert!(!errors(&out).is_empty(), "{out:?}");
    assert_eq!(language(&table, game), Lang::Ru);
}

#[test]
fn a_game_without_a_language_is_english_and_a_players_locale_is_noted() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::Solitaire, Side::Us, 1));
    let game = table.app.live_game_id(CHANNEL).unwrap();
    assert_eq!(language(&table, game), Lang::En);
    table.app.note_language("alice", Lang::Ru);
    table.app.note_language("alice", Lang::Ru);
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.read().unwrap();
    assert_eq!(tx.user_language("alice").unwrap(), Some(Lang::Ru));
    assert_eq!(tx.user_language("bob").unwrap(), None);
}
