//! Tidy tests: architecture invariants checked in `cargo test` (STYLE.md §9).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use std::path::{Path, PathBuf};

use crate::imports::imported;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    out.extend(crate::files::files_under(dir, "rs"));
}

#[test]
fn engine_has_no_io_clock_or_global_rng_and_small_files() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        // Unit-test modules may print.
        let production = text.split("#[cfg(test)]").next().unwrap_or_default();
        let code: String = production
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for banned in [
            "println!",
            "eprintln!",
            "print!(",
            "std::time",
            "SystemTime",
            "Instant::now",
            "thread_rng",
            "std::fs",
            "std::env",
            "std::io::stdin",
        ] {
            assert!(!code.contains(banned), "{} uses {banned}", file.display());
        }
        let lines = text.lines().count();
        assert!(
            lines <= 800,
            "{} has {lines} lines (limit 800: split by rule section)",
            file.display()
        );
    }
}

#[test]
fn every_event_has_a_card_fixture() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/cards");
    let names: Vec<String> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| std::fs::read_to_string(e.path()).unwrap_or_default())
                .collect()
        })
        .unwrap_or_default();
    for card in labyrinth_engine::CardId::all() {
        let prefix = format!("\"name\": \"Card {} ", card.number());
        assert!(
            names.iter().any(|text| text.contains(&prefix)),
            "no fixture named `Card {} ...`",
            card.number()
        );
    }
}

/// Every lingering marker's effect is checked where the rule it changes lives, with
/// `// Card N Name` there: each `Marker` is cited outside its own card file and `marker.rs`.
#[test]
fn every_marker_is_cited_at_a_rule_site() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    for marker in labyrinth_engine::Marker::ALL {
        let card = marker.card();
        let own_file = format!("c{:03}_", card.number());
        let cite = format!("Card {} ", card.number());
        let cited = files.iter().any(|file| {
            let name = file.file_name().unwrap().to_string_lossy();
            !name.starts_with(&own_file)
                && name != "marker.rs"
                && std::fs::read_to_string(file).unwrap().contains(&cite)
        });
        assert!(cited, "{marker:?}: no rule site cites `{cite}`");
    }
}

/// Files stay under 800 lines in the bot crate too (the engine's are checked above).
#[test]
fn bot_files_are_small() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../src"),
        &mut files,
    );
    for file in files {
        let lines = std::fs::read_to_string(&file).unwrap().lines().count();
        assert!(lines <= 800, "{}: {lines} lines", file.display());
    }
}

/// The code of a source file without its comment lines and unit tests.
fn code_of(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let production = text.split("#[cfg(test)]").next().unwrap_or_default();
    production
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The engine's floors run one way (docs/ARCHITECTURE.md "Floors"): the executor and the log
/// vocabulary sit below the rules (who answers is handed in as a `Responder`, the card play an
/// event starts as a `CardPlay`); the bot's procedures below the events; the events below
/// the sequence of play; the bot's seat (`solitaire/`) above both. Unit tests may reach
/// anywhere.
#[test]
fn the_floors_run_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let folder = |name: &str| {
        let mut files = Vec::new();
        rust_files(&src.join(name), &mut files);
        files.retain(|f| f.file_name().is_some_and(|n| n != "tests.rs"));
        files
    };
    let mut log_files = vec![src.join("log.rs")];
    log_files.extend(folder("log"));
    let rules = [
        "bot",
        "events",
        "ops",
        "sequence",
        "solitaire",
        "play",
        "plots",
        "setup",
        "start",
        "adjust",
        "seats",
    ];
    // What a side may see stands below the bot and the events that read it.
    let mut below_the_bot = rules.to_vec();
    below_the_bot.push("side_view");
    // It reads the operations' public numbers (Recruit, Major Jihad, War of Ideas).
    let above_the_view: Vec<&str> = rules.into_iter().filter(|m| *m != "ops").collect();
    let checks: Vec<(Vec<std::path::PathBuf>, &[&str])> = vec![
        (vec![src.join("cx.rs")], &below_the_bot[..]),
        (log_files, &below_the_bot[..]),
        (vec![src.join("side_view.rs")], &above_the_view[..]),
        (
            folder("ops"),
            &[
                "side_view",
                "bot",
                "events",
                "sequence",
                "solitaire",
                "play",
                "plots",
                "setup",
            ][..],
        ),
        (
            folder("bot"),
            &[
                "events",
                "sequence",
                "solitaire",
                "play",
                "plots",
                "setup",
                "start",
            ][..],
        ),
        (
            folder("events"),
            &["sequence", "solitaire", "play", "plots", "setup", "start"][..],
        ),
        (
            vec![src.join("plots.rs"), src.join("setup.rs")],
            &["sequence", "solitaire", "play", "start"][..],
        ),
        (
            vec![src.join("sequence.rs")],
            &["solitaire", "play", "start"][..],
        ),
    ];
    let root = root_reexports(&code_of(&src.join("lib.rs")));
    assert_eq!(root.get("SideView").map(String::as_str), Some("side_view"));
    for (files, above) in checks {
        assert!(!files.is_empty());
        for file in files {
            // Every path through `crate::`, grouped imports (`crate::{a::X, b}`) included; a
            // name the crate root re-exports stands for the module it comes from.
            let names: Vec<String> = imported(&code_of(&file).replace(' ', ""))
                .into_iter()
                .map(|name| root.get(&name).cloned().unwrap_or(name))
                .collect();
            for module in above {
                assert!(
                    !names.iter().any(|name| name == module),
                    "{} uses crate::{module}: it must not depend on the rules above it",
                    file.display()
                );
            }
        }
    }
}

/// The names `lib.rs` re-exports (`pub use view::{View, ...}`), each with the module it
/// comes from.
fn root_reexports(lib: &str) -> std::collections::HashMap<String, String> {
    let mut out = std::collections::HashMap::new();
    for statement in lib.split(';') {
        let Some(path) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let module: String = path
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let names = match path.split_once('{') {
            Some((_, group)) => group.trim_end_matches('}').to_string(),
            None => path.rsplit("::").next().unwrap_or_default().to_string(),
        };
        for name in names.split(',') {
            // `chance as war_of_ideas_chance` is named by what follows `as`.
            let name = name.split(" as ").last().unwrap_or_default().trim();
            if !name.is_empty() {
                out.insert(name.to_string(), module.clone());
            }
        }
    }
    out
}

/// The body of every `fn NAME...` in `code` whose name starts with `prefix` (brace matched).
fn bodies<'a>(code: &'a str, prefix: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let needle = format!("fn {prefix}");
    let mut from = 0;
    while let Some(at) = code[from..].find(&needle) {
        let start = from + at;
        let Some(open) = code[start..].find('{') else {
            break;
        };
        let mut depth = 0;
        let mut end = code.len();
        for (i, ch) in code[start + open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = start + open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push(&code[start..end]);
        from = end;
    }
    out
}

/// The section 9 bot's source: `bot/` and `solitaire/` (their unit tests aside) and the
/// brace-matched `fn bot_*` rules of the cards in `events/`, by file.
fn bot_sources() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("bot"), &mut files);
    rust_files(&src.join("solitaire"), &mut files);
    files.retain(|f| f.file_name().is_some_and(|n| n != "tests.rs"));
    let mut code: Vec<(String, String)> = files
        .iter()
        .map(|f| (f.display().to_string(), code_of(f)))
        .collect();
    let mut events = Vec::new();
    rust_files(&src.join("events"), &mut events);
    for file in &events {
        let text = code_of(file);
        for body in bodies(&text, "bot_") {
            code.push((file.display().to_string(), body.to_string()));
        }
    }
    assert!(code.len() > 20, "too few bot sources found: {}", code.len());
    code
}

/// 9.0 the section 9 bot reads the game only through the Jihadist's `SideView` (`cx.view()`,
/// a `Snapshot`'s view): its source never names the whole game, `cx.g` or `GameState`, so
/// what it may see is the view's type. Its few writes go through named `Cx` methods.
#[test]
fn the_bot_reads_the_game_only_through_the_jihadists_view() {
    for (file, text) in &bot_sources() {
        // Without spaces or line breaks, so a chain split over lines is caught too.
        let text: String = text.split_whitespace().collect();
        let names_field = |at: usize| {
            !text[at + "cx.g".len()..].starts_with(|ch: char| ch.is_alphanumeric() || ch == '_')
        };
        let names = |word: &str| {
            text.match_indices(word)
                .any(|(at, _)| word != "cx.g" || names_field(at))
        };
        for whole in ["cx.g", "GameState"] {
            assert!(
                !names(whole),
                "{file}: the bot names `{whole}`; read through `cx.view()` (a `SideView`)"
            );
        }
    }
}

/// 9.0 the section 9 bot decides from what the Jihadist may see: its source (`bot/`,
/// `solitaire/` and every card's `bot_*` rule in `events/`) never names the draw pile, the
/// game's dice stream (its rolls go through `cx`) or the US hand (only its size, public:
/// Card 97 Fatwa). `tests/bot_sight.rs` checks the same by behaviour.
#[test]
fn the_bot_reads_nothing_hidden_from_the_jihadist() {
    for (file, text) in &bot_sources() {
        for hidden in [
            "draw_pile",
            ".rng",
            "hands.us",
            "hands[Side::Us]",
            "hand(Side::Us)",
            "hand_mut(Side::Us)",
        ] {
            assert!(!text.contains(hidden), "{file}: the bot reads `{hidden}`");
        }
    }
}

/// The one way past a `SideView` to the whole game is for the events' own conditions
/// (`SideView::playable`, 6.2.6): no other file may use it.
#[test]
fn only_the_event_conditions_read_the_game_behind_a_view() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let allowed = [src.join("side_view.rs"), src.join("events").join("mod.rs")];
    let mut users = Vec::new();
    for file in &files {
        if code_of(file).contains("game_for_event_conditions") {
            users.push(file.clone());
            assert!(
                allowed.contains(file),
                "{} reads the whole game behind a SideView",
                file.display()
            );
        }
    }
    assert_eq!(users.len(), 2, "{users:?}");
}
