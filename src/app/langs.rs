//! Which language a text is written in (issue "Русский"): a game's public posts in the
//! game's language; what one player alone reads (a prompt, a hand, a refusal, a DM) in that
//! player's own language when their client told it, else in the game's.

use super::finish::public;
use super::{CommandError, Outbound, seat_of};
use crate::i18n::Lang;
use crate::store::{StoreError, Tx};
use crate::tr;

/// A side as the message files select it (`$side`, `$other`): `us` or `jihadist`.
pub(crate) use crate::render::side_key;

/// A scenario named by its English name (a game's header) in `lang`; an unknown name as it
/// is.
pub(crate) fn scenario_named(lang: Lang, name: &str) -> String {
    labyrinth_engine::Scenario::ALL
        .into_iter()
        .find(|s| s.name() == name)
        .map_or_else(
            || name.to_string(),
            |s| crate::i18n::names::scenario(lang, s),
        )
}

/// The language of game `game`'s public posts (`None`: no game, English).
pub(crate) fn public_lang(tx: &Tx<'_>, game: Option<i64>) -> Result<Lang, StoreError> {
    match game {
        Some(id) => tx.game_language(id),
        None => Ok(Lang::En),
    }
}

/// The language `user` reads their own messages in, in game `game` (or outside any game).
pub(crate) fn reader_lang(tx: &Tx<'_>, game: Option<i64>, user: &str) -> Result<Lang, StoreError> {
    match tx.user_language(user)? {
        Some(lang) => Ok(lang),
        None => public_lang(tx, game),
    }
}

/// `/lab game settings language:ru`: either player changes the game's language; the channel
/// is told in the new language.
pub(super) fn set_game_language(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    lang: Lang,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    tx.set_game_language(game.id, lang)?;
    let text = tr!(lang, "language-set", lang = lang.code());
    Ok((Some(game.id), public(&text)))
}
