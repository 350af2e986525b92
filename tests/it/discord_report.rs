//! The game's story and the server's record through the fake Discord (issue 45): `/lab
//! game report` mid-game is an ephemeral reply with the chart and the Markdown attached; at
//! the game's end the story is posted in the channel with both; `/lab game history` lists
//! the server's games and, with `player:` (Discord's user picker), a player's record; in a
//! DM, the player's own solitaire games; `game:` suggests the server's finished games.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::discord_fake;

use discord_fake::{
    CHANNEL_ID, DEFERRED, REPLY, Request, SUGGESTIONS, autocomplete, component_ids, content,
    dm_channel, in_dm, is_ephemeral, is_followup, is_post_in, message, press, reply, send, slash,
    start, start_global,
};
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

/// `/lab game new mode:solitaire seed:N` (the mode's choice value is its index).
fn solitaire(seed: u64) -> Value {
    json!([{"name": "mode", "type": 4, "value": 1}, {"name": "seed", "type": 4, "value": seed}])
}

/// The names of a request's files.
fn files(r: &Request) -> Vec<&str> {
    r.files.iter().map(|(name, _)| name.as_str()).collect()
}

/// A request with the report's files.
fn has_report(r: &Request) -> bool {
    r.files.iter().any(|(name, _)| name == "report.png")
}

/// The Markdown attached to a request.
fn markdown(r: &Request) -> String {
    let (_, bytes) = r
        .files
        .iter()
        .find(|(name, _)| name == "report.md")
        .unwrap();
    String::from_utf8(bytes.clone()).unwrap()
}

/// `player:` as Discord sends a user option: its id, and the user in `resolved`.
fn with_player(mut payload: Value, user: &str) -> Value {
    payload["data"]["resolved"] = json!({"users": {user: {
        "id": user, "username": "alice", "discriminator": "0", "global_name": "Alice",
        "avatar": null}}});
    payload
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_story_mid_game_at_the_end_and_the_servers_record() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;
    let from = rest.requests().len();
    send(&rest, gw, slash("8001", ALICE, "game new", solitaire(3))).await;
    rest.settle(from).await;

    // Mid-game: only alice sees it, with both files.
    let from = rest.requests().len();
    let asked = send(&rest, gw, slash("8002", ALICE, "game report", json!([]))).await;
    assert_eq!(asked.body["type"], DEFERRED, "{}", asked.body);
    let answer = rest
        .wait_for(from, "the report", |r| {
            is_followup(r, "8002") && has_report(r)
        })
        .await;
    assert_eq!(files(&answer), ["report.png", "report.md"]);
    assert!(content(&answer.body).contains("**In progress: turn 1**"));
    let (_, png) = &answer.files[0];
    assert!(png.starts_with(b"\x89PNG"));
    assert!(markdown(&answer).contains("![The tracks turn by turn](report.png)"));
    let all = rest.settle(from).await;
    let posted = |r: &&Request| is_post_in(r, CHANNEL_ID) && has_report(r);
    assert!(!all.iter().any(|r| posted(&r)), "only alice sees it");

    // Alice resigns (through the confirmation button): the story goes to the channel.
    let asked = send(&rest, gw, slash("8003", ALICE, "game resign", json!([]))).await;
    let (_, _, text) = reply(&asked);
    let buttons = component_ids(&asked.body["data"]["components"]);
    let on = message(
        "960000000000000019",
        CHANNEL_ID,
        text,
        asked.body["data"]["components"].clone(),
    );
    let from = rest.requests().len();
    send(&rest, gw, press("8004", ALICE, &buttons[0].0, &[], on)).await;
    let story = rest
        .wait_for(from, "the story in the channel", |r| {
            is_post_in(r, CHANNEL_ID) && has_report(r)
        })
        .await;
    assert_eq!(files(&story), ["report.png", "report.md"]);
    let text = content(&story.body);
    assert!(
        text.starts_with("## Let's Roll!, 1 deck · game #1"),
        "{text}"
    );
    assert!(
        text.contains("**The Jihadist wins — the other side resigned · turn 1**"),
        "{text}"
    );
    assert!(text.contains(&format!("US: <@{ALICE}>")), "{text}");
    assert_eq!(story.body["allowed_mentions"]["parse"], json!([]));
    rest.settle(from).await;

    // The record: anyone in the server; a player's with `player:`.
    let history = send(&rest, gw, slash("8005", BOB, "game history", json!([]))).await;
    let (kind, private, text) = reply(&history);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.contains("#1 Let's Roll!, 1 deck"), "{text}");
    assert!(
        text.contains("the Jihadist won: the other side resigned"),
        "{text}"
    );
    let player = json!([{"name": "player", "type": 6, "value": ALICE}]);
    let payload = with_player(slash("8006", BOB, "game history", player), ALICE);
    let record = send(&rest, gw, payload).await;
    let (_, private, text) = reply(&record);
    assert!(private);
    assert!(
        text.contains(&format!(
            "Record of <@{ALICE}>: 0 won of 1 · as the US 0 of 1"
        )),
        "{text}"
    );
    assert!(
        text.contains("Against the computer: the section 9 bot (Normal) 0 of 1"),
        "{text}"
    );

    // `game:` suggests the server's finished games; the id opens its story.
    let typed = autocomplete("8007", BOB, "game report", "game", "");
    let suggested = send(&rest, gw, typed).await;
    assert_eq!(suggested.body["type"], SUGGESTIONS);
    let choices = suggested.body["data"]["choices"].as_array().unwrap();
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0]["value"], 1);
    let name = choices[0]["name"].as_str().unwrap();
    assert!(
        name.starts_with("#1 Let's Roll! · the Jihadist won · "),
        "{name}"
    );
    let from = rest.requests().len();
    let game = json!([{"name": "game", "type": 4, "value": 1}]);
    send(&rest, gw, slash("8008", BOB, "game report", game)).await;
    let answer = rest
        .wait_for(from, "the report of game 1", |r| {
            is_followup(r, "8008") && has_report(r)
        })
        .await;
    assert!(is_ephemeral(&answer.body) || content(&answer.body).contains("game #1"));
    assert!(markdown(&answer).contains("The Jihadist wins"));
    bot.abort();
}

/// In a DM: the player's own solitaire games and record, and nobody else's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_dm_the_history_is_the_players_own() {
    let (rest, mut gateway, bot, _dir) = start_global().await;
    let gw = &mut gateway;
    let from = rest.requests().len();
    send(
        &rest,
        gw,
        in_dm(slash("8101", ALICE, "game new", solitaire(4)), ALICE),
    )
    .await;
    rest.settle(from).await;
    let asked = send(
        &rest,
        gw,
        in_dm(slash("8102", ALICE, "game resign", json!([])), ALICE),
    )
    .await;
    let (_, _, text) = reply(&asked);
    let buttons = component_ids(&asked.body["data"]["components"]);
    let on = message(
        "960000000000000029",
        &dm_channel(ALICE),
        text,
        asked.body["data"]["components"].clone(),
    );
    let from = rest.requests().len();
    send(
        &rest,
        gw,
        in_dm(press("8106", ALICE, &buttons[0].0, &[], on), ALICE),
    )
    .await;
    let story = rest
        .wait_for(from, "the story in the DM", |r| {
            is_post_in(r, &dm_channel(ALICE)) && has_report(r)
        })
        .await;
    assert!(content(&story.body).contains("The Jihadist wins"));
    rest.settle(from).await;
    let own = send(
        &rest,
        gw,
        in_dm(slash("8103", ALICE, "game history", json!([])), ALICE),
    )
    .await;
    let (_, _, text) = reply(&own);
    assert!(
        text.starts_with("📜 Your finished games outside any server"),
        "{text}"
    );
    assert!(
        text.contains(&format!("Record of <@{ALICE}>: 0 won of 1")),
        "{text}"
    );
    let theirs = send(
        &rest,
        gw,
        in_dm(slash("8104", BOB, "game history", json!([])), BOB),
    )
    .await;
    let (_, _, text) = reply(&theirs);
    assert!(text.contains("No finished game yet."), "{text}");
    let player = json!([{"name": "player", "type": 6, "value": ALICE}]);
    let asked = in_dm(
        with_player(slash("8105", BOB, "game history", player), ALICE),
        BOB,
    );
    let refused = send(&rest, gw, asked).await;
    let (_, private, text) = reply(&refused);
    assert!(private && text.contains("only your own games"), "{text}");
    bot.abort();
}
