//! The Discord adapter: poise slash commands, autocomplete, buttons and select menus mapped
//! onto the same [`App`] as the terminal.
//!
//! **Invariants:** holds no rule and no game state. Every command parses its options into an
//! [`app::Command`](crate::app::Command), runs [`App::handle`] on a blocking thread (the
//! `App` owns a SQLite connection; one mutex serializes all commands, and is released while
//! a computer player thinks: [`Data::spawn`]) and delivers the
//! [`Outbound`](crate::app::Outbound)s ([`deliver`]). A user is identified by their mention
//! (`<@id>`), a game by its Discord channel (a guild channel, a thread or a DM channel).
//! Mentions are off except on the one message that passes the turn to a player. The bot
//! token never reaches a log line.

mod access;
mod age;
mod archived;
mod autocomplete;
pub mod check;
mod commands;
mod components;
mod deliver;
mod direct;
pub mod ids;
mod interaction;
mod outbox;
pub mod permissions;
mod prompt_dm;
mod refusal;
mod register;
mod reminders;
mod shutdown;
mod thread;

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::task::JoinHandle;

use crate::app::{About, App, Command, Outbound, Pressed, SeedPolicy};
use crate::i18n::Lang;
use crate::store::StoreError;

pub use archived::KEEP_OPEN_EVERY;
pub use commands::{create_commands, lab};
pub use direct::DM_RETRY_WAITS;
pub use ids::ComponentId;
pub use prompt_dm::deliver_prompt_dm;
pub use register::Register;
pub use reminders::deliver_reminder;
pub use shutdown::DRAIN;

pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// Interactions must be answered within 3 s; defer when the app has not finished by then.
const DEFER_AFTER: Duration = Duration::from_millis(1800);

/// The app: every command, autocomplete and button press goes through it (one mutex
/// serializes them; a computer's thinking runs outside it, `app::serve_shared`).
pub struct Service {
    pub(crate) app: App,
}

/// poise's user data.
pub struct Data {
    pub service: Arc<Mutex<Service>>,
    /// Each channel's current card-play post (remembered across restarts) and the owed
    /// messages marked sent.
    pub(crate) outbox: outbox::Outbox,
    /// Whether `/lab game new` accepts `seed` in two-player games (production: never).
    pub(crate) seeds: SeedPolicy,
    /// Whether the bot is stopping, and the work in flight.
    pub(crate) shutdown: Arc<shutdown::Shutdown>,
    /// How old interactions are.
    pub(crate) ages: age::Ages,
}

/// The message in a channel that holds the lines of the card play `key` so far; it is
/// edited while the same play goes on and nothing else was posted in the channel.
#[derive(Clone)]
pub(crate) struct PlayPost {
    pub key: String,
    pub message: serenity::MessageId,
    pub text: String,
}

/// The result of one command, ready to deliver.
pub(crate) struct Handled {
    /// The game's channel (where public messages go).
    pub channel: serenity::ChannelId,
    pub outbound: Vec<Outbound>,
    /// The live game, the languages and the outbox rows (from the command itself).
    pub about: About,
    /// For a button press: the label of the option chosen.
    pub chosen: Option<String>,
}

impl Data {
    /// Open the database at `path` (created and migrated if needed), within the async
    /// runtime (its bookkeeping task starts).
    pub fn open(path: &std::path::Path, seeds: SeedPolicy) -> Result<Data, StoreError> {
        let app = App::open(path)?
            .with_seed_policy(seeds)
            .with_outbox()
            .thinking_outside();
        let service = Arc::new(Mutex::new(Service { app }));
        Ok(Data {
            outbox: outbox::Outbox::start(&service),
            service,
            seeds,
            shutdown: Arc::default(),
            ages: age::Ages::default(),
        })
    }

    /// Run `f` on the service on a blocking thread (never blocks the async runtime). The
    /// lock is not held while a computer player thinks: `f` stops, the computer thinks on
    /// this thread, and `f` runs again ([`serve_shared`](crate::app::serve_shared)), so `f`
    /// may run more than once; only its last run's work is committed.
    pub(crate) fn spawn<T: Send + 'static>(
        &self,
        f: impl FnMut(&mut Service) -> T + Send + 'static,
    ) -> JoinHandle<T> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || {
            crate::app::serve_shared(&service, |s| &mut s.app, crate::app::Job::think, f)
        })
    }
}

/// A poisoned lock only means an earlier command panicked; its transaction rolled back.
fn lock<T>(service: &Mutex<T>) -> MutexGuard<'_, T> {
    service
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The bot's logger: [`log_filter`], and no span of serenity's at any level. serenity's
/// spans record their arguments with `Debug`: an HTTP request with its body (a DM with a
/// hand, a prompt with its options, an autocomplete answer listing a hand) and a gateway
/// event with its payload (a button press carries the prompt it was pressed on). Each would
/// be printed with every log line inside it. serenity's own events are kept.
pub fn logger<W>(default: &str, writer: W, ansi: bool) -> impl tracing::Subscriber + Send + Sync
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    logger_as(LogFormat::Text { ansi }, default, writer)
}

/// How log lines are written (`LOG_FORMAT`).
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum LogFormat {
    /// Plain lines, coloured when `ansi`.
    Text { ansi: bool },
    /// One JSON object per line (`LOG_FORMAT=json`), for log collectors.
    Json,
}

/// [`logger`] in `format`.
pub fn logger_as<W>(
    format: LogFormat,
    default: &str,
    writer: W,
) -> impl tracing::Subscriber + Send + Sync
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    use tracing_subscriber::filter::FilterExt;
    use tracing_subscriber::layer::{Layer, SubscriberExt};
    let no_serenity_spans = tracing_subscriber::filter::filter_fn(|meta| {
        !(meta.is_span() && meta.target().starts_with("serenity"))
    });
    let filter = log_filter(default).and(no_serenity_spans);
    let layer = match format {
        LogFormat::Text { ansi } => tracing_subscriber::fmt::layer()
            .with_writer(writer)
            .with_ansi(ansi)
            .with_filter(filter)
            .boxed(),
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .json()
            .with_writer(writer)
            .with_filter(filter)
            .boxed(),
    };
    tracing_subscriber::registry().with(layer)
}

/// The log filter: `RUST_LOG` (or `default`), with the WebSocket layer capped at `info`:
/// at `trace` it logs whole frames, IDENTIFY with the token included.
pub fn log_filter(default: &str) -> tracing_subscriber::EnvFilter {
    let mut filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    for directive in ["tungstenite=info", "tokio_tungstenite=info"] {
        if let Ok(directive) = directive.parse() {
            filter = filter.add_directive(directive);
        }
    }
    filter
}

/// One log line per command: its name (never its options, which can name a card in a
/// hand), the game, the outcome and the time from the interaction's arrival to the end of
/// its delivery.
pub(crate) fn log_command(
    command: &str,
    game: Option<i64>,
    outcome: &str,
    started: std::time::Instant,
) {
    let ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
    tracing::info!(target: "labyrinth::command", command, game, outcome, ms, "command");
}

/// A command's outcome for the log: `refused` (nothing was done) or `done` (`late`: not run,
/// too old to answer).
pub(crate) fn outcome(outbound: &[Outbound]) -> &'static str {
    if interaction::refused(outbound) {
        "refused"
    } else {
        "done"
    }
}

/// The user string the app knows a Discord user by.
pub fn user_key(user: serenity::UserId) -> String {
    format!("<@{user}>")
}

/// The Discord user behind an app user string (`<@123>`).
pub fn parse_user_key(user: &str) -> Option<serenity::UserId> {
    let id = user.strip_prefix("<@")?.strip_suffix('>')?;
    let id = id.strip_prefix('!').unwrap_or(id);
    id.parse::<u64>()
        .ok()
        .filter(|n| *n != 0)
        .map(serenity::UserId::new)
}

impl Service {
    /// Handle a command in `channel`, answering `interaction` (its webhook token).
    pub(crate) fn handle(
        &mut self,
        channel: serenity::ChannelId,
        user: &str,
        command: Command,
        interaction: Option<String>,
    ) -> Handled {
        self.app.answering(interaction);
        let served = self.app.serve(&channel.to_string(), user, command);
        Handled {
            channel,
            outbound: served.outbound,
            about: served.about,
            chosen: None,
        }
    }

    /// A button press answering `interaction`, run by `f` (`Err`: its refusal, for the
    /// presser only).
    pub(crate) fn pressed(
        &mut self,
        interaction: String,
        gate: crate::app::Gate,
        f: impl FnOnce(&mut App) -> Result<Pressed, String>,
    ) -> Result<Handled, String> {
        self.app.answering(Some(interaction));
        self.app.commit_only_if(Some(gate));
        let pressed = f(&mut self.app);
        // A press refused before its command ran leaves nothing behind for the next.
        self.app.answering(None);
        self.app.commit_only_if(None);
        let pressed = pressed?;
        let channel = parse_channel(&pressed.channel, pressed.about.reader)?;
        Ok(Handled {
            channel,
            outbound: pressed.outbound,
            about: pressed.about,
            chosen: pressed.chosen,
        })
    }
}

fn parse_channel(channel: &str, lang: Lang) -> Result<serenity::ChannelId, String> {
    channel
        .parse::<u64>()
        .ok()
        .filter(|n| *n != 0)
        .map(serenity::ChannelId::new)
        .ok_or_else(|| crate::tr!(lang, "reply-discord-not-a-channel"))
}

/// The `/lab` command tree (what is registered with Discord).
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![commands::lab()]
}

/// The exact JSON body registered (`PUT /applications/{id}/commands`): [`create_commands`],
/// from the one table. Register it, not poise's own rendering of [`commands`] (which only
/// routes interactions and carries no option kinds).
pub fn command_schema() -> Result<serde_json::Value, serde_json::Error> {
    serde_json::to_value(create_commands())
}

/// How to run the bot.
pub struct Config {
    pub token: String,
    pub database: PathBuf,
    /// The development server (`DEV_GUILD_ID`).
    pub dev_guild: Option<u64>,
    /// Where to register the commands (see [`Register::resolve`]).
    pub register: Register,
    /// The wait before the first retry of a failed registration (doubled each time).
    pub registration_backoff: Duration,
    /// The HTTP client for Discord's REST API instead of serenity's own (tests: one that
    /// reaches a fake Discord). serenity's rate limiter applies either way.
    pub http_client: Option<reqwest::Client>,
    /// Whether `/lab game new` accepts `seed` in two-player games: [`SeedPolicy::Secret`] (the
    /// default, what `labyrinth discord` runs) refuses it; tests replay games exactly.
    pub seeds: SeedPolicy,
    /// Retention: the message rows of a game ended this many days ago are deleted, at
    /// start-up and then daily (README "Storage, building, more documents").
    pub retention_days: u32,
    /// How often the archived threads of games in progress are reopened
    /// ([`KEEP_OPEN_EVERY`] in production).
    pub keep_threads_open: Duration,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<redacted>")
            .field("database", &self.database)
            .field("dev_guild", &self.dev_guild)
            .field("register", &self.register)
            .field("http_client", &self.http_client.is_some())
            .field("seeds", &self.seeds)
            .finish()
    }
}

/// No mention pings anybody unless a message says so.
pub(crate) fn no_mentions() -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .empty_users()
        .empty_roles()
        .everyone(false)
}

/// The framework options (commands, error handler, component handler).
pub fn options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        on_error: |error| Box::pin(on_error(error)),
        event_handler: |framework, event| Box::pin(event_handler(framework, event)),
        allowed_mentions: Some(no_mentions()),
        // Slash commands only: no prefix, no message content needed.
        prefix_options: poise::PrefixFrameworkOptions {
            prefix: None,
            ..Default::default()
        },
        initialize_owners: false,
        ..Default::default()
    }
}

/// Connect to Discord, register the commands and serve until the connection ends or a
/// stop is asked (SIGTERM, Ctrl-C: see `shutdown.rs`); `Err` when registration fails
/// (after its retries) or the connection cannot be made.
pub async fn run(config: Config) -> Result<(), Error> {
    let data = Data::open(&config.database, config.seeds)?;
    spawn_retention(Arc::clone(&data.service), config.retention_days);
    let (stopping, outbox) = (Arc::clone(&data.shutdown), data.outbox.clone());
    let dev_guild = config
        .dev_guild
        .filter(|g| *g != 0)
        .map(serenity::GuildId::new);
    let (mode, backoff) = (config.register, config.registration_backoff);
    let keep_open = config.keep_threads_open;
    let failure: Arc<Mutex<Option<String>>> = Arc::default();
    let failed = Arc::clone(&failure);
    let framework = poise::Framework::builder()
        .options(options())
        // The builder's own default (true) would override the options' `false`: one
        // request at every start for owners nothing uses.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(bot = %ready.user.name, "connected to Discord");
                let result = register::register(&ctx.http, mode, dev_guild, backoff).await;
                if result != Ok(register::After::Serve) {
                    let shards = Arc::clone(framework.shard_manager());
                    tokio::spawn(async move { shards.shutdown_all().await });
                }
                match result {
                    Ok(register::After::Serve) => {
                        tokio::spawn(reminders::run(
                            Arc::clone(&ctx.http),
                            Arc::clone(&data.service),
                        ));
                        tokio::spawn(archived::keep_open(
                            Arc::clone(&ctx.http),
                            Arc::clone(&data.service),
                            keep_open,
                        ));
                        tokio::spawn(outbox::resend(
                            Arc::clone(&ctx.http),
                            Arc::clone(&data.service),
                            data.outbox.clone(),
                            Arc::clone(&data.shutdown),
                        ));
                        Ok(data)
                    }
                    Ok(_) => Ok(data),
                    Err(e) => {
                        *lock(&failed) = Some(e.clone());
                        Err(e.into())
                    }
                }
            })
        })
        .build();
    let mut http =
        serenity::HttpBuilder::new(&config.token).default_allowed_mentions(no_mentions());
    if let Some(client) = config.http_client {
        http = http.client(client);
    }
    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http.build(), intents)
        .framework(framework)
        .await?;
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        shutdown::signalled().await;
        tracing::info!("stopping: no new commands; finishing the work in flight");
        if !stopping.drain(shutdown::DRAIN).await {
            tracing::warn!(
                "stopping with work still in flight (what it owes is sent at the next start)"
            );
        }
        outbox.flush().await;
        shards.shutdown_all().await;
    });
    if !login_budget_left(&client.http).await {
        return Ok(());
    }
    // Discord needs a shard per 2,500 servers: serenity asks how many (GET /gateway/bot).
    client.start_autosharded().await?;
    tracing::info!("stopped");
    match lock(&failure).take() {
        Some(e) => Err(e.into()),
        None => Ok(()),
    }
}

/// Logins kept in reserve: with fewer left of Discord's daily budget the bot waits for it
/// to reset rather than log in (API reference, "Gateway", "Session Start Limit Object":
/// Discord resets the token of a bot that spends it all).
pub const LOGIN_RESERVE: u64 = 10;

/// Wait, if need be, until Discord's login budget allows a login; `false` when a stop was
/// asked meanwhile. A budget that cannot be read is left to the login itself to report.
async fn login_budget_left(http: &serenity::Http) -> bool {
    loop {
        let limit = match http.get_bot_gateway().await {
            Ok(gateway) => gateway.session_start_limit,
            Err(e) => {
                tracing::warn!("cannot read Discord's login budget: {e}");
                return true;
            }
        };
        if limit.remaining > LOGIN_RESERVE {
            return true;
        }
        let wait = Duration::from_millis(limit.reset_after.max(1000));
        tracing::error!(
            remaining = limit.remaining,
            total = limit.total,
            "Discord's daily login budget is nearly spent: waiting {wait:?} for it to reset instead of logging in. Is something restarting the bot in a loop? (the service manager's log, `labyrinth discord --check`)"
        );
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = shutdown::signalled() => return false,
        }
    }
}

/// Retention (README "Storage, building, more documents"): at start-up, then once a day, on a blocking thread.
fn spawn_retention(service: Arc<Mutex<Service>>, days: u32) {
    tokio::spawn(async move {
        let mut daily = tokio::time::interval(std::time::Duration::from_secs(24 * 60 * 60));
        loop {
            // The first tick is at once.
            daily.tick().await;
            let service = Arc::clone(&service);
            match tokio::task::spawn_blocking(move || lock(&service).app.retain(days)).await {
                Ok(Ok(done)) => tracing::info!(
                    games = done.games,
                    messages = done.messages,
                    days,
                    "retention: messages of ended games deleted"
                ),
                Ok(Err(e)) => tracing::error!("retention failed (retrying tomorrow): {e}"),
                Err(e) => tracing::error!("retention task failed: {e}"),
            }
        }
    });
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            let lang = ctx.locale().and_then(Lang::parse).unwrap_or_default();
            let reply = poise::CreateReply::default()
                .content(crate::tr!(lang, "reply-discord-went-wrong"))
                .ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                tracing::warn!("cannot report a command error: {e}");
            }
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(
                event = event.snake_case_name(),
                "event handler failed: {error}"
            );
        }
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("start-up failed: {error}");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}

async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        deliver::component(framework.serenity_context, framework.user_data, press).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `LOG_FORMAT=json`: one JSON object per line; a command's line has its name, game,
    /// outcome and time, and nothing else of it.
    #[test]
    fn a_command_logs_one_json_line() {
        #[derive(Clone, Default)]
        struct Captured(Arc<Mutex<Vec<u8>>>);
        impl std::io::Write for Captured {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                lock(&self.0).extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let captured = Captured::default();
        let writer = captured.clone();
        let logger = logger_as(LogFormat::Json, "info", move || writer.clone());
        tracing::subscriber::with_default(logger, || {
            log_command("choose", Some(3), "done", std::time::Instant::now());
        });
        let text = String::from_utf8(lock(&captured.0).clone()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1, "{text}");
        let line: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
        assert_eq!(line["target"], "labyrinth::command");
        let fields = &line["fields"];
        assert_eq!(fields["command"], "choose");
        assert_eq!(fields["game"], 3);
        assert_eq!(fields["outcome"], "done");
        assert!(fields["ms"].is_u64(), "{line}");
    }

    #[test]
    fn user_keys_round_trip() {
        let id = serenity::UserId::new(80351110224678912);
        assert_eq!(user_key(id), "<@80351110224678912>");
        assert_eq!(parse_user_key(&user_key(id)), Some(id));
        assert_eq!(parse_user_key("<@!80351110224678912>"), Some(id));
        assert_eq!(parse_user_key("alice"), None);
        assert_eq!(parse_user_key("<@0>"), None);
    }
}
