//! What a reminder says when it comes late (the bot was down, a game was imported): the
//! claim it announces for tomorrow may be possible already, and the reminder is due since
//! its own time, not the wait's first reminder's. An imported game in progress is reminded
//! without waiting for a move.

use crate::common;

use chrono::{DateTime, Duration, Utc};
use common::{CHANNEL, Table, choose, errors, new_game, prompt};
use labyrinth_bot::app::export::import;
use labyrinth_bot::app::{App, Command, Mode, Outbound, ReminderKind};
use labyrinth_bot::store::{parse_time, time_text};
use labyrinth_engine::Side;

fn t0() -> DateTime<Utc> {
    parse_time("2026-12-01T12:00:00Z").unwrap()
}

/// alice (US) and bob (Jihadist) seated at `t0`: the game waits for bob.
fn two_players() -> Table {
    let mut table = Table::new();
    table.app.set_clock(Some(t0()));
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    let out = table.send("bob", Command::Join);
    assert_eq!(prompt(&out).unwrap().0, "bob", "{out:?}");
    table
}

/// Nothing was sent for 8 days: the one reminder due is the last, due since day 6, and it
/// says the seat may be claimed now, not tomorrow.
#[test]
fn a_late_last_reminder_says_the_claim_is_possible_now() {
    let mut table = two_players();
    let at = t0() + Duration::days(8);
    let due = table.app.due_reminders(at).unwrap();
    assert_eq!(due.len(), 1, "{due:?}");
    let r = &due[0];
    assert_eq!(r.kind, ReminderKind::ClaimTomorrow);
    assert_eq!(r.due_at, time_text(t0() + Duration::days(6)));
    assert!(!r.text.contains("tomorrow"), "{}", r.text);
    assert!(r.text.contains("may claim your seat now"), "{}", r.text);
    // On time, it says tomorrow.
    let on_time = table
        .app
        .due_reminders(t0() + Duration::days(6) + Duration::hours(1))
        .unwrap();
    assert!(on_time[0].text.contains("tomorrow"), "{}", on_time[0].text);
}

/// A game in progress, exported in full with both players' consent and imported on another
/// database, is reminded a day after the import, with no move in between.
#[test]
fn an_imported_game_in_progress_is_reminded() {
    let mut table = two_players();
    for _ in 0..4 {
        let waiting = match table.game().state.pending().unwrap().side {
            Side::Us => "alice",
            Side::Jihadist => "bob",
        };
        assert!(errors(&table.send(waiting, choose(1))).is_empty());
    }
    let full = Command::Export {
        admin: false,
        full: true,
    };
    table.send("alice", full.clone());
    let out = table.send("bob", full);
    let json = out
        .iter()
        .find_map(|m| match m {
            Outbound::File { bytes, .. } => Some(String::from_utf8(bytes.clone()).unwrap()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no file: {out:?}"));
    let checked = import::check(&json).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut app = App::open(&dir.path().join("other.db")).unwrap();
    let later = t0() + Duration::days(30);
    app.set_clock(Some(later));
    let imported = app.import(&checked, CHANNEL).unwrap();
    assert!(!imported.finished);
    let early = app.due_reminders(later + Duration::hours(23)).unwrap();
    assert!(early.is_empty(), "{early:#?}");
    let due = app.due_reminders(later + Duration::hours(24)).unwrap();
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!(due[0].wait.game, imported.game);
    assert_eq!(due[0].kind, ReminderKind::Regular(1));
}
