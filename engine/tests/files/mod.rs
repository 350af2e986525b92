//! The one directory walker of the workspace's tests: the engine's tidy tests and rules
//! fixtures (`engine/tests/it`, `engine/tests/rules_fixtures.rs`) and the app's tidy tests
//! (`tests/it/common`) include this file.

use std::path::{Path, PathBuf};

/// Every file under `dir`, at any depth, whose extension is `ext`, in path order (a folder's
/// files before the next folder's). A folder that cannot be read fails the test.
pub fn files_under(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == ext) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}
