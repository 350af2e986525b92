//! Catching up (`/lab catchup`, and when the decision passes to a player): everything since
//! the reader's own last decision, every track that moved.

use crate::common;

use common::{Table, choose, new_game, private_to, prompt};
use labyrinth_bot::app::{Command, Mode};
use labyrinth_engine::{Seat, Side, View};

/// The tracks a catch-up reports, by their English names, read from a view.
fn tracks(view: &View) -> Vec<(&'static str, String)> {
    vec![
        ("Prestige", view.prestige.to_string()),
        ("Funding", view.funding.to_string()),
        ("Troops on the track", view.troops_on_track.to_string()),
        ("Cells on the track", view.cells_on_track.to_string()),
        ("Good resources", view.good_resources.to_string()),
        (
            "Islamist Rule resources",
            view.islamist_resources.to_string(),
        ),
        ("Turn", view.turn.to_string()),
        ("US Reserves", view.reserves.us.to_string()),
        ("Jihadist Reserves", view.reserves.jihadist.to_string()),
    ]
}

/// alice is the US, bob the Jihadist.
fn user_of(side: Side) -> &'static str {
    match side {
        Side::Us => "alice",
        Side::Jihadist => "bob",
    }
}

/// Each track that moved between `before` and `after` is in `text` as `Name was → now`.
fn assert_tracks_moved(text: &str, before: &View, after: &View) {
    let mut moved = 0;
    for ((name, was), (_, now)) in tracks(before).into_iter().zip(tracks(after)) {
        if was != now {
            moved += 1;
            let line = format!("\n{name} {was} → {now}");
            assert!(text.contains(&line), "{line:?} missing from:\n{text}");
        }
    }
    assert!(moved > 0, "nothing moved:\n{text}");
}

/// The player whose command ended turn 1 (Funding and Prestige fell with it) reads, on
/// `/lab catchup` at once and when the decision comes back to them in turn 2, the end of
/// the turn and every track that moved since, not the plays before their decision.
#[test]
fn a_catch_up_holds_everything_since_the_readers_own_last_decision() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 3));
    let out = table.send("bob", Command::Join);
    let mut who = prompt(&out).unwrap().0;
    // First options until a command ends turn 1.
    let (ender, before) = loop {
        let before = table.game().state.view(Seat::Observer);
        let out = table.send(&who, choose(1));
        if table.game().state.turn == 2 {
            break (who.clone(), before);
        }
        who = prompt(&out).unwrap().0;
    };
    let now = table.game().state.view(Seat::Observer);
    let asked = table.app.catchup(common::CHANNEL, &ender).unwrap().text;
    assert!(asked.contains("\nTurn 1 → 2"), "{asked}");
    assert_tracks_moved(&asked, &before, &now);

    // The other player decides in turn 2 until the decision comes back.
    let mut who = user_of(table.game().state.pending().unwrap().side).to_string();
    assert_ne!(who, ender, "the turn-ending player decides again at once");
    let handed = loop {
        let out = table.send(&who, choose(1));
        let next = prompt(&out).unwrap().0;
        if next == ender {
            break out;
        }
        who = next;
    };
    let caught: Vec<&str> = private_to(&handed, &ender)
        .into_iter()
        .filter(|t| t.starts_with("📰"))
        .collect();
    assert_eq!(caught.len(), 1, "{handed:?}");
    let text = caught[0];
    let now = table.game().state.view(Seat::Observer);
    assert!(text.contains("\nTurn 1 → 2"), "{text}");
    assert_tracks_moved(text, &before, &now);
}
