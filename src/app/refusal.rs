//! Refusal texts: each cites its rule once, and a refusal in the middle of a card play
//! names the card and the way back. The engine's refusals are written in the reader's
//! language from their keys (`RuleError::key`, `locales/*/errors.ftl`).

use fluent_bundle::FluentValue;
use labyrinth_engine::{Answer, CardId, ErrorArg, GameState, Reason, RuleError, Step, Zone};

use crate::i18n::{self, Args, Lang, names};
use crate::tr;

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

/// A reason in `lang`: its message when the language has it, else the engine's words.
pub(crate) fn reason_text(lang: Lang, reason: &Reason) -> String {
    match reason.key() {
        Some(key) if lang != Lang::En && i18n::has(lang, &key) => {
            i18n::text(lang, &key, Some(&fluent_args(lang, reason.args())))
        }
        _ => reason.to_string(),
    }
}

/// A rule citation in `lang`: "7.3.4" stays, "Card 114" is the card's word.
fn rule(lang: Lang, rule: &str) -> String {
    match rule
        .strip_prefix("Card ")
        .and_then(|n| n.parse::<u8>().ok())
    {
        Some(number) => tr!(lang, "error-rule-card", number = number),
        None => rule.to_string(),
    }
}

fn zone(lang: Lang, zone: Zone) -> String {
    let key = match zone {
        Zone::UsHand => "zone-us-hand",
        Zone::JihadistHand => "zone-jihadist-hand",
        Zone::DrawPile => "zone-draw-pile",
        Zone::Discard => "zone-discard",
        Zone::Removed => "zone-removed",
        Zone::Lapsing => "zone-lapsing",
        Zone::FirstPlot => "zone-first-plot",
    };
    tr!(lang, key)
}

/// The Fluent arguments of a refusal: each value named in `lang`; a country also as
/// `NAME-in` ("в Пакистане").
pub(crate) fn fluent_args(lang: Lang, args: &[(&'static str, ErrorArg)]) -> Args<'static> {
    let mut out = Args::new();
    for (name, arg) in args {
        let value: FluentValue<'static> = match arg {
            ErrorArg::Country(c) => {
                out.set(format!("{name}-in"), names::country_in(lang, *c));
                names::country(lang, *c).into()
            }
            ErrorArg::Card(c) => format!("{} {}", c.number(), names::card(lang, *c)).into(),
            ErrorArg::CardName(c) => names::card(lang, *c).into(),
            ErrorArg::Side(s) => names::side(lang, *s).into(),
            ErrorArg::Op(o) => names::op(lang, *o).into(),
            ErrorArg::Governance(g) => names::governance(lang, *g).into(),
            ErrorArg::Zone(z) => zone(lang, *z).into(),
            ErrorArg::Marker(m) => names::marker(lang, *m).into(),
            ErrorArg::Cards(numbers) => {
                let numbers: Vec<String> = numbers.iter().map(u8::to_string).collect();
                numbers.join(&format!(" {} ", tr!(lang, "error-or"))).into()
            }
            ErrorArg::Number(n) => FluentValue::from(*n),
            ErrorArg::Rule(r) => rule(lang, r).into(),
            ErrorArg::Reason(r) => reason_text(lang, r).into(),
            other => other.to_string().into(),
        };
        out.set(*name, value);
    }
    out
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
