//! Card zones (issue "Card events III"): a hand revealed by an event (Card 17 FSB) and a
//! card traded (Card 97 Fatwa) reach only the two sides, in private messages, never a
//! public one; a move that revealed a hand cannot be taken back without the opponent's
//! consent, even with no die rolled and the decision kept by the mover.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{Table, choose, errors, new_game, private_to, prompt, public};
use labyrinth_bot::app::{Choice, Command, Mode, Outbound};
use labyrinth_engine::{Answer, CardId, CardUse, DecisionKind, Op, Order, Side};

const FSB: u8 = 17;
const FATWA: u8 = 97;

/// alice (US) and bob (Jihadist), seated in a Let's Roll! game from `seed`.
fn seated(seed: u64) -> Table {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
    let out = table.send("bob", Command::Join);
    assert_eq!(prompt(&out).unwrap().0, "bob");
    table
}

fn answer(table: &mut Table, user: &str, answers: &[Answer]) -> Vec<Outbound> {
    let out = table.send(
        user,
        Command::Choose {
            choices: answers.iter().map(|a| Choice::Answer(*a)).collect(),
        },
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    out
}

fn label(card: CardId) -> String {
    format!("#{} {}", card.number(), card.name())
}

fn card(n: u8) -> CardId {
    CardId::new(n).unwrap()
}

/// Whoever is prompted answers option 1 until `side` is asked for an Action Phase card.
fn until_action_card(table: &mut Table, side: Side) -> bool {
    for _ in 0..40 {
        let game = table.game();
        let Some(decision) = game.state.pending() else {
            return false;
        };
        if decision.side == side && matches!(decision.kind, DecisionKind::ActionCard { .. }) {
            return true;
        }
        let user = if decision.side == Side::Us {
            "alice"
        } else {
            "bob"
        };
        let out = table.send(user, choose(1));
        assert!(errors(&out).is_empty(), "{out:?}");
    }
    false
}

/// The Jihadist plays FSB for operations, event first: the US sees the Jihadist hand. The
/// hand reaches alice and bob privately and no public message names its cards; the move
/// that showed it (no die, no card played, bob still to decide) needs alice's consent to
/// be taken back.
#[test]
fn a_revealed_hand_is_private_and_its_move_needs_consent_to_undo() {
    let wmd = [65, 69, 71].map(card);
    let seed = (0..400u64)
        .find(|seed| {
            let table = seated(*seed);
            let hand = table.game().state.hands.jihadist.clone();
            hand.contains(&card(FSB)) && !wmd.iter().any(|c| hand.contains(c))
        })
        .expect("a seed dealing FSB to the Jihadist");
    let mut table = seated(seed);
    answer(
        &mut table,
        "bob",
        &[Answer::Card(card(FSB)), Answer::Use(CardUse::Operations)],
    );
    // An operation that triggers the US event (a first Plot would ignore it, 8.5.3).
    let game = table.game();
    let decision = game.state.pending().unwrap();
    let op = decision
        .options
        .iter()
        .copied()
        .find(|a| matches!(a, Answer::Op(op) if *op != Op::Plot))
        .expect("an operation other than Plot");
    answer(&mut table, "bob", &[op]);
    let before = table.game();
    let kept: Vec<CardId> = before.state.current().hands.jihadist.to_vec();
    assert!(!kept.is_empty());

    let out = answer(&mut table, "bob", &[Answer::Order(Order::EventFirst)]);
    let after = table.game();
    assert_eq!(
        after.state.rng, before.state.rng,
        "no die rolled: only the reveal makes the undo need consent"
    );
    assert_eq!(
        prompt(&out).unwrap().0,
        "bob",
        "the decision stayed with bob"
    );
    for user in ["alice", "bob"] {
        let private = private_to(&out, user).join("\n");
        assert!(
            private.contains("The Jihadist hand, shown to the US:"),
            "{user}: {private}"
        );
        for c in &kept {
            assert!(
                private.contains(&label(*c)),
                "{user} misses {c:?}: {private}"
            );
        }
    }
    let public_text = public(&out).join("\n");
    assert!(
        public_text.contains("US looks at the Jihadist hand."),
        "{public_text}"
    );
    for c in &kept {
        assert!(
            !public_text.contains(&label(*c)),
            "public text names {c:?}:\n{public_text}"
        );
    }
    assert!(
        out.iter().all(
            |m| !matches!(m, Outbound::Private { user, .. } if user != "alice" && user != "bob")
        )
    );

    // bob's undo is only a request: the state stays until alice agrees.
    let out = table.send("bob", Command::Undo);
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(public(&out)[0].contains("bob asks"), "{out:?}");
    assert_eq!(table.game().version, after.version);
    let out = table.send("alice", Command::Undo);
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(public(&out)[0].contains("alice agrees"), "{out:?}");
    let game = table.game();
    // The agreed undo makes dice and deck fresh: everything else is as before.
    let fresh = |state: &labyrinth_engine::GameState| {
        let mut state = state.clone();
        state.rng = labyrinth_engine::SeededDice::new(0);
        state.draw_pile.as_mut_slice().sort();
        serde_json::to_string(&state).unwrap()
    };
    assert_eq!(fresh(&game.state), fresh(&before.state));
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
}

/// The US plays Fatwa: the two cards traded are named to alice and bob privately, never in
/// public; the move cannot be taken back for free.
#[test]
fn a_traded_card_is_private() {
    let mut found = None;
    for seed in 0..400u64 {
        let mut table = seated(seed);
        if !table.game().state.hands.us.contains(&card(FATWA)) {
            continue;
        }
        if until_action_card(&mut table, Side::Us) {
            let state = table.game().state;
            if state.hands.us.contains(&card(FATWA))
                && state.hands.us.len() >= 2
                && !state.hands.jihadist.is_empty()
            {
                found = Some(table);
                break;
            }
        }
    }
    let mut table = found.expect("a seed dealing Fatwa to the US");
    let before = table.game();
    let out = answer(
        &mut table,
        "alice",
        &[Answer::Card(card(FATWA)), Answer::Use(CardUse::Event)],
    );
    let after = table.game();
    let us_before = &before.state.hands.us;
    let us_after = &after.state.current().hands.us;
    let given: Vec<CardId> = us_before
        .iter()
        .copied()
        .filter(|c| *c != card(FATWA) && !us_after.contains(c))
        .collect();
    let received: Vec<CardId> = us_after
        .iter()
        .copied()
        .filter(|c| !us_before.contains(c))
        .collect();
    assert_eq!((given.len(), received.len()), (1, 1), "{out:?}");
    for user in ["alice", "bob"] {
        let private = private_to(&out, user).join("\n");
        let gives = format!("US gives {}", label(given[0]));
        let receives = format!("Jihadist gives {}", label(received[0]));
        assert!(private.contains(&gives), "{user}: {private}");
        assert!(private.contains(&receives), "{user}: {private}");
    }
    let public_text = public(&out).join("\n");
    assert!(
        public_text.contains("US gives a card to the Jihadist."),
        "{public_text}"
    );
    assert!(
        public_text.contains("Jihadist gives a card to the US."),
        "{public_text}"
    );
    for c in given.iter().chain(received.iter()) {
        assert!(
            !public_text.contains(&label(*c)),
            "public text names {c:?}:\n{public_text}"
        );
    }
    // Not free to take back.
    let out = table.send("alice", Command::Undo);
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(public(&out)[0].contains("alice asks"), "{out:?}");
}

/// Issue "Take it back or set it right": no rollback or adjust message in public names a
/// card that is in a hand before or after it (a card played at the rollback point goes back
/// into its hand; a card moved to or from a hand is named only to its side).
#[test]
fn rollback_and_adjust_never_name_a_hand_card_in_public() {
    use labyrinth_bot::app::{Adjust, Proposal, Rollback};
    use labyrinth_engine::{Adjustment, Zone};
    let mut table = seated(61);
    assert!(until_action_card(&mut table, Side::Us));
    let scan = |out: &[Outbound], states: &[&labyrinth_engine::GameState]| {
        let text = public(out).join("\n");
        for state in states {
            for c in state.hands.us.iter().chain(state.hands.jihadist.iter()) {
                assert!(
                    !text.contains(&format!("#{} ", c.number())),
                    "public text names {c:?} from a hand:\n{text}"
                );
            }
        }
    };
    let send_and_scan = |table: &mut Table, user: &str, command: Command| {
        let before = table.game().state;
        let out = table.send(user, command);
        assert!(errors(&out).is_empty(), "{out:?}");
        scan(&out, &[&before, &table.game().state]);
    };
    // bob moves a card of his hand to the discard pile, alice one of hers to the draw pile;
    // then alice takes the discarded card into her hand.
    let bobs = table.game().state.hands.jihadist[0];
    let alices = table.game().state.hands.us[0];
    let moves = [
        ("bob", bobs, Zone::JihadistHand, Zone::Discard),
        ("alice", alices, Zone::UsHand, Zone::DrawPile),
        ("alice", bobs, Zone::Discard, Zone::UsHand),
    ];
    for (user, c, from, to) in moves {
        let other = if user == "alice" { "bob" } else { "alice" };
        let change = Adjustment::Card { card: c, from, to };
        send_and_scan(
            &mut table,
            user,
            Command::Adjust(Adjust::Propose(Proposal::Change(change))),
        );
        send_and_scan(&mut table, other, Command::Adjust(Adjust::Answer(true)));
    }
    // Back to the start of bob's first card play: the card he played is back in his hand.
    send_and_scan(&mut table, "alice", Command::Rollback(Rollback::To(1)));
    send_and_scan(&mut table, "bob", Command::Rollback(Rollback::Answer(true)));
    assert!(table.app.replay_game(table.game().id).unwrap().reproduces);
}
