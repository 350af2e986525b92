//! The bot crate's floors: its folders import one way, from the texts and the store at the
//! bottom up to the two clients (docs/ARCHITECTURE.md "Floors of the app crate"). A file's
//! unit tests (after `#[cfg(test)]`) may reach higher, to check what a higher floor shows.

#![allow(clippy::unwrap_used, reason = "tests")]

use std::path::Path;

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

/// The folders `code` imports through `crate::`.
fn imported(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a::X, b}`: the first name of each top-level part of the group.
            let (mut depth, mut part, mut parts) = (0, String::new(), Vec::new());
            for ch in group.chars() {
                match ch {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        parts.push(std::mem::take(&mut part));
                        continue;
                    }
                    _ => {}
                }
                part.push(ch);
            }
            parts.push(part);
            out.extend(parts.iter().map(|p| first_name(p.trim_start())));
        } else {
            out.push(first_name(rest));
        }
    }
    out
}

fn first_name(path: &str) -> String {
    path.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
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

/// The test's own reading of imports, on the forms the crate uses.
#[test]
fn imports_are_read_in_every_form() {
    assert_eq!(imported("usecrate::app::Command;"), ["app"]);
    assert_eq!(imported("crate::surface::help(c,l)"), ["surface"]);
    assert_eq!(
        imported("usecrate::{app::{A,B},render,\nstore::Tx};"),
        ["app", "render", "store"]
    );
}
