//! A turn waits where the player left it (issue 41): the actor's own next decision is a
//! reply only they see, which Discord's client drops when it reloads; left unanswered for
//! `PROMPT_DM_AFTER`, it comes by DM, once, with buttons that answer in the game's channel.
//! Time is driven as in `discord_reminders.rs`: the test asks the bot's database what is due
//! at a time of its choosing and delivers it to the fake Discord.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::discord_fake;

use std::path::Path;

use chrono::{Duration, Utc};
use discord_fake::{
    CHANNEL_ID, FakeGateway, FakeRest, Setup, UPDATE, command, component_ids, content, dm_channel,
    in_dm, is_post_in, message, press, send, slash, start, start_with,
};
use labyrinth_bot::app::{App, PROMPT_DM_AFTER, PromptDm};
use labyrinth_bot::discord::deliver_prompt_dm;
use labyrinth_engine::Side;
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

fn user_of(side: Side) -> &'static str {
    match side {
        Side::Us => ALICE,
        Side::Jihadist => BOB,
    }
}

/// Whether `components` answer game 1 at `version` (buttons or select menus).
fn answers_version(components: &Value, version: i64) -> bool {
    component_ids(components).iter().any(|(id, _)| {
        id.starts_with(&format!("lab/a/1/{version}/"))
            || id.starts_with(&format!("lab/m/1/{version}/"))
    })
}

/// The messages `user` still sees after their client reloads that answer the game's
/// current decision (at `version`).
fn persistent_prompts(rest: &FakeRest, user: &str, version: i64) -> usize {
    rest.with(|d| {
        d.after_reload(user)
            .into_iter()
            .filter(|m| answers_version(&m.components, version))
            .count()
    })
}

/// Alice (US) creates a two-player game, Bob (Jihadist) joins and picks a card: choosing how
/// to use it is his decision again, prompted only to him, as a reply only he sees.
async fn bob_picks_a_card(rest: &FakeRest, gw: &mut FakeGateway) {
    bob_joins(rest, gw).await;
    let answer = json!([{"name": "answer", "type": 3, "value": "1"}]);
    command(rest, gw, slash("7003", BOB, "choose", answer)).await;
}

async fn bob_joins(rest: &FakeRest, gw: &mut FakeGateway) {
    let seed = json!([{"name": "seed", "type": 4, "value": 3}]);
    command(rest, gw, slash("7001", ALICE, "game new", seed)).await;
    command(rest, gw, slash("7002", BOB, "game join", json!([]))).await;
}

/// What is due by DM once the wait has passed, from the bot's database.
fn due_later(db: &Path) -> Vec<PromptDm> {
    let mut app = App::open(db).unwrap();
    app.due_prompt_dms(Utc::now() + PROMPT_DM_AFTER + Duration::seconds(1))
        .unwrap()
}

/// Deliver what is due, as the bot's reminder task does, recording each sent.
async fn deliver_due(rest: &FakeRest, db: &Path) -> Vec<PromptDm> {
    let due = due_later(db);
    let mut app = App::open(db).unwrap();
    for dm in &due {
        assert!(deliver_prompt_dm(&rest.http(), dm).await, "{}", dm.game);
        app.prompt_dm_sent(dm.game, dm.version).unwrap();
    }
    due
}

/// Press the first option of the prompt `dm` (a DM request) in `user`'s DM; the requests
/// its delivery made.
async fn press_in_dm(
    rest: &FakeRest,
    gw: &mut FakeGateway,
    user: &str,
    dm: &discord_fake::Request,
) -> Vec<discord_fake::Request> {
    let (custom_id, values) = component_ids(&dm.body["components"])[0].clone();
    let values: Vec<&str> = values.iter().take(1).map(String::as_str).collect();
    let on = message(
        dm.response["id"].as_str().unwrap(),
        &dm_channel(user),
        content(&dm.body),
        dm.body["components"].clone(),
    );
    let from = rest.requests().len();
    let pressed = send(
        rest,
        gw,
        in_dm(press("7100", user, &custom_id, &values, on), user),
    )
    .await;
    assert_eq!(pressed.body["type"], UPDATE, "{}", pressed.body);
    assert_eq!(pressed.body["data"]["components"], json!([]));
    rest.settle_for(from, std::time::Duration::from_millis(1500))
        .await
}

/// The waiting prompt's DM: to Bob alone, naming the game and its channel, with buttons at
/// the game's version; pressed in the DM it answers in the channel's game, whose channel
/// shows the move. Before it, a reload left Bob nothing to press.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prompt_left_unanswered_comes_by_dm_and_answers_in_the_channel() {
    let (rest, mut gateway, bot, dir) = start().await;
    let gw = &mut gateway;
    let db = dir.path().join("bot.db");
    bob_picks_a_card(&rest, gw).await;
    let game = common::load(&db, CHANNEL_ID);
    assert_eq!(game.state.pending().unwrap().side, Side::Jihadist);
    assert_eq!(persistent_prompts(&rest, BOB, game.version), 0);
    // Nothing is due before the wait.
    let mut app = App::open(&db).unwrap();
    assert!(app.due_prompt_dms(Utc::now()).unwrap().is_empty());

    let from = rest.requests().len();
    let sent = deliver_due(&rest, &db).await;
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert!(due_later(&db).is_empty(), "sent once");
    let requests = rest.requests()[from..].to_vec();
    let posts: Vec<_> = requests
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/messages"))
        .collect();
    assert_eq!(posts.len(), 1, "{requests:#?}");
    let dm = posts[0];
    assert!(is_post_in(dm, &dm_channel(BOB)), "{dm:?}");
    let text = content(&dm.body);
    assert!(
        text.starts_with(&format!(
            "⏳ Game #1 (Let's Roll!) in <#{CHANNEL_ID}> (https://discord.com/channels/"
        )),
        "{text}"
    );
    assert!(text.contains("still waits for your decision"), "{text}");
    assert!(
        answers_version(&dm.body["components"], game.version),
        "{dm:?}"
    );
    assert_eq!(dm.body["allowed_mentions"]["users"], json!([]));
    assert_eq!(persistent_prompts(&rest, BOB, game.version), 1);
    assert_eq!(persistent_prompts(&rest, ALICE, game.version), 0);

    let after = press_in_dm(&rest, gw, BOB, dm).await;
    assert!(common::load(&db, CHANNEL_ID).version > game.version);
    assert!(
        after
            .iter()
            .any(|r| r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")),
        "the channel shows the move: {after:#?}"
    );
    bot.abort();
}

/// Never two, never stale: after every move, at most the last decision waits, and only
/// when its actor must decide again (a prompt that passes to the other player is a DM
/// already); once the wait has passed, the deciding player has exactly one prompt to press
/// that survives a reload.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_dm_for_a_prompt_answered_in_time_or_passed_to_the_other_player() {
    let (rest, mut gateway, bot, dir) = start().await;
    let gw = &mut gateway;
    let db = dir.path().join("bot.db");
    bob_picks_a_card(&rest, gw).await;
    let (mut own, mut passed) = (0, 0);
    for i in 0..30 {
        let game = common::load(&db, CHANNEL_ID);
        let due = due_later(&db);
        let actor_decides_again = !due.is_empty();
        if let Some(dm) = due.first() {
            assert_eq!(due.len(), 1, "{due:?}");
            let side = game.state.pending().unwrap().side;
            assert_eq!(
                (dm.version, dm.user.as_str()),
                (game.version, &*format!("<@{}>", user_of(side)))
            );
        }
        assert!(
            i > 0 || actor_decides_again,
            "Bob's card pick leaves him a decision"
        );
        if actor_decides_again {
            own += 1;
        } else {
            passed += 1;
        }
        if own >= 2 && passed >= 1 {
            break;
        }
        let side = game.state.pending().unwrap().side;
        let answer = json!([{"name": "answer", "type": 3, "value": "1"}]);
        command(
            &rest,
            gw,
            slash(&(7200 + i).to_string(), user_of(side), "choose", answer),
        )
        .await;
    }
    assert!(own >= 2 && passed >= 1, "own {own}, passed {passed}");

    // The earlier prompts were answered in time or passed on: only the last is sent.
    let game = common::load(&db, CHANNEL_ID);
    let deciding = user_of(game.state.pending().unwrap().side);
    let sent = deliver_due(&rest, &db).await;
    assert!(sent.len() <= 1, "{sent:?}");
    assert_eq!(persistent_prompts(&rest, deciding, game.version), 1);
    for user in [ALICE, BOB] {
        let waiting = rest
            .requests()
            .iter()
            .filter(|r| is_post_in(r, &dm_channel(user)) && content(&r.body).starts_with("⏳ Game"))
            .count();
        let expected = sent
            .iter()
            .filter(|dm| dm.user == format!("<@{user}>"))
            .count();
        assert_eq!(waiting, expected, "{user}");
    }
    bot.abort();
}

/// The waiting prompt is kept in the database: a bot restarted between the move and the
/// end of the wait sends it, and its buttons answer on the new bot.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_before_the_wait_ends_still_sends_the_prompt() {
    let (rest, mut gateway, bot, dir) = start().await;
    let db = dir.path().join("bot.db");
    bob_picks_a_card(&rest, &mut gateway).await;
    let version = common::load(&db, CHANNEL_ID).version;
    bot.abort();
    drop(gateway);

    let (rest, mut gateway, bot, _dir) = start_with(Setup {
        database: Some(db.clone()),
        ..Setup::default()
    })
    .await;
    let from = rest.requests().len();
    assert_eq!(deliver_due(&rest, &db).await.len(), 1);
    let dm = rest.requests()[from..]
        .iter()
        .find(|r| is_post_in(r, &dm_channel(BOB)))
        .cloned()
        .expect("the prompt by DM");
    assert!(answers_version(&dm.body["components"], version), "{dm:?}");
    let after = press_in_dm(&rest, &mut gateway, BOB, &dm).await;
    assert!(common::load(&db, CHANNEL_ID).version > version);
    assert!(
        after
            .iter()
            .any(|r| r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")),
        "{after:#?}"
    );
    bot.abort();
}

/// A prompt that reached its player by DM at once (no reply could be made to the command)
/// is not sent by DM a second time after the wait.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prompt_already_sent_by_dm_is_not_sent_again() {
    let (rest, mut gateway, bot, dir) = start().await;
    let gw = &mut gateway;
    let db = dir.path().join("bot.db");
    bob_joins(&rest, gw).await;
    rest.fail("POST", "/api/v10/interactions/7003/", 500);
    let answer = json!([{"name": "answer", "type": 3, "value": "1"}]);
    let requests = command(&rest, gw, slash("7003", BOB, "choose", answer)).await;
    let version = common::load(&db, CHANNEL_ID).version;
    assert!(
        requests
            .iter()
            .any(|r| is_post_in(r, &dm_channel(BOB))
                && answers_version(&r.body["components"], version)),
        "the prompt by DM at once: {requests:#?}"
    );
    assert_eq!(persistent_prompts(&rest, BOB, version), 1);
    assert!(due_later(&db).is_empty());
    bot.abort();
}
