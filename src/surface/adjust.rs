//! `/lab adjust`: the options become one proposed change. `what` names the kind; `country`,
//! `value`, `marker`, `card`, `from` and `to` say the rest, e.g. `what:troops country:iraq
//! value:4`, `what:governance country:pakistan value:poor`, `what:card card:41 to:discard`.

use labyrinth_engine::{
    Adjustment, Alignment, CardId, Country, Governance, Marker, Plot, Posture, RegimeChange, Zone,
};

use super::{Args, Caller, Item, item};
use crate::app::{Adjust, Command, Proposal, parse_consent};

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
    (
        "plot",
        "A Plot: add 2 (from the Available Plots), remove wmd",
    ),
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

pub(super) fn parse_zone(text: &str) -> Option<Zone> {
    let text = super::snake(text);
    Zone::ALL.into_iter().find(|z| zone_id(*z) == text)
}

fn word(text: &str) -> String {
    super::snake(text)
}

fn number(value: Option<&str>, what: &str) -> Result<u8, String> {
    let text = value.ok_or_else(|| format!("{what}: give value:N"))?;
    text.trim()
        .parse::<u8>()
        .map_err(|_| format!("{what}: {text:?} is not a number"))
}

fn presence(value: Option<&str>, what: &str) -> Result<bool, String> {
    match value.map(word).as_deref() {
        Some("add" | "place" | "yes" | "true" | "on") => Ok(true),
        Some("remove" | "no" | "false" | "off") => Ok(false),
        _ => Err(format!("{what}: give value:add or value:remove")),
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

fn marker(text: &str) -> Result<Marker, String> {
    let by_card = crate::render::find_card(text)
        .ok()
        .and_then(|c| Marker::ALL.into_iter().find(|m| m.card() == c));
    Marker::parse(text).or(by_card).ok_or_else(|| {
        let names: Vec<&str> = Marker::ALL.iter().map(|m| m.name()).collect();
        format!(
            "{text:?} is not an event marker; the markers: {}",
            names.join(", ")
        )
    })
}

/// `/lab adjust`: a proposal, or an answer to one.
pub(super) fn adjust(args: &Args, _: &Caller) -> Result<Command, String> {
    let answer = args.text("answer");
    let what = args.text("what");
    let proposal = match (what, answer) {
        (Some(_), Some(_)) => return Err("give what: or answer:, not both".to_string()),
        (None, Some(text)) => {
            let agree = parse_consent(text).ok_or("answer: agree or refuse")?;
            return Ok(Command::Adjust(Adjust::Answer(agree)));
        }
        (None, None) => {
            return Err(
                "adjust what? e.g. what:troops country:iraq value:4, or answer:agree".to_string(),
            );
        }
        (Some(what), None) => proposal(args, &word(what))?,
    };
    Ok(Command::Adjust(Adjust::Propose(proposal)))
}

fn proposal(args: &Args, what: &str) -> Result<Proposal, String> {
    let value = args.text("value");
    let country = || -> Result<Country, String> {
        let text = args
            .text("country")
            .ok_or_else(|| format!("{what}: which country? give country:NAME"))?;
        crate::render::find_country(text)
    };
    let bad_value = |expected: &str| {
        format!(
            "{what}: {:?} is not one of {expected}",
            value.unwrap_or_default()
        )
    };
    let change = match what {
        "prestige" => Adjustment::Prestige(number(value, what)?),
        "funding" => Adjustment::Funding(number(value, what)?),
        "us_posture" => Adjustment::UsPosture(
            value
                .and_then(posture)
                .flatten()
                .ok_or_else(|| bad_value("hard, soft"))?,
        ),
        "posture" => Adjustment::Posture {
            country: country()?,
            posture: value
                .and_then(posture)
                .ok_or_else(|| bad_value("hard, soft, unmarked"))?,
        },
        "governance" => Adjustment::Governance {
            country: country()?,
            governance: match value.map(word).as_deref() {
                Some("good") => Some(Governance::Good),
                Some("fair") => Some(Governance::Fair),
                Some("poor") => Some(Governance::Poor),
                Some("islamist_rule" | "islamist") => Some(Governance::IslamistRule),
                Some("unmarked" | "none") => None,
                _ => return Err(bad_value("good, fair, poor, islamist_rule, unmarked")),
            },
        },
        "alignment" => Adjustment::Alignment {
            country: country()?,
            alignment: match value.map(word).as_deref() {
                Some("ally") => Alignment::Ally,
                Some("neutral") => Alignment::Neutral,
                Some("adversary") => Alignment::Adversary,
                _ => return Err(bad_value("ally, neutral, adversary")),
            },
        },
        "troops" => Adjustment::Troops {
            country: country()?,
            count: number(value, what)?,
        },
        "active_cells" => Adjustment::ActiveCells {
            country: country()?,
            count: number(value, what)?,
        },
        "sleeper_cells" => Adjustment::SleeperCells {
            country: country()?,
            count: number(value, what)?,
        },
        "cadre" => Adjustment::Cadre {
            country: country()?,
            present: presence(value, what)?,
        },
        "aid" => Adjustment::Aid {
            country: country()?,
            count: number(value, what)?,
        },
        "besieged" => Adjustment::Besieged {
            country: country()?,
            present: presence(value, what)?,
        },
        "regime_change" => Adjustment::RegimeChange {
            country: country()?,
            marker: match value.map(word).as_deref() {
                Some("green") => Some(RegimeChange::Green),
                Some("tan") => Some(RegimeChange::Tan),
                Some("none" | "remove") => None,
                _ => return Err(bad_value("green, tan, none")),
            },
        },
        "plot" => {
            let text = value.unwrap_or_default();
            let words: Vec<&str> = text.split_whitespace().collect();
            let (placed, plot) = match words.as_slice() {
                [verb, plot] => (
                    presence(Some(verb), what)?,
                    match word(plot).as_str() {
                        "wmd" => Plot::Wmd,
                        n => n
                            .parse::<u8>()
                            .ok()
                            .and_then(Plot::from_number)
                            .ok_or_else(|| bad_value("1, 2, 3, wmd"))?,
                    },
                ),
                _ => return Err("plot: give value:add 2 or value:remove wmd".to_string()),
            };
            Adjustment::Plot {
                country: country()?,
                plot,
                placed,
            }
        }
        "marker" => Adjustment::Marker {
            marker: marker(
                args.text("marker")
                    .ok_or("marker: which marker? give marker:NAME")?,
            )?,
            country: args
                .text("country")
                .map(crate::render::find_country)
                .transpose()?,
            present: presence(value, what)?,
        },
        "card" => {
            let text = args.text("card").ok_or("card: which card? give card:N")?;
            let card: CardId = crate::render::find_card(text)?;
            let to = args
                .text("to")
                .map(|t| parse_zone(t).ok_or_else(|| format!("{t:?} is not a card zone")))
                .transpose()?
                .ok_or("card: to which zone? give to:discard (or us_hand, draw_pile, …)")?;
            return match args.text("from") {
                Some(t) => {
                    let from = parse_zone(t).ok_or_else(|| format!("{t:?} is not a card zone"))?;
                    Ok(Proposal::Change(Adjustment::Card { card, from, to }))
                }
                None => Ok(Proposal::Card { card, to }),
            };
        }
        other => {
            let kinds: Vec<&str> = KINDS.iter().map(|(id, _)| *id).collect();
            return Err(format!(
                "{other:?} is not something to adjust; what: {}",
                kinds.join(", ")
            ));
        }
    };
    Ok(Proposal::Change(change))
}
