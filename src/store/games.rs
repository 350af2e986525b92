//! Game rows: loading (a state that cannot be read or fails [`GameState::validate`] is
//! [`StoreError::Broken`], and its [`GameHeader`] can still be read, listed and abandoned),
//! creating, seating and ending games.

use labyrinth_engine::{BySide, GameState, SetupSpec, Side};
use rusqlite::{OptionalExtension, params};

use super::{
    Cached, Occupant, Status, StoreError, Tx, decode_state, encode, encode_state, int_of,
    parse_side, side_str, text_of,
};

/// Both seats of a game; `damaged` when a seat row could not be read.
pub(super) struct Seats {
    pub(super) us: Occupant,
    pub(super) jihadist: Occupant,
    damaged: bool,
}

/// A nullable text column: NULL, readable text, or anything else (damaged).
enum Cell {
    Null,
    Text(String),
    Damaged,
}

fn cell(value: rusqlite::types::ValueRef<'_>) -> Cell {
    match value {
        rusqlite::types::ValueRef::Null => Cell::Null,
        other => text_of(other).map_or(Cell::Damaged, Cell::Text),
    }
}

/// A loaded game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub id: i64,
    pub channel: String,
    pub creator: String,
    pub spec: SetupSpec,
    pub state: GameState,
    pub version: i64,
    pub status: Status,
    pub us: Occupant,
    pub jihadist: Occupant,
    /// Set when the game was abandoned (status `Finished`, no winner).
    pub abandoned_by: Option<String>,
    /// Set when the game's win was claimed from a player who had left (`claim`).
    pub claimed_by: Option<String>,
    /// The Discord server (guild) of the game's channel, when known.
    pub server: Option<String>,
}

impl GameRecord {
    pub fn occupant(&self, side: Side) -> &Occupant {
        match side {
            Side::Us => &self.us,
            Side::Jihadist => &self.jihadist,
        }
    }
}

/// What every game row yields, even one whose saved state cannot be read.
#[derive(Clone, Debug)]
pub struct GameHeader {
    pub id: i64,
    pub channel: String,
    pub creator: String,
    pub server: Option<String>,
    pub version: i64,
    pub status: Status,
    /// The scenario's name, or "?" when the set-up cannot be read.
    pub scenario: String,
    pub us: Occupant,
    pub jihadist: Occupant,
    /// When the game last changed (ISO 8601, UTC).
    pub updated_at: String,
}

/// A short listing of a game.
#[derive(Clone, Debug)]
pub struct GameSummary {
    pub id: i64,
    pub status: Status,
    pub scenario: String,
    pub us: Occupant,
    pub jihadist: Occupant,
    pub updated_at: String,
}

fn broken(game: i64, problem: String) -> StoreError {
    StoreError::Broken { game, problem }
}

/// A JSON error without the JSON: its position and category only (the text could quote a
/// value from a hand or the draw pile). The exceptions are the engine's own public checks
/// made as it loads, which say what `GameState::validate` used to say: the count of
/// countries (a fixed array of 38) and a track off its end ("Prestige 13 is off its track
/// (1-12)").
fn unreadable(what: &str, error: &serde_json::Error) -> String {
    let text = error.to_string();
    let message = text.split(" at line ").next().unwrap_or_default();
    if message.ends_with(" countries instead of 38")
        && message
            .split(' ')
            .next()
            .is_some_and(|n| n.parse::<usize>().is_ok())
    {
        return message.to_string();
    }
    if off_track(message) {
        return message.to_string();
    }
    format!(
        "its saved {what} is not readable ({:?} error at line {}, column {})",
        error.classify(),
        error.line(),
        error.column()
    )
}

/// `Prestige 13 is off its track (1-12)` and nothing else (a number and the track's ends).
fn off_track(message: &str) -> bool {
    ["Prestige ", "Funding ", "Reserves "].iter().any(|track| {
        message
            .strip_prefix(track)
            .and_then(|rest| rest.split_once(" is off its track ("))
            .is_some_and(|(value, ends)| {
                value.parse::<i64>().is_ok()
                    && ends.strip_suffix(')').is_some_and(|ends| {
                        ends.split_once('-').is_some_and(|(low, high)| {
                            low.parse::<u8>().is_ok() && high.parse::<u8>().is_ok()
                        })
                    })
            })
    })
}

impl Tx<'_> {
    /// The game in progress (open or active) in `channel`, if any.
    pub fn live_game(&self, channel: &str) -> Result<Option<GameRecord>, StoreError> {
        self.game_where(
            "SELECT id FROM games WHERE channel = ?1 AND status <> 'finished'",
            channel,
        )
    }

    /// The most recent game of `channel`, finished or not.
    pub fn latest_game(&self, channel: &str) -> Result<Option<GameRecord>, StoreError> {
        self.game_where(
            "SELECT id FROM games WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            channel,
        )
    }

    /// The game whose id `sql` selects for `channel`, if any.
    fn game_where(&self, sql: &str, channel: &str) -> Result<Option<GameRecord>, StoreError> {
        let id: Option<i64> = self
            .tx
            .query_row_cached(sql, params![channel], |row| row.get(0))
            .optional()?;
        match id {
            Some(id) => self.game(id),
            None => Ok(None),
        }
    }

    /// A game, loaded and checked. Anything in its row that cannot be read (a value that is
    /// not text, not UTF-8, an unknown status or seat, a version at its limit, a set-up or
    /// state that does not decode or validate) makes it [`StoreError::Broken`].
    pub fn game(&self, id: i64) -> Result<Option<GameRecord>, StoreError> {
        let row = self
            .tx
            .query_row_cached(
                "SELECT channel, creator, version, status, abandoned_by, server, claimed_by
                 FROM games WHERE id = ?1",
                params![id],
                |row| {
                    Ok((
                        text_of(row.get_ref(0)?),
                        text_of(row.get_ref(1)?),
                        int_of(row.get_ref(2)?),
                        text_of(row.get_ref(3)?),
                        text_of(row.get_ref(4)?),
                        text_of(row.get_ref(5)?),
                        text_of(row.get_ref(6)?),
                    ))
                },
            )
            .optional()?;
        let Some((channel, creator, version, status, abandoned_by, server, claimed_by)) = row
        else {
            return Ok(None);
        };
        let unreadable = |what: &str| broken(id, format!("its {what} cannot be read"));
        let channel = channel.ok_or_else(|| unreadable("channel"))?;
        let creator = creator.ok_or_else(|| unreadable("creator"))?;
        // A version that cannot grow by one more save is as damaged as one that is missing.
        let version = version
            .filter(|v| (0..i64::MAX).contains(v))
            .ok_or_else(|| unreadable("version"))?;
        let status = status
            .as_deref()
            .and_then(Status::parse)
            .ok_or_else(|| unreadable("status"))?;
        let (spec, state) = self.decode_game(id)?;
        let seats = self.seats(id)?;
        if seats.damaged {
            return Err(unreadable("seats"));
        }
        Ok(Some(GameRecord {
            id,
            channel,
            creator,
            spec,
            state,
            version,
            status,
            us: seats.us,
            jihadist: seats.jihadist,
            abandoned_by,
            claimed_by,
            server,
        }))
    }

    /// Read and check a game's saved set-up and state.
    fn decode_game(&self, id: i64) -> Result<(SetupSpec, GameState), StoreError> {
        let (spec, state) = self.tx.query_row_cached(
            "SELECT spec, state FROM games WHERE id = ?1",
            params![id],
            |row| Ok((text_of(row.get_ref(0)?), text_of(row.get_ref(1)?))),
        )?;
        let spec = spec.ok_or_else(|| broken(id, "its saved set-up is not text".to_string()))?;
        let state = state.ok_or_else(|| broken(id, "its saved state is not text".to_string()))?;
        let spec: SetupSpec =
            serde_json::from_str(&spec).map_err(|e| broken(id, unreadable("set-up", &e)))?;
        let decoded: GameState =
            decode_state(&state).map_err(|e| broken(id, unreadable("state", &e)))?;
        decoded
            .validate()
            .map_err(|e| broken(id, e.problems.join("; ")))?;
        if let Some(problem) = self.damage(id, &state)? {
            return Err(broken(id, problem));
        }
        Ok((spec, decoded))
    }

    /// Who sits where; a seat row that cannot be read is left out and noted.
    pub(super) fn seats(&self, game: i64) -> Result<Seats, StoreError> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT side, user, policy FROM seats WHERE game_id = ?1")?;
        let rows = stmt.query_map(params![game], |row| {
            Ok((
                text_of(row.get_ref(0)?),
                cell(row.get_ref(1)?),
                cell(row.get_ref(2)?),
            ))
        })?;
        let mut seats = Seats {
            us: Occupant::Empty,
            jihadist: Occupant::Empty,
            damaged: false,
        };
        for row in rows {
            let (side, user, policy) = row?;
            let occupant = match (user, policy) {
                (Cell::Text(user), Cell::Null) => Occupant::User(user),
                (Cell::Null, Cell::Text(policy)) => Occupant::Policy(policy),
                (Cell::Null, Cell::Null) => Occupant::Empty,
                _ => {
                    seats.damaged = true;
                    continue;
                }
            };
            match side.as_deref().and_then(parse_side) {
                Some(Side::Us) => seats.us = occupant,
                Some(Side::Jihadist) => seats.jihadist = occupant,
                None => seats.damaged = true,
            }
        }
        Ok(seats)
    }

    /// Create a game (version 0) with both seats; returns its id. `server` is the Discord
    /// server (guild) the channel belongs to, if any: its admins may abandon the game.
    #[allow(clippy::too_many_arguments, reason = "one per column of a new game")]
    pub fn insert_game(
        &self,
        channel: &str,
        server: Option<&str>,
        creator: &str,
        spec: &SetupSpec,
        state: &GameState,
        status: Status,
        seats: &BySide<Occupant>,
    ) -> Result<i64, StoreError> {
        self.tx.execute_cached(
            "INSERT INTO games (channel, creator, spec, state, version, status, server,
                                created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, 0, ?5, ?6, ?7, ?7)",
            params![
                channel,
                creator,
                encode("spec", spec)?,
                encode_state(state)?,
                status.as_str(),
                server,
                self.now()
            ],
        )?;
        let id = self.tx.last_insert_rowid();
        self.note_state(id, &encode_state(state)?)?;
        self.note_log(id)?;
        self.set_seat(id, Side::Us, &seats.us)?;
        self.set_seat(id, Side::Jihadist, &seats.jihadist)?;
        Ok(id)
    }

    pub fn set_seat(&self, game: i64, side: Side, occupant: &Occupant) -> Result<(), StoreError> {
        let (user, policy) = match occupant {
            Occupant::Empty => (None, None),
            Occupant::User(user) => (Some(user.as_str()), None),
            Occupant::Policy(policy) => (None, Some(policy.as_str())),
        };
        self.tx.execute_cached(
            "INSERT INTO seats (game_id, side, user, policy) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (game_id, side) DO UPDATE SET user = excluded.user, policy = excluded.policy",
            params![game, side_str(side), user, policy],
        )?;
        Ok(())
    }

    /// Note that `by` claimed the game's win (the claim's resignation is saved as any).
    pub fn set_claimed_by(&self, game: i64, by: &str) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "UPDATE games SET claimed_by = ?1 WHERE id = ?2",
            params![by, game],
        )?;
        Ok(())
    }

    /// End a game without a winner: status `finished`, `abandoned_by` set, version + 1.
    /// `expected` is the header's version; a version that cannot be read (-1) or is at its
    /// limit is set to 0, so a damaged row can always be ended.
    pub fn abandon_game(&self, game: i64, expected: i64, by: &str) -> Result<i64, StoreError> {
        let readable = (0..i64::MAX).contains(&expected);
        let changed = self.tx.execute_cached(
            "UPDATE games SET status = 'finished', abandoned_by = ?1,
                    version = CASE WHEN ?5 THEN version + 1 ELSE 0 END, updated_at = ?4
             WHERE id = ?2 AND (version IS ?3 OR NOT ?5)",
            params![by, game, expected, self.now(), readable],
        )?;
        match (changed, readable) {
            (1, true) => Ok(expected + 1),
            (1, false) => Ok(0),
            _ => Err(StoreError::Stale { game, expected }),
        }
    }

    /// Ids of the games in progress where `user` holds a seat or which `user` created,
    /// least recently updated first.
    pub fn live_games_of(&self, user: &str, limit: usize) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id FROM games WHERE status <> 'finished'
               AND (creator = ?1 OR id IN (SELECT game_id FROM seats WHERE user = ?1))
             ORDER BY updated_at, id LIMIT ?2",
        )?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = stmt.query_map(params![user, limit], |row| row.get::<_, i64>(0))?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }

    /// When the game was last changed (ISO 8601, UTC).
    pub fn updated_at(&self, game: i64) -> Result<Option<String>, StoreError> {
        Ok(self
            .tx
            .query_row_cached(
                "SELECT updated_at FROM games WHERE id = ?1",
                params![game],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// Games of a channel, newest first.
    pub fn games_in_channel(
        &self,
        channel: &str,
        limit: usize,
    ) -> Result<Vec<GameSummary>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, status, json_extract(spec, '$.scenario'), updated_at FROM games
             WHERE channel = ?1 ORDER BY id DESC LIMIT ?2",
        )?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = stmt.query_map(params![channel, limit], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, Option<String>>(2)?,
                row.get::<_, String>(3)?,
            ))
        })?;
        let rows = rows.collect::<Result<Vec<_>, _>>()?;
        drop(stmt);
        let mut out = Vec::new();
        for (id, status, scenario, updated_at) in rows {
            // An unknown status lists as in progress (it can be abandoned).
            let status = Status::parse(&status).unwrap_or(Status::Active);
            let seats = self.seats(id)?;
            out.push(GameSummary {
                id,
                status,
                scenario: scenario.unwrap_or_default(),
                us: seats.us,
                jihadist: seats.jihadist,
                updated_at,
            });
        }
        Ok(out)
    }

    /// The header of the game in progress in `channel` (readable even when the game is not).
    pub fn live_header(&self, channel: &str) -> Result<Option<GameHeader>, StoreError> {
        let id: Option<i64> = self
            .tx
            .query_row_cached(
                "SELECT id FROM games WHERE channel = ?1 AND status <> 'finished'",
                params![channel],
                |row| row.get(0),
            )
            .optional()?;
        match id {
            Some(id) => self.header(id),
            None => Ok(None),
        }
    }

    /// A game's header: who, where, which version; never its state. Never fails on a
    /// damaged row (it is what lets a broken game be listed and abandoned): a value that
    /// cannot be read shows as "?", an unknown status as in progress, a version that is not
    /// a number as -1.
    pub fn header(&self, id: i64) -> Result<Option<GameHeader>, StoreError> {
        let row = self
            .tx
            .query_row_cached(
                "SELECT channel, creator, server, version, status, spec, updated_at
                 FROM games WHERE id = ?1",
                params![id],
                |row| {
                    Ok((
                        text_of(row.get_ref(0)?),
                        text_of(row.get_ref(1)?),
                        text_of(row.get_ref(2)?),
                        int_of(row.get_ref(3)?),
                        text_of(row.get_ref(4)?),
                        text_of(row.get_ref(5)?),
                        text_of(row.get_ref(6)?),
                    ))
                },
            )
            .optional()?;
        let Some((channel, creator, server, version, status, spec, updated_at)) = row else {
            return Ok(None);
        };
        let unknown = || "?".to_string();
        let scenario = spec
            .and_then(|spec| serde_json::from_str::<SetupSpec>(&spec).ok())
            .map(|spec| spec.scenario.name().to_string())
            .unwrap_or_else(unknown);
        let seats = self.seats(id)?;
        Ok(Some(GameHeader {
            id,
            channel: channel.unwrap_or_else(unknown),
            creator: creator.unwrap_or_else(unknown),
            server,
            version: version.unwrap_or(-1),
            status: status
                .as_deref()
                .and_then(Status::parse)
                .unwrap_or(Status::Active),
            scenario,
            us: seats.us,
            jihadist: seats.jihadist,
            updated_at: updated_at.unwrap_or_else(unknown),
        }))
    }

    /// How long ago the game last changed, in seconds (SQLite's clock).
    pub fn seconds_since_update(&self, game: i64) -> Result<Option<f64>, StoreError> {
        Ok(self
            .tx
            .query_row_cached(
                "SELECT (julianday('now') - julianday(updated_at)) * 86400.0
                 FROM games WHERE id = ?1",
                params![game],
                |row| row.get(0),
            )
            .optional()?)
    }
}
