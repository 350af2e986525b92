//! Game management beyond play: `games` (mine, across channels), `country`, `abandon`,
//! `resend` (a lost private message again).

use labyrinth_engine::{Answer, Country, Seat, Side};

use super::{CommandError, Msg, Outbound, occupant_name, public, seat};
use crate::i18n::names;
use crate::render;
use crate::store::{GameHeader, GameRecord, Occupant, Status, StoreError, Tx};
use crate::tr;

/// At most this many games are listed.
const GAMES_LISTED: usize = 25;

type Reply = (Option<i64>, Vec<Outbound>);

use super::langs::side_key;

/// Whose input a game waits for, if that is a seated user.
pub(super) fn waiting_user(game: &GameRecord) -> Option<(Side, &str)> {
    let side = game.state.pending().map(|d| d.side)?;
    match game.occupant(side) {
        Occupant::User(user) => Some((side, user.as_str())),
        _ => None,
    }
}

/// The sender's games in progress in every channel, each with its id (for `abandon
/// game:ID`): those waiting for the sender first, each group by how long it has waited
/// (least recently changed first). A game that cannot be loaded is listed as broken.
pub(super) fn games(tx: &Tx<'_>, user: &str) -> Result<Vec<Outbound>, CommandError> {
    let mut listed = Vec::new();
    let mut broken = Vec::new();
    for id in tx.live_games_of(user, GAMES_LISTED)? {
        let Some(header) = tx.header(id)? else {
            continue;
        };
        match tx.game(id) {
            Ok(Some(game)) => listed.push((game, header.updated_at)),
            Ok(None) => {}
            Err(StoreError::Broken { problem, .. }) => broken.push((header, problem)),
            Err(other) => return Err(other.into()),
        }
    }
    // Read alone, outside any one game: the reader's own language, else English.
    let lang = tx.user_language(user)?.unwrap_or_default();
    if listed.is_empty() && broken.is_empty() {
        return Ok(super::outbound::private_parts(
            lang,
            user,
            &tr!(lang, "reply-no-games"),
        ));
    }
    // A stable sort keeps the store's oldest-first order within each group.
    listed.sort_by_key(|(game, _)| {
        let mine = game.status == Status::Active
            && waiting_user(game).is_some_and(|(_, waiting)| waiting == user);
        !mine
    });
    let mut text = format!("{}\n", tr!(lang, "reply-games-heading"));
    let now = tx.now_utc();
    for (game, since) in &listed {
        // How long the game has waited since its last change.
        let waited = crate::store::parse_time(since).map_or_else(String::new, |since| {
            super::clock::duration_in(lang, (now - since).num_seconds() as f64)
        });
        let state = match (game.status, waiting_user(game)) {
            (Status::Open, _) => tr!(lang, "reply-games-open", waited = waited),
            (_, Some((side, waiting))) if waiting == user => tr!(
                lang,
                "reply-games-yours",
                side = side_key(side),
                waited = waited
            ),
            (_, Some((side, waiting))) => tr!(
                lang,
                "reply-games-waiting",
                who = waiting,
                side = side_key(side),
                waited = waited
            ),
            (_, None) => tr!(lang, "reply-games-computer"),
        };
        let line = tr!(
            lang,
            "reply-games-line",
            game = game.id,
            scenario = names::scenario(lang, game.spec.scenario),
            channel = game.channel.as_str(),
            state = state
        );
        text.push_str(&format!("{line}\n"));
    }
    for (header, problem) in &broken {
        let line = tr!(
            lang,
            "reply-games-broken",
            game = header.id,
            scenario = super::langs::scenario_named(lang, &header.scenario),
            channel = header.channel.as_str(),
            problem = problem.as_str()
        );
        text.push_str(&format!("{line}\n"));
    }
    text.push_str(&tr!(lang, "reply-games-abandon"));
    Ok(super::outbound::private_parts(lang, user, &text))
}

/// Public details of one country in the channel's latest game; when the caller must choose
/// a country now, privately whether this one is an option, and if not why (the engine's
/// refusal of it).
pub(super) fn country(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    country: Country,
) -> Result<Vec<Outbound>, CommandError> {
    let game = tx.latest_game(channel)?.ok_or(CommandError::NoGame)?;
    let view = game.state.view(Seat::Observer);
    let lang = super::langs::public_lang(tx, Some(game.id))?;
    let mut out = public(&render::country_details(&view, country, lang));
    let side = super::seat_of(&game, user);
    let asked = game
        .state
        .pending
        .as_ref()
        .filter(|p| Some(p.decision.side) == side)
        .filter(|p| {
            p.decision
                .options
                .iter()
                .any(|a| matches!(a, Answer::Country(_)))
        });
    if let (Some(pending), Some(side)) = (asked, side) {
        let reader = super::langs::reader_lang(tx, Some(game.id), user)?;
        let question = render::question_lang(reader, &pending.decision.kind);
        let name = names::country(reader, country);
        let answer = Answer::Country(country);
        let text = match super::why::why_not(reader, &game.state, side, answer) {
            None => tr!(
                reader,
                "reply-country-option",
                country = name,
                question = question
            ),
            Some(why) => tr!(
                reader,
                "reply-country-not-option",
                country = name,
                question = question,
                why = why
            ),
        };
        out.extend(super::outbound::private_parts(reader, user, &text));
    }
    Ok(out)
}

/// End the channel's game without a winner (its creator, or a server admin). Works on a
/// game that cannot be loaded: only its header is read.
pub(super) fn abandon(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    admin: bool,
) -> Result<Reply, CommandError> {
    let header = tx.live_header(channel)?.ok_or(CommandError::NoGame)?;
    end_without_winner(tx, header, user, admin)
}

/// End game `id` from any channel: its creator, or an admin of the server it was created in
/// (or of this channel's server, when the game is in this channel).
pub(super) fn abandon_by_id(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    id: i64,
    admin: bool,
    server: Option<&str>,
) -> Result<Reply, CommandError> {
    let header = tx
        .header(id)?
        .filter(|h| h.status != Status::Finished)
        .ok_or(CommandError::NoSuchGame(id))?;
    let same_server = header.server.is_some() && header.server.as_deref() == server;
    let admin_here = admin && (same_server || header.channel == channel);
    end_without_winner(tx, header, user, admin_here)
}

fn end_without_winner(
    tx: &Tx<'_>,
    header: GameHeader,
    user: &str,
    admin: bool,
) -> Result<Reply, CommandError> {
    if !admin && header.creator != user {
        return Err(CommandError::NotCreator {
            game: header.id,
            creator: header.creator,
        });
    }
    tx.abandon_game(header.id, header.version, user)?;
    let lang = super::langs::public_lang(tx, Some(header.id))?;
    let scenario = super::langs::scenario_named(lang, &header.scenario);
    let text = tr!(
        lang,
        "reply-abandoned",
        game = header.id,
        scenario = scenario,
        user = user,
        role = if header.creator == user {
            "creator"
        } else {
            "admin"
        },
        us = occupant_name(lang, &header.us),
        jihadist = occupant_name(lang, &header.jihadist),
    );
    Ok((Some(header.id), public(&text)))
}

/// The sender's last `count` private messages of the channel's latest game, and the current
/// prompt if the game waits for the sender.
pub(super) fn resend(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    count: usize,
) -> Result<Reply, CommandError> {
    let game = tx.latest_game(channel)?.ok_or(CommandError::NoGame)?;
    if count == 0 {
        // The default: the hand as it is now and the open prompt, never stale hands.
        let side = super::seat_of(&game, user).ok_or(CommandError::NotSeated)?;
        let mut out = vec![Outbound::Private {
            user: user.to_string(),
            text: super::card::hand_text(tx, &game, side)?,
        }];
        let view = game.state.view(seat(side));
        out.extend(super::prompt_for(tx, &game, side, &view)?);
        return Ok((Some(game.id), out));
    }
    let texts = tx.private_messages(game.id, user, count.clamp(1, 20))?;
    if texts.is_empty() {
        return Err(Msg::new("reply-no-private-message")
            .number("game", game.id)
            .into());
    }
    let mut out: Vec<Outbound> = texts
        .into_iter()
        .map(|text| Outbound::Private {
            user: user.to_string(),
            text,
        })
        .collect();
    // Prompts are not copied but rebuilt, so their options answer the current decision.
    if let Some(side) = super::seat_of(&game, user) {
        let view = game.state.view(seat(side));
        out.extend(super::prompt_for(tx, &game, side, &view)?);
    }
    Ok((Some(game.id), out))
}
