//! Reading commands: `/lab board` (with the discard pile and removed cards, open
//! information, 5.3.2) and `/lab log` (the log lines, without the boards).

use labyrinth_engine::{GameState, Seat};

use super::{CommandError, LOG_LINES_MAX, Outbound, board, public};
use crate::render;
use crate::store::{GameRecord, StoreError, Tx};

type Reply = (Option<i64>, Vec<Outbound>);

pub(super) fn board_on_request(tx: &Tx<'_>, channel: &str) -> Result<Reply, CommandError> {
    let game = tx.latest_game(channel)?.ok_or(CommandError::NoGame)?;
    let lang = super::langs::public_lang(tx, Some(game.id))?;
    let cards = render::played_cards(&game.state.view(Seat::Observer), lang);
    let mut out = vec![board(&game.state, lang)];
    out.extend(public(&cards));
    Ok((Some(game.id), out))
}

pub(super) fn log(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    count: usize,
) -> Result<Reply, CommandError> {
    let game = tx.latest_game(channel)?.ok_or(CommandError::NoGame)?;
    if !(1..=LOG_LINES_MAX).contains(&count) {
        return Err(super::Msg::new("reply-log-range")
            .number("count", count as i64)
            .number("most", LOG_LINES_MAX as i64)
            .into());
    }
    let mut lines = log_lines(tx, &game, count)?;
    if lines.is_empty() {
        // No messages kept (an imported game, or one past retention): the log replayed.
        lines = replayed_lines(tx, &game, count)?;
    }
    let lang = super::langs::reader_lang(tx, Some(game.id), user)?;
    let text = if lines.is_empty() {
        crate::tr!(lang, "reply-log-empty")
    } else {
        lines.join("\n")
    };
    let out = super::outbound::private_parts(lang, user, &text);
    Ok((Some(game.id), out))
}

/// The last `count` public log lines: boards (posted after every phase) and the game's
/// story (posted at its end) left out.
fn log_lines(tx: &Tx<'_>, game: &GameRecord, count: usize) -> Result<Vec<String>, StoreError> {
    // Boards in either language (the game's may have changed).
    let headings =
        crate::i18n::Lang::ALL.map(|lang| render::heading_start(lang, game.spec.scenario));
    let messages = tx.public_messages(game.id, count * 4)?;
    let lines: Vec<String> = messages
        .iter()
        .filter(|text| !headings.iter().any(|h| text.starts_with(h.as_str())))
        .filter(|text| !render::report::is_story(text))
        .flat_map(|text| text.lines())
        .filter(|line| !line.trim().is_empty())
        .map(str::to_string)
        .collect();
    Ok(lines[lines.len().saturating_sub(count)..].to_vec())
}

/// The last `count` log lines of `game` as the channel saw them, from its action log
/// replayed (a line saying so if it does not replay).
fn replayed_lines(tx: &Tx<'_>, game: &GameRecord, count: usize) -> Result<Vec<String>, StoreError> {
    let actions = tx.actions(game.id)?;
    if actions.is_empty() {
        return Ok(Vec::new());
    }
    let lang = super::langs::public_lang(tx, Some(game.id))?;
    let Ok(mut state) = GameState::new_seeded_as(&game.spec, game.state.format_version) else {
        return Ok(vec![crate::tr!(lang, "reply-log-no-replay")]);
    };
    let mut entries = Vec::new();
    for (seq, (side, entry)) in actions.iter().enumerate() {
        match super::replay::apply_recorded(&mut state, seq + 1, *side, entry) {
            Ok(logs) => entries.extend(logs.iter().map(|e| e.seen_by(Seat::Observer))),
            Err(_) => return Ok(vec![crate::tr!(lang, "reply-log-no-replay")]),
        }
    }
    let lines = render::log_lines_lang(lang, &entries);
    let lines: Vec<String> = lines.into_iter().filter(|l| !l.trim().is_empty()).collect();
    Ok(lines[lines.len().saturating_sub(count)..].to_vec())
}
