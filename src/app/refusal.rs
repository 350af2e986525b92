//! Refusal texts: each cites its rule once, and a refusal in the middle of a card play
//! names the card and the way back. The engine's refusals are written in the reader's
//! language from their keys (`RuleError::key`, `locales/*/errors.ftl`).

use labyrinth_engine::{Answer, CardId, GameState, RuleError, Step};

use crate::i18n::{self, Lang};
use crate::render::rule_in as rule;
pub(crate) use crate::render::{fluent_args, reason_text};

/// The engine's message with its rule cited once: most messages cite it already; a generic
/// refusal (not an option, invalid) carries its own citation or none.
pub(crate) fn rule_text(error: &RuleError) -> String {
    let text = error.to_string();
    if generic(error) || cites_a_rule(&text) {
        text
    } else {
        format!("{text} ({})", error.rule())
    }
}

/// [`rule_text`] in `lang`: English reads exactly as the engine words it.
pub(crate) fn rule_text_in(lang: Lang, error: &RuleError) -> String {
    if lang == Lang::En {
        return rule_text(error);
    }
    let (key, args) = error.key();
    let text = i18n::text(lang, key, Some(&fluent_args(lang, &args)));
    if generic(error) || cites_a_rule(&text) {
        text
    } else {
        format!("{text} ({})", rule(lang, error.rule()))
    }
}

fn generic(error: &RuleError) -> bool {
    matches!(
        error,
        RuleError::Invalid(_)
            | RuleError::NotAnOption { .. }
            | RuleError::NothingPending
            | RuleError::NotYourDecision { .. }
            | RuleError::GameOver
    )
}

/// Does `text` hold a citation like `(7.3.1)` or `(see 2.3)`?
fn cites_a_rule(text: &str) -> bool {
    text.split('(').skip(1).any(|after| {
        let inner = after.split(')').next().unwrap_or("");
        let mut chars = inner.trim_start_matches("see ").chars();
        chars.next().is_some_and(|c| c.is_ascii_digit()) && inner.contains('.')
    })
}

/// The card whose play is under way at the game's checkpoint (its first answer), if any.
pub(crate) fn card_in_play(state: &GameState) -> Option<CardId> {
    let pending = state.pending.as_ref()?;
    if state.step != Step::ActionPhase {
        return None;
    }
    match pending.answers.first() {
        Some(Answer::Card(card)) => Some(*card),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{Country, Op};

    #[test]
    fn a_rule_is_cited_once() {
        let error = RuleError::IllegalTarget {
            op: Op::Deploy,
            country: Country::Pakistan,
            reason: "it is not an Ally".into(),
            rule: "7.3.1",
        };
        assert_eq!(
            rule_text(&error),
            "Deploy is not possible in Pakistan: it is not an Ally (7.3.1)"
        );
        let invalid = RuleError::Invalid("only one card may be held (5.2.4)".into());
        assert_eq!(rule_text(&invalid), "only one card may be held (5.2.4)");
    }
}
