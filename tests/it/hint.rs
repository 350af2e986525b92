//! `/lab hand hint:true` (issue 43): privately, what the computer would do at the asker's decision and
//! why, in both solitaire modes (the computer US's answer; the section 9 procedure with each
//! card in hand, or with the card being played); in a two-player game only once both
//! players turned hints on, and the channel is told. A hint reads only the asker's view:
//! scrambling what they cannot see changes nothing.

use crate::common;

use common::{Table, choose, errors, new_game, private_to, prompt, public};
use labyrinth_bot::app::{Command, Mode, PlayByPost};
use labyrinth_engine::{GameState, Side};

fn hint_text(table: &mut Table, user: &str) -> String {
    let out = table.send(user, Command::Hint);
    assert_eq!(errors(&out), Vec::<&str>::new());
    assert!(public(&out).is_empty(), "a hint is private: {out:?}");
    // A hint over one message's length goes on in a part that opens with "(continued)".
    private_to(&out, user)
        .iter()
        .map(|part| part.strip_prefix("(continued)\n").unwrap_or(part))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The hidden parts of `g` dealt anew (the other hand and the draw pile from their cards
/// together, another dice stream): the same view for `side`.
fn scrambled(g: &GameState, side: Side) -> GameState {
    let mut twin = g.clone();
    let other = match side {
        Side::Us => Side::Jihadist,
        Side::Jihadist => Side::Us,
    };
    let mut unseen: Vec<_> = g.hands.get(other).to_vec();
    unseen.extend(g.draw_pile.to_vec());
    unseen.reverse();
    let n = g.hands.get(other).len();
    twin.hands.get_mut(other).clear();
    twin.hands.get_mut(other).extend_from_slice(&unseen[..n]);
    twin.draw_pile.clear();
    twin.draw_pile.extend_from_slice(&unseen[n..]);
    twin.rng = labyrinth_engine::SeededDice::new(12345);
    twin
}

/// Solitaire as the US: the computer US's answer, with the option's number and its reason;
/// the same whatever the bot's pile and the draw pile hold.
#[test]
fn a_us_hint_is_the_computer_uss_answer() {
    let mut table = Table::new();
    let out = table.send("alice", new_game(Mode::Solitaire, Side::Us, 3));
    assert_eq!(prompt(&out).map(|(u, _)| u), Some("alice".to_string()));
    let text = hint_text(&mut table, "alice");
    assert!(
        text.starts_with("💡 The computer US would answer "),
        "{text}"
    );
    assert!(text.contains("plays #") || text.contains(": "), "{text}");
    let game = table.game();
    common::save_state(&table, &{
        let mut twin = game.clone();
        twin.state = scrambled(&game.state, Side::Us);
        twin
    });
    assert_eq!(
        hint_text(&mut table, "alice"),
        text,
        "only the US view decides"
    );
    // Not at someone else's decision, and nobody else gets one.
    let out = table.send("bob", Command::Hint);
    assert_eq!(errors(&out).len(), 1, "{out:?}");
}

/// Solitaire as the Jihadist: what the section 9 procedure would do with each card in hand
/// (one line each), and mid-card with the card being played; only the Jihadist view decides.
#[test]
fn a_jihadist_hint_is_the_section_9_procedure() {
    let mut table = Table::new();
    let out = table.send("alice", new_game(Mode::Solitaire, Side::Jihadist, 5));
    assert_eq!(errors(&out), Vec::<&str>::new());
    let game = table.game();
    let hand = game.state.hands.jihadist.to_vec();
    let text = hint_text(&mut table, "alice");
    assert!(
        text.starts_with("💡 What the section 9 procedure"),
        "{text}"
    );
    for card in &hand {
        assert!(
            text.contains(&format!("#{} ", card.number())),
            "#{} missing: {text}",
            card.number()
        );
    }
    assert_eq!(text.lines().count(), hand.len() + 1, "{text}");
    let mut twin = game.clone();
    twin.state = scrambled(&game.state, Side::Jihadist);
    common::save_state(&table, &twin);
    assert_eq!(
        hint_text(&mut table, "alice"),
        text,
        "only the Jihadist view decides"
    );
    // Choose a card: the hint is about that card alone.
    let out = table.send("alice", choose(1));
    assert_eq!(errors(&out), Vec::<&str>::new());
    let game = table.game();
    if let Some(card) = game.state.side_view(Side::Jihadist).card_in_play() {
        let text = hint_text(&mut table, "alice");
        assert_eq!(text.lines().count(), 2, "{text}");
        assert!(text.contains(&format!("#{} ", card.number())), "{text}");
    }
}

/// Two players: no hint until both turned hints on; the channel is told when they are on,
/// and when they go off again.
#[test]
fn two_players_both_turn_hints_on() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 7));
    table.send("bob", Command::Join);
    let who = match table.game().state.pending().map(|d| d.side) {
        Some(Side::Us) => "alice",
        _ => "bob",
    };
    let out = table.send(who, Command::Hint);
    assert!(errors(&out)[0].contains("hints are off"), "{out:?}");
    let on = |on| Command::PlayByPost(PlayByPost::Hints(on));
    let out = table.send("alice", on(true));
    assert!(public(&out).is_empty(), "{out:?}");
    assert!(
        private_to(&out, "alice")[0].contains("once your opponent"),
        "{out:?}"
    );
    assert!(errors(&table.send(who, Command::Hint)).len() == 1);
    let out = table.send("bob", on(true));
    assert!(
        public(&out)[0].contains("Hints are on in this game"),
        "{out:?}"
    );
    let text = hint_text(&mut table, who);
    assert!(text.starts_with("💡 "), "{text}");
    let out = table.send("alice", on(false));
    assert!(public(&out)[0].contains("Hints are off"), "{out:?}");
    assert_eq!(errors(&table.send(who, Command::Hint)).len(), 1);
    // Against the computer the setting is not needed.
    let mut solo = Table::new();
    solo.send("alice", new_game(Mode::Solitaire, Side::Us, 3));
    let out = solo.send("alice", on(true));
    assert!(
        private_to(&out, "alice")[0].contains("always on"),
        "{out:?}"
    );
}

/// The terminal and Discord ask for a hint as `hand hint:true` (one command of the table:
/// the top level keeps its free places), in English and Russian.
#[test]
fn a_hint_is_asked_for_with_hand() {
    use labyrinth_bot::i18n::Lang;
    use labyrinth_bot::surface::{self, Caller};
    let (spec, args) = surface::parse_terminal(&["hand", "hint:true"]).unwrap();
    assert!(matches!(
        surface::build(spec, &args, &Caller::default()),
        Ok(Command::Hint)
    ));
    let (spec, args) = surface::parse_terminal(&["hand"]).unwrap();
    assert!(matches!(
        surface::build(spec, &args, &Caller::default()),
        Ok(Command::Hand)
    ));
    let (spec, args) = surface::parse_terminal_in(&["рука", "подсказка:да"], Lang::Ru).unwrap();
    assert!(matches!(
        surface::build(spec, &args, &Caller::default()),
        Ok(Command::Hint)
    ));
}
