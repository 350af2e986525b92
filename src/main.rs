//! `labyrinth`: the play-by-post bot's binary. Subcommands: `play` (the terminal client, the
//! default), `replay` (re-run a stored game) and `fixture` (run rules fixtures).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};
use labyrinth_bot::app::{App, ReplayReport};

#[derive(Parser)]
#[command(
    name = "labyrinth",
    version,
    about = "Labyrinth: The War on Terror, play-by-post"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Play in the terminal: reads `/lab ...` lines from stdin (`as NAME` switches user).
    Play {
        /// SQLite database file.
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
    },
    /// Re-run a stored game's action log from its set-up; report whether it reproduces the
    /// saved state.
    Replay {
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
        /// The game's id (see `/lab games`).
        #[arg(long)]
        game: i64,
    },
    /// Run rules fixtures (files or folders of *.json); prints `N passed, M failed`.
    Fixture {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Fixture { paths }) => run_fixtures(&paths),
        Some(Command::Play { db }) => play(&db),
        Some(Command::Replay { db, game }) => replay(&db, game),
        None => {
            let db = std::env::var_os("DATABASE_PATH")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from(labyrinth_bot::store::DEFAULT_PATH));
            play(&db)
        }
    }
}

fn play(db: &Path) -> ExitCode {
    let result = (|| -> anyhow::Result<()> {
        let mut app =
            App::open(db).with_context(|| format!("opening database {}", db.display()))?;
        let stdin = std::io::stdin();
        labyrinth_bot::terminal::run(&mut app, stdin.lock(), std::io::stdout().lock())?;
        Ok(())
    })();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("labyrinth: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn replay(db: &Path, game: i64) -> ExitCode {
    let result = (|| -> anyhow::Result<ReplayReport> {
        let mut app =
            App::open(db).with_context(|| format!("opening database {}", db.display()))?;
        Ok(app.replay_game(game)?)
    })();
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
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("labyrinth replay: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else {
            return;
        };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            collect(&p, out);
        }
    } else {
        out.push(path.to_path_buf());
    }
}

fn run_fixtures(paths: &[PathBuf]) -> ExitCode {
    let mut files = Vec::new();
    for path in paths {
        collect(path, &mut files);
    }
    files.retain(|f| f.extension().is_some_and(|e| e == "json"));
    let (mut passed, mut failed) = (0usize, 0usize);
    for file in &files {
        let name = file.display().to_string();
        let result = match std::fs::read_to_string(file) {
            Ok(text) => labyrinth_engine::fixture::run(&text, &name),
            Err(e) => labyrinth_engine::fixture::FixtureResult {
                name: name.clone(),
                failures: vec![format!("cannot read: {e}")],
            },
        };
        println!("{}", result.line());
        if result.passed() {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 && passed > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
