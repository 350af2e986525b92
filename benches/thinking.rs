//! Issue 41, "No slow game holds up another": a command's latency in one game while other
//! games make the computer US look ahead, against the same with nothing else running.
//!
//! One `App` behind one mutex, as the Discord bot has it, every command run through
//! `app::serve_shared` (what `Data::spawn` runs). The measured game is a two-player game
//! answered at random (`/lab choose n`, as `benches/app.rs`). The load: four solitaire games
//! in which a person plays the US against the section 9 bot, each at a card play of the last
//! turns, each asking for a hint over and over (`/lab hand hint:true`: the computer US's
//! answer, its look ahead included; it changes nothing, so the position stays). A measured
//! command every 10 ms or so. Three runs:
//! nothing else running; the load with the thinking outside the lock (`App::thinking_outside`,
//! the bot now); the load with the thinking inline, under the lock (before issue 41).
//!
//! `cargo bench --bench thinking` times 500 commands per run (a few minutes: under the lock
//! the measured game starves); under `cargo test --benches` (no `--bench` argument) it runs a
//! short smoke pass instead, without the run under the lock.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "benchmark")]

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use labyrinth_bot::app::{
    App, Choice, Command, Job, Mode, NewGame, Outbound, SeedPolicy, serve_shared,
};
use labyrinth_engine::{Scenario, Side};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[path = "common/timing.rs"]
#[allow(dead_code, reason = "the picture benchmarks use the rest")]
mod timing;

/// Games whose computer US looks ahead while the command is timed.
const THINKING_GAMES: usize = 4;
/// The wait between two measured commands: players' commands come spaced, not back to back
/// (which would also let the measuring thread take the lock again at once, every time).
const PACE: Duration = Duration::from_millis(10);

fn prompt(out: &[Outbound]) -> Option<(String, usize)> {
    out.iter().rev().find_map(|m| match m {
        Outbound::Prompt { user, options, .. } => Some((user.clone(), options.len())),
        _ => None,
    })
}

fn choose(n: usize) -> Command {
    Command::Choose {
        choices: vec![Choice::Number(n)],
    }
}

fn new_game(mode: Mode, side: Side, seed: u64) -> Command {
    Command::New(NewGame {
        scenario: Scenario::LetsRoll,
        mode,
        side,
        game_length: 1,
        seed: Some(seed),
        ..NewGame::default()
    })
}

/// A solitaire game in `channel` (the person as the US, seeds from `seed` on) played at
/// random until the US hint looks ahead. `app` thinks outside, so a hint that must look
/// ahead stops instead of thinking.
fn to_a_look_ahead(app: &mut App, channel: &str, mut seed: u64) {
    loop {
        app.handle(channel, "alice", Command::Abandon { admin: true });
        let mut out = app.handle(channel, "alice", new_game(Mode::Solitaire, Side::Us, seed));
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some((_, count)) = prompt(&out) {
            app.handle(channel, "alice", Command::Hint);
            if app.needs_thinking().is_some() {
                return;
            }
            out = app.handle(channel, "alice", choose(rng.random_range(1..=count)));
        }
        seed += 1000;
    }
}

/// The measured game: a two-player game in `channel`, answered at random, a new one when it
/// ends. Returns each command's time from asking for the app to its reply.
fn measure(shared: &Mutex<App>, channel: &str, commands: usize) -> Vec<Duration> {
    let send = |user: &str, command: Command| {
        serve_shared(
            shared,
            |app| app,
            Job::think,
            |app| app.handle(channel, user, command.clone()),
        )
    };
    let mut seed = 1;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut waiting = None;
    let mut times = Vec::with_capacity(commands);
    while times.len() < commands {
        let Some((user, count)) = waiting.take() else {
            send("alice", Command::Abandon { admin: true });
            seed += 1;
            send("alice", new_game(Mode::TwoPlayer, Side::Us, seed));
            waiting = prompt(&send("bob", Command::Join));
            continue;
        };
        std::thread::sleep(PACE);
        let begin = Instant::now();
        let out = send(&user, choose(rng.random_range(1..=count)));
        times.push(begin.elapsed());
        waiting = prompt(&out);
    }
    times
}

/// What the load did: hints answered and the time each took.
struct Load {
    hints: usize,
    per_hint: Duration,
}

/// Time `commands` commands of the measured game with `thinking` games asking for hints
/// meanwhile; the app thinks outside its lock when `outside`.
fn run(path: &Path, outside: bool, thinking: usize, commands: usize) -> (Vec<Duration>, Load) {
    let mut app = App::open(path)
        .unwrap()
        .with_seed_policy(SeedPolicy::Chosen)
        .thinking_outside();
    for i in 0..thinking {
        to_a_look_ahead(&mut app, &format!("thinking-{i}"), 40 + i as u64);
    }
    if !outside {
        // The same database, an app that thinks under its lock.
        app = App::open(path)
            .unwrap()
            .with_seed_policy(SeedPolicy::Chosen);
    }
    let shared = Arc::new(Mutex::new(app));
    let stop = Arc::new(AtomicBool::new(false));
    let hints = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let load: Vec<_> = (0..thinking)
        .map(|i| {
            let (shared, stop, hints) =
                (Arc::clone(&shared), Arc::clone(&stop), Arc::clone(&hints));
            std::thread::spawn(move || {
                let channel = format!("thinking-{i}");
                while !stop.load(Ordering::Relaxed) {
                    let out = serve_shared(
                        &shared,
                        |app| app,
                        Job::think,
                        |app| app.handle(&channel, "alice", Command::Hint),
                    );
                    assert!(matches!(out.as_slice(), [Outbound::Private { .. }, ..]));
                    hints.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    if thinking > 0 {
        // Every thinking game is under way.
        std::thread::sleep(Duration::from_millis(200));
    }
    let times = measure(&shared, "measured", commands);
    stop.store(true, Ordering::Relaxed);
    for thread in load {
        thread.join().unwrap();
    }
    let hints = hints.load(Ordering::Relaxed);
    let per_hint = (started.elapsed() * thinking as u32)
        .checked_div(hints as u32)
        .unwrap_or_default();
    (times, Load { hints, per_hint })
}

fn report(name: &str, mut times: Vec<Duration>, load: &Load) -> Duration {
    times.sort_unstable();
    let p99 = timing::percentile(&times, 0.99);
    println!(
        "{name:<44} n={:<4} p50 {:>10.3?} p99 {:>10.3?} max {:>10.3?} | hints {} ({:.3?} each)",
        times.len(),
        timing::percentile(&times, 0.50),
        p99,
        times[times.len() - 1],
        load.hints,
        load.per_hint,
    );
    p99
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (commands, thinking) = if full { (500, THINKING_GAMES) } else { (10, 1) };
    let dir = tempfile::tempdir().unwrap();
    let db = |name: &str| dir.path().join(name);
    let (alone, idle) = run(&db("alone.db"), true, 0, commands);
    let (outside, outside_load) = run(&db("outside.db"), true, thinking, commands);
    println!("{thinking} other games asking the computer US for hints (look ahead) meanwhile:");
    let reference = report("nothing else running (reference)", alone, &idle);
    let after = report("thinking outside the lock (now)", outside, &outside_load);
    let ratio = |p99: Duration| p99.as_secs_f64() / reference.as_secs_f64();
    if !full {
        // The smoke pass stops here: under the lock the measured game can wait a long time.
        return;
    }
    // Under the lock: the thinking games hand the (unfair) mutex among themselves, so this
    // run can take minutes.
    let (inline, inline_load) = run(&db("inline.db"), false, thinking, commands);
    let before = report("thinking under the lock (before)", inline, &inline_load);
    println!(
        "p99 against the reference: now {:.1}x, before {:.1}x",
        ratio(after),
        ratio(before),
    );
}
