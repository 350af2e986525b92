//! The one table of `/lab` commands (`src/surface`) against what players read: the command
//! reference (docs/commands.md) is generated from it, and every `/lab ...` the README, the help and the
//! app's messages mention is a command the table defines.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use labyrinth_bot::app::Client;
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::surface;

const START: &str = "<!-- commands:start -->\n";
const END: &str = "<!-- commands:end -->";

/// docs/commands.md holds exactly the table's reference; `UPDATE_COMMANDS=1` (or the older
/// `UPDATE_README=1`) rewrites it.
#[test]
fn the_command_reference_is_the_table() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/commands.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let start = doc
        .find(START)
        .expect("docs/commands.md marks the reference")
        + START.len();
    let end = doc
        .find(END)
        .expect("docs/commands.md marks the reference's end");
    let wanted = surface::reference();
    if std::env::var_os("UPDATE_COMMANDS").is_some() || std::env::var_os("UPDATE_README").is_some()
    {
        let updated = format!("{}{wanted}{}", &doc[..start], &doc[end..]);
        std::fs::write(path, updated).unwrap();
        return;
    }
    assert_eq!(
        &doc[start..end],
        wanted,
        "docs/commands.md differs from the table: UPDATE_COMMANDS=1 cargo test --test surface"
    );
}

/// A newcomer's README: about 200-300 lines, pointing to the full reference.
#[test]
fn the_readme_is_short_and_links_the_reference() {
    let readme = include_str!("../../README.md");
    let lines = readme.lines().count();
    // About 200-300 lines: a new section must make room.
    assert!(lines <= 300, "the README has {lines} lines");
    assert!(readme.contains("(docs/commands.md)"));
    // Where `cargo build --release` puts the binary the admin installs.
    assert!(readme.contains("`target/release/labyrinth`"));
    assert!(
        !readme.contains(START),
        "the reference lives in docs/commands.md"
    );
}

/// `/lab a b` in `text`: the words after `/lab` that name a command (at most two).
fn mentions(text: &str) -> Vec<Vec<String>> {
    text.split("/lab ")
        .skip(1)
        .map(|rest| {
            rest.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
                .take(2)
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// A command by its own name (`game new`, or in Russian `игра новая`), not a terminal short
/// form (`new`).
fn known(words: &[String]) -> bool {
    surface::SPECS.iter().any(|spec| {
        let russian = surface::locale::spec_path(spec, Lang::Ru);
        let names = [spec.path.to_vec(), russian.split(' ').collect()];
        names
            .iter()
            .any(|path| path.len() <= words.len() && path.iter().zip(words).all(|(p, w)| p == w))
    })
}

/// The README, the help and the app's messages name commands by their full names: the
/// short forms are the terminal's, and Discord has no `/lab new`.
#[test]
fn every_command_the_readme_names_exists() {
    let readme = [
        include_str!("../../README.md"),
        include_str!("../../docs/commands.md"),
        include_str!("../../docs/discord.md"),
    ]
    .concat();
    let unknown: Vec<Vec<String>> = mentions(&readme)
        .into_iter()
        .filter(|m| !known(m))
        .collect();
    assert!(unknown.is_empty(), "{unknown:?}");
}

/// Discord's help names only what Discord offers, the terminal's only what it parses.
#[test]
fn help_names_the_commands_of_its_client() {
    for client in [Client::Terminal, Client::Discord] {
        let help = surface::help(client, Lang::En);
        for spec in surface::specs(client) {
            assert!(
                help.contains(&format!("/lab {} ", spec.name())),
                "{client:?}: {}",
                spec.name()
            );
        }
    }
    let discord = surface::help(Client::Discord, Lang::En);
    assert!(
        !discord.contains("/lab discard") && !discord.contains("image:"),
        "{discord}"
    );
    assert!(
        !discord.contains("[confirm"),
        "Discord confirms with a button: {discord}"
    );
}

#[test]
fn every_command_a_message_names_exists() {
    let sources = [
        include_str!("../../src/app/mod.rs"),
        include_str!("../../src/app/error.rs"),
        include_str!("../../src/app/manage.rs"),
        include_str!("../../src/app/start.rs"),
        include_str!("../../src/app/play.rs"),
        include_str!("../../src/app/claim.rs"),
        include_str!("../../src/app/undo.rs"),
        include_str!("../../src/app/lookup.rs"),
        include_str!("../../src/discord/deliver.rs"),
        include_str!("../../src/discord/mod.rs"),
        include_str!("../../src/discord/thread.rs"),
        include_str!("../../src/render/mod.rs"),
    ];
    let mut unknown = Vec::new();
    for source in sources {
        unknown.extend(mentions(source).into_iter().filter(|m| !known(m)));
    }
    assert!(unknown.is_empty(), "{unknown:?}");
}

/// docs/hidden-information.md names, for every command of the table, the tests that keep
/// what it may not show hidden: a command added to the table must be added there.
#[test]
fn every_command_is_in_the_hidden_information_map() {
    let doc = include_str!("../../docs/hidden-information.md");
    let start = doc.find("<!-- hidden-map:start -->").unwrap();
    let end = doc.find("<!-- hidden-map:end -->").unwrap();
    let map = &doc[start..end];
    for spec in surface::SPECS {
        let row = format!("| `{}` |", spec.name());
        assert!(
            map.contains(&row),
            "docs/hidden-information.md has no row {row}"
        );
    }
}
