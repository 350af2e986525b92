//! Runs every rules fixture under `engine/tests/fixtures/` (docs/FIXTURES.md) through the same
//! `fixture::run` as `labyrinth fixture`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "json") {
            out.push(path);
        }
    }
}

#[test]
fn rules_fixtures() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(files.len() >= 100, "only {} fixtures", files.len());
    let mut failed = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let result = labyrinth_engine::fixture::run(&text, &file.display().to_string());
        println!("{}", result.line());
        if !result.passed() {
            failed.push(format!("{}: {}", file.display(), result.line()));
        }
    }
    assert!(
        failed.is_empty(),
        "{} fixtures failed:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

#[test]
fn fixture_names_cite_a_rule_or_card() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut files = Vec::new();
    collect(&root, &mut files);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let name = value["name"].as_str().unwrap_or_default();
        let cites = name.starts_with("Card ")
            || name.starts_with("Bot ")
            || name.chars().next().is_some_and(|c| c.is_ascii_digit());
        assert!(
            cites,
            "{}: fixture name {name:?} must start with a rule number, `Card N` or `Bot`",
            file.display()
        );
    }
}

/// docs/FIXTURES.md version 2: each new `expect` key really compares (a wrong value fails), an
/// unknown format or key is an invalid fixture, and `note` is ignored.
#[test]
fn format_2_keys_fail_when_wrong() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/format/v2-options-hands-first-plot.json");
    let text = std::fs::read_to_string(path).unwrap();
    let base: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert!(labyrinth_engine::fixture::run(&text, "v2").passed());
    let wrong = [
        ("options", serde_json::json!([{ "country": "caucasus" }])),
        (
            "options_include",
            serde_json::json!([{ "country": "russia" }]),
        ),
        (
            "options_exclude",
            serde_json::json!([{ "country": "caucasus" }]),
        ),
        ("hand_sizes", serde_json::json!({ "us": 2 })),
        ("first_plot", serde_json::json!(null)),
        ("wmd_boxes", serde_json::json!({ "pakistan": 3 })),
        ("reshuffles", serde_json::json!(1)),
        ("log_includes", serde_json::json!(["plot_placed"])),
        ("observer_plots", serde_json::json!({ "iraq": ["hidden"] })),
    ];
    for (key, value) in wrong {
        let mut fixture = base.clone();
        fixture["expect"][key] = value;
        let result = labyrinth_engine::fixture::run(&fixture.to_string(), "v2");
        assert!(!result.passed(), "{key}: a wrong value must fail");
        assert!(result.line().contains(key), "{key}: {}", result.line());
    }
    for (key, value) in [
        ("format", serde_json::json!(3)),
        ("unknown_key", serde_json::json!(1)),
    ] {
        let mut fixture = base.clone();
        fixture[key] = value;
        let result = labyrinth_engine::fixture::run(&fixture.to_string(), "v2");
        assert!(
            result.line().contains("invalid fixture"),
            "{}",
            result.line()
        );
    }
}
