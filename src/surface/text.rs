//! The table as text: `/lab help` in the syntax of its client, and the command
//! reference (`tests/surface.rs` checks docs/commands.md holds exactly [`reference`]).

use super::{Client, Clients, Kind, Opt, SPECS, Spec, specs};

/// `/lab help` for `client`: every subcommand it offers, in its syntax, then the board's
/// abbreviations explained once.
pub fn help(client: Client) -> String {
    let mut lines = vec!["Labyrinth commands:".to_string()];
    for spec in specs(client) {
        lines.push(usage(spec, client));
    }
    match client {
        Client::Terminal => {
            lines.push("Options are key:value; bare values fill the options in order (/lab card 76, /lab play 45 pakistan).".to_string());
            let short: Vec<String> = specs(client)
                .filter(|s| !s.aliases.is_empty())
                .map(|s| format!("{} = {}", s.aliases.join(", "), s.name()))
                .collect();
            lines.push(format!("Short forms: {}.", short.join("; ")));
            for opt in choice_options() {
                if let Kind::Choice(choices) = opt.kind {
                    let values: Vec<String> =
                        choices.items().into_iter().map(|i| i.value).collect();
                    lines.push(format!("{}: {}.", opt.name, values.join(", ")));
                }
            }
        }
        Client::Discord => lines.push(
            "Discord lists each command's options as you type; cards, countries and answers are suggested.".to_string(),
        ),
    }
    lines.push("Board: 2T = 2 troops, 1A / 1S = Active / Sleeper cells; Jih = Jihadist; Poor+IR = Poor or Islamist Rule; Fair+Good = Fair or Good Muslim countries; the GWOT relations penalty is the Prestige roll's modifier.".to_string());
    lines.join("\n")
}

/// Each choice option once (`op` appears in `play` and `ops`).
fn choice_options() -> Vec<&'static Opt> {
    let mut seen: Vec<&'static Opt> = Vec::new();
    for opt in SPECS.iter().flat_map(|s| s.options) {
        if matches!(opt.kind, Kind::Choice(_)) && !seen.iter().any(|o| o.name == opt.name) {
            seen.push(opt);
        }
    }
    seen
}

/// One help line.
fn usage(spec: &Spec, client: Client) -> String {
    let mut line = format!("/lab {}", spec.name());
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
                    Kind::Flag => "true".to_string(),
                    _ => "…".to_string(),
                };
                let word = format!("{}:{value}", opt.name);
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
    format!("{line} — {}", spec.description)
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
