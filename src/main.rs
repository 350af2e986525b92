//! `labyrinth`: the play-by-post bot's binary. Subcommands: `fixture` (run rules fixtures).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "labyrinth", version, about = "Labyrinth: The War on Terror, play-by-post")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
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
        None => {
            eprintln!("usage: labyrinth fixture PATH...");
            ExitCode::from(2)
        }
    }
}

fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else { return };
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
            Err(e) => labyrinth_engine::fixture::FixtureResult { name: name.clone(), failures: vec![format!("cannot read: {e}")] },
        };
        println!("{}", result.line());
        if result.passed() {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 && passed > 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
