//! The computer US asks the engine for the rules instead of restating them (issue 43): its
//! code (`src/sim/us_policy/`, the look ahead, the app's seat) holds judgement, what a result
//! is worth, and reads every rule through `SideView`'s questions, answered by the one
//! implementation of each rule. A copy in the policy could drift from the engine silently.

use std::path::{Path, PathBuf};

/// Each text restates a rule; what to ask the view instead.
const RULES: &[(&str, &str)] = &[
    (
        "clamp(-3",
        "4.7.2 the World Posture's cap: `gwot_penalty_if`, `world_posture_if`",
    ),
    ("clamp(0, 6)", "7.2.1 a roll's faces: `war_of_ideas_odds`"),
    (
        "(1..=6)",
        "a die's faces: `war_of_ideas_odds`, `posture_roll_faces`, `governance_faces`",
    ),
    (
        ".value()",
        "7.1.1 the value a Governance needs: `op_target`, `war_of_ideas_odds`",
    ),
    ("Country::Iran", "7.2 / 7.4 the targets: `op_target`"),
    ("Country::Israel", "7.2.3 the targets: `op_target`"),
    ("Marker::Fata", "Card 80 FATA: `op_target`"),
    ("Marker::AlAnbar", "Card 58 Al-Anbar: `disrupt_affects`"),
    (
        ".min(3)",
        "6.3.3.1 a card's value with Reserves: `ops_value`",
    ),
    (
        "troops_counting_nato(c) >= 2",
        "7.4.2 / 7.4.4: `disrupt_affects`, `disrupt_gains_prestige`",
    ),
    (
        "+5)",
        "7.2.1.3 / 7.3.1 five troops over cells: `op_target`, `troops_movable`",
    ),
    (
        "5..=9",
        "5.2.8 the hand sizes: `us_hand_size_with`, `next_deal`",
    ),
    (
        "Posture::Hard) => 1",
        "4.7.2 the World Posture: `world_posture_if`",
    ),
    (
        "fn penalty(",
        "4.7.2.1 the GWOT Relations Penalty: `gwot_penalty_if`",
    ),
    ("<18", "5.2.8 the next deal: `next_deal`"),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's code before its inline unit tests (`#[cfg(test)] mod tests {`), comments
/// dropped, without spaces.
fn production_code(file: &Path) -> String {
    let code: String = std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .flat_map(|l| l.split_whitespace())
        .collect();
    match code.find("#[cfg(test)]modtests{") {
        Some(at) => code[..at].to_string(),
        None => code,
    }
}

#[test]
fn the_computer_us_asks_the_engine_for_the_rules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/sim/us_policy"), &mut files);
    files.retain(|f| f.file_name().is_some_and(|n| n != "tests.rs"));
    files.push(root.join("src/sim/lookahead.rs"));
    files.push(root.join("src/app/computer.rs"));
    assert!(files.len() >= 8, "{files:?}");
    let mut found = Vec::new();
    for file in &files {
        let code = production_code(file);
        for (text, ask) in RULES {
            let text: String = text.split_whitespace().collect();
            if code.contains(&text) {
                found.push(format!(
                    "{}: `{text}` restates a rule; ask {ask}",
                    file.display()
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
