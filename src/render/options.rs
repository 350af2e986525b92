//! Prompts: the question, and each option as it reads in a numbered list (a country with
//! what the choice needs).

use labyrinth_engine::{Answer, DecisionKind, Plot, Side, TravelChance, View};

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
    match chance {
        Some(chance) => format!("{label} — {}", travel_chance(chance)),
        None => label,
    }
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
