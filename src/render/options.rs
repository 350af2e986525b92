//! Prompts: the question, and each option as it reads in a numbered list (a country with
//! what the choice needs).

use labyrinth_engine::{
    Alignment, Answer, CardUse, CellKind, Country, DecisionKind, Governance, Order, Plot, Posture,
    Side, TravelChance, View, WarOfIdeasModifier,
};

use super::card::{card_label, side_key};
use super::country_line_in;
use crate::i18n::{Lang, names};
use crate::tr;

/// How an option reads in a numbered list, in English (see [`option_label_lang`]).
pub fn option_label(answer: &Answer) -> String {
    option_label_lang(Lang::En, answer)
}

/// "Pakistan" -> "Pakistan", "war of Ideas" -> "War of Ideas": a name at a list's start.
fn capitalised(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// How an option reads in a numbered list, in `lang`.
pub fn option_label_lang(lang: Lang, answer: &Answer) -> String {
    let fixed = |key: &str| tr!(lang, "option-answer", answer = key);
    match answer {
        Answer::Card(c) => card_label(lang, *c),
        Answer::Plot(Plot::Wmd) => tr!(lang, "option-wmd-plot"),
        Answer::Plot(p) => tr!(lang, "option-plot", plot = p.number()),
        Answer::Count(n) => tr!(lang, "option-troops", count = *n),
        Answer::Use(CardUse::Event) => fixed("event"),
        Answer::Use(CardUse::Operations) => fixed("operations"),
        Answer::Use(CardUse::Reserves) => fixed("reserves"),
        Answer::Op(op) => capitalised(names::op(lang, *op)),
        Answer::Order(Order::EventFirst) => fixed("event-first"),
        Answer::Order(Order::OpsFirst) => fixed("operations-first"),
        Answer::Country(c) => capitalised(names::country(lang, *c)),
        Answer::Track => fixed("track"),
        Answer::Cell(CellKind::Active) => fixed("active-cell"),
        Answer::Cell(CellKind::Sleeper) => fixed("sleeper-cell"),
        Answer::Posture(p) => capitalised(names::posture(lang, *p)),
        Answer::RemoveCadre(c) => tr!(
            lang,
            "option-remove-cadre",
            within = names::country_in(lang, *c)
        ),
        Answer::Yes => fixed("yes"),
        Answer::No => fixed("no"),
        Answer::Done => fixed("done"),
        Answer::Discard => fixed("discard"),
        Answer::Hold => fixed("hold"),
        Answer::EndPhase => fixed("end-phase"),
    }
}

/// An option with its context, in English (see [`option_label_in_lang`]).
pub fn option_label_in(view: &View, answer: &Answer) -> String {
    option_label_in_lang(Lang::En, view, answer)
}

/// An option with its context: a country's Governance, Alignment or Posture and pieces; a
/// Travel destination with how the cell arrives (8.3).
pub fn option_label_in_lang(lang: Lang, view: &View, answer: &Answer) -> String {
    let label = country_label_in(lang, view, answer);
    let chance = match answer {
        Answer::Country(country) => view
            .pending
            .as_ref()
            .and_then(|p| p.travel.as_ref())
            .and_then(|t| t.chances.iter().find(|(c, _)| c == country))
            .map(|(_, chance)| *chance),
        _ => None,
    };
    if let Some(chance) = chance {
        return format!("{label} — {}", travel_chance(lang, chance));
    }
    match answer {
        Answer::Country(country) => match war_of_ideas_odds(lang, view, *country) {
            Some(odds) => format!("{label} — {odds}"),
            None => label,
        },
        _ => label,
    }
}

/// 4.9.2 a War of Ideas modifier's name: "Prestige", "GWOT penalty"...
pub(crate) fn modifier_name(lang: Lang, m: WarOfIdeasModifier) -> String {
    let key = match m {
        WarOfIdeasModifier::Prestige => "prestige",
        WarOfIdeasModifier::GwotPenalty => "gwot-penalty",
        WarOfIdeasModifier::Aid => "aid",
        WarOfIdeasModifier::AdjacentGoodAlly => "adjacent-good-ally",
        WarOfIdeasModifier::FairToGood => "fair-to-good",
    };
    tr!(lang, "woi-modifier", modifier = key)
}

/// 7.2 what a War of Ideas target's roll needs and its chance, with the modifiers (4.9.2):
/// "Poor→Fair: needs 5+ with +1 (Aid), 3 in 6".
fn war_of_ideas_odds(lang: Lang, view: &View, country: Country) -> Option<String> {
    let woi = view.pending.as_ref()?.war_of_ideas.as_ref()?;
    let (_, modifiers) = woi.modifiers.iter().find(|(c, _)| *c == country)?;
    if !country.is_muslim() {
        // 7.2.3 one Posture roll (4.9.3: 1-4 Soft, 5-6 Hard); +1 Prestige if it matches.
        let chance = match view.us_posture {
            Posture::Hard => 2,
            Posture::Soft => 4,
        };
        return Some(tr!(
            lang,
            "odds-posture-roll",
            chance = chance,
            posture = names::posture(lang, view.us_posture)
        ));
    }
    let roll = roll_odds(lang, modifiers);
    let c = view.countries.iter().find(|c| c.country == country)?;
    Some(match (c.governance, c.alignment) {
        // 4.9.5 tested first; a card below the new Governance's value only tests it.
        (None, _) => match woi.value {
            0 | 1 => tr!(lang, "odds-one-value-card"),
            2 => tr!(lang, "odds-tested-two-value", roll = roll),
            _ => tr!(lang, "odds-tested", roll = roll),
        },
        (Some(_), Some(Alignment::Neutral)) => tr!(lang, "odds-neutral-to-ally", roll = roll),
        (Some(Governance::Poor), _) => tr!(lang, "odds-poor-to-fair", roll = roll),
        (Some(Governance::Fair), _) => tr!(lang, "odds-fair-to-good", roll = roll),
        _ => roll,
    })
}

/// "needs 5+ with +1 (Aid), 3 in 6": a War of Ideas roll succeeds at 5 or more after its
/// modifiers (7.2.1).
fn roll_odds(lang: Lang, modifiers: &[(WarOfIdeasModifier, i8)]) -> String {
    let total: i8 = modifiers.iter().map(|(_, v)| v).sum();
    let chance = labyrinth_engine::war_of_ideas_chance(total);
    let with = if modifiers.is_empty() {
        String::new()
    } else {
        let items: Vec<String> = modifiers
            .iter()
            .map(|(m, v)| format!("{v:+} ({})", modifier_name(lang, *m)))
            .collect();
        format!(" {}", tr!(lang, "odds-with", items = items.join(", ")))
    };
    let warning = if chance == 0 { "⚠️ " } else { "" };
    tr!(
        lang,
        "odds-roll",
        warning = warning,
        with = with,
        chance = chance
    )
}

/// 8.3.1-8.3.2 how a travelling cell arrives, as an option says it.
fn travel_chance(lang: Lang, chance: TravelChance) -> String {
    let tested = |tested_first: bool| if tested_first { "yes" } else { "no" };
    match chance {
        TravelChance::Automatic { tested_first } => {
            tr!(lang, "travel-automatic", tested = tested(tested_first))
        }
        TravelChance::Roll {
            needed,
            tested_first,
        } => tr!(
            lang,
            "travel-roll",
            tested = tested(tested_first),
            needed = needed
        ),
        TravelChance::TestedThenRoll => tr!(lang, "travel-tested-then-roll"),
    }
}

fn country_label_in(lang: Lang, view: &View, answer: &Answer) -> String {
    let Answer::Country(country) = answer else {
        return option_label_lang(lang, answer);
    };
    match view.countries.iter().find(|c| c.country == *country) {
        Some(c) => {
            let line = country_line_in(lang, c);
            let detail = line.split_once(": ").map(|(_, d)| d).unwrap_or("");
            let name = names::country(lang, *country);
            if detail.is_empty() {
                name
            } else {
                format!("{name} — {detail}")
            }
        }
        None => option_label_lang(lang, answer),
    }
}

/// The machine form of an option, as `/lab choose` accepts it (`country:pakistan`).
pub fn option_key(answer: &Answer) -> String {
    match serde_json::to_value(answer) {
        Ok(serde_json::Value::String(word)) => word,
        Ok(serde_json::Value::Object(map)) => map
            .into_iter()
            .next()
            .map(|(key, value)| match value {
                serde_json::Value::String(s) => format!("{key}:{s}"),
                other => format!("{key}:{other}"),
            })
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// The number `/lab choose` takes for each option: a count is answered by the count itself
/// (6 troops is option 6), anything else by its place in the list from 1.
pub fn option_numbers(options: &[Answer]) -> Vec<usize> {
    let counts: Option<Vec<usize>> = options
        .iter()
        .map(|a| match a {
            Answer::Count(n) => Some(usize::from(*n)),
            _ => None,
        })
        .collect();
    counts.unwrap_or_else(|| (1..=options.len()).collect())
}

/// A numbered prompt for the deciding user.
pub fn prompt(side: Side, kind: &DecisionKind, options: &[Answer]) -> String {
    prompt_in(None, side, kind, options)
}

/// A numbered prompt whose country options carry what the choice needs (from `view`), in
/// English (see [`prompt_in_lang`]).
pub fn prompt_in(
    view: Option<&View>,
    side: Side,
    kind: &DecisionKind,
    options: &[Answer],
) -> String {
    prompt_in_lang(Lang::En, view, side, kind, options)
}

/// A numbered prompt whose country options carry what the choice needs (from `view`).
pub fn prompt_in_lang(
    lang: Lang,
    view: Option<&View>,
    side: Side,
    kind: &DecisionKind,
    options: &[Answer],
) -> String {
    let labels: Vec<String> = options
        .iter()
        .map(|answer| match view {
            Some(view) => option_label_in_lang(lang, view, answer),
            None => option_label_lang(lang, answer),
        })
        .collect();
    prompt_labelled_in(lang, view, side, kind, &option_numbers(options), &labels)
}

/// A numbered prompt over options already labelled, in English (see
/// [`prompt_labelled_lang`]).
pub fn prompt_labelled(
    side: Side,
    kind: &DecisionKind,
    numbers: &[usize],
    labels: &[String],
) -> String {
    prompt_labelled_lang(Lang::En, side, kind, numbers, labels)
}

/// A numbered prompt over options already labelled (the app labels each option once, for
/// the text and for the buttons); `numbers` from [`option_numbers`].
pub fn prompt_labelled_lang(
    lang: Lang,
    side: Side,
    kind: &DecisionKind,
    numbers: &[usize],
    labels: &[String],
) -> String {
    prompt_labelled_in(lang, None, side, kind, numbers, labels)
}

/// [`prompt_labelled_lang`] with the question as the deciding side's `view` has it (a
/// Travel destination names the cell's origin).
pub fn prompt_labelled_in(
    lang: Lang,
    view: Option<&View>,
    side: Side,
    kind: &DecisionKind,
    numbers: &[usize],
    labels: &[String],
) -> String {
    use std::fmt::Write as _;
    let mut out = tr!(
        lang,
        "prompt-header",
        side = side_key(side),
        question = super::question::question_in_view(lang, kind, view)
    );
    out.push('\n');
    for (number, label) in numbers.iter().zip(labels) {
        let _ = writeln!(out, "{number}. {label}");
    }
    out.push_str(&tr!(lang, "prompt-answer-with"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::Country;

    /// The Regime Change troop menu (7.3.4: six troops or more): option 6 is 6 troops, as
    /// Deploy's option 1 is 1 troop.
    #[test]
    fn a_count_is_answered_by_the_count_itself() {
        let troops: Vec<Answer> = (6..=11).map(Answer::Count).collect();
        assert_eq!(option_numbers(&troops), vec![6, 7, 8, 9, 10, 11]);
        let kind = DecisionKind::TroopCount {
            from: None,
            to: Some(Country::Iraq),
        };
        let text = prompt(Side::Us, &kind, &troops);
        assert!(text.contains("\n6. 6 troops\n"), "{text}");
        assert!(text.contains("\n11. 11 troops\n"), "{text}");
        assert!(!text.contains("\n1. "), "{text}");
        let countries = [Answer::Country(Country::Iraq), Answer::Track];
        assert_eq!(option_numbers(&countries), vec![1, 2]);
        assert_eq!(option_label(&Answer::Count(1)), "1 troop");
    }
}

#[cfg(test)]
mod war_of_ideas {
    use labyrinth_engine::{
        Action, Alignment, Answer, CardId, CardUse, Country, GameState, Governance, Op, Players,
        ScriptedDice, Seat, Side,
    };

    use super::prompt_in;
    use crate::render::log_lines;

    /// A blank US phase with `us` in hand; Pakistan a Poor Ally with Aid.
    fn us_phase(us: &[u8]) -> GameState {
        let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 0);
        let cards: Vec<CardId> = us.iter().filter_map(|n| CardId::new(*n)).collect();
        g.draw_pile
            .retain(|c| !cards.contains(c) && c.number() != 48);
        g.hands.us = cards.into();
        g.hands.jihadist = CardId::new(48).into_iter().collect::<Vec<_>>().into();
        g.phase.side = Side::Us;
        let pakistan = g.country_mut(Country::Pakistan);
        pakistan.governance = Some(Governance::Poor);
        pakistan.alignment = Some(Alignment::Ally);
        pakistan.aid = 1;
        g.resume(&mut ScriptedDice::new([])).unwrap();
        g
    }

    fn woi_prompt(g: &mut GameState, card: u8) -> String {
        let answers = vec![
            Answer::Card(CardId::new(card).unwrap()),
            Answer::Use(CardUse::Operations),
            Answer::Op(Op::WarOfIdeas),
        ];
        g.apply(
            Side::Us,
            &Action::Answers(answers),
            &mut ScriptedDice::new([]),
        )
        .unwrap();
        let view = g.view(Seat::Us);
        let pending = view.pending.clone().unwrap();
        prompt_in(
            Some(&view),
            Side::Us,
            &pending.kind,
            &pending.options.unwrap(),
        )
    }

    /// 7.2 / 4.9.2 a War of Ideas target shows what the roll needs, each modifier and the
    /// chance; a 1-value card on an untested country is warned (4.9.5); the result itemises
    /// the die and each modifier.
    #[test]
    fn war_of_ideas_targets_show_modifiers_odds_and_the_result_itemised() {
        let mut g = us_phase(&[38, 1]);
        let text = woi_prompt(&mut g, 38);
        let pakistan = text.lines().find(|l| l.contains("Pakistan")).unwrap();
        assert!(
            pakistan.contains("Poor→Fair: needs 5+ with +1 (Prestige), +1 (Aid), 4 in 6"),
            "{text}"
        );
        let yemen = text.lines().find(|l| l.contains("Yemen")).unwrap();
        assert!(
            yemen.contains(
                "untested — tested first, then Neutral→Ally: needs 5+ with +1 (Prestige), 3 in 6"
            ),
            "{text}"
        );
        let uk = text.lines().find(|l| l.contains("United Kingdom")).unwrap();
        assert!(
            uk.contains("Posture roll: 2 in 6 to match the US (Hard) for +1 Prestige"),
            "{text}"
        );

        let logs = g
            .apply(
                Side::Us,
                &Action::Answers(vec![Answer::Country(Country::Pakistan)]),
                &mut ScriptedDice::new([3]),
            )
            .unwrap();
        let lines = log_lines(&logs).join("\n");
        assert!(
            lines.contains(
                "🎲 War of Ideas roll in Pakistan: die 3 +1 Prestige +1 Aid = 5, needs 5 → succeeds"
            ),
            "{lines}"
        );

        let mut g = us_phase(&[1, 38]);
        let text = woi_prompt(&mut g, 1);
        let yemen = text.lines().find(|l| l.contains("Yemen")).unwrap();
        assert!(
            yemen.contains("untested — ⚠️ a 1-value card can only test it"),
            "{text}"
        );
    }
}
