//! SQLite persistence: games, seats, action logs and outbound messages.
//!
//! **Invariant:** this is the only module that writes SQL. Every command runs in one
//! [`Tx`] (`BEGIN IMMEDIATE`, so commands on one database are serialized): load, apply,
//! append the actions, save the state with `version + 1`, record the messages, commit.
//! A save whose expected version is no longer current fails with [`StoreError::Stale`].

use std::path::Path;
use std::time::Duration;

use labyrinth_engine::{Action, GameState, Side};
use rusqlite::types::ValueRef;
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};
use rusqlite_migration::{M, Migrations};

mod digest;
mod export;
mod games;
mod hints;
mod history;
mod languages;
mod maintenance;
mod messages;
mod outbox;
mod play_by_post;
mod prompt_dms;
mod retention;
mod seat_claims;
pub use games::{GameHeader, GameRecord, GameSummary};
pub use history::{FinishedGame, Scope};
pub use messages::{MessageKind, StoredMessage};
pub use outbox::{CardPost, OwedRow, SENT_KEPT_DAYS};
pub use play_by_post::{AwayPeriod, GameTiming, PlayerSettings, Wait, parse_time, time_text};
pub use prompt_dms::PromptDmRow;
pub use retention::{RETENTION_DAYS, Retained};
pub use seat_claims::SeatClaim;

/// The schema, in order. Released migrations are never edited.
fn migrations() -> Vec<M<'static>> {
    vec![
        M::up(include_str!("../../migrations/0001_init.sql")),
        M::up(include_str!(
            "../../migrations/0002_undo_abandon_messages.sql"
        )),
        M::up(include_str!("../../migrations/0003_game_server.sql")),
        M::up(include_str!("../../migrations/0004_fewer_pages.sql")),
        M::up(include_str!("../../migrations/0005_reseed.sql")),
        M::up(include_str!("../../migrations/0006_play_by_post.sql")),
        M::up(include_str!("../../migrations/0007_requests.sql")),
        M::up(include_str!("../../migrations/0008_export_consent.sql")),
        M::up(include_str!("../../migrations/0009_seat_claims.sql")),
        M::up(include_str!("../../migrations/0010_languages.sql")),
        M::up(include_str!("../../migrations/0011_outbox.sql")),
        M::up_with_hook(
            include_str!("../../migrations/0012_load_checks.sql"),
            digest::backfill,
        ),
        M::up(include_str!("../../migrations/0013_claims.sql")),
        M::up(include_str!("../../migrations/0014_hints.sql")),
        M::up(include_str!("../../migrations/0015_request_shown.sql")),
        M::up(include_str!("../../migrations/0016_prompt_dms.sql")),
    ]
}

/// The database file used when `DATABASE_PATH` is not set.
pub const DEFAULT_PATH: &str = "./labyrinth.db";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("database migration: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("game {game}: stored {what} cannot be read: {source}")]
    Json {
        game: i64,
        what: &'static str,
        source: serde_json::Error,
    },
    #[error("cannot encode {what}: {source}")]
    Encode {
        what: &'static str,
        source: serde_json::Error,
    },
    #[error("game {game} was changed by another command (expected version {expected}); try again")]
    Stale { game: i64, expected: i64 },
    #[error("game {game}: {problem}")]
    Corrupt { game: i64, problem: String },
    /// The game's saved set-up or state cannot be read or fails validation. Other games
    /// are unaffected; this one can still be listed and abandoned (its [`GameHeader`]).
    #[error("game #{game} cannot be loaded: {problem}")]
    Broken { game: i64, problem: String },
}

/// A game's lifecycle.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum Status {
    /// A seat is still free (`/lab join`).
    Open,
    Active,
    /// Won, lost or resigned.
    Finished,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Active => "active",
            Status::Finished => "finished",
        }
    }
    fn parse(text: &str) -> Option<Status> {
        match text {
            "open" => Some(Status::Open),
            "active" => Some(Status::Active),
            "finished" => Some(Status::Finished),
            _ => None,
        }
    }
}

/// Who sits on one side.
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum Occupant {
    Empty,
    User(String),
    /// A computer policy, by registry name (see `app::policy`).
    Policy(String),
}

/// One entry of a game's action log.
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum Recorded {
    Action(Action),
    /// The side gave up; the other side wins.
    Resign,
    /// The game's dice seeded again and its draw pile reshuffled
    /// ([`GameState::reseed`], after an agreed undo). The seed is never shown.
    Reseed(u64),
}

/// Who a stored message went to.
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum Audience {
    Public,
    Private(String),
}

/// A player command's group of actions in the log (undone together).
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Move {
    pub first_seq: i64,
    pub last_seq: i64,
    pub user: String,
    pub side: Side,
    /// Undo needs no consent.
    pub free: bool,
}

/// What a request for the opponent's consent asks.
#[derive(Clone, Copy, Eq, PartialEq, Debug)]
pub enum RequestKind {
    /// Take back the move starting at `first_seq`.
    Undo,
    /// Go back to the point before action `first_seq`.
    Rollback,
    /// Change the position (`detail`).
    Adjust,
}

impl RequestKind {
    fn as_str(self) -> &'static str {
        match self {
            RequestKind::Undo => "undo",
            RequestKind::Rollback => "rollback",
            RequestKind::Adjust => "adjust",
        }
    }
    fn parse(text: &str) -> Option<RequestKind> {
        [
            RequestKind::Undo,
            RequestKind::Rollback,
            RequestKind::Adjust,
        ]
        .into_iter()
        .find(|k| k.as_str() == text)
    }
}

/// An undo, rollback or adjust waiting for the opponent's consent, valid while the game is
/// at `version`. One per game: a new request replaces the last.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct UndoRequest {
    pub user: String,
    pub first_seq: i64,
    pub version: i64,
    pub kind: RequestKind,
    /// An adjust's change, as JSON.
    pub detail: Option<String>,
    /// Whether the answerer was shown this request as it is: false when it replaced the
    /// asker's waiting request of the same kind, until a typed answer was refused with it.
    pub shown: bool,
}

pub struct Store {
    conn: Connection,
    /// A fixed time for every command (tests; see [`Store::set_clock`]).
    clock: Option<chrono::DateTime<chrono::Utc>>,
}

/// The size SQLite cuts the WAL file back to after a checkpoint. Checkpoints are SQLite's
/// own (`wal_autocheckpoint`, every 1,000 pages): at play-by-post rates they cost nothing a
/// player could notice (docs/performance.md).
pub const WAL_SIZE_LIMIT: u64 = 8 * 1024 * 1024;

fn side_str(side: Side) -> &'static str {
    match side {
        Side::Us => "us",
        Side::Jihadist => "jihadist",
    }
}

fn parse_side(text: &str) -> Option<Side> {
    match text {
        "us" => Some(Side::Us),
        "jihadist" => Some(Side::Jihadist),
        _ => None,
    }
}

/// A text column as text: `None` when it is NULL, not text or not valid UTF-8 (a damaged
/// row is reported by its caller, never read as an SQLite error).
pub(super) fn text_of(value: rusqlite::types::ValueRef<'_>) -> Option<String> {
    match value {
        rusqlite::types::ValueRef::Text(bytes) => {
            std::str::from_utf8(bytes).ok().map(str::to_owned)
        }
        _ => None,
    }
}

/// An integer column as an integer: `None` when it is anything else.
pub(super) fn int_of(value: rusqlite::types::ValueRef<'_>) -> Option<i64> {
    match value {
        rusqlite::types::ValueRef::Integer(n) => Some(n),
        _ => None,
    }
}

fn encode_state(state: &GameState) -> Result<String, StoreError> {
    encode("state", state)
}

/// Read a saved `GameState`.
pub fn decode_state(text: &str) -> Result<GameState, serde_json::Error> {
    serde_json::from_str(text)
}

fn encode<T: serde::Serialize>(what: &'static str, value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|source| StoreError::Encode { what, source })
}

impl Store {
    /// Open (or create) the database at `path`, switch it to WAL and migrate it.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let conn = Connection::open(path)?;
        let store = Store::prepare(conn)?;
        store.conn.query_row(
            &format!("PRAGMA journal_size_limit = {WAL_SIZE_LIMIT}"),
            [],
            |row| row.get::<_, i64>(0),
        )?;
        Ok(store)
    }

    /// A private in-memory database (tests, benchmarks).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> Result<Store, StoreError> {
        conn.busy_timeout(Duration::from_secs(5))?;
        // Every statement a command runs stays parsed (see `Cached`).
        conn.set_prepared_statement_cache_capacity(64);
        // `PRAGMA journal_mode` answers with a row (the mode now in effect).
        let _mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
        conn.execute_batch("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;")?;
        Migrations::new(migrations()).to_latest(&mut conn)?;
        Ok(Store { conn, clock: None })
    }

    /// Run every later command at `now` instead of the system clock (`None`: the clock
    /// again): time rules are tested at fixed times.
    pub fn set_clock(&mut self, now: Option<chrono::DateTime<chrono::Utc>>) {
        self.clock = now;
    }

    /// The time now: the fixed clock, or the system's.
    pub fn now(&self) -> chrono::DateTime<chrono::Utc> {
        self.clock.unwrap_or_else(chrono::Utc::now)
    }

    /// Start a command's transaction (`BEGIN IMMEDIATE`: it takes the write lock now, so two
    /// commands never interleave).
    pub fn begin(&mut self) -> Result<Tx<'_>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        Ok(Tx {
            tx,
            now: self
                .clock
                .map(time_text)
                .map(Into::into)
                .unwrap_or_default(),
        })
    }

    /// Start a read-only command's transaction (`BEGIN DEFERRED`: it takes no write lock,
    /// so it works while another command writes, on a read-only file or a full disk; in WAL
    /// mode it reads the last committed state).
    pub fn read(&mut self) -> Result<Tx<'_>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Deferred)?;
        Ok(Tx {
            tx,
            now: self
                .clock
                .map(time_text)
                .map(Into::into)
                .unwrap_or_default(),
        })
    }
}

/// One command's transaction. Dropped without [`Tx::commit`], it rolls back.
/// Statements through the connection's cache: each SQL text is parsed once per
/// connection, not once per command (parsing was a third of a command's time).
pub(crate) trait Cached {
    fn execute_cached<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize>;
    fn query_row_cached<T, P, F>(&self, sql: &str, params: P, f: F) -> rusqlite::Result<T>
    where
        P: rusqlite::Params,
        F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>;
}

impl Cached for Connection {
    fn execute_cached<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize> {
        self.prepare_cached(sql)?.execute(params)
    }
    fn query_row_cached<T, P, F>(&self, sql: &str, params: P, f: F) -> rusqlite::Result<T>
    where
        P: rusqlite::Params,
        F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    {
        self.prepare_cached(sql)?.query_row(params, f)
    }
}

pub struct Tx<'a> {
    tx: rusqlite::Transaction<'a>,
    /// See [`Tx::now`].
    now: std::cell::OnceCell<String>,
}

impl Tx<'_> {
    /// The command's time, as SQLite's `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` writes it:
    /// taken once per transaction (SQLite formatting it for every row written was a twentieth
    /// of a command), so every row a command writes carries the same time.
    fn now(&self) -> &str {
        self.now.get_or_init(|| {
            chrono::Utc::now()
                .format("%Y-%m-%dT%H:%M:%S%.3fZ")
                .to_string()
        })
    }

    pub fn commit(self) -> Result<(), StoreError> {
        self.tx.commit()?;
        Ok(())
    }

    /// Save the state as version `expected + 1`; fails with `Stale` if the stored version is
    /// not `expected`.
    pub fn save_game(
        &self,
        game: i64,
        expected: i64,
        state: &GameState,
        status: Status,
    ) -> Result<i64, StoreError> {
        let encoded = encode_state(state)?;
        // Most saves keep the status: setting it anyway makes SQLite rewrite the partial
        // index on `status` through a temporary table (a tenth of a command's SQL).
        let mut changed = self.tx.execute_cached(
            "UPDATE games SET state = ?1, version = version + 1, updated_at = ?5
             WHERE id = ?3 AND version = ?4 AND status = ?2",
            params![encoded, status.as_str(), game, expected, self.now()],
        )?;
        if changed == 0 {
            changed = self.tx.execute_cached(
                "UPDATE games SET state = ?1, status = ?2, version = version + 1, updated_at = ?5
                 WHERE id = ?3 AND version = ?4",
                params![encoded, status.as_str(), game, expected, self.now()],
            )?;
        }
        match (changed, expected.checked_add(1)) {
            (1, Some(version)) => {
                self.note_state(game, &encoded)?;
                Ok(version)
            }
            _ => Err(StoreError::Stale { game, expected }),
        }
    }

    /// Append one entry to the action log; returns its sequence number (from 1).
    pub fn append_action(
        &self,
        game: i64,
        side: Side,
        entry: &Recorded,
    ) -> Result<i64, StoreError> {
        let (kind, action) = match entry {
            Recorded::Action(action) => ("action", Some(encode("action", action)?)),
            Recorded::Resign => ("resign", None),
            Recorded::Reseed(seed) => ("reseed", Some(seed.to_string())),
        };
        let seq: i64 = self.tx.query_row_cached(
            "SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?1",
            params![game],
            |row| row.get(0),
        )?;
        self.tx.execute_cached(
            "INSERT INTO actions (game_id, seq, side, kind, action, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![game, seq, side_str(side), kind, action, self.now()],
        )?;
        let action = action.as_deref().map(str::as_bytes);
        self.note_action(
            game,
            [
                ValueRef::Integer(seq),
                ValueRef::Text(side_str(side).as_bytes()),
                ValueRef::Text(kind.as_bytes()),
                action.map_or(ValueRef::Null, ValueRef::Text),
            ],
        )?;
        Ok(seq)
    }

    /// Number of entries in the action log.
    pub fn action_count(&self, game: i64) -> Result<i64, StoreError> {
        Ok(self.tx.query_row_cached(
            "SELECT COUNT(*) FROM actions WHERE game_id = ?1",
            params![game],
            |row| row.get(0),
        )?)
    }

    /// The whole action log, in order. A row that cannot be read makes the game
    /// [`StoreError::Broken`] (named by its sequence number only, never by what it holds).
    pub fn actions(&self, game: i64) -> Result<Vec<(Side, Recorded)>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT seq, side, kind, action FROM actions WHERE game_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![game], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                text_of(row.get_ref(1)?),
                text_of(row.get_ref(2)?),
                text_of(row.get_ref(3)?),
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (seq, side, kind, action) = row?;
            let damaged = || StoreError::Broken {
                game,
                problem: format!("its action log is damaged at action {seq}"),
            };
            let side = side.as_deref().and_then(parse_side).ok_or_else(damaged)?;
            let entry = match (kind.as_deref(), action) {
                (Some("action"), Some(text)) => {
                    Recorded::Action(serde_json::from_str(&text).map_err(|_| damaged())?)
                }
                (Some("resign"), None) => Recorded::Resign,
                (Some("reseed"), Some(text)) => {
                    Recorded::Reseed(text.parse().map_err(|_| damaged())?)
                }
                _ => return Err(damaged()),
            };
            out.push((side, entry));
        }
        Ok(out)
    }

    /// Note that a player's command appended actions `first_seq..=last_seq`.
    pub fn append_move(&self, game: i64, step: &Move) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO moves (game_id, first_seq, last_seq, user, side, free)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                game,
                step.first_seq,
                step.last_seq,
                step.user,
                side_str(step.side),
                step.free
            ],
        )?;
        Ok(())
    }

    /// The most recent player move of a game.
    pub fn last_move(&self, game: i64) -> Result<Option<Move>, StoreError> {
        let row = self
            .tx
            .query_row_cached(
                "SELECT first_seq, last_seq, user, side, free FROM moves
                 WHERE game_id = ?1 ORDER BY first_seq DESC LIMIT 1",
                params![game],
                |row| {
                    Ok((
                        row.get::<_, i64>(0)?,
                        row.get::<_, i64>(1)?,
                        row.get::<_, String>(2)?,
                        row.get::<_, String>(3)?,
                        row.get::<_, bool>(4)?,
                    ))
                },
            )
            .optional()?;
        let Some((first_seq, last_seq, user, side, free)) = row else {
            return Ok(None);
        };
        let side = parse_side(&side).ok_or_else(|| StoreError::Corrupt {
            game,
            problem: format!("move {first_seq}: unknown side {side:?}"),
        })?;
        Ok(Some(Move {
            first_seq,
            last_seq,
            user,
            side,
            free,
        }))
    }

    /// The highest sequence number of a side's action or resignation (0 when there is
    /// none): a reseed after it belongs to no move.
    pub fn last_seq(&self, game: i64) -> Result<i64, StoreError> {
        Ok(self.tx.query_row_cached(
            "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?1 AND kind <> 'reseed'",
            params![game],
            |row| row.get(0),
        )?)
    }

    /// Undo: drop the actions from `first_seq` on, and the moves they belong to.
    pub fn truncate_actions(&self, game: i64, first_seq: i64) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "DELETE FROM actions WHERE game_id = ?1 AND seq >= ?2",
            params![game, first_seq],
        )?;
        self.tx.execute_cached(
            "DELETE FROM moves WHERE game_id = ?1 AND last_seq >= ?2",
            params![game, first_seq],
        )?;
        self.tx.execute_cached(
            "DELETE FROM undo_requests WHERE game_id = ?1",
            params![game],
        )?;
        self.note_log(game)?;
        Ok(())
    }

    /// The pending undo request of a game, if any (valid or lapsed).
    pub fn undo_request(&self, game: i64) -> Result<Option<UndoRequest>, StoreError> {
        self.tx
            .query_row_cached(
                "SELECT user, first_seq, version, kind, detail, shown FROM undo_requests
                 WHERE game_id = ?1",
                params![game],
                |row| {
                    Ok((
                        UndoRequest {
                            user: row.get(0)?,
                            first_seq: row.get(1)?,
                            version: row.get(2)?,
                            kind: RequestKind::Undo,
                            detail: row.get(4)?,
                            shown: row.get(5)?,
                        },
                        row.get::<_, String>(3)?,
                    ))
                },
            )
            .optional()?
            .map(|(mut request, kind)| {
                request.kind = RequestKind::parse(&kind).ok_or_else(|| StoreError::Corrupt {
                    game,
                    problem: format!("request of unknown kind {kind:?}"),
                })?;
                Ok::<_, StoreError>(request)
            })
            .transpose()
    }

    /// The request is answered (agreed or refused): it is gone.
    pub fn clear_undo_request(&self, game: i64) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "DELETE FROM undo_requests WHERE game_id = ?1",
            params![game],
        )?;
        Ok(())
    }

    pub fn set_undo_request(&self, game: i64, request: &UndoRequest) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO undo_requests (game_id, user, first_seq, version, kind, detail, shown)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
             ON CONFLICT (game_id) DO UPDATE SET user = excluded.user,
                 first_seq = excluded.first_seq, version = excluded.version,
                 kind = excluded.kind, detail = excluded.detail, shown = excluded.shown",
            params![
                game,
                request.user,
                request.first_seq,
                request.version,
                request.kind.as_str(),
                request.detail,
                request.shown
            ],
        )?;
        Ok(())
    }

    /// `user` withdrew their waiting request of game `game` at `version`.
    pub fn note_withdrawn(&self, game: i64, user: &str, version: i64) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO withdrawn_requests (game_id, user, version) VALUES (?1, ?2, ?3)
             ON CONFLICT (game_id) DO UPDATE SET user = excluded.user, version = excluded.version",
            params![game, user, version],
        )?;
        Ok(())
    }

    /// Did `user` withdraw a request of game `game` at `version`?
    pub fn withdrew(&self, game: i64, user: &str, version: i64) -> Result<bool, StoreError> {
        Ok(self
            .tx
            .query_row_cached(
                "SELECT 1 FROM withdrawn_requests WHERE game_id = ?1 AND user = ?2 AND version = ?3",
                params![game, user, version],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// The answerer has now been shown the waiting request as it is.
    pub fn show_request(&self, game: i64) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "UPDATE undo_requests SET shown = 1 WHERE game_id = ?1",
            params![game],
        )?;
        Ok(())
    }
}

/// A one-deck two-player Let's Roll! set-up (tests).
#[cfg(test)]
fn lets_roll(seed: u64) -> labyrinth_engine::SetupSpec {
    labyrinth_engine::SetupSpec {
        scenario: labyrinth_engine::Scenario::LetsRoll,
        players: Default::default(),
        ideology: Default::default(),
        game_length: 1,
        seed,
        mini_decks: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::BySide;

    #[test]
    fn stale_version_is_refused() {
        let mut store = Store::open_in_memory().unwrap();
        let spec = lets_roll(1);
        let state = GameState::new_seeded(&spec).unwrap();
        let tx = store.begin().unwrap();
        let id = tx
            .insert_game(
                "c",
                None,
                "alice",
                &spec,
                &state,
                Status::Open,
                &BySide {
                    us: Occupant::User("alice".into()),
                    jihadist: Occupant::Empty,
                },
            )
            .unwrap();
        assert_eq!(tx.save_game(id, 0, &state, Status::Active).unwrap(), 1);
        assert!(matches!(
            tx.save_game(id, 0, &state, Status::Active),
            Err(StoreError::Stale { .. })
        ));
        tx.commit().unwrap();
        let tx = store.begin().unwrap();
        let game = tx.live_game("c").unwrap().unwrap();
        assert_eq!(game.version, 1);
        assert_eq!(
            game.status,
            Status::Active,
            "the status changed with the save"
        );
        assert_eq!(game.us, Occupant::User("alice".into()));
        assert_eq!(game.jihadist, Occupant::Empty);
    }

    #[test]
    fn the_command_time_is_written_as_sqlite_writes_it() {
        let mut store = Store::open_in_memory().unwrap();
        let spec = lets_roll(1);
        let state = GameState::new_seeded(&spec).unwrap();
        let tx = store.begin().unwrap();
        let seats = BySide {
            us: Occupant::User("alice".into()),
            jihadist: Occupant::Empty,
        };
        let id = tx
            .insert_game("c", None, "alice", &spec, &state, Status::Open, &seats)
            .unwrap();
        tx.save_game(id, 0, &state, Status::Active).unwrap();
        tx.append_action(id, Side::Us, &Recorded::Resign).unwrap();
        tx.record_all(
            Some(id),
            "c",
            &[(Audience::Public, MessageKind::Public, "hi")],
        )
        .unwrap();
        let times: Vec<String> = [
            "SELECT updated_at FROM games",
            "SELECT created_at FROM actions",
            "SELECT created_at FROM messages",
        ]
        .iter()
        .map(|sql| tx.tx.query_row(sql, [], |row| row.get(0)).unwrap())
        .collect();
        for time in &times {
            let (again, age): (String, f64) = tx
                .tx
                .query_row(
                    "SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ?1),
                            (julianday('now') - julianday(?1)) * 86400.0",
                    [time],
                    |row| Ok((row.get(0)?, row.get(1)?)),
                )
                .unwrap();
            assert_eq!(&again, time, "SQLite's own format");
            assert!((-1.0..60.0).contains(&age), "{time} is now ({age} s)");
        }
        assert!(times.iter().all(|t| *t == times[0]), "one time per command");
    }

    #[test]
    fn an_emptied_first_plot_box_survives_a_reload() {
        let spec = lets_roll(1);
        let mut state = GameState::new_seeded(&spec).unwrap();
        for first_plot in [
            None,
            Some(None),
            labyrinth_engine::CardId::new(84).map(Some),
        ] {
            state.first_plot = first_plot;
            assert_eq!(decode_state(&encode_state(&state).unwrap()).unwrap(), state);
        }
    }
}
