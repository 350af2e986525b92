//! Runs every rules fixture under `engine/tests/fixtures/` (docs/FIXTURES.md) through the same
//! `fixture::run` as `labyrinth fixture`, each as its own test named by its path, so
//! `cargo test -p labyrinth-engine --test rules_fixtures -- cards/c021` runs one card's.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};

mod files;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn fixtures() -> Vec<PathBuf> {
    files::files_under(&root(), "json")
}

fn main() {
    let args = Arguments::from_args();
    let files = fixtures();
    let mut trials = vec![
        Trial::test("format::at_least_100_fixtures", {
            let count = files.len();
            move || check(count >= 100, format!("only {count} fixtures"))
        }),
        Trial::test(
            "format::names_cite_a_rule_or_card",
            names_cite_a_rule_or_card,
        ),
        Trial::test(
            "format::version_2_keys_fail_when_wrong",
            format_2_keys_fail_when_wrong,
        ),
        Trial::test(
            "format::version_3_keys_fail_when_wrong",
            format_3_keys_fail_when_wrong,
        ),
    ];
    for file in files {
        let name = file
            .strip_prefix(root())
            .unwrap_or(&file)
            .with_extension("")
            .display()
            .to_string();
        trials.push(Trial::test(name, move || run_fixture(&file)));
    }
    libtest_mimic::run(&args, trials).exit();
}

fn check(ok: bool, why: String) -> Result<(), Failed> {
    if ok { Ok(()) } else { Err(why.into()) }
}

fn run_fixture(file: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let result = labyrinth_engine::fixture::run(&text, &file.display().to_string());
    check(result.passed(), result.line())
}

fn names_cite_a_rule_or_card() -> Result<(), Failed> {
    for file in fixtures() {
        let text = std::fs::read_to_string(&file).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let name = value["name"].as_str().unwrap_or_default();
        let cites = name.starts_with("Card ")
            || name.starts_with("Bot ")
            || name.chars().next().is_some_and(|c| c.is_ascii_digit());
        check(
            cites,
            format!(
                "{}: fixture name {name:?} must start with a rule number, `Card N` or `Bot`",
                file.display()
            ),
        )?;
    }
    Ok(())
}

/// docs/FIXTURES.md version 2: each new `expect` key really compares (a wrong value fails), an
/// unknown format or key is an invalid fixture, and `note` is ignored.
fn format_2_keys_fail_when_wrong() -> Result<(), Failed> {
    let path = root().join("format/v2-options-hands-first-plot.json");
    let text = std::fs::read_to_string(path).unwrap();
    let base: serde_json::Value = serde_json::from_str(&text).unwrap();
    check(
        labyrinth_engine::fixture::run(&text, "v2").passed(),
        "the base fixture fails".into(),
    )?;
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
        check(!result.passed(), format!("{key}: a wrong value must fail"))?;
        check(
            result.line().contains(key),
            format!("{key}: {}", result.line()),
        )?;
    }
    for (key, value) in [
        ("format", serde_json::json!(4)),
        ("unknown_key", serde_json::json!(1)),
    ] {
        let mut fixture = base.clone();
        fixture[key] = value;
        let result = labyrinth_engine::fixture::run(&fixture.to_string(), "v2");
        check(result.line().contains("invalid fixture"), result.line())?;
    }
    Ok(())
}

/// docs/FIXTURES.md version 3: order where it matters (a hand in order, the draw pile's top),
/// the mini-decks and their cursor, set-aside Plot markers. A wrong value of each fails
/// naming its key; a set comparison does not see order; a misplaced key is invalid.
fn format_3_keys_fail_when_wrong() -> Result<(), Failed> {
    let path = root().join("format/v3-order-mini-decks-set-aside.json");
    let text = std::fs::read_to_string(path).unwrap();
    let base: serde_json::Value = serde_json::from_str(&text).unwrap();
    let run =
        |fixture: &serde_json::Value| labyrinth_engine::fixture::run(&fixture.to_string(), "v3");
    check(run(&base).passed(), run(&base).line())?;
    use serde_json::json;
    let wrong = [
        // The same cards, the order reversed: only the ordered comparison fails.
        (
            "hands_in_order",
            json!({ "jihadist": [3, 48, 1, 96, 49, 2, 97, 50] }),
        ),
        (
            "hands_in_order",
            json!({ "us": [6, 53, 100, 5, 52, 99, 4, 51, 98] }),
        ),
        ("draw_pile_top", json!([54, 101])),
        ("mini_decks", json!({ "next": "jihadist" })),
        ("mini_decks", json!({ "us": [7] })),
        ("set_aside_plots", json!([])),
        ("pending_set_aside", json!(1)),
    ];
    for (key, value) in wrong {
        let mut fixture = base.clone();
        fixture["expect"][key] = value;
        let result = run(&fixture);
        check(!result.passed(), format!("{key}: a wrong value must fail"))?;
        check(
            result.line().contains(key),
            format!("{key}: {}", result.line()),
        )?;
    }
    // `hands` stays a set: the US hand listed in another order passes.
    let mut set = base.clone();
    set["expect"]["hands"] = json!({ "us": [100, 99, 98, 53, 52, 51, 6, 5, 4] });
    check(run(&set).passed(), run(&set).line())?;
    let invalid = [
        ("/setup/players", json!("two_player")),
        ("/state/mini_decks", json!({ "jihadist": [1] })),
        ("/state/set_aside_plots", json!(["wmd"])),
        ("/state/mini_decks/next", json!("both")),
    ];
    for (pointer, value) in invalid {
        let mut fixture = base.clone();
        *fixture.pointer_mut(pointer).unwrap() = value;
        let result = run(&fixture);
        check(
            result.line().contains("invalid fixture"),
            format!("{pointer}: {}", result.line()),
        )?;
    }
    // Set aside from the Available box (not named): the blank box has one Plot 3.
    let mut taken = base.clone();
    taken["state"]
        .as_object_mut()
        .unwrap()
        .remove("available_plots");
    taken["state"]["set_aside_plots"] = json!([3, 3]);
    let result = run(&taken);
    check(
        result.line().contains("no Plot 3 is Available"),
        result.line(),
    )?;
    // Without mini-decks, `state.mini_decks` is invalid.
    let mut plain = base.clone();
    plain["setup"]["mini_decks"] = json!(false);
    let result = run(&plain);
    check(
        result.line().contains("needs setup.mini_decks"),
        result.line(),
    )?;
    Ok(())
}
