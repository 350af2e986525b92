//! Play-by-post rows (migration 0006): each game's timings, each player's settings, time
//! away, the decision each game waits for and the reminders sent. The rules that fill them
//! are in `app::reminders` and `app::away`; times are UTC text (see [`time_text`]).

use chrono::{DateTime, Utc};
use labyrinth_engine::Side;
use rusqlite::{OptionalExtension, params};

use super::{Cached, StoreError, Tx, parse_side, side_str};

/// A time as every row stores it (`2026-11-26T10:00:00.000Z`: text order is time order).
pub fn time_text(time: DateTime<Utc>) -> String {
    time.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// A stored time; `None` if it is not one.
pub fn parse_time(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

/// The decision a game waits for, when a seated user must take it.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct Wait {
    pub game: i64,
    pub user: String,
    pub side: Side,
    /// The game's last change: the wait began then.
    pub since: String,
    /// Reminders of this wait already sent (their thresholds passed).
    pub sent: i64,
    /// When the next reminder is due; `None`: no more.
    pub next_at: Option<String>,
}

/// A player's own settings.
#[derive(Clone, Debug, Default, Eq, PartialEq)]
pub struct PlayerSettings {
    pub muted: bool,
    /// An IANA time zone name.
    pub timezone: Option<String>,
}

/// A game's own timings, when changed from the defaults.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub struct GameTiming {
    /// Seconds between reminders; 0: off.
    pub remind_every: i64,
    /// Days of time away each player may take in the game.
    pub away_days: i64,
}

/// One period of time away, `start..until`.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct AwayPeriod {
    pub start: String,
    pub until: String,
}

fn wait_row(
    row: &rusqlite::Row<'_>,
) -> rusqlite::Result<(i64, String, String, String, i64, Option<String>)> {
    Ok((
        row.get(0)?,
        row.get(1)?,
        row.get(2)?,
        row.get(3)?,
        row.get(4)?,
        row.get(5)?,
    ))
}

fn wait_of(
    (game, user, side, since, sent, next_at): (i64, String, String, String, i64, Option<String>),
) -> Result<Wait, StoreError> {
    let side = parse_side(&side).ok_or_else(|| StoreError::Corrupt {
        game,
        problem: format!("wait: unknown side {side:?}"),
    })?;
    Ok(Wait {
        game,
        user,
        side,
        since,
        sent,
        next_at,
    })
}

/// The waits due at `?1`: a range of the `waits_due` index, never a scan of the games.
const DUE_WAITS: &str = "SELECT w.game_id, w.user, w.side, w.since, w.sent, w.next_at
     FROM waits w JOIN games g ON g.id = w.game_id
     WHERE w.next_at IS NOT NULL AND w.next_at <= ?1 AND g.status = 'active'
     ORDER BY w.next_at, w.game_id";

impl Tx<'_> {
    /// The command's time (the store's clock, see [`Store::set_clock`](super::Store::set_clock)).
    pub fn now_utc(&self) -> DateTime<Utc> {
        parse_time(self.now()).unwrap_or_else(Utc::now)
    }

    pub fn game_timing(&self, game: i64) -> Result<Option<GameTiming>, StoreError> {
        Ok(self
            .tx
            .query_row_cached(
                "SELECT remind_every, away_days FROM game_timing WHERE game_id = ?1",
                params![game],
                |row| {
                    Ok(GameTiming {
                        remind_every: row.get(0)?,
                        away_days: row.get(1)?,
                    })
                },
            )
            .optional()?)
    }

    pub fn set_game_timing(&self, game: i64, timing: GameTiming) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO game_timing (game_id, remind_every, away_days) VALUES (?1, ?2, ?3)
             ON CONFLICT (game_id) DO UPDATE SET remind_every = excluded.remind_every,
                 away_days = excluded.away_days",
            params![game, timing.remind_every, timing.away_days],
        )?;
        Ok(())
    }

    pub fn player_settings(&self, user: &str) -> Result<PlayerSettings, StoreError> {
        Ok(self
            .tx
            .query_row_cached(
                "SELECT muted, timezone FROM player_settings WHERE user = ?1",
                params![user],
                |row| {
                    Ok(PlayerSettings {
                        muted: row.get(0)?,
                        timezone: row.get(1)?,
                    })
                },
            )
            .optional()?
            .unwrap_or_default())
    }

    pub fn set_player_settings(
        &self,
        user: &str,
        settings: &PlayerSettings,
    ) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO player_settings (user, muted, timezone) VALUES (?1, ?2, ?3)
             ON CONFLICT (user) DO UPDATE SET muted = excluded.muted, timezone = excluded.timezone",
            params![user, settings.muted, settings.timezone],
        )?;
        Ok(())
    }

    /// A player's time away in a game, oldest first.
    pub fn away_periods(&self, game: i64, user: &str) -> Result<Vec<AwayPeriod>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT start, until FROM away WHERE game_id = ?1 AND user = ?2 ORDER BY start",
        )?;
        let rows = stmt.query_map(params![game, user], |row| {
            Ok(AwayPeriod {
                start: row.get(0)?,
                until: row.get(1)?,
            })
        })?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }

    pub fn add_away(&self, game: i64, user: &str, period: &AwayPeriod) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO away (game_id, user, start, until) VALUES (?1, ?2, ?3, ?4)",
            params![game, user, period.start, period.until],
        )?;
        Ok(())
    }

    /// End a player's time away in a game at `now`: a period not yet over ends then, one not
    /// yet begun is dropped. Returns how many periods changed.
    pub fn end_away(&self, game: i64, user: &str, now: &str) -> Result<usize, StoreError> {
        let dropped = self.tx.execute_cached(
            "DELETE FROM away WHERE game_id = ?1 AND user = ?2 AND start >= ?3",
            params![game, user, now],
        )?;
        let ended = self.tx.execute_cached(
            "UPDATE away SET until = ?3 WHERE game_id = ?1 AND user = ?2 AND until > ?3",
            params![game, user, now],
        )?;
        Ok(dropped + ended)
    }

    pub fn wait(&self, game: i64) -> Result<Option<Wait>, StoreError> {
        let row = self
            .tx
            .query_row_cached(
                "SELECT game_id, user, side, since, sent, next_at FROM waits WHERE game_id = ?1",
                params![game],
                wait_row,
            )
            .optional()?;
        row.map(wait_of).transpose()
    }

    /// Set the decision a game waits for (replacing the previous one).
    pub fn set_wait(&self, wait: &Wait) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO waits (game_id, user, side, since, sent, next_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (game_id) DO UPDATE SET user = excluded.user, side = excluded.side,
                 since = excluded.since, sent = excluded.sent, next_at = excluded.next_at",
            params![
                wait.game,
                wait.user,
                side_str(wait.side),
                wait.since,
                wait.sent,
                wait.next_at
            ],
        )?;
        Ok(())
    }

    /// The game waits for no user (a computer seat, a free seat, the game is over).
    pub fn clear_wait(&self, game: i64) -> Result<(), StoreError> {
        self.tx
            .execute_cached("DELETE FROM waits WHERE game_id = ?1", params![game])?;
        Ok(())
    }

    /// The games waiting for `user`.
    pub fn waits_of(&self, user: &str) -> Result<Vec<Wait>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT game_id, user, side, since, sent, next_at FROM waits WHERE user = ?1
             ORDER BY game_id",
        )?;
        let rows = stmt.query_map(params![user], wait_row)?;
        rows.map(|row| wait_of(row?)).collect()
    }

    /// Every wait of an active game whose next reminder is due at `now`, the oldest due
    /// first: one range scan of the `waits_due` index.
    pub fn due_waits(&self, now: &str) -> Result<Vec<Wait>, StoreError> {
        let mut stmt = self.tx.prepare_cached(DUE_WAITS)?;
        let rows = stmt.query_map(params![now], wait_row)?;
        rows.map(|row| wait_of(row?)).collect()
    }

    /// Record reminder `number` of the wait that began at `since` as sent, and move the wait
    /// on to `sent` reminders and its next one at `next_at`. `false` (and nothing changed)
    /// when that reminder is already recorded or the game no longer waits since `since`.
    pub fn mark_reminder_sent(
        &self,
        wait: &Wait,
        number: i64,
        sent_at: &str,
        next_at: Option<&str>,
    ) -> Result<bool, StoreError> {
        let moved = self.tx.execute_cached(
            "UPDATE waits SET sent = ?3, next_at = ?4
             WHERE game_id = ?1 AND since = ?2 AND user = ?5 AND sent < ?3",
            params![wait.game, wait.since, number, next_at, wait.user],
        )?;
        if moved == 0 {
            return Ok(false);
        }
        let inserted = self.tx.execute_cached(
            "INSERT OR IGNORE INTO reminders_sent (game_id, since, number, user, sent_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![wait.game, wait.since, number, wait.user, sent_at],
        )?;
        Ok(inserted == 1)
    }

    /// How many reminders a game has sent, over all its waits.
    pub fn reminders_sent(&self, game: i64) -> Result<i64, StoreError> {
        Ok(self.tx.query_row_cached(
            "SELECT COUNT(*) FROM reminders_sent WHERE game_id = ?1",
            params![game],
            |row| row.get(0),
        )?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    /// What is due is one search of the `waits_due` index, each game found by its key:
    /// SQLite's plan scans neither `waits` nor `games`.
    #[test]
    fn what_is_due_is_one_indexed_query() {
        let mut store = Store::open_in_memory().unwrap();
        let tx = store.begin().unwrap();
        let mut stmt = tx
            .tx
            .prepare(&format!("EXPLAIN QUERY PLAN {DUE_WAITS}"))
            .unwrap();
        let plan: Vec<String> = stmt
            .query_map(params!["2026-12-01 12:00:00"], |row| row.get(3))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert!(
            plan.iter()
                .any(|step| step.contains("USING INDEX waits_due")),
            "{plan:?}"
        );
        assert!(
            plan.iter().all(|step| !step.starts_with("SCAN")),
            "{plan:?}"
        );
    }
}
