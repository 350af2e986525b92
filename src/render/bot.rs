//! The solitaire bot's reasons (rules section 9) as one line each, to check against the
//! Jihadist Activities flowchart. Reasons carry no hidden value.

use labyrinth_engine::{
    AnswerRule, BotDecision, BotPurpose, BotReason, BotRule, BotTable, CardId, Country, Governance,
    RadicalizeStep, Tie,
};

use super::card::card_label;
use super::option_label_lang;
use crate::i18n::names::Case;
use crate::i18n::{Lang, names};
use crate::tr;

/// The candidates of a random pick: named when few, counted when many (a list of thirty
/// names, repeated for each pick, is not read).
/// Countries listed, or counted when many; `among` words them as picked from («из стран
/// Залива, Пакистана»: the genitive).
fn list(lang: Lang, countries: &[Country], among: bool) -> String {
    let case = if among { "gen" } else { "nom" };
    if countries.len() == Country::ALL.len() {
        return tr!(lang, "bot-all-countries", case = case);
    }
    if countries.len() > 8 {
        return tr!(lang, "bot-countries", count = countries.len(), case = case);
    }
    let names: Vec<String> = countries
        .iter()
        .map(|c| {
            if among {
                names::country_as(lang, *c, Case::Genitive)
            } else {
                names::country(lang, *c)
            }
        })
        .collect();
    names.join(", ")
}

fn band(lang: Lang, governance: Option<Governance>) -> String {
    match governance {
        Some(g) => names::governance(lang, g),
        None => tr!(lang, "log-unmarked"),
    }
}

fn purpose(lang: Lang, p: BotPurpose) -> String {
    let key = match p {
        BotPurpose::Plot => "plot",
        BotPurpose::MajorJihad => "major-jihad",
        BotPurpose::MinorJihad => "minor-jihad",
        BotPurpose::Recruit => "recruit",
        BotPurpose::TravelTo => "travel-to",
        BotPurpose::TravelFrom => "travel-from",
        BotPurpose::RadicalizeCell => "radicalize-cell",
        BotPurpose::RadicalizePlot => "radicalize-plot",
        BotPurpose::RadicalizeWorsen => "radicalize-worsen",
        BotPurpose::EventCell => "event-cell",
        BotPurpose::EventPlot => "event-plot",
        BotPurpose::EventShift => "event-shift",
        BotPurpose::EventCountry => "event-country",
        BotPurpose::SetupCell => "setup-cell",
        BotPurpose::SchengenPosture => "schengen-posture",
        BotPurpose::EventRecruit => "event-recruit",
        BotPurpose::EventJihad => "event-jihad",
        BotPurpose::LeakMarker => "leak-marker",
        BotPurpose::DiscardCard => "discard-card",
    };
    tr!(lang, "bot-purpose", purpose = key)
}

/// A card's name by number (Card 47 in a reason line).
fn card_name(lang: Lang, number: u8) -> String {
    CardId::new(number)
        .map(|c| names::card(lang, c))
        .unwrap_or_default()
}

fn decision(lang: Lang, d: BotDecision) -> String {
    let key = match d {
        BotDecision::Event => "event",
        BotDecision::EventThenOps => "event-then-ops",
        BotDecision::Plot => "plot",
        BotDecision::OpsUsNotPlayable => "ops-us-not-playable",
        BotDecision::OpsNotPlayable => "ops-not-playable",
        BotDecision::OpsItjihad => "ops-itjihad",
        BotDecision::RadicalizationEmptyTrack => "radicalization-empty-track",
        BotDecision::RadicalizationNoPlotTarget => "radicalization-no-plot-target",
    };
    tr!(
        lang,
        "bot-decision",
        decision = key,
        itjihad = card_name(lang, 47)
    )
}

fn rule(lang: Lang, r: BotRule) -> String {
    match r {
        BotRule::PlotStep { step, band: b } => {
            // 9.4.2.2 bands in order Fair, Good, Poor: a later band comes after the others.
            let order = match b {
                Some(Governance::Good) => "good",
                Some(Governance::Poor) => "poor",
                _ => "fair",
            };
            tr!(
                lang,
                "bot-plot-step",
                step = step,
                band = band(lang, b),
                order = order
            )
        }
        BotRule::EventPlotStep { step, band: b } => {
            tr!(
                lang,
                "bot-event-plot-step",
                step = step,
                band = band(lang, b)
            )
        }
        BotRule::MajorJihad { cells, troops } => {
            tr!(lang, "bot-major-jihad", cells = cells, troops = troops)
        }
        BotRule::ShiftTier { tier } => {
            tr!(lang, "bot-shift-tier", tier = names::governance(lang, tier))
        }
        BotRule::RecruitRegimeChange { troops, cells } => tr!(
            lang,
            "bot-recruit-regime-change",
            troops = troops,
            cells = cells
        ),
        BotRule::RecruitIslamistRule { cells, ops } => {
            tr!(lang, "bot-recruit-islamist-rule", cells = cells, ops = ops)
        }
        BotRule::RecruitHighestNeed { need } => {
            tr!(lang, "bot-recruit-highest-need", need = need)
        }
        BotRule::TravelTo { r#box } => tr!(lang, "bot-travel-to", slot = r#box),
        BotRule::TravelToRandom => tr!(lang, "bot-travel-to-random"),
        BotRule::TravelFrom { r#box } => tr!(lang, "bot-travel-from", slot = r#box),
        BotRule::CardNames { card: c } => {
            tr!(lang, "bot-card-names", card = card_label(lang, c))
        }
        BotRule::ClosestGoodThenFair { tier } => tr!(
            lang,
            "bot-closest-good-then-fair",
            tier = names::governance(lang, tier)
        ),
        BotRule::ExKgb { shifts: true } => tr!(lang, "bot-ex-kgb-shifts"),
        BotRule::ExKgb { shifts: false } => tr!(lang, "bot-ex-kgb-no-shift"),
        BotRule::TravelInPlace => tr!(lang, "bot-travel-in-place"),
    }
}

fn tie(lang: Lang, t: Tie) -> String {
    let key = match t {
        Tie::Only => return String::new(),
        Tie::Pakistan => "pakistan",
        Tie::Aid => "aid",
        Tie::Besieged => "besieged",
        Tie::Resources => "resources",
        Tie::TroopsPlusCells => "troops-plus-cells",
        Tie::Active => "active",
        Tie::NotDestination => "not-destination",
        Tie::Random => "random",
    };
    tr!(lang, "bot-tie", tie = key)
}

fn radicalize(lang: Lang, step: RadicalizeStep, ops: u8) -> String {
    let key = match step {
        RadicalizeStep::Start => "start",
        RadicalizeStep::Cell => "cell",
        RadicalizeStep::SkipCell => "skip-cell",
        RadicalizeStep::Travel => "travel",
        RadicalizeStep::SkipTravel => "skip-travel",
        RadicalizeStep::Plot => "plot",
        RadicalizeStep::SkipPlotFunding => "skip-plot-funding",
        RadicalizeStep::SkipPlotNoCell => "skip-plot-no-cell",
        RadicalizeStep::SkipPlotNoMarker => "skip-plot-no-marker",
        RadicalizeStep::NoRecruitTarget => "no-recruit-target",
        RadicalizeStep::NoAvailableCells => "no-available-cells",
        RadicalizeStep::NoOperation { gtmo: true } => "no-operation-gtmo",
        RadicalizeStep::NoOperation { gtmo: false } => "no-operation",
        RadicalizeStep::Worsen => "worsen",
        RadicalizeStep::Stop => "stop",
    };
    tr!(lang, "bot-radicalize", step = key, ops = ops)
}

fn answer(lang: Lang, r: AnswerRule) -> String {
    let fixed = |key: &str| tr!(lang, "bot-answer", rule = key);
    match r {
        AnswerRule::ResolveInOrder { country } => tr!(
            lang,
            "bot-resolve-in-order",
            within = names::country_in(lang, country)
        ),
        AnswerRule::RandomPlotMarker { country } => tr!(
            lang,
            "bot-random-plot-marker",
            country = names::country(lang, country),
            within = names::country_in(lang, country)
        ),
        AnswerRule::DeclareMajorJihad { country } => tr!(
            lang,
            "bot-declare-major-jihad",
            within = names::country_in(lang, country)
        ),
        AnswerRule::NoReroll => fixed("no-reroll"),
        AnswerRule::ActiveFirst => fixed("active-first"),
        AnswerRule::EventFirst => fixed("event-first"),
        AnswerRule::NoReserves => fixed("no-reserves"),
        AnswerRule::FirstListed { answer } => tr!(
            lang,
            "bot-first-listed",
            answer = option_label_lang(lang, &answer)
        ),
        AnswerRule::TopCard => fixed("top-card"),
        AnswerRule::RandomIsTop => fixed("random-is-top"),
        AnswerRule::SadrLast => fixed("sadr-last"),
        AnswerRule::OpsFlow { value } => tr!(lang, "bot-ops-flow", value = value),
    }
}

/// One reason line in English, prefixed "🤖" (see [`reason_line_lang`]).
#[cfg(test)]
pub fn reason_line(reason: &BotReason) -> String {
    reason_line_lang(Lang::En, reason)
}

/// One reason line in `lang`, prefixed "🤖".
pub fn reason_line_lang(lang: Lang, reason: &BotReason) -> String {
    let text = match reason {
        BotReason::Play { card: c } => tr!(lang, "bot-plays", card = card_label(lang, *c)),
        BotReason::Decide { decision: d, .. } => decision(lang, *d),
        BotReason::Target {
            purpose: p,
            country,
            rolls,
            rule: r,
            tie: t,
        } => {
            let times = if *rolls > 1 {
                format!(" ×{rolls}")
            } else {
                String::new()
            };
            tr!(
                lang,
                "bot-target",
                purpose = purpose(lang, *p),
                country = names::country(lang, *country),
                times = times,
                rule = rule(lang, *r),
                tie = tie(lang, *t)
            )
        }
        BotReason::Pick {
            purpose: p,
            candidates,
            dice,
            chosen,
        } => tr!(
            lang,
            "bot-pick",
            purpose = purpose(lang, *p),
            dice = format!("{dice:?}"),
            chosen = names::country_as(lang, *chosen, Case::Accusative),
            candidates = list(lang, candidates, true)
        ),
        BotReason::PickCard {
            purpose: p,
            candidates,
            dice,
            chosen,
        } => {
            let labels: Vec<String> = candidates.iter().map(|c| card_label(lang, *c)).collect();
            tr!(
                lang,
                "bot-pick",
                purpose = purpose(lang, *p),
                dice = format!("{dice:?}"),
                chosen = card_label(lang, *chosen),
                candidates = labels.join(", ")
            )
        }
        BotReason::Table {
            table,
            dice,
            result,
        } => tr!(
            lang,
            "bot-table",
            table = match table {
                BotTable::Schengen => "schengen",
                BotTable::ShiaMix => "shia-mix",
            },
            dice = format!("{dice:?}"),
            result = names::country(lang, *result)
        ),
        BotReason::Closest {
            from,
            distance,
            candidates,
        } => tr!(
            lang,
            "bot-closest",
            from = names::country(lang, *from),
            distance = *distance,
            candidates = list(lang, candidates, false)
        ),
        BotReason::NoneClosest { purpose: p } => {
            tr!(lang, "bot-none-closest", purpose = purpose(lang, *p))
        }
        BotReason::Radicalize { step, ops } => radicalize(lang, *step, *ops),
        BotReason::BiometricsDrop { country } => tr!(
            lang,
            "bot-biometrics-drop",
            card = card_name(lang, 2),
            country = names::country(lang, *country)
        ),
        BotReason::NoOperation => tr!(lang, "bot-no-operation"),
        BotReason::EventPlotIgnored { card: c } => {
            tr!(lang, "bot-event-plot-ignored", card = card_label(lang, *c))
        }
        BotReason::Answer { rule: r } => answer(lang, *r),
    };
    format!("🤖 {text}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plot_band_is_first_only_when_it_is_fair() {
        let poor = BotRule::PlotStep {
            step: 3,
            band: Some(Governance::Poor),
        };
        assert_eq!(
            rule(Lang::En, poor),
            "Plot step 3, countries with troops; Poor, after any Fair and Good (9.4.2.2)"
        );
    }

    #[test]
    fn operations_left_unused_agree_with_their_number() {
        assert_eq!(
            radicalize(Lang::En, RadicalizeStep::Stop, 1),
            "Radicalization: no Good or Fair Muslim country; 1 operation lost"
        );
        assert_eq!(
            radicalize(Lang::En, RadicalizeStep::NoRecruitTarget, 2),
            "Recruit: no country qualifies; 2 operations unused (9.4.2.5)"
        );
    }
}
