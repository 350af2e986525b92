//! The Travel prompts (8.3): each names its travelling cell, the destination its origin; a
//! one-line play's `country:` is the origin, and a destination alone still works when the
//! origin answers itself; a line that stops at the order question says how to send the
//! rest in one `/lab choose`.

use crate::common;

use common::{Table, errors, new_game, prompt};
use labyrinth_bot::app::{Choice, Command, Mode, Outbound, PlayCard};
use labyrinth_engine::{CardId, Country, Op, Side};

/// Let's Roll!, seed 1: bob (Jihadist) holds #76 Abu Ghurayb (Jihadist) and #13 Anbar
/// Awakening (US); only Afghanistan has cells.
fn table() -> Table {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    let out = table.send("bob", Command::Join);
    assert_eq!(prompt(&out).unwrap().0, "bob");
    table
}

fn travel(card: u8, countries: &[Country]) -> Command {
    Command::Play(PlayCard {
        card: CardId::new(card).unwrap(),
        card_use: None,
        op: Some(Op::Travel),
        order: None,
        reserves: None,
        countries: countries.to_vec(),
    })
}

/// The last prompt, whole (a long one comes in parts: the private ones before it).
fn prompt_text(out: &[Outbound]) -> String {
    let last = out
        .iter()
        .rposition(|m| matches!(m, Outbound::Prompt { .. }))
        .unwrap_or_else(|| panic!("no prompt in {out:?}"));
    let first = out[..last]
        .iter()
        .rposition(|m| !matches!(m, Outbound::Private { .. }))
        .map_or(0, |i| i + 1);
    out[first..=last]
        .iter()
        .map(Outbound::text)
        .collect::<Vec<_>>()
        .join("\n")
}

fn public_text(out: &[Outbound]) -> String {
    common::public(out).join("\n")
}

#[test]
fn each_travel_prompt_names_its_cell_and_the_destination_its_origin() {
    let mut table = table();
    let out = table.send("bob", travel(76, &[]));
    // The origin answered itself (only Afghanistan has cells): the destination is asked,
    // from Afghanistan.
    let asked = prompt_text(&out);
    assert!(
        asked.starts_with("Jihadist, choose where travelling cell 1 goes from Afghanistan:"),
        "{asked}"
    );
    let out = table.send(
        "bob",
        Command::Choose {
            choices: vec![Choice::Text("pakistan".to_string())],
        },
    );
    let asked = prompt_text(&out);
    assert!(
        asked.starts_with("Jihadist, choose the country travelling cell 2 leaves, or Done"),
        "{asked}"
    );
    assert!(!asked.contains("the earlier ones are chosen"), "{asked}");
}

/// `country:` names the origin (the README's `country:afghanistan then:pakistan`); a line
/// that names only the destination, where the origin has one option, travels too.
#[test]
fn a_one_line_travel_takes_the_origin_or_only_the_destination() {
    for countries in [
        &[Country::Afghanistan, Country::Pakistan][..],
        &[Country::Pakistan][..],
    ] {
        let mut table = table();
        let out = table.send("bob", travel(76, countries));
        assert!(errors(&out).is_empty(), "{countries:?}: {out:?}");
        let out = table.send(
            "bob",
            Command::Choose {
                choices: vec![Choice::Text("done".to_string())],
            },
        );
        assert!(
            public_text(&out).contains("A cell travels Afghanistan → Pakistan."),
            "{countries:?}: {out:?}"
        );
    }
}

/// A US card for Travel without `order:`: the line stops at the order question, and the
/// note gives the one `/lab choose` that answers it and sends the rest.
#[test]
fn a_line_stopped_at_the_order_question_says_how_to_send_the_rest() {
    let mut table = table();
    let out = table.send(
        "bob",
        travel(13, &[Country::Afghanistan, Country::Pakistan]),
    );
    let note = out
        .iter()
        .find_map(|m| match m {
            Outbound::Notice { text, .. } => Some(text.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no note: {out:?}"));
    let line = "/lab choose ops_first, afghanistan, pakistan";
    assert!(note.contains(line), "{note}");
    let choices = ["ops_first", "afghanistan", "pakistan", "done"]
        .map(|t| Choice::Text(t.to_string()))
        .to_vec();
    let out = table.send("bob", Command::Choose { choices });
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        public_text(&out).contains("A cell travels Afghanistan → Pakistan."),
        "{out:?}"
    );
}
