//! The server's record: finished games (won, resigned, claimed or abandoned), newest first,
//! with what the history lists of each (set-up, seats, result, turns, dates), read without
//! loading their states: the result and the turn come out of the saved state's JSON.

use labyrinth_engine::{Outcome, SetupSpec};
use rusqlite::{OptionalExtension, params};

use super::{Cached, Occupant, StoreError, Tx};

/// Whose games.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Scope<'a> {
    /// A Discord server's (guild's) games.
    Server(&'a str),
    /// Without a server (a DM, the terminal): the games of this user that have none.
    Own(&'a str),
}

/// A finished game as the history lists it.
#[derive(Clone, Debug)]
pub struct FinishedGame {
    pub id: i64,
    /// `None` when the saved set-up cannot be read.
    pub spec: Option<SetupSpec>,
    pub us: Occupant,
    pub jihadist: Occupant,
    /// `None`: abandoned (or a state that cannot be read).
    pub outcome: Option<Outcome>,
    /// The turn it ended in.
    pub turn: Option<u16>,
    pub abandoned_by: Option<String>,
    /// When it was created and when it ended (ISO 8601, UTC).
    pub started: String,
    pub ended: String,
}

impl Tx<'_> {
    /// The finished games of `scope` (of `player` alone, if given), newest first, at most
    /// `limit`.
    pub fn finished_games(
        &self,
        scope: Scope<'_>,
        player: Option<&str>,
        limit: usize,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        let (server, own) = match scope {
            Scope::Server(server) => (Some(server), None),
            Scope::Own(user) => (None, Some(user)),
        };
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, spec,
                    CASE WHEN json_valid(state) THEN json_extract(state, '$.outcome') END,
                    CASE WHEN json_valid(state) THEN json_extract(state, '$.turn') END,
                    abandoned_by, created_at, updated_at
             FROM games
             WHERE status = 'finished'
               AND (server = ?1 OR (?1 IS NULL AND server IS NULL
                    AND (creator = ?2 OR id IN (SELECT game_id FROM seats WHERE user = ?2))))
               AND (?3 IS NULL OR id IN (SELECT game_id FROM seats WHERE user = ?3))
             ORDER BY updated_at DESC, id DESC
             LIMIT ?4",
        )?;
        let rows = stmt.query_map(params![server, own, player, limit], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, Option<String>>(1).ok().flatten(),
                row.get::<_, Option<String>>(2).ok().flatten(),
                row.get::<_, Option<i64>>(3).ok().flatten(),
                row.get::<_, Option<String>>(4).ok().flatten(),
                row.get::<_, Option<String>>(5).ok().flatten(),
                row.get::<_, Option<String>>(6).ok().flatten(),
            ))
        })?;
        let rows = rows.collect::<Result<Vec<_>, _>>()?;
        drop(stmt);
        let mut out = Vec::with_capacity(rows.len());
        for (id, spec, outcome, turn, abandoned_by, started, ended) in rows {
            let seats = self.seats(id)?;
            out.push(FinishedGame {
                id,
                spec: spec.and_then(|s| serde_json::from_str(&s).ok()),
                us: seats.us,
                jihadist: seats.jihadist,
                outcome: outcome.and_then(|o| serde_json::from_str(&o).ok()),
                turn: turn.and_then(|t| u16::try_from(t).ok()),
                abandoned_by,
                started: started.unwrap_or_default(),
                ended: ended.unwrap_or_default(),
            });
        }
        Ok(out)
    }

    /// When game `id` was created and when it last changed (ISO 8601, UTC).
    pub fn game_dates(&self, id: i64) -> Result<Option<(String, String)>, StoreError> {
        Ok(self
            .tx
            .query_row_cached(
                "SELECT created_at, updated_at FROM games WHERE id = ?1",
                params![id],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?)
    }
}
