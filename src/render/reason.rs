//! An engine [`Reason`] in the reader's language: its message (`locales/*/errors.ftl`, key
//! `reason-` and the template's words) with its arguments named in that language, else
//! the engine's English words. The app's refusals and the log's "event does not occur"
//! lines use it.

use fluent_bundle::FluentValue;
use labyrinth_engine::{ErrorArg, Reason, Zone};

use crate::i18n::{self, Args, Lang, names};
use crate::tr;

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
pub(crate) fn rule_in(lang: Lang, rule: &str) -> String {
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
            ErrorArg::Number(n) => crate::i18n::number(*n),
            ErrorArg::Rule(r) => rule_in(lang, r).into(),
            ErrorArg::Reason(r) => reason_text(lang, r).into(),
            other => other.to_string().into(),
        };
        out.set(*name, value);
    }
    out
}
