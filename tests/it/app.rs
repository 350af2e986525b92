//! Whole-stack tests: typed commands through `app` with a temporary SQLite database.
#![allow(
    clippy::unwrap_used,
    reason = "test helpers outside #[test] functions; a failure is the test failing"
)]

use crate::common;

use std::collections::BTreeSet;

use common::{Table, board_svgs, choose, errors, new_game, prompt, prompt_numbers, public};
use labyrinth_bot::app::{Choice, Command, Mode, NewGame, Outbound, Status};
use labyrinth_bot::store::GameRecord;
use labyrinth_engine::{CardId, DecisionKind, Scenario, Side};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn new_game_in(scenario: Scenario, mode: Mode, side: Side, seed: u64) -> Command {
    Command::New(NewGame {
        scenario,
        mode,
        side,
        seed: Some(seed),
        ..NewGame::default()
    })
}

/// Cards in a hand, counting a card picked but not yet played (the pending question is how
/// to use it): an undo puts it back, so it is still hidden.
fn hands(game: &GameRecord) -> BTreeSet<CardId> {
    let current = game.state.current();
    let picked = match game.state.pending().map(|d| d.kind.clone()) {
        Some(DecisionKind::CardUse { card }) => Some(card),
        _ => None,
    };
    current
        .hands
        .us
        .iter()
        .chain(current.hands.jihadist.iter())
        .copied()
        .chain(picked)
        .collect()
}

/// No public message names a card that stayed in a hand through the command, or a
/// face-down Plot's value, or the Available Plots.
fn assert_no_leak(before: &GameRecord, after: &GameRecord, out: &[Outbound]) {
    let held: BTreeSet<CardId> = hands(before).intersection(&hands(after)).copied().collect();
    // The board picture's source is scanned like the texts.
    let svgs = board_svgs(out);
    let texts = public(out)
        .into_iter()
        .chain(svgs.iter().map(String::as_str));
    for text in texts {
        for card in &held {
            let label = format!("#{} {}", card.number(), card.name());
            assert!(
                !text.contains(&label),
                "public text names held card {label}:\n{text}"
            );
        }
        assert!(
            !text.contains("Available Plots"),
            "public text shows Available Plots:\n{text}"
        );
        for line in text.lines() {
            let names_value = ["Plot 1", "Plot 2", "Plot 3", "WMD Plot"]
                .iter()
                .any(|p| line.contains(p));
            // A marker's effect is card text ("any WMD Plot placed in the United States…"
            // for NEST), not a value.
            let revealed = line.contains("resolves")
                || line.contains("blocked")
                || line.contains("Available.")
                || line.starts_with("Marker ");
            assert!(
                !names_value || revealed,
                "public line shows a Plot value: {line}"
            );
        }
    }
}

/// Answer prompts with random option numbers until nobody is prompted. Returns the number of
/// commands sent.
fn play_out(
    table: &mut Table,
    mut out: Vec<Outbound>,
    seed: u64,
    limit: usize,
    scan: bool,
) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut commands = 0;
    while let Some((user, count)) = prompt(&out) {
        // A forced move (one legal option) is answered by the app, never prompted.
        assert!(count >= 2, "a prompt with a single option: {out:?}");
        assert!(
            commands < limit,
            "the game did not end within {limit} commands"
        );
        let before = scan.then(|| table.game());
        let numbers = prompt_numbers(&out);
        // An option the engine lists but then refuses is an engine bug: try the others.
        let mut tried = BTreeSet::new();
        loop {
            let n = rng.random_range(1..=count);
            if !tried.insert(n) {
                assert!(tried.len() < count, "every listed option was refused");
                continue;
            }
            out = table.send(&user, choose(numbers[n - 1]));
            commands += 1;
            let refused = errors(&out);
            if refused.is_empty() {
                break;
            }
            eprintln!("option {n} of {count} refused: {refused:?}");
        }
        if let Some(before) = before {
            let after = table.game();
            assert_no_leak(&before, &after, &out);
            // The game is a value: spec + action log reproduce the saved state.
            if commands % 5 == 0 {
                assert!(
                    table.app.replay_game(after.id).unwrap().reproduces,
                    "after {commands} commands"
                );
            }
        }
    }
    commands
}

#[test]
fn two_player_games_play_to_the_end_and_replay() {
    // Every scenario (3.2), with its own set-up, played to the end.
    for (scenario, seed) in [
        (Scenario::LetsRoll, 11),
        (Scenario::YouCanCallMeAl, 12),
        (Scenario::Anaconda, 13),
        (Scenario::MissionAccomplished, 14),
    ] {
        two_player_game(scenario, seed);
    }
}

fn two_player_game(scenario: Scenario, seed: u64) {
    let mut table = Table::new();
    let out = table.send(
        "alice",
        new_game_in(scenario, Mode::TwoPlayer, Side::Us, seed),
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    assert!(
        prompt(&out).is_none(),
        "nobody is prompted before the second player joins"
    );
    let out = table.send("bob", Command::Join);
    assert_eq!(
        prompt(&out).map(|p| p.0),
        Some("bob".to_string()),
        "the Jihadist acts first (3.2)"
    );
    let commands = play_out(&mut table, out, seed, 20_000, true);
    let game = table.game();
    assert_eq!(game.status, Status::Finished, "after {commands} commands");
    let outcome = game.state.outcome.unwrap();
    eprintln!("seed {seed}: {commands} commands, {outcome:?}");
    let report = table.app.replay_game(game.id).unwrap();
    assert!(
        report.reproduces,
        "replay of {} actions differs",
        report.actions
    );
}

/// The public waiting lines of one command's output.
fn waiting_lines(out: &[Outbound]) -> Vec<&str> {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Public(text) => Some(text.as_str()),
            _ => None,
        })
        .flat_map(str::lines)
        .filter(|line| line.starts_with("⏳ Waiting for"))
        .collect()
}

#[test]
fn the_waiting_line_is_posted_only_when_the_decision_passes() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 21));
    let mut out = table.send("bob", Command::Join);
    assert_eq!(waiting_lines(&out).len(), 1, "after a join: {out:?}");
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let (mut kept, mut passed) = (0, 0);
    let mut last = String::new();
    for _ in 0..400 {
        let Some((user, count)) = prompt(&out) else {
            break;
        };
        let n = prompt_numbers(&out)[rng.random_range(0..count)];
        out = table.send(&user, choose(n));
        if !errors(&out).is_empty() {
            continue;
        }
        last = user.clone();
        let waiting = waiting_lines(&out);
        match prompt(&out) {
            Some((next, _)) if next != user => {
                passed += 1;
                assert_eq!(waiting.len(), 1, "the decision passes to {next}: {out:?}");
                assert!(waiting[0].contains(&format!("({next})")), "{waiting:?}");
            }
            _ => {
                kept += 1;
                assert!(waiting.is_empty(), "{user} decides again: {out:?}");
            }
        }
        // A card play's lines carry one key per play, and the same text is public.
        for message in &out {
            if let Outbound::Play { key, text } = message {
                assert!(key.starts_with(&format!("{}/", table.game().id)), "{key}");
                assert!(!text.contains("⏳"), "{text}");
            }
        }
    }
    assert!(kept > 10 && passed > 10, "kept {kept}, passed {passed}");
    // After an undo, the player to decide is told again (if the random game has not
    // ended: a finished game has nothing to undo).
    if table.game().status == Status::Finished {
        return;
    }
    let undone = table.send(&last, Command::Undo);
    assert!(errors(&undone).is_empty(), "{undone:?}");
    if prompt(&undone).is_some() {
        assert_eq!(waiting_lines(&undone).len(), 1, "{undone:?}");
    }
}

#[test]
fn solitaire_game_against_the_computer_jihadist() {
    for scenario in Scenario::ALL {
        solitaire_game(scenario);
    }
}

fn solitaire_game(scenario: Scenario) {
    let mut table = Table::new();
    let out = table.send("alice", new_game_in(scenario, Mode::Solitaire, Side::Us, 5));
    assert!(errors(&out).is_empty(), "{out:?}");
    // The computer took the Jihadist's first Action Phase card already.
    assert!(
        public(&out).iter().any(|t| t.contains("Jihadist plays")),
        "{out:?}"
    );
    assert_eq!(prompt(&out).map(|p| p.0), Some("alice".to_string()));
    play_out(&mut table, out, 2, 20_000, false);
    let game = table.game();
    assert_eq!(game.status, Status::Finished);
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
    // The computer never gets prompts; alice is the only private recipient.
    let out = table.send("alice", Command::Board);
    assert!(public(&out)[0].contains("game over: the "), "{out:?}");
}

#[test]
fn solitaire_as_the_jihadist_seats_the_computer_us() {
    // Issue 28: no longer refused (tests/it/computer_us.rs plays such games out).
    let mut table = Table::new();
    let out = table.send("alice", new_game(Mode::Solitaire, Side::Jihadist, 5));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert_eq!(
        table.game().us,
        labyrinth_bot::store::Occupant::Policy("us".to_string())
    );
}

#[test]
fn a_restart_mid_game_continues_the_same_game() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Jihadist, 3));
    let mut out = table.send("bob", Command::Join);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..40 {
        let Some((user, count)) = prompt(&out) else {
            break;
        };
        let n = prompt_numbers(&out)[rng.random_range(0..count)];
        out = table.send(&user, choose(n));
    }
    let before = table.game();
    table.reopen();
    let after_reopen = table.game();
    assert_eq!(before.version, after_reopen.version);
    // `hand` re-sends the prompt to whoever must decide.
    let decider = before.state.pending().map(|d| d.side).unwrap();
    let user = if decider == Side::Jihadist {
        "alice"
    } else {
        "bob"
    };
    let out = table.send(user, Command::Hand);
    assert!(prompt(&out).is_some(), "{out:?}");
    play_out(&mut table, out, 5, 20_000, false);
    let game = table.game();
    assert_eq!(game.status, Status::Finished);
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
}

#[test]
fn wrong_user_and_bad_input_change_nothing() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 8));
    // Before the Jihadist seat is taken nobody can act.
    let out = table.send("alice", choose(1));
    assert_eq!(errors(&out).len(), 1);
    table.send("bob", Command::Join);
    let before = table.game();
    let state_json = serde_json::to_string(&before.state).unwrap();
    let attempts: Vec<(&str, Command)> = vec![
        ("carol", choose(1)), // not seated
        ("alice", choose(1)), // not her decision
        ("bob", choose(0)),   // no option 0
        ("bob", choose(99)),  // no option 99
        (
            "bob",
            Command::Choose {
                choices: vec![Choice::Text("narnia".into())],
            },
        ), // not an option
        ("bob", Command::Choose { choices: vec![] }),
        (
            "bob",
            Command::Choose {
                choices: vec![Choice::Number(1), Choice::Number(99)],
            },
        ), // a card, then no option 99
        ("carol", Command::Resign { confirm: true }),
        ("carol", Command::Join),                          // no free seat
        ("alice", new_game(Mode::TwoPlayer, Side::Us, 1)), // game exists
    ];
    for (user, command) in attempts {
        let label = format!("{user} {command:?}");
        let out = table.send(user, command);
        let refused = errors(&out);
        assert_eq!(refused.len(), 1, "{label}: {out:?}");
        assert!(
            out.iter()
                .all(|m| matches!(m, Outbound::Error { user: u, .. } if u == user)),
            "{label}"
        );
        let after = table.game();
        assert_eq!(after.version, before.version, "{label}");
        assert_eq!(
            serde_json::to_string(&after.state).unwrap(),
            state_json,
            "{label}"
        );
    }
    // The right user still can.
    let out = table.send("bob", choose(1));
    assert!(errors(&out).is_empty(), "{out:?}");
    assert_eq!(table.game().version, before.version + 1);
}

#[test]
fn resign_finishes_the_game_and_frees_the_channel() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 8));
    table.send("bob", Command::Join);
    let out = table.send("alice", Command::Resign { confirm: true });
    assert!(
        public(&out).iter().any(|t| t.contains("the Jihadist wins")),
        "{out:?}"
    );
    // The outcome is said once in the text: the board's heading names the winner only.
    let said: usize = out
        .iter()
        .map(|m| match m {
            Outbound::Public(text) | Outbound::Play { text, .. } | Outbound::Board { text, .. } => {
                text.matches("Game over").count()
            }
            _ => 0,
        })
        .sum();
    assert_eq!(said, 1, "{out:?}");
    let game = table.game();
    assert_eq!(game.status, Status::Finished);
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
    let out = table.send("alice", new_game(Mode::Solitaire, Side::Us, 2));
    assert!(errors(&out).is_empty(), "{out:?}");
}

/// `/lab new mini_decks:true` (9.2, optional): a solitaire game is set up with mini-decks;
/// a two-player game is refused with a clear error and nothing is created. The terminal
/// parses `mini_decks:true`.
#[test]
fn mini_decks_for_solitaire_only() {
    use labyrinth_bot::app::MINI_DECKS_REFUSED;
    use labyrinth_bot::terminal::parse_command;
    let Ok(Command::New(parsed)) = parse_command("new", &["mode:solitaire", "mini_decks:true"])
    else {
        panic!("mini_decks:true parses");
    };
    assert!(parsed.mini_decks);
    assert!(parse_command("new", &["mini_decks:maybe"]).is_err());

    let mut table = Table::new();
    let out = table.send(
        "alice",
        Command::New(NewGame {
            mini_decks: true,
            seed: Some(1),
            ..NewGame::default()
        }),
    );
    let refused = labyrinth_bot::tr!(labyrinth_bot::i18n::Lang::En, MINI_DECKS_REFUSED);
    assert!(
        refused.starts_with("the mini-decks option (9.2)"),
        "{refused}"
    );
    assert_eq!(errors(&out), vec![format!("⚠️ {refused}")]);
    assert!(errors(&table.send("alice", Command::Board))[0].contains("no game"));
    assert!(
        NewGame {
            mini_decks: true,
            ..NewGame::default()
        }
        .check(Default::default())
        .is_err(),
        "the Discord adapter refuses it before it opens a thread"
    );

    let out = table.send(
        "alice",
        Command::New(NewGame {
            mode: Mode::Solitaire,
            mini_decks: true,
            seed: Some(1),
            ..NewGame::default()
        }),
    );
    assert!(errors(&out).is_empty(), "{out:?}");
    let game = table.game();
    assert!(game.spec.mini_decks && game.state.mini_decks);
}

/// Why an option is missing: the operation prompt lists each operation not offered with the
/// engine's reason (7.1.2), and `/lab country` tells the player choosing a country whether
/// it is an option and, if not, why (7.1.1: a Poor country needs a 3-value card).
#[test]
fn missing_options_say_why() {
    use common::{pick, private_to};
    use labyrinth_engine::{Alignment, Country, GameState, Governance, Players, ScriptedDice};

    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 5));
    table.send("bob", Command::Join);
    // A blank US Action Phase: #12 Al-Azhar (2 ops) in hand, Iraq Poor.
    let mut game = table.game();
    let mut state = GameState::blank(Players::TwoPlayer, Default::default(), 1, 5);
    let cards = [CardId::new(12).unwrap(), CardId::new(1).unwrap()];
    state
        .draw_pile
        .retain(|c| !cards.contains(c) && c.number() != 48);
    state.hands.us = cards.to_vec().into();
    state.hands.jihadist = vec![CardId::new(48).unwrap()].into();
    state.phase.side = Side::Us;
    let iraq = state.country_mut(Country::Iraq);
    iraq.governance = Some(Governance::Poor);
    iraq.alignment = Some(Alignment::Neutral);
    // A Fair Ally with a cell: Deploy and Disrupt are offered too.
    let gulf = state.country_mut(Country::GulfStates);
    gulf.governance = Some(Governance::Fair);
    gulf.alignment = Some(Alignment::Ally);
    state
        .set_pieces(
            Country::GulfStates,
            labyrinth_engine::Pieces {
                sleeper_cells: 1,
                ..state.country(Country::GulfStates).pieces()
            },
        )
        .unwrap();
    state.resume(&mut ScriptedDice::new([])).unwrap();
    game.state = state;
    common::save_state(&table, &game);

    let out = table.send("alice", Command::Hand);
    let out = table.send("alice", pick(&out, "#12", |l| l.starts_with("#12 ")));
    let out = table.send("alice", pick(&out, "Operations", |l| l == "Operations"));
    let all = format!("{out:?}");
    assert!(
        all.contains("\\nNot offered: Regime Change needs a 3-value card; card 12 Al-Azhar is worth 2 (7.3.4)\\nNot offered: Withdraw is not possible now: US Posture is not Soft (7.3.5)"),
        "{all}"
    );
    let out = table.send("alice", pick(&out, "War of Ideas", |l| l == "War of Ideas"));
    assert!(prompt_numbers(&out).len() > 1, "{out:?}");

    let out = table.send("alice", Command::Country(Country::Iraq));
    let told = private_to(&out, "alice").join("\n");
    assert!(
        told.contains(
            "Iraq is not an option for your decision (choose a country for War of Ideas): Iraq is Poor: War of Ideas there needs a 3-value card; card 12 Al-Azhar is worth 2 (7.1.1)"
        ),
        "{out:?}"
    );
    let out = table.send("alice", Command::Country(Country::Pakistan));
    assert!(
        private_to(&out, "alice")
            .join("\n")
            .contains("Pakistan is an option for your decision"),
        "{out:?}"
    );
    // Only the player who decides is told; the channel gets the public details alone.
    let out = table.send("bob", Command::Country(Country::Iraq));
    assert!(private_to(&out, "bob").is_empty(), "{out:?}");
}

/// The special set-up is narrated: the bot's three Anaconda cells and the seven Mission
/// Accomplished? Schengen Posture rolls; a two-player Mission Accomplished? game shows no
/// board before the Jihadist joins (no card is dealt until the set-up finishes).
#[test]
fn the_special_set_up_is_narrated_and_an_unfinished_one_shows_no_board() {
    let mut table = Table::new();
    let out = table.send(
        "alice",
        new_game_in(Scenario::Anaconda, Mode::Solitaire, Side::Us, 3),
    );
    let text = public(&out).join("\n");
    assert!(text.contains("Set-up:\n🤖 set-up cell: dice"), "{text}");
    assert_eq!(text.matches("🤖 set-up cell").count(), 3, "{text}");

    let mut table = Table::new();
    let out = table.send(
        "alice",
        new_game_in(Scenario::MissionAccomplished, Mode::Solitaire, Side::Us, 3),
    );
    let text = public(&out).join("\n");
    assert_eq!(text.matches("🎲 Posture roll in").count(), 7, "{text}");

    // Let's Roll! has no special set-up: no such line.
    let mut table = Table::new();
    let out = table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 3));
    assert!(!public(&out).join("\n").contains("Set-up:"), "{out:?}");

    let mut table = Table::new();
    let out = table.send(
        "alice",
        new_game_in(Scenario::MissionAccomplished, Mode::TwoPlayer, Side::Us, 3),
    );
    let text = public(&out).join("\n");
    assert!(board_svgs(&out).is_empty(), "{out:?}");
    assert!(!text.contains("Hands US 0"), "{text}");
    assert!(
        text.contains("the cards are dealt, once the other player has joined"),
        "{text}"
    );
}
