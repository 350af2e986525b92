//! What rollback and adjust share: the game they act on, and the opponent's answer to a
//! request (README "Rollback and adjust"). The request itself is the undo's
//! (`undo_requests`, with its kind: migration 0007).

use labyrinth_engine::Side;

use super::langs::{public_lang, reader_lang};
use super::{CommandError, Msg, Outbound, adjust, occupant_name, public, rollback, seat_of, undo};
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
        tx.note_withdrawn(game.id, user, game.version)?;
        let text = tr!(lang, "reply-withdraws", user = user, what = what(lang));
        return Ok(Err(public(&text)));
    }
    if !request.shown {
        return Ok(Err(changed(tx, game, user, request, what)?));
    }
    if !agree {
        tx.clear_undo_request(game.id)?;
        let text = tr!(lang, "reply-refuses", user = user, what = what(lang));
        return Ok(Err(public(&text)));
    }
    Ok(Ok(asker))
}

/// A typed answer to a request its answerer was not shown as it is (it replaced the one they
/// read): nothing is done but showing it; their next answer answers it.
pub(super) fn changed(
    tx: &Tx<'_>,
    game: &GameRecord,
    user: &str,
    request: &UndoRequest,
    what: impl Fn(Lang) -> String,
) -> Result<Vec<Outbound>, CommandError> {
    tx.show_request(game.id)?;
    let reader = reader_lang(tx, Some(game.id), user)?;
    let text = tr!(
        reader,
        "reply-request-changed",
        user = request.user.as_str(),
        what = what(reader)
    );
    Ok(vec![Outbound::Notice {
        user: user.to_string(),
        text,
    }])
}

/// Store `request` (by `user`) in place of the game's waiting one. A waiting request it
/// replaces is withdrawn in public (returned, to go before the new one's announcement). A
/// request made after its asker withdrew or replaced another at this version is not yet
/// shown (unless it is the same request, as shown as it was), so a typed answer meant for
/// the old one does not answer it.
pub(super) fn replace(
    tx: &Tx<'_>,
    game: &GameRecord,
    user: &str,
    mut request: UndoRequest,
) -> Result<Vec<Outbound>, CommandError> {
    let old = tx
        .undo_request(game.id)?
        .filter(|r| r.version == game.version);
    let mut out = Vec::new();
    request.shown = !tx.withdrew(game.id, user, game.version)?;
    if let Some(old) = old {
        let lang = public_lang(tx, Some(game.id))?;
        let what = described(tx, game, &old, lang)?;
        let text = if old.user == user {
            tr!(lang, "reply-withdraws", user = user, what = what)
        } else {
            tr!(
                lang,
                "reply-request-set-aside",
                user = user,
                who = old.user.as_str(),
                what = what
            )
        };
        out.extend(public(&text));
        if old.user == user {
            tx.note_withdrawn(game.id, user, game.version)?;
            let same = old.kind == request.kind
                && old.first_seq == request.first_seq
                && old.detail == request.detail;
            request.shown = same && old.shown;
        }
    }
    tx.set_undo_request(game.id, &request)?;
    Ok(out)
}

/// A request as the channel may read it, e.g. "the change (Prestige set to 5)".
fn described(
    tx: &Tx<'_>,
    game: &GameRecord,
    request: &UndoRequest,
    lang: Lang,
) -> Result<String, CommandError> {
    match request.kind {
        RequestKind::Adjust => adjust::request_what(request, lang),
        RequestKind::Rollback => rollback::request_what(tx, game, request, lang),
        RequestKind::Undo => undo::request_what(tx, game, request, lang),
    }
}
