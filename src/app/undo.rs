//! Undo: a player takes back their last move (one command's actions, with the computer's
//! answers that followed it).
//!
//! Free while, since the move, no die was rolled, no card drawn or played, nothing hidden
//! revealed and the decision stayed with the mover (once a die rolls, a card is seen or
//! something hidden is shown, taking the move back would let the mover try again knowing
//! it). Otherwise the opponent must agree:
//! the mover's `undo` records a request, the opponent's `undo` grants it, and any other committed
//! command makes the request lapse. A computer opponent always agrees: the rule protects a
//! human opponent, and in solitaire nobody else is affected (README "Undo").
//!
//! **Invariant:** an undo deletes the move's actions from the log and saves the state that
//! replaying the remaining log produces, so `spec + actions` still reproduces the saved state.
//! An undo the opponent agreed to (two-player) then seeds the game's dice again from the
//! operating system and reshuffles the draw pile, recorded as a reseed in the log (the seed
//! never shown): the mover cannot know the next die or card from the first try. So does any
//! undo that cuts an earlier reseed out of the log. Solitaire keeps a repeatable undo.
//! Every undo is announced publicly, in public terms: what the channel saw of the move, never
//! its hidden answers (a card put back in a hand, a Plot marker chosen), not even how many.

use labyrinth_engine::{GameState, LogEntry, Seat, SeededDice, Side};

use super::langs::{public_lang, reader_lang, side_key};
use super::{
    CommandError, Narration, Outbound, finish, hidden, occupant_name, public, replay, resign,
    seat_of,
};
use crate::i18n::Lang;
use crate::render;
use crate::store::{
    GameRecord, Move, Occupant, Recorded, RequestKind, StoreError, Tx, UndoRequest,
};
use crate::tr;

/// The longest description of a move in an undo announcement.
const DESCRIPTION_LIMIT: usize = 300;

/// Does a move that started from dice state `rng_before`, left `after` and logged `logs`
/// keep a free undo for `side`? (The app also checks that no other side answered.)
pub(super) fn is_free(
    side: Side,
    rng_before: &SeededDice,
    after: &GameState,
    logs: &[LogEntry],
) -> bool {
    let rolled = after.rng != *rng_before;
    let revealed = logs.iter().any(reveals);
    let kept = after.outcome.is_none() && after.pending().is_some_and(|d| d.side == side);
    !rolled && !revealed && kept
}

/// Entries that cannot be unseen: a die, a card drawn or taken, a hidden value, a card
/// played or discarded in front of everyone, the end of the game.
fn reveals(entry: &LogEntry) -> bool {
    hidden::shows_hidden(entry)
        || matches!(
            entry,
            LogEntry::Rolled { .. }
                | LogEntry::Tested { .. }
                | LogEntry::CardPlayed { .. }
                | LogEntry::Discarded { .. }
                | LogEntry::GameOver { .. }
        )
}

pub(super) fn undo(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    let last = tx.last_move(game.id)?;
    let last_seq = tx.last_seq(game.id)?;
    let request = tx
        .undo_request(game.id)?
        .filter(|r| r.version == game.version && r.kind == RequestKind::Undo);

    let lang = public_lang(tx, Some(game.id))?;
    // The opponent agrees to a request made at this version.
    if let Some(request) = request.as_ref().filter(|r| r.user != user) {
        if !request.shown {
            let reader = reader_lang(tx, Some(game.id), user)?;
            let what = request_what(tx, &game, request, reader)?;
            let out = super::consent::changed(tx, &game, user, request, |_| what.clone())?;
            return Ok((Some(game.id), out));
        }
        let step = last
            .filter(|m| m.first_seq == request.first_seq && m.last_seq == last_seq)
            .ok_or_else(|| CommandError::Internal("the requested move is gone".to_string()))?;
        let note = tr!(
            lang,
            "reply-undo-agreed",
            user = user,
            who = step.user.as_str(),
            what = describe(lang, tx, &game, &step)?
        );
        return restore(tx, game, step.first_seq, step.side, note, true);
    }

    let step = last.ok_or(CommandError::NothingToUndo)?;
    if step.last_seq != last_seq {
        return Err(CommandError::NothingToUndo);
    }
    if step.user != user {
        return Err(CommandError::NotYourMove { who: step.user });
    }
    let opponent = game.occupant(!side).clone();
    if step.free {
        let note = tr!(
            lang,
            "reply-undo-free",
            user = user,
            what = describe(lang, tx, &game, &step)?
        );
        return restore(tx, game, step.first_seq, step.side, note, false);
    }
    if let Occupant::Policy(_) = opponent {
        let note = tr!(
            lang,
            "reply-undo-computer",
            user = user,
            what = describe(lang, tx, &game, &step)?,
            other = side_key(!side)
        );
        return restore(tx, game, step.first_seq, step.side, note, false);
    }
    if request.is_some_and(|r| r.user == user) {
        let reader = reader_lang(tx, Some(game.id), user)?;
        let who = occupant_name(reader, &opponent);
        return Err(CommandError::UndoAlreadyAsked { who });
    }
    let who = occupant_name(lang, &opponent);
    let request = UndoRequest {
        user: user.to_string(),
        first_seq: step.first_seq,
        version: game.version,
        kind: RequestKind::Undo,
        detail: None,
        shown: true,
    };
    let mut out = super::consent::replace(tx, &game, user, request)?;
    let (described, cause) = describe_with_cause(lang, tx, &game, &step)?;
    let text = tr!(
        lang,
        "reply-undo-asks",
        user = user,
        what = described,
        cause = cause,
        who = who
    );
    out.extend(public(&text));
    Ok((Some(game.id), out))
}

/// What the channel may read of an undo request: "the request to take back the last move
/// (…)".
pub(super) fn request_what(
    tx: &Tx<'_>,
    game: &GameRecord,
    request: &UndoRequest,
    lang: Lang,
) -> Result<String, CommandError> {
    let what = match tx
        .last_move(game.id)?
        .filter(|m| m.first_seq == request.first_seq)
    {
        Some(step) => describe(lang, tx, game, &step)?,
        None => tr!(lang, "reply-undo-not-shown"),
    };
    Ok(tr!(lang, "reply-the-undo", what = what))
}

/// The move as the channel saw it: its public log lines (the computer's answers that
/// followed it included), or "a choice not yet shown" when it showed nothing. Never its
/// hidden answers nor how many there were: a card put back in the hand, a Plot marker
/// chosen by the Jihadist go back into hiding.
fn describe(
    lang: Lang,
    tx: &Tx<'_>,
    game: &GameRecord,
    step: &Move,
) -> Result<String, CommandError> {
    describe_with_cause(lang, tx, game, step).map(|(text, _)| text)
}

/// [`describe`], and why the move's undo is not free: what happened since, as it happened
/// (not every possible reason).
fn describe_with_cause(
    lang: Lang,
    tx: &Tx<'_>,
    game: &GameRecord,
    step: &Move,
) -> Result<(String, String), CommandError> {
    let actions = tx.actions(game.id)?;
    let keep = usize::try_from(step.first_seq - 1)
        .map_err(|_| CommandError::Internal(format!("bad move start {}", step.first_seq)))?
        .min(actions.len());
    let mut state = replay(&game.spec, game.state.format_version, &actions[..keep])
        .map_err(|e| damaged(game.id, &e))?;
    let mut lines = Vec::new();
    let mut all: Vec<LogEntry> = Vec::new();
    let mut others = false;
    for (seq, (side, entry)) in actions.iter().enumerate().skip(keep) {
        others |= *side != step.side;
        let logs = match entry {
            Recorded::Action(action) => state.apply_seeded(*side, action).map_err(|error| {
                damaged(
                    game.id,
                    &super::ReplayError::Rule {
                        seq: seq + 1,
                        error,
                    },
                )
            })?,
            Recorded::Resign => vec![resign(&mut state, *side)],
            Recorded::Reseed(seed) => {
                state.reseed(*seed);
                Vec::new()
            }
        };
        let seen: Vec<_> = logs.iter().map(|e| e.seen_by(Seat::Observer)).collect();
        lines.extend(render::log_lines_lang(lang, &seen));
        all.extend(logs);
    }
    // A log that does not give the saved state never gets here: the load checked it
    // (store/digest.rs), so a damaged log is reported, not undone from.
    let passed = others || state.pending().is_some_and(|d| d.side != step.side);
    let cause = cause(lang, &all, passed.then_some(!step.side));
    if lines.is_empty() {
        return Ok((tr!(lang, "reply-undo-not-shown"), cause));
    }
    let text = lines.join(" ");
    if text.chars().count() <= DESCRIPTION_LIMIT {
        return Ok((text, cause));
    }
    let mut short: String = text.chars().take(DESCRIPTION_LIMIT - 1).collect();
    short.push('…');
    Ok((short, cause))
}

/// What happened since a move that takes its free undo away (`passed`: the decision went
/// to that side), e.g. "a card was played and dice were rolled".
fn cause(lang: Lang, logs: &[LogEntry], passed: Option<Side>) -> String {
    let any = |f: fn(&LogEntry) -> bool| logs.iter().any(f);
    let mut causes: Vec<String> = Vec::new();
    if any(|e| matches!(e, LogEntry::CardPlayed { .. } | LogEntry::Discarded { .. })) {
        causes.push(tr!(lang, "reply-undo-card-played"));
    }
    if any(|e| matches!(e, LogEntry::Rolled { .. } | LogEntry::Tested { .. })) {
        causes.push(tr!(lang, "reply-undo-dice-rolled"));
    }
    if any(hidden::shows_hidden) {
        causes.push(tr!(lang, "reply-undo-hidden-shown"));
    }
    if any(|e| matches!(e, LogEntry::GameOver { .. })) {
        causes.push(tr!(lang, "reply-undo-game-ended"));
    }
    if let Some(side) = passed {
        causes.push(tr!(lang, "reply-undo-passed", side = side_key(side)));
    }
    match causes.len() {
        // A random pick rolls dice without a roll line (e.g. a random discard).
        0 => tr!(lang, "reply-undo-dice-rolled"),
        1 => causes.remove(0),
        _ => {
            let last = causes.pop().unwrap_or_default();
            tr!(lang, "reply-and", list = causes.join(", "), last = last)
        }
    }
}

/// An action log that does not replay makes the game broken. The problem names the action
/// by number only: the engine's refusal could name a card from a hand.
pub(super) fn damaged(game: i64, error: &super::ReplayError) -> CommandError {
    let problem = match error {
        super::ReplayError::Rule { seq, .. } => {
            format!("its action log does not replay (action {seq})")
        }
        _ => "its action log does not replay".to_string(),
    };
    CommandError::Store(StoreError::Broken { game, problem })
}

/// Replay the log up to action `first_seq` (excluded), drop the actions from it on and save
/// the result as a new version (an undo, a rollback). `fresh` (agreed in a two-player
/// game): seed the dice again and reshuffle the draw pile, recorded for `side`.
pub(super) fn restore(
    tx: &Tx<'_>,
    mut game: GameRecord,
    first_seq: i64,
    side: Side,
    note: String,
    fresh: bool,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let mut actions = tx.actions(game.id)?;
    let keep = usize::try_from(first_seq - 1)
        .map_err(|_| CommandError::Internal(format!("bad move start {first_seq}")))?;
    let removed = actions.split_off(keep.min(actions.len()));
    // Cutting out an earlier reseed would bring the old stream back: renew it again.
    let fresh = fresh
        || removed
            .iter()
            .any(|(_, entry)| matches!(entry, Recorded::Reseed(_)));
    game.state = replay(&game.spec, game.state.format_version, &actions)
        .map_err(|e| damaged(game.id, &e))?;
    tx.truncate_actions(game.id, first_seq)?;
    if fresh {
        let seed = super::hidden::os_seed()?;
        tx.append_action(game.id, side, &Recorded::Reseed(seed))?;
        game.state.reseed(seed);
    }
    let narration = Narration {
        notes: vec![note],
        board: true,
        hands: true,
        ..Narration::default()
    };
    finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
}
