//! The computer US's reason lines: why it gave an answer, in the words of the Jihadist bot's
//! reasons ("🤖 War of Ideas in Pakistan: the best chance to shift Poor to Fair, modifier +1,
//! 3 in 6"). They are public: they name only what the answer itself makes public (a card
//! played or discarded, never a card held or kept in hand) and what the US sees.

use labyrinth_engine::{
    Alignment, Answer, CardUse, Country, Decision, DecisionKind, EventQuestion, Governance, Op,
    Posture, Purpose,
};

use super::{UsView, cards, targets};

/// The reason line for `answer` to the US decision `d` (`None`: nothing worth saying, such
/// as a forced answer or a count).
pub fn explain(v: &UsView<'_>, d: &Decision, answer: Answer) -> Option<String> {
    if d.options.len() < 2 {
        return None;
    }
    let line = match (&d.kind, answer) {
        (DecisionKind::ActionCard { .. }, Answer::Card(card)) => {
            let harm = cards::harm(v, card);
            if harm > 0 {
                format!(
                    "plays #{} {}: its best card now, though its Jihadist event will follow",
                    card.number(),
                    card.name()
                )
            } else {
                format!("plays #{} {}: its best card now", card.number(), card.name())
            }
        }
        (DecisionKind::ActionCard { .. }, Answer::Discard) => {
            "discards its last card without effect (5.2.4): playing it would cost more than it gains".to_string()
        }
        (DecisionKind::ActionCard { .. }, Answer::Hold) => {
            "holds its last card for the next turn (5.2.4): its event is worth more later"
                .to_string()
        }
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Event)) => format!(
            "#{} {} for its event: worth more than any operation it allows",
            card.number(),
            card.name()
        ),
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Reserves)) => format!(
            "#{} {} to Reserves (6.3.3): no operation is worth its value now",
            card.number(),
            card.name()
        ),
        (DecisionKind::CardUse { card }, Answer::Use(CardUse::Operations)) => {
            format!("#{} {} for operations", card.number(), card.name())
        }
        (DecisionKind::Operation { .. }, Answer::Op(Op::Reassessment)) => format!(
            "Reassessment (7.6): Soft Posture, whose Posture rolls give +1 Prestige 4 in 6; GWOT Relations Penalty {} after the switch (now {})",
            targets::penalty_after_switch(v),
            v.gwot_penalty()
        ),
        (DecisionKind::Operation { .. }, Answer::Op(Op::Withdraw)) => {
            "Withdraw (7.3.5): troops back to the Troops Track raise the US hand size".to_string()
        }
        (DecisionKind::Operation { .. }, Answer::Op(op)) => {
            format!("{}: the operation worth most now", op.name())
        }
        (DecisionKind::UseReserves { .. }, Answer::Yes) => {
            "expends its Reserves (6.3.3.1): the operation is worth more with them".to_string()
        }
        (DecisionKind::SecondCard { .. }, Answer::Card(card)) => format!(
            "#{} {} as Reassessment's second card: the 3-value card it needs least",
            card.number(),
            card.name()
        ),
        (DecisionKind::Country { purpose, .. }, Answer::Country(c)) => country(v, *purpose, c)?,
        (DecisionKind::Country { purpose, .. }, Answer::Track) => match purpose {
            Purpose::DeployTo | Purpose::WithdrawTo => {
                "to the Troops Track: more troops there, more US cards (4.7.3)".to_string()
            }
            _ => "from the Troops Track: no troops committed elsewhere move".to_string(),
        },
        (DecisionKind::DisruptCell { country, .. }, Answer::Cell(_)) => {
            format!("Disrupt in {country}: an Active cell first, to remove it")
        }
        (DecisionKind::Event { card, question }, answer) => {
            let what = event_answer(*question, answer)?;
            format!("{}: {what}", card.name())
        }
        _ => return None,
    };
    Some(format!("🤖 {line}"))
}

/// A country chosen for `purpose`.
fn country(v: &UsView<'_>, purpose: Purpose, c: Country) -> Option<String> {
    Some(match purpose {
        Purpose::WarOfIdeas => war_of_ideas(v, c),
        Purpose::Disrupt => {
            let troops = v.troops_counting_nato(c) >= 2;
            format!(
                "Disrupt in {c}: {} cell{} there{}",
                v.cells(c),
                if v.cells(c) == 1 { "" } else { "s" },
                if troops {
                    ", with troops: +1 Prestige (7.4.4)"
                } else {
                    ""
                }
            )
        }
        Purpose::Alert => format!(
            "Alert in {c}: {} Plot{} there, where a Plot would cost most",
            v.plot_count(c),
            if v.plot_count(c) == 1 { "" } else { "s" }
        ),
        Purpose::RegimeChangeTo => format!(
            "Regime Change in {c}: Islamist Rule over {} Resources",
            v.resources(c)
        ),
        Purpose::DeployTo => format!(
            "Deploy to {c}: {} cells and {} Resources there",
            v.cells(c),
            v.resources(c)
        ),
        Purpose::DeployFrom | Purpose::RegimeChangeFrom | Purpose::WithdrawFrom => format!(
            "troops from {c}: {} troops facing {} cells",
            v.troops(c),
            v.cells_counting_sadr(c)
        ),
        _ => return None,
    })
}

/// "War of Ideas in Pakistan: the best chance to shift Poor to Fair, modifier +1, 3 in 6".
fn war_of_ideas(v: &UsView<'_>, c: Country) -> String {
    if !c.is_muslim() {
        let (chances, posture) = match v.us_posture() {
            Posture::Hard => (2, "Hard"),
            Posture::Soft => (4, "Soft"),
        };
        return format!(
            "War of Ideas in {c}: a Posture roll, {chances} in 6 to match the US ({posture}) for +1 Prestige"
        );
    }
    let m = v.war_of_ideas_modifiers(c);
    let chances = labyrinth_engine::war_of_ideas_chance(m);
    let shift = match (v.governance(c), v.alignment(c)) {
        (None, _) => "to test it first, then".to_string(),
        (Some(_), Some(Alignment::Neutral)) => {
            "the best chance to shift Neutral to Ally,".to_string()
        }
        (Some(Governance::Poor), _) => "the best chance to shift Poor to Fair,".to_string(),
        (Some(Governance::Fair), _) => "the best chance to shift Fair to Good,".to_string(),
        _ => "the best chance,".to_string(),
    };
    format!("War of Ideas in {c}: {shift} modifier {m:+}, {chances} in 6")
}

/// An event question's answer, in words.
fn event_answer(question: EventQuestion, answer: Answer) -> Option<String> {
    Some(match (question, answer) {
        (EventQuestion::DiscardCard, Answer::Card(card)) => format!(
            "discards #{} {}: the card it needs least",
            card.number(),
            card.name()
        ),
        (EventQuestion::PlotToRemove, Answer::Country(c)) => {
            format!("the Plot in {c}, where it would cost most")
        }
        (EventQuestion::RemoveCellCountry, Answer::Country(c)) => {
            format!("a cell from {c}, where a cell is most dangerous")
        }
        (EventQuestion::WarOfIdeasCountry, Answer::Country(c)) => {
            format!("War of Ideas in {c}, the best chance")
        }
        (
            EventQuestion::GovernanceCountry | EventQuestion::RegimeChangeCountry,
            Answer::Country(c),
        ) => {
            format!("{c}, the most Resources")
        }
        (EventQuestion::RegimeChangeNow, Answer::No) => {
            "no Regime Change now: its troops would cost US cards".to_string()
        }
        (_, Answer::Country(c)) => format!("{c}"),
        (_, Answer::Posture(p)) => format!("{} Posture", p.name()),
        _ => return None,
    })
}
