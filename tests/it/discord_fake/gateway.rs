//! The fake gateway, as Discord's "Gateway" documentation describes it: HELLO with the
//! heartbeat interval, IDENTIFY answered with READY, every Heartbeat (op 1) acknowledged
//! (op 11) and recorded, and on a test's demand a Reconnect (op 7): the client is away
//! until it RESUMEs (op 6, with the token, `session_id` and its last sequence), when the
//! events dispatched since that sequence are replayed as they were (an interaction keeps
//! its id, so its age is its id's time), then RESUMED. A RESUME that does not match the
//! session (or after the session expired) gets Invalid Session (op 9, not resumable), and
//! the client identifies anew on a new connection.
//!
//! A test can also stop acknowledging a connection's heartbeats (a "zombied" connection),
//! after which the client must connect anew.
//!
//! Not modelled: Discord closing a connection whose heartbeats stop, Heartbeat Requests
//! (op 1 from the gateway), close codes, compression, the login budget spent by a second
//! IDENTIFY.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::Message as WsMessage;

use super::{APP_ID, BOT_ID, FakeRest, GUILD_ID, TOKEN};

/// Where the fake gateway listens; the first connection and every reconnection come here
/// (READY's `resume_gateway_url` names it too: serenity 0.12 resumes on the URL it
/// connected to).
pub type Listener = Arc<TcpListener>;

/// The interval Discord gives today ("Hello Event"; the documentation's example is 45 s).
/// Heartbeats are acknowledged, so a test of any length keeps its connection.
pub const HEARTBEAT_INTERVAL: Duration = Duration::from_millis(41_250);

/// One heartbeat the client sent.
#[derive(Clone, Debug)]
pub struct Heartbeat {
    pub at: Instant,
    /// Its `d`: the last sequence the client received (null before any).
    pub sequence: Option<u64>,
    /// The last sequence the gateway had sent on that connection by then.
    pub sent: u64,
}

/// The gateway's side of the session: what it dispatched, to replay it.
struct Session {
    /// `session_id` of READY; a new one at each IDENTIFY.
    id: String,
    identifies: Vec<Value>,
    sequence: u64,
    /// The session's dispatches (sequence, frame), replayed after a RESUME.
    log: Vec<(u64, Value)>,
    /// The connection events go to (its number and writer); `None` while the client is away.
    live: Option<(u64, mpsc::UnboundedSender<WsMessage>)>,
    /// The last sequence sent on the live connection.
    sent: u64,
    connections: u64,
    interval: Duration,
    /// The connection whose heartbeats go unacknowledged (a zombied connection).
    zombie: Option<u64>,
    heartbeats: Vec<Heartbeat>,
    /// The RESUME payloads received, and how many were accepted.
    resumes: Vec<Value>,
    resumed: usize,
    invalidated: usize,
    /// The next RESUME is refused (the session timed out while the client was away).
    expired: bool,
    /// How long a RESUME waits before the replay: the client kept away meanwhile.
    hold: Duration,
    url: String,
    /// Tells the acceptor a reconnection is due (after op 7 or op 9).
    reconnecting: mpsc::UnboundedSender<()>,
    /// The REST side, whose login budget ("Session Start Limit Object") each IDENTIFY after
    /// the first spends (the first is counted where the bot is launched).
    rest: Option<FakeRest>,
}

impl Session {
    fn dispatch(&mut self, kind: &str, data: Value) {
        self.sequence += 1;
        let frame = json!({"op": 0, "t": kind, "s": self.sequence, "d": data});
        self.log.push((self.sequence, frame.clone()));
        if let Some((_, live)) = &self.live
            && live.send(WsMessage::Text(frame.to_string())).is_ok()
        {
            self.sent = self.sequence;
        }
    }

    fn ready(&mut self) -> Value {
        json!({
            "v": 10,
            "user": {"id": BOT_ID, "username": "labyrinth", "discriminator": "0",
                     "global_name": null, "avatar": null, "bot": true,
                     "verified": true, "mfa_enabled": false, "flags": 0},
            "guilds": [{"id": GUILD_ID, "unavailable": true}],
            "session_id": self.id,
            "resume_gateway_url": self.url,
            "shard": [0, 1],
            "application": {"id": APP_ID, "flags": 0}
        })
    }

    /// Whether `resume` ("Resume Structure") continues this session.
    fn resumes(&self, resume: &Value) -> bool {
        !self.expired
            && resume["token"] == format!("Bot {TOKEN}")
            && resume["session_id"] == self.id
            && resume["seq"]
                .as_u64()
                .is_some_and(|seq| seq <= self.sequence)
    }
}

/// The scripted gateway: HELLO, IDENTIFY answered with READY, heartbeats acknowledged; then
/// whatever the test dispatches, and reconnections on its demand.
pub struct FakeGateway {
    session: Arc<Mutex<Session>>,
    /// The first IDENTIFY.
    pub identify: Value,
    /// The REST side: an interaction is delivered only where Discord would deliver it, and
    /// its 3 seconds start.
    pub rest: Option<FakeRest>,
}

impl FakeGateway {
    pub async fn listen() -> (Listener, String) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("ws://{}", listener.local_addr().unwrap());
        (Arc::new(listener), url)
    }

    pub async fn accept(listener: Listener, url: &str) -> FakeGateway {
        FakeGateway::accept_on(&listener, url).await
    }

    /// The next connection to `listener` (a bot that connects again after a restart).
    pub async fn accept_on(listener: &Listener, url: &str) -> FakeGateway {
        FakeGateway::accept_with(listener, url, HEARTBEAT_INTERVAL).await
    }

    /// The next connection, told to heartbeat every `interval`.
    pub async fn accept_with(listener: &Listener, url: &str, interval: Duration) -> FakeGateway {
        let (reconnecting, due) = mpsc::unbounded_channel();
        let session = Arc::new(Mutex::new(Session {
            id: String::new(),
            identifies: Vec::new(),
            sequence: 0,
            log: Vec::new(),
            live: None,
            sent: 0,
            connections: 0,
            interval,
            zombie: None,
            heartbeats: Vec::new(),
            resumes: Vec::new(),
            resumed: 0,
            invalidated: 0,
            expired: false,
            hold: Duration::ZERO,
            url: url.to_string(),
            reconnecting,
            rest: None,
        }));
        tokio::spawn(acceptor(Arc::clone(&session), Arc::clone(listener), due));
        let (stream, _) = tokio::time::timeout(Duration::from_secs(20), listener.accept())
            .await
            .expect("the bot connects to the gateway")
            .unwrap();
        tokio::spawn(serve(Arc::clone(&session), stream));
        let mut identified = None;
        for _ in 0..400 {
            identified = session.lock().unwrap().identifies.first().cloned();
            if identified.is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        FakeGateway {
            session,
            identify: identified.expect("IDENTIFY"),
            rest: None,
        }
    }

    pub async fn dispatch(&mut self, kind: &str, mut data: Value) {
        if kind == "INTERACTION_CREATE"
            && let Some(rest) = &self.rest
        {
            data = rest.with(|d| d.as_delivered(data));
            if let Err(refusal) = rest.dispatched(&data) {
                panic!("{refusal}");
            }
            // The event's way to the bot: its 3 s have begun.
            tokio::time::sleep(rest.with(|d| d.latency)).await;
        }
        self.session.lock().unwrap().dispatch(kind, data);
    }

    /// "Reconnect" (op 7): the client is asked to reconnect and resume; events dispatched
    /// until it has (and for `away` more) wait for the replay.
    pub fn reconnect(&self, away: Duration) {
        let mut session = self.session.lock().unwrap();
        session.hold = away;
        if let Some((_, live)) = session.live.take() {
            let _ = live.send(WsMessage::Text(json!({"op": 7, "d": null}).to_string()));
        }
        let _ = session.reconnecting.send(());
    }

    /// The session times out: the next RESUME is answered Invalid Session.
    pub fn expire_session(&self) {
        self.session.lock().unwrap().expired = true;
    }

    /// The live connection "zombies": its heartbeats are no longer acknowledged ("Sending
    /// Heartbeats"), and the client is expected to connect anew.
    pub fn zombie(&self) {
        let mut session = self.session.lock().unwrap();
        session.zombie = session.live.as_ref().map(|(n, _)| *n);
        let _ = session.reconnecting.send(());
    }

    pub fn heartbeats(&self) -> Vec<Heartbeat> {
        self.session.lock().unwrap().heartbeats.clone()
    }

    pub fn resumes(&self) -> Vec<Value> {
        self.session.lock().unwrap().resumes.clone()
    }

    /// The REST side this gateway belongs to: an interaction is delivered only where Discord
    /// would deliver it, and each later IDENTIFY spends a login.
    pub fn set_rest(&mut self, rest: FakeRest) {
        self.session.lock().unwrap().rest = Some(rest.clone());
        self.rest = Some(rest);
    }

    pub fn identifies(&self) -> Vec<Value> {
        self.session.lock().unwrap().identifies.clone()
    }

    /// The last sequence dispatched.
    pub fn sequence(&self) -> u64 {
        self.session.lock().unwrap().sequence
    }

    /// Wait until `done` holds of the session's counts (resumed, invalidated, identifies).
    async fn wait(&self, what: &str, done: impl Fn(usize, usize, usize) -> bool) {
        for _ in 0..1200 {
            let counts = {
                let s = self.session.lock().unwrap();
                (s.resumed, s.invalidated, s.identifies.len())
            };
            if done(counts.0, counts.1, counts.2) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        panic!("timed out waiting for {what}");
    }

    /// Wait for the `n`th resume to be accepted (its replay and RESUMED sent).
    pub async fn wait_resumed(&self, n: usize) {
        self.wait("RESUMED", |resumed, _, _| resumed >= n).await;
    }

    /// Wait for the `n`th IDENTIFY.
    pub async fn wait_identified(&self, n: usize) {
        self.wait("IDENTIFY", |_, _, identifies| identifies >= n)
            .await;
    }

    /// Wait for the `n`th Invalid Session sent.
    pub async fn wait_invalidated(&self, n: usize) {
        self.wait("Invalid Session", |_, invalidated, _| invalidated >= n)
            .await;
    }
}

/// The client's reconnections (after op 7 or op 9), each on a connection of its own.
async fn acceptor(
    session: Arc<Mutex<Session>>,
    listener: Listener,
    mut due: mpsc::UnboundedReceiver<()>,
) {
    while due.recv().await.is_some() {
        if let Ok(Ok((stream, _))) =
            tokio::time::timeout(Duration::from_secs(30), listener.accept()).await
        {
            tokio::spawn(serve(Arc::clone(&session), stream));
        }
    }
}

/// One connection: HELLO, then the client's IDENTIFY or RESUME, heartbeats.
async fn serve(session: Arc<Mutex<Session>>, stream: tokio::net::TcpStream) {
    let Ok(socket) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut frames) = socket.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<WsMessage>();
    let (closed, writer_closed) = oneshot::channel::<()>();
    tokio::spawn(async move {
        while let Some(message) = rx.recv().await {
            if sink.send(message).await.is_err() {
                break;
            }
        }
        let _ = closed.send(());
    });
    let number = {
        let mut s = session.lock().unwrap();
        s.connections += 1;
        let interval = u64::try_from(s.interval.as_millis()).unwrap();
        let hello = json!({"op": 10, "d": {"heartbeat_interval": interval}, "s": null, "t": null});
        let _ = tx.send(WsMessage::Text(hello.to_string()));
        s.connections
    };
    while let Some(Ok(frame)) = frames.next().await {
        let WsMessage::Text(text) = frame else {
            continue;
        };
        let Ok(value) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match value["op"].as_u64() {
            // "Sending Heartbeats": acknowledged with op 11.
            Some(1) => {
                let mut s = session.lock().unwrap();
                let sent = if s.live.as_ref().is_some_and(|(n, _)| *n == number) {
                    s.sent
                } else {
                    0
                };
                s.heartbeats.push(Heartbeat {
                    at: Instant::now(),
                    sequence: value["d"].as_u64(),
                    sent,
                });
                if s.zombie != Some(number) {
                    let _ = tx.send(WsMessage::Text(json!({"op": 11}).to_string()));
                }
            }
            // "Identifying": a new session, READY.
            Some(2) => {
                let mut s = session.lock().unwrap();
                s.identifies.push(value.clone());
                if s.identifies.len() > 1
                    && let Some(rest) = &s.rest
                {
                    rest.identified();
                }
                s.id = format!("fake-session-{}", s.identifies.len());
                (s.sequence, s.sent, s.expired) = (0, 0, false);
                s.log.clear();
                s.live = Some((number, tx.clone()));
                let ready = s.ready();
                s.dispatch("READY", ready);
            }
            // "Resuming": the missed events in order, then RESUMED; or Invalid Session.
            Some(6) => {
                let hold = session.lock().unwrap().hold;
                tokio::time::sleep(hold).await;
                let mut s = session.lock().unwrap();
                s.resumes.push(value["d"].clone());
                if s.resumes(&value["d"]) {
                    let after = value["d"]["seq"].as_u64().unwrap_or(0);
                    for (_, frame) in s.log.iter().filter(|(seq, _)| *seq > after) {
                        let _ = tx.send(WsMessage::Text(frame.to_string()));
                    }
                    s.sent = s.sequence;
                    s.live = Some((number, tx.clone()));
                    s.dispatch("RESUMED", json!({}));
                    s.resumed += 1;
                } else {
                    // "Invalid Session": `d` false, the client must identify again.
                    let _ = tx.send(WsMessage::Text(json!({"op": 9, "d": false}).to_string()));
                    s.invalidated += 1;
                    let _ = s.reconnecting.send(());
                }
            }
            _ => {}
        }
    }
    {
        let mut s = session.lock().unwrap();
        if s.live.as_ref().is_some_and(|(n, _)| *n == number) {
            s.live = None;
        }
    }
    drop(tx);
    let _ = writer_closed.await;
}
