//! A fake Discord for tests: a REST server and a scripted gateway on 127.0.0.1.
//!
//! The real serenity client and poise framework run against it: the bot's HTTP client
//! (`Config::http_client`) resolves discord.com to this server, which speaks HTTPS with a
//! self-signed test certificate (`fake-discord.crt`, trusted by that client only), so
//! serenity's rate limiter runs as it does live; `GET /gateway` answers with this gateway's
//! `ws://` URL. The REST server records each request and answers with minimal valid bodies.
//! All the Discord-protocol details of the tests live in this module.
#![allow(dead_code, unused_imports, reason = "each test file uses a part")]

pub(crate) mod events;
mod gateway;
mod interact;
mod limits;
mod prompts;
mod rules;

pub use events::{
    autocomplete, autocomplete_with, in_dm, in_thread, press, slash, with_permissions,
};
pub use gateway::{FakeGateway, HEARTBEAT_INTERVAL, Heartbeat, Listener};
pub use interact::{command, reply, send};
pub use prompts::{
    channel_of, interact, is_game_over, is_prompt_for, is_refusal_for, options, shows_plot_value,
    texts,
};

use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

pub use limits::{CONTENT_LIMIT, FILE_LIMIT};
pub use rules::{Channel, DEADLINE, Discord, Limits, snowflake};

pub const APP_ID: &str = "900000000000000001";
pub const BOT_ID: &str = "900000000000000001";
pub const GUILD_ID: &str = "910000000000000001";
pub const CHANNEL_ID: &str = "920000000000000001";
pub const TOKEN: &str = "test-token-not-real";
/// The id of the first thread the fake creates (the next ones count up).
pub const THREAD_ID: &str = "925000000000000001";
/// Interaction callback types.
pub const REPLY: u64 = 4;
pub const DEFERRED: u64 = 5; // "thinking…": the answer comes later
pub const UPDATE: u64 = 7;
pub const SUGGESTIONS: u64 = 8;
/// The EPHEMERAL message flag.
pub const EPHEMERAL: u64 = 64;

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    pub body: Value,
    /// Files uploaded with the request (multipart/form-data): name and bytes.
    pub files: Vec<(String, Vec<u8>)>,
    /// What the fake answered (a message's id, for one).
    pub response: Value,
    /// The HTTP status of the answer.
    pub status: u16,
}

#[derive(Clone)]
pub struct FakeRest {
    state: Arc<Mutex<Discord>>,
    /// Where the fake listens (the bot's client resolves discord.com to it).
    pub address: std::net::SocketAddr,
}

/// The test certificate and key (CN and DNS name discord.com; made with `openssl req
/// -x509`). They secure nothing: only the tests' own HTTP client trusts the certificate.
const CERTIFICATE: &[u8] = include_bytes!("fake-discord.crt");
const KEY: &[u8] = include_bytes!("fake-discord.key");

fn tls_acceptor() -> tokio_rustls::TlsAcceptor {
    use tokio_rustls::rustls::pki_types::pem::PemObject;
    use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
    let certificate = CertificateDer::from_pem_slice(CERTIFICATE).unwrap();
    let key = PrivateKeyDer::from_pem_slice(KEY).unwrap();
    let config = tokio_rustls::rustls::ServerConfig::builder_with_provider(Arc::new(
        tokio_rustls::rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(vec![certificate], key)
    .unwrap();
    tokio_rustls::TlsAcceptor::from(Arc::new(config))
}

/// An HTTP client whose discord.com is the fake at `address` (a bot in another process
/// makes its own).
pub fn client_for(address: std::net::SocketAddr) -> reqwest::Client {
    let certificate = reqwest::Certificate::from_pem(CERTIFICATE).unwrap();
    reqwest::Client::builder()
        .use_rustls_tls()
        .tls_built_in_root_certs(false)
        .add_root_certificate(certificate)
        .resolve("discord.com", address)
        .build()
        .unwrap()
}

/// A multipart/form-data body: the `payload_json` part as the body, the other parts as
/// files (their `filename`).
fn multipart(body: &[u8], boundary: &str) -> (Value, Vec<(String, Vec<u8>)>) {
    let delimiter = format!("--{boundary}");
    let delimiter = delimiter.as_bytes();
    let mut json = Value::Null;
    let mut files = Vec::new();
    let mut starts = Vec::new();
    let mut i = 0;
    while i + delimiter.len() <= body.len() {
        if &body[i..i + delimiter.len()] == delimiter {
            starts.push(i);
            i += delimiter.len();
        } else {
            i += 1;
        }
    }
    for pair in starts.windows(2) {
        let part = &body[pair[0] + delimiter.len()..pair[1]];
        let Some(split) = part.windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..split]).to_string();
        let mut content = &part[split + 4..];
        if content.ends_with(b"\r\n") {
            content = &content[..content.len() - 2];
        }
        if headers.contains("name=\"payload_json\"") {
            json = serde_json::from_slice(content).unwrap_or(Value::Null);
        } else if let Some(name) = headers.split("filename=\"").nth(1) {
            let name = name.split('"').next().unwrap_or_default().to_string();
            files.push((name, content.to_vec()));
        }
    }
    (json, files)
}

pub(crate) fn user(id: &str, name: &str, bot: bool) -> Value {
    json!({"id": id, "username": name, "discriminator": "0", "global_name": name,
           "avatar": null, "bot": bot})
}

/// A thread channel object (type 11) under `parent`.
pub(crate) fn thread(id: &str, parent: &str, name: &str) -> Value {
    json!({
        "id": id, "type": 11, "guild_id": GUILD_ID, "parent_id": parent, "name": name,
        "owner_id": BOT_ID, "last_message_id": null, "rate_limit_per_user": 0,
        "message_count": 0, "member_count": 1, "total_message_sent": 0, "flags": 0,
        "thread_metadata": {"archived": false, "auto_archive_duration": 10080,
                            "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
                            "locked": false}
    })
}

/// The DM channel the fake gives `user_id` (its id with a prefix digit 7).
pub fn dm_channel(user_id: &str) -> String {
    format!("7{}", &user_id[1..])
}

/// A minimal message object as Discord returns it.
pub fn message(id: &str, channel: &str, content: &str, components: Value) -> Value {
    json!({
        "id": id, "channel_id": channel, "author": user(BOT_ID, "labyrinth", true),
        "content": content, "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
        "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0,
        "components": components, "flags": 0
    })
}

impl FakeRest {
    pub async fn start(gateway_url: String) -> FakeRest {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let rest = FakeRest {
            state: Arc::new(Mutex::new(Discord::default())),
            address: listener.local_addr().unwrap(),
        };
        let server = rest.clone();
        let acceptor = tls_acceptor();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let server = server.clone();
                let gateway_url = gateway_url.clone();
                let acceptor = acceptor.clone();
                tokio::spawn(async move {
                    if let Ok(stream) = acceptor.accept(stream).await {
                        server.serve(stream, &gateway_url).await;
                    }
                });
            }
        });
        rest
    }

    /// An HTTP client whose discord.com is this fake (serenity's own settings otherwise).
    pub fn client(&self) -> reqwest::Client {
        client_for(self.address)
    }

    /// A serenity REST client against this fake, with its rate limiter on.
    pub fn http(&self) -> poise::serenity_prelude::Http {
        use poise::serenity_prelude::{ApplicationId, HttpBuilder};
        HttpBuilder::new(TOKEN)
            .client(self.client())
            .application_id(ApplicationId::new(APP_ID.parse().unwrap()))
            .build()
    }

    /// Change Discord's state (a channel archived, a thread hidden, a limit...).
    pub fn with<T>(&self, f: impl FnOnce(&mut Discord) -> T) -> T {
        f(&mut self.state.lock().unwrap())
    }

    pub fn close_dms(&self, user: &str) {
        self.with(|d| d.closed_dms.insert(user.to_string()));
    }

    /// `user` shares no server with the bot: DMs to them fail with 50007.
    pub fn stranger(&self, user: &str) {
        self.with(|d| d.strangers.insert(user.to_string()));
    }

    /// The next `times` DMs to `user` fail with 40003 (DMs opened too fast).
    pub fn dms_too_fast(&self, user: &str, times: u32) {
        self.with(|d| d.dms_too_fast.insert(user.to_string(), times));
    }

    /// Posting or editing a message in `channel` fails with Missing Permissions (403 50013).
    pub fn refuse_posts(&self, channel: &str) {
        self.with(|d| d.refuse_posts.insert(channel.to_string()));
    }

    pub fn refuse_files(&self, refuse: bool) {
        self.with(|d| d.refuse_files = refuse);
    }

    pub fn refuse_threads(&self, refuse: bool) {
        self.with(|d| d.refuse_threads = refuse);
    }

    /// The next command registrations fail with these statuses.
    pub fn fail_registrations(&self, statuses: &[u16]) {
        self.with(|d| d.registration_failures.extend(statuses));
    }

    /// The network's delay, each way, of every request, answer and interaction.
    pub fn latency(&self, latency: Duration) {
        self.with(|d| d.latency = latency);
    }

    /// Requests `method` to paths starting with `path` are answered after `delay`.
    pub fn slow(&self, method: &str, path: &str, delay: Duration) {
        self.with(|d| {
            d.slow.push((method.to_string(), path.to_string(), delay));
        });
    }

    /// A login (IDENTIFY) spent one of the day's budget.
    pub fn identified(&self) {
        self.with(|d| d.logins.0 = d.logins.0.saturating_sub(1));
    }

    /// Requests `method` to paths starting with `path` fail with `status` (Discord's servers
    /// failing, or a refusal the fake does not model).
    pub fn fail(&self, method: &str, path: &str, status: u16) {
        self.with(|d| {
            d.failing
                .push((method.to_string(), path.to_string(), status))
        });
    }

    /// Requests `method` to paths starting with `path` are carried out at once but answered
    /// after `delay`.
    pub fn hold(&self, method: &str, path: &str, delay: Duration) {
        self.with(|d| d.held.push((method.to_string(), path.to_string(), delay)));
    }

    /// Whether Discord would deliver this interaction (`Err` with why not); if so, it is
    /// now pending (3 s to answer).
    pub fn dispatched(&self, payload: &Value) -> Result<(), String> {
        self.with(|d| d.dispatched(payload))
    }

    pub fn requests(&self) -> Vec<Request> {
        self.state.lock().unwrap().requests.clone()
    }

    /// Wait until a recorded request (from index `from` on) satisfies `wanted`.
    pub async fn wait_for(
        &self,
        from: usize,
        what: &str,
        wanted: impl Fn(&Request) -> bool,
    ) -> Request {
        // Up to 30 s: a busy machine draws board pictures slowly.
        for _ in 0..1200 {
            if let Some(found) = self.requests().into_iter().skip(from).find(|r| wanted(r)) {
                return found;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        panic!(
            "timed out waiting for {what}; requests: {:#?}",
            self.requests()
        );
    }

    /// Wait until no request has arrived for a while; return those from `from` on. The
    /// while (600 ms) covers drawing a board picture in a debug build on a busy machine.
    pub async fn settle(&self, from: usize) -> Vec<Request> {
        self.settle_for(from, Duration::from_millis(600)).await
    }

    /// [`FakeRest::settle`] with a quiet period of `quiet`.
    pub async fn settle_for(&self, from: usize, quiet: Duration) -> Vec<Request> {
        let mut seen = self.requests().len();
        loop {
            tokio::time::sleep(quiet).await;
            let now = self.requests().len();
            if now == seen {
                return self.requests().into_iter().skip(from).collect();
            }
            seen = now;
        }
    }

    /// The requests from `from` on that Discord refused (status 400 or more), rate limits
    /// (429) apart: a test asserts there are none.
    pub fn refused(&self, from: usize) -> Vec<Request> {
        self.requests()
            .into_iter()
            .skip(from)
            .filter(|r| r.status >= 400 && r.status != 429)
            .collect()
    }

    async fn serve(
        &self,
        stream: impl tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
        gateway_url: &str,
    ) {
        let mut stream = BufReader::new(stream);
        loop {
            let mut line = String::new();
            if stream.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            let mut parts = line.split_whitespace();
            let method = parts.next().unwrap_or_default().to_string();
            let path = parts.next().unwrap_or_default().to_string();
            let mut length = 0usize;
            let mut boundary: Option<String> = None;
            let mut authorization: Option<String> = None;
            loop {
                let mut header = String::new();
                if stream.read_line(&mut header).await.unwrap_or(0) == 0 {
                    return;
                }
                let header = header.trim_end();
                if header.is_empty() {
                    break;
                }
                if let Some((name, value)) = header.split_once(':')
                    && name.eq_ignore_ascii_case("content-length")
                {
                    length = value.trim().parse().unwrap_or(0);
                }
                if let Some((name, value)) = header.split_once(':')
                    && name.eq_ignore_ascii_case("authorization")
                {
                    authorization = Some(value.trim().to_string());
                }
                if let Some((name, value)) = header.split_once(':')
                    && name.eq_ignore_ascii_case("content-type")
                    && let Some((_, b)) = value.split_once("boundary=")
                {
                    boundary = Some(b.trim().trim_matches('"').to_string());
                }
            }
            let mut body = vec![0; length];
            if stream.read_exact(&mut body).await.is_err() {
                return;
            }
            let (body, files) = match &boundary {
                Some(boundary) => multipart(&body, boundary),
                None => (
                    serde_json::from_slice(&body).unwrap_or(Value::Null),
                    Vec::new(),
                ),
            };
            let path = path.split('?').next().unwrap_or_default().to_string();
            // The request's way here.
            tokio::time::sleep(self.with(|d| d.latency)).await;
            let delay = self.with(|d| {
                let upload = Some(d.slow_uploads).filter(|_| !files.is_empty());
                d.slow
                    .iter()
                    .find(|(m, p, _)| *m == method && path.starts_with(p.as_str()))
                    .map(|(_, _, delay)| *delay)
                    .or(upload)
            });
            if let Some(delay) = delay {
                tokio::time::sleep(delay).await;
            }
            let (status, headers, answer) = self.with(|d| {
                let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
                let limited = d.rate_limit(&method, &segments);
                // Interactions and their webhooks are authorised by their token in the path;
                // everything else by the bot's token ("Authentication").
                let by_token = matches!(segments.first(), Some(&"interactions" | &"webhooks"));
                let authorised =
                    by_token || authorization.as_deref() == Some(&format!("Bot {}", d.token));
                let (status, mut headers, answer) = match (&limited, method.as_str(), &segments[..])
                {
                    (Err(refusal), ..) => refusal.clone(),
                    (Ok(_), ..) if !authorised => (
                        401,
                        Vec::new(),
                        json!({"message": "401: Unauthorized", "code": 0}),
                    ),
                    (Ok(_), "GET", ["gateway"]) => (200, Vec::new(), json!({"url": gateway_url})),
                    (Ok(_), "GET", ["gateway", "bot"]) => (
                        200,
                        Vec::new(),
                        json!({"url": gateway_url, "shards": 1, "session_start_limit":
                            {"total": 1000, "remaining": d.logins.0,
                             "reset_after": d.logins.1, "max_concurrency": 1}}),
                    ),
                    (Ok(_), ..) => limits::refuse_files(&files)
                        .unwrap_or_else(|| d.answer(&method, &path, &body, files.len())),
                };
                if let Ok(limits) = limited {
                    headers.extend(limits);
                }
                d.requests.push(Request {
                    method: method.clone(),
                    path: path.clone(),
                    body: body.clone(),
                    files: files.clone(),
                    response: answer.clone(),
                    status,
                });
                (status, headers, answer)
            });
            // A request Discord has carried out, whose answer is late (the bot may be gone
            // before it learns the message was made).
            let held = self.with(|d| {
                d.held
                    .iter()
                    .find(|(m, p, _)| *m == method && path.starts_with(p.as_str()))
                    .map(|(_, _, delay)| *delay)
            });
            if let Some(delay) = held {
                tokio::time::sleep(delay).await;
            }
            // The answer's way back.
            tokio::time::sleep(self.with(|d| d.latency)).await;
            let text = if status == 204 {
                String::new()
            } else {
                answer.to_string()
            };
            let reason = match status {
                200 => "OK",
                204 => "No Content",
                400 => "Bad Request",
                413 => "Payload Too Large",
                401 => "Unauthorized",
                403 => "Forbidden",
                429 => "Too Many Requests",
                500..=599 => "Server Error",
                _ => "Not Found",
            };
            let extra: String = headers
                .iter()
                .map(|(name, value)| format!("{name}: {value}\r\n"))
                .collect();
            let response = format!(
                "HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n{extra}content-length: {}\r\n\r\n{text}",
                text.len()
            );
            if stream
                .get_mut()
                .write_all(response.as_bytes())
                .await
                .is_err()
            {
                return;
            }
        }
    }
}

/// Permission bits (Discord's "Permissions" table).
pub mod permission {
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_GUILD: u64 = 1 << 5;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    pub const MANAGE_THREADS: u64 = 1 << 34;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// What a plain member may do in the test channel.
    pub const MEMBER: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | SEND_MESSAGES_IN_THREADS;
    /// What the README's invite gives the bot.
    pub const BOT: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | CREATE_PUBLIC_THREADS
        | SEND_MESSAGES_IN_THREADS;
}

pub fn is_callback(r: &Request, id: &str) -> bool {
    r.method == "POST" && r.path == format!("/api/v10/interactions/{id}/itoken-{id}/callback")
}

/// A follow-up or edit of interaction `id` (its webhook token).
pub fn is_followup(r: &Request, id: &str) -> bool {
    r.path
        .starts_with(&format!("/api/v10/webhooks/{APP_ID}/itoken-{id}"))
}

/// A message posted in channel `channel`.
pub fn is_post_in(r: &Request, channel: &str) -> bool {
    r.method == "POST" && r.path == format!("/api/v10/channels/{channel}/messages")
}

/// The custom ids (and select values) of a message's components.
pub fn component_ids(components: &Value) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let values = c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| o["value"].as_str().unwrap().to_string())
                .collect();
            out.push((c["custom_id"].as_str().unwrap().to_string(), values));
        }
    }
    out
}

pub fn no_pings(body: &Value) {
    let mentions = &body["allowed_mentions"];
    assert_eq!(mentions["parse"], json!([]), "{body}");
    assert_eq!(mentions["users"], json!([]), "{body}");
}

/// A message body: a callback's `data`, or the body itself for other requests.
pub fn message_of(r: &Request) -> &Value {
    if r.path.ends_with("/callback") {
        &r.body["data"]
    } else {
        &r.body
    }
}

pub fn is_ephemeral(body: &Value) -> bool {
    body["flags"].as_u64().unwrap_or(0) & EPHEMERAL == EPHEMERAL
}

pub fn content(body: &Value) -> &str {
    body["content"].as_str().unwrap_or_default()
}

/// How a test starts the bot.
pub struct Setup {
    pub register: labyrinth_bot::discord::Register,
    /// The statuses the first command registrations fail with.
    pub registration_failures: Vec<u16>,
    pub limits: Limits,
    /// How often the bot reopens the archived threads of games in progress.
    pub keep_threads_open: Duration,
    /// The database (a restarted bot's: the one before); `None`: a new one in the test's
    /// directory.
    pub database: Option<std::path::PathBuf>,
    /// The gateway's heartbeat interval (HELLO).
    pub heartbeat_interval: Duration,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            register: labyrinth_bot::discord::Register::Guild,
            registration_failures: Vec::new(),
            limits: Limits::default(),
            keep_threads_open: labyrinth_bot::discord::KEEP_OPEN_EVERY,
            database: None,
            heartbeat_interval: HEARTBEAT_INTERVAL,
        }
    }
}

pub type Bot = tokio::task::JoinHandle<Result<(), labyrinth_bot::discord::Error>>;

/// The bot, started against a fake Discord and connected; its registration not awaited.
pub async fn launch(setup: Setup) -> (FakeRest, FakeGateway, Bot, tempfile::TempDir) {
    let _ = tracing_subscriber::fmt()
        .with_test_writer()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .try_init();
    let dir = tempfile::tempdir().unwrap();
    let (listener, gateway_url) = FakeGateway::listen().await;
    let rest = FakeRest::start(gateway_url.clone()).await;
    rest.fail_registrations(&setup.registration_failures);
    rest.with(|d| d.limits = setup.limits);
    let config = labyrinth_bot::discord::Config {
        token: TOKEN.to_string(),
        database: setup.database.unwrap_or_else(|| dir.path().join("bot.db")),
        dev_guild: Some(GUILD_ID.parse().unwrap()),
        register: setup.register,
        registration_backoff: Duration::from_millis(20),
        http_client: Some(rest.client()),
        // The tests replay two-player games from a chosen seed.
        seeds: labyrinth_bot::app::SeedPolicy::Chosen,
        retention_days: labyrinth_bot::store::RETENTION_DAYS,
        keep_threads_open: setup.keep_threads_open,
    };
    let bot = tokio::spawn(labyrinth_bot::discord::run(config));
    let mut gateway =
        FakeGateway::accept_with(&listener, &gateway_url, setup.heartbeat_interval).await;
    assert_eq!(gateway.identify["d"]["token"], format!("Bot {TOKEN}"));
    rest.identified();
    gateway.set_rest(rest.clone());
    (rest, gateway, bot, dir)
}

/// The bot, started against a fake Discord, with its commands registered in the
/// development guild.
pub async fn start() -> (FakeRest, FakeGateway, Bot, tempfile::TempDir) {
    start_with(Setup::default()).await
}

/// The bot with its commands registered globally (`--register global`): what a DM needs,
/// since Discord does not offer guild commands in DMs.
pub async fn start_global() -> (FakeRest, FakeGateway, Bot, tempfile::TempDir) {
    start_with(Setup {
        register: labyrinth_bot::discord::Register::Global,
        ..Setup::default()
    })
    .await
}

/// The bot started with `setup`, its commands registered.
pub async fn start_with(setup: Setup) -> (FakeRest, FakeGateway, Bot, tempfile::TempDir) {
    let global = setup.register == labyrinth_bot::discord::Register::Global;
    let (rest, gateway, bot, dir) = launch(setup).await;
    // Start-up: the commands are registered, exactly the schema.
    let put = rest
        .wait_for(0, "command registration", |r| {
            r.method == "PUT" && r.status == 200
        })
        .await;
    let path = if global {
        format!("/api/v10/applications/{APP_ID}/commands")
    } else {
        format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands")
    };
    assert_eq!(put.path, path);
    assert_eq!(put.body, labyrinth_bot::discord::command_schema().unwrap());
    // No wait for the framework's data: poise holds every event until its set-up has
    // returned it (`Framework::user_data`).
    (rest, gateway, bot, dir)
}
