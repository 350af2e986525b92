//! The binary as an admin starts it: `.env` in the working directory supplies the settings
//! the environment does not (README "Running the Discord bot").
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// `labyrinth play ARGS` in `dir` with `script` on its stdin (no Discord token), to the end.
fn play(dir: &Path, args: &[&str], script: &[u8], adjust: impl FnOnce(&mut Command)) -> Output {
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    labyrinth(dir, &all, script, adjust)
}

/// `labyrinth ARGS` in `dir` with `script` on its stdin (no Discord token), to the end.
fn labyrinth(
    dir: &Path,
    args: &[&str],
    script: &[u8],
    adjust: impl FnOnce(&mut Command),
) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_labyrinth"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    adjust(&mut command);
    let mut child = command.spawn().unwrap();
    child.stdin.take().unwrap().write_all(script).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn dot_env_supplies_the_database_path() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join(".env"),
        "# as in .env.example\nDATABASE_PATH=from-dot-env.db\n",
    )
    .unwrap();
    let output = play(
        dir.path(),
        &[],
        b"as alice\n/lab game new mode:solitaire seed:1\n",
        |c| {
            c.env_remove("DATABASE_PATH");
        },
    );
    assert!(output.status.success(), "{output:?}");
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("New game #1"),
        "{output:?}"
    );
    assert!(dir.path().join("from-dot-env.db").exists());
    assert!(!dir.path().join("labyrinth.db").exists());
}

#[test]
fn a_variable_already_set_wins_over_dot_env() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(".env"), "DATABASE_PATH=from-dot-env.db\n").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .arg("play")
        .current_dir(dir.path())
        .env("DATABASE_PATH", "from-environment.db")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert!(dir.path().join("from-environment.db").exists());
    assert!(!dir.path().join("from-dot-env.db").exists());
}

#[test]
fn replay_of_a_missing_database_is_an_error_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.db");
    let output = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["replay", "--db"])
        .arg(&missing)
        .args(["--game", "1"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("no database at"),
        "{output:?}"
    );
    assert!(!missing.exists(), "replay created {}", missing.display());
}

/// The README's terminal session, run as written: every line is accepted.
#[test]
fn the_readme_terminal_example_runs_as_written() {
    let readme = include_str!("../../README.md");
    let section = readme
        .split("## Playing in the terminal")
        .nth(1)
        .and_then(|s| s.split("```text").nth(1))
        .and_then(|s| s.split("```").next())
        .expect("the README has a terminal example");
    let dir = tempfile::tempdir().unwrap();
    // The example writes board.png: in the temporary folder, not the checkout.
    let output = play(
        dir.path(),
        &["--db", "readme.db"],
        section.as_bytes(),
        |_| {},
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(
        !stdout.contains("⚠️"),
        "a README line was refused:\n{stdout}"
    );
    assert!(
        stdout.contains("Jihadist plays #76 Abu Ghurayb"),
        "{stdout}"
    );
    assert!(stdout.contains("Jihadist plays #7 Sanctions"), "{stdout}");
}

/// `/lab board image:PATH` in the terminal prints the board and writes its picture.
#[test]
fn the_terminal_writes_the_board_picture() {
    let dir = tempfile::tempdir().unwrap();
    let output = play(
        dir.path(),
        &["--db", "game.db"],
        b"as alice\n/lab game new mode:solitaire seed:1\n/lab board image:my board.png\n",
        |_| {},
    );
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("Board picture written to my board.png"),
        "{stdout}"
    );
    let png = std::fs::read(dir.path().join("my board.png")).unwrap();
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&png).unwrap();
    let size = labyrinth_bot::render::map::canvas_size().unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), size);
}

/// `labyrinth` alone is the terminal client (never the bot, even with a token set), and
/// takes `play`'s flags.
#[test]
fn no_subcommand_is_the_terminal_client() {
    let dir = tempfile::tempdir().unwrap();
    let output = labyrinth(
        dir.path(),
        &["--db", "alone.db"],
        b"as alice\n/lab game new mode:solitaire seed:1\n",
        |c| {
            c.env("DISCORD_TOKEN", "not-a-token");
        },
    );
    assert!(output.status.success(), "{output:?}");
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("New game #1"),
        "{output:?}"
    );
    assert!(dir.path().join("alone.db").exists());
}

/// A fixture path that does not exist is named, and fails.
#[test]
fn a_missing_fixture_path_is_an_error() {
    let output = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["fixture", "no/such/fixtures"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("no such file or folder: no/such/fixtures"),
        "{stderr}"
    );
}

/// An unknown scenario is a usage error (exit 2) that lists the engine's scenarios.
#[test]
fn an_unknown_sim_scenario_is_a_usage_error() {
    let output = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["sim", "--scenario", "foo", "--games", "1"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    for scenario in [
        "lets_roll",
        "you_can_call_me_al",
        "anaconda",
        "mission_accomplished",
    ] {
        assert!(stderr.contains(scenario), "{stderr}");
    }
    let help = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["sim", "--help"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&help.stdout).contains("mission_accomplished"));
}

/// `replay`: 0 reproduced, 2 when it cannot replay (a missing game); never 1, which means
/// "not reproduced".
#[test]
fn replay_tells_trouble_from_not_reproduced() {
    let dir = tempfile::tempdir().unwrap();
    let output = play(
        dir.path(),
        &["--db", "r.db"],
        b"as alice\n/lab game new mode:solitaire seed:2\n/lab choose 1\n",
        |_| {},
    );
    assert!(output.status.success(), "{output:?}");
    let replay = |game: &str| {
        Command::new(env!("CARGO_BIN_EXE_labyrinth"))
            .args(["replay", "--db", "r.db", "--game", game])
            .current_dir(dir.path())
            .output()
            .unwrap()
    };
    let reproduced = replay("1");
    assert_eq!(reproduced.status.code(), Some(0), "{reproduced:?}");
    let missing = replay("9");
    assert_eq!(missing.status.code(), Some(2), "{missing:?}");
}

/// `labyrinth discord` logs to stderr, plain when stderr is not a terminal (a service
/// manager's journal), and nothing to stdout.
#[test]
fn the_bot_logs_plain_lines_to_stderr() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["discord", "--db", "bot.db"])
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "not-a-token")
        .env_remove("DEV_GUILD_ID")
        .env("RUST_LOG", "info")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // It fails to connect (no network, or a refused token); give up waiting after a while.
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > std::time::Duration::from_secs(60) {
            child.kill().unwrap();
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.stdout.is_empty(), "{output:?}");
    assert!(
        stderr.contains("ERROR") || stderr.contains("INFO"),
        "{stderr}"
    );
    assert!(
        !stderr.contains('\u{1b}'),
        "colour codes on a pipe: {stderr}"
    );
}

/// Two players at one terminal (hot seat): a user's private lines print only while that user
/// types; the rest wait for `as NAME` (issue 25).
#[test]
fn the_terminal_shows_private_lines_only_to_the_current_user() {
    let dir = tempfile::tempdir().unwrap();
    let output = play(
        dir.path(),
        &["--db", "hot-seat.db"],
        b"as alice\n/lab game new mode:two_player side:jihadist seed:1\nas bob\n/lab game join\nas alice\n",
        |_| {},
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    let (before, after) = stdout
        .rsplit_once("(now alice)")
        .expect("the script switches back to alice");
    let (alices, bobs) = before.split_once("(now bob)").expect("bob joins");
    assert!(!alices.contains("[to bob]"), "{stdout}");
    assert!(!bobs.contains("[to alice]"), "{stdout}");
    // bob joins as the US; alice, the Jihadist, is asked for her first card.
    assert!(bobs.contains("[to bob] Your hand"), "{stdout}");
    assert!(bobs.contains("private message for alice"), "{stdout}");
    assert!(!bobs.contains("Jihadist, choose card 1"), "{stdout}");
    assert!(
        after.contains("[to alice] Jihadist, choose card 1"),
        "{stdout}"
    );
}

/// `labyrinth ARGS` in `dir`, with nothing on stdin: exit code, stdout, stderr.
fn run(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let output = labyrinth(dir, args, b"", |c| {
        c.env_remove("DATABASE_PATH");
    });
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The terminal's `/lab export path:FILE`: the public record while the game runs, the full
/// export once it has ended; `replay --file` and `import` read the full one (0), and the
/// imported game replays from the database (0).
#[test]
fn the_terminal_exports_and_an_ended_game_imports() {
    let dir = tempfile::tempdir().unwrap();
    let script = b"as alice\n/lab game new seed:5\nas bob\n/lab game join\n\
        /lab export running.json\n/lab game resign confirm\n/lab export path:ended.json\n";
    let output = play(dir.path(), &["--db", "a.db"], script, |_| {});
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout.contains("exported as its public record"), "{stdout}");
    assert!(stdout.contains("exported in full"), "{stdout}");
    assert!(stdout.contains("💾 Written to running.json"), "{stdout}");
    let running = std::fs::read_to_string(dir.path().join("running.json")).unwrap();
    assert!(running.contains("\"content\": \"public\""), "{running}");
    let ended = std::fs::read_to_string(dir.path().join("ended.json")).unwrap();
    assert!(ended.contains("\"content\": \"full\""));

    let (code, stdout, stderr) = run(dir.path(), &["replay", "--file", "ended.json"]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains("the exported state is reproduced"),
        "{stdout}"
    );
    let (code, stdout, stderr) = run(dir.path(), &["import", "ended.json", "--db", "b.db"]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains("imported as game #1 in channel terminal"),
        "{stdout}"
    );
    let (code, ..) = run(dir.path(), &["replay", "--db", "b.db", "--game", "1"]);
    assert_eq!(code, Some(0));
    let (code, _, stderr) = run(dir.path(), &["replay", "--file", "running.json"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("public record of a game in progress"),
        "{stderr}"
    );
    // Without path:FILE the terminal asks for one.
    let output = play(
        dir.path(),
        &["--db", "a.db"],
        b"as alice\n/lab export\n",
        |_| {},
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("/lab game export needs path"), "{stdout}");
}

/// A file `import` refuses changes nothing (the database file is not even opened) and says
/// what is wrong: 2 when it cannot be read or is not a full export, 1 when its log does not
/// reproduce its state.
#[test]
fn import_refuses_a_bad_file_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let script = b"as alice\n/lab game new seed:5\nas bob\n/lab game join\n\
        /lab export running.json\n/lab game resign confirm\n/lab export ended.json\n";
    let output = play(dir.path(), &["--db", "a.db"], script, |_| {});
    assert!(output.status.success(), "{output:?}");
    let ended = std::fs::read_to_string(dir.path().join("ended.json")).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&ended).unwrap();
    let prestige = value["full"]["state"]["prestige"].as_u64().unwrap();
    value["full"]["state"]["prestige"] = (prestige % 10 + 1).into();
    let files = [
        (
            "truncated.json",
            ended[..ended.len() / 3].to_string(),
            2,
            "truncated",
        ),
        (
            "foreign.json",
            "{\"board\": []}".to_string(),
            2,
            "not a Labyrinth game export",
        ),
        (
            "v9.json",
            ended.replacen("\"format_version\": 1", "\"format_version\": 9", 1),
            2,
            "version 9",
        ),
        (
            "damaged.json",
            ended.replacen("\"draw_pile\": [", "\"draw_pile\": [\"x\", ", 1),
            2,
            "damaged",
        ),
        (
            "edited.json",
            serde_json::to_string_pretty(&value).unwrap(),
            1,
            "does not reproduce",
        ),
    ];
    let before = std::fs::read(dir.path().join("a.db")).unwrap();
    for (name, text, expected, says) in files {
        std::fs::write(dir.path().join(name), text).unwrap();
        let (code, stdout, stderr) = run(dir.path(), &["import", name, "--db", "a.db"]);
        assert_eq!(code, Some(expected), "{name}: {stdout}{stderr}");
        assert!(stderr.contains(says), "{name}: {stderr}");
        let (code, _, stderr) = run(dir.path(), &["import", name, "--db", "new.db"]);
        assert_eq!(code, Some(expected), "{name}: {stderr}");
        assert!(
            !dir.path().join("new.db").exists(),
            "{name} created a database"
        );
        let (code, _, stderr) = run(dir.path(), &["replay", "--file", name]);
        assert_eq!(code, Some(expected), "{name}: {stderr}");
    }
    let (code, _, stderr) = run(dir.path(), &["import", "running.json", "--db", "a.db"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("public record"), "{stderr}");
    assert_eq!(std::fs::read(dir.path().join("a.db")).unwrap(), before);
    // The channel's own game has ended, but the good file is that very game: it is refused,
    // naming it, and imports into another database.
    let (code, _, stderr) = run(dir.path(), &["import", "ended.json", "--db", "a.db"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("already stored as game #1"), "{stderr}");
    assert_eq!(std::fs::read(dir.path().join("a.db")).unwrap(), before);
    let (code, ..) = run(dir.path(), &["import", "ended.json", "--db", "b.db"]);
    assert_eq!(code, Some(0));
    let (code, ..) = run(dir.path(), &["import", "ended.json", "--db", "b.db"]);
    assert_eq!(code, Some(2));
}

/// Rollback and adjust in the terminal (solitaire: no one to ask).
#[test]
fn the_terminal_rolls_back_and_adjusts() {
    let dir = tempfile::tempdir().unwrap();
    let output = play(
        dir.path(),
        &["--db", "solo.db"],
        b"/lab game new mode:solitaire seed:1\n/lab choose 1\n/lab rollback\n/lab rollback 1\n\
          /lab adjust what:prestige value:13\n/lab adjust what:prestige value:5\n",
        |_| {},
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout.contains("1. turn 1, US card 1"), "{stdout}");
    assert!(
        stdout.contains("rolls the game back to the start of turn 1, US card 1"),
        "{stdout}"
    );
    assert!(stdout.contains("Prestige 13 is off its track"), "{stdout}");
    assert!(stdout.contains("Adjusted: Prestige set to 5."), "{stdout}");
}

/// Issue 40: `labyrinth reminders ... | head -1` panicked ("failed printing to stdout:
/// Broken pipe"). A reader that has gone away ends the command quietly.
#[test]
fn a_closed_pipe_ends_a_subcommand_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db").display().to_string();
    let runs = [
        vec!["reminders", "--db", db.as_str()],
        vec!["discord", "--print-commands"],
    ];
    for args in runs {
        // The reading end is closed before the command writes a line.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let output = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
            .args(&args)
            .current_dir(dir.path())
            .env_remove("DISCORD_TOKEN")
            .stdin(Stdio::null())
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(!stderr.contains("Broken pipe"), "{args:?}: {stderr}");
        assert!(output.status.success(), "{args:?}: {output:?}");
    }
}

/// A file that holds no fixture says so (not "0 passed, 0 failed").
#[test]
fn a_path_without_fixtures_says_so() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("README.md"), "# not a fixture\n").unwrap();
    let (code, stdout, stderr) = run(dir.path(), &["fixture", "README.md"]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(!stdout.contains("0 passed"), "{stdout}");
    assert!(stderr.contains("no fixture in README.md"), "{stderr}");
}

/// `--games 0` is refused; the report names the seeds played, first to last.
#[test]
fn sim_refuses_no_games_and_names_its_seeds() {
    let dir = tempfile::tempdir().unwrap();
    let (code, _, stderr) = run(
        dir.path(),
        &["sim", "--scenario", "anaconda", "--games", "0"],
    );
    assert_eq!(code, Some(2), "{stderr}");
    let (code, stdout, stderr) = run(
        dir.path(),
        &[
            "sim",
            "--scenario",
            "anaconda",
            "--games",
            "2",
            "--lang",
            "en",
        ],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("seeds 0 to 1\n"), "{stdout}");
    // Victory conditions as words, not ids.
    assert!(!stdout.contains('_'), "{stdout}");
}

/// `--budget` sets the look ahead's budget (to measure what more or less play-out costs and
/// gains): it needs `--look-ahead`, takes four whole numbers, and the report gives the time
/// its decisions took.
#[test]
fn sim_budget_needs_the_look_ahead_and_four_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let sim = |extra: &[&str]| {
        let mut args = vec![
            "sim",
            "--scenario",
            "anaconda",
            "--games",
            "1",
            "--lang",
            "en",
        ];
        args.extend_from_slice(extra);
        run(dir.path(), &args)
    };
    let (code, _, stderr) = sim(&["--budget", "30,12,3,36"]);
    assert_eq!(code, Some(2), "{stderr}");
    let (code, _, stderr) = sim(&["--look-ahead", "--budget", "30,0,3,36"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("four whole numbers"), "{stderr}");
    let (code, stdout, stderr) = sim(&["--look-ahead", "--budget", "30,2,1,2"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("looked-ahead decisions: "), "{stdout}");
}

/// A database that cannot be opened is said once, and the bot without a token says where
/// the token goes.
#[test]
fn start_up_errors_say_each_thing_once() {
    let dir = tempfile::tempdir().unwrap();
    let (code, _, stderr) = run(dir.path(), &["play", "--db", "no/such/folder/x.db"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(
        stderr.matches("unable to open database file").count(),
        1,
        "{stderr}"
    );
    let (code, _, stderr) = run(dir.path(), &["discord"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains(".env"), "{stderr}");
}

/// The terminal started again on a game in progress says so.
#[test]
fn a_restarted_terminal_says_a_game_is_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let quiet = |c: &mut Command| {
        c.env_remove("DATABASE_PATH");
    };
    let first = play(
        dir.path(),
        &[],
        b"/lab game new mode:solitaire seed:1\n",
        quiet,
    );
    let first = String::from_utf8_lossy(&first.stdout);
    assert!(!first.contains("is in progress here"), "{first}");
    let again = play(dir.path(), &[], b"", quiet);
    let again = String::from_utf8_lossy(&again.stdout);
    assert!(
        again.starts_with("Game #1 is in progress here: /lab board"),
        "{again}"
    );
}
