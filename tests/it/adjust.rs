//! Adjust (issue "Take it back or set it right"): a proposed change, refused or agreed by
//! the opponent, at once in solitaire; a change that breaks an invariant refused with its
//! reason; a card from a hand never named in public; the log still replays exactly.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{Table, errors, new_game, private_to, prompt, public, state_json};
use labyrinth_bot::app::{Adjust, Command, Mode, Outbound, Proposal};
use labyrinth_engine::{Adjustment, Answer, Country, GameState, Side, Zone};

/// alice (US) and bob (Jihadist), seated; bob decides first (3.2).
fn seated(seed: u64) -> Table {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
    table.send("bob", Command::Join);
    table
}

fn propose(change: Adjustment) -> Command {
    Command::Adjust(Adjust::Propose(Proposal::Change(change)))
}

fn answer(agree: bool) -> Command {
    Command::Adjust(Adjust::Answer(agree))
}

/// No public message names a card that is in a hand.
fn assert_no_hand_card_public(out: &[Outbound], state: &GameState) {
    for text in public(out) {
        for card in state.hands.us.iter().chain(state.hands.jihadist.iter()) {
            assert!(
                !text.contains(&format!("#{} ", card.number())),
                "{text} names {card:?} from a hand"
            );
        }
    }
}

#[test]
fn a_change_is_refused_then_agreed_and_replays() {
    let mut table = seated(51);
    let before = table.game();
    let out = table.send("alice", propose(Adjustment::Prestige(5)));
    assert!(errors(&out).is_empty(), "{out:?}");
    let asked = public(&out).join("\n");
    assert!(
        asked.contains("alice proposes a change to the position: Prestige set to 5. bob, answer"),
        "{asked}"
    );
    let out = table.send("alice", answer(true));
    assert!(errors(&out)[0].contains("waiting for bob"), "{out:?}");
    let out = table.send("bob", answer(false));
    assert!(public(&out)[0].contains("bob refuses the change (Prestige set to 5)"));
    assert_eq!(state_json(&table.game()), state_json(&before));
    let out = table.send("bob", answer(true));
    assert!(errors(&out)[0].contains("no change waiting"), "{out:?}");

    table.send("alice", propose(Adjustment::Prestige(5)));
    let out = table.send("bob", answer(true));
    assert!(errors(&out).is_empty(), "{out:?}");
    let told = public(&out).join("\n");
    assert!(told.contains("bob agrees to alice's change"), "{told}");
    assert!(told.contains("🔧 Adjusted: Prestige set to 5."), "{told}");
    assert_eq!(prompt(&out).unwrap().0, "bob", "bob decides again");
    let game = table.game();
    assert_eq!(game.state.prestige(), 5);
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
    assert_eq!(table.action_count(game.id), 1);
}

#[test]
fn a_change_that_breaks_an_invariant_is_refused_with_its_reason() {
    let mut table = seated(52);
    let before = table.game();
    let out = table.send(
        "alice",
        propose(Adjustment::Troops {
            country: Country::Iraq,
            count: 16,
        }),
    );
    assert!(
        errors(&out)[0].contains("troops on the map (there are 15)"),
        "{out:?}"
    );
    let out = table.send("alice", propose(Adjustment::Funding(10)));
    assert!(
        errors(&out)[0].contains("Funding 10 is off its track"),
        "{out:?}"
    );
    let game = table.game();
    assert_eq!(game.version, before.version);
    assert_eq!(state_json(&game), state_json(&before));
    // Nothing was stored to agree to.
    let out = table.send("bob", answer(true));
    assert!(errors(&out)[0].contains("no change waiting"), "{out:?}");
}

#[test]
fn a_card_from_a_hand_is_named_only_to_its_side() {
    let mut table = seated(53);
    let game = table.game();
    let card = game.state.hands.jihadist[0];
    // alice may not name a card in bob's hand: she cannot see it, and the refusal says
    // nothing of where it is.
    let out = table.send(
        "alice",
        Command::Adjust(Adjust::Propose(Proposal::Card {
            card,
            to: Zone::Discard,
        })),
    );
    assert!(
        errors(&out)[0].contains("in no zone you can see"),
        "{out:?}"
    );
    let out = table.send(
        "alice",
        propose(Adjustment::Card {
            card,
            from: Zone::JihadistHand,
            to: Zone::Removed,
        }),
    );
    assert!(
        errors(&out)[0].contains("only from a zone you can see"),
        "{out:?}"
    );

    // bob puts a card of his hand into the draw pile: the public never learns which.
    let out = table.send(
        "bob",
        Command::Adjust(Adjust::Propose(Proposal::Card {
            card,
            to: Zone::DrawPile,
        })),
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        public(&out)
            .join("\n")
            .contains("a card moved from the Jihadist hand to the draw pile"),
        "{out:?}"
    );
    assert_no_hand_card_public(&out, &game.state);
    let out = table.send("alice", answer(true));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert_no_hand_card_public(&out, &game.state);
    let after = table.game();
    assert!(after.state.draw_pile.contains(&card));
    // bob's prompt, recomputed, no longer offers it; his hand is sent to him.
    let offered = after.state.pending().unwrap().options.clone();
    assert!(!offered.contains(&Answer::Card(card)));
    assert!(!private_to(&out, "bob").is_empty());
    assert!(table.app.replay_game(after.id).unwrap().reproduces);
}

#[test]
fn solitaire_adjusts_at_once() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::Solitaire, Side::Us, 54));
    let out = table.send(
        "alice",
        propose(Adjustment::Governance {
            country: Country::Pakistan,
            governance: Some(labyrinth_engine::Governance::Good),
        }),
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        public(&out)
            .join("\n")
            .contains("Adjusted: Pakistan Governance set to Good"),
        "{out:?}"
    );
    let game = table.game();
    assert_eq!(
        game.state.governance(Country::Pakistan),
        Some(labyrinth_engine::Governance::Good)
    );
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
}
