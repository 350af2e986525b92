//! `/lab game export` through the fake Discord: the file is attached to an ephemeral reply (only
//! the sender gets it), a stranger is refused, a server admin may export.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::discord_fake;

use discord_fake::{
    REPLY, is_ephemeral, is_followup, permission, reply, send, slash, start, with_permissions,
};
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";
const EVE: &str = "940000000000000033";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_is_an_ephemeral_attachment_for_players_and_admins() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;
    let from = rest.requests().len();
    let seed = json!([{"name": "seed", "type": 4, "value": 3}]);
    send(&rest, gw, slash("7001", ALICE, "game new", seed)).await;
    send(&rest, gw, slash("7002", BOB, "game join", json!([]))).await;
    rest.settle(from).await;

    // A player: the public record of the running game, attached to an ephemeral reply.
    let exported = send(&rest, gw, slash("7003", ALICE, "game export", json!([]))).await;
    let (kind, private, text) = reply(&exported);
    assert_eq!((kind, private), (REPLY, true), "{:#}", exported.body);
    assert!(text.contains("exported as its public record"), "{text}");
    let [(name, bytes)] = exported.files.as_slice() else {
        panic!("one file expected: {:?}", exported.files.len());
    };
    assert_eq!(name, "labyrinth-game-1-public.json");
    let file: Value = serde_json::from_slice(bytes).unwrap();
    assert_eq!(file["content"], "public");
    assert_eq!(file["game"]["us"]["user"], format!("<@{ALICE}>"));
    assert!(file.get("full").is_none());

    // A member who does not play: refused, no file.
    let refused = send(&rest, gw, slash("7004", EVE, "game export", json!([]))).await;
    let (kind, private, text) = reply(&refused);
    assert_eq!((kind, private), (REPLY, true));
    assert!(
        text.starts_with("⚠️ only the players of game #1 or a server admin"),
        "{text}"
    );
    assert!(refused.files.is_empty());

    // The same member as a server admin: the file.
    let admin = permission::MEMBER | permission::ADMINISTRATOR;
    let payload = with_permissions(slash("7005", EVE, "game export", json!([])), admin);
    let by_admin = send(&rest, gw, payload).await;
    let (kind, private, _) = reply(&by_admin);
    assert_eq!((kind, private), (REPLY, true));
    assert_eq!(by_admin.files.len(), 1);
    bot.abort();
}

/// `export full:true`: alice's request is public; bob's agreement is public too, and his
/// full file comes as an ephemeral follow-up only he sees.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_export_by_consent() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;
    let from = rest.requests().len();
    let seed = json!([{"name": "seed", "type": 4, "value": 3}]);
    send(&rest, gw, slash("7101", ALICE, "game new", seed)).await;
    send(&rest, gw, slash("7102", BOB, "game join", json!([]))).await;
    rest.settle(from).await;
    let full = json!([{"name": "full", "type": 5, "value": true}]);

    let asked = send(&rest, gw, slash("7103", ALICE, "game export", full.clone())).await;
    let (kind, private, text) = reply(&asked);
    assert_eq!((kind, private), (REPLY, false), "the request is public");
    assert!(text.contains("asks for a full export of game #1"), "{text}");
    assert!(asked.files.is_empty());

    let from = rest.requests().len();
    let agreed = send(&rest, gw, slash("7104", BOB, "game export", full)).await;
    let (_, private, text) = reply(&agreed);
    assert!(!private && text.contains("agrees"), "{text}");
    let file = rest
        .wait_for(from, "the full file", |r| {
            is_followup(r, "7104") && !r.files.is_empty()
        })
        .await;
    assert!(is_ephemeral(&file.body), "{:#}", file.body);
    let [(name, bytes)] = file.files.as_slice() else {
        panic!("one file expected");
    };
    assert_eq!(name, "labyrinth-game-1-full.json");
    let value: Value = serde_json::from_slice(bytes).unwrap();
    assert_eq!(value["content"], "full");
    bot.abort();
}
