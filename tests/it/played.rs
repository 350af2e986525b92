//! Found by playing it (issue 16): resignation, refusals, the one-line card play, `/lab
//! card`, the log.
#![allow(clippy::unwrap_used, reason = "tests")]

use crate::common;

use common::{Table, errors, new_game, private_to, public};
use labyrinth_bot::app::{Choice, Command, Mode, Outbound, PlayCard, Status};
use labyrinth_engine::{Answer, CardId, Country, Op, Order, Side};

fn card(n: u8) -> CardId {
    CardId::new(n).unwrap()
}

/// Let's Roll!, seed 1: the Jihadist (bob) holds #76 Abu Ghurayb and #7 Sanctions.
fn seed_one() -> Table {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    table.send("bob", Command::Join);
    table
}

fn play(n: u8, op: Option<Op>, order: Option<Order>, countries: &[Country]) -> Command {
    Command::Play(PlayCard {
        card: card(n),
        card_use: None,
        op,
        order,
        reserves: None,
        countries: countries.to_vec(),
    })
}

#[test]
fn resign_with_an_empty_seat_is_refused() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    let out = table.send("alice", Command::Resign { confirm: true });
    let refused = errors(&out);
    assert!(
        refused.iter().any(|e| e.contains("/lab game abandon")),
        "{out:?}"
    );
    assert_eq!(table.game().status, Status::Open);
}

#[test]
fn resign_asks_for_confirmation_and_is_announced() {
    let mut table = seed_one();
    let version = table.game().version;
    let out = table.send("alice", Command::Resign { confirm: false });
    assert!(
        private_to(&out, "alice")
            .iter()
            .any(|t| t.contains("confirm:true")),
        "{out:?}"
    );
    assert!(public(&out).is_empty(), "{out:?}");
    assert_eq!(table.game().version, version, "nothing changed");
    let out = table.send("alice", Command::Resign { confirm: true });
    let said = public(&out).join("\n");
    assert!(said.contains("alice resigns for the US"), "{said}");
    assert!(said.contains("the Jihadist wins"), "{said}");
}

#[test]
fn an_operation_implies_use_and_order_answers_the_trigger_question() {
    let mut table = seed_one();
    let out = table.send(
        "bob",
        play(
            76,
            Some(Op::Travel),
            None,
            &[Country::Afghanistan, Country::Pakistan],
        ),
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    table.send("bob", common::choose(2)); // done
    let out = table.send(
        "bob",
        play(
            7,
            Some(Op::Recruit),
            Some(Order::OpsFirst),
            &[Country::Afghanistan],
        ),
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    let said = public(&out).join("\n");
    assert!(said.contains("Jihadist plays #7 Sanctions"), "{said}");
    assert!(said.contains("Event #7 Sanctions"), "{said}");
}

/// `order:` left out of a one-line play: what comes before the question is applied, the
/// question is asked, and the values after it are reported for `/lab choose` (issue 25).
#[test]
fn a_one_line_play_without_order_applies_up_to_the_order_question() {
    let mut table = seed_one();
    table.send(
        "bob",
        play(
            76,
            Some(Op::Travel),
            None,
            &[Country::Afghanistan, Country::Pakistan],
        ),
    );
    table.send("bob", common::choose(2)); // done
    let out = table.send(
        "bob",
        play(7, Some(Op::Recruit), None, &[Country::Afghanistan]),
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    let notes: Vec<&str> = out
        .iter()
        .filter_map(|m| match m {
            Outbound::Notice { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert!(
        notes
            .iter()
            .any(|n| n.contains("a question it did not answer")
                && n.contains("/lab choose ops_first, afghanistan")),
        "{out:?}"
    );
    let out = table.send(
        "bob",
        Command::Choose {
            choices: vec![
                Choice::Answer(Answer::Order(Order::OpsFirst)),
                Choice::Answer(Answer::Country(Country::Afghanistan)),
            ],
        },
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        public(&out).join("\n").contains("Event #7 Sanctions"),
        "{out:?}"
    );
}

#[test]
fn a_refused_shortcut_says_what_each_country_answered() {
    let mut table = seed_one();
    // The first origin answers itself (only Afghanistan has cells) and Pakistan is the
    // destination; Iran is read as the origin of the second travelling cell.
    let out = table.send(
        "bob",
        play(
            76,
            Some(Op::Travel),
            None,
            &[Country::Pakistan, Country::Iran],
        ),
    );
    let refused = errors(&out).join("\n");
    assert!(
        refused.contains("Iran was read as the answer to"),
        "{refused}"
    );
    assert!(refused.contains("travelling cell 2 leaves"), "{refused}");
    assert!(
        refused.contains("there is no cell there (8.3.1)"),
        "{refused}"
    );
    assert!(!refused.contains(") ("), "a doubled citation: {refused}");
}

#[test]
fn a_refusal_mid_card_names_the_card_and_undo() {
    let mut table = seed_one();
    let out = table.send(
        "bob",
        Command::Choose {
            choices: vec![labyrinth_bot::app::Choice::Answer(
                labyrinth_engine::Answer::Card(card(76)),
            )],
        },
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    let out = table.send(
        "bob",
        Command::Choose {
            choices: vec![labyrinth_bot::app::Choice::Answer(
                labyrinth_engine::Answer::Country(Country::Pakistan),
            )],
        },
    );
    let refused = errors(&out).join("\n");
    assert!(refused.contains("#76 Abu Ghurayb"), "{refused}");
    assert!(refused.contains("/lab undo"), "{refused}");
    assert!(!refused.contains("(5.2)"), "{refused}");
}

#[test]
fn the_card_command_shows_text_and_playability_and_only_your_own_hand() {
    let mut table = seed_one();
    let out = table.send("bob", Command::Card(card(76)));
    let text = private_to(&out, "bob").join("\n");
    assert!(
        text.contains("#76 Abu Ghurayb — 3 ops, Jihadist event"),
        "{text}"
    );
    assert!(text.contains("Event:"), "{text}");
    assert!(text.contains("Now:"), "{text}");
    assert!(text.contains("It is in your hand"), "{text}");
    // alice asks about a card in bob's hand: nothing says where it is.
    let out = table.send("alice", Command::Card(card(76)));
    let text = private_to(&out, "alice").join("\n");
    assert!(
        text.contains("cannot play this event: it is a Jihadist event (6.2.5)"),
        "{text}"
    );
    assert!(!text.contains("hand"), "{text}");
    assert!(out.iter().all(|m| matches!(m, Outbound::Private { .. })));
}

#[test]
fn the_log_refuses_zero_and_shows_lines_not_boards() {
    let mut table = seed_one();
    let out = table.send("alice", Command::Log { count: 0 });
    assert!(!errors(&out).is_empty(), "{out:?}");
    let out = table.send("alice", Command::Log { count: 50 });
    let text = private_to(&out, "alice").join("\n");
    assert!(
        !text.contains("Prestige 7 (High)"),
        "a whole board in the log:\n{text}"
    );
    assert!(text.contains("bob joins game #1"), "{text}");
}

#[test]
fn prompts_give_country_context_and_the_hand_summarises_cards() {
    let mut table = seed_one();
    let out = table.send("bob", Command::Hand);
    let hand = private_to(&out, "bob").join("\n");
    assert!(hand.contains("#76 Abu Ghurayb (3 ops, Jih) — "), "{hand}");
    let out = table.send(
        "bob",
        play(
            76,
            Some(Op::Travel),
            None,
            &[Country::Afghanistan, Country::Pakistan],
        ),
    );
    let prompt = out
        .iter()
        .find_map(|m| match m {
            Outbound::Prompt { text, .. } => Some(text.clone()),
            _ => None,
        })
        .unwrap();
    assert!(
        prompt.contains("Afghanistan — Islamist Rule Adversary"),
        "{prompt}"
    );
    assert!(
        prompt.contains("the country travelling cell 2 leaves"),
        "{prompt}"
    );
    let out = table.send("alice", Command::Board);
    let cards = public(&out).join("\n");
    assert!(cards.contains("Discard pile (0): none"), "{cards}");
}
