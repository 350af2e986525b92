//! Requests for a full export of a game in progress (migration 0008, docs/export.md).

use rusqlite::params;

use super::{Cached, StoreError, Tx};

impl Tx<'_> {
    /// `user` asks for a full export of `game` at `version`; requests made at any other
    /// version lapse.
    pub fn ask_full_export(&self, game: i64, user: &str, version: i64) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "DELETE FROM export_requests WHERE game_id = ?1 AND version <> ?2",
            params![game, version],
        )?;
        self.tx.execute_cached(
            "INSERT INTO export_requests (game_id, user, version) VALUES (?1, ?2, ?3)
             ON CONFLICT (game_id, user) DO UPDATE SET version = excluded.version",
            params![game, user, version],
        )?;
        Ok(())
    }

    /// Who asked for a full export of `game` while it was at `version`.
    pub fn full_export_askers(&self, game: i64, version: i64) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT user FROM export_requests WHERE game_id = ?1 AND version = ?2 ORDER BY user",
        )?;
        let rows = stmt.query_map(params![game, version], |row| row.get::<_, String>(0))?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }
}
