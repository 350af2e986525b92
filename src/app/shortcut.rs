//! The one-line card play (`/lab play card:N use:… op:… order:… country:…`): each given
//! value answers the decision it belongs to, in whatever order the game asks, on a scratch
//! copy; a refusal says which question each value answered.

use labyrinth_engine::{
    Action, Answer, CardId, CardUse, Country, Decision, DecisionKind, EventQuestion, GameState,
    LogEntry, Op, Order, Side,
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
    pub(super) asked: Option<Asked>,
}

/// A question a one-line play stopped at, and an answer to it the rest of the line fits
/// (the operations first, at an order question): the player sends both in one `/lab choose`.
pub(super) struct Asked {
    pub(super) question: String,
    pub(super) example: String,
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
    let mut values = Values::new(play);
    let mut walk = Resolved {
        answers: Vec::new(),
        state: state.clone(),
        logs: Vec::new(),
        last: None,
        unapplied: Vec::new(),
        asked: None,
    };
    while values.any_left() {
        let Some(decision) = walk.state.pending().filter(|d| d.side == side) else {
            break;
        };
        let Some(answer) = values.take_answer(decision) else {
            break;
        };
        let kind = decision.kind.clone();
        let before = walk.state.clone();
        let logs = walk
            .state
            .apply_seeded(side, &Action::Answer(answer))
            .map_err(|error| role_error(lang, &kind, answer, error, !walk.answers.is_empty()))?;
        walk.answers.push(answer);
        // Stop at the first answer that rolls a die or shows something hidden; what is
        // left is reported as not applied, never checked against unrolled dice.
        let learned = super::hidden::learned(&before, &walk.state, &logs, side);
        walk.logs.extend(logs);
        if learned {
            walk.unapplied = values.leftovers();
            return Ok(walk);
        }
    }
    unused(lang, side, walk, values)
}

/// The end of a walk that rolled nothing: a question the line says nothing about (order:
/// or reserves: left out) is asked, with what came before it applied and the rest reported
/// as not applied; values no question took are refused.
fn unused(
    lang: Lang,
    side: Side,
    mut walk: Resolved,
    mut values: Values<'_>,
) -> Result<Resolved, CommandError> {
    let asking = walk.state.pending().filter(|d| d.side == side);
    if asking.is_none() {
        // No order question came: no order could change whether the event occurs (6.3.2.1).
        values.order = None;
    }
    let unused = values.leftovers();
    if let Some(d) = asking.filter(|_| !walk.answers.is_empty()) {
        // The operations first keep the line's countries for the operation (6.3.2.1).
        let ops_first = Answer::Order(Order::OpsFirst);
        let example = if d.options.contains(&ops_first) {
            Some(ops_first)
        } else {
            d.options.first().copied()
        };
        walk.asked = Some(Asked {
            question: render::question_lang(lang, &d.kind),
            example: example.map(|a| choose_word(&a)).unwrap_or_default(),
        });
        walk.unapplied = values.choose_words();
        return Ok(walk);
    }
    if !unused.is_empty() {
        let asked = match walk.state.pending() {
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
    if walk.answers.is_empty() {
        return Err(Msg::new("reply-play-no-answer").into());
    }
    Ok(walk)
}

/// The values of a one-line play not used yet.
struct Values<'a> {
    card: Option<CardId>,
    card_use: Option<CardUse>,
    op: Option<Op>,
    order: Option<Order>,
    reserves: Option<bool>,
    /// In the order asked.
    countries: &'a [Country],
}

impl<'a> Values<'a> {
    fn new(play: &'a PlayCard) -> Values<'a> {
        Values {
            card: Some(play.card),
            card_use: play.card_use,
            op: play.op,
            order: play.order,
            reserves: play.reserves,
            countries: &play.countries,
        }
    }

    fn any_left(&self) -> bool {
        self.card.is_some()
            || self.card_use.is_some()
            || self.op.is_some()
            || self.order.is_some()
            || self.reserves.is_some()
            || !self.countries.is_empty()
    }

    /// The value that answers `decision`, taken; else its only option, if it has one.
    fn take_answer(&mut self, decision: &Decision) -> Option<Answer> {
        let single = match decision.options.as_slice() {
            [only] => Some(*only),
            _ => None,
        };
        match &decision.kind {
            DecisionKind::ActionCard { .. } => self.card.take().map(Answer::Card),
            DecisionKind::CardUse { .. } => match self.card_use.take() {
                Some(u) => Some(Answer::Use(u)),
                // An operation named means the card is played for operations.
                None if self.op.is_some() => Some(Answer::Use(CardUse::Operations)),
                None => single,
            },
            DecisionKind::Operation { .. } => self.op.take().map(Answer::Op).or(single),
            DecisionKind::UseReserves { .. } => self
                .reserves
                .take()
                .map(|yes| if yes { Answer::Yes } else { Answer::No })
                .or(single),
            DecisionKind::TriggerOrder { .. }
            | DecisionKind::Event {
                question: EventQuestion::Order,
                ..
            } => self.order.take().map(Answer::Order).or(single),
            kind if asks_country(kind, &decision.options) => match self.countries.split_first() {
                // A question with one option (a Travel origin where only one country has
                // cells) answers itself; a country it cannot take is for the next question.
                Some((country, _)) if single.is_some_and(|s| s != Answer::Country(*country)) => {
                    single
                }
                Some((country, rest)) => {
                    self.countries = rest;
                    Some(Answer::Country(*country))
                }
                None => single,
            },
            _ => single,
        }
    }

    /// The values not used yet, as `/lab choose` takes them, in the order the game asks.
    fn choose_words(&self) -> Vec<String> {
        [
            self.order.map(Answer::Order),
            self.reserves
                .map(|yes| if yes { Answer::Yes } else { Answer::No }),
        ]
        .into_iter()
        .flatten()
        .chain(self.countries.iter().map(|c| Answer::Country(*c)))
        .map(|a| choose_word(&a))
        .collect()
    }

    /// The values not used yet, as the player would type them.
    fn leftovers(&self) -> Vec<String> {
        [
            self.card.map(|c| format!("card:{}", c.number())),
            self.card_use
                .map(|u| format!("use:{}", render::option_key(&Answer::Use(u)))),
            self.op.map(|o| format!("op:{}", o.name())),
            self.order.map(|o| render::option_key(&Answer::Order(o))),
        ]
        .into_iter()
        .flatten()
        .chain(self.countries.iter().map(|c| format!("country:{}", c.id())))
        .collect()
    }
}

/// An answer as one word `/lab choose` takes (`ops_first`, `pakistan`).
fn choose_word(answer: &Answer) -> String {
    let key = render::option_key(answer);
    match key.split_once(':') {
        Some((_, value)) => value.to_string(),
        None => key,
    }
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
