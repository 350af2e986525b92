//! The bot token never reaches a log line: a start-up and a command round trip with every
//! log level on (as `RUST_LOG=trace` would), through the production logger, captured and
//! searched for the token. Its own test binary, so its subscriber is the process's.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

#[path = "it/discord_fake/mod.rs"]
mod discord_fake;
mod log_capture;

use discord_fake::{TOKEN, is_callback, slash, start};
use log_capture::CapturedLog;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_token_is_never_logged_even_at_trace_level() {
    let captured = CapturedLog::install();

    let (rest, mut gateway, bot, _dir) = start().await;
    let from = rest.requests().len();
    gateway
        .dispatch(
            "INTERACTION_CREATE",
            slash("7001", "940000000000000011", "help", json!([])),
        )
        .await;
    rest.wait_for(from, "the reply to /lab help", |r| is_callback(r, "7001"))
        .await;
    bot.abort();

    let log = captured.text();
    assert!(
        log.lines().count() > 20,
        "the capture works and the bot logs at trace level: {log}"
    );
    assert!(!log.contains(TOKEN), "the token is in the log");
}
