//! Whole games in Russian through the fake Discord (issue "Русский"): a solitaire game in a
//! DM with the bot and a two-player game in a server channel, every interaction from a
//! client in Russian (`locale: ru`, the server's preferred locale `ru`), no `language:`
//! given. Each decision is answered by its player with `/lab choose` (a seeded choice among
//! its options); the players look at the board, their hand, a card, a country and the log
//! on the way. Every request the bot makes (channel posts, DMs, interaction replies and
//! their edits, ephemeral or not: content, embeds and components' labels) is scanned by the
//! one English detector (`common::english`); the test fails with the lines that hold English.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::discord_fake;

use std::path::Path;
use std::time::Duration;

use common::english::Scan;
use discord_fake::{
    CHANNEL_ID, FakeGateway, FakeRest, Request, dm_channel, in_dm, send, slash, start,
    start_global, texts,
};
use labyrinth_bot::render::option_numbers;
use labyrinth_bot::store::{GameRecord, Status};
use labyrinth_engine::Side;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

/// Where the game is played: alice's DM with the bot, or the server's test channel.
#[derive(Clone, Copy, PartialEq)]
enum Place {
    Dm,
    Server,
}

/// An interaction from a client in Russian, in the DM or the server channel.
fn russian(payload: Value, user: &str, place: Place) -> Value {
    let mut payload = match place {
        Place::Dm => in_dm(payload, user),
        Place::Server => payload,
    };
    payload["locale"] = json!("ru");
    if place == Place::Server {
        payload["guild_locale"] = json!("ru");
    }
    payload
}

/// The game's channel: alice's DM or the server channel.
fn channel(place: Place) -> String {
    match place {
        Place::Dm => dm_channel(ALICE),
        Place::Server => CHANNEL_ID.to_string(),
    }
}

fn load(db: &Path, place: Place) -> GameRecord {
    common::load(db, &channel(place))
}

/// The players' looks around, `(subcommand, options)`, one every few answers.
fn looks() -> Vec<(&'static str, Value)> {
    vec![
        ("board", json!([])),
        ("hand", json!([])),
        ("card", json!([{"name": "card", "type": 3, "value": "92"}])),
        ("card", json!([{"name": "card", "type": 3, "value": "17"}])),
        (
            "country",
            json!([{"name": "country", "type": 3, "value": "pakistan"}]),
        ),
        ("log", json!([])),
        ("help", json!([])),
        ("catchup", json!([])),
    ]
}

/// Wait (up to a minute) until the saved game has moved past `version` or ended.
async fn moved(db: &Path, place: Place, version: i64) -> GameRecord {
    for _ in 0..2400 {
        let game = load(db, place);
        if game.version > version || game.status == Status::Finished {
            return game;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("the game did not move past version {version}");
}

/// One whole game: `new` by alice (and `join` by bob in the server), then every decision
/// answered with `/lab choose N` by its player until the game ends. Returns every request
/// the bot made.
async fn russian_game(
    rest: &FakeRest,
    gw: &mut FakeGateway,
    db: &Path,
    place: Place,
    seed: u64,
    limit: usize,
) -> Vec<Request> {
    let mut id = 7000u64;
    let mut next_id = || {
        id += 1;
        id.to_string()
    };
    let mut new = json!([{"name": "seed", "type": 4, "value": seed}]);
    if place == Place::Dm {
        // Solitaire (the default is two players).
        new.as_array_mut()
            .unwrap()
            .push(json!({"name": "mode", "type": 4, "value": 1}));
    }
    let new = russian(slash(&next_id(), ALICE, "game new", new), ALICE, place);
    send(rest, gw, new).await;
    let mut game = moved(db, place, 0).await;
    if place == Place::Server {
        let join = russian(slash(&next_id(), BOB, "game join", json!([])), BOB, place);
        send(rest, gw, join).await;
        game = moved(db, place, game.version).await;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut looks = looks().into_iter();
    let mut answers = 0;
    while game.status != Status::Finished {
        assert!(answers < limit, "no end within {limit} answers");
        let decision = game.state.pending().expect("a decision is pending").clone();
        let user = match decision.side {
            Side::Us => ALICE,
            Side::Jihadist => {
                assert!(place == Place::Server, "the bot's decision: {decision:?}");
                BOB
            }
        };
        if answers % 30 == 15
            && let Some((sub, options)) = looks.next()
        {
            send(
                rest,
                gw,
                russian(slash(&next_id(), user, sub, options), user, place),
            )
            .await;
        }
        let numbers = option_numbers(&decision.options);
        let n = numbers[rng.random_range(0..numbers.len())];
        let answer = json!([{"name": "answer", "type": 3, "value": n.to_string()}]);
        let choose = russian(slash(&next_id(), user, "choose", answer), user, place);
        send(rest, gw, choose).await;
        answers += 1;
        game = moved(db, place, game.version).await;
    }
    assert!(game.state.outcome.is_some());
    // The game-over board (its picture takes a while to draw), then whatever is left.
    rest.wait_for(0, "the game-over line", |r| {
        texts(r).iter().any(|t| t.contains("🏁"))
    })
    .await;
    let final_board = russian(slash(&next_id(), ALICE, "board", json!([])), ALICE, place);
    send(rest, gw, final_board).await;
    eprintln!("{answers} answers, {:?}", game.state.outcome);
    rest.settle(0).await
}

/// Every text of every request, scanned; the request's method and path say where it went.
fn scan(requests: &[Request]) -> Scan {
    let mut scan = Scan::new(&[]);
    for r in requests {
        let what = format!("{} {}", r.method, r.path);
        for text in texts(r) {
            scan.text(&what, &text);
        }
    }
    scan
}

/// Solitaire in alice's DM: the US against the section-9 bot. Without a server, the game's
/// language is alice's own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_solitaire_game_in_russian_in_a_dm() {
    let (rest, mut gateway, bot, dir) = start_global().await;
    let db = dir.path().join("bot.db");
    let game = russian_game(&rest, &mut gateway, &db, Place::Dm, 3, 3_000);
    let requests = tokio::time::timeout(Duration::from_secs(600), game)
        .await
        .expect("the game ends in time");
    bot.abort();
    scan(&requests).assert_russian("solitaire in a DM");
}

/// Two players in the server channel: alice the US, bob the Jihadist; the game's language
/// is the server's preferred one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_two_player_game_in_russian_in_a_server() {
    let (rest, mut gateway, bot, dir) = start().await;
    let db = dir.path().join("bot.db");
    let game = russian_game(&rest, &mut gateway, &db, Place::Server, 7, 6_000);
    let requests = tokio::time::timeout(Duration::from_secs(900), game)
        .await
        .expect("the game ends in time");
    bot.abort();
    scan(&requests).assert_russian("two players in a server");
}
