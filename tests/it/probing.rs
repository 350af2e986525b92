//! No reply may depend on dice the committed game has not rolled (issue "Nothing hidden can
//! be learned"): the same refused compound commands, the same autocomplete requests, sent
//! to the same position under two different dice streams, get identical replies. Nor on a
//! card the sender cannot see (issue "Nothing hidden can be learned II"): twin positions
//! that differ only in the other side's hand, the draw pile, the solitaire bot's face-down
//! pile or face-down Plot values get identical replies too, at any decision reached by
//! random play (mid-card-play and mid-event too), from each seat and from a stranger. On the
//! code before that fix, the property fails (its saved case: seed 822, solitaire)
//! as the two tests of the examples do.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{Table, errors, new_game, private_to, prompt};
use labyrinth_bot::app::{Choice, Command, Mode, Outbound, PlayCard, options_after};
use labyrinth_bot::store::{Status, Store};
use labyrinth_engine::{
    Action, Answer, CardId, CardUse, Country, GameState, Seat, SeededDice, Side,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Who is asked to decide, by the last prompt of a reply.
fn decider(out: &[Outbound]) -> Option<(String, usize)> {
    prompt(out)
}

/// alice (US) and bob (Jihadist) at game `seed`, after `steps` random single answers;
/// returns the table and the user whose decision it is.
fn position(seed: u64, steps: usize, choices: u64) -> (Table, String) {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
    let mut out = table.send("bob", Command::Join);
    let mut rng = ChaCha8Rng::seed_from_u64(choices);
    for _ in 0..steps {
        let Some((user, options)) = decider(&out) else {
            break;
        };
        let pick = common::prompt_numbers(&out)[rng.random_range(0..options)];
        out = table.send(
            &user,
            Command::Choose {
                choices: vec![Choice::Number(pick)],
            },
        );
    }
    let (user, _) = decider(&out).unwrap_or_else(|| ("bob".to_string(), 0));
    (table, user)
}

/// Give the table's game the dice stream `stream` (nothing else changes).
fn reseed(table: &Table, stream: u64) {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.begin().unwrap();
    let mut game = tx.latest_game(common::CHANNEL).unwrap().unwrap();
    game.state.rng = SeededDice::new(stream);
    tx.save_game(game.id, game.version, &game.state, game.status)
        .unwrap();
    tx.commit().unwrap();
}

fn notices(out: &[Outbound]) -> Vec<&str> {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Notice { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// The same position twice, under dice streams 1 and 2.
fn twins(seed: u64, steps: usize, choices: u64) -> (Table, Table, String) {
    let (a, user) = position(seed, steps, choices);
    let (b, _) = position(seed, steps, choices);
    reseed(&a, 1);
    reseed(&b, 2);
    (a, b, user)
}

/// A compound command: option numbers, some out of range, some named answers.
fn compound(rng: &mut ChaCha8Rng) -> Vec<Choice> {
    let len = rng.random_range(2..=7);
    (0..len)
        .map(|_| match rng.random_range(0..10) {
            0 => Choice::Number(99),
            1 => Choice::Text("done".to_string()),
            _ => Choice::Number(rng.random_range(1..=6)),
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, .. ProptestConfig::default() })]
    #[test]
    fn refusals_and_autocomplete_do_not_depend_on_unrolled_dice(
        seed in 1u64..1_000, steps in 0usize..40, choices in any::<u64>(), probe in any::<u64>(),
    ) {
        let (mut a, mut b, user) = twins(seed, steps, choices);
        let mut rng = ChaCha8Rng::seed_from_u64(probe);

        // Autocomplete: random paths through the decider's options.
        let (state_a, state_b) = (a.game().state, b.game().state);
        let side = if user == "alice" { Side::Us } else { Side::Jihadist };
        for _ in 0..4 {
            let mut path: Vec<Answer> = Vec::new();
            let mut walk = state_a.clone();
            for _ in 0..rng.random_range(1..=5) {
                let Some(options) = walk.pending().filter(|d| d.side == side).map(|d| d.options.clone()) else {
                    break;
                };
                let answer = options[rng.random_range(0..options.len())];
                path.push(answer);
                if walk.apply_seeded(side, &Action::Answer(answer)).is_err() {
                    break;
                }
            }
            prop_assert_eq!(
                options_after(&state_a, side, &path),
                options_after(&state_b, side, &path),
                "autocomplete after {:?}", path
            );
        }

        // Compound commands: identical refusals and notices under either stream.
        let choices = compound(&mut rng);
        let command = Command::Choose { choices: choices.clone() };
        let out_a = a.send(&user, command.clone());
        let out_b = b.send(&user, command);
        prop_assert_eq!(errors(&out_a), errors(&out_b), "{:?}", choices);
        prop_assert_eq!(notices(&out_a), notices(&out_b), "{:?}", choices);
    }
}

/// A card for operations, an operation and a first target whose die is rolled at once, on a
/// scratch copy of `state` (the first such path).
fn rolling_path(state: &GameState, side: Side) -> Option<Vec<Answer>> {
    let options = |g: &GameState| {
        g.pending()
            .filter(|d| d.side == side)
            .map(|d| d.options.clone())
    };
    let apply = |g: &GameState, a: Answer| {
        let mut next = g.clone();
        next.apply_seeded(side, &Action::Answer(a))
            .ok()
            .map(|_| next)
    };
    for card in options(state)? {
        let Some(played) =
            apply(state, card).and_then(|g| apply(&g, Answer::Use(CardUse::Operations)))
        else {
            continue;
        };
        for op in options(&played).unwrap_or_default() {
            let Some(chosen) = apply(&played, op) else {
                continue;
            };
            for target in options(&chosen).unwrap_or_default() {
                if apply(&chosen, target).is_some_and(|g| g.rng != chosen.rng) {
                    return Some(vec![card, Answer::Use(CardUse::Operations), op, target]);
                }
            }
        }
    }
    None
}

/// The probe: a card for operations, its operation and a target whose die rolls,
/// then an answer that could only be checked after that die. The reply never refuses it on
/// the strength of the die: the command is applied up to the roll and the rest is reported
/// as not applied, with the same words under any dice.
#[test]
fn a_compound_command_stops_at_the_first_roll_and_says_what_was_not_applied() {
    let mut probed = 0;
    for seed in 1..40u64 {
        let (a, b, user) = twins(seed, 0, seed);
        let side = if user == "alice" {
            Side::Us
        } else {
            Side::Jihadist
        };
        let game = a.game();
        let Some(path) = rolling_path(&game.state, side) else {
            continue;
        };
        probed += 1;
        let mut choices: Vec<Choice> = path.iter().copied().map(Choice::Answer).collect();
        choices.push(Choice::Number(99));
        let mut replies = Vec::new();
        for mut table in [a, b] {
            let before = table.action_count(game.id);
            let out = table.send(
                &user,
                Command::Choose {
                    choices: choices.clone(),
                },
            );
            assert!(errors(&out).is_empty(), "{out:?}");
            let notes = notices(&out);
            assert_eq!(notes.len(), 1, "{out:?}");
            assert!(notes[0].contains("the last 1 answer (99)"), "{}", notes[0]);
            assert!(notes[0].contains("was not applied"), "{}", notes[0]);
            // What was applied is committed (with any forced answers after it). (The twins'
            // dice were swapped behind the app's back, so they do not replay from the seed.)
            assert!(table.action_count(game.id) > before);
            replies.push(notes[0].to_string());
        }
        assert_eq!(replies[0], replies[1]);
    }
    assert!(probed > 0, "no seed offered a target that rolls at once");
}

/// The same probe through the one-line play (`/lab play card:… op:… country:… country:…`):
/// it stops at the first roll too, and the countries after it are reported as not applied,
/// with the same words under any dice (issue "Found by playing it" added the shortcut).
#[test]
fn a_one_line_play_stops_at_the_first_roll_too() {
    let mut probed = 0;
    for seed in 1..40u64 {
        let (a, b, user) = twins(seed, 0, seed);
        let side = if user == "alice" {
            Side::Us
        } else {
            Side::Jihadist
        };
        let game = a.game();
        let Some(path) = rolling_path(&game.state, side) else {
            continue;
        };
        let (Answer::Card(card), Answer::Op(op)) = (path[0], path[2]) else {
            continue;
        };
        // The answer that rolls: a first target, or "event first" when the card's event
        // triggers and tests a country.
        let iran = labyrinth_engine::Country::Iran;
        let (order, countries) = match path[3] {
            Answer::Country(target) => (None, vec![target, iran]),
            Answer::Order(order) => (Some(order), vec![iran]),
            _ => continue,
        };
        probed += 1;
        let play = labyrinth_bot::app::PlayCard {
            card,
            card_use: Some(CardUse::Operations),
            op: Some(op),
            order,
            reserves: None,
            countries,
        };
        let mut replies = Vec::new();
        for mut table in [a, b] {
            let out = table.send(&user, Command::Play(play.clone()));
            assert!(errors(&out).is_empty(), "{out:?}");
            let notes = notices(&out);
            assert_eq!(notes.len(), 1, "{out:?}");
            assert!(notes[0].contains("country:iran"), "{}", notes[0]);
            replies.push(notes[0].to_string());
        }
        assert_eq!(replies[0], replies[1]);
    }
    assert!(probed > 0, "no seed offered a target that rolls at once");
}

/// Change the table's saved game with `change` (nothing else).
fn edit(table: &Table, change: impl FnOnce(&mut GameState)) {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.begin().unwrap();
    let mut game = tx.latest_game(common::CHANNEL).unwrap().unwrap();
    change(&mut game.state);
    game.state.validate().unwrap();
    tx.save_game(game.id, game.version, &game.state, game.status)
        .unwrap();
    tx.commit().unwrap();
}

/// What the asker cannot see, changed in one of five ways: `side`'s opponent's hand (the
/// solitaire bot's face-down pile) and the draw pile dealt again from both, one card
/// swapped between them, the draw pile shuffled, the other hand reordered (the bot's pile
/// is played top first), or, for the US, the values of the face-down Plots (Available and
/// on the map) shuffled among themselves. Cards named by the answers of the step in
/// progress stay where they are.
pub(crate) fn twist_hidden(state: &mut GameState, side: Side, rng: &mut ChaCha8Rng) {
    let named: Vec<CardId> = state
        .pending
        .iter()
        .flat_map(|p| p.answers.iter())
        .filter_map(|a| match a {
            Answer::Card(card) => Some(*card),
            _ => None,
        })
        .collect();
    let mut other = state.hand(!side).to_vec();
    let mut pile = state.draw_pile.to_vec();
    let free = |cards: &[CardId]| -> Vec<usize> {
        (0..cards.len())
            .filter(|i| !named.contains(&cards[*i]))
            .collect()
    };
    let shuffle = |cards: &mut Vec<CardId>, rng: &mut ChaCha8Rng| {
        let slots = free(cards);
        for i in (1..slots.len()).rev() {
            cards.swap(slots[i], slots[rng.random_range(0..=i)]);
        }
    };
    match rng.random_range(0..5) {
        0 => {
            // Dealt again: both shuffled as one, then cut back to their sizes.
            let split = other.len();
            let mut both: Vec<CardId> = other.iter().chain(pile.iter()).copied().collect();
            shuffle(&mut both, rng);
            pile = both.split_off(split);
            other = both;
        }
        1 => {
            let (a, b) = (free(&other), free(&pile));
            if !a.is_empty() && !b.is_empty() {
                let (i, j) = (
                    a[rng.random_range(0..a.len())],
                    b[rng.random_range(0..b.len())],
                );
                std::mem::swap(&mut other[i], &mut pile[j]);
            }
        }
        2 => shuffle(&mut pile, rng),
        3 => shuffle(&mut other, rng),
        _ if side == Side::Us => crate::twins::shuffle_plots(state, rng),
        _ => shuffle(&mut pile, rng),
    }
    match !side {
        Side::Us => state.hands.us = other.into(),
        Side::Jihadist => state.hands.jihadist = other.into(),
    }
    state.draw_pile = pile.into();
}

/// The cards that left or entered what `side` cannot see (the other hand, the draw pile)
/// during the step in progress: a card drawn, played by the other side, given or taken.
pub(crate) fn moved_hidden(state: &GameState, side: Side) -> (Vec<CardId>, Vec<CardId>) {
    let hidden = |g: &GameState| -> Vec<CardId> {
        let mut cards: Vec<CardId> = g
            .hand(!side)
            .iter()
            .chain(g.draw_pile.iter())
            .copied()
            .collect();
        cards.sort_by_key(|c| c.number());
        cards
    };
    let (before, after) = (hidden(state), hidden(&state.current()));
    let left = before
        .iter()
        .filter(|c| !after.contains(c))
        .copied()
        .collect();
    let entered = after
        .iter()
        .filter(|c| !before.contains(c))
        .copied()
        .collect();
    (left, entered)
}

/// A twin of `state` for the player of `side` (and any stranger): a valid position that
/// differs only in what that player cannot see. Mid-step, the step re-runs from its
/// checkpoint, and may have read a hidden card already (a card drawn, the bot's card): the
/// twin must then give the same decision, the same board in `side`'s view and the same
/// cards out of and into the hidden zones, or it is not a twin (another twist is tried).
/// Twins under which one of `paths` goes differently on the engine are preferred: there
/// the hidden cards matter to what the probes ask.
pub(crate) fn hidden_twin(
    state: &GameState,
    side: Side,
    decider: Side,
    paths: &[Vec<Answer>],
    rng: &mut ChaCha8Rng,
) -> Option<GameState> {
    let seat = match side {
        Side::Us => Seat::Us,
        Side::Jihadist => Seat::Jihadist,
    };
    let outcome = |g: &GameState, path: &[Answer]| {
        let mut g = g.clone();
        let mut steps = Vec::new();
        for answer in path {
            let result = g.apply_seeded(decider, &Action::Answer(*answer));
            steps.push((result.is_ok(), g.pending().cloned()));
        }
        steps
    };
    let mut found = None;
    for _ in 0..8 {
        let mut twin = state.clone();
        twist_hidden(&mut twin, side, rng);
        if twin != *state
            && twin.validate().is_ok()
            && twin.view(seat) == state.view(seat)
            && moved_hidden(&twin, side) == moved_hidden(state, side)
        {
            if paths.iter().any(|p| outcome(state, p) != outcome(&twin, p)) {
                return Some(twin);
            }
            found.get_or_insert(twin);
        }
    }
    found
}

/// A one-line card play with a random use and random countries, for a card of `hand`.
fn one_line(hand: &[CardId], rng: &mut ChaCha8Rng) -> Option<Command> {
    let card = *hand.get(rng.random_range(0..hand.len().max(1)))?;
    let uses = [CardUse::Event, CardUse::Operations, CardUse::Reserves];
    let countries = (0..rng.random_range(0..=3))
        .map(|_| Country::ALL[rng.random_range(0..Country::ALL.len())])
        .collect();
    Some(Command::Play(PlayCard {
        card,
        card_use: Some(uses[rng.random_range(0..uses.len())]),
        op: None,
        order: None,
        reserves: None,
        countries,
    }))
}

/// Answers `side` could give from `state`: legal options, each applied on a scratch copy
/// (with the game's own dice), while the decision stays `side`'s. As an attacker would, it
/// mostly picks answers that roll no die, so that the walk reaches past the end of the
/// card play (the other side's turn, the solitaire bot's cards, the next draw).
pub(crate) fn walk(state: &GameState, side: Side, len: usize, rng: &mut ChaCha8Rng) -> Vec<Answer> {
    let mut scratch = state.clone();
    let mut path = Vec::new();
    for _ in 0..len {
        let Some(options) = scratch
            .pending()
            .filter(|d| d.side == side)
            .map(|d| d.options.clone())
        else {
            break;
        };
        let answered = |answer: Answer| {
            let mut next = scratch.clone();
            next.apply_seeded(side, &Action::Answer(answer))
                .ok()
                .map(|_| next)
        };
        let quiet: Vec<(Answer, GameState)> = options
            .iter()
            .filter_map(|a| answered(*a).map(|next| (*a, next)))
            .filter(|(_, next)| next.rng == scratch.rng)
            .collect();
        let (answer, next) = if !quiet.is_empty() && rng.random_range(0..10) > 0 {
            quiet[rng.random_range(0..quiet.len())].clone()
        } else {
            let answer = options[rng.random_range(0..options.len())];
            match answered(answer) {
                Some(next) => (answer, next),
                None => {
                    path.push(answer);
                    break;
                }
            }
        };
        path.push(answer);
        scratch = next;
    }
    path
}

/// The commands a probe sends: a walk of legal answers with one more choice after it (as
/// `/lab choose`), the same walk as a one-line play with one country more when it begins
/// with a card, a random compound command and a random one-line play.
fn probe_commands(path: &[Answer], hand: &[CardId], rng: &mut ChaCha8Rng) -> Vec<Command> {
    let mut choices: Vec<Choice> = path.iter().copied().map(Choice::Answer).collect();
    // 99 is never an option: its refusal says how many options the decision it reached has.
    if rng.random_bool(0.5) {
        choices.push(Choice::Number(99));
    } else {
        choices.extend(compound(rng).into_iter().take(rng.random_range(1..=2)));
    }
    let mut commands = vec![Command::Choose { choices }];
    if let Some(Answer::Card(card)) = path.first() {
        let mut play = PlayCard {
            card: *card,
            card_use: None,
            op: None,
            order: None,
            reserves: None,
            countries: Vec::new(),
        };
        for answer in &path[1..] {
            match answer {
                Answer::Use(card_use) => play.card_use = play.card_use.or(Some(*card_use)),
                Answer::Op(op) => play.op = play.op.or(Some(*op)),
                Answer::Order(order) => play.order = play.order.or(Some(*order)),
                Answer::Country(country) => play.countries.push(*country),
                _ => {}
            }
        }
        play.countries
            .push(Country::ALL[rng.random_range(0..Country::ALL.len())]);
        commands.push(Command::Play(play));
    }
    commands.push(Command::Choose {
        choices: compound(rng),
    });
    commands.extend(one_line(hand, rng));
    // A hint (issue 43) reads only the asker's view.
    commands.push(Command::Hint);
    commands
}

/// A table with a new game (alice the US, bob the Jihadist unless solitaire).
fn new_table(solitaire: bool, seed: u64) -> Table {
    let mut table = Table::new();
    if solitaire {
        table.send("alice", new_game(Mode::Solitaire, Side::Us, seed));
    } else {
        table.send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
        table.send("bob", Command::Join);
    }
    table
}

/// Save `state` as the table's game in progress (again, after a command changed or ended it).
fn put(table: &Table, state: &GameState) {
    let mut store = Store::open(&table.path).unwrap();
    let tx = store.begin().unwrap();
    let game = tx.latest_game(common::CHANNEL).unwrap().unwrap();
    tx.save_game(game.id, game.version, state, Status::Active)
        .unwrap();
    tx.commit().unwrap();
}

/// `user`'s replies to `commands` and autocomplete after `paths`, at `state` and at its
/// `twin`, are identical. Each command is sent to both positions as they were (a command
/// applied in part is taken back by saving the positions again).
fn same_replies(
    (a, b): (&mut Table, &mut Table),
    (state, twin): (&GameState, &GameState),
    user: &str,
    paths: &[Vec<Answer>],
    commands: &[Command],
) -> Result<(), TestCaseError> {
    put(a, state);
    put(b, twin);
    for path in paths {
        prop_assert_eq!(
            a.app.options_after_path(common::CHANNEL, user, path),
            b.app.options_after_path(common::CHANNEL, user, path),
            "{} autocomplete after {:?}",
            user,
            path
        );
    }
    for command in commands {
        let out_a = a.send(user, command.clone());
        let out_b = b.send(user, command.clone());
        prop_assert_eq!(
            errors(&out_a),
            errors(&out_b),
            "{} sent {:?}",
            user,
            command
        );
        prop_assert_eq!(
            notices(&out_a),
            notices(&out_b),
            "{} sent {:?}",
            user,
            command
        );
        if matches!(command, Command::Hint) {
            prop_assert_eq!(
                private_to(&out_a, user),
                private_to(&out_b, user),
                "{}'s hint",
                user
            );
        }
        if errors(&out_a).is_empty() {
            put(a, state);
            put(b, twin);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, .. ProptestConfig::default() })]
    /// Twin positions reached by random play, two-player and solitaire, at any decision
    /// (mid-card-play and mid-event too), that differ only in hidden cards: the same
    /// refused commands and autocomplete requests from each seat and from a stranger get
    /// identical replies. Each asker's twin hides from it alone what changed.
    #[test]
    fn refusals_and_autocomplete_do_not_depend_on_hidden_cards(
        solitaire in any::<bool>(), seed in 1u64..1_000, steps in 0usize..60,
        choices in any::<u64>(), probe in any::<u64>(),
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(choices);
        let mut a = new_table(solitaire, seed);
        let mut b = new_table(solitaire, seed);
        let mut state = a.game().state;
        for _ in 0..steps {
            let Some(d) = state.pending().cloned() else { break };
            let answer = d.options[rng.random_range(0..d.options.len())];
            if state.apply_seeded(d.side, &Action::Answer(answer)).is_err() {
                break;
            }
        }
        let Some(side) = state.pending().map(|d| d.side) else {
            return Ok(());
        };
        let user = |s: Side| if s == Side::Us { "alice" } else { "bob" };
        let mut rng = ChaCha8Rng::seed_from_u64(probe);
        let mut askers = vec![(side, "carol"), (side, user(side))];
        if !solitaire {
            askers.insert(0, (!side, user(!side)));
        }
        let paths: Vec<Vec<Answer>> = (0..4)
            .map(|_| {
                let len = rng.random_range(1..=12);
                walk(&state, side, len, &mut rng)
            })
            .collect();
        let hand = state.hand(side).to_vec();
        let commands: Vec<Command> = paths
            .iter()
            .flat_map(|path| probe_commands(path, &hand, &mut rng))
            .collect();
        for (seen_by, asker) in askers {
            let Some(twin) = hidden_twin(&state, seen_by, side, &paths, &mut rng) else {
                continue;
            };
            same_replies((&mut a, &mut b), (&state, &twin), asker, &paths, &commands)?;
        }
    }
}

/// Card 59 Amerithrax (two-player, seed 53): the US discards its highest-value US card, and
/// chooses among ties. Whether the US hand has a tie must not decide the reply to a one-line
/// play with an answer too many: both twins apply the event and report the rest as not
/// applied, in the same words.
#[test]
fn amerithrax_does_not_tell_whether_the_us_hand_has_a_tie() {
    let card = |n| CardId::new(n).unwrap();
    let play = Command::Play(PlayCard {
        card: card(59),
        card_use: Some(CardUse::Event),
        op: None,
        order: None,
        reserves: None,
        countries: vec![Country::Iraq],
    });
    let mut replies = Vec::new();
    for tie in [true, false] {
        let (mut table, user) = position(53, 0, 0);
        assert_eq!(user, "bob");
        edit(&table, |g| {
            assert!(g.hand(Side::Jihadist).contains(&card(59)));
            // The US hand's highest US card: #41 (3), and #36 (3) too for a tie, or else #36
            // swapped with a 1-value US card from the draw pile.
            let us = g.hand(Side::Us).to_vec();
            assert!(us.contains(&card(41)) && us.contains(&card(36)));
            let low = g
                .draw_pile
                .iter()
                .copied()
                .find(|c| c.ops() == 1 && c.association() == labyrinth_engine::Association::Us)
                .unwrap();
            let mut hand: Vec<CardId> = us
                .into_iter()
                .filter(|c| {
                    *c == card(41)
                        || c.association() != labyrinth_engine::Association::Us
                        || c.ops() < 3
                })
                .collect();
            let mut pile = g.draw_pile.to_vec();
            let mut set_aside: Vec<CardId> = g
                .hand(Side::Us)
                .iter()
                .copied()
                .filter(|c| !hand.contains(c))
                .collect();
            if tie {
                hand.push(card(36));
                set_aside.retain(|c| *c != card(36));
            } else {
                hand.push(low);
                pile.retain(|c| *c != low);
            }
            // Keep the hand's size: what left it goes to the bottom of the pile.
            while hand.len() < g.hand(Side::Us).len() {
                let c = set_aside.pop().unwrap();
                hand.push(c);
            }
            pile.extend(set_aside);
            g.hands.us = hand.into();
            g.draw_pile = pile.into();
        });
        let out = table.send(&user, play.clone());
        assert!(errors(&out).is_empty(), "tie {tie}: {:?}", errors(&out));
        let notes: Vec<String> = notices(&out).iter().map(|s| s.to_string()).collect();
        assert_eq!(notes.len(), 1, "tie {tie}: {out:?}");
        assert!(notes[0].contains("country:iraq"), "{}", notes[0]);
        replies.push(notes);
    }
    assert_eq!(replies[0], replies[1]);
}

/// Solitaire, Let's Roll! seed 31 after `/lab choose 1`, `1`, `4` (card 33 for War of Ideas
/// in the Caucasus): a one-line play with a country too many for card 51 to Reserves, the
/// phase's second card, never names the bot's next face-down card (the bot plays after it)
/// nor applies the country to the bot's turn.
#[test]
fn a_one_line_play_stops_before_the_bot_plays() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::Solitaire, Side::Us, 31));
    for n in [1, 1, 4] {
        table.send("alice", common::choose(n));
    }
    let bot_pile = table.game().state.hand(Side::Jihadist).to_vec();
    let out = table.send(
        "alice",
        Command::Play(PlayCard {
            card: CardId::new(51).unwrap(),
            card_use: Some(CardUse::Reserves),
            op: None,
            order: None,
            reserves: None,
            countries: vec![Country::Iran],
        }),
    );
    assert!(errors(&out).is_empty(), "{:?}", errors(&out));
    let notes = notices(&out);
    assert_eq!(notes.len(), 1, "{out:?}");
    assert!(notes[0].contains("country:iran"), "{}", notes[0]);
    for card in bot_pile {
        let named = format!("#{} {}", card.number(), card.name());
        assert!(!notes[0].contains(&named), "{}", notes[0]);
    }
}
