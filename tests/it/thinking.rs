//! The computer's thinking outside the shared app's lock (issue 41, "No slow game holds up
//! another"): while one game's computer US looks ahead, a command in another game is
//! answered; and a game played so replays exactly as one whose computer thought inline.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use std::path::Path;
use std::sync::{Arc, Mutex, mpsc};

use common::look_ahead::{self, Alice};
use common::{choose, errors, prompt, public};
use labyrinth_bot::app::{App, Command, Job, Mode, NewGame, Outbound, SeedPolicy, serve_shared};
use labyrinth_bot::store::{Recorded, Store};
use labyrinth_engine::{Scenario, Side};

fn app(path: &Path) -> App {
    App::open(path)
        .unwrap()
        .with_seed_policy(SeedPolicy::Chosen)
        .thinking_outside()
}

/// `command` from `user` in `channel` on the shared app, thinking outside its lock.
fn send(shared: &Mutex<App>, channel: &str, user: &str, command: &Command) -> Vec<Outbound> {
    serve_shared(
        shared,
        |app| app,
        Job::think,
        |app| app.handle(channel, user, command.clone()),
    )
}

/// The messages but a game's report, which carries the time it was written.
fn unstamped(out: &[Outbound]) -> Vec<&Outbound> {
    out.iter()
        .filter(|m| !matches!(m, Outbound::Report { .. }))
        .collect()
}

fn actions(path: &Path, channel: &str) -> Vec<(Side, Recorded)> {
    let game = common::load(path, channel);
    let mut store = Store::open(path).unwrap();
    let tx = store.read().unwrap();
    tx.actions(game.id).unwrap()
}

/// Game A's computer US looks ahead; meanwhile bob's command in game B is answered. The
/// look ahead waits for bob's answer, so were it thinking under the lock, it would never
/// start before bob's command (which would wait for it).
#[test]
fn a_game_goes_on_while_another_games_computer_looks_ahead() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    let mut app = app(&path);
    // Game B: bob plays the US against the section 9 bot.
    let out = app.handle("b", "bob", common::new_game(Mode::Solitaire, Side::Us, 7));
    assert_eq!(prompt(&out).map(|(user, _)| user), Some("bob".to_string()));
    let before = actions(&path, "b").len();
    let (command, _) = look_ahead::to_the_look_ahead(&mut app, "a", "alice", 0);
    let shared = Arc::new(Mutex::new(app));

    let (thinking, started) = mpsc::channel();
    let (go, wait) = mpsc::channel::<()>();
    let game_a = {
        let shared = Arc::clone(&shared);
        std::thread::spawn(move || {
            let think = move |job: Job| {
                let _ = thinking.send(());
                let _ = wait.recv();
                job.think()
            };
            serve_shared(
                &shared,
                |app| app,
                think,
                |app| app.handle("a", "alice", command.clone()),
            )
        })
    };
    started
        .recv()
        .expect("game A's command ended without thinking outside the lock");
    let out = send(&shared, "b", "bob", &choose(1));
    assert_eq!(errors(&out), Vec::<&str>::new());
    assert!(
        actions(&path, "b").len() > before,
        "bob's answer was not recorded"
    );
    drop(go);

    let out = game_a.join().unwrap();
    assert_eq!(errors(&out), Vec::<&str>::new());
    let posted = public(&out).join("\n");
    assert!(
        posted.contains("🤖 plays #"),
        "the computer US played: {posted}"
    );
}

/// The same seed and the same commands give the same action log, state and messages whether
/// the computer US thinks inside the command or outside the lock and the command runs again.
#[test]
fn thinking_outside_the_lock_plays_the_game_thinking_inline_plays() {
    let dir = tempfile::tempdir().unwrap();
    let (inline_path, outside_path) = (dir.path().join("inline.db"), dir.path().join("outside.db"));
    let mut inline = App::open(&inline_path)
        .unwrap()
        .with_seed_policy(SeedPolicy::Chosen);
    let outside = Mutex::new(app(&outside_path));
    let thought = Mutex::new(Vec::new());
    let mut alice = Alice::new("alice");
    let mut command = look_ahead::new_game();
    // Up to the command that thinks the eighth answer: a few look aheads, not the whole game.
    for _ in 0..5_000 {
        let expected = inline.handle("a", "alice", command.clone());
        let think = |job: Job| {
            thought.lock().unwrap().push(job.clone());
            job.think()
        };
        let out = serve_shared(
            &outside,
            |app| app,
            think,
            |app| app.handle("a", "alice", command.clone()),
        );
        assert_eq!(unstamped(&out), unstamped(&expected));
        if thought.lock().unwrap().len() >= 8 {
            break;
        }
        match alice.answer(&out) {
            Some(next) => command = next,
            None => break,
        }
    }
    let thought = thought.into_inner().unwrap();
    assert!(thought.len() >= 8, "the computer US looked ahead");
    // Each answer is thought once: a run again takes every answer its earlier runs thought.
    for (i, job) in thought.iter().enumerate() {
        assert!(!thought[..i].contains(job), "thought twice: {job:?}");
    }
    assert_eq!(actions(&outside_path, "a"), actions(&inline_path, "a"));
    assert_eq!(
        common::load(&outside_path, "a").state,
        common::load(&inline_path, "a").state
    );
}

/// `/lab hand hint:true` at a US card play of the last turns: the hint's look ahead is
/// thought outside the lock too, and reads as the one thought inline.
#[test]
fn a_hint_that_looks_ahead_is_thought_outside_the_lock() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    let mut app = app(&path);
    // Random US play from the first seed whose game reaches a looked-ahead hint.
    let looks_ahead = |app: &mut App, seed: u64| {
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        app.handle("h", "alice", Command::Abandon { admin: true });
        let new = Command::New(NewGame {
            scenario: Scenario::LetsRoll,
            mode: Mode::Solitaire,
            side: Side::Us,
            game_length: 1,
            seed: Some(seed),
            ..NewGame::default()
        });
        let mut out = app.handle("h", "alice", new);
        while let Some((_, count)) = prompt(&out) {
            app.handle("h", "alice", Command::Hint);
            if app.needs_thinking().is_some() {
                return true;
            }
            let n = rand::RngExt::random_range(&mut rng, 1..=count);
            out = app.handle("h", "alice", choose(n));
        }
        false
    };
    assert!((40..60).any(|seed| looks_ahead(&mut app, seed)));
    let shared = Mutex::new(app);
    let thought = std::sync::atomic::AtomicUsize::new(0);
    let think = |job: Job| {
        thought.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        job.think()
    };
    let hint = serve_shared(
        &shared,
        |app| app,
        think,
        |app| app.handle("h", "alice", Command::Hint),
    );
    assert_eq!(thought.into_inner(), 1);
    let mut inline = App::open(&path).unwrap();
    assert_eq!(hint, inline.handle("h", "alice", Command::Hint));
    assert!(
        matches!(hint.as_slice(), [Outbound::Private { text, .. }] if text.starts_with("💡 The computer US would answer")),
        "{hint:?}"
    );
}
