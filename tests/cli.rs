//! The binary as an admin starts it: `.env` in the working directory supplies the settings
//! the environment does not (README "Running the Discord bot").
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn dot_env_supplies_the_database_path() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join(".env"),
        "# as in .env.example\nDATABASE_PATH=from-dot-env.db\n",
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .arg("play")
        .current_dir(dir.path())
        .env_remove("DATABASE_PATH")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"as alice\n/lab new mode:solitaire seed:1\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
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

/// `/lab board image:PATH` in the terminal prints the board and writes its picture.
#[test]
fn the_terminal_writes_the_board_picture() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["play", "--db", "game.db"])
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"as alice\n/lab new mode:solitaire seed:1\n/lab board image:my board.png\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
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
