//! The fake Discord refuses what Discord refuses (`discord_fake/rules.rs`): one test per
//! documented rule, each request sent as a bot would send it, over HTTPS to "discord.com".
//! The gateway's rules (heartbeats, RESUME, Invalid Session) are in `discord_gateway_rules.rs`.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::discord_fake;

use std::time::{Duration, Instant};

use discord_fake::{
    APP_ID, CHANNEL_ID, FakeRest, GUILD_ID, Limits, dm_channel, in_dm, in_thread, slash,
};
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";

struct Answer {
    status: u16,
    body: Value,
    headers: reqwest::header::HeaderMap,
}

impl Answer {
    fn code(&self) -> u64 {
        self.body["code"].as_u64().unwrap_or(0)
    }
}

async fn fake() -> (FakeRest, reqwest::Client) {
    let rest = FakeRest::start("ws://127.0.0.1:1".to_string()).await;
    let client = rest.client();
    (rest, client)
}

async fn call(client: &reqwest::Client, method: &str, path: &str, body: Value) -> Answer {
    let url = format!("https://discord.com/api/v10/{path}");
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    let response = client
        .request(method, url)
        .header("authorization", format!("Bot {}", discord_fake::TOKEN))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let text = response.text().await.unwrap();
    let body = serde_json::from_str(&text).unwrap_or(Value::Null);
    Answer {
        status,
        body,
        headers,
    }
}

fn set_limits(rest: &FakeRest, per_route: (u32, Duration), global: (u32, Duration)) {
    rest.with(|d| d.limits = Limits { per_route, global });
}

fn post(content: &str) -> Value {
    json!({"content": content})
}

fn callback_path(id: &str) -> String {
    format!("interactions/{id}/itoken-{id}/callback")
}

fn reply(content: &str) -> Value {
    json!({"type": 4, "data": {"content": content}})
}

/// Register `/lab` in the guild (as the bot does by default).
async fn register_in_guild(client: &reqwest::Client) {
    let schema = labyrinth_bot::discord::command_schema().unwrap();
    let path = format!("applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    assert_eq!(call(client, "PUT", &path, schema).await.status, 200);
}

#[tokio::test]
async fn registration_fails_as_discord_refuses_it() {
    let (rest, client) = fake().await;
    rest.fail_registrations(&[401, 403, 404, 503]);
    let path = format!("applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    let mut answers = Vec::new();
    for _ in 0..4 {
        let answer = call(&client, "PUT", &path, json!([])).await;
        answers.push((answer.status, answer.code()));
    }
    assert_eq!(
        answers,
        [(401, 0), (403, 50001), (404, 10004), (503, 0)],
        "401 bad token, 403 Missing Access, 404 Unknown Guild, a passing 5xx"
    );
    // A guild the bot is not in.
    let elsewhere = format!("applications/{APP_ID}/guilds/910000000000000999/commands");
    let answer = call(&client, "PUT", &elsewhere, json!([])).await;
    assert_eq!((answer.status, answer.code()), (403, 50001));
    assert_eq!(call(&client, "PUT", &path, json!([])).await.status, 200);
}

#[tokio::test]
async fn guild_commands_are_not_offered_in_dms() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    let in_guild = slash("1", ALICE, "help", json!([]));
    assert!(rest.dispatched(&in_guild).is_ok());
    let refusal = rest
        .dispatched(&in_dm(slash("2", ALICE, "help", json!([])), ALICE))
        .unwrap_err();
    assert!(refusal.contains("not offered in DMs"), "{refusal}");
    // Registered globally, `/lab` is offered in DMs too.
    let schema = labyrinth_bot::discord::command_schema().unwrap();
    let path = format!("applications/{APP_ID}/commands");
    assert_eq!(call(&client, "PUT", &path, schema).await.status, 200);
    assert!(
        rest.dispatched(&in_dm(slash("3", ALICE, "help", json!([])), ALICE))
            .is_ok()
    );
}

#[tokio::test]
async fn an_unregistered_command_is_not_delivered() {
    let (rest, _client) = fake().await;
    assert!(
        rest.dispatched(&slash("1", ALICE, "help", json!([])))
            .is_err()
    );
}

#[tokio::test]
async fn the_first_response_is_due_within_three_seconds() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    rest.dispatched(&slash("10", ALICE, "help", json!([])))
        .unwrap();
    tokio::time::sleep(discord_fake::DEADLINE + Duration::from_millis(100)).await;
    let late = call(&client, "POST", &callback_path("10"), reply("late")).await;
    assert_eq!(
        (late.status, late.code()),
        (404, 10062),
        "Unknown interaction"
    );
    // A deferred answer later is fine: the deferral was in time.
    rest.dispatched(&slash("11", ALICE, "help", json!([])))
        .unwrap();
    let defer = json!({"type": 5, "data": {"flags": 64}});
    assert_eq!(
        call(&client, "POST", &callback_path("11"), defer)
            .await
            .status,
        204
    );
}

#[tokio::test]
async fn a_second_response_is_already_acknowledged() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    rest.dispatched(&slash("20", ALICE, "help", json!([])))
        .unwrap();
    let first = call(&client, "POST", &callback_path("20"), reply("one")).await;
    assert_eq!(first.status, 204);
    let second = call(&client, "POST", &callback_path("20"), reply("two")).await;
    assert_eq!((second.status, second.code()), (400, 40060));
    // An interaction Discord never sent is unknown.
    let unknown = call(&client, "POST", &callback_path("21"), reply("?")).await;
    assert_eq!((unknown.status, unknown.code()), (404, 10062));
}

#[tokio::test]
async fn a_response_type_must_suit_the_interaction() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    let typed = discord_fake::autocomplete("30", ALICE, "play", "card", "");
    rest.dispatched(&typed).unwrap();
    let wrong = call(&client, "POST", &callback_path("30"), reply("a message")).await;
    assert_eq!((wrong.status, wrong.code()), (400, 50035));
    // A slash command cannot be answered with an UPDATE_MESSAGE (components only).
    rest.dispatched(&slash("31", ALICE, "help", json!([])))
        .unwrap();
    let update = json!({"type": 7, "data": {"content": "x"}});
    let wrong = call(&client, "POST", &callback_path("31"), update).await;
    assert_eq!(wrong.status, 400);
}

#[tokio::test]
async fn follow_up_tokens_must_match_and_expire() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    rest.dispatched(&slash("40", ALICE, "help", json!([])))
        .unwrap();
    let webhook = format!("webhooks/{APP_ID}/itoken-40");
    // Before the first response there is nothing to follow up or edit.
    let early = call(&client, "POST", &webhook, post("early")).await;
    assert_eq!(
        (early.status, early.code()),
        (404, 10015),
        "Unknown Webhook"
    );
    let early = call(
        &client,
        "PATCH",
        &format!("{webhook}/messages/@original"),
        post("x"),
    )
    .await;
    assert_eq!((early.status, early.code()), (404, 10008));
    call(&client, "POST", &callback_path("40"), reply("one")).await;
    let followup = call(&client, "POST", &webhook, post("two")).await;
    assert_eq!(followup.status, 200);
    let id = followup.body["id"].as_str().unwrap();
    let edit = call(
        &client,
        "PATCH",
        &format!("{webhook}/messages/{id}"),
        post("2"),
    )
    .await;
    assert_eq!(edit.status, 200);
    let missing = format!("{webhook}/messages/950000000000009999");
    let edit = call(&client, "PATCH", &missing, post("2")).await;
    assert_eq!((edit.status, edit.code()), (404, 10008), "Unknown Message");
    // Another interaction's token, or another application's.
    let other = call(
        &client,
        "POST",
        &format!("webhooks/{APP_ID}/itoken-41"),
        post("x"),
    )
    .await;
    assert_eq!((other.status, other.code()), (404, 10015));
    let app = call(&client, "POST", "webhooks/1/itoken-40", post("x")).await;
    assert_eq!((app.status, app.code()), (404, 10015));
    // Fifteen minutes later the token is gone.
    rest.with(|d| d.expire("40"));
    let late = call(&client, "POST", &webhook, post("three")).await;
    assert_eq!(
        (late.status, late.code()),
        (401, 50027),
        "Invalid Webhook Token"
    );
}

#[tokio::test]
async fn messages_have_discords_limits() {
    let (_rest, client) = fake().await;
    let path = format!("channels/{CHANNEL_ID}/messages");
    let long = "x".repeat(discord_fake::CONTENT_LIMIT + 1);
    let answer = call(&client, "POST", &path, post(&long)).await;
    assert_eq!((answer.status, answer.code()), (400, 50035));
    let answer = call(&client, "POST", &path, post("")).await;
    assert_eq!((answer.status, answer.code()), (400, 50006));
    let answer = call(&client, "POST", &path, post(&"x".repeat(2000))).await;
    assert_eq!(answer.status, 200);
}

#[tokio::test]
async fn edits_need_a_message_that_exists_there() {
    let (rest, client) = fake().await;
    let path = format!("channels/{CHANNEL_ID}/messages");
    let sent = call(&client, "POST", &path, post("one")).await;
    let id = sent.body["id"].as_str().unwrap().to_string();
    let edit = call(&client, "PATCH", &format!("{path}/{id}"), post("two")).await;
    assert_eq!(edit.status, 200);
    let missing = call(
        &client,
        "PATCH",
        &format!("{path}/950000000000009999"),
        post("x"),
    )
    .await;
    assert_eq!((missing.status, missing.code()), (404, 10008));
    // The same message id under another channel.
    let dm = dm_channel(ALICE);
    call(
        &client,
        "POST",
        "users/@me/channels",
        json!({"recipient_id": ALICE}),
    )
    .await;
    let elsewhere = format!("channels/{dm}/messages/{id}");
    let moved = call(&client, "PATCH", &elsewhere, post("x")).await;
    assert_eq!((moved.status, moved.code()), (404, 10008));
    assert!(rest.requests().len() >= 5);
}

#[tokio::test]
async fn channels_refuse_as_discord_does() {
    let (rest, client) = fake().await;
    let unknown = call(
        &client,
        "POST",
        "channels/920000000000000999/messages",
        post("x"),
    )
    .await;
    assert_eq!(
        (unknown.status, unknown.code()),
        (404, 10003),
        "Unknown Channel"
    );
    // A private thread the bot was not added to.
    let hidden = "925000000000000777";
    rest.with(|d| {
        d.channels.insert(
            hidden.to_string(),
            discord_fake::Channel {
                kind: 12,
                archived: false,
                locked: false,
                visible: false,
            },
        )
    });
    let path = format!("channels/{hidden}/messages");
    let answer = call(&client, "POST", &path, post("x")).await;
    assert_eq!(
        (answer.status, answer.code()),
        (403, 50001),
        "Missing Access"
    );
    rest.refuse_posts(CHANNEL_ID);
    let path = format!("channels/{CHANNEL_ID}/messages");
    let answer = call(&client, "POST", &path, post("x")).await;
    assert_eq!(
        (answer.status, answer.code()),
        (403, 50013),
        "Missing Permissions"
    );
    // A user whose DMs are closed.
    rest.close_dms(ALICE);
    let dm = call(
        &client,
        "POST",
        "users/@me/channels",
        json!({"recipient_id": ALICE}),
    )
    .await;
    let id = dm.body["id"].as_str().unwrap();
    let answer = call(
        &client,
        "POST",
        &format!("channels/{id}/messages"),
        post("x"),
    )
    .await;
    assert_eq!((answer.status, answer.code()), (403, 50007));
}

#[tokio::test]
async fn archived_and_locked_threads_refuse_posts() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    let thread = discord_fake::THREAD_ID;
    // Discord sends the thread's state with an interaction from it.
    let mut payload = in_thread(slash("50", ALICE, "help", json!([])), thread);
    payload["channel"]["thread_metadata"]["archived"] = json!(true);
    rest.dispatched(&payload).unwrap();
    let path = format!("channels/{thread}/messages");
    let answer = call(&client, "POST", &path, post("x")).await;
    assert_eq!((answer.status, answer.code()), (400, 50083));
    let rename = call(
        &client,
        "PATCH",
        &format!("channels/{thread}"),
        json!({"name": "n"}),
    )
    .await;
    assert_eq!(rename.code(), 50083);
    // Unarchiving an unlocked thread needs only Send Messages.
    let open = json!({"archived": false});
    let answer = call(
        &client,
        "PATCH",
        &format!("channels/{thread}"),
        open.clone(),
    )
    .await;
    assert_eq!(answer.status, 200);
    assert_eq!(call(&client, "POST", &path, post("x")).await.status, 200);
    // A locked thread: only a moderator (Manage Threads) posts or unarchives.
    rest.with(|d| {
        let channel = d.channels.get_mut(thread).unwrap();
        channel.locked = true;
        channel.archived = true;
    });
    let answer = call(&client, "POST", &path, post("x")).await;
    assert_eq!((answer.status, answer.code()), (403, 50013));
    let answer = call(&client, "PATCH", &format!("channels/{thread}"), open).await;
    assert_eq!((answer.status, answer.code()), (403, 50013));
}

#[tokio::test]
async fn threads_only_under_a_server_text_channel() {
    let (_rest, client) = fake().await;
    let create = json!({"name": "Labyrinth", "type": 11, "auto_archive_duration": 10080});
    let made = call(
        &client,
        "POST",
        &format!("channels/{CHANNEL_ID}/threads"),
        create.clone(),
    )
    .await;
    assert_eq!(made.status, 200);
    let thread = made.body["id"].as_str().unwrap();
    let nested = call(
        &client,
        "POST",
        &format!("channels/{thread}/threads"),
        create.clone(),
    )
    .await;
    assert_eq!((nested.status, nested.code()), (400, 50024));
    call(
        &client,
        "POST",
        "users/@me/channels",
        json!({"recipient_id": ALICE}),
    )
    .await;
    let dm = dm_channel(ALICE);
    let in_dm = call(&client, "POST", &format!("channels/{dm}/threads"), create).await;
    assert_eq!((in_dm.status, in_dm.code()), (400, 50024));
}

#[tokio::test]
async fn a_route_past_its_limit_gets_429_with_retry_after() {
    let (rest, client) = fake().await;
    set_limits(
        &rest,
        (3, Duration::from_millis(400)),
        (1000, Duration::from_secs(1)),
    );
    let path = format!("channels/{CHANNEL_ID}/messages");
    let mut remaining = Vec::new();
    for _ in 0..3 {
        let answer = call(&client, "POST", &path, post("x")).await;
        assert_eq!(answer.status, 200);
        assert_eq!(answer.headers["x-ratelimit-limit"], "3");
        assert!(answer.headers.contains_key("x-ratelimit-reset-after"));
        assert!(answer.headers.contains_key("x-ratelimit-bucket"));
        remaining.push(
            answer.headers["x-ratelimit-remaining"]
                .to_str()
                .unwrap()
                .to_string(),
        );
    }
    assert_eq!(remaining, ["2", "1", "0"]);
    let limited = call(&client, "POST", &path, post("x")).await;
    assert_eq!(limited.status, 429);
    let retry = limited.body["retry_after"].as_f64().unwrap();
    assert!(retry > 0.0 && retry <= 0.4, "{retry}");
    assert_eq!(limited.body["global"], false);
    assert!(limited.headers.contains_key("retry-after"));
    // Another channel is another bucket.
    call(
        &client,
        "POST",
        "users/@me/channels",
        json!({"recipient_id": ALICE}),
    )
    .await;
    let dm = dm_channel(ALICE);
    let other = call(
        &client,
        "POST",
        &format!("channels/{dm}/messages"),
        post("x"),
    )
    .await;
    assert_eq!(other.status, 200);
    tokio::time::sleep(Duration::from_secs_f64(retry)).await;
    assert_eq!(call(&client, "POST", &path, post("x")).await.status, 200);
}

#[tokio::test]
async fn the_global_limit_gets_429_marked_global() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    set_limits(
        &rest,
        (1000, Duration::from_secs(1)),
        (3, Duration::from_millis(500)),
    );
    let path = format!("channels/{CHANNEL_ID}/messages");
    let mut statuses = Vec::new();
    for _ in 0..4 {
        statuses.push(call(&client, "POST", &path, post("x")).await);
    }
    let limited = statuses.last().unwrap();
    assert_eq!(limited.status, 429);
    assert_eq!(limited.body["global"], true);
    assert_eq!(limited.headers["x-ratelimit-global"], "true");
    // Interaction callbacks are exempt from the global limit.
    rest.dispatched(&slash("60", ALICE, "help", json!([])))
        .unwrap();
    let answer = call(&client, "POST", &callback_path("60"), reply("ok")).await;
    assert_eq!(answer.status, 204);
}

/// serenity's rate limiter, on as it is live, reads the headers and waits: a burst of
/// posts in one channel all arrive, paced, with at most a 429 retried.
#[tokio::test]
async fn serenitys_rate_limiter_paces_a_burst() {
    let (rest, _client) = fake().await;
    set_limits(
        &rest,
        (5, Duration::from_millis(300)),
        (50, Duration::from_secs(1)),
    );
    let http = rest.http();
    let channel = poise::serenity_prelude::ChannelId::new(CHANNEL_ID.parse().unwrap());
    let started = Instant::now();
    for i in 0..12 {
        let message = poise::serenity_prelude::CreateMessage::new().content(format!("{i}"));
        channel.send_message(&http, message).await.unwrap();
    }
    assert!(started.elapsed() >= Duration::from_millis(500), "paced");
    let posts = rest
        .requests()
        .into_iter()
        .filter(|r| r.status == 200)
        .count();
    assert_eq!(posts, 12);
}

/// Members and the bot have real permissions in interactions: a plain member is no admin.
#[test]
fn interactions_carry_permissions() {
    use discord_fake::permission::{ADMINISTRATOR, BOT, MEMBER};
    let payload = slash("70", ALICE, "help", json!([]));
    let member: u64 = payload["member"]["permissions"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(member, MEMBER);
    assert_eq!(member & ADMINISTRATOR, 0);
    assert_eq!(payload["app_permissions"], BOT.to_string());
    let admin = discord_fake::with_permissions(payload, MEMBER | ADMINISTRATOR);
    assert_eq!(
        admin["member"]["permissions"],
        (MEMBER | ADMINISTRATOR).to_string()
    );
}

/// "Receiving and Responding", "Followup Messages": after a deferred reply (type 5) the first
/// follow-up edits the deferred message, which keeps the deferral's visibility whatever the
/// follow-up's flags; the next follow-ups are messages of their own.
#[tokio::test]
async fn the_first_follow_up_after_a_deferral_edits_it() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    rest.dispatched(&slash("60", ALICE, "board", json!([])))
        .unwrap();
    let public_deferral = json!({"type": 5});
    call(&client, "POST", &callback_path("60"), public_deferral).await;
    let webhook = format!("webhooks/{APP_ID}/itoken-60");
    let private = json!({"content": "only for alice", "flags": 64});
    let first = call(&client, "POST", &webhook, private.clone()).await;
    let original = call(
        &client,
        "GET",
        &format!("{webhook}/messages/@original"),
        json!(null),
    )
    .await;
    assert_eq!(
        first.body["id"], original.body["id"],
        "the deferral was edited"
    );
    let shown = rest.with(|d| d.shown.clone());
    let edited = shown
        .iter()
        .find(|m| m.content == "only for alice")
        .unwrap();
    assert!(!edited.ephemeral, "shown in public, as the deferral was");
    let second = call(&client, "POST", &webhook, private).await;
    assert_ne!(second.body["id"], first.body["id"]);
    let shown = rest.with(|d| d.shown.clone());
    assert_eq!(
        shown
            .iter()
            .filter(|m| m.content == "only for alice" && m.ephemeral)
            .count(),
        1,
        "the second one is a message of its own, ephemeral"
    );
}

/// "Create Message": with `enforce_nonce`, a nonce used in the last few minutes returns the
/// message already made instead of making another.
#[tokio::test]
async fn a_repeated_nonce_makes_no_second_message() {
    let (rest, client) = fake().await;
    let path = format!("channels/{CHANNEL_ID}/messages");
    let body = json!({"content": "once", "nonce": "o7.0", "enforce_nonce": true});
    let first = call(&client, "POST", &path, body.clone()).await;
    let again = call(&client, "POST", &path, body).await;
    assert_eq!((first.status, again.status), (200, 200));
    assert_eq!(first.body["id"], again.body["id"]);
    let loose = json!({"content": "once", "nonce": "o7.0"});
    let third = call(&client, "POST", &path, loose).await;
    assert_ne!(
        third.body["id"], first.body["id"],
        "without enforce_nonce: a new message"
    );
    assert_eq!(rest.with(|d| d.shown.len()), 2);
}

/// "Get Original Interaction Response": the reply as it stands, by the interaction's token.
#[tokio::test]
async fn the_original_reply_can_be_read_back() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    rest.dispatched(&slash("61", ALICE, "help", json!([])))
        .unwrap();
    let original = format!("webhooks/{APP_ID}/itoken-61/messages/@original");
    let before = call(&client, "GET", &original, json!(null)).await;
    assert_eq!(
        (before.status, before.code()),
        (404, 10008),
        "not answered yet"
    );
    call(&client, "POST", &callback_path("61"), reply("hello")).await;
    let read = call(&client, "GET", &original, json!(null)).await;
    assert_eq!(
        (read.status, read.body["content"].as_str()),
        (200, Some("hello"))
    );
}

/// "Authentication": every bot route needs the bot's token (interactions and their webhooks
/// carry their own in the path).
#[tokio::test]
async fn bot_routes_need_the_bot_token() {
    let (_rest, client) = fake().await;
    let answer = client
        .get("https://discord.com/api/v10/users/@me")
        .header("authorization", "Bot not-the-token")
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status().as_u16(), 401);
    let me = call(&client, "GET", "users/@me", json!(null)).await;
    assert_eq!(me.status, 200);
}

/// "Permissions" and "Interaction Object" (`app_permissions`: the app's permissions in the
/// channel the interaction was sent from): a channel where an admin denied the bot Embed
/// Links or Attach Files sends interactions without them, and refuses an embed or a file
/// there with 50013; a plain message still goes.
#[tokio::test]
async fn a_channel_can_deny_the_bot_embeds_and_files() {
    use discord_fake::permission;
    let (rest, client) = fake().await;
    let denied = permission::EMBED_LINKS | permission::ATTACH_FILES;
    rest.with(|d| d.denied.insert(CHANNEL_ID.to_string(), denied));
    let path = format!("channels/{CHANNEL_ID}/messages");
    let embed = json!({"embeds": [{"title": "board"}]});
    let refused = call(&client, "POST", &path, embed).await;
    assert_eq!((refused.status, refused.code()), (403, 50013));
    let text = call(&client, "POST", &path, post("the board as text")).await;
    assert_eq!(text.status, 200);
    // The interaction Discord delivers from that channel says so.
    let payload = slash("62", ALICE, "board", json!([]));
    let have: u64 = payload["app_permissions"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(have & denied, denied, "the bot's invite grants both");
    let delivered = rest.with(|d| d.as_delivered(payload));
    let kept: u64 = delivered["app_permissions"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(kept & denied, 0);
}

/// "Receiving and Responding" and "Snowflakes": the 3 s for the first answer run from when
/// Discord made the interaction; one replayed after a RESUME may already be past them.
#[tokio::test]
async fn the_three_seconds_run_from_the_interactions_making() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    let old = discord_fake::snowflake(Duration::from_secs(4));
    rest.dispatched(&slash(&old, ALICE, "help", json!([])))
        .unwrap();
    let path = format!("interactions/{old}/itoken-{old}/callback");
    let late = call(&client, "POST", &path, reply("hello")).await;
    assert_eq!(
        (late.status, late.code()),
        (404, 10062),
        "Unknown interaction"
    );
}

/// "Receiving and Responding": the 3 s are Discord's, so the network's delay counts against
/// them. With 400 ms each way, a request takes at least 800 ms there and back, and an answer
/// sent 2.7 s after the interaction was made reaches Discord past its 3 s.
#[tokio::test]
async fn the_networks_delay_counts_against_the_three_seconds() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    rest.latency(Duration::from_millis(400));
    let id = discord_fake::snowflake(Duration::ZERO);
    rest.dispatched(&slash(&id, ALICE, "help", json!([])))
        .unwrap();
    let sent = Instant::now();
    let answer = call(&client, "GET", "users/@me", Value::Null).await;
    assert_eq!(answer.status, 200);
    assert!(sent.elapsed() >= Duration::from_millis(800));
    tokio::time::sleep(Duration::from_millis(2700).saturating_sub(sent.elapsed())).await;
    let late = call(&client, "POST", &callback_path(&id), reply("hello")).await;
    assert_eq!(
        (late.status, late.code()),
        (404, 10062),
        "Unknown interaction"
    );
}

/// "JSON Error Codes": a DM to a user whose DMs are closed, or who shares no server with the
/// bot, is refused with 50007 Cannot send messages to this user; DMs opened too fast are
/// refused with 40003 (403), a rate limit: the same DM goes later.
#[tokio::test]
async fn dms_are_refused_closed_unreachable_or_too_fast() {
    let (rest, client) = fake().await;
    const BOB: &str = "940000000000000022";
    const CAROL: &str = "940000000000000033";
    for user in [ALICE, BOB, CAROL] {
        let open = json!({"recipient_id": user});
        assert_eq!(
            call(&client, "POST", "users/@me/channels", open)
                .await
                .status,
            200
        );
    }
    rest.close_dms(ALICE);
    rest.stranger(BOB);
    rest.dms_too_fast(CAROL, 1);
    let dm = |user: &str| format!("channels/{}/messages", dm_channel(user));
    let answer = call(&client, "POST", &dm(ALICE), post("hi")).await;
    assert_eq!((answer.status, answer.code()), (403, 50007));
    let answer = call(&client, "POST", &dm(BOB), post("hi")).await;
    assert_eq!((answer.status, answer.code()), (403, 50007));
    let answer = call(&client, "POST", &dm(CAROL), post("hi")).await;
    assert_eq!((answer.status, answer.code()), (403, 40003));
    let answer = call(&client, "POST", &dm(CAROL), post("hi")).await;
    assert_eq!(answer.status, 200);
}

/// "Embed Limits", "Component Reference", "Autocomplete", "Start Thread without Message",
/// "Create Message" and "Uploading Files": every request is held to Discord's limits (400
/// 50035 naming the field; 413 40005 for a file past the upload limit), so every test
/// against the fake proves the bot keeps within them.
#[tokio::test]
async fn every_request_is_held_to_discords_limits() {
    let (rest, client) = fake().await;
    let second = Duration::from_secs(1);
    set_limits(&rest, (1000, second), (1000, second));
    let path = format!("channels/{CHANNEL_ID}/messages");
    let refused = |answer: Answer, field: &str| {
        assert_eq!((answer.status, answer.code()), (400, 50035), "{field}");
        let message = answer.body["message"].as_str().unwrap().to_string();
        assert!(message.contains(field), "{message}");
    };
    let x = |n: usize| "x".repeat(n);
    let embed = |embed: Value| json!({"embeds": [embed]});
    for (body, field) in [
        (embed(json!({"title": x(257)})), "embeds.0.title"),
        (
            embed(json!({"description": x(4097)})),
            "embeds.0.description",
        ),
        (
            embed(json!({"footer": {"text": x(2049)}})),
            "embeds.0.footer.text",
        ),
        (
            embed(json!({"author": {"name": x(257)}})),
            "embeds.0.author.name",
        ),
        (
            embed(json!({"fields": vec![json!({"name": "a", "value": "b"}); 26]})),
            "embeds.0.fields",
        ),
        (
            embed(json!({"fields": [{"name": x(257), "value": "b"}]})),
            "embeds.0.fields.0.name",
        ),
        (
            embed(json!({"fields": [{"name": "a", "value": x(1025)}]})),
            "embeds.0.fields.0.value",
        ),
        (
            json!({"embeds": [{"description": x(3001)}, {"description": x(3000)}]}),
            "Embed size",
        ),
        (json!({"embeds": vec![json!({"title": "t"}); 11]}), "embeds"),
    ] {
        refused(call(&client, "POST", &path, body).await, field);
    }
    let button = |id: &str| json!({"type": 2, "style": 1, "label": "ok", "custom_id": id});
    let select = |options: usize| {
        let options: Vec<Value> = (0..options)
            .map(|i| json!({"label": i.to_string(), "value": i.to_string()}))
            .collect();
        json!({"type": 3, "custom_id": "pick", "options": options})
    };
    let row = |items: Vec<Value>| json!({"type": 1, "components": items});
    let rows = |rows: Vec<Value>| json!({"content": "c", "components": rows});
    for (body, field) in [
        (rows(vec![row(vec![button("b")]); 6]), "components"),
        (
            rows(vec![row(vec![button("b"); 6])]),
            "components.0.components",
        ),
        (rows(vec![row(vec![button(&x(101))])]), "custom_id"),
        (rows(vec![row(vec![select(2), button("b")])]), "alone"),
        (rows(vec![row(vec![select(26)])]), "options"),
    ] {
        refused(call(&client, "POST", &path, body).await, field);
    }
    let fine = rows(vec![row(vec![button(&x(100)); 5]), row(vec![select(25)])]);
    assert_eq!(call(&client, "POST", &path, fine).await.status, 200);
    // Autocomplete: 25 choices, names and values of 100 characters.
    const ID_AUTOCOMPLETE: &str = "960000000000000001";
    let payload = discord_fake::autocomplete(ID_AUTOCOMPLETE, ALICE, "play", "card", "");
    register_in_guild(&client).await;
    rest.dispatched(&payload).unwrap();
    let choice = |name: String| json!({"name": name, "value": "v"});
    let suggest = |choices: Vec<Value>| json!({"type": 8, "data": {"choices": choices}});
    let answer = call(
        &client,
        "POST",
        &callback_path(ID_AUTOCOMPLETE),
        suggest(vec![choice(x(101))]),
    )
    .await;
    refused(answer, "choices.0.name");
    let answer = call(
        &client,
        "POST",
        &callback_path(ID_AUTOCOMPLETE),
        suggest(vec![choice("a".into()); 26]),
    )
    .await;
    refused(answer, "choices");
    // A thread's name: 1 to 100 characters.
    let threads = format!("channels/{CHANNEL_ID}/threads");
    let answer = call(
        &client,
        "POST",
        &threads,
        json!({"name": x(101), "type": 11}),
    )
    .await;
    refused(answer, "name");
    let answer = call(
        &client,
        "POST",
        &threads,
        json!({"name": x(100), "type": 11}),
    )
    .await;
    assert_eq!(answer.status, 200);
    // A file past the upload limit.
    let mut body = b"--b\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{}\r\n\
        --b\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"big.png\"\r\n\r\n"
        .to_vec();
    body.extend(vec![0u8; discord_fake::FILE_LIMIT + 1]);
    body.extend(b"\r\n--b--\r\n");
    let answer = client
        .post(format!("https://discord.com/api/v10/{path}"))
        .header("authorization", format!("Bot {}", discord_fake::TOKEN))
        .header("content-type", "multipart/form-data; boundary=b")
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status().as_u16(), 413);
    let answer: Value = serde_json::from_str(&answer.text().await.unwrap()).unwrap();
    assert_eq!(answer["code"], 40005);
}

/// "OAuth2" ("Bot Users"): an app added with `applications.commands` alone has its commands
/// registered and delivered, and answers them, but there is no bot in the server: its
/// channels and the server's routes answer 403 50001 Missing Access.
#[tokio::test]
async fn an_app_added_without_the_bot_scope_cannot_post() {
    let (rest, client) = fake().await;
    rest.with(|d| d.no_bot = true);
    register_in_guild(&client).await;
    let id = "960000000000000002";
    rest.dispatched(&slash(id, ALICE, "help", json!([])))
        .unwrap();
    let answer = call(&client, "POST", &callback_path(id), reply("hello")).await;
    assert_eq!(answer.status, 204);
    let path = format!("channels/{CHANNEL_ID}/messages");
    let answer = call(&client, "POST", &path, post("hi")).await;
    assert_eq!((answer.status, answer.code()), (403, 50001));
    let member = format!("guilds/{GUILD_ID}/members/{}", discord_fake::BOT_ID);
    let answer = call(&client, "GET", &member, Value::Null).await;
    assert_eq!((answer.status, answer.code()), (403, 50001));
}

/// An ephemeral message is gone once its reader's client reloads ("Create Interaction
/// Response", the `EPHEMERAL` message flag: ephemeral messages "will be removed when the
/// client restarts"); a channel post and the reader's own DMs stay, and another user's DMs
/// were never theirs to see.
#[tokio::test]
async fn an_ephemeral_message_is_gone_after_a_reload() {
    let (rest, client) = fake().await;
    register_in_guild(&client).await;
    rest.dispatched(&slash("60", ALICE, "help", json!([])))
        .unwrap();
    let ephemeral = json!({"type": 4, "data": {"content": "only you", "flags": 64}});
    assert_eq!(
        call(&client, "POST", &callback_path("60"), ephemeral)
            .await
            .status,
        204
    );
    let channel = format!("channels/{CHANNEL_ID}/messages");
    assert_eq!(
        call(&client, "POST", &channel, post("everyone"))
            .await
            .status,
        200
    );
    let dm = call(
        &client,
        "POST",
        "users/@me/channels",
        json!({"recipient_id": ALICE}),
    )
    .await;
    let dm = dm.body["id"].as_str().unwrap().to_string();
    let path = format!("channels/{dm}/messages");
    assert_eq!(
        call(&client, "POST", &path, post("yours")).await.status,
        200
    );
    let seen = |user: &str| -> Vec<String> {
        rest.with(|d| {
            d.after_reload(user)
                .iter()
                .map(|m| m.content.clone())
                .collect()
        })
    };
    assert_eq!(seen(ALICE), ["everyone", "yours"]);
    assert_eq!(seen("940000000000000022"), ["everyone"]);
    assert!(rest.with(|d| {
        d.shown
            .iter()
            .any(|m| m.ephemeral && m.content == "only you")
    }));
}
