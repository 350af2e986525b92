//! The question of a pending decision, in words, for the side that answers it.

use labyrinth_engine::{DecisionKind, EventQuestion, Purpose};

fn purpose(p: Purpose) -> &'static str {
    match p {
        Purpose::WarOfIdeas => "for War of Ideas",
        Purpose::DeployFrom => "to deploy troops from",
        Purpose::DeployTo => "to deploy troops to",
        Purpose::RegimeChangeFrom => "to take Regime Change troops from",
        Purpose::RegimeChangeTo => "for Regime Change",
        Purpose::WithdrawFrom => "to withdraw troops from",
        Purpose::WithdrawTo => "to withdraw troops to",
        Purpose::Disrupt => "to Disrupt",
        Purpose::Alert => "to Alert",
        Purpose::Recruit => "to Recruit in",
        Purpose::RecruitPlace => "to place a recruited cell in",
        Purpose::TravelFrom => "to travel a cell from",
        Purpose::TravelTo => "to travel a cell to",
        Purpose::Jihad => "for Jihad",
        Purpose::Plot => "to Plot in",
        Purpose::ResolvePlot => "whose Plots resolve next",
        Purpose::SchengenPosture => "whose Posture is rolled",
        Purpose::SetupCell => "to place a set-up cell in",
        Purpose::SetupReroll => "whose Posture is rerolled",
        Purpose::Event => "for the event",
    }
}

/// The question of a decision, for the side that answers it. Never lists options.
pub fn question(kind: &DecisionKind) -> String {
    match kind {
        DecisionKind::ActionCard { card_number } => {
            format!("choose card {card_number} of this Action Phase")
        }
        DecisionKind::CardUse { card: c } => {
            format!("choose how to use #{} {}", c.number(), c.name())
        }
        DecisionKind::Operation { card: c } => {
            format!("choose an operation for #{} {}", c.number(), c.name())
        }
        DecisionKind::UseReserves { op, .. } => {
            format!("decide whether to expend Reserves on {}", op.name())
        }
        DecisionKind::SecondCard { .. } => {
            "choose the second 3-value card for Reassessment".to_string()
        }
        DecisionKind::TriggerOrder { card: c } => {
            // "Pirates' event", "Sanctions' event".
            let apostrophe = if c.name().ends_with('s') { "'" } else { "'s" };
            format!(
                "choose whether #{} {}{apostrophe} event or the operations come first",
                c.number(),
                c.name()
            )
        }
        DecisionKind::ReassessmentOrder => {
            "choose what resolves next in the Reassessment".to_string()
        }
        DecisionKind::Country { purpose: p, step } => {
            if *step > 1 {
                format!(
                    "choose a country {} (#{step}; the earlier ones are chosen, a single option automatically)",
                    purpose(*p)
                )
            } else {
                format!("choose a country {}", purpose(*p))
            }
        }
        DecisionKind::TroopCount { from, to } => {
            let place = |c: &Option<labyrinth_engine::Country>| {
                c.map(|c| c.name()).unwrap_or("the Troops track")
            };
            format!(
                "choose how many troops move from {} to {}",
                place(from),
                place(to)
            )
        }
        DecisionKind::DisruptCell { country, .. } => {
            format!("choose which cell to Disrupt in {country}")
        }
        DecisionKind::TravelCell { country } => format!("choose which cell travels from {country}"),
        DecisionKind::MajorJihad { country } => {
            format!("decide whether to declare Major Jihad in {country}")
        }
        DecisionKind::PlotMarker { country } => {
            format!("choose the Plot marker to place in {country}")
        }
        DecisionKind::ResolvePlotMarker { country } => {
            format!("choose which Plot in {country} resolves next")
        }
        DecisionKind::WmdReroll { country } => {
            format!("decide whether to reroll the Posture of {country}")
        }
        DecisionKind::Event {
            card: c,
            question: q,
        } => {
            let what = match q {
                EventQuestion::PlotToRemove => "choose the Plot to remove",
                EventQuestion::PostureCountry => "choose the country whose Posture is set",
                EventQuestion::PostureValue => "choose the Posture to set",
                EventQuestion::TakeCard => "choose the card to take",
                EventQuestion::Option => "choose an option",
                EventQuestion::RegimeChangeNow => "decide whether to do Regime Change now",
                EventQuestion::Order => "choose event first or operations first",
                EventQuestion::TestCountry => "choose a country to test",
                EventQuestion::CellCountry => "choose where the next cell goes",
                EventQuestion::RemoveCellCountry => "choose a country to remove a cell from",
                EventQuestion::CellToRemove => "choose which cell is removed",
                EventQuestion::AlignmentCountry => "choose the country whose Alignment shifts",
                EventQuestion::AllyToNeutral => "choose a Muslim Ally to shift to Neutral",
                EventQuestion::GovernanceCountry => "choose the country whose Governance changes",
                EventQuestion::RegimeChangeCountry => "choose a Regime Change country",
                EventQuestion::BesiegedToRemove => "choose the Besieged Regime to remove",
                EventQuestion::PlotCountry => "choose where the Plot goes",
                EventQuestion::MarkerToFlip => "choose the marker (by its card)",
                EventQuestion::WarOfIdeasCountry => {
                    "choose a country for a War of Ideas roll, or done"
                }
                EventQuestion::MarkerCountry => "choose the country for the marker",
                EventQuestion::CellToTravel => "choose which cell travels",
                EventQuestion::TravelFrom => "choose where a cell travels from",
                EventQuestion::TravelTo => "choose where the cell travels to",
                EventQuestion::DiscardCard => "choose the card to discard",
                EventQuestion::SadrToRemove => "remove the Sadr marker as the cell?",
                EventQuestion::NatoLeaves => "do the NATO marker's 2 troops leave too?",
                EventQuestion::BacklashPlot => "choose the country whose Plot gets Backlash",
                EventQuestion::WmdCountry => "choose where the WMD roll is made",
                EventQuestion::ExtraCard => "choose an extra card to play now, or done",
                EventQuestion::SecondCard => {
                    "choose the phase's second card (used for its Ops value only)"
                }
                EventQuestion::RecruitCountry => "choose a country without cells to Recruit in",
            };
            format!("{what} (#{} {})", c.number(), c.name())
        }
    }
}
