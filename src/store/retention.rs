//! Retention (README "Storage, building, more documents"): once a game has ended and `days` have passed since its last
//! change, its message rows are deleted (with its undo bookkeeping); its set-up, action log
//! and final state stay, so `labyrinth replay` and the game's record still work. Messages
//! outside any game (a refusal to a seated user with no game) go after the same time.

use rusqlite::params;

use super::{Store, StoreError};

/// Days after a game ends before its messages are deleted, unless configured
/// (`RETENTION_DAYS`, `labyrinth retention --days N`).
pub const RETENTION_DAYS: u32 = 30;

/// What one retention run deleted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Retained {
    /// Finished games whose messages were deleted.
    pub games: usize,
    /// Message rows deleted.
    pub messages: usize,
}

impl Store {
    /// Delete the message rows of games that ended at least `days` days ago (and of no
    /// game, as old), in one transaction.
    pub fn retain(&mut self, days: u32) -> Result<Retained, StoreError> {
        let cutoff = (chrono::Utc::now() - chrono::Duration::days(i64::from(days)))
            .format("%Y-%m-%dT%H:%M:%S%.3fZ")
            .to_string();
        let tx = self.begin()?;
        let ended = "SELECT id FROM games WHERE status = 'finished' AND updated_at <= ?1";
        let games: i64 = tx.tx.query_row(
            &format!(
                "SELECT COUNT(*) FROM ({ended}) AS g
                 WHERE EXISTS (SELECT 1 FROM messages WHERE game_id = g.id)"
            ),
            params![cutoff],
            |row| row.get(0),
        )?;
        let mut messages = tx.tx.execute(
            &format!("DELETE FROM messages WHERE game_id IN ({ended})"),
            params![cutoff],
        )?;
        messages += tx.tx.execute(
            "DELETE FROM messages WHERE game_id IS NULL AND created_at <= ?1",
            params![cutoff],
        )?;
        tx.tx.execute(
            &format!("DELETE FROM moves WHERE game_id IN ({ended})"),
            params![cutoff],
        )?;
        tx.tx.execute(
            &format!("DELETE FROM undo_requests WHERE game_id IN ({ended})"),
            params![cutoff],
        )?;
        tx.tx.execute(
            &format!("DELETE FROM withdrawn_requests WHERE game_id IN ({ended})"),
            params![cutoff],
        )?;
        tx.commit()?;
        Ok(Retained {
            games: usize::try_from(games).unwrap_or_default(),
            messages,
        })
    }

    /// Bytes the stored rows of game `id` hold (its row, seats, actions, moves, messages),
    /// as SQLite counts a value's length: the measure of README "Storage, building, more documents".
    pub fn game_bytes(&mut self, id: i64) -> Result<i64, StoreError> {
        let tx = self.read()?;
        let bytes = tx.tx.query_row(
            "SELECT
               (SELECT COALESCE(SUM(LENGTH(channel) + LENGTH(creator) + LENGTH(spec)
                   + LENGTH(state) + LENGTH(status) + 60), 0) FROM games WHERE id = ?1)
             + (SELECT COALESCE(SUM(LENGTH(side) + COALESCE(LENGTH(user), 0)
                   + COALESCE(LENGTH(policy), 0) + 10), 0) FROM seats WHERE game_id = ?1)
             + (SELECT COALESCE(SUM(LENGTH(side) + LENGTH(kind) + COALESCE(LENGTH(action), 0)
                   + LENGTH(created_at) + 10), 0) FROM actions WHERE game_id = ?1)
             + (SELECT COALESCE(SUM(LENGTH(user) + LENGTH(side) + 20), 0)
                   FROM moves WHERE game_id = ?1)
             + (SELECT COALESCE(SUM(LENGTH(channel) + LENGTH(audience)
                   + COALESCE(LENGTH(user), 0) + COALESCE(LENGTH(kind), 0) + LENGTH(text)
                   + LENGTH(created_at) + 10), 0) FROM messages WHERE game_id = ?1)",
            params![id],
            |row| row.get(0),
        )?;
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Audience, MessageKind, Occupant, Recorded, Status};
    use labyrinth_engine::{BySide, GameState, Side};

    #[test]
    fn only_messages_of_games_ended_long_enough_ago_go() {
        let mut store = Store::open_in_memory().unwrap();
        let spec = crate::store::lets_roll(1);
        let state = GameState::new_seeded(&spec).unwrap();
        let seats = BySide {
            us: Occupant::User("alice".into()),
            jihadist: Occupant::User("bob".into()),
        };
        let tx = store.begin().unwrap();
        let mut ids = Vec::new();
        for (channel, status) in [("a", Status::Finished), ("b", Status::Active)] {
            let id = tx
                .insert_game(channel, None, "alice", &spec, &state, status, &seats)
                .unwrap();
            tx.append_action(id, Side::Us, &Recorded::Resign).unwrap();
            tx.record_all(
                Some(id),
                channel,
                &[(Audience::Public, MessageKind::Public, "hello")],
            )
            .unwrap();
            ids.push(id);
        }
        tx.commit().unwrap();
        // Nothing ended 30 days ago.
        assert_eq!(store.retain(30).unwrap(), Retained::default());
        // Ended now, retained after 0 days: only the finished game's message goes.
        let done = store.retain(0).unwrap();
        assert_eq!(
            done,
            Retained {
                games: 1,
                messages: 1
            }
        );
        let tx = store.read().unwrap();
        assert!(tx.messages(Some(ids[0])).unwrap().is_empty());
        assert_eq!(tx.messages(Some(ids[1])).unwrap().len(), 1);
        assert_eq!(tx.actions(ids[0]).unwrap().len(), 1, "the action log stays");
        assert!(tx.game(ids[0]).unwrap().is_some(), "the final state stays");
    }
}
