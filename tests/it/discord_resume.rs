//! The bot across a gateway reconnection (Discord's "Gateway" documentation, "Sending
//! Heartbeats" and "Resuming"): it heartbeats in time, RESUMEs when asked to reconnect, and
//! of the interactions replayed after the RESUME runs only those it can still answer ("Receiving
//! and Responding": 3 s, judged by the id's time), never committing a move it cannot
//! acknowledge.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::time::Duration;

use crate::discord_fake;

use discord_fake::{
    APP_ID, CHANNEL_ID, Setup, is_callback, message, press, send, slash, snowflake, start,
    start_with,
};
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";
/// Longer than Discord's 3 s to answer: what is replayed after it is too late.
const AWAY: Duration = Duration::from_millis(3500);

/// The games table as saved: (id, version, state).
fn games(dir: &tempfile::TempDir) -> Vec<(i64, i64, String)> {
    let db = rusqlite::Connection::open(dir.path().join("bot.db")).unwrap();
    let mut query = db
        .prepare("SELECT id, version, state FROM games ORDER BY id")
        .unwrap();
    query
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// alice's `/lab help`, made now: an interaction the bot answers at once.
async fn help_now(
    rest: &discord_fake::FakeRest,
    gw: &mut discord_fake::FakeGateway,
) -> discord_fake::Request {
    let help = slash(&snowflake(Duration::ZERO), ALICE, "help", json!([]));
    send(rest, gw, help).await
}

fn new_solitaire() -> Value {
    json!([{"name": "mode", "type": 4, "value": 1},
           {"name": "seed", "type": 4, "value": 7}])
}

/// Nothing the bot sent about interaction `id` was taken by Discord, and nothing was posted.
fn unanswered(requests: &[discord_fake::Request], id: &str) {
    for r in requests {
        assert!(
            !(is_callback(r, id) && r.status < 300),
            "answered too late: {r:#?}"
        );
        assert!(
            !(r.method == "POST" && r.path.ends_with("/messages")),
            "posted: {r:#?}"
        );
    }
}

/// "Sending Heartbeats": the bot sends a Heartbeat (op 1) every `heartbeat_interval` of
/// HELLO, with the last sequence it received; each is acknowledged (op 11), so it keeps its
/// session (one IDENTIFY).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_heartbeats_in_time_with_the_last_sequence() {
    let interval = Duration::from_millis(1000);
    let (rest, mut gw, bot, _dir) = start_with(Setup {
        heartbeat_interval: interval,
        ..Setup::default()
    })
    .await;
    help_now(&rest, &mut gw).await;
    tokio::time::sleep(interval * 9 / 2).await;
    let beats = gw.heartbeats();
    assert!(beats.len() >= 3, "{beats:#?}");
    for pair in beats.windows(2) {
        // serenity looks every 500 ms at most; the gateway allows some tolerance.
        let gap = pair[1].at - pair[0].at;
        assert!(gap < interval * 2, "{gap:?} between heartbeats: {beats:#?}");
    }
    let last = beats.last().unwrap();
    assert_eq!(last.sequence, Some(last.sent), "the last sequence received");
    assert_eq!(last.sent, gw.sequence());
    assert_eq!(gw.identifies().len(), 1, "no reconnection");
    bot.abort();
}

/// "Resuming": asked to reconnect (op 7), the bot RESUMEs with its session and last
/// sequence; the command dispatched meanwhile is replayed with its id, still in time, and
/// is run and answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_replayed_in_time_after_a_resume_is_run_and_answered() {
    let (rest, mut gw, bot, dir) = start().await;
    help_now(&rest, &mut gw).await;
    let seen = gw.sequence();
    gw.reconnect(Duration::ZERO);
    let id = snowflake(Duration::ZERO);
    let from = rest.requests().len();
    gw.dispatch(
        "INTERACTION_CREATE",
        slash(&id, ALICE, "game new", new_solitaire()),
    )
    .await;
    gw.wait_resumed(1).await;
    let resume = &gw.resumes()[0];
    assert_eq!(resume["session_id"], "fake-session-1");
    assert_eq!(resume["seq"], seen, "the last sequence received before");
    let answer = rest
        .wait_for(from, "the answer", |r| is_callback(r, &id))
        .await;
    assert!(answer.status < 300, "{answer:#?}");
    rest.settle(from).await;
    assert_eq!(games(&dir).len(), 1, "run once");
    assert_eq!(gw.identifies().len(), 1, "resumed, not identified again");
    bot.abort();
}

/// "Resuming" and "Receiving and Responding": a command replayed past its 3 s is not run
/// (nothing saved, nothing posted), even as the first interaction the bot sees after it
/// started (so it cannot tell a replay from its own clock's lead by comparison); the next
/// command is judged as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_replayed_too_late_after_a_resume_is_not_run() {
    let (rest, mut gw, bot, dir) = start().await;
    rest.settle(0).await;
    gw.reconnect(AWAY);
    let id = snowflake(Duration::ZERO);
    let from = rest.requests().len();
    gw.dispatch(
        "INTERACTION_CREATE",
        slash(&id, ALICE, "game new", new_solitaire()),
    )
    .await;
    gw.wait_resumed(1).await;
    let after = rest.settle_for(from, Duration::from_millis(1500)).await;
    unanswered(&after, &id);
    assert!(games(&dir).is_empty(), "no game made");
    // A fresh command is answered and run.
    let fresh = snowflake(Duration::ZERO);
    let answer = send(
        &rest,
        &mut gw,
        slash(&fresh, ALICE, "game new", new_solitaire()),
    )
    .await;
    assert!(answer.status < 300, "{answer:#?}");
    assert_eq!(games(&dir).len(), 1);
    bot.abort();
}

/// "Resuming": a press on a prompt's button replayed past its 3 s is not run: the game is
/// unchanged and nothing is posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_press_replayed_too_late_after_a_resume_is_not_run() {
    let (rest, mut gw, bot, dir) = start().await;
    let new = snowflake(Duration::ZERO);
    let from = rest.requests().len();
    gw.dispatch(
        "INTERACTION_CREATE",
        slash(&new, ALICE, "game new", new_solitaire()),
    )
    .await;
    let prompt = rest
        .wait_for(from, "the prompt", |r| {
            r.method == "POST"
                && r.path
                    .starts_with(&format!("/api/v10/webhooks/{APP_ID}/itoken-{new}"))
                && r.body["components"]
                    .as_array()
                    .is_some_and(|c| !c.is_empty())
        })
        .await;
    rest.settle(from).await;
    let before = games(&dir);
    let ids = discord_fake::component_ids(&prompt.body["components"]);
    let (custom_id, values) = ids.first().unwrap().clone();
    let value: Vec<&str> = values.iter().take(1).map(String::as_str).collect();
    let on = message(
        "960000000000000001",
        CHANNEL_ID,
        prompt.body["content"].as_str().unwrap(),
        prompt.body["components"].clone(),
    );
    gw.reconnect(AWAY);
    let id = snowflake(Duration::ZERO);
    let from = rest.requests().len();
    gw.dispatch(
        "INTERACTION_CREATE",
        press(&id, ALICE, &custom_id, &value, on),
    )
    .await;
    gw.wait_resumed(1).await;
    let after = rest.settle_for(from, Duration::from_millis(1500)).await;
    unanswered(&after, &id);
    assert_eq!(games(&dir), before, "the game is unchanged");
    bot.abort();
}

/// "Invalid Session": a RESUME after the session expired is answered op 9 (not
/// resumable); the bot identifies again and keeps answering.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_an_invalid_session_the_bot_identifies_again() {
    let (rest, mut gw, bot, _dir) = start().await;
    help_now(&rest, &mut gw).await;
    let logins = rest.with(|d| d.logins.0);
    gw.expire_session();
    gw.reconnect(Duration::ZERO);
    gw.wait_invalidated(1).await;
    gw.wait_identified(2).await;
    // "Session Start Limit Object": the second IDENTIFY is one more login of the day's.
    assert_eq!(rest.with(|d| d.logins.0), logins - 1);
    assert_eq!(
        gw.identifies()[1]["d"]["token"],
        format!("Bot {}", discord_fake::TOKEN)
    );
    // serenity re-identifies, then the new session's READY comes; give it a moment.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let answer = help_now(&rest, &mut gw).await;
    assert!(answer.status < 300, "{answer:#?}");
    bot.abort();
}

/// "Sending Heartbeats": a client whose heartbeat is not acknowledged takes the connection
/// for failed ("zombied") and connects anew. serenity 0.12 then identifies again (a login)
/// rather than resuming; the bot keeps answering.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_heartbeat_not_acknowledged_makes_the_bot_connect_anew() {
    let (rest, mut gw, bot, _dir) = start_with(Setup {
        heartbeat_interval: Duration::from_millis(1000),
        ..Setup::default()
    })
    .await;
    help_now(&rest, &mut gw).await;
    gw.zombie();
    gw.wait_identified(2).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let answer = help_now(&rest, &mut gw).await;
    assert!(answer.status < 300, "{answer:#?}");
    bot.abort();
}
