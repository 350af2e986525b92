//! The table as text: `/lab help` in the syntax of its client, and the command
//! reference (`tests/it/surface.rs` checks docs/commands.md holds exactly [`reference`]).

use super::{Client, Clients, Kind, Opt, SPECS, Spec, locale, specs};
use crate::i18n::Lang;
use crate::tr;

/// `/lab help` for `client` in `lang`: every subcommand it offers, in its syntax and with
/// its names in `lang`, then the board's abbreviations explained once.
pub fn help(client: Client, lang: Lang) -> String {
    let mut lines = vec![tr!(lang, "help-title")];
    for spec in specs(client) {
        lines.push(usage(spec, client, lang));
    }
    match client {
        Client::Terminal => {
            lines.push(tr!(lang, "help-terminal-syntax"));
            let short: Vec<String> = specs(client)
                .filter(|s| !s.aliases.is_empty())
                // In Russian, a group's subcommand by its own name (`новая`).
                .filter(|s| lang == Lang::En || s.path.len() == 2)
                .map(|s| {
                    let short = match lang {
                        Lang::En => s.aliases.join(", "),
                        Lang::Ru => locale::spec_name(s, lang),
                    };
                    format!("{short} = {}", locale::spec_path(s, lang))
                })
                .collect();
            lines.push(tr!(lang, "help-short-forms", forms = short.join("; ")));
            for (spec, opt) in choice_options() {
                if let Kind::Choice(choices) = opt.kind {
                    let values: Vec<String> = choices
                        .items()
                        .iter()
                        .map(|i| locale::item_value(choices, i, lang))
                        .collect();
                    lines.push(format!(
                        "{}: {}.",
                        locale::opt_name(spec, opt, lang),
                        values.join(", ")
                    ));
                }
            }
        }
        Client::Discord => lines.push(tr!(lang, "help-discord")),
    }
    lines.push(tr!(lang, "help-board"));
    lines.join("\n")
}

/// Each choice option once (`op` appears in `play` and `ops`), with its first subcommand.
fn choice_options() -> Vec<(&'static Spec, &'static Opt)> {
    let mut seen: Vec<(&'static Spec, &'static Opt)> = Vec::new();
    for spec in SPECS {
        for opt in spec.options {
            if matches!(opt.kind, Kind::Choice(_)) && !seen.iter().any(|(_, o)| o.name == opt.name)
            {
                seen.push((spec, opt));
            }
        }
    }
    seen
}

/// One help line.
fn usage(spec: &Spec, client: Client, lang: Lang) -> String {
    let mut line = format!("/lab {}", locale::spec_path(spec, lang));
    let options: Vec<&Opt> = spec
        .options
        .iter()
        .filter(|o| o.clients.has(client))
        .collect();
    match client {
        Client::Terminal => {
            for opt in &options {
                let value = match opt.kind {
                    Kind::Int { min, max } if max - min < 100 => format!("{min}-{max}"),
                    Kind::Int { .. } => "N".to_string(),
                    Kind::Flag => tr!(lang, "help-true"),
                    _ => "…".to_string(),
                };
                let word = format!("{}:{value}", locale::opt_name(spec, opt, lang));
                line.push(' ');
                line.push_str(&if opt.required {
                    word
                } else {
                    format!("[{word}]")
                });
            }
        }
        // Discord lists the options as they are typed.
        Client::Discord => {}
    }
    format!("{line} — {}", locale::spec_description(spec, lang))
}

/// An option as the command reference describes it: name, values, default, where it exists.
fn describe(opt: &Opt) -> String {
    let mut notes = Vec::new();
    match opt.kind {
        Kind::Choice(choices) => {
            let values: Vec<String> = choices
                .items()
                .into_iter()
                .map(|i| format!("`{}`", i.value))
                .collect();
            notes.push(values.join(", "));
        }
        Kind::Int { min, max } if max - min < 100 => notes.push(format!("{min} to {max}")),
        Kind::Int { min, .. } => notes.push(format!("a number from {min}")),
        Kind::Flag => notes.push("true or false".to_string()),
        Kind::User => notes.push("a player".to_string()),
        Kind::Text { .. } => {}
    }
    if let Some(default) = opt.default {
        notes.push(format!("default {default}"));
    }
    match opt.clients {
        Clients::Discord => notes.push("Discord only".to_string()),
        Clients::Terminal => notes.push("terminal only".to_string()),
        Clients::Both => {}
    }
    if opt.autocomplete.is_some() {
        notes.push("suggested on Discord".to_string());
    }
    let mut text = format!("`{}`: {}", opt.name, lowercase_first(opt.description));
    if !notes.is_empty() {
        text.push_str(&format!(" ({})", notes.join("; ")));
    }
    text
}

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) if !text.starts_with("US") => first.to_lowercase().chain(chars).collect(),
        _ => text.to_string(),
    }
}

/// The command reference (docs/commands.md): one line per subcommand, generated from the table.
pub fn reference() -> String {
    let mut out = String::new();
    for spec in SPECS {
        let mut line = format!("- `/lab {}`", spec.name());
        match spec.clients {
            Clients::Terminal => line.push_str(" (terminal only)"),
            Clients::Discord => line.push_str(" (Discord only)"),
            Clients::Both => {}
        }
        if !spec.aliases.is_empty() {
            let aliases: Vec<String> = spec.aliases.iter().map(|a| format!("`{a}`")).collect();
            line.push_str(&format!(" (terminal also {})", aliases.join(", ")));
        }
        line.push_str(&format!(": {}.", spec.description.trim_end_matches('.')));
        if spec.confirm {
            line.push_str(" Discord asks you to confirm with a button.");
        }
        let options: Vec<String> = spec.options.iter().map(describe).collect();
        if !options.is_empty() {
            line.push_str(&format!(" Options: {}.", options.join(", ")));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}
