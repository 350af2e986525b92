//! `/lab card`: a card's text, and whether the sender may play its event now (6.2.5,
//! 6.2.6, 6.2.8). Only the sender's own hand is mentioned.

use labyrinth_engine::{CardId, GameState, Side, events};

use super::langs::{public_lang, reader_lang};
use super::refusal::reason_text;
use super::{CommandError, Outbound, seat, seat_of};
use crate::render::{self, Playable};
use crate::store::{GameRecord, Occupant, StoreError, Tx};

/// `side`'s hand, each card with whether its event would happen now (6.2.5-6.2.8), in its
/// player's language.
pub(super) fn hand_text(tx: &Tx<'_>, game: &GameRecord, side: Side) -> Result<String, StoreError> {
    hand_text_at(tx, game, &game.state, side)
}

/// [`hand_text`] in `at`, a position of `game` (the deal, before the bot's first cards).
pub(super) fn hand_text_at(
    tx: &Tx<'_>,
    game: &GameRecord,
    at: &GameState,
    side: Side,
) -> Result<String, StoreError> {
    let lang = match game.occupant(side) {
        Occupant::User(user) => reader_lang(tx, Some(game.id), user)?,
        _ => public_lang(tx, Some(game.id))?,
    };
    let (state, view) = at.current_and_view(seat(side));
    Ok(render::hand_now(
        &view,
        |card| Some(events::playable(&state, card, side).is_ok()),
        lang,
    ))
}

type Reply = (Option<i64>, Vec<Outbound>);

pub(super) fn show(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    card: CardId,
) -> Result<Reply, CommandError> {
    let game = tx.live_game(channel)?;
    let seated = game
        .as_ref()
        .and_then(|g| seat_of(g, user).map(|side| (g, side)));
    let lang = reader_lang(tx, game.as_ref().map(|g| g.id), user)?;
    let (side, playable, in_hand) = match seated {
        Some((game, side)) => {
            let state = game.state.current();
            let playable = match card.association().side() {
                Some(owner) if owner != side => Playable::No(render::opponent_event(lang, owner)),
                _ => match events::playable_reason(&state, card, side) {
                    Err(reason) => Playable::No(reason_text(lang, &reason)),
                    Ok(()) => Playable::Yes,
                },
            };
            let in_hand = state.hand(side).contains(&card);
            (Some(side), playable, in_hand)
        }
        None => (None, Playable::NotAsked, false),
    };
    let text = render::card_text(card, side, playable, in_hand, lang);
    let out = super::outbound::private_parts(lang, user, &text);
    Ok((game.map(|g| g.id), out))
}
