//! `/lab adjust`: the options become one proposed change. `what` names the kind; `country`,
//! `value`, `marker`, `card`, `from` and `to` say the rest, e.g. `what:troops country:iraq
//! value:4`, `what:governance country:pakistan value:poor`, `what:card card:41 to:discard`.

use labyrinth_engine::{
    Adjustment, Alignment, CardId, Country, Governance, Marker, Plot, Posture, RegimeChange, Zone,
};

use super::{Args, Caller, Choices, Item, item, locale};
use crate::app::{Adjust, Command, Proposal, parse_consent};
use crate::i18n::Lang;
use crate::tr;

/// The kinds of change, as `what` takes them.
pub(super) const KINDS: [(&str, &str); 16] = [
    ("prestige", "Prestige (1-12)"),
    ("funding", "Funding (1-9)"),
    ("us_posture", "US Posture (hard, soft)"),
    ("posture", "A country's Posture (hard, soft, unmarked)"),
    (
        "governance",
        "A country's Governance (good, fair, poor, islamist_rule, unmarked)",
    ),
    (
        "alignment",
        "A country's Alignment (ally, neutral, adversary)",
    ),
    ("troops", "Troops in a country"),
    ("active_cells", "Active cells in a country"),
    ("sleeper_cells", "Sleeper cells in a country"),
    ("cadre", "Cadre in a country (add, remove)"),
    ("aid", "Aid in a country"),
    ("besieged", "Besieged Regime in a country (add, remove)"),
    (
        "regime_change",
        "Regime Change in a country (green, tan, none)",
    ),
    ("plot", "A Plot: add, remove (Jihadist: add 2, remove wmd)"),
    (
        "marker",
        "An event marker (add, remove), in the Event Box or a country",
    ),
    ("card", "A card to another zone"),
];

pub(super) fn kind_items() -> Vec<Item> {
    KINDS.iter().map(|(id, label)| item(id, *label)).collect()
}

pub(super) fn zone_items() -> Vec<Item> {
    Zone::ALL
        .into_iter()
        .map(|z| item(zone_id(z), z.name().trim_start_matches("the ")))
        .collect()
}

fn zone_id(zone: Zone) -> &'static str {
    match zone {
        Zone::UsHand => "us_hand",
        Zone::JihadistHand => "jihadist_hand",
        Zone::DrawPile => "draw_pile",
        Zone::Discard => "discard",
        Zone::Removed => "removed",
        Zone::Lapsing => "lapsing",
        Zone::FirstPlot => "first_plot",
    }
}

fn not_zone(text: &str, lang: Lang) -> String {
    tr!(lang, "adjust-not-zone", text = format!("{text:?}"))
}

pub(super) fn parse_zone(text: &str) -> Option<Zone> {
    let text = super::snake(text);
    Zone::ALL.into_iter().find(|z| zone_id(*z) == text)
}

/// The Russian words `value:` also takes (Russian `/lab поправка`), as the English ones.
const RUSSIAN: [(&str, &str); 17] = [
    ("хорошее", "good"),
    ("нормальное", "fair"),
    ("плохое", "poor"),
    ("исламистское", "islamist_rule"),
    ("неопределенное", "unmarked"),
    ("неопределенные", "unmarked"),
    ("союзник", "ally"),
    ("нейтральное", "neutral"),
    ("враждебное", "adversary"),
    ("жесткие", "hard"),
    ("мягкие", "soft"),
    ("добавить", "add"),
    ("убрать", "remove"),
    ("зеленый", "green"),
    ("коричневый", "tan"),
    ("нет", "none"),
    ("омп", "wmd"),
];

fn word(text: &str) -> String {
    let folded = super::locale::fold(text);
    match RUSSIAN.iter().find(|(ru, _)| *ru == folded) {
        Some((_, en)) => en.to_string(),
        None => super::snake(text),
    }
}

/// The kind `what` as `lang` names it (`troops`, `войска`).
fn kind_name(what: &str, lang: Lang) -> String {
    kind_items()
        .iter()
        .find(|i| i.value == what)
        .map(|i| locale::item_value(Choices::AdjustKind, i, lang))
        .unwrap_or_else(|| what.to_string())
}

fn number(value: Option<&str>, what: &str, lang: Lang) -> Result<u8, String> {
    let what = kind_name(what, lang);
    let text = value.ok_or_else(|| tr!(lang, "adjust-give-number", what = what.as_str()))?;
    text.trim().parse::<u8>().map_err(|_| {
        tr!(
            lang,
            "adjust-not-number",
            what = what.as_str(),
            text = format!("{text:?}")
        )
    })
}

fn presence(value: Option<&str>, what: &str, lang: Lang) -> Result<bool, String> {
    match value.map(word).as_deref() {
        Some("add" | "place" | "yes" | "true" | "on") => Ok(true),
        Some("remove" | "no" | "false" | "off") => Ok(false),
        _ => Err(tr!(
            lang,
            "adjust-give-presence",
            what = kind_name(what, lang)
        )),
    }
}

fn posture(text: &str) -> Option<Option<Posture>> {
    match word(text).as_str() {
        "hard" => Some(Some(Posture::Hard)),
        "soft" => Some(Some(Posture::Soft)),
        "unmarked" | "none" => Some(None),
        _ => None,
    }
}

fn marker(text: &str, lang: Lang) -> Result<Marker, String> {
    let by_card = crate::render::find_card(text)
        .ok()
        .and_then(|c| Marker::ALL.into_iter().find(|m| m.card() == c));
    Marker::parse(text).or(by_card).ok_or_else(|| {
        let names: Vec<&str> = Marker::ALL.iter().map(|m| m.name()).collect();
        match crate::i18n::spelling::nearest(text, &names) {
            Some(i) => tr!(
                lang,
                "adjust-not-marker-meant",
                text = format!("{text:?}"),
                meant = names[i]
            ),
            None => tr!(
                lang,
                "adjust-not-marker",
                text = format!("{text:?}"),
                names = names.join(", ")
            ),
        }
    })
}

/// A Plot value's words: `add`, `add 2`, and as a terminal word (no spaces) `add_2`,
/// `add-2`, `add:2` or `add2`; `remove wmd`, `remove_wmd`.
fn plot_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    for c in text.trim().chars() {
        let digit = c.is_ascii_digit();
        let turns = word
            .chars()
            .last()
            .is_some_and(|l| l.is_ascii_digit() != digit);
        if matches!(c, ' ' | '_' | '-' | ':') || turns {
            if !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            if !turns {
                continue;
            }
        }
        word.push(c);
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// The values `value:` takes for the kind `what:` names in `args` (every kind's when none
/// is named): what autocomplete suggests, each one the parser below accepts.
pub fn adjust_values(args: &Args) -> Vec<String> {
    let numbers = |range: std::ops::RangeInclusive<u8>| range.map(|n| n.to_string()).collect();
    let words = |list: &[&str]| list.iter().map(|w| w.to_string()).collect();
    let of = |what: &str| -> Vec<String> {
        match what {
            "prestige" => numbers(1..=12),
            "funding" => numbers(1..=9),
            "us_posture" => words(&["hard", "soft"]),
            "posture" => words(&["hard", "soft", "unmarked"]),
            "governance" => words(&["good", "fair", "poor", "islamist_rule", "unmarked"]),
            "alignment" => words(&["ally", "neutral", "adversary"]),
            "troops" | "active_cells" | "sleeper_cells" => numbers(0..=15),
            "aid" => numbers(0..=2),
            "cadre" | "besieged" | "marker" => words(&["add", "remove"]),
            "regime_change" => words(&["green", "tan", "none"]),
            "plot" => words(&[
                "add",
                "remove",
                "add 1",
                "add 2",
                "add 3",
                "add wmd",
                "remove 1",
                "remove 2",
                "remove 3",
                "remove wmd",
            ]),
            _ => Vec::new(),
        }
    };
    match args.text("what") {
        Some(what) => of(&word(what)),
        None => KINDS.iter().flat_map(|(what, _)| of(what)).collect(),
    }
}

/// Every event marker's name (what `marker:` takes, as does its card's number).
pub fn marker_names() -> Vec<String> {
    Marker::ALL.iter().map(|m| m.name().to_string()).collect()
}

/// `/lab adjust`: a proposal, or an answer to one.
pub(super) fn adjust(args: &Args, caller: &Caller) -> Result<Command, String> {
    let lang = caller.lang();
    let answer = args.text("answer");
    let what = args.text("what");
    let proposal = match (what, answer) {
        (Some(_), Some(_)) => return Err(tr!(lang, "adjust-what-or-answer")),
        (None, Some(text)) => {
            let agree = parse_consent(text).ok_or_else(|| tr!(lang, "adjust-agree-or-refuse"))?;
            return Ok(Command::Adjust(Adjust::Answer(agree)));
        }
        (None, None) => return Err(tr!(lang, "adjust-what")),
        (Some(what), None) => proposal(args, &word(what), lang)?,
    };
    Ok(Command::Adjust(Adjust::Propose(proposal)))
}

fn proposal(args: &Args, what: &str, lang: Lang) -> Result<Proposal, String> {
    let value = args.text("value");
    let country = || -> Result<Country, String> {
        let text = args
            .text("country")
            .ok_or_else(|| tr!(lang, "adjust-which-country", what = kind_name(what, lang)))?;
        crate::render::find_country_in(lang, text)
    };
    // The values expected, in English and in Russian.
    let bad_value = |en: &str, ru: &str| {
        tr!(
            lang,
            "adjust-not-one-of",
            what = kind_name(what, lang),
            value = format!("{:?}", value.unwrap_or_default()),
            expected = if lang == Lang::Ru { ru } else { en }
        )
    };
    let number = |value| number(value, what, lang);
    let presence = |value| presence(value, what, lang);
    let change = match what {
        "prestige" => Adjustment::Prestige(number(value)?),
        "funding" => Adjustment::Funding(number(value)?),
        "us_posture" => Adjustment::UsPosture(
            value
                .and_then(posture)
                .flatten()
                .ok_or_else(|| bad_value("hard, soft", "жёсткие, мягкие"))?,
        ),
        "posture" => Adjustment::Posture {
            country: country()?,
            posture: value.and_then(posture).ok_or_else(|| {
                bad_value("hard, soft, unmarked", "жёсткие, мягкие, неопределённые")
            })?,
        },
        "governance" => Adjustment::Governance {
            country: country()?,
            governance: match value.map(word).as_deref() {
                Some("good") => Some(Governance::Good),
                Some("fair") => Some(Governance::Fair),
                Some("poor") => Some(Governance::Poor),
                Some("islamist_rule" | "islamist") => Some(Governance::IslamistRule),
                Some("unmarked" | "none") => None,
                _ => {
                    return Err(bad_value(
                        "good, fair, poor, islamist_rule, unmarked",
                        "хорошее, нормальное, плохое, исламистское, неопределённое",
                    ));
                }
            },
        },
        "alignment" => Adjustment::Alignment {
            country: country()?,
            alignment: match value.map(word).as_deref() {
                Some("ally") => Alignment::Ally,
                Some("neutral") => Alignment::Neutral,
                Some("adversary") => Alignment::Adversary,
                _ => {
                    return Err(bad_value(
                        "ally, neutral, adversary",
                        "союзник, нейтральное, враждебное",
                    ));
                }
            },
        },
        "troops" => Adjustment::Troops {
            country: country()?,
            count: number(value)?,
        },
        "active_cells" => Adjustment::ActiveCells {
            country: country()?,
            count: number(value)?,
        },
        "sleeper_cells" => Adjustment::SleeperCells {
            country: country()?,
            count: number(value)?,
        },
        "cadre" => Adjustment::Cadre {
            country: country()?,
            present: presence(value)?,
        },
        "aid" => Adjustment::Aid {
            country: country()?,
            count: number(value)?,
        },
        "besieged" => Adjustment::Besieged {
            country: country()?,
            present: presence(value)?,
        },
        "regime_change" => Adjustment::RegimeChange {
            country: country()?,
            marker: match value.map(word).as_deref() {
                Some("green") => Some(RegimeChange::Green),
                Some("tan") => Some(RegimeChange::Tan),
                Some("none" | "remove") => None,
                _ => return Err(bad_value("green, tan, none", "зелёный, коричневый, нет")),
            },
        },
        "plot" => {
            let words = plot_words(value.unwrap_or_default());
            let (placed, plot) = match words.as_slice() {
                [verb] => (presence(Some(verb))?, None),
                [verb, plot] => (
                    presence(Some(verb))?,
                    Some(match word(plot).as_str() {
                        "wmd" => Plot::Wmd,
                        n => n
                            .parse::<u8>()
                            .ok()
                            .and_then(Plot::from_number)
                            .ok_or_else(|| bad_value("1, 2, 3, wmd", "1, 2, 3, омп"))?,
                    }),
                ),
                _ => return Err(tr!(lang, "adjust-give-plot")),
            };
            return Ok(Proposal::Plot {
                country: country()?,
                placed,
                plot,
            });
        }
        "marker" => Adjustment::Marker {
            marker: marker(
                args.text("marker")
                    .ok_or_else(|| tr!(lang, "adjust-which-marker"))?,
                lang,
            )?,
            country: args
                .text("country")
                .map(|text| crate::render::find_country_in(lang, text))
                .transpose()?,
            present: presence(value)?,
        },
        "card" => {
            let text = args
                .text("card")
                .ok_or_else(|| tr!(lang, "adjust-which-card"))?;
            let card: CardId = crate::render::find_card_in(lang, text)?;
            let to = args
                .text("to")
                .map(|t| parse_zone(t).ok_or_else(|| not_zone(t, lang)))
                .transpose()?
                .ok_or_else(|| tr!(lang, "adjust-which-zone"))?;
            return match args.text("from") {
                Some(t) => {
                    let from = parse_zone(t).ok_or_else(|| not_zone(t, lang))?;
                    Ok(Proposal::Change(Adjustment::Card { card, from, to }))
                }
                None => Ok(Proposal::Card { card, to }),
            };
        }
        other => {
            let kinds: Vec<String> = kind_items()
                .iter()
                .map(|i| locale::item_value(Choices::AdjustKind, i, lang))
                .collect();
            return Err(tr!(
                lang,
                "adjust-not-a-kind",
                text = format!("{other:?}"),
                kinds = kinds.join(", ")
            ));
        }
    };
    Ok(Proposal::Change(change))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::surface::Value;

    /// Every value autocomplete suggests for a kind is one the parser takes for it.
    #[test]
    fn every_suggested_value_parses() {
        for (what, _) in KINDS {
            let mut args = Args::default();
            args.set("what", Value::Text(what.to_string()));
            for (name, text) in [("country", "pakistan"), ("marker", "nato"), ("card", "41")] {
                args.set(name, Value::Text(text.to_string()));
            }
            args.set("to", Value::Text("discard".to_string()));
            let values = adjust_values(&args);
            assert_eq!(values.is_empty(), what == "card", "{what}");
            for value in values {
                args.set("value", Value::Text(value.clone()));
                assert!(
                    proposal(&args, what, Lang::En).is_ok(),
                    "{what} {value}: {:?}",
                    proposal(&args, what, Lang::En)
                );
            }
        }
        assert_eq!(marker_names().len(), Marker::ALL.len());
        for name in marker_names() {
            assert!(marker(&name, Lang::En).is_ok(), "{name}");
        }
    }
}
