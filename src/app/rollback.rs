//! Rollback: the game goes back to the start of an earlier card play or turn, with the
//! opponent's consent (README "Rollback and adjust").
//!
//! The points are read from the action log: a prefix of it after which a side is asked for
//! the next card of an Action Phase (5.2.2) with nothing of that card play done yet. The
//! current and the previous turn offer every such point, earlier turns their first one.
//! Going back cuts the log at the point, so `spec + actions` still reproduces the saved
//! state (the undo's [`restore`](super::undo::restore)); an agreed two-player rollback makes
//! dice and deck fresh like an agreed undo. Public text names the point by turn, side and
//! card number only: the card played there is back in a hand.

use labyrinth_engine::{CardId, DecisionKind, GameState, LogEntry, SetupSpec, Side};

use super::langs::{public_lang, reader_lang, side_key};
use super::{CommandError, Msg, Outbound, ReplayError, consent, public, undo};
use crate::i18n::{Lang, names};
use crate::store::{GameRecord, Occupant, Recorded, RequestKind, Tx, UndoRequest};
use crate::tr;

/// What `/lab rollback` asks.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Rollback {
    /// The points the game can go back to (only the sender sees them).
    List,
    /// Go back to point N of the list (1-based).
    To(usize),
    /// Answer the opponent's request: agree (true) or refuse (false; the asker withdraws).
    Answer(bool),
}

/// A point the game can go back to: after the first `keep` actions of the log.
#[derive(Clone, Debug, Eq, PartialEq)]
pub(super) struct Point {
    pub keep: usize,
    pub turn: u16,
    pub side: Side,
    /// The side's card of the turn, from 1 (card 3 is the first of its second Action
    /// Phase): the Action Phase's own 1 and 2 would name two points alike.
    pub card_number: u8,
    /// The card the channel saw played (or discarded) from this point, if any.
    pub played: Option<CardId>,
}

impl Point {
    /// What the channel may read: no card (it is back in a hand).
    pub fn public_label(&self, lang: Lang) -> String {
        tr!(
            lang,
            "reply-rollback-point",
            turn = self.turn,
            side = side_key(self.side),
            number = self.card_number
        )
    }

    /// For the seated players, who saw the card played there.
    pub fn label(&self, lang: Lang) -> String {
        match self.played {
            Some(card) => format!(
                "{}: #{} {}",
                self.public_label(lang),
                card.number(),
                names::card(lang, card)
            ),
            None => self.public_label(lang),
        }
    }
}

/// Is `state` at the start of a card play: the next card of an Action Phase asked, nothing
/// of it done yet?
fn at_card_start(state: &GameState) -> Option<(Side, u8)> {
    let pending = state.pending.as_ref()?;
    let decision = state.pending()?;
    match decision.kind {
        DecisionKind::ActionCard { card_number }
            if pending.answers.is_empty() && pending.logged == 0 =>
        {
            Some((decision.side, card_number))
        }
        _ => None,
    }
}

/// Every point of the log, oldest first, and the state the whole log reaches.
fn all_points(
    spec: &SetupSpec,
    format_version: u32,
    actions: &[(Side, Recorded)],
) -> Result<(Vec<Point>, GameState), ReplayError> {
    let mut state = GameState::new_seeded_as(spec, format_version)?;
    let mut points: Vec<Point> = Vec::new();
    let note = |state: &GameState, keep: usize, points: &mut Vec<Point>| {
        if let Some((side, _)) = at_card_start(state) {
            let played_before = points
                .iter()
                .filter(|p| p.turn == state.turn && p.side == side)
                .count();
            points.push(Point {
                keep,
                turn: state.turn,
                side,
                card_number: u8::try_from(played_before + 1).unwrap_or(u8::MAX),
                played: None,
            });
            Some(points.len() - 1)
        } else {
            None
        }
    };
    let mut open = note(&state, 0, &mut points);
    for (seq, (side, entry)) in actions.iter().enumerate() {
        let logs = super::replay::apply_recorded(&mut state, seq + 1, *side, entry)?;
        if let Recorded::Reseed(_) = entry {
            // The same position with new dice: the point keeps the reseed.
            if let Some(last) = points.last_mut().filter(|p| p.keep == seq) {
                last.keep = seq + 1;
            }
            continue;
        }
        for entry in &logs {
            if let LogEntry::CardPlayed { card, .. } | LogEntry::Discarded { card, .. } = entry
                && let Some(i) = open.take()
            {
                points[i].played = Some(*card);
            }
        }
        if let Some(i) = note(&state, seq + 1, &mut points) {
            open = Some(i);
        }
    }
    Ok((points, state))
}

/// The points offered: every point of the current and the previous turn, the first of each
/// earlier turn; never the position the game is at.
pub(super) fn points(
    spec: &SetupSpec,
    format_version: u32,
    actions: &[(Side, Recorded)],
) -> Result<Vec<Point>, ReplayError> {
    let (all, state) = all_points(spec, format_version, actions)?;
    let now = state.turn;
    let mut offered: Vec<Point> = Vec::new();
    for point in all {
        if point.keep >= actions.len() {
            continue;
        }
        let recent = point.turn + 1 >= now;
        let first_of_turn = offered.last().is_none_or(|p| p.turn != point.turn);
        if recent || first_of_turn {
            offered.push(point);
        }
    }
    Ok(offered)
}

pub(super) fn rollback(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    what: &Rollback,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let (game, side) = consent::seated_in_play(tx, channel, user)?;
    match what {
        Rollback::List => list(tx, &game, user),
        Rollback::To(n) => ask(tx, game, side, user, *n),
        Rollback::Answer(agree) => {
            let missing = "reply-no-rollback-waiting";
            let request = consent::waiting(tx, &game, RequestKind::Rollback, missing)?;
            answer(tx, game, user, &request, *agree)
        }
    }
}

/// The points of the game's log where a seated user chooses the card (a computer seat
/// answers at once, so the game never waits for it there).
fn offered(tx: &Tx<'_>, game: &GameRecord) -> Result<Vec<Point>, CommandError> {
    let actions = tx.actions(game.id)?;
    let points = points(&game.spec, game.state.format_version, &actions)
        .map_err(|e| undo::damaged(game.id, &e))?;
    Ok(points
        .into_iter()
        .filter(|p| matches!(game.occupant(p.side), Occupant::User(_)))
        .collect())
}

fn list(
    tx: &Tx<'_>,
    game: &GameRecord,
    user: &str,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let points = offered(tx, game)?;
    let lang = reader_lang(tx, Some(game.id), user)?;
    let text = if points.is_empty() {
        tr!(lang, "reply-rollback-none")
    } else {
        let lines: Vec<String> = points
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{}. {}", i + 1, p.label(lang)))
            .collect();
        tr!(lang, "reply-rollback-list", points = lines.join("\n"))
    };
    let out = crate::render::chunks(&text)
        .into_iter()
        .map(|text| Outbound::Notice {
            user: user.to_string(),
            text,
        })
        .collect();
    Ok((Some(game.id), out))
}

fn ask(
    tx: &Tx<'_>,
    game: GameRecord,
    side: Side,
    user: &str,
    n: usize,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let points = offered(tx, &game)?;
    let point = n
        .checked_sub(1)
        .and_then(|i| points.get(i))
        .ok_or_else(|| {
            if points.is_empty() {
                Msg::new("reply-rollback-nothing")
            } else {
                Msg::new("reply-rollback-no-point")
                    .number("n", n as i64)
                    .number("last", points.len() as i64)
            }
        })?
        .clone();
    let first_seq = i64::try_from(point.keep + 1)
        .map_err(|_| CommandError::Internal("log too long".to_string()))?;
    let lang = public_lang(tx, Some(game.id))?;
    match game.occupant(!side).clone() {
        Occupant::User(who) => {
            let request = UndoRequest {
                user: user.to_string(),
                first_seq,
                version: game.version,
                kind: RequestKind::Rollback,
                detail: None,
                shown: true,
            };
            let mut out = consent::replace(tx, &game, user, request)?;
            let text = tr!(
                lang,
                "reply-rollback-asks",
                user = user,
                point = point.public_label(lang),
                who = who.as_str()
            );
            out.extend(public(&text));
            let reader = reader_lang(tx, Some(game.id), &who)?;
            out.push(Outbound::Private {
                text: tr!(
                    reader,
                    "reply-rollback-asks-private",
                    user = user,
                    point = point.label(reader)
                ),
                user: who,
            });
            Ok((Some(game.id), out))
        }
        other => {
            // Solitaire (or a free seat): no one to ask; repeatable, like undo.
            let note = match other {
                Occupant::Policy(_) => tr!(
                    lang,
                    "reply-rolls-back-computer",
                    user = user,
                    point = point.public_label(lang),
                    other = side_key(!side)
                ),
                _ => tr!(
                    lang,
                    "reply-rolls-back",
                    user = user,
                    point = point.public_label(lang)
                ),
            };
            undo::restore(tx, game, first_seq, side, note, false)
        }
    }
}

fn answer(
    tx: &Tx<'_>,
    game: GameRecord,
    user: &str,
    request: &UndoRequest,
    agree: bool,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let point = requested(tx, &game, request)?;
    let label = |lang| label(lang, point.as_ref());
    let what = |lang| tr!(lang, "reply-the-rollback", point = label(lang));
    let asker = match consent::answer(tx, &game, user, request, agree, what)? {
        Ok(asker) => asker,
        Err(out) => return Ok((Some(game.id), out)),
    };
    let lang = public_lang(tx, Some(game.id))?;
    let note = tr!(
        lang,
        "reply-rollback-agreed",
        user = user,
        point = label(lang),
        who = request.user.as_str()
    );
    undo::restore(tx, game, request.first_seq, asker, note, true)
}

/// The point a rollback request goes back to, if it is still offered.
fn requested(
    tx: &Tx<'_>,
    game: &GameRecord,
    request: &UndoRequest,
) -> Result<Option<Point>, CommandError> {
    let keep = usize::try_from(request.first_seq - 1)
        .map_err(|_| CommandError::Internal("bad rollback point".to_string()))?;
    Ok(offered(tx, game)?.into_iter().find(|p| p.keep == keep))
}

/// The point as the channel may read it.
fn label(lang: Lang, point: Option<&Point>) -> String {
    match point {
        Some(p) => p.public_label(lang),
        None => tr!(lang, "reply-rollback-earlier"),
    }
}

/// What the channel may read of a rollback request: "the rollback to turn 2, …".
pub(super) fn request_what(
    tx: &Tx<'_>,
    game: &GameRecord,
    request: &UndoRequest,
    lang: Lang,
) -> Result<String, CommandError> {
    let point = requested(tx, game, request)?;
    Ok(tr!(
        lang,
        "reply-the-rollback",
        point = label(lang, point.as_ref())
    ))
}
