//! The bot crate's floors: its folders import one way, from the texts and the store at the
//! bottom up to the two clients (docs/ARCHITECTURE.md "Floors of the app crate"). A file's
//! unit tests (after `#[cfg(test)]`) may reach higher, to check what a higher floor shows.

#![allow(clippy::unwrap_used, reason = "tests")]

use std::path::Path;

// The engine's tidy test reads the engine's floors with the same reading.
#[path = "../../engine/tests/it/imports.rs"]
mod imports;
use imports::imported;

/// Bottom first: a folder may import the ones before it, never the ones after it.
/// `render` and `store` share a floor, as do `discord` and `terminal`.
const FLOORS: &[&[&str]] = &[
    &["i18n"],
    &["render", "store"],
    &["sim"],
    &["app"],
    &["surface"],
    &["discord", "terminal"],
];

/// The file's code before its unit tests, comments dropped, without spaces.
fn production_code(file: &Path) -> String {
    let text = std::fs::read_to_string(file).unwrap();
    let production = text.split("#[cfg(test)]").next().unwrap_or_default();
    production
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
        .replace(' ', "")
}

#[test]
fn the_folders_import_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut checked = 0;
    for (level, floor) in FLOORS.iter().enumerate() {
        let above: Vec<&str> = FLOORS[level + 1..]
            .iter()
            .flat_map(|f| f.iter())
            .copied()
            .collect();
        for folder in *floor {
            let files = crate::common::files_under(&src.join(folder), "rs");
            assert!(!files.is_empty(), "src/{folder} has no files");
            // Folders on the same floor do not import each other either.
            let beside: Vec<&str> = floor.iter().copied().filter(|f| f != folder).collect();
            for file in files {
                for name in imported(&production_code(&file)) {
                    assert!(
                        !above.contains(&name.as_str()) && !beside.contains(&name.as_str()),
                        "{} imports crate::{name}, which stands above or beside src/{folder}",
                        file.display()
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 80, "only {checked} files read");
}
