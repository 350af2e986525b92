//! Play-by-post: reminders (interval, at most three, the last the day before `claim`, mute,
//! the player's night, a restart), time away (the claim clock and the reminders stop) and
//! catching up. Every time is fixed: the app's clock is set, nothing sleeps.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use common::{CHANNEL, Table, board_svgs, choose, errors, new_game, private_to, prompt, public};
use labyrinth_bot::app::{
    AwayFor, ClaimHow, Command, Mode, Outbound, PlayByPost, RemindEvery, Reminder, ReminderKind,
};
use labyrinth_bot::store::{Store, parse_time};
use labyrinth_engine::Side;

/// Noon UTC, 1 December 2026: every test starts here.
fn t0() -> DateTime<Utc> {
    parse_time("2026-12-01T12:00:00Z").unwrap()
}

fn hours(h: i64) -> DateTime<Utc> {
    t0() + Duration::hours(h)
}

fn pbp(command: PlayByPost) -> Command {
    Command::PlayByPost(command)
}

/// alice (US) and bob (Jihadist) in `channel`, seated at `t0`: the game waits for bob.
fn two_players(table: &mut Table, channel: &str, seed: u64) {
    table.app.set_clock(Some(t0()));
    table.send_in(channel, "alice", new_game(Mode::TwoPlayer, Side::Us, seed));
    let out = table.send_in(channel, "bob", Command::Join);
    assert_eq!(prompt(&out).unwrap().0, "bob", "{out:?}");
}

fn due(table: &mut Table, at: DateTime<Utc>) -> Vec<Reminder> {
    table.app.due_reminders(at).unwrap()
}

/// Send everything due at `at`; returns what was sent.
fn send(table: &mut Table, at: DateTime<Utc>) -> Vec<Reminder> {
    table.app.send_reminders(at, |_| true).unwrap()
}

fn reminders_sent(table: &Table, game: i64) -> i64 {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.read().unwrap();
    tx.reminders_sent(game).unwrap()
}

#[test]
fn one_reminder_per_interval_at_most_three_then_the_day_before_claim() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    assert!(due(&mut table, hours(23)).is_empty());
    let first = due(&mut table, hours(24));
    assert_eq!(first.len(), 1, "{first:?}");
    let r = &first[0];
    assert_eq!((r.wait.user.as_str(), r.number), ("bob", 1));
    assert_eq!(r.kind, ReminderKind::Regular(1));
    assert!(
        r.text.contains("game #1 (Let's Roll!)")
            && r.text.contains(CHANNEL)
            && r.text.contains("has waited 1 day for you: as the Jihadist"),
        "{}",
        r.text
    );
    assert!(r.text.chars().count() < 2000);
    assert_eq!(send(&mut table, hours(25)).len(), 1);
    // Sent ones are no longer due; the next waits for the next interval.
    assert!(due(&mut table, hours(47)).is_empty());
    assert_eq!(send(&mut table, hours(48))[0].number, 2);
    assert_eq!(send(&mut table, hours(72))[0].number, 3);
    assert!(due(&mut table, hours(143)).is_empty(), "at most three");
    let last = send(&mut table, hours(144));
    assert_eq!(last[0].kind, ReminderKind::ClaimTomorrow);
    assert!(
        last[0].text.contains("may claim your seat tomorrow"),
        "{}",
        last[0].text
    );
    assert!(
        due(&mut table, hours(24 * 30)).is_empty(),
        "nothing after the last"
    );
    assert_eq!(reminders_sent(&table, 1), 4);
}

#[test]
fn a_reminder_missed_while_the_bot_was_down_is_sent_once() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    // Down for three days: one reminder, the latest, not three at once.
    let sent = send(&mut table, hours(80));
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].number, 3);
    assert!(due(&mut table, hours(100)).is_empty());
    assert_eq!(send(&mut table, hours(144))[0].number, 4);
}

#[test]
fn a_restart_while_sending_neither_loses_nor_repeats_a_reminder() {
    let mut table = Table::new();
    two_players(&mut table, "one", 1);
    two_players(&mut table, "two", 2);
    two_players(&mut table, "three", 3);
    let due_now = due(&mut table, hours(24));
    assert_eq!(due_now.len(), 3);
    // The first is delivered and recorded, then the process stops.
    assert!(table.app.reminder_sent(&due_now[0], hours(24)).unwrap());
    table.reopen();
    let after = due(&mut table, hours(24));
    assert_eq!(after, due_now[1..].to_vec(), "the others are still due");
    // Recording one twice changes nothing.
    assert!(!table.app.reminder_sent(&due_now[0], hours(24)).unwrap());
    let sent = send(&mut table, hours(24));
    assert_eq!(sent.len(), 2);
    assert!(due(&mut table, hours(24)).is_empty());
    let total: i64 = (1..=3).map(|game| reminders_sent(&table, game)).sum();
    assert_eq!(total, 3, "each sent once");
    // A reminder that could not be delivered stays due.
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    assert!(
        table
            .app
            .send_reminders(hours(24), |_| false)
            .unwrap()
            .is_empty()
    );
    assert_eq!(due(&mut table, hours(24)).len(), 1);
}

#[test]
fn the_wait_starts_again_when_the_game_changes() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    send(&mut table, hours(24));
    let stale = due(&mut table, hours(48));
    assert_eq!(stale.len(), 1);
    // bob answers at hour 30: his reminders end, the game's wait starts again then.
    table.app.set_clock(Some(hours(30)));
    let mut answered = false;
    for _ in 0..10 {
        let out = table.send("bob", choose(1));
        assert!(errors(&out).is_empty(), "{out:?}");
        answered = true;
        if prompt(&out).is_some_and(|(user, _)| user != "bob") {
            break;
        }
    }
    assert!(answered);
    assert!(due(&mut table, hours(53)).is_empty());
    let next = due(&mut table, hours(54));
    assert_eq!(next.len(), 1);
    assert_eq!(next[0].number, 1, "{next:?}");
    // The reminder listed before bob answered is no longer recorded, and recording it
    // changes nothing: the wait keeps its next reminder, no row is added.
    assert!(!table.app.reminder_sent(&stale[0], hours(54)).unwrap());
    assert_eq!(reminders_sent(&table, 1), 1);
    assert_eq!(due(&mut table, hours(54)), next);
}

/// `new reminders:…`: the game's interval from the start; out of range, no game is made.
#[test]
fn the_interval_is_chosen_at_new() {
    let mut table = Table::new();
    table.app.set_clock(Some(t0()));
    let with = |every| {
        let Command::New(mut new) = new_game(Mode::TwoPlayer, Side::Us, 1) else {
            unreachable!()
        };
        new.reminders = Some(every);
        Command::New(new)
    };
    let out = table.send("alice", with(RemindEvery::Every(Duration::hours(5))));
    assert!(
        errors(&out)[0].contains("off, or 6 hours to 7 days"),
        "{out:?}"
    );
    assert!(public(&out).is_empty(), "{out:?}");
    let out = table.send("bob", Command::Join);
    assert!(
        errors(&out)[0].contains("there is no game"),
        "no game was made: {out:?}"
    );

    let out = table.send("alice", with(RemindEvery::Every(Duration::days(2))));
    assert!(
        public(&out)[0].contains("In this game a waiting player is reminded every 2 days."),
        "{out:?}"
    );
    table.send("bob", Command::Join);
    assert!(due(&mut table, hours(47)).is_empty());
    assert_eq!(due(&mut table, hours(48)).len(), 1);

    let mut table = Table::new();
    table.app.set_clock(Some(t0()));
    table.send("alice", with(RemindEvery::Off));
    table.send("bob", Command::Join);
    assert!(due(&mut table, hours(24 * 6)).is_empty());
}

#[test]
fn muted_players_and_games_with_reminders_off_get_none() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    let out = table.send("bob", pbp(PlayByPost::Mute(true)));
    assert!(
        private_to(&out, "bob")[0].contains("no more reminders"),
        "{out:?}"
    );
    assert!(due(&mut table, hours(24 * 6)).is_empty());
    table.send("bob", pbp(PlayByPost::Mute(false)));
    assert_eq!(due(&mut table, hours(24)).len(), 1);

    // Either player sets the interval; reminders never go to anyone but the one waited for.
    let out = table.send(
        "alice",
        pbp(PlayByPost::Reminders(RemindEvery::Every(Duration::hours(
            6,
        )))),
    );
    assert!(
        public(&out)[0].contains("reminded every 6 hours (set by alice)"),
        "{out:?}"
    );
    let early = due(&mut table, hours(6));
    assert_eq!(early.len(), 1);
    assert_eq!(early[0].wait.user, "bob");
    table.send("bob", pbp(PlayByPost::Reminders(RemindEvery::Off)));
    assert!(due(&mut table, hours(24 * 6)).is_empty());
}

#[test]
fn no_reminder_in_the_players_night() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    // Noon UTC is 21:00 in Tokyo: a day later, 21:00 there is still evening.
    table.send("bob", pbp(PlayByPost::TimeZone(Some("Asia/Tokyo".into()))));
    assert_eq!(due(&mut table, hours(24)).len(), 1);
    // Honolulu: noon UTC is 02:00 there, the night: the reminder waits for 08:00 (18:00 UTC).
    table.send(
        "bob",
        pbp(PlayByPost::TimeZone(Some("Pacific/Honolulu".into()))),
    );
    assert!(due(&mut table, hours(24)).is_empty());
    assert!(due(&mut table, hours(29)).is_empty());
    assert_eq!(due(&mut table, hours(30)).len(), 1);
}

#[test]
fn time_away_stops_the_reminders_and_the_claim_clock() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    let out = table.send("bob", pbp(PlayByPost::Away(AwayFor::Days(3))));
    let text = public(&out).join("\n");
    assert!(text.contains("bob is away until 4 December"), "{text}");
    assert!(due(&mut table, hours(24 * 3)).is_empty());
    assert!(due(&mut table, hours(24 * 4 - 1)).is_empty());
    assert_eq!(
        due(&mut table, hours(24 * 4)).len(),
        1,
        "a day after his return"
    );
    // Seven days later, bob has been silent only four: no claim yet.
    table.app.set_clock(Some(hours(24 * 7)));
    let out = table.send("alice", Command::Claim { how: ClaimHow::Win });
    assert!(errors(&out)[0].contains("for 4 days"), "{out:?}");
    table.app.set_clock(Some(hours(24 * 10)));
    let out = table.send("alice", Command::Claim { how: ClaimHow::Win });
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        public(&out)
            .join("\n")
            .contains("has not answered for 7 days")
    );
}

#[test]
fn back_early_starts_the_clocks_again() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    let until = NaiveDate::from_ymd_opt(2026, 12, 8).unwrap();
    let out = table.send("bob", pbp(PlayByPost::Away(AwayFor::Until(until))));
    assert!(
        public(&out)[0].contains("bob is away until 8 December"),
        "{out:?}"
    );
    table.app.set_clock(Some(hours(12)));
    let out = table.send("bob", pbp(PlayByPost::Back));
    assert!(public(&out)[0].contains("bob is back"), "{out:?}");
    // Away for 12 hours: the first reminder a day of waiting later.
    assert!(due(&mut table, hours(35)).is_empty());
    assert_eq!(due(&mut table, hours(36)).len(), 1);
    let out = table.send("bob", pbp(PlayByPost::Back));
    assert!(errors(&out)[0].contains("not away"), "{out:?}");
}

fn away_rows(table: &Table, user: &str) -> usize {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.read().unwrap();
    tx.away_periods(1, user).unwrap().len()
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    let before = table.game().version;
    let refused = |table: &mut Table, user: &str, command: PlayByPost, says: &str| {
        let out = table.send(user, pbp(command));
        let errors = errors(&out);
        assert_eq!(errors.len(), 1, "{out:?}");
        assert!(errors[0].contains(says), "{says}: {}", errors[0]);
    };
    let past = NaiveDate::from_ymd_opt(2026, 11, 30).unwrap();
    refused(
        &mut table,
        "bob",
        PlayByPost::Away(AwayFor::Until(past)),
        "is not in the future",
    );
    let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    refused(
        &mut table,
        "bob",
        PlayByPost::Away(AwayFor::Until(today)),
        "is not in the future",
    );
    refused(
        &mut table,
        "bob",
        PlayByPost::Away(AwayFor::Days(15)),
        "1 to 14 days",
    );
    refused(
        &mut table,
        "bob",
        PlayByPost::Away(AwayFor::Days(0)),
        "1 to 14 days",
    );
    let far = NaiveDate::from_ymd_opt(2026, 12, 20).unwrap();
    refused(
        &mut table,
        "bob",
        PlayByPost::Away(AwayFor::Until(far)),
        "at most 14 days",
    );
    refused(
        &mut table,
        "carol",
        PlayByPost::Away(AwayFor::Days(2)),
        "not seated",
    );
    refused(&mut table, "carol", PlayByPost::Back, "not seated");
    refused(
        &mut table,
        "carol",
        PlayByPost::Reminders(RemindEvery::Off),
        "not seated",
    );
    refused(
        &mut table,
        "bob",
        PlayByPost::Reminders(RemindEvery::Every(Duration::hours(5))),
        "6 hours to 7 days",
    );
    refused(
        &mut table,
        "bob",
        PlayByPost::TimeZone(Some("Mars/Olympus".into())),
        "not a time zone",
    );
    refused(&mut table, "bob", PlayByPost::AwayDays(61), "0 to 60");
    // None at all is said so (not "away for less than a minute in all").
    let out = table.send("alice", pbp(PlayByPost::AwayDays(0)));
    assert!(
        public(&out)
            .iter()
            .any(|t| t.contains("no time away is allowed")),
        "{out:?}"
    );
    // The game's allowance of time away.
    table.send("alice", pbp(PlayByPost::AwayDays(5)));
    table.send("bob", pbp(PlayByPost::Away(AwayFor::Days(3))));
    refused(
        &mut table,
        "bob",
        PlayByPost::Away(AwayFor::Days(1)),
        "already away",
    );
    table.app.set_clock(Some(hours(24)));
    table.send("bob", pbp(PlayByPost::Back));
    refused(
        &mut table,
        "bob",
        PlayByPost::Away(AwayFor::Days(5)),
        "you have 4 days left",
    );
    assert_eq!(away_rows(&table, "bob"), 1);
    assert_eq!(table.game().version, before, "the game never changed");
    // Nothing in a channel without a game.
    let out = table.send_in("empty", "bob", pbp(PlayByPost::Away(AwayFor::Days(2))));
    assert_eq!(errors(&out).len(), 1);
    // The default allowance is 30 days per game.
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    for (i, start) in [0, 24 * 14, 24 * 28].into_iter().enumerate() {
        table.app.set_clock(Some(hours(start)));
        let out = table.send("bob", pbp(PlayByPost::Away(AwayFor::Days(14))));
        if i < 2 {
            assert!(errors(&out).is_empty(), "{out:?}");
        } else {
            assert!(errors(&out)[0].contains("allows 30 days"), "{out:?}");
        }
    }
}

#[test]
fn a_player_catches_up_privately_when_the_decision_passes_to_them() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    // bob plays until the decision passes to alice.
    let mut handed = Vec::new();
    for _ in 0..20 {
        let out = table.send("bob", choose(1));
        if prompt(&out).is_some_and(|(user, _)| user == "alice") {
            handed = out;
            break;
        }
    }
    let caught_up: Vec<&str> = private_to(&handed, "alice")
        .into_iter()
        .filter(|t| t.starts_with("📰"))
        .collect();
    assert_eq!(caught_up.len(), 1, "{handed:?}");
    let text = caught_up[0];

    assert!(text.contains("since your last decision"), "{text}");
    assert!(text.contains("**Cards played**"), "{text}");
    assert!(text.chars().count() < 2000);
    assert!(
        private_to(&handed, "bob")
            .iter()
            .all(|t| !t.starts_with("📰"))
    );
    // With the board picture: the public board, the one `/lab board` shows the channel.
    let board = board_svgs(&table.send("carol", Command::Board));
    assert_eq!(board.len(), 1);
    let pictures: Vec<String> = handed
        .iter()
        .filter_map(|m| match m {
            Outbound::PrivateBoard { user, text: t, map } if user == "alice" && t == text => {
                Some(map.svg().unwrap())
            }
            _ => None,
        })
        .collect();
    assert_eq!(pictures.len(), 1, "one message with one picture");
    assert!(pictures == board, "the picture is the public board");
    // On request too, with the same picture.
    let catchup = table.app.catchup(CHANNEL, "alice").unwrap();
    assert_eq!(catchup.text, text);
    assert!(vec![catchup.map.svg().unwrap()] == board);
    let out = table.send("alice", pbp(PlayByPost::Catchup));
    assert_eq!(private_to(&out, "alice"), [text]);
    assert!(board_svgs(&out) == board);
    assert!(public(&out).is_empty());
    // The terminal prints it with where its picture can be drawn.
    let printed = labyrinth_bot::terminal::format_outbound(&out[0]);
    assert!(
        printed.ends_with("/lab catchup image:board.png writes it."),
        "{printed}"
    );
    let out = table.send("carol", pbp(PlayByPost::Catchup));
    assert!(errors(&out)[0].contains("not seated"), "{out:?}");
}

#[test]
fn games_says_whose_move_it_is_and_since_when() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    table.app.set_clock(Some(hours(50)));
    let out = table.send_in("elsewhere", "bob", Command::Games);
    let text = private_to(&out, "bob").join("\n");
    assert!(
        text.contains("waiting for you for 2 days 2 hours"),
        "{text}"
    );
    let out = table.send_in("elsewhere", "alice", Command::Games);
    let text = private_to(&out, "alice").join("\n");
    assert!(
        text.contains("waiting for bob (the Jihadist) for 2 days 2 hours"),
        "{text}"
    );
}

#[test]
fn labyrinth_reminders_lists_what_is_due_and_sends_nothing() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 1);
    let run = |now: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_labyrinth"))
            .args(["reminders", "--db"])
            .arg(&table.path)
            .args(["--now", now])
            .env_remove("DATABASE_PATH")
            .output()
            .unwrap()
    };
    let early = run("2026-12-02T11:00:00Z");
    assert!(early.status.success(), "{early:?}");
    assert!(String::from_utf8_lossy(&early.stdout).starts_with("0 reminder(s) due"));
    for _ in 0..2 {
        let output = run("2026-12-02T12:00:00Z");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(stdout.starts_with("1 reminder(s) due"), "{stdout}");
        assert!(stdout.contains("game #1 to bob (reminder 1"), "{stdout}");
        assert!(stdout.contains("⏰ Reminder: game #1"), "{stdout}");
    }
    assert_eq!(reminders_sent(&table, 1), 0, "nothing is sent or recorded");
    let bad = run("tomorrow");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--now takes a time"));
}

/// The terminal: the reminders due are printed when a command is typed (to the player they
/// are for, held until that player types, once: recorded like the bot's), and `/lab game
/// away` and `/lab catchup image:PATH` work there.
#[test]
fn the_terminal_prints_due_reminders_once() {
    use labyrinth_bot::terminal;
    let mut table = Table::new();
    two_players(&mut table, terminal::CHANNEL, 1);
    let run = |table: &mut Table, script: &str| -> String {
        let mut out = Vec::new();
        terminal::run(&mut table.app, script.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    table.app.set_clock(Some(hours(23)));
    let early = run(&mut table, "as alice\n/lab board\n");
    assert!(!early.contains("⏰"), "{early}");

    table.app.set_clock(Some(hours(24)));
    let text = run(&mut table, "as alice\n/lab board\nas bob\n");
    assert!(text.contains("🔒 1 private message for bob"), "{text}");
    assert_eq!(
        text.matches("[to bob] ⏰ Reminder: game #1").count(),
        1,
        "{text}"
    );
    let again = run(&mut table, "as bob\n/lab board\n");
    assert!(!again.contains("⏰"), "{again}");
    assert_eq!(reminders_sent(&table, 1), 1);
    assert!(due(&mut table, hours(24)).is_empty());

    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("catch up.png");
    let script = format!(
        "as bob\n/lab game away days:2\n/lab catchup image:{}\n",
        png.display()
    );
    let text = run(&mut table, &script);
    assert!(text.contains("bob is away until 4 December"), "{text}");
    assert!(text.contains("[to bob] 📰 Game #1"), "{text}");
    assert!(text.contains("Board picture written to"), "{text}");
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
}

/// Issue 40: a reminder named the card its player had picked but not played ("choose how to
/// use #11 Abbas"), and was posted in the channel when the player's DMs were closed. The
/// player's own text may name it; the channel's text is built from what the channel has
/// seen, in the game's language.
#[test]
fn a_picked_card_is_named_only_in_the_reminder_to_its_player() {
    let mut table = Table::new();
    two_players(&mut table, CHANNEL, 3);
    let labyrinth_engine::Answer::Card(picked) = table.game().state.pending().unwrap().options[0]
    else {
        panic!("a card to pick")
    };
    let out = table.send("bob", choose(1));
    assert!(errors(&out).is_empty(), "{out:?}");
    let reminders = due(&mut table, hours(25));
    assert_eq!(reminders.len(), 1, "{reminders:?}");
    let named = format!("#{} {}", picked.number(), picked.name());
    assert!(reminders[0].text.contains(&named), "{}", reminders[0].text);
    let public = &reminders[0].public_text;
    assert!(
        !public.contains(&format!("#{} ", picked.number())),
        "{public}"
    );
    assert!(!public.contains(picked.name()), "{public}");
    assert!(public.contains("the card they picked"), "{public}");
}
