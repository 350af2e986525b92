//! The `labyrinth` binary's subcommands other than `play` and `discord`, one file per
//! concern (this module is the binary's, not the library's).

pub(crate) use super::{IdeologyArg, ScenarioArg, open_existing};

pub(crate) mod admin;
pub(crate) mod replay;
pub(crate) mod sim;

/// An error and its causes, each said once: a cause whose words the text already holds
/// (SQLite's own `Error code 14: unable to open database file` after its message) is left
/// out.
pub(crate) fn said_once(error: &anyhow::Error) -> String {
    let mut out = String::new();
    for cause in error.chain() {
        let text = cause.to_string();
        let words = match text.split_once(": ") {
            Some((code, rest)) if code.starts_with("Error code ") => rest,
            _ => text.as_str(),
        };
        if out.contains(words) {
            continue;
        }
        if !out.is_empty() {
            out.push_str(": ");
        }
        out.push_str(&text);
    }
    out
}
