//! The outbox: every message a committed command must send, written in the command's own
//! transaction ([`Tx::owe`]), marked sent once delivered ([`Tx::mark_sent`]); what is
//! still unsent at start-up is sent then ([`Tx::unsent`]). And each channel's card-play
//! post ([`CardPost`]), so a card's lines go on in one post across a restart.

use rusqlite::{OptionalExtension, params};

use super::{Cached, Store, StoreError, Tx};

/// One owed message as stored: what to send is `body` (the app's JSON).
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct OwedRow {
    pub id: i64,
    pub game: Option<i64>,
    pub channel: String,
    /// The user whose command owes it.
    pub actor: String,
    pub body: String,
    /// The interaction the command answered (its webhook token), if any.
    pub interaction: Option<String>,
    pub created_at: String,
}

/// The post in a channel holding the lines of one card play so far.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct CardPost {
    pub channel: String,
    pub key: String,
    pub message: String,
    pub text: String,
}

/// A `card_posts` row (channel, key, message, text).
fn card_post(row: &rusqlite::Row<'_>) -> rusqlite::Result<CardPost> {
    Ok(CardPost {
        channel: row.get(0)?,
        key: row.get(1)?,
        message: row.get(2)?,
        text: row.get(3)?,
    })
}

/// Sent rows are kept this long (for `labyrinth check` and the tests), then deleted by
/// retention.
pub const SENT_KEPT_DAYS: i64 = 1;

impl Tx<'_> {
    /// Record one owed message; its id.
    pub fn owe(
        &self,
        game: Option<i64>,
        channel: &str,
        actor: &str,
        body: &str,
        interaction: Option<&str>,
    ) -> Result<i64, StoreError> {
        self.tx.execute_cached(
            "INSERT INTO outbox (game_id, channel, actor, body, interaction, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![game, channel, actor, body, interaction, self.now()],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Mark owed messages sent (delivered, or refused for good: a missing permission, a
    /// closed DM already reported); the interaction's token is forgotten.
    pub fn mark_sent(&self, ids: &[i64]) -> Result<(), StoreError> {
        for id in ids {
            self.tx.execute_cached(
                "UPDATE outbox SET sent_at = ?2, interaction = NULL
                 WHERE id = ?1 AND sent_at IS NULL",
                params![id, self.now()],
            )?;
        }
        Ok(())
    }

    /// The unsent messages, oldest first.
    pub fn unsent(&self) -> Result<Vec<OwedRow>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, game_id, channel, actor, body, interaction, created_at FROM outbox
             WHERE sent_at IS NULL ORDER BY id",
        )?;
        let rows = stmt.query_map([], |row| {
            Ok(OwedRow {
                id: row.get(0)?,
                game: row.get(1)?,
                channel: row.get(2)?,
                actor: row.get(3)?,
                body: row.get(4)?,
                interaction: row.get(5)?,
                created_at: row.get(6)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// How many messages owed before `before` (SQLite's time format) are still unsent.
    pub fn unsent_before(&self, before: &str) -> Result<i64, StoreError> {
        Ok(self.tx.query_row_cached(
            "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND created_at < ?1",
            params![before],
            |row| row.get(0),
        )?)
    }

    /// Every channel's card-play post.
    pub fn card_posts(&self) -> Result<Vec<CardPost>, StoreError> {
        let mut stmt = self
            .tx
            .prepare_cached("SELECT channel, key, message, text FROM card_posts")?;
        let rows = stmt.query_map([], card_post)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// `channel`'s card-play post is now `post` (`None`: something else was posted below it).
    pub fn set_card_post(&self, channel: &str, post: Option<&CardPost>) -> Result<(), StoreError> {
        match post {
            Some(post) => self.tx.execute_cached(
                "INSERT INTO card_posts (channel, key, message, text) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (channel) DO UPDATE SET key = ?2, message = ?3, text = ?4",
                params![channel, post.key, post.message, post.text],
            )?,
            None => self.tx.execute_cached(
                "DELETE FROM card_posts WHERE channel = ?1",
                params![channel],
            )?,
        };
        Ok(())
    }

    /// The card-play post of `channel`, if any.
    pub fn card_post(&self, channel: &str) -> Result<Option<CardPost>, StoreError> {
        Ok(self
            .tx
            .query_row_cached(
                "SELECT channel, key, message, text FROM card_posts WHERE channel = ?1",
                params![channel],
                card_post,
            )
            .optional()?)
    }
}

impl Store {
    /// Delete outbox rows sent more than [`SENT_KEPT_DAYS`] ago; how many.
    pub fn forget_sent(&mut self) -> Result<usize, StoreError> {
        let cutoff = (chrono::Utc::now() - chrono::Duration::days(SENT_KEPT_DAYS))
            .format("%Y-%m-%dT%H:%M:%S%.3fZ")
            .to_string();
        let tx = self.begin()?;
        let deleted = tx.tx.execute(
            "DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at <= ?1",
            params![cutoff],
        )?;
        tx.commit()?;
        Ok(deleted)
    }
}
