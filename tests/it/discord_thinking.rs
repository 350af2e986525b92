//! Issue 41, "No slow game holds up another", through the fake Discord: while the computer
//! US of alice's game looks ahead (a card play of hers it answers with a run of its own card
//! plays: eleven answers played out, about 4 s in a debug build), bob's commands in another
//! game are answered within Discord's 3 s: his `/lab game resign` confirmation (answered
//! with no deferral) and the `game:` autocomplete (which gives up after 2 s). With the
//! thinking under the bot's one lock, both waited for it: the confirmation came too late
//! and the autocomplete suggested nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::discord_fake;

use common::look_ahead;
use discord_fake::{
    CHANNEL_ID, DEFERRED, REPLY, SUGGESTIONS, THREAD_ID, autocomplete, in_thread, is_callback,
    is_game_over, is_prompt_for, reply, slash, start,
};
use labyrinth_bot::app::{App, Choice, Command, Mode, SeedPolicy};
use labyrinth_engine::Side;
use serde_json::json;

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_games_commands_are_answered_while_the_computer_us_looks_ahead() {
    let (rest, mut gateway, _bot, dir) = start().await;
    let gw = &mut gateway;
    // The games, set up beside the bot on its database: bob's in the test channel's thread,
    // alice's in the channel, up to the command whose computer US looks ahead.
    let (alice, bob) = (format!("<@{ALICE}>"), format!("<@{BOB}>"));
    let mut app = App::open(&dir.path().join("bot.db"))
        .unwrap()
        .with_seed_policy(SeedPolicy::Chosen)
        .thinking_outside();
    let out = app.handle(
        THREAD_ID,
        &bob,
        common::new_game(Mode::Solitaire, Side::Us, 7),
    );
    assert_eq!(common::errors(&out), Vec::<&str>::new());
    let (command, _) = look_ahead::to_the_look_ahead(&mut app, CHANNEL_ID, &alice, 3);
    drop(app);
    let Command::Choose { choices } = command else {
        panic!("alice answers by number: {command:?}");
    };
    let [Choice::Number(n)] = choices.as_slice() else {
        panic!("one answer: {choices:?}");
    };

    // alice's answer: the computer US looks ahead (its first run takes milliseconds).
    let answer = json!([{"name": "answer", "type": 3, "value": n.to_string()}]);
    gw.dispatch("INTERACTION_CREATE", slash("9100", ALICE, "choose", answer))
        .await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;

    // Meanwhile bob, in his game: the confirmation and the autocomplete answer in time.
    let from = rest.requests().len();
    let resign = in_thread(slash("9101", BOB, "game resign", json!([])), THREAD_ID);
    gw.dispatch("INTERACTION_CREATE", resign).await;
    let typed = in_thread(
        autocomplete("9102", BOB, "game abandon", "game", ""),
        THREAD_ID,
    );
    gw.dispatch("INTERACTION_CREATE", typed).await;
    let confirm = rest
        .wait_for(from, "bob's confirmation", |r| is_callback(r, "9101"))
        .await;
    assert!(confirm.status < 300, "late: {confirm:#?}");
    let (kind, private, text) = reply(&confirm);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.starts_with("Resign game #1"), "{text}");
    let suggested = rest
        .wait_for(from, "bob's suggestions", |r| is_callback(r, "9102"))
        .await;
    assert!(suggested.status < 300, "late: {suggested:#?}");
    assert_eq!(suggested.body["type"], SUGGESTIONS);
    assert_eq!(
        suggested.body["data"]["choices"],
        json!([{"name": "#1 Let's Roll!", "value": 1}])
    );

    // alice's answer is done: deferred in time (its thinking takes longer than the bot
    // waits), then the computer US played.
    rest.wait_for(0, "alice's next prompt", |r| {
        is_prompt_for(r, "9100") || is_game_over(r)
    })
    .await;
    let acknowledged = rest
        .wait_for(0, "alice's acknowledgement", |r| is_callback(r, "9100"))
        .await;
    assert!(acknowledged.status < 300, "{acknowledged:#?}");
    assert_eq!(acknowledged.body["type"], DEFERRED);
    let posted = rest
        .requests()
        .iter()
        .any(|r| discord_fake::content(&r.body).contains("🤖 plays #"));
    assert!(posted, "the computer US's card play was posted");
}
