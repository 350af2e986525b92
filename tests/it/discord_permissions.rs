//! The bot's permissions, read from each interaction's `app_permissions` (issue "The first
//! week on a real server"): `/lab game new` is refused, with nothing created, where the bot
//! could not run the game, naming what is missing and how to grant it; a running game whose
//! channel loses Embed Links gets its board as text, with what to fix.

use crate::discord_fake;

use discord_fake::{CHANNEL_ID, content, is_callback, permission, reply, send, slash, start};
use serde_json::json;

const ALICE: &str = "940000000000000011";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_game_is_refused_where_the_bot_may_not_embed_or_open_threads() {
    let (rest, mut gateway, bot, dir) = start().await;
    let gw = &mut gateway;
    rest.with(|d| {
        d.denied
            .insert(CHANNEL_ID.to_string(), permission::EMBED_LINKS)
    });
    let from = rest.requests().len();
    let new = json!([{"name": "mode", "type": 4, "value": 1}]);
    let refused = send(&rest, gw, slash("7101", ALICE, "game new", new)).await;
    let (_, private, text) = reply(&refused);
    assert!(private, "{text}");
    assert!(text.contains("show the board (Embed Links)"), "{text}");
    assert!(text.contains("Server Settings → Roles"), "{text}");
    nothing_posted_or_created(&rest, from, dir.path()).await;

    // With Embed Links back but no Create Public Threads, a thread game is refused.
    rest.with(|d| {
        d.denied
            .insert(CHANNEL_ID.to_string(), permission::CREATE_PUBLIC_THREADS)
    });
    let new = json!([{"name": "thread", "type": 5, "value": true}]);
    let refused = send(&rest, gw, slash("7102", ALICE, "game new", new)).await;
    let (_, private, text) = reply(&refused);
    assert!(private && text.contains("Create Public Threads"), "{text}");
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_embed_links_the_board_is_text_with_what_to_fix() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;
    let new = json!([{"name": "mode", "type": 4, "value": 1},
                     {"name": "seed", "type": 4, "value": 3}]);
    send(&rest, gw, slash("7201", ALICE, "game new", new)).await;
    // The new game's posts (two boards, the computer's plays) are all out.
    rest.wait_for(0, "the waiting line", |r| {
        discord_fake::is_post_in(r, CHANNEL_ID) && content(&r.body).starts_with("⏳ Waiting")
    })
    .await;
    rest.settle(0).await;
    rest.with(|d| {
        d.denied
            .insert(CHANNEL_ID.to_string(), permission::EMBED_LINKS)
    });
    let from = rest.requests().len();
    let board = send(&rest, gw, slash("7202", ALICE, "board", json!([]))).await;
    assert!(is_callback(&board, "7202"));
    let all = rest.settle(from).await;
    assert_eq!(rest.refused(from).len(), 0, "nothing refused: {all:#?}");
    let shown = rest.with(|d| d.shown.clone());
    let text: Vec<&str> = shown
        .iter()
        .filter(|m| m.channel == CHANNEL_ID && !m.ephemeral)
        .map(|m| m.content.as_str())
        .collect();
    assert!(
        text.iter()
            .any(|t| t.contains("The board is shown as text")),
        "{text:?}"
    );
    assert!(
        all.iter().all(|r| discord_fake::message_of(r)["embeds"]
            .as_array()
            .is_none_or(Vec::is_empty)),
        "no embed sent"
    );
    bot.abort();
}

/// An app added without the `bot` scope (issue "The first week on a real server"): its
/// commands arrive but every post in the server fails with 50001. `/lab game new` is refused,
/// with nothing created, giving the invite link that adds the bot.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_bot_scope_a_new_game_is_refused_with_the_invite_link() {
    let (rest, mut gateway, bot, dir) = start().await;
    rest.with(|d| d.no_bot = true);
    let from = rest.requests().len();
    let new = json!([{"name": "mode", "type": 4, "value": 1}]);
    let refused = send(&rest, &mut gateway, slash("7201", ALICE, "game new", new)).await;
    let (_, private, text) = reply(&refused);
    assert!(private, "{text}");
    let invite =
        labyrinth_bot::discord::permissions::invite_url(discord_fake::APP_ID.parse().unwrap());
    assert!(text.contains("without the `bot` scope"), "{text}");
    assert!(text.contains(&invite), "{text}");
    nothing_posted_or_created(&rest, from, dir.path()).await;
    bot.abort();
}

/// A refused `/lab game new`: nothing posted in the channel since request `from`, no game
/// in the bot's database under `dir`.
async fn nothing_posted_or_created(
    rest: &discord_fake::FakeRest,
    from: usize,
    dir: &std::path::Path,
) {
    rest.settle(from).await;
    assert!(
        !rest
            .requests()
            .iter()
            .skip(from)
            .any(|r| discord_fake::is_post_in(r, CHANNEL_ID)),
        "nothing posted"
    );
    let games: i64 = rusqlite::Connection::open(dir.join("bot.db"))
        .unwrap()
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, 0, "nothing created");
}
