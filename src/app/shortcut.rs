//! The one-line card play (`/lab play card:N use:… op:… order:… country:…`): each given
//! value answers the decision it belongs to, in whatever order the game asks, on a scratch
//! copy; a refusal says which question each value answered.

use labyrinth_engine::{
    Action, Answer, CardUse, DecisionKind, EventQuestion, GameState, LogEntry, Side,
};

use super::langs::side_key;
use super::{CommandError, Msg, PlayCard};
use crate::i18n::Lang;
use crate::render;
use crate::tr;

/// A path of choices resolved against the decisions as they come, and applied as far as
/// the walk went: the command commits `state`, so the answers run through the engine once.
pub(super) struct Resolved {
    pub(super) answers: Vec<Answer>,
    /// The game after every answer but `last`, and what they logged.
    pub(super) state: GameState,
    pub(super) logs: Vec<LogEntry>,
    /// The last answer, not yet applied (the command applies it, and explains its refusal
    /// from the game as it was).
    pub(super) last: Option<Answer>,
    /// The choices after the first answer that rolls a die, shows something hidden or
    /// depends on it (see `hidden::learned`), as the player typed them: not checked and not applied (see `hidden`).
    pub(super) unapplied: Vec<String>,
    /// The question a one-line play said nothing about, asked before `unapplied` could be
    /// used (`None`: they came after a roll).
    pub(super) asked: Option<String>,
}

/// The answers `play` gives, up to the first question it says nothing about.
pub(super) fn resolve(
    lang: Lang,
    state: &GameState,
    side: Side,
    play: &PlayCard,
) -> Result<Resolved, CommandError> {
    if let Some(d) = state
        .pending()
        .filter(|d| !matches!(d.kind, DecisionKind::ActionCard { .. }))
    {
        return Err(Msg::new("reply-not-asking-card")
            .words("question", render::question_lang(lang, &d.kind))
            .into());
    }
    let mut scratch = state.clone();
    let mut answers: Vec<Answer> = Vec::new();
    let mut logged = Vec::new();
    let mut card = Some(play.card);
    let mut card_use = play.card_use;
    let mut op = play.op;
    let mut order = play.order;
    let mut reserves = play.reserves;
    let mut countries = play.countries.iter().copied();
    let mut next_country = countries.next();
    loop {
        let something_left = card.is_some()
            || card_use.is_some()
            || op.is_some()
            || order.is_some()
            || reserves.is_some()
            || next_country.is_some();
        if !something_left {
            break;
        }
        let Some(decision) = scratch.pending().filter(|d| d.side == side) else {
            break;
        };
        let single = match decision.options.as_slice() {
            [only] => Some(*only),
            _ => None,
        };
        let answer = match &decision.kind {
            DecisionKind::ActionCard { .. } => card.take().map(Answer::Card),
            DecisionKind::CardUse { .. } => match card_use.take() {
                Some(u) => Some(Answer::Use(u)),
                // An operation named means the card is played for operations.
                None if op.is_some() => Some(Answer::Use(CardUse::Operations)),
                None => single,
            },
            DecisionKind::Operation { .. } => op.take().map(Answer::Op).or(single),
            DecisionKind::UseReserves { .. } => reserves
                .take()
                .map(|yes| if yes { Answer::Yes } else { Answer::No })
                .or(single),
            DecisionKind::TriggerOrder { .. }
            | DecisionKind::Event {
                question: EventQuestion::Order,
                ..
            } => order.take().map(Answer::Order).or(single),
            kind if asks_country(kind, &decision.options) => match next_country.take() {
                Some(country) => {
                    next_country = countries.next();
                    Some(Answer::Country(country))
                }
                None => single,
            },
            _ => single,
        };
        let Some(answer) = answer else {
            break;
        };
        let kind = decision.kind.clone();
        let before = scratch.clone();
        let logs = scratch
            .apply_seeded(side, &Action::Answer(answer))
            .map_err(|error| role_error(lang, &kind, answer, error, !answers.is_empty()))?;
        answers.push(answer);
        // Stop at the first answer that rolls a die or shows something hidden; what is
        // left is reported as not applied, never checked against unrolled dice.
        let learned = super::hidden::learned(&before, &scratch, &logs, side);
        logged.extend(logs);
        if learned {
            let rest = leftovers(card, card_use, op, order, next_country, countries);
            return Ok(Resolved {
                answers,
                state: scratch,
                logs: logged,
                last: None,
                unapplied: rest,
                asked: None,
            });
        }
    }
    if scratch.pending().is_none_or(|d| d.side != side) {
        // No order question came: no order could change whether the event occurs (6.3.2.1).
        order = None;
    }
    let unused = leftovers(card, card_use, op, order, next_country, countries);
    // A question the line says nothing about (order: or reserves: left out): apply what
    // came before it and prompt for it; the rest is reported, not applied.
    if let Some(d) = scratch
        .pending()
        .filter(|d| d.side == side && !answers.is_empty())
    {
        let asked = Some(render::question_lang(lang, &d.kind));
        return Ok(Resolved {
            answers,
            state: scratch,
            logs: logged,
            last: None,
            unapplied: unused,
            asked,
        });
    }
    if !unused.is_empty() {
        let asked = match scratch.pending() {
            Some(d) if d.side == side => tr!(
                lang,
                "reply-play-asks",
                question = render::question_lang(lang, &d.kind)
            ),
            Some(d) => tr!(lang, "reply-play-passes", side = side_key(d.side)),
            None => tr!(lang, "reply-play-over"),
        };
        return Err(Msg::new("reply-play-unused")
            .words("unused", unused.join(" "))
            .number("count", unused.len() as i64)
            .words("asked", asked)
            .into());
    }
    if answers.is_empty() {
        return Err(Msg::new("reply-play-no-answer").into());
    }
    Ok(Resolved {
        answers,
        state: scratch,
        logs: logged,
        last: None,
        unapplied: Vec::new(),
        asked: None,
    })
}

/// The parts of a one-line play not used yet, as the player would type them.
fn leftovers(
    card: Option<labyrinth_engine::CardId>,
    card_use: Option<CardUse>,
    op: Option<labyrinth_engine::Op>,
    order: Option<labyrinth_engine::Order>,
    next_country: Option<labyrinth_engine::Country>,
    countries: impl Iterator<Item = labyrinth_engine::Country>,
) -> Vec<String> {
    [
        card.map(|c| format!("card:{}", c.number())),
        card_use.map(|u| format!("use:{}", render::option_key(&Answer::Use(u)))),
        op.map(|o| format!("op:{}", o.name())),
        order.map(|o| render::option_key(&Answer::Order(o))),
    ]
    .into_iter()
    .flatten()
    .chain(next_country.map(|c| format!("country:{}", c.id())))
    .chain(countries.map(|c| format!("country:{}", c.id())))
    .collect()
}

/// Does this decision take a country (its options are countries)?
fn asks_country(kind: &DecisionKind, options: &[Answer]) -> bool {
    matches!(
        kind,
        DecisionKind::Country { .. } | DecisionKind::Event { .. }
    ) && options.iter().any(|a| matches!(a, Answer::Country(_)))
}

/// A refusal that says which question the value answered (a country can be an origin or a
/// destination, the same country twice two dice).
fn role_error(
    lang: Lang,
    kind: &DecisionKind,
    answer: Answer,
    error: labyrinth_engine::RuleError,
    after_others: bool,
) -> CommandError {
    if !after_others {
        return CommandError::Rule(error);
    }
    Msg::new("reply-play-read-as")
        .words("answer", render::option_label_lang(lang, &answer))
        .words("question", render::question_lang(lang, kind))
        .words("error", super::refusal::rule_text_in(lang, &error))
        .into()
}
