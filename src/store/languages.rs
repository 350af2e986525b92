//! Languages (migration 0010): a game's own, for its public posts, and each player's, for
//! what only they read (`app::langs`).

use rusqlite::{OptionalExtension, params};

use super::{Cached, StoreError, Tx};
use crate::i18n::Lang;

impl Tx<'_> {
    /// The language of game `game`'s public posts: English unless one was set.
    pub fn game_language(&self, game: i64) -> Result<Lang, StoreError> {
        let code: Option<String> = self
            .tx
            .query_row_cached(
                "SELECT language FROM game_languages WHERE game_id = ?1",
                params![game],
                |row| row.get(0),
            )
            .optional()?;
        Ok(code.as_deref().and_then(Lang::parse).unwrap_or_default())
    }

    pub fn set_game_language(&self, game: i64, lang: Lang) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO game_languages (game_id, language) VALUES (?1, ?2)
             ON CONFLICT (game_id) DO UPDATE SET language = excluded.language",
            params![game, lang.code()],
        )?;
        Ok(())
    }

    /// A player's own language, when their client told it.
    pub fn user_language(&self, user: &str) -> Result<Option<Lang>, StoreError> {
        let code: Option<Option<String>> = self
            .tx
            .query_row_cached(
                "SELECT language FROM player_settings WHERE user = ?1",
                params![user],
                |row| row.get(0),
            )
            .optional()?;
        Ok(code.flatten().as_deref().and_then(Lang::parse))
    }

    pub fn set_user_language(&self, user: &str, lang: Lang) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO player_settings (user, language) VALUES (?1, ?2)
             ON CONFLICT (user) DO UPDATE SET language = excluded.language",
            params![user, lang.code()],
        )?;
        Ok(())
    }
}
