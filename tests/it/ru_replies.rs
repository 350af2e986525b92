//! The app's own replies in Russian (issue "Русский"): a two-player game in Russian driven
//! through its commands outside play (new, join, the games list, undo by consent, rollback,
//! adjust, time away, reminders, export, claim) leaves no English word in what its players
//! read, and the same game in English reads as before.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use chrono::{DateTime, Duration, Utc};
use common::{CHANNEL, Table, choose, errors, new_game, private_to, public};
use labyrinth_bot::app::{
    Adjust, AwayFor, ClaimHow, Command, Mode, NewGame, Outbound, PlayByPost, Proposal, RemindEvery,
    Rollback,
};
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::store::parse_time;
use labyrinth_engine::{Adjustment, Side};

/// Words a Russian text may keep in Latin letters: the players' and the channel's names,
/// values typed as they are (`off`, a file name) and proper names.
const KEPT: &[&str] = &[
    "alice",
    "bob",
    "test",
    "channel",
    "off",
    "labyrinth",
    "import",
    "replay",
    "FILE",
    "PNG",
    "IANA",
    "UTF",
];

/// Runs of three or more Latin letters in `text` not in [`KEPT`], outside command syntax.
fn english_words(text: &str) -> Vec<String> {
    common::english::latin_runs(text, KEPT)
}

/// Every text of `out` reads in Russian.
fn russian(what: &str, out: &[Outbound]) {
    assert!(!out.is_empty(), "{what}: no message");
    for message in out {
        let text = message.text();
        let left = english_words(text);
        assert!(left.is_empty(), "{what}: {left:?} in\n{text}");
    }
}

fn t0() -> DateTime<Utc> {
    parse_time("2026-12-01T12:00:00Z").unwrap()
}

/// alice (US) and bob (Jihadist) in a Russian game at `t0`; the game waits for bob.
fn russian_game(table: &mut Table) -> Vec<Outbound> {
    table.app.set_clock(Some(t0()));
    let Command::New(new) = new_game(Mode::TwoPlayer, Side::Us, 1) else {
        unreachable!()
    };
    let mut out = table.send(
        "alice",
        Command::New(NewGame {
            language: Some(Lang::Ru),
            ..new
        }),
    );
    out.extend(table.send("bob", Command::Join));
    out
}

/// The game's own texts (board, log lines) are the render's: only the app's replies are
/// checked here.
fn replies(out: &[Outbound]) -> Vec<Outbound> {
    out.iter()
        .filter(|m| {
            matches!(
                m,
                Outbound::Public(_)
                    | Outbound::Error { .. }
                    | Outbound::Notice { .. }
                    | Outbound::File { .. }
            )
        })
        .cloned()
        .collect()
}

#[test]
fn a_russian_games_replies_outside_play_are_russian() {
    let mut table = Table::new();
    let out = russian_game(&mut table);
    let announced = public(&out).join("\n");
    assert!(announced.contains("Новая партия №1"), "{announced}");
    assert!(announced.contains("bob присоединяется"), "{announced}");
    russian("new, join", &replies(&out));

    // The games list, to a reader whose client is Russian.
    table.app.note_language("alice", Lang::Ru);
    let out = table.send("alice", Command::Games);
    assert!(out[0].text().contains("Ваши партии"), "{out:?}");
    russian("games", &out);

    // A refusal: not bob's move to take back yet.
    let out = table.send("alice", Command::Undo);
    russian("undo refused", &out);

    // bob's first card, then his undo: free, or asked of alice and agreed.
    table.send("bob", choose(1));
    let out = table.send("bob", Command::Undo);
    russian("undo", &replies(&out));
    if public(&out).join("\n").contains("/lab undo") {
        let out = table.send("alice", Command::Undo);
        let agreed = public(&out).join("\n");
        assert!(agreed.contains("alice соглашается"), "{agreed}");
        russian("undo agreed", &replies(&out));
    }

    // Rollback: the list to the asker alone; a point that does not exist.
    let out = table.send("alice", Command::Rollback(Rollback::List));
    russian("rollback list", &out);
    let out = table.send("alice", Command::Rollback(Rollback::To(99)));
    assert!(!errors(&out).is_empty(), "{out:?}");
    russian("rollback refused", &out);

    // Adjust: proposed, refused, proposed again and agreed.
    let propose = |n| Command::Adjust(Adjust::Propose(Proposal::Change(Adjustment::Prestige(n))));
    let out = table.send("alice", propose(5));
    assert!(public(&out)[0].contains("предлагает поправку"), "{out:?}");
    russian("adjust proposed", &replies(&out));
    let out = table.send("bob", Command::Adjust(Adjust::Answer(false)));
    assert!(public(&out)[0].contains("отклоняет поправку"), "{out:?}");
    russian("adjust refused", &replies(&out));
    table.send("alice", propose(6));
    let out = table.send("bob", Command::Adjust(Adjust::Answer(true)));
    assert!(
        public(&out).join("\n").contains("соглашается на поправку"),
        "{out:?}"
    );
    russian("adjust agreed", &replies(&out));

    // Time away: the date in Russian.
    let pbp = |command| Command::PlayByPost(command);
    let out = table.send("bob", pbp(PlayByPost::Away(AwayFor::Days(3))));
    assert!(public(&out)[0].contains("до 4 декабря"), "{out:?}");
    russian("away", &out);
    let out = table.send("bob", pbp(PlayByPost::Away(AwayFor::Days(99))));
    russian("away refused", &out);
    let out = table.send("bob", pbp(PlayByPost::Back));
    russian("back", &out);
    let out = table.send("alice", pbp(PlayByPost::AwayDays(10)));
    russian("away days", &out);

    // Reminders: the interval, then the reminder itself to the player waited for.
    let every = RemindEvery::Every(Duration::hours(12));
    let out = table.send("alice", pbp(PlayByPost::Reminders(every)));
    assert!(public(&out)[0].contains("каждые 12 часов"), "{out:?}");
    russian("reminders", &out);
    let due = table.app.due_reminders(t0() + Duration::days(2)).unwrap();
    assert!(!due.is_empty());
    for reminder in &due {
        let left = english_words(&reminder.text);
        assert!(left.is_empty(), "{left:?} in {}", reminder.text);
        assert!(reminder.text.contains("Напоминание"), "{}", reminder.text);
    }
    let out = table.send("alice", pbp(PlayByPost::Mute(true)));
    russian("mute", &out);

    // Export: the public record, and a full export asked of the opponent.
    let out = table.send(
        "alice",
        Command::Export {
            admin: false,
            full: false,
        },
    );
    russian("export", &replies(&out));
    let out = table.send(
        "alice",
        Command::Export {
            admin: false,
            full: true,
        },
    );
    assert!(
        public(&out)[0].contains("просит полную выгрузку"),
        "{out:?}"
    );
    russian("export full", &replies(&out));

    // Claim: too soon, then after a week of bob's silence.
    let out = table.send("alice", Command::Claim { how: ClaimHow::Win });
    russian("claim refused", &out);
    table.app.set_clock(Some(t0() + Duration::days(10)));
    let out = table.send("alice", Command::Claim { how: ClaimHow::Win });
    let claimed = public(&out).join("\n");
    assert!(
        claimed.contains("alice занимает место исламистов"),
        "{claimed}"
    );
    assert!(claimed.contains("не отвечает уже"), "{claimed}");
    let notes: Vec<Outbound> = out
        .iter()
        .filter(|m| m.text().contains("занимает место"))
        .cloned()
        .collect();
    russian("claim", &notes);
}

/// Plural forms: 1 колода / 2 колоды, 1 день / 3 дня / 5 дней.
#[test]
fn russian_replies_decline_their_numbers() {
    let text = |id, n: i64| labyrinth_bot::tr!(Lang::Ru, id, count = n);
    assert_eq!(text("duration-days", 1), "1 день");
    assert_eq!(text("duration-days", 3), "3 дня");
    assert_eq!(text("duration-days", 5), "5 дней");
    assert_eq!(text("duration-days", 21), "21 день");
    let held =
        |n: i64| labyrinth_bot::tr!(Lang::Ru, "reply-terminal-held", count = n, user = "bob");
    assert!(held(1).contains("1 личное сообщение"), "{}", held(1));
    assert!(held(3).contains("3 личных сообщения"), "{}", held(3));
    assert!(held(11).contains("11 личных сообщений"), "{}", held(11));
    let new = |decks: i64| {
        labyrinth_bot::tr!(
            Lang::Ru,
            "reply-new-game",
            game = 1,
            scenario = "x",
            decks = decks,
            mode = "two",
            us = "a",
            jihadist = "b"
        )
    };
    assert!(new(1).contains("(1 колода)"), "{}", new(1));
    assert!(new(2).contains("(2 колоды)"), "{}", new(2));
    assert!(new(5).contains("(5 колод)"), "{}", new(5));
}

/// The same commands in an English game read as the English texts always did.
#[test]
fn an_english_game_reads_as_before() {
    let mut table = Table::new();
    table.app.set_clock(Some(t0()));
    let out = table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    let text = public(&out).join("\n");
    assert!(
        text.contains("New game #1: Let's Roll! (1 deck), two players."),
        "{text}"
    );
    assert!(text.contains("The Jihadist seat is free: /lab game join to play it."));
    let out = table.send("bob", Command::Join);
    assert!(public(&out)[0].starts_with("bob joins game #1 as the Jihadist."));
    let out = table.send(
        "bob",
        Command::PlayByPost(PlayByPost::Away(AwayFor::Days(3))),
    );
    assert_eq!(
        public(&out)[0],
        "🏖️ bob is away until 4 December: no reminders, and the claim clock stops meanwhile. Back early with /lab game back."
    );
    let out = table.send("alice", Command::Games);
    let list = private_to(&out, "alice").join("\n");
    assert!(
        list.starts_with("Your games, those waiting for you first:\n• #1 "),
        "{list}"
    );
    assert!(list.contains(CHANNEL));
}

/// The terminal's own lines follow the game's language: held private messages, the file
/// written, the board picture.
#[test]
fn the_terminal_speaks_the_games_language() {
    use labyrinth_bot::terminal;
    let mut table = Table::new();
    table.app.set_clock(Some(t0()));
    let Command::New(new) = new_game(Mode::TwoPlayer, Side::Us, 1) else {
        unreachable!()
    };
    let new = NewGame {
        language: Some(Lang::Ru),
        ..new
    };
    table.send_in(terminal::CHANNEL, "alice", Command::New(new));
    table.send_in(terminal::CHANNEL, "bob", Command::Join);
    let dir = tempfile::tempdir().unwrap();
    let (file, png) = (dir.path().join("game.json"), dir.path().join("board.png"));
    let script = format!(
        "as alice\n/lab board\n/lab game export path:{}\n/lab board image:{}\n",
        file.display(),
        png.display()
    );
    let mut out = Vec::new();
    terminal::run(&mut table.app, script.as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("(теперь alice)"), "{text}");
    assert!(text.contains("💾 Записано в"), "{text}");
    assert!(text.contains("🗺️ Картинка доски записана в"), "{text}");
    assert!(text.contains("📦 Партия №1 выгружена"), "{text}");
}

/// Solitaire in Russian: the computer does not object to an undo or a rollback, and says so
/// in Russian.
#[test]
fn a_russian_solitaire_game_undoes_and_rolls_back_in_russian() {
    let mut table = Table::new();
    let Command::New(new) = new_game(Mode::Solitaire, Side::Jihadist, 3) else {
        unreachable!()
    };
    let out = table.send(
        "alice",
        Command::New(NewGame {
            language: Some(Lang::Ru),
            ..new
        }),
    );
    let text = public(&out).join("\n");
    assert!(text.contains("одиночная игра"), "{text}");
    assert!(text.contains("США: компьютер за США"), "{text}");
    russian("new", &replies(&out));
    // Play until a move has been made, then take it back.
    for _ in 0..3 {
        table.send("alice", choose(1));
    }
    let out = table.send("alice", Command::Undo);
    russian("undo", &replies(&out));
    let out = table.send("alice", Command::Rollback(Rollback::List));
    russian("rollback list", &out);
    let out = table.send("alice", Command::Rollback(Rollback::To(1)));
    russian("rollback", &replies(&out));
}
