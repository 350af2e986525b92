//! A whole solitaire game against the rules' section-9 Jihadist bot in a DM with the bot,
//! through the fake Discord (issue 14): alice answers every prompt by pressing one of its
//! buttons or choosing in its select menu (a seeded choice) until the game-over board is
//! posted in the DM. Nothing ever goes to a guild channel or a thread, and no message,
//! embed or component names a card that stayed in the bot's face-down pile, a face-down
//! Plot's value or the Available Plots.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::discord_fake;

use std::collections::BTreeSet;
use std::path::Path;
use std::time::{Duration, Instant};

use discord_fake::{
    Request, channel_of, content, dm_channel, in_dm, interact, is_game_over, is_post_in,
    is_prompt_for, is_refusal_for, message, options, press, shows_plot_value, slash, start_global,
    texts,
};
use labyrinth_bot::store::{GameRecord, Status};
use labyrinth_engine::{CardId, Marker, Scenario};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";

/// After one command: the bot's face-down pile (the Jihadist hand) in the DM's game, as
/// saved, and the cards of the markers in play.
struct Snapshot {
    pile: BTreeSet<CardId>,
    markers: BTreeSet<CardId>,
}

fn snapshot(db: &Path, dm: &str) -> Snapshot {
    let state = common::load(db, dm).state.current();
    let present: BTreeSet<Marker> = state
        .markers
        .iter()
        .chain(state.countries.iter().flat_map(|c| c.markers.iter()))
        .copied()
        .collect();
    Snapshot {
        pile: state.hands.jihadist.iter().copied().collect(),
        // #84 Leak flips a marker: its line still names the card.
        markers: Marker::ALL
            .into_iter()
            .filter(|m| present.contains(m) || m.leaked().is_some_and(|l| present.contains(&l)))
            .map(Marker::card)
            .collect(),
    }
}

/// No text names a card held in the bot's pile throughout `held`, or a Plot's value, or the
/// Available Plots. `shown`: an event showed the pile to the US (#17 FSB) and said so.
/// Allowed: the card alice gave the bot (#97 Fatwa), told to her; a line about a marker
/// names the marker's card (`markers`) wherever that card is.
fn assert_no_leak(
    request: &Request,
    held: &BTreeSet<CardId>,
    markers: &BTreeSet<CardId>,
    shown: bool,
) {
    for text in texts(request) {
        for line in text.lines() {
            let gave = line.contains("US gives #") && line.ends_with(" to the Jihadist.");
            if line.starts_with("The Jihadist hand, shown to the US: ") {
                assert!(shown, "the bot's pile shown unannounced: {line}");
                continue;
            }
            let about_marker = line.to_lowercase().contains("marker");
            for card in held {
                if gave || (about_marker && markers.contains(card)) {
                    continue;
                }
                let label = format!("#{} {}", card.number(), card.name());
                assert!(
                    !line.contains(&label),
                    "{} {} names {label}, in the bot's pile: {line}",
                    request.method,
                    request.path
                );
            }
            assert!(!line.contains("Available Plots"), "{line}");
            // A marker's lasting effect quotes card text ("…any WMD Plot placed…").
            let scanned = match line.split_once(": ") {
                Some((head, _)) if head.contains("Marker ") && head.contains(" placed") => head,
                _ => line,
            };
            let names_value = shows_plot_value(scanned);
            let revealed =
                line.contains("resolve") || line.contains("blocked") || line.contains("Available.");
            assert!(!names_value || revealed, "a Plot value: {line}");
        }
    }
}

/// One whole solitaire game in alice's DM (`new` with `extra` options, a seed and a seeded
/// choice of answers); returns the finished game.
async fn solitaire_in_a_dm(extra: Value, seed: u64, choices: u64, limit: usize) -> GameRecord {
    let started = Instant::now();
    let (rest, mut gateway, bot, dir) = start_global().await;
    let gw = &mut gateway;
    let dm = dm_channel(ALICE);
    let db = dir.path().join("bot.db");

    let mut options_json = json!([{"name": "mode", "type": 4, "value": 1},
                                  {"name": "seed", "type": 4, "value": seed}]);
    options_json
        .as_array_mut()
        .unwrap()
        .extend(extra.as_array().unwrap().iter().cloned());
    let new = in_dm(slash("6000", ALICE, "game new", options_json), ALICE);
    let mut prompt = interact(&rest, gw, new, |r| is_prompt_for(r, "6000")).await;
    // Where each command's requests begin, and the bot's pile after each command.
    let mut marks = vec![0];
    let mut piles = vec![snapshot(&db, &dm)];
    let mut rng = ChaCha8Rng::seed_from_u64(choices);
    let mut presses = 0;
    // How many answers were a button, how many a select menu's value.
    let (mut buttons, mut menus) = (0, 0);
    let mut tried = BTreeSet::new();
    let mut over = false;
    while !over {
        assert!(presses < limit, "no end within {limit} presses");
        let listed = options(&prompt);
        // A forced move is answered by the app and never prompted.
        assert!(listed.len() >= 2, "{:#}", prompt.body);
        let n = rng.random_range(0..listed.len());
        if !tried.insert(n) {
            assert!(tried.len() < listed.len(), "every option was refused");
            continue;
        }
        let (custom_id, value) = &listed[n];
        let values: Vec<&str> = value.iter().map(String::as_str).collect();
        if value.is_some() {
            menus += 1;
        } else {
            buttons += 1;
        }
        let on = message(
            prompt.response["id"]
                .as_str()
                .unwrap_or("960000000000000001"),
            &dm,
            content(&prompt.body),
            prompt.body["components"].clone(),
        );
        presses += 1;
        let id = (6000 + presses).to_string();
        marks.push(rest.requests().len());
        let payload = in_dm(press(&id, ALICE, custom_id, &values, on), ALICE);
        let outcome = interact(&rest, gw, payload, |r| {
            is_prompt_for(r, &id) || is_refusal_for(r, &id) || is_game_over(r)
        })
        .await;
        if is_refusal_for(&outcome, &id) {
            // A listed option refused is an engine bug.
            panic!(
                "option {value:?} of {custom_id} refused: {:#}",
                outcome.body
            );
        }
        piles.push(snapshot(&db, &dm));
        tried.clear();
        if is_prompt_for(&outcome, &id) {
            prompt = outcome;
        } else {
            over = true;
        }
    }
    // The game-over board comes last (its picture takes a while to draw).
    rest.wait_for(0, "the game-over board", |r| {
        is_post_in(r, &dm)
            && r.body["embeds"][0]["title"]
                .as_str()
                .is_some_and(|t| t.ends_with("game over"))
    })
    .await;
    let all = rest.settle(0).await;
    let game = common::load(&db, &dm);
    assert_eq!(game.status, Status::Finished);
    let outcome = game.state.outcome.expect("an outcome");

    // The game-over board is posted in the DM.
    let boards: Vec<&Request> = all
        .iter()
        .filter(|r| {
            is_post_in(r, &dm) && r.body["embeds"].as_array().is_some_and(|e| !e.is_empty())
        })
        .collect();
    let last = boards.last().expect("a board in the DM");
    let title = last.body["embeds"][0]["title"].as_str().unwrap();
    assert!(title.ends_with("game over"), "{title}");
    assert!(
        all.iter()
            .any(|r| is_post_in(r, &dm) && content(&r.body).contains("🏁 Game over")),
        "the game-over line in the DM"
    );

    // Nothing went to a guild channel or a thread: every channel request is the DM's.
    for r in &all {
        if let Some(channel) = channel_of(r) {
            assert_eq!(channel, dm, "{} {} {}", r.method, r.path, r.body);
        }
        assert!(!r.path.contains("/threads"), "{}", r.path);
    }

    // No hidden information: a request in command k's window (or delivered late, in the
    // next one) names no card that stayed in the bot's pile from command k-2 to k.
    marks.push(all.len());
    let shown = all.iter().any(|r| {
        texts(r)
            .iter()
            .any(|t| t.contains("US looks at the Jihadist hand."))
    });
    for (k, window) in marks.windows(2).enumerate() {
        let requests = &all[window[0]..window[1]];
        // A card the bot played and took back from the discard pile (#117 Oil Price Spike)
        // went through public places.
        let retaken = |card: &CardId| {
            let takes = format!(" takes #{} {} (", card.number(), card.name());
            requests.iter().flat_map(texts).any(|t| {
                t.lines()
                    .any(|l| l.contains(&takes) && l.ends_with(" into hand."))
            })
        };
        let recent = &piles[k.saturating_sub(2)..=k];
        let mut held = recent[0].pile.clone();
        let mut markers = BTreeSet::new();
        for snapshot in recent {
            held = held.intersection(&snapshot.pile).copied().collect();
            markers.extend(snapshot.markers.iter().copied());
        }
        held.retain(|card| !retaken(card));
        for r in requests {
            assert_no_leak(r, &held, &markers, shown);
        }
    }
    // The scan saw the game: alice's hand was named to her, the bot's cards as it played them.
    let named = all
        .iter()
        .flat_map(texts)
        .filter(|t| t.contains("Jihadist plays #"))
        .count();
    assert!(named > 10, "{named} texts with the bot's plays");
    assert!(buttons > 0 && menus > 0, "{buttons} buttons, {menus} menus");
    eprintln!(
        "seed {seed}: {presses} presses ({buttons} buttons, {menus} menus), {} requests, \
         {outcome:?}, {:.1?}",
        all.len(),
        started.elapsed()
    );
    bot.abort();
    // The game replays from its seed and the presses.
    let mut app = labyrinth_bot::app::App::open(&db).unwrap();
    assert!(app.replay_game(game.id).unwrap().reproduces);
    game
}

/// Let's Roll! (the default scenario).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_solitaire_game_in_a_dm() {
    let game = solitaire_in_a_dm(json!([]), 3, 1, 2_000);
    let game = tokio::time::timeout(Duration::from_secs(300), game)
        .await
        .expect("the game ends in time");
    assert_eq!(game.spec.scenario, Scenario::LetsRoll);
}

/// Mission Accomplished? (scenario 3) with the optional 9.2 mini-decks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_solitaire_game_with_mini_decks_in_a_dm() {
    let extra = json!([{"name": "scenario", "type": 4, "value": 3},
                       {"name": "mini_decks", "type": 5, "value": true}]);
    let game = solitaire_in_a_dm(extra, 6, 3, 2_000);
    let game = tokio::time::timeout(Duration::from_secs(300), game)
        .await
        .expect("the game ends in time");
    assert_eq!(game.spec.scenario, Scenario::MissionAccomplished);
    assert!(game.spec.mini_decks && game.state.mini_decks);
}
