//! Prompts that wait for their player (migration 0016): the actor's own next decision, sent
//! by DM if it is still pending when due (`app::prompt_dm`). One row per game.

use rusqlite::params;

use super::{Cached, StoreError, Tx};

/// A game's waiting prompt as stored.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct PromptDmRow {
    pub game: i64,
    pub user: String,
    pub version: i64,
    /// The prompt as owed (the app's JSON).
    pub body: String,
    pub due_at: String,
}

impl Tx<'_> {
    /// Game `game`'s prompt for `user` at `version` is sent by DM at `due_at` if still pending
    /// (replacing the game's earlier one).
    pub fn set_prompt_dm(&self, row: &PromptDmRow) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO prompt_dms (game_id, user, version, body, due_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (game_id) DO UPDATE SET user = ?2, version = ?3, body = ?4, due_at = ?5",
            params![row.game, row.user, row.version, row.body, row.due_at],
        )?;
        Ok(())
    }

    /// The waiting prompts due at `now` (a range of the `prompt_dms_due` index), oldest first.
    pub fn due_prompt_dms(&self, now: &str) -> Result<Vec<PromptDmRow>, StoreError> {
        let mut statement = self.tx.prepare_cached(
            "SELECT game_id, user, version, body, due_at FROM prompt_dms
             WHERE due_at <= ?1 ORDER BY due_at, game_id",
        )?;
        let rows = statement.query_map(params![now], |row| {
            Ok(PromptDmRow {
                game: row.get(0)?,
                user: row.get(1)?,
                version: row.get(2)?,
                body: row.get(3)?,
                due_at: row.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Forget game `game`'s waiting prompt if it is still the one at `version` (sent, or no
    /// longer pending).
    pub fn drop_prompt_dm(&self, game: i64, version: i64) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "DELETE FROM prompt_dms WHERE game_id = ?1 AND version = ?2",
            params![game, version],
        )?;
        Ok(())
    }
}
