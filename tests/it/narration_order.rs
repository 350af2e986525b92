//! One command's messages in the order things happened: a private line (a Plot's value, the
//! cards drawn) right after the public post of the same play, and a hand beside the board
//! that counts it.

use crate::common;

use common::{Table, choose, new_game};
use labyrinth_bot::app::{Mode, Outbound};
use labyrinth_engine::Side;

/// The index of the first message that `wanted` accepts.
fn first(out: &[Outbound], wanted: impl Fn(&Outbound) -> bool) -> usize {
    out.iter()
        .position(wanted)
        .unwrap_or_else(|| panic!("no such message in {out:#?}"))
}

fn public_with(message: &Outbound, words: &str) -> bool {
    matches!(message, Outbound::Public(text) | Outbound::Play { text, .. } if text.contains(words))
}

fn private_with(message: &Outbound, words: &str) -> bool {
    matches!(message, Outbound::Private { text, .. } if text.contains(words))
}

/// Seed 58: the bot's first card, Gaza War, makes the US discard. The hand as dealt (9
/// cards, as the first board counts) comes before the bot's plays; the hand of 8 after the
/// board that counts 8.
#[test]
fn the_dealt_hand_is_shown_before_the_bots_first_cards() {
    let mut table = Table::new();
    let out = table.send("me", new_game(Mode::Solitaire, Side::Us, 58));
    let board = first(&out, |m| matches!(m, Outbound::Board { .. }));
    assert!(
        out[board].text().contains("Hands US 9"),
        "{}",
        out[board].text()
    );
    let dealt = first(&out, |m| private_with(m, "Your hand"));
    assert!(
        out[dealt].text().starts_with("Your hand (9 cards)"),
        "{out:#?}"
    );
    let bot = first(&out, |m| public_with(m, "Jihadist plays"));
    assert!(board < dealt && dealt < bot, "{out:#?}");
    let discards = first(&out, |m| public_with(m, "US discards"));
    let last_board = out
        .iter()
        .rposition(|m| matches!(m, Outbound::Board { .. }))
        .unwrap();
    assert!(out[last_board].text().contains("Hands US 8"));
    let now = out
        .iter()
        .rposition(|m| private_with(m, "Your hand"))
        .unwrap();
    assert!(
        out[now].text().starts_with("Your hand (8 cards)"),
        "{out:#?}"
    );
    assert!(discards < last_board && last_board < now, "{out:#?}");
}

/// Seed 7, the Jihadist against the computer US: the Jihadist's own Plot value is told
/// right after the post of the card that placed it, before the computer US's plays.
#[test]
fn a_plot_value_comes_before_the_next_sides_plays() {
    let mut table = Table::new();
    table.send("me", new_game(Mode::Solitaire, Side::Jihadist, 7));
    for _ in 0..40 {
        let out = table.send("me", choose(1));
        if !out.iter().any(|m| private_with(m, "You place Plot")) {
            continue;
        }
        let placed = first(&out, |m| public_with(m, "A Plot is placed face down"));
        let value = first(&out, |m| private_with(m, "You place Plot"));
        let us = first(&out, |m| public_with(m, "US plays"));
        assert!(placed < value && value < us, "{out:#?}");
        return;
    }
    panic!("no Plot placed in 40 commands");
}
