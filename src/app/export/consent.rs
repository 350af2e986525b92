//! `/lab game export full:true`: a full export of a two-player game in progress, when both
//! players agree (the pattern of an undo by consent, `app/undo.rs`).
//!
//! A player's request is recorded with the game's version and announced in the channel; the
//! opponent's own `export full:true` at the same version agrees and gets the file, and the
//! one who asked gets it by asking again. Any committed command changes the version, so
//! consent never covers a hand or a draw that came after it. A solitaire game in progress
//! has no one to ask: its player gets the public record until it ends (the bot's cards and
//! the draw order stay hidden). A game ended by play is exported in full to its players at
//! once; one abandoned or claimed asks for consent as a running one (solitaire: never).

use super::super::langs::{public_lang, reader_lang, side_key};
use super::{Content, ended_by_play, exportable, file};
use crate::app::{CommandError, Msg, Outbound, occupant_name, public, seat_of};
use crate::store::{Occupant, Status, Tx};
use crate::tr;

type Reply = (Option<i64>, Vec<Outbound>);

pub(in crate::app) fn ask_full(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    admin: bool,
) -> Result<Reply, CommandError> {
    let game = exportable(tx, channel, user, admin)?;
    if ended_by_play(&game) {
        return Ok((Some(game.id), vec![file(tx, &game, user, Content::Full)?]));
    }
    let ended = game.status == Status::Finished;
    let refuse = |key: &'static str| Err(Msg::new(key).number("game", game.id).into());
    let Some(side) = seat_of(&game, user) else {
        return refuse(if ended {
            "reply-export-needs-consent-ended"
        } else {
            "reply-export-needs-consent"
        });
    };
    let opponent = match game.occupant(!side) {
        Occupant::User(opponent) => opponent.clone(),
        Occupant::Policy(_) if ended => return refuse("reply-export-solitaire-ended"),
        Occupant::Policy(_) => return refuse("reply-export-solitaire"),
        Occupant::Empty => {
            return Err(Msg::new("reply-export-seat-free")
                .number("game", game.id)
                .words("side", side_key(!side))
                .into());
        }
    };
    let lang = public_lang(tx, Some(game.id))?;
    let asked = tx.full_export_askers(game.id, game.version)?;
    if asked.contains(&opponent) {
        let mut out = Vec::new();
        if !asked.iter().any(|u| u == user) {
            tx.ask_full_export(game.id, user, game.version)?;
            out.extend(public(&tr!(
                lang,
                "reply-export-agreed",
                user = user,
                game = game.id,
                who = opponent.as_str()
            )));
        }
        out.push(file(tx, &game, user, Content::Full)?);
        return Ok((Some(game.id), out));
    }
    if asked.iter().any(|u| u == user) {
        let reader = reader_lang(tx, Some(game.id), user)?;
        return Err(Msg::new("reply-export-already-asked")
            .number("game", game.id)
            .words("who", occupant_name(reader, game.occupant(!side)))
            .into());
    }
    tx.ask_full_export(game.id, user, game.version)?;
    let text = tr!(
        lang,
        if ended {
            "reply-export-asks-ended"
        } else {
            "reply-export-asks"
        },
        user = user,
        game = game.id,
        who = opponent.as_str()
    );
    Ok((Some(game.id), public(&text)))
}
