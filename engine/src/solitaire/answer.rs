//! The bot's answer to any Jihadist decision in a solitaire game: Plot resolution order,
//! random Plot markers, Schengen Posture rolls, set-up choices, and the questions of events
//! (9.4.2.1). A card's own rule (docs/bot-readings.md §8) comes first, from its
//! `CardEvent::bot_answer` in the card's file; then the rules by kind of question below. A question
//! no rule covers would take the first listed option with a reason saying so; none is known (the
//! 1,000-game test fails on one).

use crate::bot::pick::{pick, pick_index, schengen_among};
use crate::bot::plot::plot_where_event;
use crate::bot::{reason_log, shift_target};
use crate::cx::Cx;
use crate::decision::{Answer, CellKind, DecisionKind, EventQuestion, Order, Plot, Purpose};
use crate::log::{AnswerRule, BotPurpose, BotReason, BotRule};
use crate::types::Country;

fn countries(options: &[Answer]) -> Vec<Country> {
    options
        .iter()
        .filter_map(|a| match a {
            Answer::Country(c) => Some(*c),
            _ => None,
        })
        .collect()
}

fn rule(cx: &mut Cx<'_>, rule: AnswerRule) {
    reason_log(cx, BotReason::Answer { rule });
}

/// The bot's answer among `options` (never empty: `Cx::ask` checks).
pub(crate) fn answer(cx: &mut Cx<'_>, kind: &DecisionKind, options: &[Answer]) -> Answer {
    let chosen = choose(cx, kind, options);
    match chosen {
        Some(answer) if options.contains(&answer) => answer,
        _ => {
            let first = options.first().copied().unwrap_or(Answer::Done);
            let shown = match first {
                // A Plot value stays hidden.
                Answer::Plot(_) => Answer::Done,
                other => other,
            };
            rule(cx, AnswerRule::FirstListed { answer: shown });
            first
        }
    }
}

fn want(options: &[Answer], answer: Answer) -> Option<Answer> {
    options.contains(&answer).then_some(answer)
}

fn choose(cx: &mut Cx<'_>, kind: &DecisionKind, options: &[Answer]) -> Option<Answer> {
    // docs/bot-readings.md §8: the card's own rule first, in the card's file.
    if let DecisionKind::Event { card, question } = kind
        && let Some(answer) = crate::events::event(*card).bot_answer(cx, *question, options)
    {
        return Some(answer);
    }
    let list = countries(options);
    match kind {
        DecisionKind::Country {
            purpose: Purpose::ResolvePlot,
            ..
        } => {
            // I-29 canonical country order.
            let country = *list.first()?;
            rule(cx, AnswerRule::ResolveInOrder { country });
            Some(Answer::Country(country))
        }
        DecisionKind::ResolvePlotMarker { country } => {
            // I-29 markers in placement order.
            let plot = *cx.view().plot_values(*country).first()?;
            rule(cx, AnswerRule::ResolveInOrder { country: *country });
            Some(Answer::Plot(plot))
        }
        DecisionKind::PlotMarker { country } => {
            // 9.3.2 / I-24 a random physical marker, sorted 1, 2, 3, WMD.
            let mut markers: Vec<Plot> = cx
                .view()
                .available_plots()
                .unwrap_or_default()
                .iter()
                .copied()
                .filter(|p| options.contains(&Answer::Plot(*p)))
                .collect();
            markers.sort();
            let all_same = markers.windows(2).all(|w| w[0] == w[1]);
            let index = if all_same {
                0
            } else {
                pick_index(cx, markers.len()).0
            };
            rule(cx, AnswerRule::RandomPlotMarker { country: *country });
            markers.get(index).map(|p| Answer::Plot(*p))
        }
        DecisionKind::MajorJihad { country } => {
            rule(cx, AnswerRule::DeclareMajorJihad { country: *country });
            want(options, Answer::Yes)
        }
        DecisionKind::WmdReroll { .. } => {
            rule(cx, AnswerRule::NoReroll);
            want(options, Answer::No)
        }
        DecisionKind::TravelCell { .. }
        | DecisionKind::Event {
            question: EventQuestion::CellToRemove,
            ..
        } => {
            rule(cx, AnswerRule::ActiveFirst);
            want(options, Answer::Cell(CellKind::Active))
        }
        DecisionKind::UseReserves { .. } => {
            rule(cx, AnswerRule::NoReserves);
            want(options, Answer::No)
        }
        DecisionKind::TriggerOrder { .. }
        | DecisionKind::Event {
            question: EventQuestion::Order,
            ..
        } => {
            rule(cx, AnswerRule::EventFirst);
            want(options, Answer::Order(Order::EventFirst))
        }
        DecisionKind::Country {
            purpose: Purpose::SchengenPosture,
            ..
        } => {
            // 9.5 / I-7 the Schengen table, ineligible results to the closest.
            schengen_among(cx, BotPurpose::SchengenPosture, &list).map(Answer::Country)
        }
        DecisionKind::Country {
            purpose: Purpose::SetupCell,
            ..
        } => {
            // I-37 Anaconda: random distinct countries other than the US.
            pick(cx, BotPurpose::SetupCell, &list).map(Answer::Country)
        }
        DecisionKind::Event { question, .. } => event_question(cx, *question, &list),
        _ => None,
    }
}

/// 9.4.2.1 event-driven choices.
fn event_question(cx: &mut Cx<'_>, question: EventQuestion, list: &[Country]) -> Option<Answer> {
    match question {
        // Cell placement and tests: random among the countries the event allows.
        EventQuestion::CellCountry | EventQuestion::TestCountry => {
            pick(cx, BotPurpose::EventCell, list).map(Answer::Country)
        }
        EventQuestion::PlotCountry => plot_where_event(cx, list).map(Answer::Country),
        EventQuestion::AlignmentCountry
        | EventQuestion::AllyToNeutral
        | EventQuestion::GovernanceCountry => {
            let alignment = question != EventQuestion::GovernanceCountry;
            let (country, tier, tie) = shift_target(cx, list, alignment)?;
            reason_log(
                cx,
                BotReason::Target {
                    purpose: BotPurpose::EventShift,
                    country,
                    rolls: 0,
                    rule: BotRule::ShiftTier { tier },
                    tie,
                },
            );
            Some(Answer::Country(country))
        }
        _ => None,
    }
}
