//! The bot as a service (issue "Run it as a service"), as a process of its own against the
//! fake Discord: killed with SIGKILL at random points of its deliveries, it loses no owed
//! message and Discord shows none twice; stopped with SIGTERM, it finishes the work in flight,
//! refuses new commands meanwhile, closes the database and exits 0.
//!
//! The bot runs in a child process: this test binary again, running only [`bot_process`],
//! which serves the fake Discord named in its environment (the production `discord::run`,
//! with an HTTP client that reaches the fake).

use crate::discord_fake;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use discord_fake::{CHANNEL_ID, FakeGateway, FakeRest, GUILD_ID, TOKEN, dm_channel, slash};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

const ALICE: &str = "940000000000000011";
/// The child's environment: the fake's address and the database.
const FAKE: &str = "LABYRINTH_TEST_FAKE_DISCORD";
const DATABASE: &str = "LABYRINTH_TEST_DATABASE";

/// The bot, when this binary runs as the child process (otherwise nothing).
#[test]
fn bot_process() {
    let (Ok(address), Ok(database)) = (std::env::var(FAKE), std::env::var(DATABASE)) else {
        return;
    };
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter("info,labyrinth_bot=debug")
        .try_init();
    let address: std::net::SocketAddr = address.parse().unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let config = labyrinth_bot::discord::Config {
        token: TOKEN.to_string(),
        database: PathBuf::from(database),
        dev_guild: Some(GUILD_ID.parse().unwrap()),
        register: labyrinth_bot::discord::Register::Guild,
        registration_backoff: Duration::from_millis(20),
        http_client: Some(runtime.block_on(async { discord_fake::client_for(address) })),
        seeds: labyrinth_bot::app::SeedPolicy::Chosen,
        retention_days: labyrinth_bot::store::RETENTION_DAYS,
        keep_threads_open: labyrinth_bot::discord::KEEP_OPEN_EVERY,
    };
    runtime
        .block_on(labyrinth_bot::discord::run(config))
        .unwrap();
}

/// The bot in a child process, connected to the fake and its commands registered.
struct Bot {
    child: Child,
}

impl Bot {
    async fn start(
        rest: &FakeRest,
        listener: &discord_fake::Listener,
        url: &str,
        db: &Path,
        log: &Path,
    ) -> (Bot, FakeGateway) {
        let from = rest.requests().len();
        let log = std::fs::File::create(log).unwrap();
        let child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "discord_service::bot_process",
                "--nocapture",
                "--test-threads",
                "1",
            ])
            .env(FAKE, rest.address.to_string())
            .env(DATABASE, db)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap();
        let mut gateway = FakeGateway::accept_on(listener, url).await;
        rest.identified();
        gateway.set_rest(rest.clone());
        rest.wait_for(from, "command registration", |r| {
            r.method == "PUT" && r.status == 200
        })
        .await;
        // The framework's data is set just after registration.
        tokio::time::sleep(Duration::from_millis(200)).await;
        (Bot { child }, gateway)
    }

    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// Every owed message, as stored: (id, kind, channel, user, text).
fn owed(db: &Path) -> Vec<(i64, String, String, Option<String>, String)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut stmt = conn
        .prepare("SELECT id, channel, body FROM outbox ORDER BY id")
        .unwrap();
    stmt.query_map([], |row| {
        let body: String = row.get(2)?;
        let body: Value = serde_json::from_str(&body).unwrap();
        Ok((
            row.get(0)?,
            body["kind"].as_str().unwrap().to_string(),
            row.get(1)?,
            body["user"].as_str().map(str::to_string),
            body["text"].as_str().unwrap_or_default().to_string(),
        ))
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

fn unsent(db: &Path) -> i64 {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row(
        "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL",
        [],
        |row| row.get(0),
    )
    .unwrap_or(0)
}

fn version(db: &Path) -> i64 {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("SELECT COALESCE(SUM(version), 0) FROM games", [], |row| {
        row.get(0)
    })
    .unwrap_or(0)
}

/// Wait until the bot logging to `log` has logged `n` commands (each line is written once
/// the command's delivery is over).
async fn logged(log: &Path, n: usize) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        if text.matches("labyrinth::command").count() >= n {
            return;
        }
        assert!(Instant::now() < deadline, "the command never ended: {text}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Wait until nothing is owed and Discord has heard nothing for a while.
async fn delivered(rest: &FakeRest, db: &Path) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while unsent(db) > 0 {
        assert!(Instant::now() < deadline, "owed messages never sent");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    rest.settle_for(0, Duration::from_millis(400)).await;
}

fn count<'a>(lines: impl Iterator<Item = &'a str>) -> BTreeMap<&'a str, usize> {
    let mut counted = BTreeMap::new();
    for line in lines.filter(|l| !l.is_empty()) {
        *counted.entry(line).or_insert(0) += 1;
    }
    counted
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_at_random_points_the_bot_loses_and_repeats_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let (listener, url) = FakeGateway::listen().await;
    let rest = FakeRest::start(url.clone()).await;
    let mut lives = 0;
    let mut next_log = || {
        lives += 1;
        dir.path().join(format!("bot-{lives}.log"))
    };
    // The current life's log and how many commands it has logged.
    let mut log = next_log();
    let mut commands = 0;
    let (mut bot, mut gw) = Bot::start(&rest, &listener, &url, &db, &log).await;
    let new = json!([{"name": "mode", "type": 4, "value": 1},
                     {"name": "seed", "type": 4, "value": 11}]);
    gw.dispatch("INTERACTION_CREATE", slash("5000", ALICE, "game new", new))
        .await;
    commands += 1;
    logged(&log, commands).await;
    delivered(&rest, &db).await;
    let started = version(&db);
    assert!(started > 0, "the game started");

    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut kills = 0;
    for round in 1..=16 {
        let answer = json!([{"name": "answer", "type": 3, "value": "1"}]);
        let id = (5000 + round).to_string();
        let from = rest.requests().len();
        let held = round % 4 == 3;
        if held {
            // Discord makes the messages but answers late: the bot is killed after one
            // is made and before it hears so.
            rest.hold("POST", "/api/v10/channels/", Duration::from_secs(2));
        }
        gw.dispatch("INTERACTION_CREATE", slash(&id, ALICE, "choose", answer))
            .await;
        if round % 2 == 1 {
            if held {
                // Until a message is made (a command may make none: then after 4 s).
                let deadline = Instant::now() + Duration::from_secs(4);
                while Instant::now() < deadline
                    && !rest.requests().iter().skip(from).any(|r| {
                        r.method == "POST" && r.path.ends_with("/messages") && r.status == 200
                    })
                {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
                rest.with(|d| d.held.clear());
            } else {
                // Killed somewhere in the command or its delivery.
                tokio::time::sleep(Duration::from_millis(rng.random_range(0..1500))).await;
            }
            bot.kill();
            kills += 1;
            (log, commands) = (next_log(), 0);
            (bot, gw) = Bot::start(&rest, &listener, &url, &db, &log).await;
            if rng.random_range(0..3) == 0 {
                // And again while it sends what it owed.
                tokio::time::sleep(Duration::from_millis(rng.random_range(0..400))).await;
                bot.kill();
                kills += 1;
                (log, commands) = (next_log(), 0);
                (bot, gw) = Bot::start(&rest, &listener, &url, &db, &log).await;
            }
        } else {
            commands += 1;
            logged(&log, commands).await;
        }
        delivered(&rest, &db).await;
    }
    bot.kill();
    assert!(kills >= 8, "{kills} kills");
    assert!(version(&db) > started + 3, "the game went on between kills");
    assert_eq!(unsent(&db), 0);

    // What Discord shows, against what was owed.
    let owed = owed(&db);
    let shown = rest.with(|d| d.shown.clone());
    let public_owed: Vec<&str> = owed
        .iter()
        .filter(|(_, kind, channel, _, _)| {
            channel == CHANNEL_ID && (kind == "public" || kind == "play")
        })
        .flat_map(|(_, _, _, _, text)| text.lines())
        .collect();
    let public_shown: Vec<&str> = shown
        .iter()
        .filter(|m| m.channel == CHANNEL_ID && !m.ephemeral)
        .flat_map(|m| m.content.lines())
        .collect();
    let (shown_lines, owed_lines) = (
        count(public_shown.iter().copied()),
        count(public_owed.iter().copied()),
    );
    let differ: Vec<_> = owed_lines
        .keys()
        .chain(shown_lines.keys())
        .filter(|line| owed_lines.get(*line) != shown_lines.get(*line))
        .map(|line| (line, owed_lines.get(line), shown_lines.get(line)))
        .collect();
    assert!(
        differ.is_empty(),
        "the channel shows every owed line once: (line, owed, shown) {differ:?}"
    );
    let boards_owed = owed.iter().filter(|o| o.1 == "board").count();
    let boards_shown = shown
        .iter()
        .filter(|m| m.channel == CHANNEL_ID && !m.ephemeral)
        .filter(|m| m.embeds.as_array().is_some_and(|e| !e.is_empty()))
        .count();
    assert_eq!(boards_shown, boards_owed, "every board once");
    // Private messages: each reached alice (a DM, or a reply only she saw); no DM twice.
    let dm = dm_channel(ALICE);
    let private: Vec<&str> = owed
        .iter()
        .filter(|o| o.3.is_some())
        .map(|o| o.4.as_str())
        .collect();
    assert!(!private.is_empty(), "alice was sent private messages");
    for (id, kind, _, _, text) in owed.iter().filter(|o| o.3.is_some()) {
        let start: String = text.chars().take(60).collect();
        let nonce = format!("o{id}.");
        let tried: Vec<_> = rest
            .requests()
            .into_iter()
            .filter(|r| {
                r.body["nonce"]
                    .as_str()
                    .is_some_and(|n| n.starts_with(&nonce))
            })
            .map(|r| (r.path, r.status))
            .collect();
        assert!(
            shown
                .iter()
                .any(|m| (m.channel == dm || m.ephemeral) && m.content.starts_with(&start)),
            "a private message was lost: {id} {kind} {start}; tried {tried:?}; {:?}",
            dir.keep()
        );
    }
    let dms = count(
        shown
            .iter()
            .filter(|m| m.channel == dm)
            .map(|m| m.content.as_str()),
    );
    for (content, times) in dms {
        let owed_times = private.iter().filter(|t| t.starts_with(content)).count();
        assert!(
            times <= owed_times.max(1),
            "a DM shown {times} times: {content}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_finishes_the_work_in_flight_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let (listener, url) = FakeGateway::listen().await;
    let rest = FakeRest::start(url.clone()).await;
    let (bot, mut gw) = Bot::start(&rest, &listener, &url, &db, &dir.path().join("bot.log")).await;
    // Channel posts are slow: the new game's delivery takes seconds.
    rest.slow(
        "POST",
        &format!("/api/v10/channels/{CHANNEL_ID}/messages"),
        Duration::from_millis(700),
    );
    let new = json!([{"name": "mode", "type": 4, "value": 1},
                     {"name": "seed", "type": 4, "value": 5}]);
    let from = rest.requests().len();
    gw.dispatch("INTERACTION_CREATE", slash("6001", ALICE, "game new", new))
        .await;
    rest.wait_for(from, "the new game's reply", |r| {
        discord_fake::is_callback(r, "6001")
    })
    .await;
    let stopping = Instant::now();
    let status = Command::new("kill")
        .args(["-TERM", &bot.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    // A command while it stops: told to try again, nothing done.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let help = json!([{"name": "answer", "type": 3, "value": "1"}]);
    gw.dispatch("INTERACTION_CREATE", slash("6002", ALICE, "choose", help))
        .await;
    let refused = rest
        .wait_for(from, "the refusal while stopping", |r| {
            discord_fake::is_callback(r, "6002")
        })
        .await;
    let (_, private, text) = discord_fake::reply(&refused);
    assert!(private && text.contains("restarting"), "{text}");
    let mut child = bot.child;
    let exit = loop {
        if let Some(exit) = child.try_wait().unwrap() {
            break exit;
        }
        assert!(
            stopping.elapsed() < Duration::from_secs(20),
            "the bot did not stop"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(exit.success(), "{exit:?}");
    assert!(
        stopping.elapsed() < labyrinth_bot::discord::DRAIN + Duration::from_secs(5),
        "stopped within the bound"
    );
    // The work in flight was finished: every owed message sent, the database closed (its
    // write-ahead log folded back in and removed).
    assert!(
        !dir.path().join("bot.db-wal").exists(),
        "the database was closed"
    );
    assert_eq!(unsent(&db), 0, "the new game's messages were all delivered");
    assert!(version(&db) > 0);
    assert_eq!(
        rusqlite::Connection::open(&db)
            .unwrap()
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get::<_, i64>(0))
            .unwrap(),
        1,
        "the command refused while stopping did nothing"
    );
}

/// The systemd unit waits longer than the bot's drain, and its start limits keep a failing
/// bot under Discord's 1,000 logins a day; Docker's 10 s stop wait is longer than the drain.
#[test]
fn the_unit_stops_after_the_drain_and_cannot_loop_into_the_login_limit() {
    let unit = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/deploy/labyrinth.service"
    ))
    .unwrap();
    let value = |key: &str| -> u64 {
        unit.lines()
            .find_map(|l| l.strip_prefix(&format!("{key}=")))
            .unwrap_or_else(|| panic!("{key} missing"))
            .trim()
            .parse()
            .unwrap()
    };
    let drain = labyrinth_bot::discord::DRAIN.as_secs();
    assert!(value("TimeoutStopSec") > drain);
    assert!(drain < 10, "within Docker's default stop wait");
    let starts_a_day = value("StartLimitBurst") * (24 * 60 * 60) / value("StartLimitIntervalSec");
    assert!(starts_a_day < 1000, "{starts_a_day} logins a day");
    assert!(unit.contains("Restart=on-failure") && unit.contains("DynamicUser=yes"));
    let docker =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/Dockerfile")).unwrap();
    assert!(docker.contains("USER 10001") && docker.contains("VOLUME"));
}
