//! What an admin runs beside the bot (`labyrinth backup`, `labyrinth check`): a consistent
//! copy of the database while the bot writes, SQLite's own integrity check, and every game's
//! id for a check that replays them all.

use std::path::Path;

use rusqlite::Connection;

use super::{Store, StoreError, Tx};

impl Store {
    /// Copy the whole database to `out` (a new file) while others go on writing: SQLite's
    /// online backup API in one step, which reads one snapshot (a read transaction, which
    /// in WAL mode never blocks a writer) so the copy is consistent. Restoring is copying
    /// the file back while the bot is stopped.
    pub fn backup_to(&self, out: &Path) -> Result<(), StoreError> {
        let mut copy = Connection::open(out)?;
        {
            let backup = rusqlite::backup::Backup::new(&self.conn, &mut copy)?;
            // All pages in one step: a copy made in several steps starts again whenever
            // another connection writes in between, and may never finish under load.
            backup.step(-1)?;
        }
        copy.close().map_err(|(_, e)| e)?;
        Ok(())
    }

    /// SQLite's `PRAGMA integrity_check`: empty when the file is sound, else its findings.
    pub fn integrity(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare("PRAGMA integrity_check")?;
        let rows = stmt.query_map([], |row| row.get::<_, String>(0))?;
        let found: Vec<String> = rows.collect::<Result<_, _>>()?;
        Ok(found.into_iter().filter(|line| line != "ok").collect())
    }
}

impl Tx<'_> {
    /// Every game's id, oldest first.
    pub fn game_ids(&self) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.tx.prepare("SELECT id FROM games ORDER BY id")?;
        let rows = stmt.query_map([], |row| row.get::<_, i64>(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

impl Tx<'_> {
    /// The channel of every game in progress.
    pub fn live_channels(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self
            .tx
            .prepare("SELECT channel FROM games WHERE status <> 'finished' ORDER BY id")?;
        let rows = stmt.query_map([], |row| row.get::<_, String>(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
