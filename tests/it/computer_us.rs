//! Solitaire as the Jihadist (issue 28): `/lab new mode:solitaire side:jihadist` seats the
//! person as the Jihadist and the computer US; random Jihadist play against it from every
//! scenario keeps every invariant, ends, and replays exactly from the action log; every
//! computer-US card play is a public post with its reason lines.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use crate::common;

use common::{Table, choose, errors, prompt, public};
use labyrinth_bot::app::{Command, Mode, NewGame, Outbound};
use labyrinth_bot::store::Occupant;
use labyrinth_engine::{Players, Scenario, Side};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn new_as_jihadist(scenario: Scenario, game_length: u8, seed: u64) -> Command {
    Command::New(NewGame {
        scenario,
        mode: Mode::Solitaire,
        side: Side::Jihadist,
        game_length,
        seed: Some(seed),
        ..NewGame::default()
    })
}

/// Answer the Jihadist's prompts at random until the game ends; checks the invariants
/// after every command and the replay every 25 commands. Returns the public texts.
fn play_out(table: &mut Table, mut out: Vec<Outbound>, seed: u64) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut posted: Vec<String> = public(&out).into_iter().map(String::from).collect();
    let mut commands = 0;
    while let Some((user, count)) = prompt(&out) {
        assert_eq!(user, "alice", "only the person is ever prompted");
        assert!(commands < 5_000, "no end within 5,000 commands");
        out = table.send("alice", choose(rng.random_range(1..=count)));
        assert_eq!(errors(&out), Vec::<&str>::new());
        posted.extend(public(&out).into_iter().map(String::from));
        commands += 1;
        let game = table.game();
        game.state.validate().unwrap();
        if commands % 25 == 0 || game.state.outcome.is_some() {
            assert!(table.app.replay_game(game.id).unwrap().reproduces);
        }
    }
    let game = table.game();
    assert!(
        game.state.outcome.is_some(),
        "the game waits for nobody: {out:?}"
    );
    assert!(table.app.replay_game(game.id).unwrap().reproduces);
    posted
}

#[test]
fn a_person_plays_the_jihadist_against_the_computer_us_in_every_scenario() {
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        let mut table = Table::new();
        let out = table.send("alice", new_as_jihadist(scenario, 1, 70 + i as u64));
        assert_eq!(errors(&out), Vec::<&str>::new());
        let text = public(&out).join("\n");
        assert!(
            text.contains("US: the computer US · Jihadist: alice"),
            "{text}"
        );
        let game = table.game();
        assert_eq!(game.state.players, Players::TwoPlayer);
        assert_eq!(game.us, Occupant::Policy("us".to_string()));
        assert_eq!(game.jihadist, Occupant::User("alice".to_string()));
        let posted = play_out(&mut table, out, i as u64);
        // Every computer-US card play is one post that opens with its reasons.
        let plays: Vec<&String> = posted.iter().filter(|t| t.contains("🤖 plays #")).collect();
        assert!(
            !plays.is_empty(),
            "{scenario:?}: no computer-US card play posted"
        );
        for post in plays {
            assert!(post.starts_with("🤖"), "{post}");
            assert!(
                post.lines().filter(|l| l.contains("🤖 plays #")).count() == 1,
                "one card play per post: {post}"
            );
        }
    }
}

#[test]
fn solitaire_as_the_jihadist_takes_every_length_and_no_bot_option() {
    for length in 1..=3 {
        let mut table = Table::new();
        let out = table.send("alice", new_as_jihadist(Scenario::Anaconda, length, 5));
        assert_eq!(errors(&out), Vec::<&str>::new(), "length {length}");
        assert_eq!(table.game().state.game_length, length);
    }
    // Ideology and the mini-decks shape the section 9 bot, which is not playing.
    let mut table = Table::new();
    let out = table.send(
        "alice",
        Command::New(NewGame {
            mini_decks: true,
            ..match new_as_jihadist(Scenario::LetsRoll, 1, 1) {
                Command::New(new) => new,
                _ => unreachable!(),
            }
        }),
    );
    assert_eq!(errors(&out).len(), 1);
    assert!(errors(&out)[0].contains("mini-decks"), "{out:?}");
}
