//! No log line carries what the bot sends or receives (issue "Nothing hidden can be
//! learned"): serenity's spans record an HTTP request with its body (a hand sent by DM, a
//! prompt listing a hand) and a gateway event with its payload. A solitaire game is started
//! with every log level on, through the production logger, and the capture is searched for
//! the hand (as text, and as the bytes of a request body). Its own test binary, so its
//! subscriber is the process's.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

#[path = "it/discord_fake/mod.rs"]
mod discord_fake;
mod log_capture;

use discord_fake::{dm_channel, is_callback, slash, start};
use log_capture::CapturedLog;
use serde_json::json;

/// How `Debug` prints `text` as bytes (`[89, 111, …`), as a request body would appear.
fn as_debug_bytes(text: &str) -> String {
    let bytes: Vec<String> = text.bytes().map(|b| b.to_string()).collect();
    bytes.join(", ")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_request_body_or_event_payload_is_logged_even_at_trace_level() {
    let captured = CapturedLog::install();

    let (rest, mut gateway, bot, _dir) = start().await;
    let alice = "940000000000000011";
    let from = rest.requests().len();
    let options = json!([{"name": "mode", "type": 4, "value": 1},
                         {"name": "seed", "type": 4, "value": 7}]);
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            slash("8001", alice, "game new", options),
        )
        .await;
    rest.wait_for(from, "the reply to /lab new", |r| is_callback(r, "8001"))
        .await;
    let dm = format!("/api/v10/channels/{}/messages", dm_channel(alice));
    let hand = rest
        .wait_for(from, "the hand by DM", |r| r.path == dm)
        .await;
    rest.settle(from).await;
    bot.abort();

    let hand = hand.body["content"].as_str().unwrap().to_string();
    assert!(hand.starts_with("Your hand"), "{hand}");
    let first_card = hand.lines().nth(1).unwrap_or_default().trim().to_string();
    let log = captured.text();
    assert!(
        log.lines().count() > 20,
        "the capture works and the bot logs at trace level: {log}"
    );
    for secret in [hand.as_str(), first_card.as_str(), "Your hand"] {
        assert!(!log.contains(secret), "{secret:?} is in the log");
        assert!(
            !log.contains(&as_debug_bytes(secret)),
            "{secret:?} is in the log as bytes"
        );
    }
    assert!(!log.contains("body: Some"), "a request body is in the log");
}
