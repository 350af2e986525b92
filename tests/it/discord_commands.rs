//! Every `/lab` subcommand through the fake gateway, in a guild channel, in a thread the bot
//! opens and in a DM, with the reply the fake REST server recorded: callback type, ephemeral
//! or public, content, the board embed, and no pings but the one that passes the turn.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::discord_fake;

use discord_fake::{
    APP_ID, CHANNEL_ID, FakeGateway, FakeRest, REPLY, Request, SUGGESTIONS, THREAD_ID, UPDATE,
    autocomplete, autocomplete_with, component_ids, content, dm_channel, in_dm, in_thread,
    is_ephemeral, is_followup, is_post_in, message, message_of, no_pings, press, reply, send,
    slash, start, start_global,
};
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

/// `/lab board`: the reply is deferred in public (the picture is drawn and uploaded after
/// Discord's 3 s may have passed), then the board replaces "thinking…"; returns that edit.
async fn board_reply(rest: &FakeRest, gateway: &mut FakeGateway, payload: Value) -> Request {
    let id = payload["id"].as_str().unwrap().to_string();
    let from = rest.requests().len();
    let deferred = send(rest, gateway, payload).await;
    assert_eq!(deferred.body["type"], 5, "{}", deferred.body);
    assert!(!is_ephemeral(&deferred.body["data"]));
    let original = format!("/api/v10/webhooks/{APP_ID}/itoken-{id}/messages/@original");
    rest.wait_for(from, "the board", |r| r.path == original && r.status == 200)
        .await
}

/// A board embed as the bot sent it.
fn assert_board(body: &Value, title: &str) {
    let embed = &body["embeds"][0];
    assert!(
        embed["title"].as_str().unwrap().starts_with(title),
        "{body:#}"
    );
    let names: Vec<&str> = embed["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    for name in ["Prestige", "Funding", "Troops", "Plots", "Muslim countries"] {
        assert!(names.contains(&name), "{name} missing: {names:?}");
    }
    assert!(embed["footer"]["text"].as_str().unwrap().contains("Deck"));
    assert_eq!(content(body), "", "the board is the embed only");
    // The picture is attached and shown as the embed's image.
    assert_eq!(embed["image"]["url"], "attachment://board.png", "{body:#}");
    no_pings(body);
}

/// Wait for a board post in `channel` (drawing its picture takes longer than the fake's
/// quiet period in a debug build).
async fn wait_for_board(rest: &FakeRest, from: usize, channel: &str) {
    rest.wait_for(from, "a board post", |r| {
        is_post_in(r, channel) && r.body["embeds"].as_array().is_some_and(|e| !e.is_empty())
    })
    .await;
}

/// The board picture uploaded with a board post: a PNG of the canvas size, within the
/// upload limit.
fn assert_board_image(request: &Request) {
    let [(name, png)] = request.files.as_slice() else {
        panic!("one file expected: {:?}", request.files.len());
    };
    assert_eq!(name, "board.png");
    assert!(png.len() <= labyrinth_bot::render::map::ATTACHMENT_LIMIT);
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(png).unwrap();
    let size = labyrinth_bot::render::map::canvas_size().unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), size);
}

/// Every message the bot sent pings nobody, except those in `pings` (user id, count).
fn assert_pings(all: &[Request], pings: &[(&str, usize)]) {
    for (user, expected) in pings {
        let pinging = all
            .iter()
            .filter(|r| r.body["allowed_mentions"]["users"] == json!([user]))
            .count();
        assert_eq!(pinging, *expected, "pings of {user}");
    }
    for r in all {
        let body = message_of(r);
        let users = &body["allowed_mentions"]["users"];
        let allowed = pings.iter().any(|(user, _)| *users == json!([user]));
        if body.get("allowed_mentions").is_some() && !allowed {
            no_pings(body);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_in_a_guild_channel() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;

    let help = send(&rest, gw, slash("3001", ALICE, "help", json!([]))).await;
    let (kind, private, text) = reply(&help);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("Labyrinth commands:"), "{text}");
    // In Discord's syntax: grouped, options by name, nothing only the terminal knows.
    assert!(text.contains("/lab game new — Start a new game"), "{text}");
    assert!(
        !text.contains("key:value") && !text.contains("/lab discard"),
        "{text}"
    );

    let board = send(&rest, gw, slash("3002", ALICE, "board", json!([]))).await;
    let (kind, private, text) = reply(&board);
    assert_eq!((kind, private), (REPLY, true));
    assert!(
        text.starts_with("⚠️ there is no game in this channel"),
        "{text}"
    );

    // Alice opens a two-player game as the US.
    let from = rest.requests().len();
    let seed = json!([{"name": "seed", "type": 4, "value": 3}]);
    let new = send(&rest, gw, slash("3003", ALICE, "game new", seed)).await;
    let (kind, private, text) = reply(&new);
    assert_eq!((kind, private), (REPLY, false));
    assert!(text.starts_with("New game #1: Let's Roll!"), "{text}");
    wait_for_board(&rest, from, CHANNEL_ID).await;
    let all = rest.settle(from).await;
    let posts: Vec<&Request> = all.iter().filter(|r| is_post_in(r, CHANNEL_ID)).collect();
    assert_board(&posts[0].body, "Let's Roll! — turn 1");
    assert_board_image(posts[0]);
    assert!(
        posts
            .iter()
            .any(|r| content(&r.body).contains("The Jihadist seat is free")),
        "{posts:#?}"
    );
    let alice_dm = format!("/api/v10/channels/{}/messages", dm_channel(ALICE));
    assert!(
        all.iter()
            .any(|r| r.path == alice_dm && content(&r.body).starts_with("Your hand")),
        "{all:#?}"
    );

    let board = board_reply(&rest, gw, slash("3004", BOB, "board", json!([]))).await;
    assert_board(&board.body, "Let's Roll! — turn 1");
    assert_board_image(&board);

    let name = json!([{"name": "country", "type": 3, "value": "pakistan"}]);
    let country = send(&rest, gw, slash("3005", BOB, "country", name)).await;
    let (kind, private, text) = reply(&country);
    assert_eq!((kind, private), (REPLY, false));
    assert!(text.starts_with("**Pakistan**"), "{text}");

    let typed = autocomplete("3006", BOB, "country", "country", "pak");
    let suggestions = send(&rest, gw, typed).await;
    assert_eq!(suggestions.body["type"], SUGGESTIONS);
    assert_eq!(
        suggestions.body["data"]["choices"],
        json!([{"name": "Pakistan", "value": "pakistan"}])
    );

    // `game list` lists Alice's games in an ephemeral reply in the channel, not by DM.
    let from = rest.requests().len();
    let games = send(&rest, gw, slash("3007", ALICE, "game list", json!([]))).await;
    let (kind, private, text) = reply(&games);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.contains("#1 Let's Roll!"), "{text}");
    let all = rest.settle(from).await;
    assert!(!all.iter().any(|r| r.path == alice_dm), "{all:#?}");

    // `game:` options suggest the asker's games: Alice has one, Bob none yet.
    let typed = autocomplete("3056", ALICE, "game abandon", "game", "");
    let suggested = send(&rest, gw, typed).await;
    assert_eq!(suggested.body["type"], SUGGESTIONS);
    assert_eq!(
        suggested.body["data"]["choices"],
        json!([{"name": "#1 Let's Roll!", "value": 1}])
    );
    let typed = autocomplete("3058", BOB, "game abandon", "game", "");
    let suggested = send(&rest, gw, typed).await;
    assert_eq!(suggested.body["data"]["choices"], json!([]));

    // Bob joins as the Jihadist, who moves first: his prompt is private.
    let from = rest.requests().len();
    let join = send(&rest, gw, slash("3008", BOB, "game join", json!([]))).await;
    let (kind, private, text) = reply(&join);
    assert_eq!((kind, private), (REPLY, false));
    assert_eq!(text, format!("<@{BOB}> joins game #1 as the Jihadist."));
    let prompt = rest
        .wait_for(from, "Bob's prompt", |r| {
            is_followup(r, "3008") && !component_ids(&r.body["components"]).is_empty()
        })
        .await;
    assert!(is_ephemeral(&prompt.body), "{}", prompt.body);
    assert!(content(&prompt.body).starts_with("Jihadist, "));
    rest.settle(from).await;

    let hand = send(&rest, gw, slash("3009", BOB, "hand", json!([]))).await;
    let (kind, private, text) = reply(&hand);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("Your hand (9 cards)"), "{text}");

    let choose = json!([{"name": "answer", "type": 3, "value": "1"}]);
    let refused = send(&rest, gw, slash("3010", ALICE, "choose", choose)).await;
    let (kind, private, text) = reply(&refused);
    assert_eq!((kind, private), (REPLY, true));
    assert!(
        text.starts_with("⚠️ it is the Jihadist's decision"),
        "{text}"
    );

    let cards = send(&rest, gw, autocomplete("3011", BOB, "play", "card", "")).await;
    assert_eq!(cards.body["type"], SUGGESTIONS);
    let choices = cards.body["data"]["choices"].as_array().unwrap();
    assert_eq!(choices.len(), 9, "Bob's hand: {choices:?}");
    let card = choices[0]["value"].as_str().unwrap().to_string();

    // Bob plays a card; its use is the next question, answered by a button (buttons are
    // pressed in the other tests).
    let from = rest.requests().len();
    let card_option = json!([{"name": "card", "type": 3, "value": card}]);
    let play = send(&rest, gw, slash("3012", BOB, "play", card_option)).await;
    // Bob still decides: no public waiting line; the reply is his private prompt, and the
    // card picked is not named in public (it is still in a hidden hand until played).
    let (kind, private, text) = reply(&play);
    assert_eq!((kind, private), (REPLY, true));
    assert!(
        text.starts_with(&format!("Jihadist, choose how to use #{card} ")),
        "{text}"
    );
    assert!(!component_ids(&play.body["data"]["components"]).is_empty());
    let all = rest.settle(from).await;
    assert!(!all.iter().any(|r| is_post_in(r, CHANNEL_ID)), "{all:#?}");
    // Nothing was rolled or drawn: the undo is free, and public.
    let from = rest.requests().len();
    let undo = send(&rest, gw, slash("3013", BOB, "undo", json!([]))).await;
    let (kind, private, text) = reply(&undo);
    assert_eq!((kind, private), (REPLY, false));
    let taken =
        format!("↩️ <@{BOB}> takes back their last move (a choice not yet shown to the channel).");
    assert!(text.starts_with(&taken), "{text}");
    // Its posts (the board, the hands, the hand-off) can queue behind Discord's rate limits
    // for seconds: wait for the last one before the next command.
    rest.wait_for(from, "the undo's hand-off line", |r| {
        is_post_in(r, CHANNEL_ID) && content(&r.body).starts_with("⏳ Waiting for the Jihadist")
    })
    .await;
    rest.settle(from).await;

    // Bob's private messages again, only to him, and his current prompt rebuilt.
    let from = rest.requests().len();
    let resend = send(&rest, gw, slash("3014", BOB, "resend", json!([]))).await;
    let (kind, private, text) = reply(&resend);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("Your hand (9 cards)"), "{text}");
    let prompt = rest
        .wait_for(from, "the resent prompt", |r| {
            is_followup(r, "3014") && !component_ids(&r.body["components"]).is_empty()
        })
        .await;
    assert!(is_ephemeral(&prompt.body));
    rest.settle(from).await;

    let log = send(&rest, gw, slash("3015", ALICE, "log", json!([]))).await;
    let (kind, private, text) = reply(&log);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.contains(&format!("<@{BOB}> joins game #1")), "{text}");

    // Any card's text, only to the asker.
    let which = json!([{"name": "card", "type": 3, "value": "76"}]);
    let shown = send(&rest, gw, slash("3055", BOB, "card", which)).await;
    let (kind, private, text) = reply(&shown);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("#76 Abu Ghurayb"), "{text}");

    let abandon = send(&rest, gw, slash("3016", BOB, "game abandon", json!([]))).await;
    let (kind, private, text) = reply(&abandon);
    assert_eq!((kind, private), (REPLY, true));
    assert!(
        text.starts_with("⚠️ only the game's creator (<@940000000000000011>)"),
        "{text}"
    );
    let by_id = json!([{"name": "game", "type": 4, "value": 1}]);
    let abandon = send(&rest, gw, slash("3018", BOB, "game abandon", by_id)).await;
    let (_, private, text) = reply(&abandon);
    assert!(private, "{text}");
    assert!(
        text.starts_with("⚠️ only the game's creator (<@940000000000000011>) or a server admin can abandon game #1"),
        "{text}"
    );
    // Alice cannot claim Bob's seat: he has not been silent for the grace period.
    let claim = send(&rest, gw, slash("3019", ALICE, "game claim", json!([]))).await;
    let (_, private, text) = reply(&claim);
    assert!(private, "{text}");
    assert!(
        text.contains("the seat can be claimed after 7 days of silence"),
        "{text}"
    );

    // The shortcuts for a card's use route like `play`: from Alice, whose turn it is not,
    // each is refused privately.
    let card_option = json!([{"name": "card", "type": 3, "value": card}]);
    for (id, sub, options) in [
        ("3020", "event", card_option.clone()),
        ("3021", "ops", card_option.clone()),
        ("3022", "reserves", card_option.clone()),
    ] {
        let refused = send(&rest, gw, slash(id, ALICE, sub, options)).await;
        let (kind, private, text) = reply(&refused);
        assert_eq!((kind, private), (REPLY, true), "/lab {sub}");
        assert!(
            text.starts_with("⚠️ it is the Jihadist's decision"),
            "/lab {sub}: {text}"
        );
    }
    // Autocomplete under `ops` knows the card is played for operations: it offers the
    // operations' countries only once an operation is named, so nothing yet.
    let ops_country = send(
        &rest,
        gw,
        autocomplete_with("3025", BOB, "ops", "country", "", card_option.clone()),
    )
    .await;
    assert_eq!(ops_country.body["type"], SUGGESTIONS);
    // Bob puts the card into Reserves (6.3.3).
    let from = rest.requests().len();
    let reserves = send(&rest, gw, slash("3026", BOB, "reserves", card_option)).await;
    // The card's lines are its own channel post; Bob plays on, so the reply is his prompt.
    let (kind, private, _) = reply(&reserves);
    assert_eq!((kind, private), (REPLY, true));
    // Its post (an earlier command's late post may come first on a busy machine).
    let played = rest
        .wait_for(from, "the card's post", |r| {
            is_post_in(r, CHANNEL_ID)
                && content(&r.body).starts_with(&format!("Jihadist plays #{card} "))
        })
        .await;
    let text = content(&played.body);
    assert!(text.contains(" for Reserves."), "{text}");
    no_pings(&played.body);

    // Bob resigns: a private question with a button, and nothing changes until he presses
    // it; then the game is over, and the last board is posted.
    let from = rest.requests().len();
    let asked = send(&rest, gw, slash("3057", BOB, "game resign", json!([]))).await;
    let (kind, private, text) = reply(&asked);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("Resign game #1 (Let's Roll!)?"), "{text}");
    assert!(!text.contains("confirm:"), "{text}");
    let buttons = component_ids(&asked.body["data"]["components"]);
    let [(button, _)] = buttons.as_slice() else {
        panic!("one button: {buttons:?}");
    };
    assert!(button.starts_with("lab/c/1/"), "{button}");
    assert_eq!(
        asked.body["data"]["components"][0]["components"][0]["style"], 4,
        "red: a destructive act"
    );
    let all = rest.settle(from).await;
    assert!(!all.iter().any(|r| is_post_in(r, CHANNEL_ID)), "{all:#?}");
    // The button is the presser's own act (only Bob sees this ephemeral message).
    let on = message(
        "960000000000000009",
        CHANNEL_ID,
        text,
        asked.body["data"]["components"].clone(),
    );
    let from = rest.requests().len();
    let pressed = send(&rest, gw, press("3017", BOB, button, &[], on)).await;
    assert_eq!(pressed.body["type"], UPDATE, "{}", pressed.body);
    assert_eq!(pressed.body["data"]["components"], json!([]));
    assert!(content(&pressed.body["data"]).ends_with("→ **Resign**"));
    // The game-over board (a board of an earlier command may still be arriving: its
    // picture is drawn slowly on a busy machine).
    let board = rest
        .wait_for(from, "the game-over board", |r| {
            is_post_in(r, CHANNEL_ID)
                && r.body["embeds"][0]["description"]
                    .as_str()
                    .is_some_and(|d| d.starts_with("🏁 Game over"))
        })
        .await;
    assert_board(&board.body, "Let's Roll!");
    let all = rest.settle(from).await;
    let over = all
        .iter()
        .find(|r| is_post_in(r, CHANNEL_ID) && content(&r.body).contains("Game over"))
        .unwrap_or_else(|| panic!("the game's end in the channel: {all:#?}"));
    assert!(
        content(&over.body).contains("Game over: the US wins"),
        "{}",
        over.body
    );

    dump("every_command_in_a_guild_channel", &rest.requests());
    assert_pings(&rest.requests(), &[]);
    bot.abort();
}

/// With `DUMP_REQUESTS` set, print every request (to write or debug a test).
fn dump(what: &str, requests: &[Request]) {
    if std::env::var_os("DUMP_REQUESTS").is_some() {
        for r in requests {
            eprintln!("[{what}] {} {} {}", r.method, r.path, r.body);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_thread_the_bot_opens() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;

    // Without the permission to create threads: a private apology, and no game.
    rest.refuse_threads(true);
    let thread = json!([{"name": "thread", "type": 5, "value": true}]);
    let refused = send(&rest, gw, slash("4000", ALICE, "game new", thread)).await;
    let (kind, private, text) = reply(&refused);
    assert_eq!((kind, private), (REPLY, true));
    assert!(
        text.starts_with("⚠️ I could not open a thread here"),
        "{text}"
    );
    let board = send(&rest, gw, slash("3999", ALICE, "board", json!([]))).await;
    assert!(content(&board.body["data"]).starts_with("⚠️ there is no game"));
    rest.refuse_threads(false);

    // Alice, in the channel, opens a game in a new thread as the Jihadist.
    let from = rest.requests().len();
    let options = json!([{"name": "side", "type": 4, "value": 1},
                         {"name": "seed", "type": 4, "value": 3},
                         {"name": "thread", "type": 5, "value": true}]);
    let new = send(&rest, gw, slash("4001", ALICE, "game new", options)).await;
    let (kind, private, text) = reply(&new);
    assert_eq!((kind, private), (REPLY, false));
    assert_eq!(
        text,
        format!("🧵 Game #1 (Let's Roll!) is played in <#{THREAD_ID}>.")
    );
    wait_for_board(&rest, from, THREAD_ID).await;
    let all = rest.settle(from).await;
    let created = all.iter().find(|r| r.path.ends_with("/threads")).unwrap();
    assert_eq!(
        created.path,
        format!("/api/v10/channels/{CHANNEL_ID}/threads")
    );
    assert_eq!(created.body["name"], "Labyrinth: Let's Roll!");
    assert_eq!(created.body["type"], 11);
    let renamed = all.iter().find(|r| r.method == "PATCH").unwrap();
    assert_eq!(renamed.path, format!("/api/v10/channels/{THREAD_ID}"));
    assert_eq!(renamed.body["name"], "Labyrinth #1: Let's Roll!");
    // The game's messages go to the thread, not to the channel.
    let in_thread_posts: Vec<&Request> = all.iter().filter(|r| is_post_in(r, THREAD_ID)).collect();
    assert!(content(&in_thread_posts[0].body).starts_with("New game #1: Let's Roll!"));
    assert_board(&in_thread_posts[1].body, "Let's Roll! — turn 1");
    assert!(!all.iter().any(|r| is_post_in(r, CHANNEL_ID)), "{all:#?}");

    // Bob joins from the thread: the turn passes to Alice, mentioned once, in the thread.
    let from = rest.requests().len();
    let join = in_thread(slash("4002", BOB, "game join", json!([])), THREAD_ID);
    let joined = send(&rest, gw, join).await;
    let (kind, private, text) = reply(&joined);
    assert_eq!((kind, private), (REPLY, false));
    assert_eq!(text, format!("<@{BOB}> joins game #1 as the US."));
    let all = rest.settle(from).await;
    let ping = all
        .iter()
        .find(|r| r.body["allowed_mentions"]["users"] == json!([ALICE]))
        .expect("the turn passes to Alice");
    assert!(is_post_in(ping, THREAD_ID), "{ping:?}");
    assert!(
        content(&ping.body).starts_with(&format!("⏳ Waiting for the Jihadist (<@{ALICE}>)")),
        "{}",
        ping.body
    );
    let alice_dm = format!("/api/v10/channels/{}/messages", dm_channel(ALICE));
    assert!(
        all.iter()
            .any(|r| r.path == alice_dm && !component_ids(&r.body["components"]).is_empty()),
        "Alice's prompt by DM: {all:#?}"
    );

    let board = in_thread(slash("4003", BOB, "board", json!([])), THREAD_ID);
    let board = board_reply(&rest, gw, board).await;
    assert_board(&board.body, "Let's Roll! — turn 1");

    let again = json!([{"name": "thread", "type": 5, "value": true}]);
    let nested = in_thread(slash("4004", BOB, "game new", again), THREAD_ID);
    let refused = send(&rest, gw, nested).await;
    let (kind, private, text) = reply(&refused);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("⚠️ this is already a thread"), "{text}");

    // Abandoning asks first (a button, only to Alice), then ends the game in the thread.
    let abandon = in_thread(slash("4005", ALICE, "game abandon", json!([])), THREAD_ID);
    let asked = send(&rest, gw, abandon).await;
    let (kind, private, text) = reply(&asked);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("Abandon game #1 (Let's Roll!)?"), "{text}");
    let components = asked.body["data"]["components"].clone();
    let (button, _) = component_ids(&components)[0].clone();
    let on = message("960000000000000010", THREAD_ID, text, components);
    let from = rest.requests().len();
    let pressed = send(
        &rest,
        gw,
        in_thread(press("4006", ALICE, &button, &[], on), THREAD_ID),
    )
    .await;
    assert_eq!(pressed.body["type"], UPDATE, "{}", pressed.body);
    let all = rest.settle(from).await;
    let ended = all
        .iter()
        .find(|r| is_post_in(r, THREAD_ID))
        .unwrap_or_else(|| panic!("the end in the thread: {all:#?}"));
    assert!(
        content(&ended.body).starts_with("🏳️ Game #1 (Let's Roll!) is abandoned by"),
        "{}",
        ended.body
    );
    rest.settle(0).await;

    // The refused attempt and the game's thread; nothing for the refusal inside the thread.
    assert_eq!(
        rest.requests()
            .iter()
            .filter(|r| r.path.ends_with("/threads"))
            .count(),
        2
    );
    dump("a_game_in_a_thread_the_bot_opens", &rest.requests());
    assert_pings(&rest.requests(), &[(ALICE, 1)]);
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn solitaire_in_a_dm() {
    // A DM needs the global commands (`--register global`).
    let (rest, mut gateway, bot, _dir) = start_global().await;
    let gw = &mut gateway;
    let dm = dm_channel(ALICE);

    // No thread in a DM: refused before anything is created.
    let options = json!([{"name": "mode", "type": 4, "value": 1},
                         {"name": "thread", "type": 5, "value": true}]);
    let refused = send(
        &rest,
        gw,
        in_dm(slash("5001", ALICE, "game new", options), ALICE),
    )
    .await;
    let (kind, private, text) = reply(&refused);
    assert_eq!((kind, private), (REPLY, true));
    assert!(
        text.starts_with("⚠️ threads exist only in server channels"),
        "{text}"
    );

    let from = rest.requests().len();
    let options = json!([{"name": "mode", "type": 4, "value": 1},
                         {"name": "seed", "type": 4, "value": 2}]);
    let new = send(
        &rest,
        gw,
        in_dm(slash("5002", ALICE, "game new", options), ALICE),
    )
    .await;
    let (kind, private, text) = reply(&new);
    assert_eq!((kind, private), (REPLY, false));
    assert!(text.starts_with("New game #1: Let's Roll!"), "{text}");
    assert!(text.contains("solitaire"), "{text}");
    let prompt = rest
        .wait_for(from, "the prompt", |r| {
            is_followup(r, "5002") && !component_ids(&r.body["components"]).is_empty()
        })
        .await;
    assert!(is_ephemeral(&prompt.body));
    let all = rest.settle(from).await;
    // The board at the start, and again after the computer's Action Phase.
    let boards: Vec<&Request> = all
        .iter()
        .filter(|r| {
            is_post_in(r, &dm) && r.body["embeds"].as_array().is_some_and(|e| !e.is_empty())
        })
        .collect();
    assert_eq!(boards.len(), 2, "{all:#?}");
    assert_board(
        &boards[0].body,
        "Let's Roll! — turn 1, Jihadist Action Phase",
    );
    assert_board(&boards[1].body, "Let's Roll! — turn 1, US Action Phase");

    let hand = send(
        &rest,
        gw,
        in_dm(slash("5003", ALICE, "hand", json!([])), ALICE),
    )
    .await;
    let (kind, private, text) = reply(&hand);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("Your hand"), "{text}");

    // A press on the prompt's first option, in the DM.
    let (custom_id, values) = component_ids(&prompt.body["components"])[0].clone();
    let value: Vec<&str> = values.iter().take(1).map(String::as_str).collect();
    let on = message(
        "960000000000000005",
        &dm,
        content(&prompt.body),
        prompt.body["components"].clone(),
    );
    let from = rest.requests().len();
    let pressed = in_dm(press("5004", ALICE, &custom_id, &value, on), ALICE);
    let pressed = send(&rest, gw, pressed).await;
    assert_eq!(pressed.body["type"], UPDATE, "{}", pressed.body);
    assert_eq!(pressed.body["data"]["components"], json!([]));
    assert!(content(&pressed.body["data"]).contains("→ **"));
    let all = rest.settle(from).await;
    let played = all.iter().find(|r| is_post_in(r, &dm)).unwrap();
    assert!(content(&played.body).starts_with("US plays #"), "{all:#?}");
    let next = all
        .iter()
        .find(|r| is_followup(r, "5004") && !component_ids(&r.body["components"]).is_empty())
        .expect("the next prompt");
    assert!(is_ephemeral(&next.body));
    assert!(content(&next.body).starts_with("US, choose an operation"));

    // The next step of the same card: its lines are added to the card's post (an edit),
    // not posted anew; Alice still decides, so the reply is private.
    let from = rest.requests().len();
    let choose = json!([{"name": "answer", "type": 3, "value": "1"}]);
    let chosen = send(
        &rest,
        gw,
        in_dm(slash("5005", ALICE, "choose", choose), ALICE),
    )
    .await;
    let (kind, private, _) = reply(&chosen);
    assert_eq!((kind, private), (REPLY, true));
    let all = rest.settle(from).await;
    let post_id = played.response["id"].as_str().unwrap();
    let edit = all
        .iter()
        .find(|r| {
            r.method == "PATCH" && r.path == format!("/api/v10/channels/{dm}/messages/{post_id}")
        })
        .unwrap_or_else(|| panic!("an edit of the card's post: {all:#?}"));
    let text = content(&edit.body);
    assert!(text.starts_with(content(&played.body)), "{text}");
    assert!(text.contains("US War of Ideas with 3 ops."), "{text}");
    no_pings(&edit.body);
    assert!(
        !all.iter()
            .any(|r| is_post_in(r, &dm) && content(&r.body).contains("War of Ideas with")),
        "{all:#?}"
    );
    dump("solitaire_in_a_dm", &rest.requests());
    assert_pings(&rest.requests(), &[]);
    bot.abort();
}

/// The payloads of a thread and of a DM are what serenity accepts.
#[test]
fn thread_and_dm_payloads_deserialize_into_serenitys_model() {
    use poise::serenity_prelude::{ChannelType, Interaction};
    let thread = in_thread(slash("1", BOB, "board", json!([])), THREAD_ID);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(thread) else {
        panic!("a thread command");
    };
    assert_eq!(command.channel_id.to_string(), THREAD_ID);
    assert_eq!(command.channel.unwrap().kind, ChannelType::PublicThread);
    let dm = in_dm(slash("2", ALICE, "hand", json!([])), ALICE);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(dm) else {
        panic!("a DM command");
    };
    assert!(command.guild_id.is_none() && command.member.is_none());
    assert_eq!(command.user.id.to_string(), ALICE);
    let on = message("3", &dm_channel(ALICE), "prompt", json!([]));
    let pressed = in_dm(press("4", ALICE, "lab/a/1/2/yes", &[], on), ALICE);
    let parsed = serde_json::from_value::<Interaction>(pressed);
    assert!(
        matches!(parsed, Ok(Interaction::Component(_))),
        "{parsed:?}"
    );
}

/// The subcommands the tests above (and `tests/it/discord_play_by_post.rs`,
/// `tests/it/discord_rollback.rs`, `tests/it/discord_claim.rs`, `tests/it/discord_report.rs`)
/// dispatch: a new one
/// must be added to them.
#[test]
fn every_subcommand_is_dispatched_above() {
    let covered = [
        "game new",
        "game join",
        "game list",
        "game resign",
        "game abandon",
        "game claim",
        "game retake",
        "game away",
        "game back",
        "game reminders",
        "game settings",
        "game export",
        "game report",
        "game history",
        "catchup",
        "choose",
        "play",
        "event",
        "ops",
        "reserves",
        "undo",
        "rollback",
        "adjust",
        "board",
        "hand",
        "card",
        "country",
        "log",
        "resend",
        "help",
    ];
    let schema = labyrinth_bot::discord::command_schema().unwrap();
    let mut subcommands = Vec::new();
    for option in schema[0]["options"].as_array().unwrap() {
        let name = option["name"].as_str().unwrap();
        match option["type"].as_u64() {
            Some(2) => {
                for sub in option["options"].as_array().unwrap() {
                    subcommands.push(format!("{name} {}", sub["name"].as_str().unwrap()));
                }
            }
            _ => subcommands.push(name.to_string()),
        }
    }
    assert_eq!(subcommands, covered);
}

/// Without Attach Files (the upload is refused) the board still goes, as the embed alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_goes_without_its_picture_when_the_upload_is_refused() {
    let (rest, mut gateway, bot, _dir) = start().await;
    rest.refuse_files(true);
    let from = rest.requests().len();
    let seed = json!([{"name": "seed", "type": 4, "value": 3}]);
    send(&rest, &mut gateway, slash("5001", ALICE, "game new", seed)).await;
    let board = rest
        .wait_for(from, "the board without its picture", |r| {
            let board = r.body["embeds"].as_array().is_some_and(|e| !e.is_empty());
            is_post_in(r, CHANNEL_ID) && board && r.files.is_empty()
        })
        .await;
    let all = rest.settle(from).await;
    assert!(
        all.iter()
            .any(|r| is_post_in(r, CHANNEL_ID) && !r.files.is_empty()),
        "the picture was tried first"
    );
    assert!(
        board.body["embeds"][0]["image"].is_null(),
        "{:#}",
        board.body
    );
    assert_eq!(
        board.body["embeds"][0]["title"]
            .as_str()
            .map(|t| t.starts_with("Let's Roll!")),
        Some(true)
    );
    bot.abort();
}
