//! The `/lab` surface in the reader's language: every group, subcommand, option and choice has
//! its name and description in `locales/*/commands.ftl`. English is the table itself (the
//! English file holds the same text, tests/it/ru_commands.rs), so English stays exactly as the
//! table says; Russian names are what Discord shows a Russian client and what the terminal
//! also accepts (`/lab игра новая сценарий:анаконда`).

use super::{Choices, Item, Kind, Opt, SPECS, Spec};
use crate::i18n::{self, Lang};

/// The one slash command.
pub const COMMAND: &str = "lab";
pub const COMMAND_DESCRIPTION: &str = "Labyrinth: The War on Terror, play-by-post";

/// The description of a group of subcommands.
pub fn group_description_en(group: &str) -> &'static str {
    match group {
        "game" => "Start, join, list and end games",
        _ => "More commands",
    }
}

/// A Fluent id from table names: `mini_decks` -> `mini-decks`.
fn id(text: &str) -> String {
    text.replace('_', "-")
}

/// `cmd-game-new`, `cmd-play`; a group `cmd-game`; the command itself `cmd-lab`.
pub fn path_key(path: &[&str]) -> String {
    format!("cmd-{}", id(&path.join("-")))
}

/// `opt-game-new-scenario`.
pub fn opt_key(spec: &Spec, opt: &Opt) -> String {
    format!("opt-{}-{}", id(&spec.path.join("-")), id(opt.name))
}

/// `choice-op-war-of-ideas`.
pub fn choice_key(choices: Choices, value: &str) -> String {
    format!("choice-{}-{}", choices.id(), id(value))
}

fn ru(key: &str) -> String {
    i18n::text(Lang::Ru, key, None)
}

/// The command's name (`lab`) in `lang`.
pub fn command_name(lang: Lang) -> String {
    match lang {
        Lang::En => COMMAND.to_string(),
        Lang::Ru => ru(&path_key(&[COMMAND])),
    }
}

pub fn command_description(lang: Lang) -> String {
    match lang {
        Lang::En => COMMAND_DESCRIPTION.to_string(),
        Lang::Ru => ru(&format!("{}.description", path_key(&[COMMAND]))),
    }
}

/// A group's name (`game`, `игра`).
pub fn group_name(group: &str, lang: Lang) -> String {
    match lang {
        Lang::En => group.to_string(),
        Lang::Ru => ru(&path_key(&[group])),
    }
}

pub fn group_description(group: &str, lang: Lang) -> String {
    match lang {
        Lang::En => group_description_en(group).to_string(),
        Lang::Ru => ru(&format!("{}.description", path_key(&[group]))),
    }
}

/// A subcommand's own name, the last of its path (`new`, `новая`).
pub fn spec_name(spec: &Spec, lang: Lang) -> String {
    match lang {
        Lang::En => spec.path[spec.path.len() - 1].to_string(),
        Lang::Ru => ru(&path_key(spec.path)),
    }
}

/// Its whole path (`game new`, `игра новая`).
pub fn spec_path(spec: &Spec, lang: Lang) -> String {
    match (lang, spec.path) {
        (Lang::Ru, [group, _]) => format!("{} {}", group_name(group, lang), spec_name(spec, lang)),
        _ if lang == Lang::En => spec.name(),
        _ => spec_name(spec, lang),
    }
}

pub fn spec_description(spec: &Spec, lang: Lang) -> String {
    match lang {
        Lang::En => spec.description.to_string(),
        Lang::Ru => ru(&format!("{}.description", path_key(spec.path))),
    }
}

pub fn opt_name(spec: &Spec, opt: &Opt, lang: Lang) -> String {
    match lang {
        Lang::En => opt.name.to_string(),
        Lang::Ru => ru(&opt_key(spec, opt)),
    }
}

/// "not a valid scenario": `name` is the option's English name; `lang` names it so.
pub(super) fn bad(name: &str, lang: Lang) -> String {
    let name = SPECS
        .iter()
        .find_map(|s| s.option(name).map(|o| opt_name(s, o, lang)))
        .unwrap_or_else(|| name.to_string());
    crate::tr!(lang, "surface-bad", name = name)
}

pub fn opt_description(spec: &Spec, opt: &Opt, lang: Lang) -> String {
    match lang {
        Lang::En => opt.description.to_string(),
        Lang::Ru => ru(&format!("{}.description", opt_key(spec, opt))),
    }
}

/// The value used when the option is not given, as help and Discord show it.
pub fn opt_default(spec: &Spec, opt: &Opt, lang: Lang) -> Option<String> {
    let default = opt.default?;
    Some(match lang {
        Lang::En => default.to_string(),
        Lang::Ru => ru(&format!("{}.default", opt_key(spec, opt))),
    })
}

/// The description Discord shows: the option's, with its default.
pub fn opt_discord_description(spec: &Spec, opt: &Opt, lang: Lang) -> String {
    let description = opt_description(spec, opt, lang);
    // A choice's default as Discord lists the choice (`Вперёд!`, not the typed `вперёд`).
    let label = |choices: Choices| {
        let items = choices.items();
        let item = items
            .iter()
            .find(|i| Some(i.value.as_str()) == opt.default)?;
        Some(item_label(choices, item, lang))
    };
    let default = match opt.kind {
        Kind::Choice(choices) => label(choices).or_else(|| opt_default(spec, opt, lang)),
        _ => opt_default(spec, opt, lang),
    };
    match default {
        Some(default) if lang == Lang::En => format!("{description} (default: {default})"),
        Some(default) => crate::tr!(
            lang,
            "surface-with-default",
            description = description,
            default = default
        ),
        None => description,
    }
}

/// A choice's label (what Discord lists).
pub fn item_label(choices: Choices, item: &Item, lang: Lang) -> String {
    match lang {
        Lang::En => item.label.clone(),
        Lang::Ru => ru(&choice_key(choices, &item.value)),
    }
}

/// A choice's value as the terminal types it (`war_of_ideas`, `идеологическая_борьба`).
pub fn item_value(choices: Choices, item: &Item, lang: Lang) -> String {
    match lang {
        Lang::En => item.value.clone(),
        Lang::Ru => ru(&format!("{}.value", choice_key(choices, &item.value))),
    }
}

/// A word as names compare: lowercase, `ё` as `е`, spaces and hyphens as `_`.
pub fn fold(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .replace('ё', "е")
        .replace([' ', '-'], "_")
}

/// Every group of the table, once, in order.
pub fn groups() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for spec in SPECS {
        if let [group, _] = spec.path
            && !out.contains(group)
        {
            out.push(group);
        }
    }
    out
}

/// The English message file `locales/en/commands.ftl` as the table makes it (the test holds
/// the file equal to it; `UPDATE_COMMANDS_FTL=1` rewrites it).
pub fn english_messages() -> String {
    let mut out = String::from(
        "# The /lab surface: commands, options and choices (generated from src/surface/table.rs:\n\
         # UPDATE_COMMANDS_FTL=1 cargo test --test ru_commands). Russian: locales/ru/commands.ftl.\n",
    );
    out.push_str("surface-with-default = { $description } (default: { $default })\n");
    let entry = |out: &mut String, key: &str, value: &str, attrs: &[(&str, &str)]| {
        out.push_str(&format!("{key} = {value}\n"));
        for (name, value) in attrs {
            out.push_str(&format!("    .{name} = {value}\n"));
        }
    };
    entry(
        &mut out,
        &path_key(&[COMMAND]),
        COMMAND,
        &[("description", COMMAND_DESCRIPTION)],
    );
    for group in groups() {
        entry(
            &mut out,
            &path_key(&[group]),
            group,
            &[("description", group_description_en(group))],
        );
    }
    let mut choices_seen: Vec<Choices> = Vec::new();
    for spec in SPECS {
        out.push('\n');
        entry(
            &mut out,
            &path_key(spec.path),
            spec.path[spec.path.len() - 1],
            &[("description", spec.description)],
        );
        for opt in spec.options {
            let mut attrs = vec![("description", opt.description)];
            if let Some(default) = opt.default {
                attrs.push(("default", default));
            }
            entry(&mut out, &opt_key(spec, opt), opt.name, &attrs);
            if let super::Kind::Choice(choices) = opt.kind
                && !choices_seen.contains(&choices)
            {
                choices_seen.push(choices);
            }
        }
    }
    for choices in choices_seen {
        out.push('\n');
        for item in choices.items() {
            entry(
                &mut out,
                &choice_key(choices, &item.value),
                &item.label,
                &[("value", &item.value)],
            );
        }
    }
    out
}
