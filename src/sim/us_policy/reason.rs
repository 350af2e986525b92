//! The computer US's reason lines: why it gave an answer, in the words of the Jihadist bot's
//! reasons ("🤖 War of Ideas in Pakistan: the best chance to shift Poor to Fair, modifier +1,
//! 3 in 6"). They are public: they name only what the answer itself makes public (a card
//! played or discarded, never a card held or kept in hand) and what the US sees.

use labyrinth_engine::{
    Alignment, Answer, CardId, CardUse, Country, Decision, DecisionKind, EventQuestion, Governance,
    Op, Purpose,
};

use super::{UsView, cards, targets};
use crate::i18n::{Lang, names};
use crate::tr;

/// The line `key` about `card`, given as its number and name.
pub(crate) fn card_line(lang: Lang, key: &str, card: CardId) -> String {
    tr!(
        lang,
        key,
        number = card.number(),
        name = names::card(lang, card)
    )
}

/// The reason line for `answer` to the US decision `d`, in English (see [`explain_lang`]).
pub fn explain(v: &UsView<'_>, d: &Decision, answer: Answer) -> Option<String> {
    explain_lang(Lang::En, v, d, answer)
}

/// The reason line for `answer` to the US decision `d` in `lang`, "🤖 " first: what decided
/// it and, when another option was worth as much, that the engine's order broke the tie
/// (`None` for a forced answer, the only option).
pub fn explain_lang(lang: Lang, v: &UsView<'_>, d: &Decision, answer: Answer) -> Option<String> {
    if d.options.len() < 2 {
        return only_target(lang, v, d, answer);
    }
    let line = line_lang(lang, v, d, answer).unwrap_or_else(|| {
        tr!(
            lang,
            "us-first-option",
            what = crate::render::option_label_lang(lang, &answer)
        )
    });
    let picked = super::decide(v, d);
    let tie = match picked.tied_with {
        Some(other) if picked.answer == answer => Some(tie_line(lang, d, other)),
        _ => None,
    };
    Some(match tie {
        Some(tie) => format!("🤖 {line} ({tie})"),
        None => format!("🤖 {line}"),
    })
}

/// A country that is the only one it may pick (the Disrupt of #34 Enhanced Measures with one
/// target) still says what it does there: a target is worth a line, a forced step is not.
fn only_target(lang: Lang, v: &UsView<'_>, d: &Decision, answer: Answer) -> Option<String> {
    if !matches!(d.kind, DecisionKind::Country { .. }) || d.options != [answer] {
        return None;
    }
    let line = line_lang(lang, v, d, answer)
        .unwrap_or_else(|| crate::render::option_label_lang(lang, &answer));
    Some(format!("🤖 {line} ({})", tr!(lang, "us-only-choice")))
}

/// A tie broken by the engine's order: the other option named when it is public (a
/// country, an operation; never a card still in hand).
fn tie_line(lang: Lang, d: &Decision, other: Answer) -> String {
    let public = !matches!(
        (&d.kind, other),
        (_, Answer::Card(_)) | (DecisionKind::ActionCard { .. }, _)
    );
    if public {
        tr!(
            lang,
            "us-tie-named",
            other = crate::render::option_label_lang(lang, &other)
        )
    } else {
        tr!(lang, "us-tie")
    }
}

/// What the answer does and why, without the 🤖 (`None`: the policy has no rule of its
/// own for the question, and took the first option).
pub fn line_lang(lang: Lang, v: &UsView<'_>, d: &Decision, answer: Answer) -> Option<String> {
    let card_line = |key: &str, card: CardId| card_line(lang, key, card);
    let line = match (&d.kind, answer) {
        (DecisionKind::ActionCard { .. }, Answer::Card(card)) => {
            if cards::harm(v, card) > 0 {
                card_line("us-plays-harm", card)
            } else {
                card_line("us-plays", card)
            }
        }
        (DecisionKind::ActionCard { .. }, Answer::Discard) => tr!(lang, "us-discards-last"),
        (DecisionKind::ActionCard { .. }, Answer::Hold) => tr!(lang, "us-holds-last"),
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Event)) => {
            card_line("us-event", *card)
        }
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Reserves)) => {
            card_line("us-reserves", *card)
        }
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Operations)) => {
            card_line("us-operations", *card)
        }
        (DecisionKind::Operation { .. }, Answer::Op(Op::Reassessment)) => tr!(
            lang,
            "us-reassessment",
            now = v.gwot_penalty().to_string(),
            after = targets::penalty_after_switch(v).to_string()
        ),
        (DecisionKind::Operation { .. }, Answer::Op(Op::Withdraw)) => tr!(lang, "us-withdraw"),
        (DecisionKind::Operation { .. }, Answer::Op(op)) => {
            tr!(lang, "us-operation", op = names::op(lang, op))
        }
        (DecisionKind::UseReserves { .. }, Answer::Yes) => tr!(lang, "us-use-reserves"),
        (DecisionKind::UseReserves { .. }, Answer::No) => tr!(lang, "us-keep-reserves"),
        (DecisionKind::TriggerOrder { .. }, _) => tr!(lang, "us-ops-first"),
        (DecisionKind::TroopCount { to, .. }, Answer::Count(count)) => tr!(
            lang,
            "us-troop-count",
            count = count,
            why = match to {
                Some(c) if v.is_islamist_rule(*c) => "enough",
                _ => "most",
            }
        ),
        (DecisionKind::SecondCard { .. }, Answer::Card(card)) => card_line("us-second-card", card),
        (DecisionKind::Country { purpose, .. }, Answer::Country(c)) => {
            country(lang, v, *purpose, c)?
        }
        (DecisionKind::Country { purpose, .. }, Answer::Track) => match purpose {
            Purpose::DeployTo | Purpose::WithdrawTo => tr!(lang, "us-to-track"),
            _ => tr!(lang, "us-from-track"),
        },
        (DecisionKind::DisruptCell { country, .. }, Answer::Cell(_)) => tr!(
            lang,
            "us-disrupt-cell",
            within = names::country_in(lang, *country)
        ),
        (DecisionKind::Event { card, question }, answer) => {
            let what = match (question, answer) {
                (EventQuestion::PostureCountry, Answer::Country(c)) => tr!(
                    lang,
                    "us-posture-country",
                    country = names::country(lang, c),
                    posture = names::posture(lang, v.us_posture()),
                    now = v.gwot_penalty().to_string(),
                    after = targets::penalty_if_set(v, c).to_string()
                ),
                (EventQuestion::TestCountry, Answer::Country(c)) if v.cells(c) > 0 => {
                    tr!(lang, "us-remove-cell", country = names::country(lang, c))
                }
                _ => event_answer(lang, v, *question, answer)?,
            };
            tr!(
                lang,
                "us-event-answer",
                card = names::card(lang, *card),
                what = what
            )
        }
        (_, Answer::Posture(p)) if p == v.us_posture() => {
            tr!(lang, "us-posture", posture = names::posture(lang, p))
        }
        _ => return None,
    };
    Some(line)
}

/// A country chosen for `purpose`.
fn country(lang: Lang, v: &UsView<'_>, purpose: Purpose, c: Country) -> Option<String> {
    let within = names::country_in(lang, c);
    let name = names::country(lang, c);
    Some(match purpose {
        Purpose::WarOfIdeas => war_of_ideas(lang, v, c),
        Purpose::Disrupt => tr!(
            lang,
            "us-disrupt",
            within = within,
            cells = v.cells(c),
            troops = if v.disrupt_gains_prestige(c) {
                "yes"
            } else {
                "no"
            }
        ),
        Purpose::Alert => tr!(lang, "us-alert", within = within, plots = v.plot_count(c)),
        Purpose::RegimeChangeTo => tr!(
            lang,
            "us-regime-change",
            within = within,
            resources = v.resources(c)
        ),
        Purpose::DeployTo => tr!(
            lang,
            "us-deploy",
            country = name,
            cells = v.cells(c),
            resources = v.resources(c)
        ),
        Purpose::DeployFrom | Purpose::RegimeChangeFrom | Purpose::WithdrawFrom => tr!(
            lang,
            "us-troops-from",
            country = name,
            troops = v.troops(c),
            cells = v.cells_counting_sadr(c)
        ),
        _ => return None,
    })
}

/// "War of Ideas in Pakistan: the best chance to shift Poor to Fair, modifier +1, 3 in 6".
fn war_of_ideas(lang: Lang, v: &UsView<'_>, c: Country) -> String {
    let within = names::country_in(lang, c);
    if !c.is_muslim() {
        let chances = v.posture_roll_faces(c, v.us_posture());
        return tr!(
            lang,
            "us-woi-posture",
            within = within,
            chances = chances,
            posture = names::posture(lang, v.us_posture())
        );
    }
    let m = v.war_of_ideas_modifiers(c);
    let chances = labyrinth_engine::war_of_ideas_chance(m);
    let shift = match (v.governance(c), v.alignment(c)) {
        (None, _) => "test",
        (Some(_), Some(Alignment::Neutral)) => "neutral",
        (Some(Governance::Poor), _) => "poor",
        (Some(Governance::Fair), _) => "fair",
        _ => "other",
    };
    tr!(
        lang,
        "us-woi",
        within = within,
        shift = shift,
        modifier = format!("{m:+}"),
        chances = chances
    )
}

/// An event question's answer, in words.
fn event_answer(
    lang: Lang,
    v: &UsView<'_>,
    question: EventQuestion,
    answer: Answer,
) -> Option<String> {
    let at = |key: &str, c: Country| {
        tr!(
            lang,
            key,
            country = names::country(lang, c),
            within = names::country_in(lang, c)
        )
    };
    Some(match (question, answer) {
        (EventQuestion::DiscardCard, Answer::Card(card)) => tr!(
            lang,
            "us-discards",
            number = card.number(),
            name = names::card(lang, card)
        ),
        (EventQuestion::PlotToRemove, Answer::Country(c)) => at("us-plot-to-remove", c),
        (EventQuestion::RemoveCellCountry, Answer::Country(c)) => at("us-remove-cell", c),
        (EventQuestion::WarOfIdeasCountry, Answer::Country(c)) => at("us-woi-country", c),
        (
            EventQuestion::GovernanceCountry | EventQuestion::RegimeChangeCountry,
            Answer::Country(c),
        ) => at("us-most-resources", c),
        (EventQuestion::RegimeChangeNow, Answer::No) => tr!(lang, "us-no-regime-change"),
        (EventQuestion::AlignmentCountry | EventQuestion::BesiegedToRemove, Answer::Country(c)) => {
            at("us-most-resources", c)
        }
        (EventQuestion::ExtraCard, Answer::Card(card)) => tr!(
            lang,
            "us-extra-card",
            number = card.number(),
            name = names::card(lang, card)
        ),
        (EventQuestion::ExtraCard, Answer::Done) => tr!(lang, "us-no-extra-card"),
        (_, Answer::Posture(p)) if p == v.us_posture() => {
            tr!(lang, "us-posture", posture = names::posture(lang, p))
        }
        _ => tr!(
            lang,
            "us-first-option",
            what = crate::render::option_label_lang(lang, &answer)
        ),
    })
}
