//! `labyrinth`: the play-by-post bot's binary. Subcommands: `play` (the terminal client;
//! also what `labyrinth` with no subcommand runs, with the same flags), `discord` (the bot),
//! `replay` (re-run a stored game or an export), `import` (an export as a new game),
//! `reminders` (list the play-by-post reminders due),
//! `retention` (delete old games' messages), `backup` (a copy of the database while the bot
//! runs), `check` (for cron: the database, every game, the outbox), `fixture` (run rules
//! fixtures) and `sim` (self-play against the solitaire bot).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, Parser, Subcommand, ValueEnum};
use labyrinth_bot::app::App;
use labyrinth_bot::i18n::Lang;

mod cli;
use cli::admin::{backup, check, reminders, retention};
use cli::replay::{import, replay, replay_file, report_lang, with_report};
use cli::sim::{SimArgs, run_fixtures, sim};

/// `labyrinth --version`: the version and the build's commit (build.rs).
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("LABYRINTH_COMMIT"),
    ")"
);

#[derive(Parser)]
#[command(
    name = "labyrinth",
    version = VERSION,
    about = "Labyrinth: The War on Terror, play-by-post",
    long_about = "Labyrinth: The War on Terror, play-by-post. Without a subcommand, `labyrinth` \
                  is `labyrinth play` (the terminal client), with the same flags.",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// `labyrinth [--db PATH]`: the terminal client.
    #[command(flatten)]
    play: PlayArgs,
}

#[derive(Args)]
struct PlayArgs {
    /// SQLite database file.
    #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
    db: PathBuf,
}

/// A scenario, as `--scenario` takes it (the engine's four, by their ids).
#[derive(Clone, Copy)]
struct ScenarioArg(labyrinth_engine::Scenario);

impl ValueEnum for ScenarioArg {
    fn value_variants<'a>() -> &'a [Self] {
        use labyrinth_engine::Scenario;
        const ALL: [ScenarioArg; 4] = [
            ScenarioArg(Scenario::ALL[0]),
            ScenarioArg(Scenario::ALL[1]),
            ScenarioArg(Scenario::ALL[2]),
            ScenarioArg(Scenario::ALL[3]),
        ];
        &ALL
    }
    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.0.id()).help(self.0.name()))
    }
}

/// 9.7 a Jihadist Ideology, as `--ideology` takes it.
#[derive(Clone, Copy)]
struct IdeologyArg(labyrinth_engine::Ideology);

impl ValueEnum for IdeologyArg {
    fn value_variants<'a>() -> &'a [Self] {
        use labyrinth_engine::Ideology;
        const ALL: [IdeologyArg; 6] = [
            IdeologyArg(Ideology::ALL[0]),
            IdeologyArg(Ideology::ALL[1]),
            IdeologyArg(Ideology::ALL[2]),
            IdeologyArg(Ideology::ALL[3]),
            IdeologyArg(Ideology::ALL[4]),
            IdeologyArg(Ideology::ALL[5]),
        ];
        &ALL
    }
    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.0.id()))
    }
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (slash command `/lab`).
    Discord {
        /// The bot token (Developer Portal → your application → Bot).
        #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
        token: Option<String>,
        /// Check the token, the application, the registered commands and (with --server and
        /// --channel) the bot's permissions there, say what to fix, and exit (1: a problem).
        #[arg(long)]
        check: bool,
        /// With --check: the server (guild) id to check the bot's permissions in.
        #[arg(long, requires = "channel")]
        server: Option<String>,
        /// With --check: the channel id (in --server) to check the bot's permissions in.
        #[arg(long, requires = "server")]
        channel: Option<String>,
        /// Print the invite URL (the bot and applications.commands scopes and exactly the
        /// permissions the bot needs) and exit.
        #[arg(long)]
        invite: bool,
        /// SQLite database file.
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
        /// The development server's id: `--register guild` registers the commands there.
        #[arg(long, env = "DEV_GUILD_ID")]
        dev_guild: Option<String>,
        /// Where to register `/lab`: `guild` (DEV_GUILD_ID only, at once, not in DMs),
        /// `global` (everywhere, DMs included) or `clear` (remove DEV_GUILD_ID's copy, or
        /// without it the global one, and exit). Default: guild with DEV_GUILD_ID, else global.
        #[arg(long, env = "DISCORD_REGISTER")]
        register: Option<labyrinth_bot::discord::Register>,
        /// Print the command registration body (JSON) and exit without connecting.
        #[arg(long)]
        print_commands: bool,
        /// Delete the messages of games ended this many days ago (at start-up, then daily).
        #[arg(long, env = "RETENTION_DAYS", default_value_t = labyrinth_bot::store::RETENTION_DAYS)]
        retention_days: u32,
    },
    /// Delete the message rows of games ended at least N days ago (their set-up, action log
    /// and final state stay, so replay still works); the Discord bot does it daily.
    Retention {
        /// SQLite database file (never created: it must exist).
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
        /// Days since a game ended.
        #[arg(long, env = "RETENTION_DAYS", default_value_t = labyrinth_bot::store::RETENTION_DAYS)]
        days: u32,
    },
    /// A consistent copy of the database while the bot runs (SQLite's online backup). To
    /// restore, stop the bot and copy the file back.
    Backup {
        /// SQLite database file (never created: it must exist).
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
        /// The copy to write (replaced if it exists).
        out: PathBuf,
    },
    /// For cron: the database file is sound, every game loads and replays, nothing owed is
    /// stuck unsent. One line per problem; exit status 0 (all well) or 1.
    Check {
        /// SQLite database file (never created: it must exist).
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
    },
    /// Play in the terminal: reads `/lab ...` lines from stdin (`as NAME` switches user).
    Play(PlayArgs),
    /// Re-run a stored game's action log (or a full export's) from its set-up; report whether
    /// it reproduces the saved state. Exit status: 0 reproduced, 1 not reproduced, 2 could
    /// not replay.
    Replay {
        /// SQLite database file (never created: it must exist).
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
        /// The game's id (see `/lab game list`).
        #[arg(long, required_unless_present = "file", conflicts_with = "file")]
        game: Option<i64>,
        /// A full export (`/lab game export` of an ended game) instead of a stored game.
        #[arg(long)]
        file: Option<PathBuf>,
        /// Also write the game's story: its chart (PNG) to this file, its Markdown beside it
        /// (the same name ending in `.md`), and print the Markdown.
        #[arg(long)]
        report: Option<PathBuf>,
        /// The story's language, `en` or `ru`. Default: the game's (an export: the shell's,
        /// else English).
        #[arg(long, requires = "report")]
        lang: Option<String>,
    },
    /// Load a full export (`/lab game export` of an ended game) as a new game, after checking that
    /// its action log reproduces its state. Exit status: 0 imported, 1 the log does not
    /// reproduce the state, 2 the file cannot be read or imported (nothing is changed).
    Import {
        /// The export file (JSON).
        file: PathBuf,
        /// SQLite database file (created if needed).
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
        /// The channel the game goes to (one game in progress per channel).
        #[arg(long, default_value = labyrinth_bot::terminal::CHANNEL)]
        channel: String,
    },
    /// List the play-by-post reminders due (to whom, which game, the message); sends nothing.
    Reminders {
        /// SQLite database file.
        #[arg(long, env = "DATABASE_PATH", default_value = labyrinth_bot::store::DEFAULT_PATH)]
        db: PathBuf,
        /// The time to list them for (RFC 3339, `2026-12-01T12:00:00Z`); default: now.
        #[arg(long)]
        now: Option<String>,
    },
    /// Run rules fixtures (files or folders of *.json); prints `N passed, M failed`.
    Fixture {
        /// Fixture files, or folders searched for *.json.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
    /// Self-play: N complete solitaire games, the section 9 bot against a heuristic US;
    /// prints win rates with 95% intervals, average length and games per second.
    Sim {
        /// How many games (game i uses seed SEED + i).
        #[arg(long, default_value = "100")]
        games: std::num::NonZeroUsize,
        /// The scenario.
        #[arg(long)]
        scenario: ScenarioArg,
        /// The first game's seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// 9.7 the Jihadist's Ideology.
        #[arg(long, default_value = "normal")]
        ideology: IdeologyArg,
        /// Decks: 1 (Standard), 2 (Tournament Final) or 3 (Campaign).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=3))]
        length: u8,
        /// Threads (the results do not depend on it). Default: the available cores.
        #[arg(long)]
        jobs: Option<usize>,
        /// Play the US as the computer US of `/lab game new side:jihadist` does: the
        /// heuristic, and at the end of the deck each card play played out to the game's end
        /// (over 100 times slower).
        #[arg(long)]
        look_ahead: bool,
        /// With `--look-ahead`, another budget than the computer US's, to measure what a
        /// larger or smaller look ahead costs and gains: the unseen cards it starts at, the
        /// copies every option is played in, the options kept and their extra copies
        /// (the computer US's: 30,12,3,36).
        #[arg(long, value_name = "HORIZON,FIRST,KEEP,MORE", requires = "look_ahead")]
        budget: Option<String>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
        /// The text report's language, `en` or `ru`. Default: the shell's (LC_ALL,
        /// LC_MESSAGES, LANG), else English. JSON field names stay English.
        #[arg(long)]
        lang: Option<String>,
    },
}

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    // `.env` (see `.env.example`) fills in variables the environment does not already set.
    // Read before parsing, so `DISCORD_TOKEN` and friends reach clap's `env` defaults.
    if let Err(e) = dotenvy::dotenv()
        && !e.not_found()
    {
        eprintln!("labyrinth: cannot read .env: {e}");
        return ExitCode::FAILURE;
    }
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Fixture { paths }) => run_fixtures(&paths),
        Some(Command::Play(args)) => play(&args.db),
        Some(Command::Replay {
            file: Some(file),
            report,
            lang,
            ..
        }) => with_report(replay_file(&file), report.as_deref(), || {
            let lang = report_lang(lang.as_deref())?.or_else(Lang::shell);
            let checked = labyrinth_bot::app::export::import::check_file(&file)?;
            Ok(labyrinth_bot::app::report_of_export(
                &checked,
                lang.unwrap_or_default(),
            )?)
        }),
        Some(Command::Replay {
            db,
            game,
            report,
            lang,
            ..
        }) => {
            let game = game.unwrap_or_default();
            with_report(replay(&db, game), report.as_deref(), || {
                let lang = report_lang(lang.as_deref())?;
                Ok(open_existing(&db)?.report_game(game, lang)?)
            })
        }
        Some(Command::Import { file, db, channel }) => import(&file, &db, &channel),
        Some(Command::Retention { db, days }) => retention(&db, days),
        Some(Command::Backup { db, out }) => backup(&db, &out),
        Some(Command::Check { db }) => check(&db),
        Some(Command::Reminders { db, now }) => reminders(&db, now.as_deref()),
        Some(Command::Sim {
            games,
            scenario,
            seed,
            ideology,
            length,
            jobs,
            look_ahead,
            budget,
            json,
            lang,
        }) => sim(SimArgs {
            games: games.get(),
            scenario,
            seed,
            ideology,
            length,
            jobs,
            look_ahead,
            budget,
            json,
            lang,
        }),
        Some(Command::Discord {
            token,
            check,
            server,
            channel,
            invite,
            db,
            dev_guild,
            register,
            print_commands,
            retention_days,
        }) => {
            if print_commands {
                return print_command_schema();
            }
            let ids = parse_guild(dev_guild.as_deref()).and_then(|dev_guild| {
                let server = parse_id("--server", server.as_deref())?;
                let channel = parse_id("--channel", channel.as_deref())?;
                Ok((dev_guild, server, channel))
            });
            let (dev_guild, server, channel) = match ids {
                Ok(ids) => ids,
                Err(e) => {
                    eprintln!("labyrinth discord: {e}");
                    return ExitCode::FAILURE;
                }
            };
            let token = token.unwrap_or_default().trim().to_string();
            if check || invite {
                let checked = labyrinth_bot::discord::check::CheckConfig {
                    token,
                    register: labyrinth_bot::discord::Register::resolve(register, dev_guild)
                        .unwrap_or(labyrinth_bot::discord::Register::Global),
                    dev_guild,
                    server,
                    channel,
                    http_client: None,
                };
                return discord_check(checked, invite);
            }
            discord(token, db, dev_guild, register, retention_days)
        }
        // The one documented default: the terminal client (never the bot, whatever the
        // environment holds).
        None => play(&cli.play.db),
    }
}

/// A reader that went away (`labyrinth reminders | head -1`) ends the command quietly and
/// successfully, as it would a C tool, instead of a panic about printing to stdout. The
/// signal itself stays ignored: the bot must never die of a closed socket.
fn quiet_on_closed_pipe() {
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let printing = info.payload_as_str().is_some_and(|m| {
            m.starts_with("failed printing to stdout") && m.contains("os error 32")
        });
        if printing {
            std::process::exit(0);
        }
        report(info);
    }));
}

/// A Discord id given on the command line (`--server`, `--channel`); empty is none.
fn parse_id(flag: &str, text: Option<&str>) -> Result<Option<u64>, String> {
    discord_id(text).map_err(|text| format!("{flag} {text:?} is not a Discord id"))
}

/// An id, if `text` holds one (`Err`: the text that is not one).
fn discord_id(text: Option<&str>) -> Result<Option<u64>, &str> {
    match text.map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => text
            .parse()
            .ok()
            .filter(|id| *id != 0)
            .map(Some)
            .ok_or(text),
    }
}

/// `labyrinth discord` without a token: where it goes.
const NO_TOKEN: &str = "labyrinth discord: no bot token: put DISCORD_TOKEN=... in a .env file \
     in this folder (copy .env.example), or set DISCORD_TOKEN, or pass --token";

/// `labyrinth discord --check` (or `--invite`: the invite URL only).
fn discord_check(
    config: labyrinth_bot::discord::check::CheckConfig,
    invite_only: bool,
) -> ExitCode {
    if config.token.is_empty() {
        eprintln!("{NO_TOKEN}");
        return ExitCode::FAILURE;
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("labyrinth discord: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let report = runtime.block_on(labyrinth_bot::discord::check::check(config));
    if invite_only {
        return match report
            .iter()
            .find_map(|f| f.text.split("invite URL: ").nth(1))
        {
            Some(url) => {
                println!("{url}");
                ExitCode::SUCCESS
            }
            None => {
                for finding in report.iter().filter(|f| !f.ok) {
                    eprintln!("✗ {}", finding.text);
                }
                ExitCode::FAILURE
            }
        };
    }
    for finding in &report {
        println!("{} {}", if finding.ok { "✓" } else { "✗" }, finding.text);
    }
    if report.iter().all(|f| f.ok) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `DEV_GUILD_ID`: empty or unset means none (register globally).
fn parse_guild(text: Option<&str>) -> Result<Option<u64>, String> {
    discord_id(text).map_err(|text| format!("DEV_GUILD_ID {text:?} is not a server id"))
}

fn print_command_schema() -> ExitCode {
    match labyrinth_bot::discord::command_schema()
        .and_then(|schema| serde_json::to_string_pretty(&schema))
    {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("labyrinth: cannot serialize the commands: {e}");
            ExitCode::FAILURE
        }
    }
}

fn discord(
    token: String,
    db: PathBuf,
    dev_guild: Option<u64>,
    register: Option<labyrinth_bot::discord::Register>,
    retention_days: u32,
) -> ExitCode {
    // Logs go to stderr, coloured only on a terminal: a service manager's journal gets
    // plain lines.
    use labyrinth_bot::discord::LogFormat;
    use std::io::IsTerminal;
    let format = match std::env::var("LOG_FORMAT").as_deref().map(str::trim) {
        Ok("json") => LogFormat::Json,
        Ok("text" | "") | Err(_) => LogFormat::Text {
            ansi: std::io::stderr().is_terminal(),
        },
        Ok(other) => {
            eprintln!("labyrinth discord: LOG_FORMAT {other:?}: use text or json");
            return ExitCode::FAILURE;
        }
    };
    let logger = labyrinth_bot::discord::logger_as(format, "info", std::io::stderr);
    if let Err(e) = tracing::subscriber::set_global_default(logger) {
        eprintln!("labyrinth discord: cannot start logging: {e}");
    }
    if token.trim().is_empty() {
        eprintln!("{NO_TOKEN}");
        return ExitCode::FAILURE;
    }
    let register = match labyrinth_bot::discord::Register::resolve(register, dev_guild) {
        Ok(register) => register,
        Err(e) => {
            eprintln!("labyrinth discord: {e}");
            return ExitCode::FAILURE;
        }
    };
    let config = labyrinth_bot::discord::Config {
        token: token.trim().to_string(),
        database: db,
        dev_guild,
        register,
        registration_backoff: std::time::Duration::from_secs(2),
        http_client: None,
        seeds: labyrinth_bot::app::SeedPolicy::Secret,
        retention_days,
        keep_threads_open: labyrinth_bot::discord::KEEP_OPEN_EVERY,
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("labyrinth discord: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(labyrinth_bot::discord::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("the bot stopped: {e}");
            eprintln!("labyrinth discord: {e}");
            ExitCode::FAILURE
        }
    }
}

fn play(db: &Path) -> ExitCode {
    let result = (|| -> anyhow::Result<()> {
        // The terminal is one machine whose user holds the database file with every hand
        // in it: a chosen seed hides nothing more from anyone, and makes examples and bug
        // reports reproducible. The Discord bot refuses it in two-player games (issue 10).
        let mut app = App::open(db)
            .with_context(|| format!("opening database {}", db.display()))?
            .with_seed_policy(labyrinth_bot::app::SeedPolicy::Chosen);
        let stdin = std::io::stdin();
        labyrinth_bot::terminal::run(&mut app, stdin.lock(), std::io::stdout().lock())?;
        Ok(())
    })();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("labyrinth: {}", cli::said_once(&e));
            ExitCode::FAILURE
        }
    }
}

/// The app on an existing database: a missing file is an error (`replay` and `retention`
/// never create one).
fn open_existing(db: &Path) -> anyhow::Result<App> {
    if !db.is_file() {
        anyhow::bail!("no database at {}", db.display());
    }
    App::open(db).with_context(|| format!("opening database {}", db.display()))
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    /// Every flag and argument of every subcommand says what it is for.
    #[test]
    fn every_flag_has_help() {
        let cli = Cli::command();
        cli.clone().debug_assert();
        let mut missing = Vec::new();
        for command in std::iter::once(&cli).chain(cli.get_subcommands()) {
            for arg in command.get_arguments() {
                let builtin = matches!(arg.get_id().as_str(), "help" | "version");
                if !builtin && arg.get_help().is_none() {
                    missing.push(format!("{} {}", command.get_name(), arg.get_id()));
                }
            }
        }
        assert!(missing.is_empty(), "no help: {missing:?}");
    }

    #[test]
    fn scenario_and_ideology_values_are_the_engines() {
        let names: Vec<String> = ScenarioArg::value_variants()
            .iter()
            .filter_map(|s| s.to_possible_value())
            .map(|v| v.get_name().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "lets_roll",
                "you_can_call_me_al",
                "anaconda",
                "mission_accomplished"
            ]
        );
        assert_eq!(IdeologyArg::value_variants().len(), 6);
        assert!(
            IdeologyArg::value_variants()
                .iter()
                .all(|i| i.to_possible_value().is_some())
        );
    }
}
