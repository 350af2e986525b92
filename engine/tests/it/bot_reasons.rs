//! The bot's reasons name the actual cause when its operations fall to Radicalization
//! (9.4.1, 9.4.3; issue 25), read from fixtures' traces.

#![allow(clippy::expect_used, reason = "tests")]

use labyrinth_engine::fixture::trace;

fn reasons(fixture: &str) -> String {
    trace(fixture).join("\n")
}

/// Recruit finds no Available cell for its later rolls: the reason says so before the
/// Radicalization line.
#[test]
fn recruit_without_available_cells_says_why_the_rest_is_radicalization() {
    let log = reasons(include_str!("../fixtures/bot/e04-recruit-attractive.json"));
    let why = log
        .find(r#""step":"no_available_cells","ops":1"#)
        .expect("a reason for the last operation");
    let start = log.find(r#""step":"start","ops":1"#).unwrap_or(0);
    assert!(why < start, "{log}");
}
