//! The `/lab` command schema: exactly the body poise registers with Discord
//! (`PUT /applications/{id}/commands`), kept as a snapshot, and checked against Discord's
//! rules that neither poise nor serenity enforce.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use serde_json::Value;

fn schema() -> Value {
    labyrinth_bot::discord::command_schema().expect("the commands serialize")
}

#[test]
fn command_schema_snapshot() {
    insta::assert_json_snapshot!("discord_command_schema", schema());
}

#[test]
fn print_commands_prints_the_same_schema_without_connecting() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_labyrinth"))
        .args(["discord", "--print-commands"])
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{output:?}");
    let printed: Value = serde_json::from_slice(&output.stdout).expect("JSON on stdout");
    assert_eq!(printed, schema());
}

/// Option types: 1 subcommand, 2 subcommand group, 3 string, 4 integer, 10 number.
const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;

fn is_valid_name(name: &str) -> bool {
    // ^[-_\p{L}\p{N}]{1,32}$, lowercase where the letter has a lowercase form.
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphabetic() || c.is_numeric())
        && name.to_lowercase() == name
}

fn check_description(path: &str, value: &Value, problems: &mut Vec<String>) {
    let description = value["description"].as_str().unwrap_or_default();
    let count = description.chars().count();
    if !(1..=100).contains(&count) {
        problems.push(format!(
            "{path}: description has {count} characters (1-100)"
        ));
    }
}

/// Check one option (or subcommand) and its children; `depth` counts subcommand levels.
fn check_option(path: &str, option: &Value, depth: usize, problems: &mut Vec<String>) {
    let name = option["name"].as_str().unwrap_or_default();
    let path = format!("{path} {name}");
    if !is_valid_name(name) {
        problems.push(format!("{path}: invalid name {name:?}"));
    }
    check_description(&path, option, problems);
    let kind = option["type"].as_u64().unwrap_or_default();
    let choices = option["choices"].as_array().cloned().unwrap_or_default();
    if choices.len() > 25 {
        problems.push(format!("{path}: {} choices (at most 25)", choices.len()));
    }
    for choice in &choices {
        let label = choice["name"].as_str().unwrap_or_default();
        if !(1..=100).contains(&label.chars().count()) {
            problems.push(format!(
                "{path}: choice name {label:?} is not 1-100 characters"
            ));
        }
    }
    if !choices.is_empty() && option["autocomplete"].as_bool() == Some(true) {
        problems.push(format!("{path}: choices and autocomplete together"));
    }
    let children = option["options"].as_array().cloned().unwrap_or_default();
    if children.len() > 25 {
        problems.push(format!("{path}: {} options (at most 25)", children.len()));
    }
    match kind {
        SUB_COMMAND_GROUP => {
            if depth >= 1 {
                problems.push(format!(
                    "{path}: a subcommand group must be at the top level"
                ));
            }
            for child in &children {
                if child["type"].as_u64() != Some(SUB_COMMAND) {
                    problems.push(format!("{path}: a group may only contain subcommands"));
                }
                check_option(&path, child, depth + 1, problems);
            }
        }
        SUB_COMMAND => {
            if depth >= 2 {
                problems.push(format!("{path}: subcommands nest at most two levels"));
            }
            let mut optional_seen = false;
            let mut names = std::collections::HashSet::new();
            for child in &children {
                let ck = child["type"].as_u64().unwrap_or_default();
                if ck == SUB_COMMAND || ck == SUB_COMMAND_GROUP {
                    problems.push(format!("{path}: a subcommand cannot contain subcommands"));
                }
                let required = child["required"].as_bool().unwrap_or(false);
                if required && optional_seen {
                    problems.push(format!("{path}: a required option after an optional one"));
                }
                optional_seen |= !required;
                if !names.insert(child["name"].as_str().unwrap_or_default().to_string()) {
                    problems.push(format!("{path}: duplicate option names"));
                }
                check_option(&path, child, depth + 1, problems);
            }
        }
        _ => {
            if !children.is_empty() {
                problems.push(format!("{path}: a value option cannot have options"));
            }
        }
    }
}

#[test]
fn command_schema_follows_discords_rules() {
    let schema = schema();
    let commands = schema.as_array().expect("a list of commands");
    assert!(!commands.is_empty());
    let mut problems = Vec::new();
    for command in commands {
        let name = command["name"].as_str().unwrap_or_default();
        if !is_valid_name(name) {
            problems.push(format!("/{name}: invalid name"));
        }
        check_description(&format!("/{name}"), command, &mut problems);
        let options = command["options"].as_array().cloned().unwrap_or_default();
        if options.len() > 25 {
            problems.push(format!("/{name}: {} options (at most 25)", options.len()));
        }
        for option in &options {
            check_option(&format!("/{name}"), option, 0, &mut problems);
        }
    }
    // The whole command (names, descriptions, choices) must stay under 8000 characters.
    for command in commands {
        let mut total = 0;
        count_text(command, &mut total);
        if total > 8000 {
            problems.push(format!(
                "/{}: {total} characters in all (at most 8000)",
                command["name"]
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Discord counts the longest of each field's text and its localizations.
fn count_text(value: &Value, total: &mut usize) {
    for key in ["name", "description"] {
        if let Some(text) = value[key].as_str() {
            let localized = value[format!("{key}_localizations")]
                .as_object()
                .into_iter()
                .flat_map(|l| l.values())
                .filter_map(|t| t.as_str())
                .map(|t| t.chars().count());
            *total += localized.chain([text.chars().count()]).max().unwrap_or(0);
        }
    }
    for key in ["options", "choices"] {
        for child in value[key].as_array().into_iter().flatten() {
            count_text(child, total);
        }
    }
    // Choice values count too.
    if let Some(text) = value["value"].as_str() {
        *total += text.chars().count();
    }
}

/// The option `name` of `options` (a subcommand's or a group's).
fn child<'v>(options: &'v Value, name: &str) -> &'v Value {
    options["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("{name} is missing"))
}

#[test]
fn the_command_tree_is_lab_with_its_subcommands() {
    let schema = schema();
    let lab = &schema[0];
    assert_eq!(lab["name"], "lab");
    // Usable in guild channels (and their threads) and in DMs with the bot.
    assert_eq!(lab["contexts"], serde_json::json!([0, 1]));
    let game = child(lab, "game");
    assert_eq!(game["type"], SUB_COMMAND_GROUP);
    for wanted in ["new", "join", "list", "resign", "abandon", "claim"] {
        assert_eq!(
            child(game, wanted)["type"],
            SUB_COMMAND,
            "/lab game {wanted}"
        );
    }
    for wanted in ["choose", "play", "board", "hand", "log", "help"] {
        assert_eq!(child(lab, wanted)["type"], SUB_COMMAND, "/lab {wanted}");
    }
    let autocompleted = |command: &Value| -> Vec<String> {
        command["options"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["autocomplete"] == true)
            .map(|o| o["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        autocompleted(child(lab, "play")),
        ["card", "country", "then"]
    );
    // `game:` suggests the user's games.
    assert_eq!(autocompleted(child(game, "abandon")), ["game"]);
    // Irreversible acts are confirmed with a button, not a boolean option.
    for act in ["resign", "claim", "abandon"] {
        let options = child(game, act)["options"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert!(
            options.iter().all(|o| o["type"] != 5),
            "/lab game {act}: {options:?}"
        );
    }
}

/// Discord allows 25 options under `/lab`: at least 8 stay free for what comes next.
#[test]
fn the_top_level_keeps_room_to_grow() {
    let schema = schema();
    let used = schema[0]["options"].as_array().unwrap().len();
    assert!(used <= 25 - 8, "{used} of 25 top-level places used");
}

/// Options are named for players: no `country2`.
#[test]
fn no_option_is_named_with_a_number() {
    fn walk(value: &Value, path: &str, bad: &mut Vec<String>) {
        for option in value["options"].as_array().into_iter().flatten() {
            let name = option["name"].as_str().unwrap_or_default();
            if name.chars().any(|c| c.is_ascii_digit()) {
                bad.push(format!("{path} {name}"));
            }
            walk(option, &format!("{path} {name}"), bad);
        }
    }
    let mut bad = Vec::new();
    walk(&schema()[0], "/lab", &mut bad);
    assert!(bad.is_empty(), "{bad:?}");
}

#[test]
fn the_name_rule_is_checked() {
    assert!(is_valid_name("lab"));
    assert!(is_valid_name("country2"));
    assert!(is_valid_name("regime-change"));
    assert!(!is_valid_name("Lab"));
    assert!(!is_valid_name("two words"));
    assert!(!is_valid_name(""));
    assert!(!is_valid_name(&"x".repeat(33)));
}

/// Issue "Русский": every command, group, subcommand, option and choice carries a Russian
/// name and description Discord accepts (names lowercase, 1-32 letters, digits, `-`, `_`,
/// unique among their siblings; descriptions and choice names 1-100 characters).
#[test]
fn every_name_has_a_valid_russian_localization() {
    fn ru<'v>(value: &'v Value, field: &str) -> Option<&'v str> {
        value[format!("{field}_localizations")]["ru"].as_str()
    }
    fn walk(value: &Value, path: &str, problems: &mut Vec<String>) {
        let name = value["name"].as_str().unwrap_or_default();
        let path = format!("{path} {name}");
        match ru(value, "name") {
            Some(n) if is_valid_name(n) => {}
            other => problems.push(format!("{path}: Russian name {other:?}")),
        }
        match ru(value, "description") {
            Some(d) if (1..=100).contains(&d.chars().count()) => {}
            other => problems.push(format!("{path}: Russian description {other:?}")),
        }
        let mut names = std::collections::HashSet::new();
        for option in value["options"].as_array().into_iter().flatten() {
            if let Some(n) = ru(option, "name")
                && !names.insert(n.to_string())
            {
                problems.push(format!("{path}: two options named {n:?} in Russian"));
            }
            walk(option, &path, problems);
        }
        for choice in value["choices"].as_array().into_iter().flatten() {
            match ru(choice, "name") {
                Some(n) if (1..=100).contains(&n.chars().count()) => {}
                other => problems.push(format!(
                    "{path}: choice {}: Russian {other:?}",
                    choice["name"]
                )),
            }
        }
    }
    let mut problems = Vec::new();
    for command in schema().as_array().unwrap() {
        walk(command, "", &mut problems);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A choice's default reads as Discord lists the choice; `/lab country` names its option
/// `country` like every other command; no description ends in a dangling word.
#[test]
fn defaults_and_names_read_as_discord_shows_them() {
    let schema = schema();
    let lab = &schema[0];
    let scenario = child(child(child(lab, "game"), "new"), "scenario");
    assert!(
        scenario["description"]
            .as_str()
            .unwrap()
            .ends_with("(default: Let's Roll!)"),
        "{scenario}"
    );
    assert!(
        scenario["description_localizations"]["ru"]
            .as_str()
            .unwrap()
            .ends_with("(по умолчанию: Вперёд!)"),
        "{scenario}"
    );
    child(child(lab, "country"), "country");
    let zone = child(child(child(lab, "game"), "settings"), "timezone");
    assert!(
        !zone["description"].as_str().unwrap().ends_with("; none"),
        "{zone}"
    );
}
