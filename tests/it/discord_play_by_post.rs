//! The play-by-post commands (`/lab game away|back|reminders|settings`, `/lab catchup`)
//! through the fake gateway.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::discord_fake;

use discord_fake::{
    CHANNEL_ID, FakeRest, REPLY, Request, command, component_ids, content, dm_channel,
    is_ephemeral, is_followup, is_post_in, message_of, reply, send, slash, start,
};
use labyrinth_engine::Side;
use serde_json::json;

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

/// The play-by-post commands in a guild channel: settings and catch-up only to the sender,
/// time away and the reminder interval told to the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_by_post_commands_in_a_guild_channel() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;
    let new = send(&rest, gw, slash("3201", ALICE, "game new", json!([]))).await;
    assert!(
        reply(&new).2.starts_with("New game #1"),
        "{}",
        reply(&new).2
    );
    let join = send(&rest, gw, slash("3202", BOB, "game join", json!([]))).await;
    assert_eq!(reply(&join).0, REPLY);

    let zone = json!([{"name": "timezone", "type": 3, "value": "Europe/Paris"}]);
    let settings = send(&rest, gw, slash("3203", ALICE, "game settings", zone)).await;
    let (kind, private, text) = reply(&settings);
    assert_eq!((kind, private), (REPLY, true), "{text}");
    assert!(text.contains("Europe/Paris"), "{text}");
    let zone = json!([{"name": "timezone", "type": 3, "value": "Mars/Olympus"}]);
    let refused = send(&rest, gw, slash("3204", ALICE, "game settings", zone)).await;
    let (_, private, text) = reply(&refused);
    assert!(private && text.contains("not a time zone"), "{text}");

    let every = json!([{"name": "every", "type": 3, "value": "12h"}]);
    let reminders = send(&rest, gw, slash("3205", ALICE, "game reminders", every)).await;
    let (kind, private, text) = reply(&reminders);
    assert_eq!((kind, private), (REPLY, false), "{text}");

    let days = json!([{"name": "days", "type": 4, "value": 3}]);
    let away = send(&rest, gw, slash("3206", ALICE, "game away", days)).await;
    let (kind, private, text) = reply(&away);
    assert_eq!((kind, private), (REPLY, false), "{text}");
    assert!(text.contains("is away until"), "{text}");
    let back = send(&rest, gw, slash("3207", ALICE, "game back", json!([]))).await;
    let (kind, private, text) = reply(&back);
    assert_eq!((kind, private), (REPLY, false), "{text}");

    // The catch-up (with its picture) is deferred, only to the sender: the next test.
    let catchup = send(&rest, gw, slash("3208", BOB, "catchup", json!([]))).await;
    let (kind, private, _) = reply(&catchup);
    assert_eq!((kind, private), (5, true), "{catchup:#?}");
    bot.abort();
}

fn user_of(side: Side) -> &'static str {
    match side {
        Side::Us => ALICE,
        Side::Jihadist => BOB,
    }
}

/// The board picture a request uploads, if any.
fn picture(r: &Request) -> Option<&[u8]> {
    match r.files.as_slice() {
        [(name, png)] if name == "board.png" => Some(png),
        _ => None,
    }
}

const PNG: &[u8] = b"\x89PNG";

/// The requests of a command from `from` on that handed the turn to `who`, once its
/// catch-up DM (with a board picture, slow to draw on a busy machine) has been sent, or
/// refused where `who`'s DMs are closed.
async fn handed_off(rest: &FakeRest, from: usize, who: &str) -> Vec<Request> {
    rest.wait_for(from, "the catch-up DM", |r| {
        r.path.contains(&dm_channel(who)) && content(message_of(r)).starts_with("📰")
    })
    .await;
    rest.settle(from).await
}

/// The catch-up is one private message with the board picture attached: a DM when the turn
/// passes to a player, an ephemeral reply to `/lab catchup`. A player whose DMs are closed
/// gets the channel's "show my hand" notice, which names `/lab catchup`, and the summary
/// never goes to the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catch_up_is_private_with_the_board_picture() {
    let (rest, mut gateway, bot, dir) = start().await;
    let gw = &mut gateway;
    let db = dir.path().join("bot.db");
    let seed = json!([{"name": "seed", "type": 4, "value": 3}]);
    command(&rest, gw, slash("4001", ALICE, "game new", seed)).await;
    command(&rest, gw, slash("4002", BOB, "game join", json!([]))).await;
    rest.close_dms(BOB);
    // Play until the turn has passed to each of them once.
    let (mut to_alice, mut to_bob) = (None, None);
    for i in 0..40 {
        let Some(before) = common::load(&db, CHANNEL_ID)
            .state
            .pending()
            .map(|d| d.side)
        else {
            break;
        };
        let answer = json!([{"name": "answer", "type": 3, "value": "1"}]);
        let id = (4100 + i).to_string();
        let from = rest.requests().len();
        command(&rest, gw, slash(&id, user_of(before), "choose", answer)).await;
        match common::load(&db, CHANNEL_ID)
            .state
            .pending()
            .map(|d| d.side)
        {
            Some(Side::Us) if before == Side::Jihadist && to_alice.is_none() => {
                to_alice = Some(handed_off(&rest, from, ALICE).await);
            }
            Some(Side::Jihadist) if before == Side::Us && to_bob.is_none() => {
                to_bob = Some(handed_off(&rest, from, BOB).await);
            }
            _ => {}
        }
        if to_alice.is_some() && to_bob.is_some() {
            break;
        }
    }
    let (to_alice, to_bob) = (to_alice.unwrap(), to_bob.unwrap());
    let caught_up = |all: &[Request]| -> Vec<Request> {
        all.iter()
            .filter(|r| content(message_of(r)).starts_with("📰"))
            .cloned()
            .collect()
    };

    // Alice: one DM, the summary with the picture, pinging nobody.
    let dms = caught_up(&to_alice);
    assert_eq!(dms.len(), 1, "{dms:#?}");
    assert!(is_post_in(&dms[0], &dm_channel(ALICE)) && dms[0].status < 300);
    assert!(picture(&dms[0]).unwrap().starts_with(PNG));
    assert_eq!(dms[0].body["allowed_mentions"]["users"], json!([]));

    // Bob's DMs are closed: nothing of it reaches the channel; the notice names catchup.
    for r in caught_up(&to_bob) {
        assert!(
            r.status >= 400 && r.path.contains(&dm_channel(BOB)),
            "{r:#?}"
        );
    }
    let notice = to_bob
        .iter()
        .find(|r| is_post_in(r, CHANNEL_ID) && !component_ids(&r.body["components"]).is_empty())
        .unwrap_or_else(|| panic!("{to_bob:#?}"));
    assert!(
        content(&notice.body).contains("/lab catchup"),
        "{notice:#?}"
    );
    assert_eq!(notice.body["allowed_mentions"]["users"], json!([BOB]));

    // Bob asks for it: an ephemeral reply (deferred, the picture takes a moment).
    let from = rest.requests().len();
    let deferred = send(&rest, gw, slash("4200", BOB, "catchup", json!([]))).await;
    assert_eq!(deferred.body["type"], 5, "{deferred:#?}");
    assert!(is_ephemeral(&deferred.body["data"]));
    let edit = rest
        .wait_for(from, "the catch-up", |r| {
            is_followup(r, "4200") && picture(r).is_some()
        })
        .await;
    assert!(content(&edit.body).starts_with("📰 Game #1"), "{edit:#?}");
    assert!(picture(&edit).unwrap().starts_with(PNG));
    assert!(
        rest.settle(from)
            .await
            .iter()
            .all(|r| !is_post_in(r, CHANNEL_ID)),
        "nothing in the channel"
    );
    bot.abort();
}
