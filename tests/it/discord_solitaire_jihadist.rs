//! Solitaire as the Jihadist against the computer US (`/lab game new mode:solitaire
//! side:jihadist`) through the fake Discord, in a server channel and in a DM: alice presses
//! a seeded choice among each prompt's options until the game ends (or a long stretch of
//! it). The computer US's card plays are public posts with 🤖 reason lines; no public post
//! names a card in alice's hand, a face-down Plot's value or the Available Plots, and the
//! reason lines never do, in the DM either.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::discord_fake;

use std::collections::BTreeSet;
use std::time::Duration;

use discord_fake::{
    CHANNEL_ID, channel_of, content, dm_channel, in_dm, interact, is_game_over, is_prompt_for,
    is_refusal_for, message, options, press, shows_plot_value, slash, start, start_global, texts,
};
use labyrinth_bot::store::Occupant;
use labyrinth_engine::{CardId, Side, VictoryReason};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";

fn label(card: CardId) -> String {
    format!("#{} {}", card.number(), card.name())
}

/// `line` names none of `held`, no face-down Plot value and not the Available Plots. A line
/// about a marker names the marker's card wherever that card is.
fn assert_hidden(line: &str, held: &BTreeSet<CardId>, where_: &str) {
    if !line.to_lowercase().contains("marker") {
        for card in held {
            assert!(
                !line.contains(&label(*card)),
                "{where_}: names {}, in alice's hand: {line}",
                label(*card)
            );
        }
    }
    assert!(!line.contains("Available Plots"), "{where_}: {line}");
    let revealed =
        line.contains("resolve") || line.contains("blocked") || line.contains("Available.");
    assert!(
        !shows_plot_value(line) || revealed,
        "{where_}: a Plot value: {line}"
    );
}

/// alice plays the Jihadist in `channel` (a DM when `dm`) for at most `limit` presses.
async fn jihadist_solitaire(dm: bool, seed: u64, limit: usize) {
    let (rest, mut gateway, bot, dir) = if dm {
        start_global().await
    } else {
        start().await
    };
    let gw = &mut gateway;
    let channel = if dm {
        dm_channel(ALICE)
    } else {
        CHANNEL_ID.to_string()
    };
    let here = |payload: Value| if dm { in_dm(payload, ALICE) } else { payload };
    let db = dir.path().join("bot.db");
    let new = json!([{"name": "mode", "type": 4, "value": 1},
                     {"name": "side", "type": 4, "value": 1},
                     {"name": "seed", "type": 4, "value": seed}]);
    let payload = here(slash("8000", ALICE, "game new", new));
    let mut prompt = interact(&rest, gw, payload, |r| is_prompt_for(r, "8000")).await;
    let game = common::load(&db, &channel);
    assert_eq!(game.us, Occupant::Policy("us".to_string()));
    assert_eq!(game.jihadist, Occupant::User(format!("<@{ALICE}>")));

    // Where each command's requests begin, and alice's hand after each command.
    let hand = |db: &std::path::Path| -> BTreeSet<CardId> {
        let state = common::load(db, &channel).state.current();
        state.hands.jihadist.iter().copied().collect()
    };
    let mut marks = vec![0];
    let mut hands = vec![hand(&db)];
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut tried = BTreeSet::new();
    let mut presses = 0;
    let mut over = false;
    while !over && presses < limit {
        let listed = options(&prompt);
        let n = rng.random_range(0..listed.len());
        if !tried.insert(n) {
            assert!(tried.len() < listed.len(), "every option was refused");
            continue;
        }
        let (custom_id, value) = &listed[n];
        let values: Vec<&str> = value.iter().map(String::as_str).collect();
        let on = message(
            prompt.response["id"]
                .as_str()
                .unwrap_or("960000000000000001"),
            &channel,
            content(&prompt.body),
            prompt.body["components"].clone(),
        );
        presses += 1;
        let id = (8000 + presses).to_string();
        marks.push(rest.requests().len());
        let payload = here(press(&id, ALICE, custom_id, &values, on));
        let outcome = interact(&rest, gw, payload, |r| {
            is_prompt_for(r, &id) || is_refusal_for(r, &id) || is_game_over(r)
        })
        .await;
        assert!(
            !is_refusal_for(&outcome, &id),
            "option {value:?} of {custom_id} refused: {:#}",
            outcome.body
        );
        hands.push(hand(&db));
        tried.clear();
        if is_prompt_for(&outcome, &id) {
            prompt = outcome;
        } else {
            over = true;
        }
    }
    let all = rest.settle(0).await;
    marks.push(all.len());
    let game = common::load(&db, &channel);
    assert!(over == game.state.outcome.is_some(), "{presses} presses");
    // Nothing went elsewhere: every channel request is the game's (or alice's DM).
    for r in &all {
        if let Some(to) = channel_of(r) {
            assert!(to == channel || to == dm_channel(ALICE), "{}", r.path);
        }
    }

    // No hidden information in public: a post in the game's channel during command k (or
    // delivered late, in the next) names no card alice held from command k-2 to k. In a
    // DM every post is alice's own, so only the computer's reason lines are scanned.
    let mut reasons = 0;
    let mut named_privately = false;
    for (k, window) in marks.windows(2).enumerate() {
        let recent = &hands[k.saturating_sub(2)..=k.min(hands.len() - 1)];
        let mut held = recent[0].clone();
        for h in recent {
            held = held.intersection(h).copied().collect();
        }
        for r in &all[window[0]..window[1]] {
            let public = !dm && channel_of(r) == Some(CHANNEL_ID);
            for text in texts(r) {
                for line in text.lines() {
                    let reason = line.starts_with("🤖");
                    reasons += usize::from(reason && channel_of(r) == Some(&channel));
                    if public || reason {
                        assert_hidden(line, &held, &r.path);
                    } else if held.iter().any(|c| line.contains(&label(*c))) {
                        named_privately = true;
                    }
                }
            }
        }
    }
    assert!(reasons > 5, "{reasons} reason lines posted");
    assert!(named_privately, "alice was shown her hand");
    assert!(
        all.iter().flat_map(texts).any(|t| t.contains("US plays #")),
        "the computer US played"
    );
    // Its last turns are looked ahead (sim/lookahead.rs), in a two-player game too.
    let looked = all
        .iter()
        .flat_map(texts)
        .filter(|t| t.contains("games played out to the end"))
        .count();
    let unseen = game.state.draw_pile.len() + game.state.hands.jihadist.len();
    if game
        .state
        .outcome
        .is_some_and(|o| o.reason == VictoryReason::EndOfDeck)
        || unseen <= 20
    {
        assert!(
            looked > 0,
            "no look-ahead reason line ({unseen} cards unseen)"
        );
    }
    eprintln!(
        "seed {seed} ({}): {presses} presses, {} requests, {looked} looked ahead, {unseen} unseen, {:?}",
        if dm { "DM" } else { "channel" },
        all.len(),
        game.state.outcome
    );
    bot.abort();
    let mut app = labyrinth_bot::app::App::open(&db).unwrap();
    assert!(app.replay_game(game.id).unwrap().reproduces);
    assert_eq!(
        game.state.pending().map_or(Side::Jihadist, |d| d.side),
        Side::Jihadist
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jihadist_solitaire_in_a_channel() {
    let played = jihadist_solitaire(false, 4, 400);
    tokio::time::timeout(Duration::from_secs(400), played)
        .await
        .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jihadist_solitaire_in_a_dm() {
    let played = jihadist_solitaire(true, 7, 400);
    tokio::time::timeout(Duration::from_secs(400), played)
        .await
        .expect("in time");
}
