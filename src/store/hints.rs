//! Hints (migration 0014): which players of a two-player game turned `/lab hand hint:true` on
//! (`app::hint`).

use rusqlite::{OptionalExtension, params};

use super::{Cached, StoreError, Tx};

impl Tx<'_> {
    /// Has `user` turned hints on in game `game`?
    pub fn hints_on(&self, game: i64, user: &str) -> Result<bool, StoreError> {
        let row: Option<i64> = self
            .tx
            .query_row_cached(
                "SELECT 1 FROM hint_settings WHERE game_id = ?1 AND user = ?2",
                params![game, user],
                |row| row.get(0),
            )
            .optional()?;
        Ok(row.is_some())
    }

    /// `user` turns hints on (`true`) or off in game `game`.
    pub fn set_hints(&self, game: i64, user: &str, on: bool) -> Result<(), StoreError> {
        if on {
            self.tx.execute_cached(
                "INSERT INTO hint_settings (game_id, user) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
                params![game, user],
            )?;
        } else {
            self.tx.execute_cached(
                "DELETE FROM hint_settings WHERE game_id = ?1 AND user = ?2",
                params![game, user],
            )?;
        }
        Ok(())
    }
}
