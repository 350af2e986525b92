//! The terminal client: one channel, several users, the `/lab` syntax as typed lines.
//!
//! **Invariant:** holds no rule and no game state; it parses a line into an
//! [`app::Command`](crate::app::Command), calls [`App::handle`] and prints the outbound
//! messages (private ones as `[to NAME] ...`, only while NAME types: [`output`]). Works the
//! same on a pipe as on a terminal.

mod output;

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

use crate::app::{App, Client, Command, Outbound};
use crate::i18n::Lang;
use crate::surface::{self, Caller};
use crate::tr;

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
    /// `/lab board image:PATH` or `/lab catchup image:PATH`: the command, and the board
    /// picture it carries written to PATH as PNG.
    Picture(Command, PathBuf),
    /// `/lab export path:FILE`: the command, and the file it gives written to FILE.
    Save {
        command: Command,
        path: PathBuf,
    },
}

/// Parse one input line. `Err` is a message for the user.
pub fn parse_line(line: &str) -> Result<Line, String> {
    // A comment after two spaces, as in the README's examples: `/lab board   # the board`.
    let line = line.split("  #").next().unwrap_or_default().trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Empty);
    }
    // A line typed in Russian is answered in Russian (docs/i18n.md).
    let lang = match line
        .chars()
        .any(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
    {
        true => Lang::Ru,
        false => Lang::En,
    };
    // `@N /lab ...`: the command was built on the game's view at version N.
    if let Some(rest) = line.strip_prefix('@') {
        let (version, rest) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let version: i64 = version.parse().map_err(|_| {
            tr!(
                lang,
                "reply-terminal-not-version",
                text = format!("{version:?}")
            )
        })?;
        return match parse_line(rest)? {
            Line::Command(command) => Ok(Line::Command(Command::At {
                version,
                command: Box::new(command),
            })),
            _ => Err(tr!(lang, "reply-terminal-at-needs-command")),
        };
    }
    let mut words = line.split_whitespace().peekable();
    let first = words.next().unwrap_or_default();
    if first.eq_ignore_ascii_case("as") || first.to_lowercase() == "как" {
        let name: Vec<&str> = words.collect();
        if name.is_empty() {
            return Err(tr!(lang, "reply-terminal-as-whom"));
        }
        return Ok(Line::As(name.join(" ")));
    }
    if matches!(
        first,
        "quit" | "exit" | "/quit" | "/exit" | "выход" | "/выход"
    ) {
        return Ok(Line::Quit);
    }
    let mut rest: Vec<&str> = Vec::new();
    if !matches!(first, "/lab" | "lab") {
        rest.push(first.trim_start_matches('/'));
    }
    rest.extend(words);
    if rest.is_empty() {
        rest.push("help");
    }
    let (spec, args) = surface::parse_terminal_in(&rest, lang)?;
    let caller = Caller {
        client: Client::Terminal,
        locale: (lang == Lang::Ru).then_some(lang),
        ..Caller::default()
    };
    let command = surface::build(spec, &args, &caller)?;
    match (args.text("image"), args.text("path")) {
        (Some(path), _) => Ok(Line::Picture(command, PathBuf::from(path))),
        (None, Some(path)) => Ok(Line::Save {
            command,
            path: PathBuf::from(path),
        }),
        (None, None) => Ok(Line::Command(command)),
    }
}

/// The picture of the first board (public, or with a catch-up) or report in `out`, drawn,
/// and the key of the line that says it was written.
type Picture = (Result<Vec<u8>, crate::render::MapError>, &'static str);

fn picture(out: &[Outbound]) -> Option<Picture> {
    out.iter().find_map(|m| match m {
        Outbound::Board { map, .. } | Outbound::PrivateBoard { map, .. } => {
            Some((map.png(), "reply-terminal-picture-written"))
        }
        Outbound::Report { report, .. } => Some((report.png(), "report-chart-written")),
        _ => None,
    })
}

/// Write the first file in `out` to `path`; the line to print in `lang` (none without a
/// file: the command was refused, and its error says why).
pub fn write_file(lang: Lang, out: &[Outbound], path: &Path) -> Option<String> {
    let bytes = out.iter().find_map(|m| match m {
        Outbound::File { bytes, .. } => Some(bytes),
        _ => None,
    })?;
    let path_text = path.display().to_string();
    Some(match std::fs::write(path, bytes) {
        Ok(()) => tr!(
            lang,
            "reply-terminal-written",
            path = path_text,
            kb = bytes.len().div_ceil(1024)
        ),
        Err(e) => tr!(
            lang,
            "reply-terminal-not-written",
            path = path_text,
            error = e.to_string()
        ),
    })
}

/// Write the picture of the first board in `out` to `path`; the line to print in `lang`.
pub fn write_board_image(lang: Lang, out: &[Outbound], path: &Path) -> String {
    let Some((png, written_key)) = picture(out) else {
        return tr!(lang, "reply-terminal-no-board");
    };
    let path_text = path.display().to_string();
    let written = png.map_err(|e| e.to_string()).and_then(|png| {
        std::fs::write(path, &png).map(|()| png.len()).map_err(|e| {
            tr!(
                lang,
                "reply-terminal-cannot-write",
                path = path_text.as_str(),
                error = e.to_string()
            )
        })
    });
    match written {
        Ok(bytes) => tr!(
            lang,
            written_key,
            path = path_text,
            kb = bytes.div_ceil(1024)
        ),
        Err(problem) => tr!(lang, "reply-terminal-no-picture", problem = problem),
    }
}

/// Parse `/lab SUB args...` (arguments as `key:value`) as the terminal does.
pub fn parse_command(sub: &str, args: &[&str]) -> Result<Command, String> {
    let mut words = vec![sub];
    words.extend_from_slice(args);
    let (spec, args) = surface::parse_terminal(&words)?;
    surface::build(spec, &args, &Caller::default())
}

/// Print one outbound message as the terminal shows it (its own words in English).
pub fn format_outbound(message: &Outbound) -> String {
    format_outbound_in(Lang::En, message)
}

/// [`format_outbound`] with the terminal's own words (the picture hint) in `lang`.
pub fn format_outbound_in(lang: Lang, message: &Outbound) -> String {
    match message {
        Outbound::Public(text) | Outbound::Play { text, .. } | Outbound::Board { text, .. } => {
            text.clone()
        }
        Outbound::PrivateBoard { user, text, .. } => format_outbound_in(
            lang,
            &Outbound::Private {
                user: user.clone(),
                text: format!("{text}\n{}", tr!(lang, "reply-terminal-picture-hint")),
            },
        ),
        // The whole story (the message is its first part).
        Outbound::Report {
            to: None, report, ..
        } => report.markdown(),
        Outbound::Report {
            to: Some(user),
            report,
            ..
        } => format_outbound_in(
            lang,
            &Outbound::Private {
                user: user.clone(),
                text: report.markdown(),
            },
        ),
        Outbound::Private { user, text }
        | Outbound::Prompt { user, text, .. }
        | Outbound::Error { user, text }
        | Outbound::Notice { user, text }
        | Outbound::File { user, text, .. } => {
            let to = tr!(lang, "reply-terminal-to", user = user.as_str());
            let mut out = String::new();
            for (i, line) in text.lines().enumerate() {
                if i == 0 {
                    out.push_str(&format!("{to} {line}"));
                } else {
                    out.push_str(&format!("\n{to}   {line}"));
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
    // The shell's language is the user's own, as a Discord client's locale is.
    let shell = Lang::shell();
    if let Some(lang) = shell {
        app.note_language(screen.user(), lang);
    }
    let lang = app.reader_lang(CHANNEL, screen.user());
    if interactive {
        writeln!(output, "{}", tr!(lang, "reply-terminal-welcome"))?;
    }
    // A restart finds the game where it was left.
    if let Some(game) = app.game_in_progress(CHANNEL) {
        writeln!(
            output,
            "{}",
            tr!(lang, "reply-terminal-in-progress", game = game)
        )?;
    }
    if interactive {
        write!(output, "{}> ", screen.user())?;
        output.flush()?;
    }
    let mut input = input;
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        let user = screen.user().to_string();
        // The terminal's own words: the game's language (or the user's own).
        let lang = app.reader_lang(CHANNEL, &user);
        screen.set_lang(lang);
        // A line that is too long or not UTF-8 is reported, and reading goes on.
        let line = crate::app::check_length(bytes.len())
            .map_err(|m| m.text(lang))
            .and_then(|()| {
                std::str::from_utf8(&bytes).map_err(|_| tr!(lang, "reply-terminal-not-utf8"))
            })
            .map(|line| line.trim_end_matches(['\n', '\r']));
        let parsed = line.and_then(parse_line);
        match parsed {
            Ok(Line::Empty) => {}
            Ok(Line::Quit) => break,
            Ok(Line::As(name)) => {
                if let Some(shell) = shell {
                    app.note_language(&name, shell);
                }
                let held = screen.switch(name);
                if !interactive {
                    let now = tr!(lang, "reply-terminal-now", user = screen.user());
                    writeln!(output, "{now}")?;
                }
                for text in held {
                    writeln!(output, "{text}")?;
                }
            }
            Ok(Line::Command(command)) => {
                for text in screen.show(&app.handle(CHANNEL, &user, command)) {
                    writeln!(output, "{text}")?;
                }
                print_reminders(app, &mut screen, &mut output)?;
            }
            Ok(Line::Save { command, path }) => {
                let out = app.handle(CHANNEL, &user, command);
                for text in screen.show(&out) {
                    writeln!(output, "{text}")?;
                }
                if let Some(line) = write_file(lang, &out, &path) {
                    writeln!(output, "{line}")?;
                }
                print_reminders(app, &mut screen, &mut output)?;
            }
            Ok(Line::Picture(command, path)) => {
                let out = app.handle(CHANNEL, &user, command);
                for text in screen.show(&out) {
                    writeln!(output, "{text}")?;
                }
                if picture(&out).is_some() {
                    writeln!(output, "{}", write_board_image(lang, &out, &path))?;
                }
                print_reminders(app, &mut screen, &mut output)?;
            }
            Err(problem) => {
                let to = tr!(lang, "reply-terminal-to", user = user.as_str());
                writeln!(output, "{to} ⚠️ {problem}")?;
            }
        }
        if interactive {
            write!(output, "{}> ", screen.user())?;
            output.flush()?;
        }
    }
    Ok(())
}

/// After a command: the reminders due for this terminal's games, each to its player (held
/// until they type, like any private message) and recorded as sent, so none repeats. A
/// database that cannot record them (read-only) prints none.
fn print_reminders(
    app: &mut App,
    screen: &mut output::Screen,
    output: &mut impl Write,
) -> std::io::Result<()> {
    let due = app.reminders_in(CHANNEL).unwrap_or_default();
    for text in screen.show(&due) {
        writeln!(output, "{text}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Choice, Mode};
    use labyrinth_engine::{Answer, CardId, CardUse, Country, Op, Scenario};

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
            Ok(Line::Picture(
                Command::Board,
                PathBuf::from("/tmp/my board.png")
            ))
        );
        assert_eq!(parse_line("/lab board"), Ok(Line::Command(Command::Board)));
        assert_eq!(
            parse_line("/lab export full path:/tmp/game.json"),
            Ok(Line::Save {
                command: Command::Export {
                    admin: false,
                    full: true
                },
                path: PathBuf::from("/tmp/game.json")
            })
        );
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
