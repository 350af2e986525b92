//! Prompts: the question, and each option as it reads in a numbered list (a country with
//! what the choice needs).

use labyrinth_engine::{
    Alignment, Answer, Country, DecisionKind, Governance, Plot, Posture, Side, TravelChance, View,
    WarOfIdeasModifier,
};

use super::{card, country_line, question};

/// How an option reads in a numbered list.
pub fn option_label(answer: &Answer) -> String {
    match answer {
        Answer::Card(c) => card(*c),
        Answer::Plot(Plot::Wmd) => "WMD Plot".to_string(),
        Answer::Count(1) => "1 troop".to_string(),
        Answer::Count(n) => format!("{n} troops"),
        other => {
            let text = other.to_string();
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => text,
            }
        }
    }
}

/// An option with its context: a country's Governance, Alignment or Posture and pieces; a
/// Travel destination with how the cell arrives (8.3).
pub fn option_label_in(view: &View, answer: &Answer) -> String {
    let label = country_label_in(view, answer);
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
        return format!("{label} — {}", travel_chance(chance));
    }
    match answer {
        Answer::Country(country) => match war_of_ideas_odds(view, *country) {
            Some(odds) => format!("{label} — {odds}"),
            None => label,
        },
        _ => label,
    }
}

/// 7.2 what a War of Ideas target's roll needs and its chance, with the modifiers (4.9.2):
/// "Poor→Fair: needs 5+ with +1 (Aid), 3 in 6".
fn war_of_ideas_odds(view: &View, country: Country) -> Option<String> {
    let woi = view.pending.as_ref()?.war_of_ideas.as_ref()?;
    let (_, modifiers) = woi.modifiers.iter().find(|(c, _)| *c == country)?;
    if !country.is_muslim() {
        // 7.2.3 one Posture roll (4.9.3: 1-4 Soft, 5-6 Hard); +1 Prestige if it matches.
        let chance = match view.us_posture {
            Posture::Hard => 2,
            Posture::Soft => 4,
        };
        return Some(format!(
            "Posture roll: {chance} in 6 to match the US ({}) for +1 Prestige",
            view.us_posture.name()
        ));
    }
    let roll = roll_odds(modifiers);
    let c = view.countries.iter().find(|c| c.country == country)?;
    Some(match (c.governance, c.alignment) {
        // 4.9.5 tested first; a card below the new Governance's value only tests it.
        (None, _) => match woi.value {
            0 | 1 => "⚠️ a 1-value card can only test it (4.9.5: Poor needs 3, Fair 2)".to_string(),
            2 => format!(
                "tested first; only a Fair result (2 in 6) allows a 2-value card's roll, then Neutral→Ally{roll}"
            ),
            _ => format!("tested first, then Neutral→Ally{roll}"),
        },
        (Some(_), Some(Alignment::Neutral)) => format!("Neutral→Ally{roll}"),
        (Some(Governance::Poor), _) => format!("Poor→Fair{roll}"),
        (Some(Governance::Fair), _) => format!("Fair→Good{roll}"),
        _ => roll,
    })
}

/// "needs 5+ with +1 (Aid), 3 in 6": a War of Ideas roll succeeds at 5 or more after its
/// modifiers (7.2.1).
fn roll_odds(modifiers: &[(WarOfIdeasModifier, i8)]) -> String {
    let total: i8 = modifiers.iter().map(|(_, v)| v).sum();
    let chance = labyrinth_engine::war_of_ideas_chance(total);
    let with = if modifiers.is_empty() {
        String::new()
    } else {
        let items: Vec<String> = modifiers
            .iter()
            .map(|(m, v)| format!("{v:+} ({})", m.name()))
            .collect();
        format!(" with {}", items.join(", "))
    };
    let warning = if chance == 0 { "⚠️ " } else { "" };
    format!(": {warning}needs 5+{with}, {chance} in 6")
}

/// 8.3.1-8.3.2 how a travelling cell arrives, as an option says it.
fn travel_chance(chance: TravelChance) -> String {
    let tested = |tested_first: bool| if tested_first { "tested first; " } else { "" };
    match chance {
        TravelChance::Automatic { tested_first } => {
            format!("{}arrives automatically", tested(tested_first))
        }
        TravelChance::Roll {
            needed,
            tested_first,
        } => format!(
            "{}arrives on a roll of {needed} or less",
            tested(tested_first)
        ),
        TravelChance::TestedThenRoll => {
            "tested first; then arrives on a roll of 3 (Poor) or 2 (Fair) or less".to_string()
        }
    }
}

fn country_label_in(view: &View, answer: &Answer) -> String {
    let Answer::Country(country) = answer else {
        return option_label(answer);
    };
    match view.countries.iter().find(|c| c.country == *country) {
        Some(c) => {
            let line = country_line(c);
            let detail = line.split_once(": ").map(|(_, d)| d).unwrap_or("");
            if detail.is_empty() {
                country.name().to_string()
            } else {
                format!("{} — {detail}", country.name())
            }
        }
        None => option_label(answer),
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

/// A numbered prompt whose country options carry what the choice needs (from `view`).
pub fn prompt_in(
    view: Option<&View>,
    side: Side,
    kind: &DecisionKind,
    options: &[Answer],
) -> String {
    let labels: Vec<String> = options
        .iter()
        .map(|answer| match view {
            Some(view) => option_label_in(view, answer),
            None => option_label(answer),
        })
        .collect();
    prompt_labelled(side, kind, &option_numbers(options), &labels)
}

/// A numbered prompt over options already labelled (the app labels each option once, for
/// the text and for the buttons); `numbers` from [`option_numbers`].
pub fn prompt_labelled(
    side: Side,
    kind: &DecisionKind,
    numbers: &[usize],
    labels: &[String],
) -> String {
    use std::fmt::Write as _;
    let mut out = format!("{side}, {}:\n", question(kind));
    for (number, label) in numbers.iter().zip(labels) {
        let _ = writeln!(out, "{number}. {label}");
    }
    out.push_str("Answer with /lab choose N");
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
