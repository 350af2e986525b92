//! Every outbound message, recorded with its game, audience and kind, so a lost private
//! message can be re-sent and a test can read everything a game ever showed anyone.

use rusqlite::params;

use super::{Audience, Cached, StoreError, Tx};

/// What a stored message was.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum MessageKind {
    Public,
    Private,
    Prompt,
    Error,
    /// A copy of an earlier private message, sent again on request.
    Resend,
}

impl MessageKind {
    /// As a bound SQL value.
    fn as_static(self) -> &'static &'static str {
        match self {
            MessageKind::Public => &"public",
            MessageKind::Private => &"private",
            MessageKind::Prompt => &"prompt",
            MessageKind::Error => &"error",
            MessageKind::Resend => &"resend",
        }
    }
    fn parse(text: Option<&str>) -> Option<MessageKind> {
        match text? {
            "public" => Some(MessageKind::Public),
            "private" => Some(MessageKind::Private),
            "prompt" => Some(MessageKind::Prompt),
            "error" => Some(MessageKind::Error),
            "resend" => Some(MessageKind::Resend),
            _ => None,
        }
    }
}

/// One recorded outbound message.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct StoredMessage {
    pub id: i64,
    pub game: Option<i64>,
    pub channel: String,
    pub audience: Audience,
    /// `None` for messages recorded before kinds were stored.
    pub kind: Option<MessageKind>,
    pub text: String,
}

impl Tx<'_> {
    /// Record a command's outbound messages, in order, with one statement per
    /// `BATCH` messages (one statement per message was a tenth of a command).
    /// Only the newest `keep` refusals to `user` in `game` stay stored: nothing reads older
    /// ones (`resend` sends private messages, `log` public ones), and a player sending
    /// commands in a loop would otherwise grow a running game without bound (issue 40).
    pub fn trim_refusals(&self, game: i64, user: &str, keep: usize) -> Result<(), StoreError> {
        self.tx.execute(
            "DELETE FROM messages
             WHERE game_id = ?1 AND user = ?2 AND kind = 'error' AND id NOT IN (
                 SELECT id FROM messages WHERE game_id = ?1 AND user = ?2 AND kind = 'error'
                 ORDER BY id DESC LIMIT ?3)",
            params![game, user, i64::try_from(keep).unwrap_or(i64::MAX)],
        )?;
        Ok(())
    }

    pub fn record_all(
        &self,
        game: Option<i64>,
        channel: &str,
        messages: &[(Audience, MessageKind, &str)],
    ) -> Result<(), StoreError> {
        const BATCH: usize = 8;
        const COLUMNS: usize = 7;
        let now = self.now();
        for part in messages.chunks(BATCH) {
            let rows: Vec<String> = (0..part.len())
                .map(|i| {
                    let n = i * COLUMNS;
                    format!(
                        "(?{}, ?{}, ?{}, ?{}, ?{}, ?{}, ?{})",
                        n + 1,
                        n + 2,
                        n + 3,
                        n + 4,
                        n + 5,
                        n + 6,
                        n + 7
                    )
                })
                .collect();
            let sql = format!(
                "INSERT INTO messages (game_id, channel, audience, user, kind, text, created_at)
                 VALUES {}",
                rows.join(", ")
            );
            let mut values: Vec<&dyn rusqlite::ToSql> = Vec::with_capacity(part.len() * COLUMNS);
            for (audience, kind, text) in part {
                let (audience, user) = match audience {
                    Audience::Public => (&"public" as &dyn rusqlite::ToSql, None),
                    Audience::Private(user) => (&"private" as &dyn rusqlite::ToSql, Some(user)),
                };
                values.push(&game);
                values.push(&channel);
                values.push(audience);
                values.push(match user {
                    Some(user) => user,
                    None => &rusqlite::types::Null,
                });
                values.push(kind.as_static());
                values.push(text);
                values.push(&now);
            }
            self.tx
                .execute_cached(&sql, rusqlite::params_from_iter(values))?;
        }
        Ok(())
    }

    /// Every message recorded for a game (or, with `None`, outside any game), oldest first.
    pub fn messages(&self, game: Option<i64>) -> Result<Vec<StoredMessage>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, game_id, channel, audience, user, kind, text FROM messages
             WHERE game_id IS ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map(params![game], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, Option<i64>>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, String>(3)?,
                row.get::<_, Option<String>>(4)?,
                row.get::<_, Option<String>>(5)?,
                row.get::<_, String>(6)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (id, game, channel, audience, user, kind, text) = row?;
            let audience = match (audience.as_str(), user) {
                ("private", Some(user)) => Audience::Private(user),
                _ => Audience::Public,
            };
            out.push(StoredMessage {
                id,
                game,
                channel,
                audience,
                kind: MessageKind::parse(kind.as_deref()),
                text,
            });
        }
        Ok(out)
    }

    /// The last `count` private messages sent to `user` in a game, oldest first (prompts,
    /// errors and earlier re-sends excluded).
    pub fn private_messages(
        &self,
        game: i64,
        user: &str,
        count: usize,
    ) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT text FROM messages
             WHERE game_id = ?1 AND user = ?2 AND audience = 'private'
               AND (kind IS NULL OR kind = 'private')
             ORDER BY id DESC LIMIT ?3",
        )?;
        let limit = i64::try_from(count).unwrap_or(i64::MAX);
        let rows = stmt.query_map(params![game, user, limit], |row| row.get::<_, String>(0))?;
        let mut out = rows.collect::<Result<Vec<_>, _>>()?;
        out.reverse();
        Ok(out)
    }

    /// The last `count` public messages of a game, oldest first.
    pub fn public_messages(&self, game: i64, count: usize) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT text FROM messages WHERE game_id = ?1 AND audience = 'public' ORDER BY id DESC LIMIT ?2",
        )?;
        let limit = i64::try_from(count).unwrap_or(i64::MAX);
        let rows = stmt.query_map(params![game, limit], |row| row.get::<_, String>(0))?;
        let mut out = rows.collect::<Result<Vec<_>, _>>()?;
        out.reverse();
        Ok(out)
    }
}
