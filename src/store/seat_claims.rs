//! Claimed seats (migration 0007): a seat the computer took over with `claim`, who left
//! it, and whether they asked to take it back (`app::claim`).

use labyrinth_engine::Side;
use rusqlite::{OptionalExtension, params};

use super::{Cached, StoreError, Tx, parse_side, side_str};

/// A seat the computer plays since `claim`: `user` left it; `requested`: they asked to take
/// it back.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct SeatClaim {
    pub side: Side,
    pub user: String,
    pub requested: bool,
}

impl Tx<'_> {
    /// The claimed seat of game `game`, if any.
    pub fn seat_claim(&self, game: i64) -> Result<Option<SeatClaim>, StoreError> {
        let row = self
            .tx
            .query_row_cached(
                "SELECT side, user, requested FROM seat_claims WHERE game_id = ?1",
                params![game],
                |row| {
                    Ok((
                        row.get::<_, String>(0)?,
                        row.get::<_, String>(1)?,
                        row.get::<_, bool>(2)?,
                    ))
                },
            )
            .optional()?;
        Ok(row.and_then(|(side, user, requested)| {
            parse_side(&side).map(|side| SeatClaim {
                side,
                user,
                requested,
            })
        }))
    }

    pub fn set_seat_claim(&self, game: i64, claim: &SeatClaim) -> Result<(), StoreError> {
        self.tx.execute_cached(
            "INSERT INTO seat_claims (game_id, side, user, requested) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (game_id) DO UPDATE SET side = excluded.side, user = excluded.user,
                 requested = excluded.requested",
            params![game, side_str(claim.side), claim.user, claim.requested],
        )?;
        Ok(())
    }

    pub fn delete_seat_claim(&self, game: i64) -> Result<(), StoreError> {
        self.tx
            .execute_cached("DELETE FROM seat_claims WHERE game_id = ?1", params![game])?;
        Ok(())
    }
}
