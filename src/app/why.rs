//! Why an option is missing: the engine's own refusal of that answer (the code that lists
//! the options also validates answers), tried on a copy of the game. Only answers not among
//! the options are tried, so nothing is rolled, drawn or changed.

use labyrinth_engine::{Action, Answer, DecisionKind, GameState, Op, ScriptedDice, Side};

use super::refusal::rule_text_in;
use crate::i18n::Lang;
use crate::tr;

/// The engine's refusal of `answer` to `side`'s pending decision; `None` when it is an
/// option (or nothing is pending for `side`).
pub(super) fn why_not(lang: Lang, state: &GameState, side: Side, answer: Answer) -> Option<String> {
    let pending = state.pending.as_ref()?;
    if pending.decision.side != side || pending.decision.allows(&answer) {
        return None;
    }
    let mut copy = state.clone();
    let mut dice = ScriptedDice::new([]);
    copy.apply(side, &Action::Answers(vec![answer]), &mut dice)
        .err()
        .map(|error| rule_text_in(lang, &error))
}

/// 7.1.2 / 8.1.3 for the "which operation" prompt: each of the side's operations not
/// offered, with why ("Not offered: Regime Change is not possible now: …").
pub(super) fn operations_not_offered(lang: Lang, state: &GameState, side: Side) -> Vec<String> {
    let Some(pending) = state.pending.as_ref() else {
        return Vec::new();
    };
    if pending.decision.side != side
        || !matches!(pending.decision.kind, DecisionKind::Operation { .. })
    {
        return Vec::new();
    }
    let ops: &[Op] = match side {
        Side::Us => &Op::US,
        Side::Jihadist => &Op::JIHADIST,
    };
    ops.iter()
        .filter_map(|op| why_not(lang, state, side, Answer::Op(*op)))
        .map(|why| tr!(lang, "reply-not-offered", why = why))
        .collect()
}
