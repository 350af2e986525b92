//! Game management: country, abandon, ideology, games across channels, re-sending private
//! messages, stale views, and the record of every message sent.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{
    CHANNEL, Table, choose, errors, load, new_game, pick, private_to, prompt, public, state_json,
};
use labyrinth_bot::app::{ClaimHow, Command, Mode, NewGame, Outbound, Status};
use labyrinth_bot::store::{Audience, MessageKind};
use labyrinth_engine::{Country, Ideology, Scenario, Side};

#[test]
fn country_shows_public_details() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    let out = table.send("carol", Command::Country(Country::Pakistan));
    let text = public(&out).join("\n");
    assert!(text.contains("**Pakistan**"), "{text}");
    assert!(
        text.contains("Adjacent:") && text.contains("Afghanistan"),
        "{text}"
    );
    assert!(
        !text.contains("face down") || !text.contains("Plot 1"),
        "{text}"
    );
}

#[test]
fn abandon_is_for_the_creator_or_an_admin_and_frees_the_channel() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    table.send("bob", Command::Join);
    let before = table.game();
    let out = table.send("bob", Command::Abandon { admin: false });
    assert!(errors(&out)[0].contains("creator (alice)"), "{out:?}");
    assert_eq!(table.game().version, before.version);

    let out = table.send("dave", Command::Abandon { admin: true });
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(public(&out)[0].contains("abandoned by dave (a server admin)"));
    let game = table.game();
    assert_eq!(game.status, Status::Finished);
    assert_eq!(game.abandoned_by.as_deref(), Some("dave"));
    assert!(game.state.outcome.is_none(), "no winner");
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
    // No more play in it; the channel takes a new game.
    assert_eq!(errors(&table.send("bob", choose(1))).len(), 1);
    let out = table.send("bob", new_game(Mode::Solitaire, Side::Us, 2));
    assert!(errors(&out).is_empty(), "{out:?}");
    let out = table.send("bob", Command::Abandon { admin: false });
    assert!(public(&out)[0].contains("(its creator)"), "{out:?}");
}

#[test]
fn ideology_is_a_solitaire_option() {
    let mut table = Table::new();
    let two_player = Command::New(NewGame {
        ideology: Ideology::Virulent,
        seed: Some(3),
        ..NewGame::default()
    });
    assert_eq!(errors(&table.send("alice", two_player)).len(), 1);
    let solitaire = Command::New(NewGame {
        scenario: Scenario::Anaconda,
        mode: Mode::Solitaire,
        ideology: Ideology::Virulent,
        seed: Some(3),
        ..NewGame::default()
    });
    let out = table.send("alice", solitaire);
    assert!(errors(&out).is_empty(), "{out:?}");
    let game = table.game();
    assert_eq!(game.spec.ideology, Ideology::Virulent);
    assert_eq!(game.state.ideology, Ideology::Virulent);
}

#[test]
fn games_lists_mine_across_channels_waiting_for_me_first() {
    let mut table = Table::new();
    // #1: alice waits for a second player. #2: bob must decide. #3: alice must decide.
    table.send_in("one", "alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    table.send_in("two", "alice", new_game(Mode::TwoPlayer, Side::Us, 2));
    table.send_in("two", "bob", Command::Join);
    table.send_in(
        "three",
        "alice",
        new_game(Mode::TwoPlayer, Side::Jihadist, 3),
    );
    table.send_in("three", "bob", Command::Join);
    table.send_in("four", "carol", new_game(Mode::TwoPlayer, Side::Us, 4));

    let out = table.send_in("elsewhere", "alice", Command::Games);
    let text = private_to(&out, "alice").join("\n");
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with('•')).collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[0].contains("#3") && lines[0].contains("your decision as the Jihadist"));
    assert!(
        lines[1].contains("#1") && lines[1].contains("open"),
        "{text}"
    );
    assert!(
        lines[2].contains("#2") && lines[2].contains("waiting for bob"),
        "{text}"
    );
    assert!(public(&out).is_empty(), "my games are listed privately");
    // How long each has waited, in words: no raw timestamp.
    assert!(
        lines[0].ends_with("waiting for you for less than a minute"),
        "{text}"
    );
    assert!(!text.contains("Z") && !text.contains("20"), "{text}");

    let out = table.send_in("x", "zed", Command::Games);
    assert!(private_to(&out, "zed")[0].contains("no game in progress"));
}

#[test]
fn every_message_is_recorded_and_private_ones_can_be_resent() {
    let mut table = Table::new();
    let mut sent: Vec<Outbound> = table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 6));
    sent.extend(table.send("bob", Command::Join));
    sent.extend(table.send("bob", choose(1)));
    sent.extend(table.send("alice", choose(1))); // a seated player's error, recorded too
    // A refusal to someone not seated is answered, never stored (issue "Nothing hidden can
    // be learned II").
    assert_eq!(errors(&table.send("carol", choose(1))).len(), 1);
    let game = table.game();
    let recorded = table.messages(game.id);
    let texts: Vec<(Audience, &str)> = recorded
        .iter()
        .map(|m| (m.audience.clone(), m.text.as_str()))
        .collect();
    let expected: Vec<(Audience, &str)> = sent
        .iter()
        .map(|m| {
            let audience = match m {
                Outbound::Public(_)
                | Outbound::Play { .. }
                | Outbound::Board { .. }
                | Outbound::Report { to: None, .. } => Audience::Public,
                Outbound::Report { to: Some(user), .. }
                | Outbound::Private { user, .. }
                | Outbound::PrivateBoard { user, .. }
                | Outbound::Prompt { user, .. }
                | Outbound::Error { user, .. }
                | Outbound::Notice { user, .. }
                | Outbound::File { user, .. } => Audience::Private(user.clone()),
            };
            (audience, m.text())
        })
        .collect();
    assert_eq!(texts, expected);
    assert!(recorded.iter().any(|m| m.kind == Some(MessageKind::Prompt)));
    assert!(recorded.iter().any(|m| m.kind == Some(MessageKind::Error)));

    // bob lost his DMs: his hand comes again, and his current prompt.
    let hand = private_to(&sent, "bob")[0].to_string();
    let out = table.send("bob", Command::Resend { count: 5 });
    assert!(private_to(&out, "bob").contains(&hand.as_str()), "{out:?}");
    assert_eq!(prompt(&out).unwrap().0, "bob");
    let again = table.send("bob", Command::Resend { count: 5 });
    assert_eq!(
        private_to(&again, "bob"),
        private_to(&out, "bob"),
        "re-sends are not re-sent"
    );
    assert!(
        table
            .messages(game.id)
            .iter()
            .any(|m| m.kind == Some(MessageKind::Resend))
    );
    assert_eq!(
        errors(&table.send("carol", Command::Resend { count: 5 })).len(),
        1
    );
    // The default (count 0): only the hand as it is now and the open prompt (issue 25).
    let latest = table.send("bob", Command::Resend { count: 0 });
    let texts = private_to(&latest, "bob");
    assert_eq!(texts.len(), 1, "{latest:?}");
    assert!(texts[0].starts_with("Your hand"), "{latest:?}");
    assert_eq!(prompt(&latest).unwrap().0, "bob");
}

#[test]
fn a_command_built_on_a_stale_view_is_refused() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 7));
    let out = table.send("bob", Command::Join);
    let Some(Outbound::Prompt { options, .. }) = out.last() else {
        panic!("no prompt: {out:?}");
    };
    let seen = options[0].version;
    assert_eq!(seen, table.game().version);
    let at = |version| Command::At {
        version,
        command: Box::new(choose(1)),
    };
    let out = table.send("bob", at(seen));
    assert!(errors(&out).is_empty(), "{out:?}");
    let before = table.game();
    let out = table.send("bob", at(seen));
    assert!(errors(&out)[0].contains("has changed since"), "{out:?}");
    let after = load(&table.path, CHANNEL);
    assert_eq!(after.version, before.version);
    assert_eq!(state_json(&after), state_json(&before));
}

/// A decision with more options than one message holds (Oil Price Spike taking a card from
/// a long discard pile) is split: the first parts go privately, the last carries the options.
#[test]
fn a_long_list_of_options_is_split_within_the_message_limit() {
    use labyrinth_bot::render::MESSAGE_LIMIT;
    use labyrinth_engine::{CardId, SeededDice};

    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 5));
    table.send("bob", Command::Join);
    // Hand-build the position: 80 cards in the discard pile, #117 in the Jihadist's hand.
    let mut game = table.game();
    let spike = CardId::new(117).unwrap();
    let state = &mut game.state;
    state.draw_pile.retain(|c| *c != spike);
    state.discard.retain(|c| *c != spike);
    if !state.hands.jihadist.contains(&spike) {
        // The card it replaces goes to the draw pile: a saved game keeps all 120 cards.
        let replaced = std::mem::replace(&mut state.hands.jihadist[0], spike);
        state.draw_pile.push(replaced);
    }
    let moved: Vec<CardId> = state.draw_pile.drain(..80).collect();
    state.discard.extend(moved);
    state.pending = None;
    state.resume(&mut SeededDice::new(5)).unwrap();
    common::save_state(&table, &game);

    let out = table.send("bob", Command::Hand);
    let out = table.send("bob", pick(&out, "#117", |l| l.starts_with("#117 ")));
    let out = table.send("bob", pick(&out, "Event", |l| l == "Event"));
    let (user, count) = prompt(&out).unwrap();
    assert_eq!((user.as_str(), count), ("bob", 80), "{out:?}");
    for message in &out {
        assert!(
            message.text().chars().count() <= MESSAGE_LIMIT,
            "{message:?}"
        );
    }
    let parts = private_to(&out, "bob");
    assert!(
        parts.iter().any(|t| t.contains("\n1. #")),
        "the first options go in a private message before the prompt: {parts:?}"
    );
    let Some(Outbound::Prompt { text, .. }) = out.last() else {
        panic!("the prompt comes last: {out:?}");
    };
    assert!(text.contains("80. #"), "{text}");
    // A continued part opens with a line of its own, so its first option is a later line
    // and keeps the list's indentation in the terminal.
    assert!(text.starts_with("(continued)\n"), "{text}");
}

/// A game whose channel is gone can still be ended: by id, from anywhere, by its creator or
/// an admin of the server it was made in; it then leaves `/lab games`.
#[test]
fn abandon_by_id_works_from_anywhere_for_the_creator_or_the_servers_admin() {
    let mut table = Table::new();
    let in_server = |seed| {
        Command::New(NewGame {
            seed: Some(seed),
            server: Some("guild-1".to_string()),
            ..NewGame::default()
        })
    };
    table.send("alice", in_server(1));
    table.send("bob", Command::Join);
    table.send_in("thread-2", "alice", in_server(2));
    let by_id = |game, admin, server: &str| Command::AbandonGame {
        game,
        admin,
        server: Some(server.to_string()),
    };

    let out = table.send_in("elsewhere", "alice", Command::Games);
    let listed = private_to(&out, "alice").join("\n");
    assert!(listed.contains("#1 ") && listed.contains("#2 "), "{listed}");
    assert!(listed.contains("/lab game abandon game:ID"), "{listed}");

    // A stranger, and an admin of another server, cannot.
    let out = table.send_in("elsewhere", "bob", by_id(1, false, "guild-1"));
    assert!(errors(&out)[0].contains("creator (alice)"), "{out:?}");
    let out = table.send_in("elsewhere", "dave", by_id(1, true, "guild-9"));
    assert!(errors(&out)[0].contains("creator (alice)"), "{out:?}");
    let out = table.send_in("elsewhere", "dave", by_id(99, true, "guild-1"));
    assert!(errors(&out)[0].contains("no game #99"), "{out:?}");

    // An admin of its server can, from another channel; its creator can, from a DM.
    let out = table.send_in("elsewhere", "dave", by_id(1, true, "guild-1"));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        public(&out)[0].contains("Game #1 (Let's Roll!) is abandoned by dave (a server admin)")
    );
    let out = table.send_in(
        "dm-alice",
        "alice",
        Command::AbandonGame {
            game: 2,
            admin: false,
            server: None,
        },
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    let out = table.send_in("elsewhere", "alice", Command::Games);
    assert!(private_to(&out, "alice")[0].contains("no game in progress"));
    // Once over, it cannot be abandoned again.
    let out = table.send_in("elsewhere", "alice", by_id(1, false, "guild-1"));
    assert!(
        errors(&out)[0].contains("no game #1 in progress"),
        "{out:?}"
    );
}

/// Make the game look untouched for `days` days.
fn age(table: &Table, days: u32) {
    let conn = rusqlite::Connection::open(&table.path).unwrap();
    conn.execute(
        "UPDATE games SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1)",
        [format!("-{days} days")],
    )
    .unwrap();
}

/// A player who left: after the grace period, the other player claims the silent seat.
#[test]
fn a_silent_seat_can_be_claimed_after_the_grace_period() {
    use labyrinth_bot::app::CLAIM_AFTER_DAYS;
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    table.send("bob", Command::Join);
    // The Jihadist (bob) decides first; alice waits.
    let out = table.send("alice", Command::Claim { how: ClaimHow::Win });
    assert!(
        errors(&out)[0].contains("the seat can be claimed after 7 days"),
        "{out:?}"
    );
    let out = table.send("bob", Command::Claim { how: ClaimHow::Win });
    assert!(errors(&out)[0].contains("waits for you"), "{out:?}");
    age(&table, CLAIM_AFTER_DAYS - 1);
    let out = table.send("alice", Command::Claim { how: ClaimHow::Win });
    assert!(errors(&out)[0].contains("for 6 days"), "{out:?}");
    assert_eq!(table.game().status, Status::Active);

    age(&table, CLAIM_AFTER_DAYS);
    let out = table.send("alice", Command::Claim { how: ClaimHow::Win });
    assert!(errors(&out).is_empty(), "{out:?}");
    let text = public(&out).join("\n");
    assert!(
        text.contains(
            "alice claims the Jihadist seat: bob (the Jihadist) has not answered for 7 days"
        ),
        "{text}"
    );
    assert!(text.contains("the US wins"), "{text}");
    let game = table.game();
    assert_eq!(game.status, Status::Finished);
    assert!(table.app.replay_game(game.id).unwrap().reproduces);

    // Or end it without a winner.
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    table.send("bob", Command::Join);
    age(&table, CLAIM_AFTER_DAYS + 1);
    let out = table.send(
        "alice",
        Command::Claim {
            how: ClaimHow::Abandon,
        },
    );
    assert!(
        public(&out)[0].contains("The game is abandoned: no winner"),
        "{out:?}"
    );
    let game = table.game();
    assert_eq!(game.status, Status::Finished);
    assert!(game.state.outcome.is_none());
}

/// Issue 40: one running game kept 5,938 refusal rows for 71 actions. A seated player's
/// refusals are recorded, but only the most recent ones of each player stay (nothing reads
/// older ones: `resend` sends private messages, `log` public ones).
#[test]
fn stored_refusals_of_a_running_game_are_bounded() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 6));
    table.send("bob", Command::Join);
    let game = table.game();
    let refusals = |table: &Table, user: &str| -> Vec<String> {
        table
            .messages(game.id)
            .into_iter()
            .filter(|m| m.kind == Some(MessageKind::Error))
            .filter(|m| m.audience == Audience::Private(user.to_string()))
            .map(|m| m.text)
            .collect()
    };
    for _ in 0..60 {
        assert_eq!(errors(&table.send("alice", choose(1))).len(), 1);
    }
    let last = errors(&table.send("alice", choose(99)))[0].to_string();
    let kept = refusals(&table, "alice");
    assert!(kept.len() <= 20, "{} refusals kept", kept.len());
    assert_eq!(kept.last(), Some(&last));
    // The other player's are bounded on their own: alice's flood removes none of bob's.
    assert_eq!(errors(&table.send("bob", choose(99))).len(), 1);
    for _ in 0..30 {
        table.send("alice", choose(1));
    }
    assert_eq!(refusals(&table, "bob").len(), 1);
}

/// Issue 44: `/lab help` is long enough to go in several messages. Every part after the first
/// opens with "(continued)" on a line of its own, so no command's line is a message's first
/// line (which the terminal prints unindented, and Discord trims): in both clients and both
/// languages (a Russian game's help is in Russian).
#[test]
fn help_parts_after_the_first_open_with_continued() {
    use labyrinth_bot::app::{Client, HelpText};
    use labyrinth_bot::i18n::Lang;
    for (lang, continued) in [(Lang::En, "(continued)"), (Lang::Ru, "(продолжение)")] {
        let mut table = Table::new();
        table.send(
            "alice",
            Command::New(NewGame {
                language: Some(lang),
                ..NewGame::default()
            }),
        );
        for client in [Client::Terminal, Client::Discord] {
            let out = table.send(
                "alice",
                Command::Help {
                    client,
                    text: HelpText(labyrinth_bot::surface::help),
                },
            );
            let parts = private_to(&out, "alice");
            assert!(parts.len() >= 2, "{lang:?} {client:?}: {parts:?}");
            for part in &parts[1..] {
                assert!(
                    part.starts_with(&format!("{continued}\n")),
                    "{lang:?} {client:?}: {part}"
                );
            }
            // Nothing lost: the parts, without their opening lines, are the help.
            let joined: Vec<&str> = parts
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    if i == 0 {
                        &p[..]
                    } else {
                        &p[continued.len() + 1..]
                    }
                })
                .collect();
            assert_eq!(
                joined.join("\n"),
                labyrinth_bot::surface::help(client, lang),
                "{lang:?} {client:?}"
            );
        }
    }
}
