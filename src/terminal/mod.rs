//! The terminal client: one channel, several users, the `/lab` syntax as typed lines.
//!
//! **Invariant:** holds no rule and no game state; it parses a line into an
//! [`app::Command`](crate::app::Command), calls [`App::handle`] and prints the outbound
//! messages (private ones as `[to NAME] ...`, only while NAME types: [`output`]). Works the
//! same on a pipe as on a terminal.

mod output;

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

use labyrinth_engine::{Answer, Scenario};

use crate::app::{
    App, Choice, Command, Mode, NewGame, Outbound, PlayCard, parse_card, parse_ideology, parse_op,
    parse_order, parse_side, parse_use,
};

/// The channel every terminal command goes to.
pub const CHANNEL: &str = "terminal";

/// What one input line asks for.
#[derive(Debug, PartialEq)]
pub enum Line {
    Empty,
    /// `as NAME`: later commands come from NAME.
    As(String),
    Quit,
    Command(Command),
    /// `/lab board image:PATH`: the board, and its picture written to PATH as PNG.
    BoardImage(PathBuf),
}

/// Parse one input line. `Err` is a message for the user.
pub fn parse_line(line: &str) -> Result<Line, String> {
    // A comment after two spaces, as in the README's examples: `/lab board   # the board`.
    let line = line.split("  #").next().unwrap_or_default().trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Empty);
    }
    // `@N /lab ...`: the command was built on the game's view at version N.
    if let Some(rest) = line.strip_prefix('@') {
        let (version, rest) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let version: i64 = version
            .parse()
            .map_err(|_| format!("{version:?} is not a game version; e.g. `@12 /lab choose 1`"))?;
        return match parse_line(rest)? {
            Line::Command(command) => Ok(Line::Command(Command::At {
                version,
                command: Box::new(command),
            })),
            _ => Err("`@N` must be followed by a /lab command".to_string()),
        };
    }
    let mut words = line.split_whitespace().peekable();
    let first = words.next().unwrap_or_default();
    if first.eq_ignore_ascii_case("as") {
        let name: Vec<&str> = words.collect();
        if name.is_empty() {
            return Err("as whom? e.g. `as alice`".to_string());
        }
        return Ok(Line::As(name.join(" ")));
    }
    if matches!(first, "quit" | "exit" | "/quit" | "/exit") {
        return Ok(Line::Quit);
    }
    let sub = if matches!(first, "/lab" | "lab") {
        words.next().unwrap_or("help")
    } else {
        first.trim_start_matches('/')
    };
    let args: Vec<&str> = words.collect();
    let sub = sub.to_ascii_lowercase();
    if sub == "board" && !args.is_empty() {
        return board_image(&args).map(Line::BoardImage);
    }
    parse_command(&sub, &args).map(Line::Command)
}

/// The PATH of `/lab board image:PATH` (a path with spaces is taken whole).
fn board_image(args: &[&str]) -> Result<PathBuf, String> {
    let joined = args.join(" ");
    match joined.strip_prefix("image:").map(str::trim) {
        Some(path) if !path.is_empty() => Ok(PathBuf::from(path)),
        _ => Err(
            "board takes image:PATH to write the board picture, e.g. /lab board image:board.png"
                .to_string(),
        ),
    }
}

/// Write the picture of the first board in `out` to `path`; the line to print.
pub fn write_board_image(out: &[Outbound], path: &Path) -> String {
    let Some(map) = out.iter().find_map(|m| match m {
        Outbound::Board { map, .. } => Some(map),
        _ => None,
    }) else {
        return "(no board to draw)".to_string();
    };
    let written = map.png().map_err(|e| e.to_string()).and_then(|png| {
        std::fs::write(path, &png)
            .map(|()| png.len())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    });
    match written {
        Ok(bytes) => format!(
            "🗺️ Board picture written to {} ({} KB, PNG)",
            path.display(),
            bytes.div_ceil(1024)
        ),
        Err(problem) => format!("⚠️ No board picture: {problem}"),
    }
}

/// The `count:N` (or bare `N`) argument of `log` and `resend`.
fn count_arg(command: &str, args: &[&str], default: usize) -> Result<usize, String> {
    let mut count = default;
    for (key, value) in key_values(args) {
        match key.as_deref() {
            None | Some("count") => {
                count = value
                    .parse()
                    .map_err(|_| format!("{value:?} is not a count"))?
            }
            Some(other) => return Err(format!("{command} takes count:N, not {other}")),
        }
    }
    Ok(count)
}

fn key_values<'a>(args: &[&'a str]) -> Vec<(Option<String>, &'a str)> {
    args.iter()
        .map(|arg| match arg.split_once(':') {
            Some((k, v)) => (Some(k.to_ascii_lowercase()), v),
            None => (None, *arg),
        })
        .collect()
}

/// Parse `/lab SUB args...` (arguments as `key:value`).
pub fn parse_command(sub: &str, args: &[&str]) -> Result<Command, String> {
    match sub {
        "help" => Ok(Command::Help),
        "join" => Ok(Command::Join),
        "board" => Ok(Command::Board),
        "hand" => Ok(Command::Hand),
        "games" => Ok(Command::Games),
        "resign" => match args {
            [] => Ok(Command::Resign { confirm: false }),
            ["confirm" | "confirm:true" | "confirm:yes"] => Ok(Command::Resign { confirm: true }),
            _ => Err("resign takes confirm:true (or nothing, to be asked)".to_string()),
        },
        "card" => {
            let name = args.join(" ");
            let name = name.strip_prefix("card:").unwrap_or(&name);
            crate::render::find_card(name).map(Command::Card)
        }
        // The opponent agrees to an undo request with the same command.
        "undo" | "consent" => Ok(Command::Undo),
        "abandon" => {
            // The terminal's user administers their own machine.
            let admin = args.iter().any(|a| matches!(*a, "admin" | "admin:true"));
            let game = args.iter().find_map(|a| a.strip_prefix("game:"));
            let rest = args
                .iter()
                .filter(|a| !matches!(**a, "admin" | "admin:true") && !a.starts_with("game:"))
                .count();
            match (game.map(|g| g.trim_start_matches('#').parse::<i64>()), rest) {
                (None, 0) => Ok(Command::Abandon { admin }),
                (Some(Ok(game)), 0) => Ok(Command::AbandonGame {
                    game,
                    admin,
                    server: None,
                }),
                _ => Err("abandon takes `game:ID` and `admin`, both optional".to_string()),
            }
        }
        "claim" => match args {
            [] => Ok(Command::Claim { abandon: false }),
            ["abandon" | "end:abandon"] => Ok(Command::Claim { abandon: true }),
            _ => Err("claim takes no argument (or `abandon`)".to_string()),
        },
        "country" => {
            let name = args.join(" ");
            let name = name.strip_prefix("name:").unwrap_or(&name);
            crate::render::find_country(name).map(Command::Country)
        }
        "resend" => Ok(Command::Resend {
            count: count_arg("resend", args, 0)?,
        }),
        "log" => Ok(Command::Log {
            count: count_arg("log", args, 10)?,
        }),
        "new" => {
            let mut new = NewGame::default();
            for (key, value) in key_values(args) {
                let bad = || {
                    format!(
                        "{value:?} is not a valid {}",
                        key.as_deref().unwrap_or("argument")
                    )
                };
                match key.as_deref() {
                    Some("scenario") | None => {
                        new.scenario = Scenario::parse(value)
                            .filter(|s| *s != Scenario::Blank)
                            .ok_or_else(|| format!("unknown scenario {value:?}: lets_roll, you_can_call_me_al, anaconda, mission_accomplished"))?
                    }
                    Some("mode") => {
                        new.mode = match value.to_ascii_lowercase().replace('-', "_").as_str() {
                            "two_player" | "2p" | "two" => Mode::TwoPlayer,
                            "solitaire" | "solo" => Mode::Solitaire,
                            _ => return Err(format!("unknown mode {value:?}: two_player or solitaire")),
                        }
                    }
                    Some("side") => new.side = parse_side(value).ok_or_else(bad)?,
                    Some("length" | "game_length" | "decks") => new.game_length = value.parse().map_err(|_| bad())?,
                    Some("seed") => new.seed = Some(value.parse().map_err(|_| bad())?),
                    Some("ideology") => new.ideology = parse_ideology(value).ok_or_else(|| format!("unknown ideology {value:?}: normal, coherent, attractive, potent, infectious, virulent"))?,
                    Some("mini_decks" | "minidecks") => new.mini_decks = match value.to_ascii_lowercase().as_str() {
                        "true" | "yes" | "on" | "1" => true,
                        "false" | "no" | "off" | "0" => false,
                        _ => return Err(format!("{value:?} is not a valid mini_decks: true or false")),
                    },
                    Some(other) => return Err(format!("new takes scenario, mode, side, length, ideology, mini_decks, seed; not {other}")),
                }
            }
            Ok(Command::New(new))
        }
        "choose" | "c" => {
            let choices = args
                .iter()
                .map(|a| Choice::parse(a))
                .collect::<Result<Vec<_>, _>>()?;
            if choices.is_empty() {
                return Err(
                    "choose what? e.g. /lab choose 1 or /lab choose country:pakistan".to_string(),
                );
            }
            Ok(Command::Choose { choices })
        }
        "play" => {
            let mut card = None;
            let (mut card_use, mut op, mut order, mut countries) = (None, None, None, Vec::new());
            let mut reserves = None;
            for (key, value) in key_values(args) {
                let bad = || {
                    format!(
                        "{value:?} is not a valid {}",
                        key.as_deref().unwrap_or("card")
                    )
                };
                match key.as_deref() {
                    Some("card") | None if card.is_none() => {
                        card = Some(parse_card(value).ok_or_else(bad)?)
                    }
                    Some("use") => card_use = Some(parse_use(value).ok_or_else(bad)?),
                    Some("op" | "operation") => {
                        op = Some(parse_op(value).ok_or_else(|| crate::app::op_error(value))?)
                    }
                    Some("order") => order = Some(parse_order(value).ok_or_else(bad)?),
                    Some("reserves") => {
                        reserves = Some(crate::app::parse_yes_no(value).ok_or_else(bad)?)
                    }
                    Some("country") | None => countries.push(crate::render::find_country(value)?),
                    Some(other) => {
                        return Err(format!(
                            "play takes card, use, op, order, reserves, country; not {other}"
                        ));
                    }
                }
            }
            let card = card.ok_or(
                "play which card? e.g. /lab play card:45 use:operations op:woi country:pakistan",
            )?;
            Ok(Command::Play(PlayCard {
                card,
                card_use,
                op,
                order,
                reserves,
                countries,
            }))
        }
        // `event` / `ops` / `reserves`: `play` with its use given.
        "event" | "ops" | "reserves" => {
            let card_use = parse_use(sub).ok_or("unknown use")?;
            match parse_command("play", args)? {
                Command::Play(play) if play.card_use.is_none_or(|u| u == card_use) => {
                    Ok(Command::Play(PlayCard {
                        card_use: Some(card_use),
                        ..play
                    }))
                }
                _ => Err(format!("/lab {sub} plays the card as {sub}; drop use:")),
            }
        }
        "discard" | "hold" => Ok(Command::Choose {
            choices: vec![Choice::Answer(if sub == "hold" {
                Answer::Hold
            } else {
                Answer::Discard
            })],
        }),
        other => Err(format!("unknown command {other:?}; try /lab help")),
    }
}

/// Print one outbound message as the terminal shows it.
pub fn format_outbound(message: &Outbound) -> String {
    match message {
        Outbound::Public(text) | Outbound::Play { text, .. } | Outbound::Board { text, .. } => {
            text.clone()
        }
        Outbound::Private { user, text }
        | Outbound::Prompt { user, text, .. }
        | Outbound::Error { user, text }
        | Outbound::Notice { user, text } => {
            let mut out = String::new();
            for (i, line) in text.lines().enumerate() {
                if i == 0 {
                    out.push_str(&format!("[to {user}] {line}"));
                } else {
                    out.push_str(&format!("\n[to {user}]   {line}"));
                }
            }
            out
        }
    }
}

/// Run the read-handle-print loop until end of input or `quit`.
pub fn run(app: &mut App, input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let interactive = std::io::stdin().is_terminal();
    let mut screen = output::Screen::new(
        std::env::var("USER")
            .ok()
            .filter(|u| !u.is_empty())
            .unwrap_or_else(|| "you".to_string()),
    );
    if interactive {
        writeln!(
            output,
            "Labyrinth terminal. Type /lab help; `as NAME` switches user; quit to leave."
        )?;
        write!(output, "{}> ", screen.user())?;
        output.flush()?;
    }
    for line in input.lines() {
        let user = screen.user().to_string();
        let line = line?;
        match parse_line(&line) {
            Ok(Line::Empty) => {}
            Ok(Line::Quit) => break,
            Ok(Line::As(name)) => {
                let held = screen.switch(name);
                if !interactive {
                    writeln!(output, "(now {})", screen.user())?;
                }
                for text in held {
                    writeln!(output, "{text}")?;
                }
            }
            Ok(Line::Command(command)) => {
                for text in screen.show(&app.handle(CHANNEL, &user, command)) {
                    writeln!(output, "{text}")?;
                }
            }
            Ok(Line::BoardImage(path)) => {
                let out = app.handle(CHANNEL, &user, Command::Board);
                for text in screen.show(&out) {
                    writeln!(output, "{text}")?;
                }
                if out.iter().any(|m| matches!(m, Outbound::Board { .. })) {
                    writeln!(output, "{}", write_board_image(&out, &path))?;
                }
            }
            Err(problem) => writeln!(output, "[to {user}] ⚠️ {problem}")?,
        }
        if interactive {
            write!(output, "{}> ", screen.user())?;
            output.flush()?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{CardId, CardUse, Country, Op};

    #[test]
    fn lines_parse() {
        assert_eq!(parse_line("as bob"), Ok(Line::As("bob".into())));
        assert_eq!(parse_line("  "), Ok(Line::Empty));
        let Ok(Line::Command(Command::New(new))) =
            parse_line("/lab new scenario:anaconda mode:solitaire seed:4")
        else {
            panic!("new did not parse");
        };
        assert_eq!(
            (new.scenario, new.mode, new.seed),
            (Scenario::Anaconda, Mode::Solitaire, Some(4))
        );
        assert_eq!(
            parse_line("/lab choose 3 country:pakistan"),
            Ok(Line::Command(Command::Choose {
                choices: vec![
                    Choice::Number(3),
                    Choice::Answer(Answer::Country(Country::Pakistan))
                ]
            }))
        );
        let Ok(Line::Command(Command::Play(play))) =
            parse_line("/lab play card:45 use:ops op:woi country:iraq")
        else {
            panic!("play did not parse");
        };
        assert_eq!(play.card_use, Some(CardUse::Operations));
        assert_eq!(play.op, Some(Op::WarOfIdeas));
        assert_eq!(play.countries, vec![Country::Iraq]);
        assert!(parse_line("/lab frobnicate").is_err());
        assert_eq!(
            parse_line("/lab board image:/tmp/my board.png"),
            Ok(Line::BoardImage(PathBuf::from("/tmp/my board.png")))
        );
        assert_eq!(parse_line("/lab board"), Ok(Line::Command(Command::Board)));
        assert!(parse_line("/lab board big").is_err());
    }

    /// The README's terminal session is what a newcomer types first: every line parses.
    #[test]
    fn the_readme_example_parses() {
        let readme = include_str!("../../README.md");
        let section = readme
            .split("## Playing in the terminal")
            .nth(1)
            .and_then(|s| s.split("```text").nth(1))
            .and_then(|s| s.split("```").next())
            .expect("the README has a terminal example");
        let mut lines = 0;
        for line in section.lines() {
            let line = line.split("  #").next().unwrap_or_default().trim();
            if line.is_empty() {
                continue;
            }
            assert!(parse_line(line).is_ok(), "{line}: {:?}", parse_line(line));
            lines += 1;
        }
        assert!(lines >= 8, "{section}");
    }

    #[test]
    fn use_shortcuts_parse_as_play_and_choose() {
        let play = |line: &str| match parse_line(line) {
            Ok(Line::Command(Command::Play(play))) => play,
            other => panic!("{line}: {other:?}"),
        };
        let ops = play("/lab ops 45 op:woi country:iraq");
        assert_eq!(ops.card, CardId::new(45).unwrap());
        assert_eq!(ops.card_use, Some(CardUse::Operations));
        assert_eq!(ops.op, Some(Op::WarOfIdeas));
        assert_eq!(ops.countries, vec![Country::Iraq]);
        assert_eq!(play("/lab event card:120").card_use, Some(CardUse::Event));
        assert_eq!(play("/lab reserves 7").card_use, Some(CardUse::Reserves));
        assert!(parse_line("/lab event card:45 use:reserves").is_err());
        assert!(parse_line("/lab reserves").is_err(), "a card is needed");
        for (line, answer) in [
            ("/lab discard", Answer::Discard),
            ("/lab hold", Answer::Hold),
        ] {
            assert_eq!(
                parse_line(line),
                Ok(Line::Command(Command::Choose {
                    choices: vec![Choice::Answer(answer)]
                }))
            );
        }
    }
}
