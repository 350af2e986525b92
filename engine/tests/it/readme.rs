//! engine/README.md documents every Action and Answer variant with JSON that parses.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "tests, benches and examples fail loudly"
)]

use labyrinth_engine::Action;

#[test]
fn readme_json_examples_parse_as_actions() {
    let readme = include_str!("../../README.md");
    let mut in_json = false;
    let mut parsed = Vec::new();
    for line in readme.lines() {
        if line.starts_with("```json") {
            in_json = true;
            continue;
        }
        if line.starts_with("```") {
            in_json = false;
            continue;
        }
        if in_json && line.starts_with('{') {
            let action: Action =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            parsed.push(serde_json::to_string(&action).unwrap());
        }
    }
    let all = parsed.join("\n");
    for variant in [
        "\"card\"",
        "\"use\"",
        "\"op\"",
        "\"order\"",
        "\"country\"",
        "\"track\"",
        "\"count\"",
        "\"cell\"",
        "\"plot\"",
        "\"posture\"",
        "\"remove_cadre\"",
        "\"yes\"",
        "\"no\"",
        "\"done\"",
        "\"discard\"",
        "\"hold\"",
        "\"end_phase\"",
        "\"answers\"",
        "\"players\"",
    ] {
        assert!(
            all.contains(variant),
            "README lacks an example of {variant}"
        );
    }
}
