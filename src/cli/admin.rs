//! The operator's database commands: `labyrinth reminders` (what is due), `retention` (old
//! games' messages deleted), `backup` (a consistent copy while the bot writes) and `check`
//! (for cron: integrity, every game replays, nothing stuck in the outbox).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use labyrinth_bot::app::App;

use super::open_existing;

/// `labyrinth reminders`: what the bot would send at `now`, one block per reminder.
pub(crate) fn reminders(db: &Path, now: Option<&str>) -> ExitCode {
    let now = match now.map(labyrinth_bot::store::parse_time) {
        None => chrono::Utc::now(),
        Some(Some(now)) => now,
        Some(None) => {
            eprintln!("labyrinth reminders: --now takes a time like 2026-12-01T12:00:00Z");
            return ExitCode::FAILURE;
        }
    };
    let due = App::open(db).and_then(|mut app| app.due_reminders(now));
    match due {
        Ok(due) => {
            println!("{} reminder(s) due at {}", due.len(), now.to_rfc3339());
            for r in &due {
                println!(
                    "- game #{} to {} (reminder {}, due since {}):\n  {}",
                    r.wait.game,
                    r.wait.user,
                    r.number,
                    r.due_at,
                    r.public_text.replace('\n', "\n  ")
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("labyrinth reminders: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `labyrinth retention`: README "Storage, building, more documents".
pub(crate) fn retention(db: &Path, days: u32) -> ExitCode {
    let result = open_existing(db).and_then(|mut app| Ok(app.retain(days)?));
    match result {
        Ok(done) => {
            println!(
                "{} message(s) of {} game(s) ended {days} or more days ago deleted; their set-up, action log and final state are kept",
                done.messages, done.games
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("labyrinth retention: {}", super::said_once(&e));
            ExitCode::FAILURE
        }
    }
}

/// `labyrinth backup`: the copy is written beside `out` and renamed into place once whole
/// and sound, so `out` is never a half-written file.
pub(crate) fn backup(db: &Path, out: &Path) -> ExitCode {
    let partial = {
        let mut name = out.as_os_str().to_owned();
        name.push(".partial");
        PathBuf::from(name)
    };
    let result = (|| -> anyhow::Result<usize> {
        let app = open_existing(db)?;
        let _ = std::fs::remove_file(&partial);
        app.backup_to(&partial)
            .with_context(|| format!("copying to {}", partial.display()))?;
        let copy = App::open(&partial)
            .with_context(|| format!("opening the copy {}", partial.display()))?;
        let problems = copy.integrity()?;
        drop(copy);
        if !problems.is_empty() {
            anyhow::bail!(
                "the copy fails SQLite's integrity check: {}",
                problems.join("; ")
            );
        }
        std::fs::rename(&partial, out)
            .with_context(|| format!("moving the copy to {}", out.display()))?;
        Ok(std::fs::metadata(out)
            .map(|m| m.len() as usize)
            .unwrap_or(0))
    })();
    match result {
        Ok(bytes) => {
            println!(
                "{} copied to {} ({bytes} bytes); restore it by copying it back while the bot is stopped",
                db.display(),
                out.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            eprintln!("labyrinth backup: {}", super::said_once(&e));
            ExitCode::FAILURE
        }
    }
}

/// `labyrinth check`: one line per problem, exit 1 if any.
pub(crate) fn check(db: &Path) -> ExitCode {
    match open_existing(db).and_then(|mut app| Ok(app.check()?)) {
        Ok(problems) if problems.is_empty() => {
            println!("{}: all well", db.display());
            ExitCode::SUCCESS
        }
        Ok(problems) => {
            for problem in &problems {
                println!("{problem}");
            }
            ExitCode::FAILURE
        }
        Err(e) => {
            println!("labyrinth check: {}", super::said_once(&e));
            ExitCode::FAILURE
        }
    }
}
