//! End to end without Discord: the real serenity client and poise framework against a fake
//! REST server and a scripted gateway on 127.0.0.1 (see `discord_fake`). Start-up, command
//! registration, a slash command, autocomplete, a prompt button and a stale press.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::discord_fake;

use discord_fake::{
    APP_ID, CHANNEL_ID, EPHEMERAL, autocomplete, component_ids, is_callback, message, no_pings,
    press, slash, start,
};
use labyrinth_bot::discord::ComponentId;
use serde_json::json;

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solitaire_game_round_trip_through_the_gateway() {
    let (rest, mut gateway, bot, _dir) = start().await;

    // `/lab new mode:solitaire seed:7`: the reply is public, the prompt ephemeral.
    let from = rest.requests().len();
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            slash(
                "1001",
                ALICE,
                "game new",
                json!([{"name": "mode", "type": 4, "value": 1},
                       {"name": "seed", "type": 4, "value": 7}]),
            ),
        )
        .await;
    let callback = rest
        .wait_for(from, "the reply to /lab new", |r| is_callback(r, "1001"))
        .await;
    assert_eq!(callback.body["type"], 4, "{}", callback.body);
    let content = callback.body["data"]["content"].as_str().unwrap();
    assert!(content.starts_with("New game #1"), "{content}");
    assert_eq!(
        callback.body["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        0
    );
    no_pings(&callback.body["data"]);
    let prompt = rest
        .wait_for(from, "the ephemeral prompt", |r| {
            r.method == "POST"
                && r.path
                    .starts_with(&format!("/api/v10/webhooks/{APP_ID}/itoken-1001"))
                && r.body["components"]
                    .as_array()
                    .is_some_and(|c| !c.is_empty())
        })
        .await;
    assert_eq!(
        prompt.body["flags"].as_u64().unwrap() & EPHEMERAL,
        EPHEMERAL
    );
    no_pings(&prompt.body);
    let all = rest.settle(from).await;
    // Public messages after the first go to the channel; the hand goes by DM.
    assert!(
        all.iter()
            .any(|r| r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")),
        "{all:#?}"
    );
    assert!(all.iter().any(|r| r.path == "/api/v10/users/@me/channels"));
    for r in &all {
        if r.method == "POST" && r.path.ends_with("/messages") {
            no_pings(&r.body);
        }
    }

    // Autocomplete of the card: the cards in Alice's hand.
    let from = rest.requests().len();
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            autocomplete("1002", ALICE, "play", "card", ""),
        )
        .await;
    let suggestions = rest
        .wait_for(from, "autocomplete", |r| is_callback(r, "1002"))
        .await;
    assert_eq!(suggestions.body["type"], 8);
    let choices = suggestions.body["data"]["choices"].as_array().unwrap();
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    assert!(choices[0]["name"].as_str().unwrap().starts_with('#'));

    // Press the prompt's first option: the prompt loses its components.
    let ids = component_ids(&prompt.body["components"]);
    let (custom_id, values) = ids.first().unwrap().clone();
    let decoded = ComponentId::decode(&custom_id).expect("our custom id");
    assert!(matches!(
        decoded,
        ComponentId::Answer { game: 1, .. } | ComponentId::Menu { game: 1, .. }
    ));
    let value: Vec<&str> = values.iter().take(1).map(String::as_str).collect();
    let on = message(
        "960000000000000001",
        CHANNEL_ID,
        prompt.body["content"].as_str().unwrap(),
        prompt.body["components"].clone(),
    );
    let from = rest.requests().len();
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            press("1003", ALICE, &custom_id, &value, on.clone()),
        )
        .await;
    let pressed = rest
        .wait_for(from, "the press's reply", |r| is_callback(r, "1003"))
        .await;
    assert_eq!(pressed.body["type"], 7, "{}", pressed.body); // UPDATE_MESSAGE
    assert_eq!(pressed.body["data"]["components"], json!([]));
    assert!(
        pressed.body["data"]["content"]
            .as_str()
            .unwrap()
            .contains("→ **")
    );
    rest.settle(from).await;

    // The same press again: the game has moved on, so the prompt is out of date.
    let from = rest.requests().len();
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            press("1004", ALICE, &custom_id, &value, on),
        )
        .await;
    let stale = rest
        .wait_for(from, "the stale press's reply", |r| is_callback(r, "1004"))
        .await;
    assert_eq!(stale.body["type"], 4, "{}", stale.body);
    assert_eq!(
        stale.body["data"]["flags"].as_u64().unwrap() & EPHEMERAL,
        EPHEMERAL
    );
    assert!(
        stale.body["data"]["content"]
            .as_str()
            .unwrap()
            .contains("out of date"),
        "{}",
        stale.body
    );

    // An error is ephemeral: joining a solitaire game has no free seat.
    let from = rest.requests().len();
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            slash("1005", "940000000000000022", "game join", json!([])),
        )
        .await;
    let refused = rest
        .wait_for(from, "the refusal", |r| is_callback(r, "1005"))
        .await;
    assert_eq!(
        refused.body["data"]["flags"].as_u64().unwrap() & EPHEMERAL,
        EPHEMERAL,
        "{}",
        refused.body
    );
    assert!(
        refused.body["data"]["content"]
            .as_str()
            .unwrap()
            .starts_with("⚠️")
    );

    if std::env::var_os("DUMP_REQUESTS").is_some() {
        for r in rest.requests() {
            eprintln!("{} {} {}", r.method, r.path, r.body);
        }
    }
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_turn_passes_with_one_ping_and_closed_dms_get_a_hand_button() {
    let (rest, mut gateway, bot, _dir) = start().await;
    // Bob opens a two-player game as the Jihadist; his DMs are closed.
    rest.close_dms(BOB);
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            slash(
                "2001",
                BOB,
                "game new",
                json!([{"name": "side", "type": 4, "value": 1},
                       {"name": "seed", "type": 4, "value": 3}]),
            ),
        )
        .await;
    rest.wait_for(0, "the reply to /lab new", |r| is_callback(r, "2001"))
        .await;
    let from = rest.settle(0).await.len();

    // Alice joins; the Jihadist moves first, so the turn passes to Bob.
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            slash("2002", ALICE, "game join", json!([])),
        )
        .await;
    let all = rest.settle(from).await;
    let bob = format!("<@{BOB}>");
    let pinging: Vec<&discord_fake::Request> = all
        .iter()
        .filter(|r| r.body["allowed_mentions"]["users"] == json!([BOB]))
        .collect();
    assert_eq!(pinging.len(), 2, "{all:#?}");
    let waiting = pinging[0].body["content"].as_str().unwrap();
    assert!(
        waiting.contains("Waiting") && waiting.contains(&bob),
        "{waiting}"
    );
    // His DM failed, so the channel gets a "show my hand" button for him.
    let fallback = pinging[1];
    assert_eq!(
        fallback.path,
        format!("/api/v10/channels/{CHANNEL_ID}/messages")
    );
    let ids = component_ids(&fallback.body["components"]);
    assert_eq!(ids[0].0, "lab/h/1");
    // Nothing else pings anybody.
    for r in &all {
        if r.body["allowed_mentions"]["users"] != json!([BOB])
            && r.body.get("allowed_mentions").is_some()
        {
            no_pings(&r.body);
        }
    }

    // Bob presses it: his hand and his prompt, only to him.
    let on = message(
        "960000000000000002",
        CHANNEL_ID,
        "",
        fallback.body["components"].clone(),
    );
    let from = rest.requests().len();
    gateway
        .dispatch("INTERACTION_CREATE", press("2003", BOB, "lab/h/1", &[], on))
        .await;
    let hand = rest
        .wait_for(from, "the hand", |r| is_callback(r, "2003"))
        .await;
    assert_eq!(hand.body["type"], 4);
    assert_eq!(
        hand.body["data"]["flags"].as_u64().unwrap() & EPHEMERAL,
        EPHEMERAL
    );
    assert!(
        hand.body["data"]["content"]
            .as_str()
            .unwrap()
            .contains("hand"),
        "{}",
        hand.body
    );
    let prompt = rest
        .wait_for(from, "the prompt", |r| {
            r.path
                .starts_with(&format!("/api/v10/webhooks/{APP_ID}/itoken-2003"))
                && r.body["components"]
                    .as_array()
                    .is_some_and(|c| !c.is_empty())
        })
        .await;
    assert_eq!(
        prompt.body["flags"].as_u64().unwrap() & EPHEMERAL,
        EPHEMERAL
    );

    // Alice cannot answer Bob's prompt.
    let (custom_id, values) = component_ids(&prompt.body["components"])[0].clone();
    let value: Vec<&str> = values.iter().take(1).map(String::as_str).collect();
    let on = message(
        "960000000000000003",
        CHANNEL_ID,
        "",
        prompt.body["components"].clone(),
    );
    let from = rest.requests().len();
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            press("2004", ALICE, &custom_id, &value, on),
        )
        .await;
    let refused = rest
        .wait_for(from, "the refusal", |r| is_callback(r, "2004"))
        .await;
    assert_eq!(refused.body["type"], 4, "{}", refused.body);
    assert_eq!(
        refused.body["data"]["flags"].as_u64().unwrap() & EPHEMERAL,
        EPHEMERAL
    );
    bot.abort();
}

/// The recorded payloads are what serenity accepts (a payload it cannot read is dropped
/// as an "unknown event" without any error).
#[test]
fn the_recorded_payloads_deserialize_into_serenitys_model() {
    use poise::serenity_prelude::Interaction;
    let on = message("960000000000000001", CHANNEL_ID, "prompt", json!([]));
    for payload in [
        slash(
            "1",
            ALICE,
            "game new",
            json!([{"name": "mode", "type": 4, "value": 1}]),
        ),
        autocomplete("2", ALICE, "play", "card", "4"),
        press("3", ALICE, "lab/a/1/2/yes", &[], on.clone()),
        press("4", ALICE, "lab/m/1/2/0", &["country:iraq"], on),
    ] {
        let parsed = serde_json::from_value::<Interaction>(payload.clone());
        assert!(parsed.is_ok(), "{parsed:?}\n{payload:#}");
    }
}

/// Issue "The first week on a real server": after a RESUME, Discord replays the commands
/// missed meanwhile, some past their 3 s ("Receiving and Responding"). One that can no
/// longer be answered is not run (no move committed that the player never sees answered);
/// one with little time left is acknowledged first, then run.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_too_old_to_answer_is_not_run() {
    use std::time::Duration;
    let (rest, mut gateway, bot, dir) = discord_fake::start().await;
    let gw = &mut gateway;
    let fresh = discord_fake::snowflake(Duration::ZERO);
    discord_fake::send(
        &rest,
        gw,
        discord_fake::slash(&fresh, "940000000000000011", "help", json!([])),
    )
    .await;
    let games = || -> i64 {
        rusqlite::Connection::open(dir.path().join("bot.db"))
            .unwrap()
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
            .unwrap()
    };
    let old = discord_fake::snowflake(Duration::from_secs(5));
    let new = json!([{"name": "mode", "type": 4, "value": 1}]);
    let from = rest.requests().len();
    gw.dispatch(
        "INTERACTION_CREATE",
        discord_fake::slash(&old, "940000000000000011", "game new", new.clone()),
    )
    .await;
    rest.settle_for(from, Duration::from_millis(1500)).await;
    assert_eq!(games(), 0, "the old command was not run");
    assert!(
        !rest
            .requests()
            .iter()
            .skip(from)
            .any(|r| discord_fake::is_callback(r, &old)),
        "nor answered"
    );
    // 2.3 s old: acknowledged at once (deferred), then run.
    let late = discord_fake::snowflake(Duration::from_millis(2300));
    let from = rest.requests().len();
    gw.dispatch(
        "INTERACTION_CREATE",
        discord_fake::slash(&late, "940000000000000011", "game new", new),
    )
    .await;
    let acknowledged = rest
        .wait_for(from, "the deferral", |r| {
            discord_fake::is_callback(r, &late)
        })
        .await;
    assert_eq!(acknowledged.status, 204, "in time");
    assert_eq!(acknowledged.body["type"], discord_fake::DEFERRED);
    rest.settle(from).await;
    assert_eq!(games(), 1, "run once acknowledged");
    bot.abort();
}

/// "Gateway", "Session Start Limit Object": a bot with (almost) no logins left today waits
/// for the budget to reset instead of logging in (and being restarted into a loop that gets
/// its token reset); it logs in once the budget allows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spent_login_budget_is_waited_for_not_spent() {
    use std::time::Duration;
    let dir = tempfile::tempdir().unwrap();
    let (listener, url) = discord_fake::FakeGateway::listen().await;
    let rest = discord_fake::FakeRest::start(url.clone()).await;
    rest.with(|d| d.logins = (labyrinth_bot::discord::LOGIN_RESERVE, 1000));
    let config = labyrinth_bot::discord::Config {
        token: discord_fake::TOKEN.to_string(),
        database: dir.path().join("bot.db"),
        dev_guild: Some(discord_fake::GUILD_ID.parse().unwrap()),
        register: labyrinth_bot::discord::Register::Guild,
        registration_backoff: Duration::from_millis(20),
        http_client: Some(rest.client()),
        seeds: labyrinth_bot::app::SeedPolicy::Chosen,
        retention_days: labyrinth_bot::store::RETENTION_DAYS,
        keep_threads_open: labyrinth_bot::discord::KEEP_OPEN_EVERY,
    };
    let bot = tokio::spawn(labyrinth_bot::discord::run(config));
    let early = tokio::time::timeout(Duration::from_millis(700), listener.accept()).await;
    assert!(early.is_err(), "no login with the budget spent");
    // The budget resets; the bot logs in at its next look.
    rest.with(|d| d.logins = (1000, 0));
    let gateway = discord_fake::FakeGateway::accept_on(&listener, &url).await;
    assert_eq!(gateway.identify["op"], 2);
    bot.abort();
}

/// "JSON Error Codes": Discord refuses a DM with 50007 both when the player's DMs are closed
/// and when they share no server with the bot (they left it). The bot tells these apart (the
/// server says whether they are a member): the notice says to rejoin, not to open DMs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_left_the_server_is_told_apart_from_closed_dms() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let options = json!([{"name": "side", "type": 4, "value": 1},
                         {"name": "seed", "type": 4, "value": 3}]);
    let new = slash("2101", BOB, "game new", options);
    gateway.dispatch("INTERACTION_CREATE", new).await;
    rest.wait_for(0, "the reply to /lab new", |r| is_callback(r, "2101"))
        .await;
    let from = rest.settle(0).await.len();
    // Bob leaves the server; Alice joins, and the turn passes to him.
    rest.stranger(BOB);
    let join = slash("2102", ALICE, "game join", json!([]));
    gateway.dispatch("INTERACTION_CREATE", join).await;
    let all = rest.settle(from).await;
    let notice = all
        .iter()
        .find(|r| {
            r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")
                && !component_ids(&r.body["components"]).is_empty()
        })
        .unwrap_or_else(|| panic!("{all:#?}"));
    let text = notice.body["content"].as_str().unwrap();
    assert!(text.contains("no longer in this server"), "{text}");
    assert!(!text.contains("DMs are closed"), "{text}");
    bot.abort();
}
