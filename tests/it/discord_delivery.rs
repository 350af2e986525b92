//! Delivery after a committed command (issue "Nothing hidden can be learned, and a failure
//! never leaves a game stuck"): the interaction is answered first, each message is sent on
//! its own, and a message Discord refuses is reported to the player (what was done, what
//! could not be delivered, how to get it again) instead of "nothing was changed".
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::discord_fake;

use discord_fake::{
    CHANNEL_ID, autocomplete, component_ids, content, is_callback, is_ephemeral, is_followup,
    is_post_in, slash, start,
};
use serde_json::json;

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_card_post_does_not_stop_the_prompt_and_is_reported() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;
    // Alice opens a two-player game as the US; Bob joins as the Jihadist, who moves first.
    gw.dispatch(
        "INTERACTION_CREATE",
        slash(
            "6001",
            ALICE,
            "game new",
            json!([{"name": "seed", "type": 4, "value": 3}]),
        ),
    )
    .await;
    rest.wait_for(0, "the reply to new", |r| is_callback(r, "6001"))
        .await;
    let from = rest.settle(0).await.len();
    gw.dispatch(
        "INTERACTION_CREATE",
        slash("6002", BOB, "game join", json!([])),
    )
    .await;
    rest.wait_for(from, "the reply to join", |r| is_callback(r, "6002"))
        .await;
    let from = rest.settle(from).await.len() + from;
    gw.dispatch(
        "INTERACTION_CREATE",
        autocomplete("6003", BOB, "play", "card", ""),
    )
    .await;
    let cards = rest
        .wait_for(from, "Bob's cards", |r| is_callback(r, "6003"))
        .await;
    let card = cards.body["data"]["choices"][0]["value"]
        .as_str()
        .unwrap()
        .to_string();

    // The bot may no longer post in the channel (a permission was taken away).
    rest.refuse_posts(CHANNEL_ID);
    let from = rest.requests().len();
    let options = json!([{"name": "card", "type": 3, "value": card}]);
    gw.dispatch("INTERACTION_CREATE", slash("6004", BOB, "ops", options))
        .await;
    let all = rest.settle(from).await;
    // The interaction is answered before anything is posted in the channel: with Bob's
    // next prompt (which operation), though the card's post comes first in order.
    let answered = all.iter().position(|r| is_callback(r, "6004")).unwrap();
    let posted = all.iter().position(|r| is_post_in(r, CHANNEL_ID)).unwrap();
    assert!(answered < posted, "{all:#?}");
    let reply = &all[answered].body["data"];
    assert!(is_ephemeral(reply));
    assert!(!component_ids(&reply["components"]).is_empty(), "{reply}");
    // The card's post was refused…
    let followups: Vec<&discord_fake::Request> =
        all.iter().filter(|r| is_followup(r, "6004")).collect();
    // …and is told what could not be delivered, and how to get it again.
    let note = followups
        .iter()
        .map(|r| content(&r.body))
        .find(|text| text.contains("could not deliver"))
        .unwrap_or_else(|| panic!("{all:#?}"));
    assert!(note.contains("the card play's lines"), "{note}");
    assert!(note.contains("/lab resend"), "{note}");
    assert!(note.contains("done and the game is saved"), "{note}");
    assert!(
        !all.iter()
            .any(|r| r.body.to_string().contains("nothing was changed")),
        "{all:#?}"
    );
    bot.abort();
}

/// Issue "Nothing hidden can be learned III": Discord makes the first follow-up after a
/// public deferral an edit of it, in public whatever its flags. `/lab board` defers in public
/// (the picture takes time); when every edit of that reply fails, the note only the player
/// may read (what could not be delivered) must not go out as that follow-up: it comes by DM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_private_follows_a_public_deferral() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;
    let new = json!([{"name": "mode", "type": 4, "value": 1},
                     {"name": "seed", "type": 4, "value": 3}]);
    gw.dispatch("INTERACTION_CREATE", slash("6101", ALICE, "game new", new))
        .await;
    rest.wait_for(0, "the reply to new", |r| is_callback(r, "6101"))
        .await;
    rest.settle(0).await;
    rest.fail("PATCH", "/api/v10/webhooks/", 500);
    let from = rest.requests().len();
    gw.dispatch(
        "INTERACTION_CREATE",
        slash("6102", ALICE, "board", json!([])),
    )
    .await;
    rest.wait_for(from, "the public deferral", |r| is_callback(r, "6102"))
        .await;
    let note = "could not deliver";
    // The player is told by DM (once the failing edits have been given up).
    let dm = format!(
        "/api/v10/channels/{}/messages",
        discord_fake::dm_channel(ALICE)
    );
    rest.wait_for(from, "the note by DM", |r| {
        r.path == dm && content(&r.body).contains(note)
    })
    .await;
    rest.settle(from).await;
    let shown = rest.with(|d| d.shown.clone());
    let public: Vec<&str> = shown
        .iter()
        .filter(|m| !m.ephemeral && m.channel == CHANNEL_ID)
        .map(|m| m.content.as_str())
        .collect();
    assert!(
        !public.iter().any(|c| c.contains(note)),
        "the private note became public: {public:?}"
    );
    bot.abort();
}

/// An app added without the `bot` scope (issue "The first week on a real server"), or whose
/// bot left the server, while a game runs: every post in the channel fails with 50001, and
/// the player is told what to fix, with the invite link that adds the bot.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_not_in_the_server_says_how_to_add_it() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let gw = &mut gateway;
    let seed = json!([{"name": "seed", "type": 4, "value": 3}]);
    gw.dispatch("INTERACTION_CREATE", slash("6101", ALICE, "game new", seed))
        .await;
    rest.wait_for(0, "the reply to new", |r| is_callback(r, "6101"))
        .await;
    let from = rest.settle(0).await.len();
    gw.dispatch(
        "INTERACTION_CREATE",
        slash("6102", BOB, "game join", json!([])),
    )
    .await;
    rest.wait_for(from, "the reply to join", |r| is_callback(r, "6102"))
        .await;
    let from = rest.settle(from).await.len() + from;
    gw.dispatch(
        "INTERACTION_CREATE",
        autocomplete("6103", BOB, "play", "card", ""),
    )
    .await;
    let cards = rest
        .wait_for(from, "Bob's cards", |r| is_callback(r, "6103"))
        .await;
    let card = cards.body["data"]["choices"][0]["value"]
        .as_str()
        .unwrap()
        .to_string();

    rest.with(|d| d.no_bot = true);
    let from = rest.requests().len();
    let options = json!([{"name": "card", "type": 3, "value": card}]);
    gw.dispatch("INTERACTION_CREATE", slash("6104", BOB, "ops", options))
        .await;
    let all = rest.settle(from).await;
    let invite =
        labyrinth_bot::discord::permissions::invite_url(discord_fake::APP_ID.parse().unwrap());
    let note = all
        .iter()
        .filter(|r| is_followup(r, "6104"))
        .map(|r| content(&r.body))
        .find(|text| text.contains("could not deliver"))
        .unwrap_or_else(|| panic!("{all:#?}"));
    assert!(note.contains("without the `bot` scope"), "{note}");
    assert!(note.contains("the game is kept"), "{note}");
    assert!(note.contains(&invite), "{note}");
    bot.abort();
}

/// "JSON Error Codes": 40003, opening DMs too fast, is a rate limit: the refused DM goes
/// again after a wait, and the command's other messages do not wait for it (its later
/// channel post arrives before the DM sent again); nothing says the DMs are closed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_refused_too_fast_holds_up_none_of_the_commands_other_messages() {
    let (rest, mut gateway, bot, _dir) = start().await;
    let options = json!([{"name": "side", "type": 4, "value": 1},
                         {"name": "seed", "type": 4, "value": 3}]);
    discord_fake::send(&rest, &mut gateway, slash("6101", BOB, "game new", options)).await;
    let from = rest.settle(0).await.len();
    // Alice joins: her hand is dealt by DM, then the game's post, then Bob's prompt.
    rest.dms_too_fast(ALICE, 1);
    let join = slash("6102", ALICE, "game join", json!([]));
    gateway.dispatch("INTERACTION_CREATE", join).await;
    let all = rest
        .settle_for(from, std::time::Duration::from_millis(2500))
        .await;
    let to_alice = discord_fake::dm_channel(ALICE);
    let dm = |status: u16| {
        all.iter()
            .position(|r| is_post_in(r, &to_alice) && r.status == status)
    };
    let refused = dm(403).expect("Alice's DM refused once");
    let sent = dm(200).expect("and sent again");
    let last_post = all
        .iter()
        .rposition(|r| is_post_in(r, CHANNEL_ID))
        .expect("a channel post");
    assert!(
        refused < last_post && last_post < sent,
        "refused {refused}, last channel post {last_post}, sent {sent}: {all:#?}"
    );
    assert!(
        !all.iter()
            .any(|r| is_post_in(r, CHANNEL_ID) && !component_ids(&r.body["components"]).is_empty()),
        "no \"show my hand\" notice: {all:#?}"
    );
    bot.abort();
}
