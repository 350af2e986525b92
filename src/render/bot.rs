//! The solitaire bot's reasons (rules section 9) as one line each, to check against the
//! Jihadist Activities flowchart. Reasons carry no hidden value.

use labyrinth_engine::bot::{
    AnswerRule, BotDecision, BotPurpose, BotReason, BotRule, BotTable, RadicalizeStep, Tie,
};
use labyrinth_engine::{Country, Governance};

use super::{card, option_label};

/// The candidates of a random pick: named when few, counted when many (a list of thirty
/// names, repeated for each pick, is not read).
fn list(countries: &[Country]) -> String {
    if countries.len() == Country::ALL.len() {
        return "all 38 countries".to_string();
    }
    if countries.len() > 8 {
        return format!("{} countries", countries.len());
    }
    let names: Vec<&str> = countries.iter().map(|c| c.name()).collect();
    names.join(", ")
}

fn band(governance: Option<Governance>) -> &'static str {
    governance.map(|g| g.name()).unwrap_or("unmarked")
}

fn purpose(p: BotPurpose) -> &'static str {
    match p {
        BotPurpose::Plot => "Plot",
        BotPurpose::MajorJihad => "Major Jihad",
        BotPurpose::MinorJihad => "Minor Jihad",
        BotPurpose::Recruit => "Recruit",
        BotPurpose::TravelTo => "Travel destination",
        BotPurpose::TravelFrom => "Travel origin",
        BotPurpose::RadicalizeCell => "Radicalization cell",
        BotPurpose::RadicalizePlot => "Radicalization Plot",
        BotPurpose::RadicalizeWorsen => "Radicalization Governance",
        BotPurpose::EventCell => "event cell",
        BotPurpose::EventPlot => "event Plot",
        BotPurpose::EventShift => "event shift",
        BotPurpose::EventCountry => "event country",
        BotPurpose::SetupCell => "set-up cell",
        BotPurpose::SchengenPosture => "Schengen Posture roll",
        BotPurpose::EventRecruit => "event Recruit",
        BotPurpose::EventJihad => "event Jihad",
        BotPurpose::LeakMarker => "Leak marker",
        BotPurpose::DiscardCard => "card from the discard pile",
    }
}

fn decision(d: BotDecision) -> &'static str {
    match d {
        BotDecision::Event => "playable Jihadist event: the event (9.4.1)",
        BotDecision::EventThenOps => {
            "playable Unassociated event: the event, then operations (9.4.1)"
        }
        BotDecision::Plot => "playable US event: Plot instead; the event does not happen (9.4.1)",
        BotDecision::OpsUsNotPlayable => "US event not playable: operations (9.4.1)",
        BotDecision::OpsNotPlayable => "event not playable: operations (9.4.1)",
        BotDecision::OpsItjihad => {
            "The door of Itjihad was closed is in effect: no event, operations"
        }
        BotDecision::RadicalizationEmptyTrack => {
            "cell event with no cell on the Funding track: Radicalization instead (9.4.1)"
        }
        BotDecision::RadicalizationNoPlotTarget => {
            "Plot event with no country on the Plot chart: the event is ignored, Radicalization (9.4.2.1)"
        }
    }
}

fn rule(r: BotRule) -> String {
    match r {
        BotRule::PlotStep { step, band: b } => {
            let what = match step {
                1 => "the United States",
                2 => "Philippines with Abu Sayyaf",
                3 => "countries with troops",
                4 => "same Posture as the US",
                5 => "countries with Aid",
                6 => "non-Muslim countries",
                _ => "Muslim countries or Iran",
            };
            format!(
                "Plot step {step}, {what}; {} first among Fair, Good, Poor (9.4.2.2)",
                band(b)
            )
        }
        BotRule::EventPlotStep { step, band: b } => {
            format!(
                "Plot step {step}, {} (event: Good, Fair, Poor) (9.4.2.1)",
                band(b)
            )
        }
        BotRule::MajorJihad { cells, troops } => format!(
            "Major Jihad possible: {cells} cell{} vs {troops} troop{} and enough operations (9.4.2.3)",
            if cells == 1 { "" } else { "s" },
            if troops == 1 { "" } else { "s" }
        ),
        BotRule::ShiftTier { tier } => format!("{} tier (Good, then Fair) (9.4.2.4)", tier.name()),
        BotRule::RecruitRegimeChange { troops, cells } => {
            format!(
                "Regime Change with {troops} troop{} vs {cells} cell{} (9.4.2.5)",
                if troops == 1 { "" } else { "s" },
                if cells == 1 { "" } else { "s" }
            )
        }
        BotRule::RecruitIslamistRule { cells, ops } => {
            format!(
                "Islamist Rule with {cells} cell{}, fewer than twice the card's {ops} (9.4.2.5)",
                if cells == 1 { "" } else { "s" }
            )
        }
        BotRule::RecruitHighestNeed { need } => {
            format!("highest roll needed to Recruit ({need}) (9.4.2.5)")
        }
        BotRule::TravelTo { r#box } => {
            let what = match r#box {
                1 => "Besieged Regime, Regime Change, then Aid",
                2 => "Poor where two more cells would allow Major Jihad",
                3 => "Good or Fair Muslim with a cell adjacent",
                _ => "non-Muslim by US Posture",
            };
            format!("\"To\" box {}: {what} (9.4.2.6)", r#box)
        }
        BotRule::TravelToRandom => {
            "operations beyond the boxes: a random destination (9.4.2.6)".into()
        }
        BotRule::TravelFrom { r#box } => {
            let what = match r#box {
                1 => "Islamist Rule with more cells than the card's value",
                2 => "Regime Change with more than 5 cells",
                3 => "adjacent",
                _ => "any with cells",
            };
            format!("\"From\" box {}: {what} (9.4.2.6.1)", r#box)
        }
        BotRule::CardNames { card: c } => format!("{} names it", card(c)),
        BotRule::ClosestGoodThenFair { tier } => format!(
            "the closest Shia-Mix country at {} (Good, then Fair) (9.4.2.1)",
            tier.name()
        ),
        BotRule::ExKgb { shifts: true } => {
            "Ex-KGB: Caucasus, since it would move the World Posture marker (9.6)".into()
        }
        BotRule::ExKgb { shifts: false } => {
            "Ex-KGB: Central Asia, since Caucasus would not move the World Posture marker (9.6)"
                .into()
        }
        BotRule::TravelInPlace => {
            "the last cell of an Islamist Rule / Regime Change country travels in place (9.4.2.6.1)"
                .into()
        }
    }
}

fn tie(t: Tie) -> &'static str {
    match t {
        Tie::Only => "",
        Tie::Pakistan => "; Pakistan first",
        Tie::Aid => "; Aid first",
        Tie::Besieged => "; Besieged Regime first",
        Tie::Resources => "; highest Resources",
        Tie::TroopsPlusCells => "; most troops plus cells",
        Tie::Active => "; has an uncommitted Active cell",
        Tie::NotDestination => "; not another destination",
        Tie::Random => "; picked by dice among equals",
    }
}

fn radicalize(step: RadicalizeStep, ops: u8) -> String {
    match step {
        RadicalizeStep::Start => format!(
            "{ops} operation{} left: Radicalization (9.4.3)",
            if ops == 1 { "" } else { "s" }
        ),
        RadicalizeStep::Cell => "Radicalization: a cell from the track to a random country".into(),
        RadicalizeStep::SkipCell => {
            "Radicalization: no cell on the Funding track, step skipped".into()
        }
        RadicalizeStep::Travel => "Radicalization: one automatic Travel from \"To\" box 2".into(),
        RadicalizeStep::SkipTravel => "Radicalization: no cell to Travel, step skipped".into(),
        RadicalizeStep::Plot => {
            "Radicalization: a random Plot in a random country with a cell".into()
        }
        RadicalizeStep::SkipPlotFunding => {
            "Radicalization: no Plot, Funding is at 9, step skipped".into()
        }
        RadicalizeStep::SkipPlotNoCell => {
            "Radicalization: no Plot, no cell outside Islamist Rule, step skipped".into()
        }
        RadicalizeStep::SkipPlotNoMarker => {
            "Radicalization: no Plot, no Available Plot marker, step skipped".into()
        }
        RadicalizeStep::NoRecruitTarget => format!(
            "Recruit: no country qualifies for the other {ops} operation{} (9.4.2.5)",
            if ops == 1 { "" } else { "s" }
        ),
        RadicalizeStep::NoAvailableCells => format!(
            "Recruit: no Available cell left for the other {ops} operation{} (8.2.1)",
            if ops == 1 { "" } else { "s" }
        ),
        RadicalizeStep::NoOperation { gtmo } => format!(
            "no Minor Jihad target, no Recruit ({}) and no cell to Travel (9.4.1)",
            if gtmo {
                "GTMO is in effect"
            } else {
                "no Available cell"
            }
        ),
        RadicalizeStep::Worsen => {
            "Radicalization: a random Good or Fair Muslim country worsens".into()
        }
        RadicalizeStep::Stop => {
            format!("Radicalization: no Good or Fair Muslim country; {ops} operations lost")
        }
    }
}

fn answer(r: AnswerRule) -> String {
    match r {
        AnswerRule::ResolveInOrder { country } => {
            format!("resolves the Plot in {country} (map order, placement order)")
        }
        AnswerRule::RandomPlotMarker { country } => {
            format!("a random Plot marker goes to {country} (9.3.2)")
        }
        AnswerRule::DeclareMajorJihad { country } => {
            format!("declares Major Jihad in {country} (8.4.2)")
        }
        AnswerRule::NoReroll => "never rerolls a Posture".into(),
        AnswerRule::ActiveFirst => "Active cells before Sleepers (9.3.1)".into(),
        AnswerRule::EventFirst => "the event first".into(),
        AnswerRule::NoReserves => "never uses Reserves (9.4.1)".into(),
        AnswerRule::FirstListed { answer } => format!(
            "no bot rule covers this question: the first option, {}",
            option_label(&answer)
        ),
        AnswerRule::TopCard => "the top card of its pile (9.2)".into(),
        AnswerRule::SadrLast => "Sadr last (9.3.1)".into(),
        AnswerRule::OpsFlow { value } => {
            format!("the {value}-value operation by its own flowchart (Event or OPS?)")
        }
    }
}

/// One reason line, prefixed "🤖".
pub fn reason_line(reason: &BotReason) -> String {
    let text = match reason {
        BotReason::Play { card: c } => format!("plays the top card of its pile: {}", card(*c)),
        BotReason::Decide { decision: d, .. } => decision(*d).to_string(),
        BotReason::Target {
            purpose: p,
            country,
            rolls,
            rule: r,
            tie: t,
        } => {
            let n = if *rolls > 1 {
                format!(" ×{rolls}")
            } else {
                String::new()
            };
            format!("{} {country}{n}: {}{}", purpose(*p), rule(*r), tie(*t))
        }
        BotReason::Pick {
            purpose: p,
            candidates,
            dice,
            chosen,
        } => format!(
            "{}: dice {dice:?} pick {chosen} among {} (9.5)",
            purpose(*p),
            list(candidates)
        ),
        BotReason::PickCard {
            purpose: p,
            candidates,
            dice,
            chosen,
        } => {
            let names: Vec<String> = candidates.iter().map(|c| card(*c)).collect();
            format!(
                "{}: dice {dice:?} pick {} among {} (9.5)",
                purpose(*p),
                card(*chosen),
                names.join(", ")
            )
        }
        BotReason::Table {
            table,
            dice,
            result,
        } => {
            let name = match table {
                BotTable::Schengen => "Schengen",
                BotTable::ShiaMix => "Shia-Mix",
            };
            format!("{name} table: dice {dice:?} → {result} (9.5)")
        }
        BotReason::Closest {
            from,
            distance,
            candidates,
        } => format!(
            "closest eligible to {from} (distance {distance}): {} (9.5.1)",
            list(candidates)
        ),
        BotReason::Radicalize { step, ops } => radicalize(*step, *ops),
        BotReason::BiometricsDrop { country } => format!(
            "Biometrics: no cell adjacent to {country}; that operation goes to Radicalization"
        ),
        BotReason::NoOperation => "no operation possible".into(),
        BotReason::EventPlotIgnored { card: c } => format!(
            "{}: the Plot chart finds no country for its Plot, which is ignored (9.4.2.1)",
            card(*c)
        ),
        BotReason::Answer { rule: r } => answer(*r),
    };
    format!("🤖 {text}")
}
