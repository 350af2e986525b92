//! `labyrinth`: the play-by-post bot's binary. Subcommands: `play` (the terminal client;
//! also what `labyrinth` with no subcommand runs, with the same flags), `discord` (the bot),
//! `replay` (re-run a stored game or an export), `import` (an export as a new game),
//! `reminders` (list the play-by-post reminders due),
//! `retention` (delete old games' messages), `fixture` (run rules fixtures) and `sim`
//! (self-play against the solitaire bot).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Args, Parser, Subcommand, ValueEnum};
use labyrinth_bot::app::App;

#[derive(Parser)]
#[command(
    name = "labyrinth",
    version,
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
            IdeologyArg(Ideology::Normal),
            IdeologyArg(Ideology::Coherent),
            IdeologyArg(Ideology::Attractive),
            IdeologyArg(Ideology::Potent),
            IdeologyArg(Ideology::Infectious),
            IdeologyArg(Ideology::Virulent),
        ];
        &ALL
    }
    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        use labyrinth_engine::Ideology;
        let id = match self.0 {
            Ideology::Normal => "normal",
            Ideology::Coherent => "coherent",
            Ideology::Attractive => "attractive",
            Ideology::Potent => "potent",
            Ideology::Infectious => "infectious",
            Ideology::Virulent => "virulent",
        };
        Some(clap::builder::PossibleValue::new(id))
    }
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (slash command `/lab`).
    Discord {
        /// The bot token (Developer Portal → your application → Bot).
        #[arg(
            long,
            env = "DISCORD_TOKEN",
            hide_env_values = true,
            required_unless_present = "print_commands"
        )]
        token: Option<String>,
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
        #[arg(long, default_value_t = 100)]
        games: usize,
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
            file: Some(file), ..
        }) => replay_file(&file),
        Some(Command::Replay { db, game, .. }) => replay(&db, game.unwrap_or_default()),
        Some(Command::Import { file, db, channel }) => import(&file, &db, &channel),
        Some(Command::Retention { db, days }) => retention(&db, days),
        Some(Command::Reminders { db, now }) => reminders(&db, now.as_deref()),
        Some(Command::Sim {
            games,
            scenario,
            seed,
            ideology,
            length,
            jobs,
            look_ahead,
            json,
            lang,
        }) => sim(SimArgs {
            games,
            scenario,
            seed,
            ideology,
            length,
            jobs,
            look_ahead,
            json,
            lang,
        }),
        Some(Command::Discord {
            token,
            db,
            dev_guild,
            register,
            print_commands,
            retention_days,
        }) => {
            if print_commands {
                return print_command_schema();
            }
            match parse_guild(dev_guild.as_deref()) {
                Ok(dev_guild) => discord(
                    token.unwrap_or_default(),
                    db,
                    dev_guild,
                    register,
                    retention_days,
                ),
                Err(e) => {
                    eprintln!("labyrinth discord: {e}");
                    ExitCode::FAILURE
                }
            }
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

/// `labyrinth reminders`: what the bot would send at `now`, one block per reminder.
fn reminders(db: &Path, now: Option<&str>) -> ExitCode {
    let now = match now.map(labyrinth_bot::store::parse_time) {
        None => chrono::Utc::now(),
        Some(Some(now)) => now,
        Some(None) => {
            eprintln!("labyrinth reminders: --now takes a time like 2026-12-01T12:00:00Z");
            return ExitCode::FAILURE;
        }
    };
    let due = App::open(db).and_then(|mut app| app.due_reminders(now));
    match due {
        Ok(due) => {
            println!("{} reminder(s) due at {}", due.len(), now.to_rfc3339());
            for r in &due {
                println!(
                    "- game #{} to {} (reminder {}, due since {}):\n  {}",
                    r.wait.game,
                    r.wait.user,
                    r.number,
                    r.wait.next_at.as_deref().unwrap_or("?"),
                    r.public_text.replace('\n', "\n  ")
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("labyrinth reminders: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `DEV_GUILD_ID`: empty or unset means none (register globally).
fn parse_guild(text: Option<&str>) -> Result<Option<u64>, String> {
    match text.map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => text
            .parse()
            .ok()
            .filter(|id| *id != 0)
            .map(Some)
            .ok_or_else(|| format!("DEV_GUILD_ID {text:?} is not a server id")),
    }
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
    use std::io::IsTerminal;
    let colour = std::io::stderr().is_terminal();
    let logger = labyrinth_bot::discord::logger("info", std::io::stderr, colour);
    if let Err(e) = tracing::subscriber::set_global_default(logger) {
        eprintln!("labyrinth discord: cannot start logging: {e}");
    }
    if token.trim().is_empty() {
        eprintln!("labyrinth discord: set DISCORD_TOKEN (see .env.example)");
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
            eprintln!("labyrinth: {e:#}");
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

/// `labyrinth retention`: README "Storage, building, more documents".
fn retention(db: &Path, days: u32) -> ExitCode {
    let result = open_existing(db).and_then(|mut app| Ok(app.retain(days)?));
    match result {
        Ok(done) => {
            println!(
                "{} message(s) of {} game(s) ended {days} or more days ago deleted; their set-up, action log and final state are kept",
                done.messages, done.games
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("labyrinth retention: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// `replay`'s exit status when the game does not reproduce (0: it does), and when it
/// could not be replayed at all (as `diff` and `cmp` do).
const NOT_REPRODUCED: u8 = 1;
const TROUBLE: u8 = 2;

fn replay(db: &Path, game: i64) -> ExitCode {
    let result = open_existing(db).and_then(|mut app| Ok(app.replay_game(game)?));
    match result {
        Ok(report) if report.reproduces => {
            println!(
                "game {}: {} actions replayed; the saved state is reproduced",
                report.game, report.actions
            );
            ExitCode::SUCCESS
        }
        Ok(report) => {
            println!(
                "game {}: {} actions replayed; the saved state is NOT reproduced",
                report.game, report.actions
            );
            ExitCode::from(NOT_REPRODUCED)
        }
        Err(e) => {
            eprintln!("labyrinth replay: {e:#}");
            ExitCode::from(TROUBLE)
        }
    }
}

/// `labyrinth replay --file`: a full export replayed from its set-up (docs/export.md).
fn replay_file(file: &Path) -> ExitCode {
    use labyrinth_bot::app::export::import;
    match import::check_file(file) {
        Ok(checked) => {
            let actions = checked.actions.len();
            let (said, code) = if checked.reproduces {
                ("the exported state is reproduced", ExitCode::SUCCESS)
            } else {
                (
                    "the exported state is NOT reproduced",
                    ExitCode::from(NOT_REPRODUCED),
                )
            };
            println!("{}: {actions} actions replayed; {said}", file.display());
            code
        }
        Err(e) => {
            eprintln!("labyrinth replay: {}: {e}", file.display());
            ExitCode::from(TROUBLE)
        }
    }
}

/// `labyrinth import`: the file is checked whole before the database is opened, so a
/// refused file changes nothing (docs/export.md).
fn import(file: &Path, db: &Path, channel: &str) -> ExitCode {
    use labyrinth_bot::app::export::import::{self, ImportError};
    let imported = import::check_file(file).and_then(|checked| {
        if !checked.reproduces {
            return Err(ImportError::NotReproduced {
                actions: checked.actions.len(),
            });
        }
        App::open(db)?.import(&checked, channel)
    });
    match imported {
        Ok(done) => {
            let state = if done.finished {
                "ended"
            } else {
                "in progress"
            };
            println!(
                "{}: imported as game #{} in channel {} ({} actions replayed; the game is {state})",
                file.display(),
                done.game,
                done.channel,
                done.actions
            );
            ExitCode::SUCCESS
        }
        Err(e @ ImportError::NotReproduced { .. }) => {
            eprintln!("labyrinth import: {}: {e}", file.display());
            ExitCode::from(NOT_REPRODUCED)
        }
        Err(e) => {
            eprintln!("labyrinth import: {}: {e}", file.display());
            ExitCode::from(TROUBLE)
        }
    }
}

fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else {
            return;
        };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            collect(&p, out);
        }
    } else {
        out.push(path.to_path_buf());
    }
}

fn run_fixtures(paths: &[PathBuf]) -> ExitCode {
    let mut files = Vec::new();
    for path in paths {
        if !path.exists() {
            eprintln!(
                "labyrinth fixture: no such file or folder: {}",
                path.display()
            );
            return ExitCode::FAILURE;
        }
        collect(path, &mut files);
    }
    files.retain(|f| f.extension().is_some_and(|e| e == "json"));
    let (mut passed, mut failed) = (0usize, 0usize);
    for file in &files {
        let name = file.display().to_string();
        let result = match std::fs::read_to_string(file) {
            Ok(text) => labyrinth_engine::fixture::run(&text, &name),
            Err(e) => labyrinth_engine::fixture::FixtureResult {
                name: name.clone(),
                failures: vec![format!("cannot read: {e}")],
            },
        };
        println!("{}", result.line());
        if result.passed() {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 && passed > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

struct SimArgs {
    games: usize,
    scenario: ScenarioArg,
    seed: u64,
    ideology: IdeologyArg,
    length: u8,
    jobs: Option<usize>,
    look_ahead: bool,
    json: bool,
    lang: Option<String>,
}

/// The report's language: `--lang`, else the shell's locale (the first of LC_ALL,
/// LC_MESSAGES and LANG that is set), else English.
fn sim_lang(flag: Option<&str>) -> Result<labyrinth_bot::i18n::Lang, String> {
    use labyrinth_bot::i18n::Lang;
    if let Some(flag) = flag {
        return Lang::parse(flag).ok_or_else(|| format!("--lang {flag:?}: use en or ru"));
    }
    Ok(Lang::shell().unwrap_or_default())
}

fn sim(args: SimArgs) -> ExitCode {
    use std::io::IsTerminal;

    use labyrinth_bot::sim::{Report, SimConfig, UsPlayer, run};

    let lang = match sim_lang(args.lang.as_deref()) {
        Ok(lang) => lang,
        Err(e) => {
            eprintln!("labyrinth sim: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (scenario, ideology) = (args.scenario.0, args.ideology.0);
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let config = SimConfig {
        games: args.games,
        scenario,
        seed: args.seed,
        ideology,
        game_length: args.length,
        jobs,
        us: if args.look_ahead {
            UsPlayer::Lookahead
        } else {
            UsPlayer::Heuristic
        },
    };
    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(args.games as u64);
        use labyrinth_bot::tr;
        let template = format!(
            "{{bar:40}} {{pos}}/{{len}} {}, {{per_sec}}, {} {{eta}}",
            tr!(lang, "sim-progress-games"),
            tr!(lang, "sim-progress-eta")
        );
        if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let start = std::time::Instant::now();
    let results = run(&config, &|| bar.inc(1));
    let seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let results = match results {
        Ok(results) => results,
        Err(e) => {
            eprintln!("labyrinth sim: {e}");
            return ExitCode::FAILURE;
        }
    };
    let report = Report::new(&config, &results, seconds);
    if args.json {
        match serde_json::to_string_pretty(&report) {
            Ok(json) => println!("{json}"),
            Err(e) => {
                eprintln!("labyrinth sim: cannot serialize the report: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        print!("{}", report.text_in(lang));
    }
    ExitCode::SUCCESS
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
