//! Who sits where: a side's seat, a user's side in a game, and a seat's occupant in words.

use labyrinth_engine::{Seat, Side};

use super::{Occupant, policy};
use crate::store::GameRecord;

pub(super) fn seat(side: Side) -> Seat {
    match side {
        Side::Us => Seat::Us,
        Side::Jihadist => Seat::Jihadist,
    }
}

pub(super) fn seat_of(game: &GameRecord, user: &str) -> Option<Side> {
    [Side::Us, Side::Jihadist]
        .into_iter()
        .find(|side| matches!(game.occupant(*side), Occupant::User(u) if u == user))
}

/// Who sits in a seat, named in `lang`: a user by their name, a computer by its label.
pub(super) fn occupant_name(lang: crate::i18n::Lang, occupant: &Occupant) -> String {
    match occupant {
        Occupant::Empty => crate::tr!(lang, "reply-free-seat"),
        Occupant::User(user) => user.clone(),
        Occupant::Policy(name) => match policy(name) {
            Some(p) => p.label(lang),
            None => crate::tr!(lang, "reply-computer"),
        },
    }
}
