//! `labyrinth replay` (a stored game or an export re-run, and its report) and `labyrinth
//! import` (an export as a new game): exit 0 / 1 / 2 as `diff` and `cmp` do.

use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use labyrinth_bot::app::App;
use labyrinth_bot::i18n::Lang;

use super::open_existing;

/// `replay`'s exit status when the game does not reproduce (0: it does), and when it
/// could not be replayed at all (as `diff` and `cmp` do).
const NOT_REPRODUCED: u8 = 1;
const TROUBLE: u8 = 2;

pub(crate) fn replay(db: &Path, game: i64) -> ExitCode {
    let result = open_existing(db).and_then(|mut app| Ok(app.replay_game(game)?));
    match result {
        Ok(report) if report.reproduces => {
            println!(
                "game {}: {} actions replayed; the saved state is reproduced",
                report.game, report.actions
            );
            ExitCode::SUCCESS
        }
        Ok(report) => {
            println!(
                "game {}: {} actions replayed; the saved state is NOT reproduced",
                report.game, report.actions
            );
            ExitCode::from(NOT_REPRODUCED)
        }
        Err(e) => {
            eprintln!("labyrinth replay: {}", super::said_once(&e));
            ExitCode::from(TROUBLE)
        }
    }
}

/// `--lang`: `en`, `ru`, or none given.
pub(crate) fn report_lang(lang: Option<&str>) -> anyhow::Result<Option<Lang>> {
    match lang {
        None => Ok(None),
        Some(text) => match Lang::parse(text) {
            Some(lang) => Ok(Some(lang)),
            None => anyhow::bail!("--lang takes en or ru, not {text:?}"),
        },
    }
}

/// `replay --report PATH`: after a replay that could run (exit 0 or 1), the game's story:
/// the chart written to PATH, the Markdown beside it and printed (docs/report.md).
pub(crate) fn with_report(
    replayed: ExitCode,
    path: Option<&Path>,
    report: impl FnOnce() -> anyhow::Result<labyrinth_bot::render::report::Report>,
) -> ExitCode {
    let Some(path) = path else {
        return replayed;
    };
    if replayed == ExitCode::from(TROUBLE) {
        return replayed;
    }
    let written = report().and_then(|report| {
        let png = report.png()?;
        std::fs::write(path, &png).with_context(|| format!("writing {}", path.display()))?;
        let chart = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let markdown = report.markdown_with(&chart);
        let beside = path.with_extension("md");
        std::fs::write(&beside, &markdown)
            .with_context(|| format!("writing {}", beside.display()))?;
        print!("{markdown}");
        println!(
            "the chart: {} ({} KB); the text: {}",
            path.display(),
            png.len().div_ceil(1024),
            beside.display()
        );
        Ok(())
    });
    match written {
        Ok(()) => replayed,
        Err(e) => {
            eprintln!("labyrinth replay: no report: {}", super::said_once(&e));
            ExitCode::from(TROUBLE)
        }
    }
}

/// `labyrinth replay --file`: a full export replayed from its set-up (docs/export.md).
pub(crate) fn replay_file(file: &Path) -> ExitCode {
    use labyrinth_bot::app::export::import;
    match import::check_file(file) {
        Ok(checked) => {
            let actions = checked.actions.len();
            let (said, code) = if checked.reproduces {
                ("the exported state is reproduced", ExitCode::SUCCESS)
            } else {
                (
                    "the exported state is NOT reproduced",
                    ExitCode::from(NOT_REPRODUCED),
                )
            };
            println!("{}: {actions} actions replayed; {said}", file.display());
            code
        }
        Err(e) => {
            eprintln!("labyrinth replay: {}: {e}", file.display());
            ExitCode::from(TROUBLE)
        }
    }
}

/// `labyrinth import`: the file is checked whole before the database is opened, so a
/// refused file changes nothing (docs/export.md).
pub(crate) fn import(file: &Path, db: &Path, channel: &str) -> ExitCode {
    use labyrinth_bot::app::export::import::{self, ImportError};
    let imported = import::check_file(file).and_then(|checked| {
        if !checked.reproduces {
            return Err(ImportError::NotReproduced {
                actions: checked.actions.len(),
            });
        }
        App::open(db)?.import(&checked, channel)
    });
    match imported {
        Ok(done) => {
            let state = if done.finished {
                "ended"
            } else {
                "in progress"
            };
            println!(
                "{}: imported as game #{} in channel {} ({} actions replayed; the game is {state})",
                file.display(),
                done.game,
                done.channel,
                done.actions
            );
            ExitCode::SUCCESS
        }
        Err(e @ ImportError::NotReproduced { .. }) => {
            eprintln!("labyrinth import: {}: {e}", file.display());
            ExitCode::from(NOT_REPRODUCED)
        }
        Err(e) => {
            eprintln!("labyrinth import: {}: {e}", file.display());
            ExitCode::from(TROUBLE)
        }
    }
}
