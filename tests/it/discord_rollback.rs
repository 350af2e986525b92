//! `/lab rollback` and `/lab adjust` through the fake gateway: the request is public, the
//! opponent agrees or refuses, and the game still replays exactly.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::discord_fake;

use discord_fake::{CHANNEL_ID, REPLY, reply, send, slash, start};
use labyrinth_bot::app::{App, Choice, Command, Outbound};
use labyrinth_engine::Side;
use serde_json::json;

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

fn key(id: &str) -> String {
    format!("<@{id}>")
}

/// Bob (the Jihadist) answers option 1 through the app on the bot's database until the
/// decision passes to alice: his first card play is done.
fn bob_plays_a_card(app: &mut App) {
    for _ in 0..40 {
        let out = app.handle(
            CHANNEL_ID,
            &key(BOB),
            Command::Choose {
                choices: vec![Choice::Number(1)],
            },
        );
        assert!(
            !out.iter().any(|m| matches!(m, Outbound::Error { .. })),
            "{out:?}"
        );
        let asked = out.iter().rev().find_map(|m| match m {
            Outbound::Prompt { user, .. } => Some(user.clone()),
            _ => None,
        });
        if asked == Some(key(ALICE)) {
            return;
        }
    }
    panic!("the decision never passed to alice");
}

/// Game 1 of the bot's database: its log of `actions` (a rollback's reseed, or an
/// adjustment) replays to its saved state.
fn replayed(db: &std::path::Path, actions: usize) -> labyrinth_bot::store::GameRecord {
    let report = App::open(db).unwrap().replay_game(1).unwrap();
    assert!(report.reproduces);
    assert_eq!(report.actions, actions);
    let mut store = labyrinth_bot::store::Store::open(db).unwrap();
    store.begin().unwrap().game(1).unwrap().unwrap()
}

/// Alice asks to go back to the start of Bob's card play; Bob refuses, she asks again and
/// he agrees. The list is private, the request and both answers public.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rollback_refused_then_agreed() {
    let (rest, mut gateway, bot, dir) = start().await;
    let gw = &mut gateway;
    let new = json!([{"name": "seed", "type": 4, "value": 41}]);
    send(&rest, gw, slash("3301", ALICE, "game new", new)).await;
    send(&rest, gw, slash("3302", BOB, "game join", json!([]))).await;
    let db = dir.path().join("bot.db");
    let mut app = App::open(&db).unwrap();
    bob_plays_a_card(&mut app);

    let list = send(&rest, gw, slash("3303", ALICE, "rollback", json!([]))).await;
    let (kind, private, text) = reply(&list);
    assert_eq!((kind, private), (REPLY, true), "{text}");
    assert!(text.contains("1. turn 1, Jihadist card 1: #"), "{text}");

    let to = json!([{"name": "to", "type": 4, "value": 1}]);
    let ask = send(&rest, gw, slash("3304", ALICE, "rollback", to.clone())).await;
    let (kind, private, text) = reply(&ask);
    assert_eq!((kind, private), (REPLY, false), "{text}");
    assert!(
        text.contains("asks to roll the game back to the start of turn 1, Jihadist card 1"),
        "{text}"
    );
    assert!(!text.contains('#'), "no card named in public: {text}");

    let refuse = json!([{"name": "answer", "type": 4, "value": 1}]);
    let refused = send(&rest, gw, slash("3305", BOB, "rollback", refuse)).await;
    let (kind, private, text) = reply(&refused);
    assert_eq!((kind, private), (REPLY, false), "{text}");
    assert!(text.contains("refuses"), "{text}");

    send(&rest, gw, slash("3306", ALICE, "rollback", to)).await;
    let agree = json!([{"name": "answer", "type": 4, "value": 0}]);
    let agreed = send(&rest, gw, slash("3307", BOB, "rollback", agree)).await;
    let (kind, private, text) = reply(&agreed);
    assert_eq!((kind, private), (REPLY, false), "{text}");
    assert!(text.contains("agrees: the game goes back"), "{text}");
    assert!(!text.contains('#'), "no card named in public: {text}");
    bot.abort();

    let game = replayed(&db, 1);
    assert_eq!(game.state.pending().unwrap().side, Side::Jihadist);
}

/// Alice proposes a Prestige change; Bob refuses, she proposes again and he agrees.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn adjust_refused_then_agreed() {
    let (rest, mut gateway, bot, dir) = start().await;
    let gw = &mut gateway;
    let new = json!([{"name": "seed", "type": 4, "value": 42}]);
    send(&rest, gw, slash("3311", ALICE, "game new", new)).await;
    send(&rest, gw, slash("3312", BOB, "game join", json!([]))).await;

    // `what` is a choice: Discord sends its index (prestige is the first).
    let prestige = json!([{"name": "what", "type": 4, "value": 0},
                          {"name": "value", "type": 3, "value": "5"}]);
    let ask = send(&rest, gw, slash("3313", ALICE, "adjust", prestige.clone())).await;
    let (kind, private, text) = reply(&ask);
    assert_eq!((kind, private), (REPLY, false), "{text}");
    assert!(
        text.contains("proposes a change to the position: Prestige set to 5"),
        "{text}"
    );

    let refuse = json!([{"name": "answer", "type": 4, "value": 1}]);
    let refused = send(&rest, gw, slash("3314", BOB, "adjust", refuse)).await;
    let (kind, private, text) = reply(&refused);
    assert_eq!((kind, private), (REPLY, false), "{text}");
    assert!(text.contains("refuses the change"), "{text}");

    // A change the game cannot hold is refused to its sender only.
    let bad = json!([{"name": "what", "type": 4, "value": 0},
                     {"name": "value", "type": 3, "value": "13"}]);
    let refused = send(&rest, gw, slash("3315", ALICE, "adjust", bad)).await;
    let (kind, private, text) = reply(&refused);
    assert_eq!((kind, private), (REPLY, true), "{text}");
    assert!(text.contains("Prestige 13 is off its track"), "{text}");

    send(&rest, gw, slash("3316", ALICE, "adjust", prestige)).await;
    let agree = json!([{"name": "answer", "type": 4, "value": 0}]);
    let agreed = send(&rest, gw, slash("3317", BOB, "adjust", agree)).await;
    let (kind, private, text) = reply(&agreed);
    assert_eq!((kind, private), (REPLY, false), "{text}");
    assert!(text.contains("agrees to"), "{text}");
    bot.abort();

    let game = replayed(&dir.path().join("bot.db"), 1);
    assert_eq!(game.state.prestige(), 5);
}
