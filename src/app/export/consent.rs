//! `/lab game export full:true`: a full export of a two-player game in progress, when both
//! players agree (the pattern of an undo by consent, `app/undo.rs`).
//!
//! A player's request is recorded with the game's version and announced in the channel; the
//! opponent's own `export full:true` at the same version agrees and gets the file, and the
//! one who asked gets it by asking again. Any committed command changes the version, so
//! consent never covers a hand or a draw that came after it. A solitaire game in progress
//! has no one to ask: its player gets the public record until it ends (the bot's cards and
//! the draw order stay hidden). An ended game is exported in full to its players at once.

use super::{Content, exportable, file};
use crate::app::{CommandError, Outbound, occupant_name, public, seat_of};
use crate::store::{Occupant, Status, Tx};

type Reply = (Option<i64>, Vec<Outbound>);

pub(in crate::app) fn ask_full(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    admin: bool,
) -> Result<Reply, CommandError> {
    let game = exportable(tx, channel, user, admin)?;
    if game.status == Status::Finished {
        return Ok((Some(game.id), vec![file(tx, &game, user, Content::Full)?]));
    }
    let refuse = |text: String| Err(CommandError::BadInput(text));
    let Some(side) = seat_of(&game, user) else {
        return refuse(format!(
            "game #{} is in progress: a full export needs both players' consent; /lab game export gives its public record",
            game.id
        ));
    };
    let opponent = match game.occupant(!side) {
        Occupant::User(opponent) => opponent.clone(),
        Occupant::Policy(_) => {
            return refuse(format!(
                "game #{} is a solitaire game in progress: it is exported in full once it has ended (the computer's cards and the draw order stay hidden until then); /lab game export gives its public record",
                game.id
            ));
        }
        Occupant::Empty => {
            return refuse(format!(
                "the {} seat of game #{} is still free: no one can agree to a full export yet; /lab game export gives its public record",
                !side, game.id
            ));
        }
    };
    let asked = tx.full_export_askers(game.id, game.version)?;
    if asked.contains(&opponent) {
        let mut out = Vec::new();
        if !asked.iter().any(|u| u == user) {
            tx.ask_full_export(game.id, user, game.version)?;
            out.extend(public(&format!(
                "📦 {user} agrees: game #{} may be exported in full (both hands, the draw pile, the seed and the action log) until the next move; {opponent}, /lab game export full:true gives you the file.",
                game.id
            )));
        }
        out.push(file(tx, &game, user, Content::Full)?);
        return Ok((Some(game.id), out));
    }
    if asked.iter().any(|u| u == user) {
        return refuse(format!(
            "you already asked for a full export of game #{}; waiting for {} to agree with /lab game export full:true",
            game.id,
            occupant_name(game.occupant(!side))
        ));
    }
    tx.ask_full_export(game.id, user, game.version)?;
    let text = format!(
        "📦 {user} asks for a full export of game #{}: both hands, the draw pile, the seed and the action log, everything hidden. {opponent}, answer /lab game export full:true to agree, or play on to refuse (the request lapses at the next move).",
        game.id
    );
    Ok((Some(game.id), public(&text)))
}
