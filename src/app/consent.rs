//! What rollback and adjust share: the game they act on, and the opponent's answer to a
//! request (README "Rollback and adjust"). The request itself is the undo's
//! (`undo_requests`, with its kind: migration 0007).

use labyrinth_engine::Side;

use super::{CommandError, Outbound, occupant_name, public, seat_of};
use crate::store::{GameRecord, RequestKind, Tx, UndoRequest};

/// The channel's game, still in play, and the sender's side in it.
pub(super) fn seated_in_play(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
) -> Result<(GameRecord, Side), CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    Ok((game, side))
}

/// The request of `kind` waiting at the game's version, or `missing` as the refusal.
pub(super) fn waiting(
    tx: &Tx<'_>,
    game: &GameRecord,
    kind: RequestKind,
    missing: &str,
) -> Result<UndoRequest, CommandError> {
    tx.undo_request(game.id)?
        .filter(|r| r.version == game.version && r.kind == kind)
        .ok_or_else(|| CommandError::BadInput(missing.to_string()))
}

/// An answer to `request` (`what` names it in public, e.g. "the change (Prestige set to
/// 5)"): the asker withdraws or the opponent refuses, and the reply is returned; or the
/// opponent agrees, and the asker's side is returned for the caller to act.
pub(super) fn answer(
    tx: &Tx<'_>,
    game: &GameRecord,
    user: &str,
    request: &UndoRequest,
    agree: bool,
    what: &str,
) -> Result<Result<Side, Vec<Outbound>>, CommandError> {
    let asker = seat_of(game, &request.user)
        .ok_or_else(|| CommandError::Internal("the asker left the game".to_string()))?;
    if request.user == user {
        if agree {
            let who = occupant_name(game.occupant(!asker));
            return Err(CommandError::BadInput(format!(
                "you asked for {what}; waiting for {who} to answer"
            )));
        }
        tx.clear_undo_request(game.id)?;
        return Ok(Err(public(&format!("{user} withdraws {what}."))));
    }
    if !agree {
        tx.clear_undo_request(game.id)?;
        return Ok(Err(public(&format!(
            "{user} refuses {what}; nothing changed, the game goes on."
        ))));
    }
    Ok(Ok(asker))
}
