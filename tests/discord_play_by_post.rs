//! The play-by-post commands (`/lab game away|back|reminders|settings`, `/lab catchup`)
//! through the fake gateway.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

mod discord_fake;

use discord_fake::{REPLY, reply, send, slash, start};
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

    let catchup = send(&rest, gw, slash("3208", BOB, "catchup", json!([]))).await;
    let (kind, private, text) = reply(&catchup);
    assert_eq!((kind, private), (REPLY, true), "{text}");
    bot.abort();
}
