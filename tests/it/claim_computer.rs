//! `claim` with its third outcome: the computer takes the silent seat and the game goes on
//! as solitaire for the claimer; the player who left takes it back only with consent.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use crate::common;

use common::*;
use labyrinth_bot::app::{CLAIM_AFTER_DAYS, ClaimHow, Command, Mode, Outbound};
use labyrinth_bot::store::Occupant;
use labyrinth_engine::{CardId, Players, Side};

/// Make the game look untouched for `days` days.
fn age(table: &Table, days: u32) {
    let conn = rusqlite::Connection::open(&table.path).unwrap();
    conn.execute(
        "UPDATE games SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1)",
        [format!("-{days} days")],
    )
    .unwrap();
}

fn label(card: CardId) -> String {
    format!("#{} {}", card.number(), card.name())
}

fn continue_claim() -> Command {
    Command::Claim {
        how: ClaimHow::Computer,
    }
}

/// alice (US) and bob (Jihadist), bob to decide, silent for the grace period.
fn bob_left(seed: u64) -> Table {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
    table.send("bob", Command::Join);
    table
}

/// No public text names a card of the bot's face-down pile.
fn pile_hidden(table: &Table, public_texts: &[String]) {
    for card in table.game().state.hands.jihadist.iter() {
        for text in public_texts {
            assert!(!text.contains(&label(*card)), "{card:?} shown: {text}");
        }
    }
}

/// A Jihadist who left: the section 9 bot takes the seat, its hand becomes the bot's pile,
/// the bot plays at once, the claimer plays on; the channel is told; replay is exact.
#[test]
fn a_claimed_jihadist_seat_continues_against_the_bot() {
    let mut table = bob_left(1);
    // bob starts a card play (a card chosen, its use not yet) and goes silent mid-step.
    let out = table.send("bob", choose(1));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert_eq!(table.game().state.pending().unwrap().side, Side::Jihadist);
    let out = table.send("alice", continue_claim());
    assert!(errors(&out)[0].contains("after 7 days"), "{out:?}");
    age(&table, CLAIM_AFTER_DAYS);
    let out = table.send("alice", continue_claim());
    assert!(errors(&out).is_empty(), "{out:?}");
    let mut seen: Vec<String> = public(&out).iter().map(|t| t.to_string()).collect();
    let text = seen.join("\n");
    assert!(
        text.contains(
            "alice claims the Jihadist seat: bob (the Jihadist) has not answered for 7 days"
        ),
        "{text}"
    );
    assert!(
        text.contains("section 9") && text.contains("face-down pile"),
        "{text}"
    );
    assert!(text.contains("taken back"), "the unfinished step: {text}");
    assert!(text.contains("/lab game retake"), "{text}");
    let game = table.game();
    assert_eq!(game.state.players, Players::Solitaire);
    assert_eq!(game.jihadist, Occupant::Policy("bot".to_string()));
    assert!(game.state.outcome.is_none());
    // The bot played its cards and the US decides.
    assert_eq!(game.state.pending().unwrap().side, Side::Us);
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
    assert!(
        out.iter()
            .all(|m| !matches!(m, Outbound::Private { user, .. } | Outbound::Prompt { user, .. } if user == "bob")),
        "bob is no longer seated: {out:?}"
    );

    // alice plays on as solitaire; the bot answers.
    for _ in 0..30 {
        if table.game().state.outcome.is_some() {
            break;
        }
        let out = table.send("alice", choose(1));
        assert!(errors(&out).is_empty(), "{out:?}");
        seen.extend(public(&out).iter().map(|t| t.to_string()));
    }
    pile_hidden(&table, &seen);
    let game = table.game();
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
}

/// bob asks for his seat back: alice refuses, then agrees; only they two may answer.
#[test]
fn the_player_who_left_retakes_the_seat_only_with_consent() {
    let mut table = bob_left(2);
    age(&table, CLAIM_AFTER_DAYS);
    table.send("alice", continue_claim());
    let retake = |refuse| Command::Retake { refuse };
    let out = table.send("alice", retake(false));
    assert!(errors(&out)[0].contains("no request"), "{out:?}");
    let out = table.send("carol", retake(false));
    assert!(errors(&out)[0].contains("not seated"), "{out:?}");
    let out = table.send("bob", retake(false));
    assert!(
        public(&out)[0].contains("bob asks to take the Jihadist seat back"),
        "{out:?}"
    );
    let out = table.send("bob", retake(false));
    assert!(errors(&out)[0].contains("already asked"), "{out:?}");
    let out = table.send("alice", retake(true));
    assert!(public(&out)[0].contains("alice refuses"), "{out:?}");
    assert_eq!(table.game().jihadist, Occupant::Policy("bot".to_string()));
    let out = table.send("alice", retake(false));
    assert!(
        errors(&out)[0].contains("no request"),
        "refused: asked again {out:?}"
    );

    // alice plays a card; bob asks again and alice agrees between steps.
    table.send("alice", choose(1));
    while table
        .game()
        .state
        .pending
        .as_ref()
        .is_some_and(|p| !p.answers.is_empty())
    {
        table.send("alice", choose(1));
    }
    let pile: Vec<CardId> = table.game().state.hands.jihadist.to_vec();
    table.send("bob", retake(false));
    let out = table.send("alice", retake(false));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        public(&out)[0].contains("alice agrees: bob takes the Jihadist seat back"),
        "{out:?}"
    );
    let game = table.game();
    assert_eq!(game.jihadist, Occupant::User("bob".to_string()));
    assert_eq!(game.state.players, Players::TwoPlayer);
    let mut hand = game.state.hands.jihadist.to_vec();
    let mut pile = pile;
    hand.sort();
    pile.sort();
    assert_eq!(hand, pile, "the pile is bob's hand again");
    let to_bob = private_to(&out, "bob").join("\n");
    for card in &hand {
        assert!(to_bob.contains(&label(*card)), "{to_bob}");
    }
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
    let out = table.send("bob", retake(false));
    assert!(errors(&out)[0].contains("no seat"), "{out:?}");
}

/// A US player who left: the computer US takes the seat and plays at once.
#[test]
fn a_claimed_us_seat_continues_against_the_computer_us() {
    let mut table = bob_left(3);
    // bob (Jihadist) plays until the US decides.
    for _ in 0..20 {
        if table.game().state.pending().unwrap().side == Side::Us {
            break;
        }
        table.send("bob", choose(1));
    }
    assert_eq!(table.game().state.pending().unwrap().side, Side::Us);
    age(&table, CLAIM_AFTER_DAYS + 1);
    let out = table.send("bob", continue_claim());
    assert!(errors(&out).is_empty(), "{out:?}");
    let text = public(&out).join("\n");
    assert!(text.contains("bob claims the US seat"), "{text}");
    assert!(text.contains("The computer US takes it over"), "{text}");
    assert!(text.contains("🤖"), "the computer US's reasons: {text}");
    let game = table.game();
    assert_eq!(game.us, Occupant::Policy("us".to_string()));
    assert_eq!(game.state.players, Players::TwoPlayer);
    assert!(game.state.outcome.is_some() || game.state.pending().unwrap().side == Side::Jihadist);
    assert!(table.app.replay_game(game.id).unwrap().reproduces);

    table.send("alice", Command::Retake { refuse: false });
    let out = table.send("bob", Command::Retake { refuse: false });
    assert!(errors(&out).is_empty(), "{out:?}");
    assert_eq!(table.game().us, Occupant::User("alice".to_string()));
    assert!(!private_to(&out, "alice").is_empty(), "alice gets her hand");
}
