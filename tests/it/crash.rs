//! Crash test (issue "Store"): the real terminal client, `labyrinth play --db FILE`, is fed
//! commands on stdin and killed with SIGKILL at random moments, 200 times. After each kill:
//! every game loads, every game the run touched replays from its action log to its saved
//! state, and every command whose reply was printed is in the database (at most the one in
//! flight is lost, or committed without its reply).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use labyrinth_bot::app::App;
use labyrinth_bot::store::Store;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const RUNS: usize = 200;
const CHANNEL: &str = labyrinth_bot::terminal::CHANNEL;

/// (id, version) of every game; each loads.
fn games(path: &Path) -> Vec<(i64, i64)> {
    let mut store = Store::open(path).unwrap();
    let tx = store.begin().unwrap();
    tx.games_in_channel(CHANNEL, 10_000)
        .unwrap()
        .into_iter()
        .map(|summary| {
            let game = tx.game(summary.id).unwrap().unwrap();
            (game.id, game.version)
        })
        .collect()
}

fn live_game(path: &Path) -> bool {
    let mut store = Store::open(path).unwrap();
    let tx = store.begin().unwrap();
    tx.live_game(CHANNEL).unwrap().is_some()
}

/// Commands committed so far: every successful command adds one to its game's version.
fn committed(games: &[(i64, i64)]) -> i64 {
    games.iter().map(|(_, version)| version).sum()
}

/// Replies fully printed before the kill and not refused. Each command is followed by an
/// unknown command `ping-N`, answered without touching the database: once its refusal is
/// printed, the reply before it was printed whole.
fn printed_successes(output: &[String]) -> i64 {
    let mut successes = 0;
    let mut block: Vec<&str> = Vec::new();
    // `(now alice)` and the start-up line about the game in progress answer no command.
    for line in output {
        if line.contains("unknown command \"ping-") {
            let refused = block
                .first()
                .is_some_and(|l| l.starts_with("[to alice] ⚠️"));
            if !block.is_empty() && !refused {
                successes += 1;
            }
            block.clear();
        } else if !line.starts_with("(now ") && !line.contains("is in progress here") {
            block.push(line);
        }
    }
    successes
}

/// How long a whole script takes on this machine now (a new solitaire game and six
/// answers, run to the end on a scratch database): the kills fall inside that window, so a
/// slow or busy machine still kills mid-way instead of before the first reply. The fastest
/// of three runs: one slowed by a burst of other work would put most kills after the end.
fn script_duration(dir: &Path) -> Duration {
    (0..3)
        .map(|i| script_run(&dir.join(format!("calibration-{i}.db"))))
        .min()
        .unwrap_or(Duration::from_millis(30))
}

fn script_run(db: &Path) -> Duration {
    let script = "as alice\n/lab new mode:solitaire seed:1\n/lab choose 1\n/lab choose 1\n\
                  /lab choose 1\n/lab choose 1\n/lab choose 1\n/lab choose 1\n";
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .arg("play")
        .arg("--db")
        .arg(db)
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child.wait().unwrap();
    started.elapsed().max(Duration::from_millis(30))
}

#[test]
fn sigkill_at_random_moments_loses_no_printed_command() {
    let dir = tempfile::tempdir().unwrap();
    let window = script_duration(dir.path()).as_micros() as u64;
    let db = dir.path().join("crash.db");
    // Create and migrate the database before the first kill.
    drop(Store::open(&db).unwrap());
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let (mut killed_mid_run, mut total_printed, mut unprinted_commits) = (0, 0, 0);
    for run in 0..RUNS {
        let mut script = String::from("as alice\n");
        if !live_game(&db) {
            script.push_str(&format!(
                "/lab new mode:solitaire seed:{run}\n/lab ping-0\n"
            ));
        }
        for i in 1..=6 {
            let n = rng.random_range(1..=3);
            script.push_str(&format!("/lab choose {n}\n/lab ping-{i}\n"));
        }
        // A count is answered by the count itself: the Regime Change troop menu starts at 6.
        script.push_str("/lab choose 6\n/lab ping-7\n");
        let before = games(&db);

        let mut child = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
            .arg("play")
            .arg("--db")
            .arg(&db)
            .env_remove("DISCORD_TOKEN")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let reader = thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .collect::<Vec<String>>()
        });
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(script.as_bytes()).unwrap();
        drop(stdin);
        thread::sleep(Duration::from_micros(rng.random_range(0..window)));
        // SIGKILL on Unix.
        child.kill().unwrap();
        let status = child.wait().unwrap();
        if !status.success() {
            killed_mid_run += 1;
        }
        let output = reader.join().unwrap();

        let after = games(&db);
        let printed = printed_successes(&output);
        let gained = committed(&after) - committed(&before);
        total_printed += printed;
        unprinted_commits += gained - printed;
        assert!(
            gained == printed || gained == printed + 1,
            "run {run}: {printed} replies printed but {gained} commands committed\n{}",
            output.join("\n")
        );
        // Every game this run changed replays to its saved state.
        let mut app = App::open(&db).unwrap();
        for (id, version) in &after {
            if !before.contains(&(*id, *version)) {
                let report = app.replay_game(*id).unwrap();
                assert!(report.reproduces, "run {run}: game {id} does not replay");
            }
        }
    }
    let games = games(&db).len();
    eprintln!(
        "{RUNS} runs, kills within {window} µs, {killed_mid_run} killed mid-way, \
         {total_printed} replies printed, {unprinted_commits} commits without a printed reply, \
         {games} games"
    );
    // About 2.5 replies a run on a quiet machine; under a busy one (other builds) about 0.8.
    assert!(
        total_printed > RUNS as i64 / 2,
        "the runs were killed too early to test much"
    );
    assert!(
        killed_mid_run > RUNS / 4,
        "only {killed_mid_run} runs were killed mid-way"
    );
}
