//! The Discord adapter: poise slash commands, autocomplete, buttons and select menus mapped
//! onto the same [`App`] as the terminal.
//!
//! **Invariants:** holds no rule and no game state. Every command parses its options into an
//! [`app::Command`](crate::app::Command), runs [`App::handle`] on a blocking thread (the
//! `App` owns a SQLite connection; one mutex serializes all commands) and delivers the
//! [`Outbound`](crate::app::Outbound)s ([`deliver`]). A user is identified by their mention
//! (`<@id>`), a game by its Discord channel (a guild channel, a thread or a DM channel).
//! Mentions are off except on the one message that passes the turn to a player. The bot
//! token never reaches a log line.

mod access;
mod archived;
mod autocomplete;
mod card;
mod commands;
mod components;
mod deliver;
pub mod ids;
mod refusal;
mod register;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use labyrinth_engine::{Answer, CardId, Seat, Side};
use poise::serenity_prelude as serenity;
use tokio::task::JoinHandle;

use crate::app::{App, Choice, Command, Outbound, SeedPolicy};
use crate::render;
use crate::store::{GameRecord, Occupant, Status, Store, StoreError};

pub use commands::lab;
pub use ids::ComponentId;
pub use register::Register;

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Interactions must be answered within 3 s; defer when the app has not finished by then.
const DEFER_AFTER: Duration = Duration::from_millis(1800);

/// The app and a second, read-only connection to the same database (autocomplete, prompt
/// versions, button presses after a restart). One mutex guards both, so a read never sees a
/// command half-way.
pub struct Service {
    app: App,
    reader: Store,
}

/// poise's user data.
pub struct Data {
    pub service: Arc<Mutex<Service>>,
    /// Each channel's current card-play post (in memory: after a restart the next lines of
    /// a card start a new post).
    pub(crate) posts: PlayPosts,
    /// Whether `/lab new` accepts `seed` in two-player games (production: never).
    pub(crate) seeds: SeedPolicy,
}

/// The message in a channel that holds the lines of the card play `key` so far; it is
/// edited while the same play goes on and nothing else was posted in the channel.
pub(crate) struct PlayPost {
    pub key: String,
    pub message: serenity::MessageId,
    pub text: String,
}

pub(crate) type PlayPosts = Arc<Mutex<HashMap<serenity::ChannelId, PlayPost>>>;

/// The result of one command, ready to deliver.
pub(crate) struct Handled {
    /// The game's channel (where public messages go).
    pub channel: serenity::ChannelId,
    pub outbound: Vec<Outbound>,
    /// The live game's id after the command (prompt buttons carry it).
    pub game: Option<i64>,
    /// For a button press: the label of the option chosen.
    pub chosen: Option<String>,
}

impl Data {
    /// Open the database at `path` (created and migrated if needed) twice: the app's
    /// connection and the reader.
    pub fn open(path: &std::path::Path, seeds: SeedPolicy) -> Result<Data, StoreError> {
        let app = App::open(path)?.with_seed_policy(seeds);
        let reader = Store::open(path)?;
        Ok(Data {
            service: Arc::new(Mutex::new(Service { app, reader })),
            posts: PlayPosts::default(),
            seeds,
        })
    }

    /// Run `f` on the service on a blocking thread (never blocks the async runtime).
    pub(crate) fn spawn<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Service) -> T + Send + 'static,
    ) -> JoinHandle<T> {
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || f(&mut lock(&service)))
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
    use tracing_subscriber::filter::FilterExt;
    use tracing_subscriber::layer::{Layer, SubscriberExt};
    let no_serenity_spans = tracing_subscriber::filter::filter_fn(|meta| {
        !(meta.is_span() && meta.target().starts_with("serenity"))
    });
    let layer = tracing_subscriber::fmt::layer()
        .with_writer(writer)
        .with_ansi(ansi)
        .with_filter(log_filter(default).and(no_serenity_spans));
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

fn seat_of(game: &GameRecord, user: &str) -> Option<Side> {
    [Side::Us, Side::Jihadist]
        .into_iter()
        .find(|side| matches!(game.occupant(*side), Occupant::User(u) if u == user))
}

fn seat(side: Side) -> Seat {
    match side {
        Side::Us => Seat::Us,
        Side::Jihadist => Seat::Jihadist,
    }
}

impl Service {
    fn read<T>(
        &mut self,
        f: impl FnOnce(&crate::store::Tx<'_>) -> Result<T, StoreError>,
    ) -> Option<T> {
        let result = self.reader.begin().and_then(|tx| f(&tx));
        match result {
            Ok(value) => Some(value),
            Err(e) => {
                tracing::error!("database read failed: {e}");
                None
            }
        }
    }

    fn live_game(&mut self, channel: &str) -> Option<GameRecord> {
        self.read(|tx| tx.live_game(channel)).flatten()
    }

    /// Handle a command in `channel` and note the live game's version for prompts.
    pub(crate) fn handle(
        &mut self,
        channel: serenity::ChannelId,
        user: &str,
        command: Command,
    ) -> Handled {
        let key = channel.to_string();
        let outbound = self.app.handle(&key, user, command);
        let game = self.live_game(&key).map(|g| g.id);
        Handled {
            channel,
            outbound,
            game,
            chosen: None,
        }
    }

    /// A button or menu answer to game `game` as it stood at `version`. Who may answer is
    /// checked before the pressed option is looked up: a forged component id from someone
    /// who does not hold the decision learns nothing about its options (a hand).
    pub(crate) fn answer(
        &mut self,
        game: i64,
        version: i64,
        key: &str,
        user: &str,
    ) -> Result<Handled, String> {
        let record = self
            .read(|tx| tx.game(game))
            .flatten()
            .ok_or_else(|| format!("⚠️ Game #{game} no longer exists."))?;
        let stale = || {
            "⌛ This prompt is out of date: the game has moved on. Use /lab hand for the current one."
                .to_string()
        };
        let side = seat_of(&record, user).ok_or_else(|| {
            "⚠️ This prompt is not yours: you are not seated in this game.".to_string()
        })?;
        let deciding = record.state.pending().map(|d| d.side);
        if deciding != Some(side) || record.status == Status::Finished {
            return Err(
                "⚠️ This prompt is not yours to answer: it is not your decision.".to_string(),
            );
        }
        if record.version != version {
            return Err(stale());
        }
        let answer = record
            .state
            .pending()
            .and_then(|d| {
                d.options
                    .iter()
                    .find(|a| render::option_key(a) == key)
                    .copied()
            })
            .ok_or_else(stale)?;
        let channel = parse_channel(&record.channel)?;
        // `At`: the app checks the version again inside its transaction.
        let command = Command::At {
            version,
            command: Box::new(Command::Choose {
                choices: vec![Choice::Answer(answer)],
            }),
        };
        let mut handled = self.handle(channel, user, command);
        handled.chosen = Some(render::option_label(&answer));
        Ok(handled)
    }

    /// `/lab hand` in game `game`'s channel (the "show my hand" button).
    pub(crate) fn hand_in(&mut self, game: i64, user: &str) -> Result<Handled, String> {
        let record = self
            .read(|tx| tx.game(game))
            .flatten()
            .ok_or_else(|| format!("⚠️ Game #{game} no longer exists."))?;
        let channel = parse_channel(&record.channel)?;
        Ok(self.handle(channel, user, Command::Hand))
    }

    /// The cards in `user`'s hand in the live game of `channel`.
    pub(crate) fn hand_of(&mut self, channel: &str, user: &str) -> Vec<CardId> {
        let Some(game) = self.live_game(channel) else {
            return Vec::new();
        };
        let Some(side) = seat_of(&game, user) else {
            return Vec::new();
        };
        game.state.view(seat(side)).hand.unwrap_or_default()
    }

    /// The legal options of `user`'s pending decision after answering `path` (a scratch
    /// copy: nothing is saved; none once a step would roll a die, see
    /// [`app::options_after`](crate::app::options_after)).
    pub(crate) fn options_after(
        &mut self,
        channel: &str,
        user: &str,
        path: &[Answer],
    ) -> Vec<Answer> {
        let Some(game) = self.live_game(channel) else {
            return Vec::new();
        };
        let Some(side) = seat_of(&game, user) else {
            return Vec::new();
        };
        crate::app::options_after(&game.state, side, path)
    }
}

fn parse_channel(channel: &str) -> Result<serenity::ChannelId, String> {
    channel
        .parse::<u64>()
        .ok()
        .filter(|n| *n != 0)
        .map(serenity::ChannelId::new)
        .ok_or_else(|| "⚠️ This game is not in a Discord channel.".to_string())
}

/// The `/lab` command tree (what is registered with Discord).
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![commands::lab()]
}

/// The exact JSON body poise registers (`PUT /applications/{id}/commands`).
pub fn command_schema() -> Result<serde_json::Value, serde_json::Error> {
    serde_json::to_value(poise::builtins::create_application_commands(&commands()))
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
    /// Whether `/lab new` accepts `seed` in two-player games: [`SeedPolicy::Secret`] (the
    /// default, what `labyrinth discord` runs) refuses it; tests replay games exactly.
    pub seeds: SeedPolicy,
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

/// Connect to Discord, register the commands and serve until the connection ends; `Err`
/// when registration fails (after its retries) or the connection cannot be made.
pub async fn run(config: Config) -> Result<(), Error> {
    let data = Data::open(&config.database, config.seeds)?;
    let dev_guild = config
        .dev_guild
        .filter(|g| *g != 0)
        .map(serenity::GuildId::new);
    let (mode, backoff) = (config.register, config.registration_backoff);
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
                let commands = &framework.options().commands;
                let result =
                    register::register(&ctx.http, commands, mode, dev_guild, backoff).await;
                if result != Ok(register::After::Serve) {
                    let shards = Arc::clone(framework.shard_manager());
                    tokio::spawn(async move { shards.shutdown_all().await });
                }
                match result {
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
        // Ctrl-C, or SIGTERM from a service manager (systemd, Docker). A command in flight
        // is one SQLite transaction, so even a hard kill loses nothing committed.
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            () = terminated() => {}
        }
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    client.start().await?;
    match lock(&failure).take() {
        Some(e) => Err(e.into()),
        None => Ok(()),
    }
}

/// Resolves on SIGTERM (never where there is no such signal).
async fn terminated() {
    #[cfg(unix)]
    if let Ok(mut signal) =
        tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
    {
        signal.recv().await;
        return;
    }
    std::future::pending::<()>().await;
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            let reply = poise::CreateReply::default()
                .content("⚠️ Sorry, something went wrong. /lab board shows where the game stands, /lab resend your private messages.")
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
    use crate::app::{Mode, NewGame};

    /// A forged component id learns nothing: whoever does not hold the decision gets the same
    /// refusal whether the pressed key is one of its options (a card in the Jihadist's hand)
    /// or not, before the options are looked at.
    #[test]
    fn a_press_checks_seat_and_turn_before_the_option() {
        let dir = tempfile::tempdir().unwrap();
        let data = Data::open(&dir.path().join("games.db"), SeedPolicy::Chosen).unwrap();
        let mut service = lock(&data.service);
        let channel = serenity::ChannelId::new(920_000_000_000_000_001);
        let new = Command::New(NewGame {
            mode: Mode::TwoPlayer,
            seed: Some(3),
            ..NewGame::default()
        });
        service.handle(channel, "<@1>", new);
        service.handle(channel, "<@2>", Command::Join);
        let game = service.live_game(&channel.to_string()).unwrap();
        let decision = game.state.pending().unwrap().clone();
        assert_eq!(decision.side, Side::Jihadist, "<@2> decides");
        let held = render::option_key(&decision.options[0]);
        let not_held = (1..=120u8)
            .filter_map(CardId::new)
            .map(|c| render::option_key(&Answer::Card(c)))
            .find(|key| {
                !decision
                    .options
                    .iter()
                    .any(|a| render::option_key(a) == *key)
            })
            .unwrap();
        for user in ["<@1>", "<@3>"] {
            let replies: Vec<String> = [&held, &not_held]
                .into_iter()
                .map(
                    |key| match service.answer(game.id, game.version, key, user) {
                        Ok(handled) => format!("{:?}", handled.outbound),
                        Err(refusal) => refusal,
                    },
                )
                .collect();
            assert_eq!(replies[0], replies[1], "{user}");
            assert!(replies[0].contains("not yours"), "{user}: {}", replies[0]);
        }
        let version = game.version;
        assert_eq!(
            service.live_game(&channel.to_string()).unwrap().version,
            version
        );
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
