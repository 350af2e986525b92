//! What rollback and adjust share: the game they act on, and the opponent's answer to a
//! request (README "Rollback and adjust"). The request itself is the undo's
//! (`undo_requests`, with its kind: migration 0007).

use labyrinth_engine::Side;

use super::langs::{public_lang, reader_lang};
use super::{CommandError, Msg, Outbound, occupant_name, public, seat_of};
use crate::i18n::Lang;
use crate::store::{GameRecord, RequestKind, Tx, UndoRequest};
use crate::tr;

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

/// The request of `kind` waiting at the game's version, or `missing` (a message key) as the
/// refusal.
pub(super) fn waiting(
    tx: &Tx<'_>,
    game: &GameRecord,
    kind: RequestKind,
    missing: &'static str,
) -> Result<UndoRequest, CommandError> {
    tx.undo_request(game.id)?
        .filter(|r| r.version == game.version && r.kind == kind)
        .ok_or_else(|| Msg::new(missing).into())
}

/// An answer to `request` (`what` names it in a language, e.g. "the change (Prestige set
/// to 5)"): the asker withdraws or the opponent refuses, and the reply is returned; or the
/// opponent agrees, and the asker's side is returned for the caller to act.
pub(super) fn answer(
    tx: &Tx<'_>,
    game: &GameRecord,
    user: &str,
    request: &UndoRequest,
    agree: bool,
    what: impl Fn(Lang) -> String,
) -> Result<Result<Side, Vec<Outbound>>, CommandError> {
    let asker = seat_of(game, &request.user)
        .ok_or_else(|| CommandError::Internal("the asker left the game".to_string()))?;
    let lang = public_lang(tx, Some(game.id))?;
    if request.user == user {
        if agree {
            let reader = reader_lang(tx, Some(game.id), user)?;
            return Err(Msg::new("reply-asked-waiting")
                .words("what", what(reader))
                .words("who", occupant_name(reader, game.occupant(!asker)))
                .into());
        }
        tx.clear_undo_request(game.id)?;
        let text = tr!(lang, "reply-withdraws", user = user, what = what(lang));
        return Ok(Err(public(&text)));
    }
    if !agree {
        tx.clear_undo_request(game.id)?;
        let text = tr!(lang, "reply-refuses", user = user, what = what(lang));
        return Ok(Err(public(&text)));
    }
    Ok(Ok(asker))
}
