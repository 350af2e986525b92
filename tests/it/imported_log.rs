//! `/lab log` of a game whose messages are not kept (imported from a file): its log lines
//! replayed from the action log, as the channel saw them.

use crate::common;

use common::{CHANNEL, Table, choose, errors, new_game, private_to};
use labyrinth_bot::app::export::import;
use labyrinth_bot::app::{App, Command, Mode, Outbound};
use labyrinth_engine::Side;

#[test]
fn an_imported_ended_game_has_its_log() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 5));
    table.send("bob", Command::Join);
    for _ in 0..12 {
        let waiting = match table.game().state.pending().unwrap().side {
            Side::Us => "alice",
            Side::Jihadist => "bob",
        };
        assert!(errors(&table.send(waiting, choose(1))).is_empty());
    }
    table.send("bob", Command::Resign { confirm: true });
    let log = |out: &[Outbound]| private_to(out, "carol").join("\n");
    let original = log(&table.send("carol", Command::Log { count: 10 }));
    let out = table.send(
        "alice",
        Command::Export {
            admin: false,
            full: false,
        },
    );
    let Some(Outbound::File { bytes, .. }) = out.first() else {
        panic!("{out:?}");
    };
    let checked = import::check(std::str::from_utf8(bytes).unwrap()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut app = App::open(&dir.path().join("other.db")).unwrap();
    assert!(app.import(&checked, CHANNEL).unwrap().finished);
    let imported = log(&app.handle(CHANNEL, "carol", Command::Log { count: 10 }));
    assert!(!imported.contains("Nothing has happened"), "{imported}");
    assert_eq!(imported.lines().count(), 10, "{imported}");
    // The same last lines as the channel saw (the game ends with the resignation).
    assert_eq!(
        imported.lines().last(),
        original.lines().last(),
        "{imported}\n---\n{original}"
    );
}
