//! The reminder task's delivery against the fake Discord: a DM, or when the player's DMs are
//! closed a message in the game's channel that pings that player only.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::discord_fake;

use chrono::{DateTime, Duration, Utc};
use common::{Table, new_game};
use discord_fake::{CHANNEL_ID, FakeRest, content, dm_channel, is_post_in};
use labyrinth_bot::app::{Command, Mode};
use labyrinth_bot::discord::deliver_reminder;
use labyrinth_bot::store::parse_time;
use labyrinth_engine::Side;

const ALICE: &str = "940000000000000011";
const BOB: &str = "940000000000000022";

fn t0() -> DateTime<Utc> {
    parse_time("2026-12-01T12:00:00Z").unwrap()
}

fn key(id: &str) -> String {
    format!("<@{id}>")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_is_a_dm_or_a_mention_in_the_channel_when_dms_are_closed() {
    let rest = FakeRest::start("ws://127.0.0.1:9".to_string()).await;
    let http = rest.http();
    let mut table = Table::new();
    table.app.set_clock(Some(t0()));
    // Game 1 waits for Bob (the Jihadist); game 2, elsewhere, for Alice.
    table.send_in(
        CHANNEL_ID,
        &key(ALICE),
        new_game(Mode::TwoPlayer, Side::Us, 1),
    );
    table.send_in(CHANNEL_ID, &key(BOB), Command::Join);
    // Bob picks a card and has not chosen how to use it: the card is still his secret.
    let picked = common::load(&table.path, CHANNEL_ID)
        .state
        .pending()
        .unwrap()
        .options[0];
    let labyrinth_engine::Answer::Card(picked) = picked else {
        panic!("{picked:?}")
    };
    let out = table.send_in(CHANNEL_ID, &key(BOB), common::choose(1));
    assert!(common::errors(&out).is_empty(), "{out:?}");
    table.send_in(
        "930000000000000001",
        &key(BOB),
        new_game(Mode::TwoPlayer, Side::Us, 2),
    );
    table.send_in("930000000000000001", &key(ALICE), Command::Join);
    let at = t0() + Duration::hours(24);
    let due = table.app.due_reminders(at).unwrap();
    assert_eq!(due.len(), 2, "{due:?}");

    rest.close_dms(BOB);
    for reminder in &due {
        assert!(deliver_reminder(&http, reminder).await, "{reminder:?}");
        assert!(table.app.reminder_sent(reminder, at).unwrap());
    }
    assert!(table.app.due_reminders(at).unwrap().is_empty());
    let requests = rest.requests();
    // Alice: a DM, pinging nobody.
    let dm = requests
        .iter()
        .find(|r| is_post_in(r, &dm_channel(ALICE)))
        .unwrap_or_else(|| panic!("{requests:#?}"));
    assert!(
        content(&dm.body).starts_with("⏰ Reminder: game #2"),
        "{dm:?}"
    );
    assert!(
        content(&dm.body).contains("<#930000000000000001>"),
        "{dm:?}"
    );
    assert_eq!(dm.body["allowed_mentions"]["users"], serde_json::json!([]));
    // Bob's DM is refused: the game's channel, pinging Bob alone.
    let post = requests
        .iter()
        .find(|r| is_post_in(r, CHANNEL_ID))
        .unwrap_or_else(|| panic!("{requests:#?}"));
    let text = content(&post.body);
    assert!(
        text.starts_with(&format!("<@{BOB}>: ⏰ Reminder: game #1")),
        "{text}"
    );
    assert_eq!(
        post.body["allowed_mentions"]["users"],
        serde_json::json!([BOB])
    );
    assert!(!text.contains(&format!("<@{ALICE}>")), "{text}");
    // Issue 40: the channel reads what it has seen, never the card Bob picked.
    assert!(
        text.contains("choose how to use the card they picked"),
        "{text}"
    );
    assert!(!text.contains(&format!("#{} ", picked.number())), "{text}");
    assert!(!text.contains(picked.name()), "{text}");
}

/// Discord refusing a DM with 40003 (DMs opened too fast) is a rate limit, not closed DMs:
/// the reminder goes as a DM after a wait, and the channel sees nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_opened_too_fast_is_sent_again_not_taken_for_closed_dms() {
    let rest = FakeRest::start("ws://127.0.0.1:9".to_string()).await;
    let http = rest.http();
    let mut table = Table::new();
    table.app.set_clock(Some(t0()));
    table.send_in(
        CHANNEL_ID,
        &key(ALICE),
        new_game(Mode::TwoPlayer, Side::Us, 1),
    );
    table.send_in(CHANNEL_ID, &key(BOB), Command::Join);
    let at = t0() + Duration::hours(24);
    let due = table.app.due_reminders(at).unwrap();
    assert_eq!(due.len(), 1, "{due:?}");
    rest.dms_too_fast(BOB, 1);
    assert!(deliver_reminder(&http, &due[0]).await);
    let requests = rest.requests();
    let dms: Vec<_> = requests
        .iter()
        .filter(|r| is_post_in(r, &dm_channel(BOB)))
        .map(|r| r.status)
        .collect();
    assert_eq!(dms, [403, 200], "{requests:#?}");
    assert!(
        !requests.iter().any(|r| is_post_in(r, CHANNEL_ID)),
        "{requests:#?}"
    );
}
