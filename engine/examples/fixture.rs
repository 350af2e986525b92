//! Engine-only fixture runner (same as `labyrinth fixture`, without the bot's dependencies):
//! `cargo run -p labyrinth-engine --example fixture -- PATH...`

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use std::path::{Path, PathBuf};

fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        if let Ok(entries) = std::fs::read_dir(path) {
            let mut paths: Vec<PathBuf> =
                entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
            paths.sort();
            for p in paths {
                collect(&p, out);
            }
        }
    } else if path.extension().is_some_and(|e| e == "json") {
        out.push(path.to_path_buf());
    }
}

fn main() {
    let mut files = Vec::new();
    for arg in std::env::args().skip(1) {
        collect(Path::new(&arg), &mut files);
    }
    let (mut passed, mut failed) = (0, 0);
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let result = labyrinth_engine::fixture::run(&text, &file.display().to_string());
        println!("{}", result.line());
        if result.passed() {
            passed += 1
        } else {
            failed += 1
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed > 0 {
        std::process::exit(1);
    }
}
