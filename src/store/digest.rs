//! What a load checks without replaying (issue 40): the game row keeps a digest of the
//! saved state and a digest of the action log (each row chained to the ones before it) with
//! the log's length, written by every save, append and cut. A load recomputes both from
//! the rows as they are: a state edited behind the app's back (turn 999), a row of the log
//! deleted or replaced, is a damaged game, as `labyrinth replay` would find, for the cost of
//! hashing the rows instead of replaying them. A digest only catches damage (SipHash with
//! fixed keys, not a signature: whoever can write the file can write both).

use std::hash::Hasher;

use rusqlite::params;
use rusqlite::types::ValueRef;
use siphasher::sip::SipHasher13;

use super::{Cached, StoreError, Tx};

/// The digest of an empty log.
const EMPTY_LOG: u64 = 0;

fn hasher(before: u64) -> SipHasher13 {
    let mut hasher = SipHasher13::new_with_keys(0x6c61_6279_7269_6e74, 0x6861_7469_6f6e_3430);
    hasher.write_u64(before);
    hasher
}

/// A column's value as stored, whatever its type (damaged rows hash too).
fn write_value(hasher: &mut SipHasher13, value: ValueRef<'_>) {
    let (tag, bytes): (u8, Vec<u8>) = match value {
        ValueRef::Null => (0, Vec::new()),
        ValueRef::Integer(n) => (1, n.to_le_bytes().to_vec()),
        ValueRef::Real(x) => (2, x.to_le_bytes().to_vec()),
        ValueRef::Text(t) => (3, t.to_vec()),
        ValueRef::Blob(b) => (4, b.to_vec()),
    };
    hasher.write_u8(tag);
    hasher.write_u64(bytes.len() as u64);
    hasher.write(&bytes);
}

/// The digest of a saved state's text.
pub(super) fn of_state(state: ValueRef<'_>) -> u64 {
    let mut hasher = hasher(0);
    write_value(&mut hasher, state);
    hasher.finish()
}

/// The log's digest after one more row (`seq`, `side`, `kind`, `action`).
fn chained(before: u64, row: [ValueRef<'_>; 4]) -> u64 {
    let mut hasher = hasher(before);
    for value in row {
        write_value(&mut hasher, value);
    }
    hasher.finish()
}

/// Digests as stored: text, so that every 64-bit value reads back as written.
fn text(digest: u64) -> String {
    format!("{digest:016x}")
}

/// A game's log as it is stored now: its digest and its length.
fn log_of(tx: &rusqlite::Connection, game: i64) -> rusqlite::Result<(u64, i64)> {
    let mut stmt = tx.prepare_cached(
        "SELECT seq, side, kind, action FROM actions WHERE game_id = ?1 ORDER BY seq",
    )?;
    let mut rows = stmt.query(params![game])?;
    let (mut digest, mut length) = (EMPTY_LOG, 0);
    while let Some(row) = rows.next()? {
        digest = chained(
            digest,
            [
                row.get_ref(0)?,
                row.get_ref(1)?,
                row.get_ref(2)?,
                row.get_ref(3)?,
            ],
        );
        length += 1;
    }
    Ok((digest, length))
}

/// Migration 0012: the digests of every game already stored, from its rows as they are.
pub(super) fn backfill(tx: &rusqlite::Transaction<'_>) -> rusqlite_migration::HookResult {
    let games: Vec<i64> = tx
        .prepare("SELECT id FROM games")?
        .query_map([], |row| row.get(0))?
        .collect::<Result<_, _>>()?;
    for game in games {
        let state = tx.query_row("SELECT state FROM games WHERE id = ?1", [game], |row| {
            Ok(of_state(row.get_ref(0)?))
        })?;
        let (log, length) = log_of(tx, game)?;
        tx.execute(
            "UPDATE games SET state_digest = ?1, log_digest = ?2, log_length = ?3 WHERE id = ?4",
            params![text(state), text(log), length, game],
        )?;
    }
    Ok(())
}

impl Tx<'_> {
    /// Note the digest of game `game`'s saved state `encoded`.
    pub(super) fn note_state(&self, game: i64, encoded: &str) -> Result<(), StoreError> {
        let digest = of_state(ValueRef::Text(encoded.as_bytes()));
        self.tx.execute_cached(
            "UPDATE games SET state_digest = ?1 WHERE id = ?2",
            params![text(digest), game],
        )?;
        Ok(())
    }

    /// Note one more row of game `game`'s log (as `append_action` wrote it).
    pub(super) fn note_action(&self, game: i64, row: [ValueRef<'_>; 4]) -> Result<(), StoreError> {
        let (before, length): (Option<String>, Option<i64>) = self.tx.query_row_cached(
            "SELECT log_digest, log_length FROM games WHERE id = ?1",
            params![game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        let before = before
            .and_then(|d| u64::from_str_radix(&d, 16).ok())
            .unwrap_or(EMPTY_LOG);
        self.tx.execute_cached(
            "UPDATE games SET log_digest = ?1, log_length = ?2 WHERE id = ?3",
            params![text(chained(before, row)), length.unwrap_or(0) + 1, game],
        )?;
        Ok(())
    }

    /// Another game with `game`'s set-up (its seed included) and the same action log, as
    /// the digests note them: the same game stored twice (an import of the same file).
    pub fn same_game(&self, game: i64) -> Result<Option<i64>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT other.id FROM games AS this JOIN games AS other
               ON other.spec = this.spec AND other.log_digest = this.log_digest
              AND other.log_length = this.log_length AND other.id <> this.id
             WHERE this.id = ?1 ORDER BY other.id LIMIT 1",
        )?;
        let mut rows = stmt.query(params![game])?;
        Ok(match rows.next()? {
            Some(row) => Some(row.get(0)?),
            None => None,
        })
    }

    /// Note game `game`'s log as it is now (after a cut).
    pub(super) fn note_log(&self, game: i64) -> Result<(), StoreError> {
        let (digest, length) = log_of(&self.tx, game)?;
        self.tx.execute_cached(
            "UPDATE games SET log_digest = ?1, log_length = ?2 WHERE id = ?3",
            params![text(digest), length, game],
        )?;
        Ok(())
    }

    /// What is wrong with game `game`'s saved state `state` and its log, if anything:
    /// what a replay would find, found by their digests. Counts only, never a value.
    pub(super) fn damage(&self, game: i64, state: &str) -> Result<Option<String>, StoreError> {
        let (state_digest, log_digest, length): (Option<String>, Option<String>, Option<i64>) =
            self.tx.query_row_cached(
                "SELECT state_digest, log_digest, log_length FROM games WHERE id = ?1",
                params![game],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )?;
        if state_digest != Some(text(of_state(ValueRef::Text(state.as_bytes())))) {
            return Ok(Some(
                "its saved state is not the one its last command saved".to_string(),
            ));
        }
        let (digest, rows) = log_of(&self.tx, game)?;
        if Some(rows) != length {
            return Ok(Some(format!(
                "its action log has {rows} actions, not the {} it was saved with",
                length.unwrap_or(0)
            )));
        }
        if log_digest != Some(text(digest)) {
            return Ok(Some(
                "its action log is not the one it was saved with (an action was changed)"
                    .to_string(),
            ));
        }
        Ok(None)
    }
}
