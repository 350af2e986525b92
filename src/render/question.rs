//! The question of a pending decision, in words, for the side that answers it.

use labyrinth_engine::{Country, DecisionKind, EventQuestion, Purpose, View};

use crate::i18n::{Lang, names};
use crate::tr;

fn purpose(p: Purpose) -> &'static str {
    match p {
        Purpose::WarOfIdeas => "war-of-ideas",
        Purpose::DeployFrom => "deploy-from",
        Purpose::DeployTo => "deploy-to",
        Purpose::RegimeChangeFrom => "regime-change-from",
        Purpose::RegimeChangeTo => "regime-change-to",
        Purpose::WithdrawFrom => "withdraw-from",
        Purpose::WithdrawTo => "withdraw-to",
        Purpose::Disrupt => "disrupt",
        Purpose::Alert => "alert",
        Purpose::Recruit => "recruit",
        Purpose::RecruitPlace => "recruit-place",
        Purpose::TravelFrom => "travel-from",
        Purpose::TravelTo => "travel-to",
        Purpose::Jihad => "jihad",
        Purpose::Plot => "plot",
        Purpose::ResolvePlot => "resolve-plot",
        Purpose::SchengenPosture => "schengen-posture",
        Purpose::SetupCell => "setup-cell",
        Purpose::SetupReroll => "setup-reroll",
        Purpose::Event => "event",
    }
}

fn event_question(q: EventQuestion) -> &'static str {
    match q {
        EventQuestion::PlotToRemove => "plot-to-remove",
        EventQuestion::PostureCountry => "posture-country",
        EventQuestion::PostureValue => "posture-value",
        EventQuestion::TakeCard => "take-card",
        EventQuestion::Option => "option",
        EventQuestion::RegimeChangeNow => "regime-change-now",
        EventQuestion::Order => "order",
        EventQuestion::TestCountry => "test-country",
        EventQuestion::CellCountry => "cell-country",
        EventQuestion::RemoveCellCountry => "remove-cell-country",
        EventQuestion::CellToRemove => "cell-to-remove",
        EventQuestion::AlignmentCountry => "alignment-country",
        EventQuestion::AllyToNeutral => "ally-to-neutral",
        EventQuestion::GovernanceCountry => "governance-country",
        EventQuestion::RegimeChangeCountry => "regime-change-country",
        EventQuestion::BesiegedToRemove => "besieged-to-remove",
        EventQuestion::PlotCountry => "plot-country",
        EventQuestion::MarkerToFlip => "marker-to-flip",
        EventQuestion::WarOfIdeasCountry => "war-of-ideas-country",
        EventQuestion::MarkerCountry => "marker-country",
        EventQuestion::CellToTravel => "cell-to-travel",
        EventQuestion::TravelFrom => "travel-from",
        EventQuestion::TravelTo => "travel-to",
        EventQuestion::DiscardCard => "discard-card",
        EventQuestion::SadrToRemove => "sadr-to-remove",
        EventQuestion::NatoLeaves => "nato-leaves",
        EventQuestion::BacklashPlot => "backlash-plot",
        EventQuestion::WmdCountry => "wmd-country",
        EventQuestion::ExtraCard => "extra-card",
        EventQuestion::SecondCard => "second-card",
        EventQuestion::RecruitCountry => "recruit-country",
    }
}

/// The question of a decision as the side that answers it sees it (`view`, its own): a
/// Travel destination names the cell's origin (8.3).
pub fn question_in_view(lang: Lang, kind: &DecisionKind, view: Option<&View>) -> String {
    let travel = view.and_then(|v| v.pending.as_ref()?.travel.as_ref());
    match (kind, travel) {
        (
            DecisionKind::Country {
                purpose: Purpose::TravelTo,
                step,
            },
            Some(travel),
        ) => tr!(
            lang,
            "question-travel-to-from",
            step = *step,
            from = names::country_as(lang, travel.from, names::Case::Genitive)
        ),
        _ => question_lang(lang, kind),
    }
}

/// The question of a decision in English (see [`question_lang`]).
pub fn question(kind: &DecisionKind) -> String {
    question_lang(Lang::En, kind)
}

/// The question of a decision, for the side that answers it, in `lang`. Never lists options.
pub fn question_lang(lang: Lang, kind: &DecisionKind) -> String {
    let at = |key: &str, country: &Country| {
        tr!(
            lang,
            key,
            country = names::country(lang, *country),
            within = names::country_in(lang, *country)
        )
    };
    match kind {
        DecisionKind::ActionCard { card_number } => {
            tr!(lang, "question-action-card", number = *card_number)
        }
        DecisionKind::CardUse { card: c } => tr!(
            lang,
            "question-card-use",
            number = c.number(),
            name = names::card(lang, *c)
        ),
        DecisionKind::Operation { card: c } => tr!(
            lang,
            "question-operation",
            number = c.number(),
            name = names::card(lang, *c)
        ),
        DecisionKind::UseReserves { op, .. } => {
            tr!(lang, "question-use-reserves", op = names::op(lang, *op))
        }
        DecisionKind::SecondCard { .. } => tr!(lang, "question-second-card"),
        DecisionKind::TriggerOrder { card: c } => {
            // "Pirates' event", "Sanctions' event".
            let name = names::card(lang, *c);
            let possessive = if name.ends_with('s') { "'" } else { "'s" };
            tr!(
                lang,
                "question-trigger-order",
                number = c.number(),
                name = name,
                possessive = possessive
            )
        }
        DecisionKind::ReassessmentOrder => tr!(lang, "question-reassessment-order"),
        DecisionKind::Country {
            purpose: Purpose::TravelFrom,
            step,
        } => tr!(lang, "question-travel-from", step = *step),
        DecisionKind::Country {
            purpose: Purpose::TravelTo,
            step,
        } => tr!(lang, "question-travel-to", step = *step),
        DecisionKind::Country { purpose: p, step } => {
            if *step > 1 {
                tr!(
                    lang,
                    "question-country-step",
                    purpose = purpose(*p),
                    step = *step
                )
            } else {
                tr!(lang, "question-country", purpose = purpose(*p))
            }
        }
        DecisionKind::TroopCount { from, to } => {
            let place = |c: &Option<Country>| match c {
                Some(c) => names::country(lang, *c),
                None => tr!(lang, "log-troops-track"),
            };
            tr!(
                lang,
                "question-troop-count",
                from = place(from),
                to = place(to)
            )
        }
        DecisionKind::DisruptCell { country, .. } => at("question-disrupt-cell", country),
        DecisionKind::TravelCell { country } => at("question-travel-cell", country),
        DecisionKind::MajorJihad { country } => at("question-major-jihad", country),
        DecisionKind::PlotMarker { country } => at("question-plot-marker", country),
        DecisionKind::ResolvePlotMarker { country } => at("question-resolve-plot-marker", country),
        DecisionKind::WmdReroll { country } => at("question-wmd-reroll", country),
        DecisionKind::Event {
            card: c,
            question: q,
        } => tr!(
            lang,
            "question-event",
            question = event_question(*q),
            number = c.number(),
            name = names::card(lang, *c)
        ),
    }
}
