//! Game rows: loading (a state that cannot be read or fails [`GameState::validate`] is
//! [`StoreError::Broken`], and its [`GameHeader`] can still be read, listed and abandoned),
//! creating, seating and ending games.

use labyrinth_engine::{BySide, GameState, SetupSpec, Side};
use rusqlite::{OptionalExtension, params};

use super::{
    Cached, Occupant, Status, StoreError, Tx, decode_state, encode, encode_state, parse_side,
    side_str,
};

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
/// value from a hand or the draw pile). The one exception is the engine's own count of
/// countries (a fixed array of 38 since issue 15, checked as it loads): it says what
/// `GameState::validate` used to say.
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
    format!(
        "its saved {what} is not readable ({:?} error at line {}, column {})",
        error.classify(),
        error.line(),
        error.column()
    )
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

    pub fn game(&self, id: i64) -> Result<Option<GameRecord>, StoreError> {
        let row = self
            .tx
            .query_row_cached(
                "SELECT channel, creator, version, status, abandoned_by, server
                 FROM games WHERE id = ?1",
                params![id],
                |row| {
                    Ok((
                        row.get::<_, String>(0)?,
                        row.get::<_, String>(1)?,
                        row.get::<_, i64>(2)?,
                        row.get::<_, String>(3)?,
                        row.get::<_, Option<String>>(4)?,
                        row.get::<_, Option<String>>(5)?,
                    ))
                },
            )
            .optional()?;
        let Some((channel, creator, version, status, abandoned_by, server)) = row else {
            return Ok(None);
        };
        let (spec, state) = self.decode_game(id)?;
        let status = Status::parse(&status).ok_or_else(|| StoreError::Corrupt {
            game: id,
            problem: format!("unknown status {status:?}"),
        })?;
        let (us, jihadist) = self.seats(id)?;
        Ok(Some(GameRecord {
            id,
            channel,
            creator,
            spec,
            state,
            version,
            status,
            us,
            jihadist,
            abandoned_by,
            server,
        }))
    }

    /// Read and check a game's saved set-up and state.
    fn decode_game(&self, id: i64) -> Result<(SetupSpec, GameState), StoreError> {
        let (spec, state) = self.tx.query_row_cached(
            "SELECT spec, state FROM games WHERE id = ?1",
            params![id],
            |row| Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?)),
        )?;
        let spec: SetupSpec =
            serde_json::from_str(&spec).map_err(|e| broken(id, unreadable("set-up", &e)))?;
        let state: GameState =
            decode_state(&state).map_err(|e| broken(id, unreadable("state", &e)))?;
        state
            .validate()
            .map_err(|e| broken(id, e.problems.join("; ")))?;
        Ok((spec, state))
    }

    fn seats(&self, game: i64) -> Result<(Occupant, Occupant), StoreError> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT side, user, policy FROM seats WHERE game_id = ?1")?;
        let rows = stmt.query_map(params![game], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, Option<String>>(1)?,
                row.get::<_, Option<String>>(2)?,
            ))
        })?;
        let (mut us, mut jihadist) = (Occupant::Empty, Occupant::Empty);
        for row in rows {
            let (side, user, policy) = row?;
            let occupant = match (user, policy) {
                (Some(user), _) => Occupant::User(user),
                (None, Some(policy)) => Occupant::Policy(policy),
                (None, None) => Occupant::Empty,
            };
            match parse_side(&side) {
                Some(Side::Us) => us = occupant,
                Some(Side::Jihadist) => jihadist = occupant,
                None => {
                    return Err(StoreError::Corrupt {
                        game,
                        problem: format!("unknown seat side {side:?}"),
                    });
                }
            }
        }
        Ok((us, jihadist))
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
            "INSERT INTO games (channel, creator, spec, state, version, status, server)
             VALUES (?1, ?2, ?3, ?4, 0, ?5, ?6)",
            params![
                channel,
                creator,
                encode("spec", spec)?,
                encode_state(state)?,
                status.as_str(),
                server
            ],
        )?;
        let id = self.tx.last_insert_rowid();
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

    /// End a game without a winner: status `finished`, `abandoned_by` set, version + 1.
    pub fn abandon_game(&self, game: i64, expected: i64, by: &str) -> Result<i64, StoreError> {
        let changed = self.tx.execute_cached(
            "UPDATE games SET status = 'finished', abandoned_by = ?1, version = version + 1,
                    updated_at = ?4
             WHERE id = ?2 AND version = ?3",
            params![by, game, expected, self.now()],
        )?;
        if changed == 1 {
            Ok(expected + 1)
        } else {
            Err(StoreError::Stale { game, expected })
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
            let status = Status::parse(&status).ok_or_else(|| StoreError::Corrupt {
                game: id,
                problem: format!("unknown status {status:?}"),
            })?;
            let (us, jihadist) = self.seats(id)?;
            out.push(GameSummary {
                id,
                status,
                scenario: scenario.unwrap_or_default(),
                us,
                jihadist,
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

    /// A game's header: who, where, which version; never its state.
    pub fn header(&self, id: i64) -> Result<Option<GameHeader>, StoreError> {
        let row = self
            .tx
            .query_row_cached(
                "SELECT channel, creator, server, version, status, spec, updated_at
                 FROM games WHERE id = ?1",
                params![id],
                |row| {
                    Ok((
                        row.get::<_, String>(0)?,
                        row.get::<_, String>(1)?,
                        row.get::<_, Option<String>>(2)?,
                        row.get::<_, i64>(3)?,
                        row.get::<_, String>(4)?,
                        row.get::<_, String>(5)?,
                        row.get::<_, String>(6)?,
                    ))
                },
            )
            .optional()?;
        let Some((channel, creator, server, version, status, spec, updated_at)) = row else {
            return Ok(None);
        };
        let status = Status::parse(&status).ok_or_else(|| StoreError::Corrupt {
            game: id,
            problem: format!("unknown status {status:?}"),
        })?;
        let scenario = serde_json::from_str::<SetupSpec>(&spec)
            .map(|spec| spec.scenario.name().to_string())
            .unwrap_or_else(|_| "?".to_string());
        let (us, jihadist) = self.seats(id)?;
        Ok(Some(GameHeader {
            id,
            channel,
            creator,
            server,
            version,
            status,
            scenario,
            us,
            jihadist,
            updated_at,
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
