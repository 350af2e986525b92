//! `/lab game claim` through the fake Discord: after the grace period the claimer is asked
//! with three buttons; "Continue against the computer" hands the silent Jihadist seat to
//! the section 9 bot, which plays at once in the channel; the player who left asks for it
//! back with `/lab game retake`, is refused, then let back in.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::discord_fake;

use discord_fake::{
    CHANNEL_ID, DEFERRED, REPLY, UPDATE, component_ids, content, is_followup, is_post_in, message,
    press, reply, send, slash, start,
};
use labyrinth_bot::store::Occupant;
use labyrinth_engine::{Players, Side};
use serde_json::json;

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

/// Make the channel's game look untouched for 8 days.
fn age(db: &std::path::Path) {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.execute(
        "UPDATE games SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-8 days')",
        [],
    )
    .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_claimed_seat_continues_against_the_computer_and_is_retaken_with_consent() {
    let (rest, mut gateway, bot, dir) = start().await;
    let gw = &mut gateway;
    let db = dir.path().join("bot.db");
    send(&rest, gw, slash("7000", ALICE, "game new", json!([]))).await;
    send(&rest, gw, slash("7001", BOB, "game join", json!([]))).await;
    rest.settle(0).await;
    age(&db);

    // The question: three buttons, the third continues against the computer.
    let from = rest.requests().len();
    let asked = send(&rest, gw, slash("7002", ALICE, "game claim", json!([]))).await;
    let (kind, private, text) = reply(&asked);
    assert_eq!((kind, private), (REPLY, true));
    assert!(text.contains("continues against the computer"), "{text}");
    let buttons = component_ids(&asked.body["data"]["components"]);
    assert_eq!(buttons.len(), 3, "{buttons:?}");
    let (button, _) = buttons
        .iter()
        .find(|(id, _)| id.ends_with("/claim-continue"))
        .expect("the continue button");
    let all = rest.settle(from).await;
    // Nothing happens before the press (a board of an earlier command may still arrive).
    assert!(
        !all.iter()
            .any(|r| is_post_in(r, CHANNEL_ID) && content(&r.body).contains("claims")),
        "nothing yet"
    );
    assert_eq!(
        common::load(&db, CHANNEL_ID).state.players,
        Players::TwoPlayer
    );
    let on = message(
        "960000000000000009",
        CHANNEL_ID,
        text,
        asked.body["data"]["components"].clone(),
    );
    let from = rest.requests().len();
    let pressed = send(&rest, gw, press("7003", ALICE, button, &[], on)).await;
    assert_eq!(pressed.body["type"], UPDATE, "{}", pressed.body);
    assert!(content(&pressed.body["data"]).ends_with("→ **Continue against the computer**"));
    // The channel is told, and the bot plays its cards there.
    let told = rest
        .wait_for(from, "the takeover", |r| {
            is_post_in(r, CHANNEL_ID) && content(&r.body).contains("claims the Jihadist seat")
        })
        .await;
    let text = content(&told.body);
    assert!(
        text.contains("section 9") && text.contains("face-down pile"),
        "{text}"
    );
    rest.wait_for(from, "the bot's card play", |r| {
        is_post_in(r, CHANNEL_ID) && content(&r.body).contains("Jihadist plays #")
    })
    .await;
    rest.settle(from).await;
    let game = common::load(&db, CHANNEL_ID);
    assert_eq!(game.state.players, Players::Solitaire);
    assert_eq!(game.state.pending().unwrap().side, Side::Us);

    // The bot's card may have left Alice a question inside its step (its event asks the US):
    // a seat changes hands only between steps (engine `seats.rs`), so she answers first.
    for n in 0.. {
        let state = common::load(&db, CHANNEL_ID).state;
        let mid_step = state.pending.as_ref().is_some_and(|p| {
            p.decision.side == Side::Us
                && (!p.answers.is_empty() || !p.rolls.is_empty() || p.logged > 0)
        });
        if !mid_step {
            break;
        }
        assert!(n < 20, "the step never ended");
        let first = json!([{"name": "answer", "type": 3, "value": "1"}]);
        let from = rest.requests().len();
        send(
            &rest,
            gw,
            slash(&format!("71{n:02}"), ALICE, "choose", first),
        )
        .await;
        rest.settle(from).await;
    }

    // Bob asks for his seat back; Alice refuses, then agrees. Each answer is awaited in full
    // (a deferred one through its follow-up), so the next command never overtakes it.
    let asks = slash("7004", BOB, "game retake", json!([]));
    let (private, text) = answered(&rest, gw, asks, "asks").await;
    assert!(!private, "{text}");
    assert!(
        text.contains(&format!("<@{BOB}> asks to take the Jihadist seat back")),
        "{text}"
    );
    let refuse = json!([{"name": "refuse", "type": 5, "value": true}]);
    let refused = slash("7005", ALICE, "game retake", refuse);
    let (private, text) = answered(&rest, gw, refused, "refuses").await;
    assert!(!private && text.contains("refuses"), "{text}");
    assert_eq!(
        common::load(&db, CHANNEL_ID).jihadist,
        Occupant::Policy("bot".to_string())
    );
    let again = slash("7006", BOB, "game retake", json!([]));
    answered(&rest, gw, again, "asks").await;
    let from = rest.requests().len();
    let agreed = slash("7007", ALICE, "game retake", json!([]));
    let (private, text) = answered(&rest, gw, agreed, "agrees").await;
    assert!(!private, "{text}");
    assert!(text.contains("agrees"), "{text}");
    rest.settle(from).await;
    let game = common::load(&db, CHANNEL_ID);
    assert_eq!(game.jihadist, Occupant::User(format!("<@{BOB}>")));
    assert_eq!(game.state.players, Players::TwoPlayer);
    bot.abort();
    let mut app = labyrinth_bot::app::App::open(&db).unwrap();
    assert!(app.replay_game(game.id).unwrap().reproduces);
}

/// Send one command and return its answer's visibility and text: the reply itself, or,
/// when the reply was deferred (past 1.8 s on a busy machine), the first follow-up or
/// channel post that contains `expect`.
async fn answered(
    rest: &discord_fake::FakeRest,
    gw: &mut discord_fake::FakeGateway,
    payload: serde_json::Value,
    expect: &str,
) -> (bool, String) {
    let id = payload["id"].as_str().unwrap().to_string();
    let from = rest.requests().len();
    let callback = send(rest, gw, payload).await;
    let (kind, private, text) = reply(&callback);
    if kind != DEFERRED {
        return (private, text.to_string());
    }
    let later = rest
        .wait_for(from, "the deferred answer", |r| {
            (is_followup(r, &id) || is_post_in(r, CHANNEL_ID)) && content(&r.body).contains(expect)
        })
        .await;
    (
        discord_fake::is_ephemeral(&later.body),
        content(&later.body).to_string(),
    )
}
