//! Discord's documented rules, as the fake enforces them. Each refusal answers with the
//! status and JSON error code Discord documents (API reference, "JSON Error Codes"):
//!
//! - interactions: the first response within 3 s, or 10062 Unknown interaction; a second
//!   one is 40060 already acknowledged; the response type must suit the interaction; the
//!   network's delay ([`Discord::latency`]) counts against the 3 s; follow-ups and edits
//!   need an answered interaction's token (10015 Unknown Webhook), which expires after 15
//!   minutes (50027 Invalid Webhook Token);
//! - messages: 2,000 characters at most, never empty (50035, 50006); edits only of messages
//!   that exist in that channel (10008); 50007 to a user whose DMs are closed or who shares
//!   no server with the bot, 40003 (403) for DMs opened too fast;
//! - channels: unknown or deleted (10003), not visible to the bot (50001 Missing Access, a
//!   private thread it was not added to), no permission (50013), an archived thread (50083)
//!   and a locked one (50013 unless unarchived by a moderator); threads only in a server's
//!   text channel (50024);
//! - an app added without the `bot` scope ("OAuth2", "Bot Users"): its commands are
//!   registered and delivered, but the bot is no member of the server, whose routes and
//!   channels answer 403 50001 Missing Access;
//! - command registration can fail (401, 403 50001, 404 10004, 5xx) and guild commands are
//!   not offered in DMs;
//! - rate limits: `X-RateLimit-*` headers on every response, 429 with `retry_after` past a
//!   route's limit or the global one (interaction callbacks are exempt from the global one);
//! - what is shown ([`Shown`]): a message posted with a `nonce` and `enforce_nonce` that
//!   repeats one of the last few minutes is not posted again, the existing one is returned
//!   ("Create Message"); the first follow-up after a deferred reply (type 5) edits the
//!   deferred message and keeps its visibility, whatever flags it asks for ("Receiving and
//!   Responding", "Followup Messages"); the original reply can be read back ("Get Original
//!   Interaction Response"); an ephemeral message is gone once its reader's client reloads
//!   ([`Discord::after_reload`]).

use std::collections::{HashMap, HashSet, VecDeque};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::{APP_ID, CHANNEL_ID, GUILD_ID, Request, THREAD_ID, message, thread, user};

/// The first response to an interaction must reach Discord within this.
pub const DEADLINE: Duration = Duration::from_secs(3);

/// An answer: status, extra headers, body.
pub type Answer = (u16, Vec<(String, String)>, Value);

fn error(status: u16, code: u64, text: &str) -> Answer {
    (status, Vec::new(), json!({"message": text, "code": code}))
}

fn ok(body: Value) -> Answer {
    (200, Vec::new(), body)
}

#[derive(Clone, Debug)]
pub struct Channel {
    /// Discord's channel type: 0 text, 1 DM, 11 public thread, 12 private thread.
    pub kind: u64,
    pub archived: bool,
    pub locked: bool,
    /// The bot can see it (a private thread it was not added to: no).
    pub visible: bool,
}

impl Channel {
    fn new(kind: u64) -> Channel {
        Channel {
            kind,
            archived: false,
            locked: false,
            visible: true,
        }
    }
}

#[derive(Debug)]
struct Interaction {
    id: String,
    /// 2 command, 3 component, 4 autocomplete.
    kind: u64,
    /// Where it was used.
    channel: String,
    /// The message a component was on.
    on_message: Option<String>,
    received: Instant,
    /// The callback type it was answered with.
    response: Option<u64>,
    expired: bool,
    followups: HashSet<String>,
    /// Its reply ("@original"), once answered with a message or deferred.
    original: Option<String>,
    /// A deferred reply not yet edited nor followed up: the next follow-up edits it.
    deferral_open: bool,
}

/// A message as Discord shows it.
#[derive(Clone, Debug)]
pub struct Shown {
    pub id: String,
    /// Its channel (a DM channel for a DM; an interaction's channel for its replies).
    pub channel: String,
    pub content: String,
    pub embeds: Value,
    /// Its buttons and select menus.
    pub components: Value,
    /// Seen only by the interaction's user, and only until their client reloads
    /// ([`Discord::after_reload`]).
    pub ephemeral: bool,
    pub nonce: Option<String>,
    posted: Instant,
}

/// How long Discord remembers a nonce ("the past few minutes").
pub const NONCE_WINDOW: Duration = Duration::from_secs(5 * 60);

/// One rate-limit bucket: requests in the current window.
#[derive(Debug)]
struct Bucket {
    started: Instant,
    used: u32,
}

/// Rate limits: a route's (`per_route`) and the global one, each `(requests, window)`.
/// Discord's are about 5 per 5 s per channel for messages and 50 per second globally; the
/// tests scale the windows down.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub per_route: (u32, Duration),
    pub global: (u32, Duration),
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_route: (5, Duration::from_millis(300)),
            global: (50, Duration::from_secs(1)),
        }
    }
}

#[derive(Debug)]
pub struct Discord {
    pub requests: Vec<Request>,
    next_id: u64,
    threads: u64,
    pub channels: HashMap<String, Channel>,
    /// Every message shown, in the order made ([`Shown`]).
    pub shown: Vec<Shown>,
    /// The interactions dispatched, by token.
    interactions: HashMap<String, Interaction>,
    pub guild_commands: HashMap<String, Value>,
    pub global_commands: Option<Value>,
    /// The statuses the next command registrations fail with.
    pub registration_failures: VecDeque<u16>,
    pub limits: Limits,
    buckets: HashMap<String, Bucket>,
    global: VecDeque<Instant>,
    /// Users whose DMs are closed (sending to their DM channel fails with 50007).
    pub closed_dms: HashSet<String>,
    /// Users who share no server with the bot (they left the test server: 10007 Unknown
    /// Member there): a DM fails with 50007 as for closed DMs.
    pub strangers: HashSet<String>,
    /// Per user, how many more DMs fail with 403 40003 (the bot opening DMs too fast).
    pub dms_too_fast: HashMap<String, u32>,
    /// Creating a thread fails with Missing Permissions.
    pub refuse_threads: bool,
    /// Channels where posting or editing a message fails with Missing Permissions.
    pub refuse_posts: HashSet<String>,
    /// A message with a file fails with Missing Permissions (no Attach Files).
    pub refuse_files: bool,
    /// Requests to a path starting with one of these wait that long before being answered.
    pub slow: Vec<(String, String, Duration)>,
    /// A request with a file arrives this much later (the time its upload takes).
    pub slow_uploads: Duration,
    /// The network's delay each way: a request reaches the fake this much after the bot
    /// sent it, its answer the bot as much later, and an event the bot as much after
    /// Discord made it.
    pub latency: Duration,
    /// Requests to a path starting with one of these are carried out at once and answered
    /// that much later.
    pub held: Vec<(String, String, Duration)>,
    /// The bot's token: a request with another gets 401.
    pub token: String,
    /// Requests (method, path prefix) that fail with a status.
    pub failing: Vec<(String, String, u16)>,
    /// The login budget ("Session Start Limit Object"): logins left today, and the
    /// milliseconds until it resets. Each IDENTIFY spends one.
    pub logins: (u64, u64),
    /// The app was added to the server without the `bot` scope: its commands work, but the
    /// bot is no member, so the server and its channels answer 403 50001 Missing Access.
    pub no_bot: bool,
    /// Per channel, the permissions a server admin denied the bot there (a channel
    /// permission overwrite for `@everyone`).
    pub denied: HashMap<String, u64>,
}

impl Default for Discord {
    fn default() -> Discord {
        let mut channels = HashMap::new();
        channels.insert(CHANNEL_ID.to_string(), Channel::new(0));
        Discord {
            requests: Vec::new(),
            next_id: 950_000_000_000_000_000,
            threads: 0,
            channels,
            shown: Vec::new(),
            interactions: HashMap::new(),
            guild_commands: HashMap::new(),
            global_commands: None,
            registration_failures: VecDeque::new(),
            limits: Limits::default(),
            buckets: HashMap::new(),
            global: VecDeque::new(),
            closed_dms: HashSet::new(),
            strangers: HashSet::new(),
            dms_too_fast: HashMap::new(),
            refuse_threads: false,
            refuse_posts: HashSet::new(),
            refuse_files: false,
            slow: Vec::new(),
            slow_uploads: Duration::ZERO,
            latency: Duration::ZERO,
            held: Vec::new(),
            token: super::TOKEN.to_string(),
            failing: Vec::new(),
            logins: (1000, 0),
            denied: HashMap::new(),
            no_bot: false,
        }
    }
}

/// A message body with nothing in it (its limits are [`super::limits`]'s).
fn invalid_message(body: &Value, files: usize) -> Option<Answer> {
    let text = body["content"].as_str().unwrap_or_default();
    let has = |key: &str| body[key].as_array().is_some_and(|a| !a.is_empty());
    if text.is_empty() && !has("embeds") && !has("components") && files == 0 {
        return Some(error(400, 50006, "Cannot send an empty message"));
    }
    None
}

impl Discord {
    pub fn next_id(&mut self) -> String {
        self.next_id += 1;
        self.next_id.to_string()
    }

    /// An interaction Discord sends: its channel becomes known, its token valid for 3 s.
    /// `Err` when Discord would not deliver it: a command not registered where it is used
    /// (guild commands are not offered in DMs).
    pub fn dispatched(&mut self, payload: &Value) -> Result<(), String> {
        let kind = payload["type"].as_u64().unwrap_or(0);
        let in_guild = payload["guild_id"].is_string();
        if kind == 2 || kind == 4 {
            let name = payload["data"]["name"].as_str().unwrap_or_default();
            let registered = |commands: Option<&Value>, context: u64| {
                commands
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .any(|c| {
                        c["name"] == name
                            && c["contexts"]
                                .as_array()
                                .is_none_or(|cs| cs.iter().any(|x| x == context))
                    })
            };
            let offered = if in_guild {
                let guild = payload["guild_id"].as_str().unwrap_or_default();
                registered(self.guild_commands.get(guild), 0)
                    || registered(self.global_commands.as_ref(), 0)
            } else {
                registered(self.global_commands.as_ref(), 1)
            };
            if !offered {
                return Err(format!(
                    "Discord does not offer /{name} here: it is not registered {}",
                    if in_guild {
                        "in this server or globally"
                    } else {
                        "globally (guild commands are not offered in DMs)"
                    }
                ));
            }
        }
        let channel = &payload["channel"];
        if let Some(id) = channel["id"].as_str() {
            let entry = self
                .channels
                .entry(id.to_string())
                .or_insert_with(|| Channel::new(channel["type"].as_u64().unwrap_or(0)));
            if let Some(meta) = channel.get("thread_metadata") {
                entry.archived = meta["archived"].as_bool().unwrap_or(false);
                entry.locked = meta["locked"].as_bool().unwrap_or(false);
            }
        }
        let token = payload["token"].as_str().unwrap_or_default().to_string();
        let id = payload["id"].as_str().unwrap_or_default().to_string();
        let received = made_at(&id).unwrap_or_else(Instant::now);
        self.interactions.insert(
            token,
            Interaction {
                id,
                kind,
                channel: payload["channel_id"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
                on_message: payload["message"]["id"].as_str().map(str::to_string),
                // Its 3 s run from when Discord made it (a replayed one has less left).
                received,
                response: None,
                expired: false,
                followups: HashSet::new(),
                original: None,
                deferral_open: false,
            },
        );
        Ok(())
    }

    /// Show a new message; its id.
    fn show(&mut self, channel: &str, body: &Value, ephemeral: bool) -> String {
        let id = self.next_id();
        self.shown.push(Shown {
            id: id.clone(),
            channel: channel.to_string(),
            content: body["content"].as_str().unwrap_or_default().to_string(),
            embeds: match &body["embeds"] {
                Value::Array(embeds) => Value::Array(embeds.clone()),
                _ => json!([]),
            },
            components: match &body["components"] {
                Value::Array(rows) => Value::Array(rows.clone()),
                _ => json!([]),
            },
            ephemeral,
            nonce: body["enforce_nonce"].as_bool().filter(|on| *on).and_then(
                |_| match &body["nonce"] {
                    Value::String(nonce) => Some(nonce.clone()),
                    Value::Number(nonce) => Some(nonce.to_string()),
                    _ => None,
                },
            ),
            posted: Instant::now(),
        });
        id
    }

    /// What `user`'s client shows once it reloads (the app restarted, the next day): the
    /// server's channels and their own DMs, without any ephemeral message ("Ephemeral
    /// messages ... will be removed when the client restarts", Interactions, "Create
    /// Interaction Response", the `EPHEMERAL` flag).
    pub fn after_reload(&self, user: &str) -> Vec<&Shown> {
        let own_dm = super::dm_channel(user);
        self.shown
            .iter()
            .filter(|m| !m.ephemeral)
            .filter(|m| {
                let dm = self.channels.get(&m.channel).is_some_and(|c| c.kind == 1);
                !dm || m.channel == own_dm
            })
            .collect()
    }

    /// The message shown with id `id`.
    pub fn shown_message(&self, id: &str) -> Option<&Shown> {
        self.shown.iter().find(|m| m.id == id)
    }

    /// Edit a shown message: its content and embeds where the edit gives them.
    fn edit_shown(&mut self, id: &str, body: &Value) {
        if let Some(shown) = self.shown.iter_mut().find(|m| m.id == id) {
            if let Some(content) = body["content"].as_str() {
                shown.content = content.to_string();
            }
            if let Value::Array(embeds) = &body["embeds"] {
                shown.embeds = Value::Array(embeds.clone());
            }
            if let Value::Array(rows) = &body["components"] {
                shown.components = Value::Array(rows.clone());
            }
        }
    }

    /// A message as the API returns it.
    fn message_object(&self, id: &str) -> Value {
        match self.shown_message(id) {
            Some(m) => {
                let mut object = message(&m.id, &m.channel, &m.content, json!([]));
                object["embeds"] = m.embeds.clone();
                object["flags"] = json!(if m.ephemeral { super::EPHEMERAL } else { 0 });
                object
            }
            None => message(id, CHANNEL_ID, "", json!([])),
        }
    }

    /// The message posted with `nonce` and `enforce_nonce` in the last few minutes.
    fn same_nonce(&self, body: &Value) -> Option<String> {
        if body["enforce_nonce"] != json!(true) {
            return None;
        }
        let nonce = match &body["nonce"] {
            Value::String(nonce) => nonce.clone(),
            Value::Number(nonce) => nonce.to_string(),
            _ => return None,
        };
        self.shown
            .iter()
            .find(|m| m.nonce.as_deref() == Some(&nonce) && m.posted.elapsed() < NONCE_WINDOW)
            .map(|m| m.id.clone())
    }

    /// Fifteen minutes have passed since interaction `id`.
    pub fn expire(&mut self, id: &str) {
        for interaction in self.interactions.values_mut() {
            if interaction.id == id {
                interaction.expired = true;
            }
        }
    }

    /// The rate-limit bucket of a request: the route with its top-level resource (channel,
    /// guild, webhook) and the method. Interaction callbacks have none.
    fn bucket(method: &str, segments: &[&str]) -> Option<String> {
        match segments {
            ["interactions", ..] | ["gateway", ..] => None,
            ["channels", channel, rest @ ..] => {
                let shape: Vec<&str> = rest
                    .iter()
                    .map(|s| if s.parse::<u64>().is_ok() { ":id" } else { s })
                    .collect();
                Some(format!("{method} channels/{channel}/{}", shape.join("/")))
            }
            ["webhooks", app, token, ..] => Some(format!("{method} webhooks/{app}/{token}")),
            _ => Some(format!("{method} {}", segments.join("/"))),
        }
    }

    /// Count a request against its limits: `Err` with a 429 when over one, otherwise the
    /// headers Discord sends with the answer.
    pub fn rate_limit(
        &mut self,
        method: &str,
        segments: &[&str],
    ) -> Result<Vec<(String, String)>, Answer> {
        let Some(key) = Discord::bucket(method, segments) else {
            return Ok(Vec::new());
        };
        let now = Instant::now();
        let (global_limit, global_window) = self.limits.global;
        while self
            .global
            .front()
            .is_some_and(|t| now.duration_since(*t) >= global_window)
        {
            self.global.pop_front();
        }
        if self.global.len() >= global_limit as usize {
            let retry = global_window - now.duration_since(self.global[0]);
            let secs = retry.as_secs_f64();
            return Err((
                429,
                vec![
                    ("retry-after".into(), format!("{secs:.3}")),
                    ("x-ratelimit-global".into(), "true".into()),
                    ("x-ratelimit-scope".into(), "global".into()),
                ],
                json!({"message": "You are being rate limited.", "retry_after": secs,
                       "global": true}),
            ));
        }
        self.global.push_back(now);
        let (limit, window) = self.limits.per_route;
        let bucket = self.buckets.entry(key.clone()).or_insert(Bucket {
            started: now,
            used: 0,
        });
        if now.duration_since(bucket.started) >= window {
            bucket.started = now;
            bucket.used = 0;
        }
        let reset_after = window - now.duration_since(bucket.started);
        let secs = reset_after.as_secs_f64();
        if bucket.used >= limit {
            return Err((
                429,
                vec![
                    ("retry-after".into(), format!("{secs:.3}")),
                    ("x-ratelimit-limit".into(), limit.to_string()),
                    ("x-ratelimit-remaining".into(), "0".into()),
                    ("x-ratelimit-reset-after".into(), format!("{secs:.3}")),
                    ("x-ratelimit-bucket".into(), key),
                    ("x-ratelimit-scope".into(), "user".into()),
                ],
                json!({"message": "You are being rate limited.", "retry_after": secs,
                       "global": false}),
            ));
        }
        bucket.used += 1;
        Ok(vec![
            ("x-ratelimit-limit".into(), limit.to_string()),
            (
                "x-ratelimit-remaining".into(),
                (limit - bucket.used).to_string(),
            ),
            ("x-ratelimit-reset-after".into(), format!("{secs:.3}")),
            ("x-ratelimit-bucket".into(), key),
        ])
    }

    /// Whether the bot may post in or edit messages of `channel`: `Some(refusal)` if not.
    fn refuse_channel(&self, channel: &str) -> Option<Answer> {
        let Some(known) = self.channels.get(channel) else {
            return Some(error(404, 10003, "Unknown Channel"));
        };
        if !known.visible {
            return Some(error(403, 50001, "Missing Access"));
        }
        if self.refuse_posts.contains(channel) || known.locked {
            return Some(error(403, 50013, "Missing Permissions"));
        }
        if known.archived {
            return Some(error(
                400,
                50083,
                "Operation cannot be performed on an archived thread",
            ));
        }
        None
    }

    /// An interaction as Discord delivers it: its `app_permissions` are the bot's in the
    /// interaction's channel ("Interaction Object"), less what a server admin denied there.
    pub fn as_delivered(&self, mut payload: Value) -> Value {
        let channel = payload["channel_id"].as_str().unwrap_or_default();
        if let Some(denied) = self.denied.get(channel).copied()
            && payload["guild_id"].is_string()
        {
            let have: u64 = payload["app_permissions"]
                .as_str()
                .and_then(|p| p.parse().ok())
                .unwrap_or(super::permission::BOT);
            payload["app_permissions"] = json!((have & !denied).to_string());
        }
        payload
    }

    /// A post the channel's permissions forbid the bot ("Permissions"): Send Messages (in a
    /// thread, Send Messages in Threads), Embed Links for an embed, Attach Files for a file.
    fn refuse_denied(&self, channel: &str, body: &Value, files: usize) -> Option<Answer> {
        let denied = *self.denied.get(channel)?;
        let thread = self
            .channels
            .get(channel)
            .is_some_and(|c| matches!(c.kind, 10..=12));
        let post = if thread {
            super::permission::SEND_MESSAGES_IN_THREADS
        } else {
            super::permission::SEND_MESSAGES
        };
        let embeds = body["embeds"].as_array().is_some_and(|e| !e.is_empty());
        let forbidden = denied & (super::permission::VIEW_CHANNEL | post) != 0
            || (embeds && denied & super::permission::EMBED_LINKS != 0)
            || (files > 0 && denied & super::permission::ATTACH_FILES != 0);
        forbidden.then(|| error(403, 50013, "Missing Permissions"))
    }

    /// A DM Discord refuses ("JSON Error Codes"): 50007 Cannot send messages to this user
    /// (DMs closed, or no server shared with the bot), 40003 opening DMs too fast.
    fn refuse_dm(&mut self, channel: &str) -> Option<Answer> {
        let user = |u: &String| channel.starts_with('7') && channel[1..] == u[1..];
        if self.closed_dms.iter().chain(&self.strangers).any(user) {
            return Some(error(403, 50007, "Cannot send messages to this user"));
        }
        let (_, left) = self.dms_too_fast.iter_mut().find(|(u, _)| user(u))?;
        *left = left.checked_sub(1)?;
        Some(error(
            403,
            40003,
            "You are opening direct messages too fast",
        ))
    }

    /// A bot route about the server or one of its channels (not a DM, not the commands an
    /// `applications.commands` install may register).
    fn in_the_server(&self, segments: &[&str]) -> bool {
        match segments {
            ["guilds", ..] => true,
            ["channels", id, ..] => self.channels.get(*id).is_none_or(|c| c.kind != 1),
            _ => false,
        }
    }

    fn interaction(&mut self, token: &str) -> Option<&mut Interaction> {
        self.interactions.get_mut(token)
    }

    fn callback(&mut self, id: &str, token: &str, body: &Value, files: usize) -> Answer {
        let Some(interaction) = self.interactions.get(token).filter(|i| i.id == id) else {
            return error(404, 10062, "Unknown interaction");
        };
        if interaction.response.is_some() {
            return error(400, 40060, "Interaction has already been acknowledged.");
        }
        if interaction.expired || interaction.received.elapsed() > DEADLINE {
            return error(404, 10062, "Unknown interaction");
        }
        let kind = body["type"].as_u64().unwrap_or(0);
        let allowed: &[u64] = match interaction.kind {
            2 => &[4, 5, 9],
            3 => &[4, 5, 6, 7, 9],
            4 => &[8],
            _ => &[],
        };
        if !allowed.contains(&kind) {
            return error(
                400,
                50035,
                "Invalid Form Body (type: invalid response type)",
            );
        }
        if matches!(kind, 4 | 7)
            && let Some(refusal) = invalid_message(&body["data"], files)
        {
            return refusal;
        }
        let (channel, on_message) = (interaction.channel.clone(), interaction.on_message.clone());
        let data = &body["data"];
        let ephemeral = data["flags"].as_u64().unwrap_or(0) & super::EPHEMERAL != 0;
        let original = match kind {
            4 | 5 => Some(self.show(&channel, data, ephemeral)),
            6 => on_message,
            7 => {
                if let Some(id) = &on_message {
                    self.edit_shown(id, data);
                }
                on_message
            }
            _ => None,
        };
        if let Some(interaction) = self.interaction(token) {
            interaction.response = Some(kind);
            interaction.original = original;
            interaction.deferral_open = kind == 5;
        }
        (204, Vec::new(), Value::Null)
    }

    /// A follow-up (`message` None) or an edit of `message` (`@original` or a follow-up).
    fn webhook(
        &mut self,
        app: &str,
        token: &str,
        message: Option<&str>,
        body: &Value,
        files: usize,
    ) -> Answer {
        if app != APP_ID {
            return error(404, 10015, "Unknown Webhook");
        }
        let Some(interaction) = self.interaction(token) else {
            return error(404, 10015, "Unknown Webhook");
        };
        if interaction.expired {
            return error(401, 50027, "Invalid Webhook Token");
        }
        let Some(response) = interaction.response else {
            // Nothing to follow up or edit before the first response.
            return match message {
                None => error(404, 10015, "Unknown Webhook"),
                Some(_) => error(404, 10008, "Unknown Message"),
            };
        };
        if message.is_none()
            && let Some(refusal) = invalid_message(body, files)
        {
            return refusal;
        }
        let original = interaction.original.clone();
        let channel = interaction.channel.clone();
        let target = match message {
            // The first follow-up after a deferred reply edits it, visibility and all.
            None if interaction.deferral_open => {
                interaction.deferral_open = false;
                original
            }
            None => None,
            Some("@original") if response == 8 => return error(404, 10008, "Unknown Message"),
            Some("@original") => {
                interaction.deferral_open = false;
                original
            }
            Some(existing) if interaction.followups.contains(existing) => {
                Some(existing.to_string())
            }
            Some(_) => return error(404, 10008, "Unknown Message"),
        };
        let id = match target {
            Some(target) => {
                self.edit_shown(&target, body);
                target
            }
            None => {
                let ephemeral = body["flags"].as_u64().unwrap_or(0) & super::EPHEMERAL != 0;
                let shown = self.show(&channel, body, ephemeral);
                if let Some(interaction) = self.interaction(token) {
                    interaction.followups.insert(shown.clone());
                }
                shown
            }
        };
        let mut object = self.message_object(&id);
        object["components"] = match &body["components"] {
            Value::Null => json!([]),
            components => components.clone(),
        };
        ok(object)
    }

    /// "Get Original Interaction Response".
    fn original(&self, app: &str, token: &str) -> Answer {
        if app != APP_ID {
            return error(404, 10015, "Unknown Webhook");
        }
        let Some(interaction) = self.interactions.get(token) else {
            return error(404, 10015, "Unknown Webhook");
        };
        if interaction.expired {
            return error(401, 50027, "Invalid Webhook Token");
        }
        match &interaction.original {
            Some(id) => ok(self.message_object(id)),
            None => error(404, 10008, "Unknown Message"),
        }
    }

    pub fn answer(&mut self, method: &str, path: &str, body: &Value, files: usize) -> Answer {
        let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
        if files > 0 && self.refuse_files {
            return error(403, 50013, "Missing Permissions");
        }
        if let Some((_, _, status)) = self
            .failing
            .iter()
            .find(|(m, p, _)| m == method && path.starts_with(p.as_str()))
        {
            return error(*status, 0, "Internal Server Error");
        }
        if let Some(refusal) = super::limits::refuse(method, &segments, body) {
            return refusal;
        }
        if self.no_bot && self.in_the_server(&segments) {
            return error(403, 50001, "Missing Access");
        }
        match (method, segments.as_slice()) {
            ("PUT", ["applications", app, "guilds", guild, "commands"]) => {
                if let Some(status) = self.registration_failures.pop_front() {
                    return registration_failure(status);
                }
                if *app != APP_ID || *guild != GUILD_ID {
                    return error(403, 50001, "Missing Access");
                }
                self.guild_commands.insert(guild.to_string(), body.clone());
                ok(json!([]))
            }
            ("PUT", ["applications", app, "commands"]) => {
                if let Some(status) = self.registration_failures.pop_front() {
                    return registration_failure(status);
                }
                if *app != APP_ID {
                    return error(403, 50001, "Missing Access");
                }
                self.global_commands = Some(body.clone());
                ok(json!([]))
            }
            ("POST", ["interactions", id, token, "callback"]) => {
                self.callback(id, token, body, files)
            }
            ("POST", ["webhooks", app, token]) => self.webhook(app, token, None, body, files),
            ("PATCH", ["webhooks", app, token, "messages", message]) => {
                self.webhook(app, token, Some(message), body, files)
            }
            ("GET", ["webhooks", app, token, "messages", "@original"]) => self.original(app, token),
            ("POST", ["users", "@me", "channels"]) => {
                let recipient = body["recipient_id"].as_str().unwrap_or("0").to_string();
                // The DM channel's id is the user's id with a prefix digit: easy to map back.
                let channel = super::dm_channel(&recipient);
                self.channels
                    .entry(channel.clone())
                    .or_insert_with(|| Channel::new(1));
                ok(json!({"id": channel, "type": 1, "last_message_id": null,
                           "recipients": [user(&recipient, "player", false)]}))
            }
            ("POST", ["channels", channel, "messages"]) => {
                if let Some(refusal) = self.refuse_dm(channel) {
                    return refusal;
                }
                if let Some(refusal) = self.refuse_channel(channel) {
                    return refusal;
                }
                if let Some(refusal) = self.refuse_denied(channel, body, files) {
                    return refusal;
                }
                if let Some(refusal) = invalid_message(body, files) {
                    return refusal;
                }
                if let Some(existing) = self.same_nonce(body) {
                    return ok(self.message_object(&existing));
                }
                let components = match &body["components"] {
                    Value::Null => json!([]),
                    components => components.clone(),
                };
                let id = self.show(channel, body, false);
                let mut object = self.message_object(&id);
                object["components"] = components;
                ok(object)
            }
            ("PATCH", ["channels", channel, "messages", id]) => {
                if let Some(refusal) = self.refuse_channel(channel) {
                    return refusal;
                }
                if self.shown_message(id).is_none_or(|m| m.channel != *channel) {
                    return error(404, 10008, "Unknown Message");
                }
                self.edit_shown(id, body);
                ok(self.message_object(id))
            }
            ("POST", ["channels", parent, "threads"]) => {
                let Some(known) = self.channels.get(*parent) else {
                    return error(404, 10003, "Unknown Channel");
                };
                if !known.visible {
                    return error(403, 50001, "Missing Access");
                }
                // Threads only under a server's text or announcement channel.
                if !matches!(known.kind, 0 | 5) {
                    return error(400, 50024, "Cannot execute action on this channel type");
                }
                if self.refuse_threads {
                    return error(403, 50013, "Missing Permissions");
                }
                self.threads += 1;
                let id = (THREAD_ID.parse::<u64>().unwrap_or(0) + self.threads - 1).to_string();
                self.channels.insert(id.clone(), Channel::new(11));
                let name = body["name"].as_str().unwrap_or_default();
                ok(thread(&id, parent, name))
            }
            ("GET", ["channels", id]) => {
                let Some(known) = self.channels.get(*id) else {
                    return error(404, 10003, "Unknown Channel");
                };
                if !known.visible {
                    return error(403, 50001, "Missing Access");
                }
                let mut channel = thread(id, CHANNEL_ID, "Labyrinth");
                channel["type"] = json!(known.kind);
                channel["thread_metadata"]["archived"] = json!(known.archived);
                channel["thread_metadata"]["locked"] = json!(known.locked);
                channel["permission_overwrites"] = match self.denied.get(*id) {
                    Some(deny) => json!([{"id": GUILD_ID, "type": 0, "allow": "0",
                                          "deny": deny.to_string()}]),
                    None => json!([]),
                };
                ok(channel)
            }
            ("GET", ["users", "@me"]) => ok(user(super::BOT_ID, "labyrinth", true)),
            ("GET", ["oauth2", "applications", "@me"]) => ok(json!({
                "id": APP_ID, "name": "Labyrinth", "icon": null, "description": "",
                "bot_public": true, "bot_require_code_grant": false, "verify_key": "0",
                "owner": user("940000000000000099", "owner", false), "team": null,
                "flags": 0
            })),
            ("GET", ["applications", app, "guilds", guild, "commands"]) if *app == APP_ID => {
                ok(registered(self.guild_commands.get(*guild)))
            }
            ("GET", ["applications", app, "commands"]) if *app == APP_ID => {
                ok(registered(self.global_commands.as_ref()))
            }
            ("GET", ["guilds", guild, "members", member]) => {
                if *guild != GUILD_ID || self.strangers.contains(*member) {
                    return error(404, 10007, "Unknown Member");
                }
                if *member != super::BOT_ID {
                    return ok(super::events::member(
                        member,
                        &super::permission::MEMBER.to_string(),
                    ));
                }
                ok(json!({"user": user(super::BOT_ID, "labyrinth", true),
                          "roles": [BOT_ROLE], "joined_at": "2025-01-01T00:00:00.000000+00:00",
                          "deaf": false, "mute": false, "flags": 0}))
            }
            ("GET", ["guilds", guild, "roles"]) if *guild == GUILD_ID => ok(json!([
                {"id": GUILD_ID, "name": "@everyone", "permissions":
                    (super::permission::VIEW_CHANNEL | super::permission::SEND_MESSAGES).to_string(),
                 "position": 0, "color": 0, "hoist": false, "managed": false, "mentionable": false},
                {"id": BOT_ROLE, "name": "labyrinth", "permissions": super::permission::BOT.to_string(),
                 "position": 1, "color": 0, "hoist": false, "managed": true, "mentionable": false}
            ])),
            ("PATCH", ["channels", id]) => {
                let Some(known) = self.channels.get(*id).cloned() else {
                    return error(404, 10003, "Unknown Channel");
                };
                if !known.visible {
                    return error(403, 50001, "Missing Access");
                }
                if !matches!(known.kind, 10..=12) && body.get("archived").is_some() {
                    return error(400, 50024, "Cannot execute action on this channel type");
                }
                // Unarchiving needs Manage Threads only when the thread is locked.
                if known.locked {
                    return error(403, 50013, "Missing Permissions");
                }
                if known.archived && body["archived"] != json!(false) {
                    return error(
                        400,
                        50083,
                        "Operation cannot be performed on an archived thread",
                    );
                }
                if let Some(channel) = self.channels.get_mut(*id) {
                    channel.archived = false;
                }
                let name = body["name"].as_str().unwrap_or("Labyrinth");
                ok(thread(id, CHANNEL_ID, name))
            }
            _ => error(404, 0, "404: Not Found"),
        }
    }
}

/// Discord's epoch (2015-01-01) in Unix milliseconds ("Snowflakes").
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// An interaction id made `ago` ago ("Snowflakes": its top bits are the time it was made).
pub fn snowflake(ago: Duration) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    let made = now - ago.as_millis() as u64 - DISCORD_EPOCH_MS;
    ((made << 22) | 1).to_string()
}

/// When a snowflake id was made, if it is one of the last 15 minutes.
fn made_at(id: &str) -> Option<Instant> {
    let id: u64 = id.parse().ok()?;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_millis() as u64;
    let age = now.checked_sub((id >> 22) + DISCORD_EPOCH_MS)?;
    (age < 15 * 60 * 1000).then(|| Instant::now() - Duration::from_millis(age))
}

/// The bot's own role, made when it joined with the invite's permissions.
pub const BOT_ROLE: &str = "915000000000000001";

/// Registered commands as Discord lists them: the registration body with what Discord adds.
fn registered(body: Option<&Value>) -> Value {
    let mut commands = body.cloned().unwrap_or_else(|| json!([]));
    for (i, command) in commands.as_array_mut().into_iter().flatten().enumerate() {
        command["id"] = json!(format!("93000000000000000{i}"));
        command["application_id"] = json!(APP_ID);
        command["version"] = json!("931000000000000001");
        command["default_member_permissions"] = Value::Null;
        command["nsfw"] = json!(false);
    }
    commands
}

/// A command registration refused with `status`, as Discord refuses it.
fn registration_failure(status: u16) -> Answer {
    match status {
        401 => error(401, 0, "401: Unauthorized"),
        403 => error(403, 50001, "Missing Access"),
        404 => error(404, 10004, "Unknown Guild"),
        _ => error(status, 0, "Internal Server Error"),
    }
}
