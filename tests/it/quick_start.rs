//! The README's quick start, run as written: `labyrinth` with no arguments (what
//! `cargo run --release` starts) in an empty folder, fed each block a newcomer copies.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The ```text block after `<!-- quick-start: NAME -->`.
fn block(name: &str) -> &'static str {
    let readme = include_str!("../../README.md");
    readme
        .split(&format!("<!-- quick-start: {name} -->"))
        .nth(1)
        .and_then(|s| s.split("```text").nth(1))
        .and_then(|s| s.split("```").next())
        .unwrap_or_else(|| panic!("the README has a quick-start block {name:?}"))
}

fn run_labyrinth(script: &str) -> (Output, String) {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_PATH")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        dir.path().join("labyrinth.db").is_file(),
        "the game is kept in ./labyrinth.db"
    );
    (output, stdout)
}

#[test]
fn the_solitaire_quick_start_plays_a_turn_as_written() {
    let (output, stdout) = run_labyrinth(block("solitaire"));
    assert!(output.status.success(), "{output:?}");
    // A refusal is a line of its own to the typist (a prompt's option may carry a warning).
    assert!(
        !stdout.lines().any(|l| l.starts_with("[to me] ⚠️")),
        "a quick-start line was refused:\n{stdout}"
    );
    assert!(!stdout.contains("not applied"), "{stdout}");
    // Both US cards of the first Action Phase, then the bot's turn.
    assert!(
        stdout.contains("US plays #38 Libyan Deal (3 ops, US) for operations."),
        "{stdout}"
    );
    assert!(
        stdout.contains("US plays #34 Enhanced Measures (3 ops, US) for operations."),
        "{stdout}"
    );
    assert!(stdout.contains("Jihadist plays #114 GTMO"), "{stdout}");
    assert!(stdout.contains("[to me] Your hand"), "{stdout}");
}

#[test]
fn the_two_player_quick_start_starts_a_game_as_written() {
    let (output, stdout) = run_labyrinth(block("two-player"));
    assert!(output.status.success(), "{output:?}");
    assert!(
        !stdout.contains("⚠️"),
        "a quick-start line was refused:\n{stdout}"
    );
    assert!(stdout.contains("bob"), "{stdout}");
    assert!(stdout.contains("Your hand"), "{stdout}");
}
