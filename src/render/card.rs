//! Card text: `/lab card` (the printed data and the reference's precondition, effect and
//! lingering effect), the hand's one-line summaries, and what an event's marker does.
//!
//! The texts are `data/reference/cards_*.json`, embedded at build time and read once.

use std::sync::OnceLock;

use labyrinth_engine::{CardId, Marker, Side};
use serde::Deserialize;

#[derive(Deserialize)]
struct Reference {
    number: u8,
    precondition: Option<String>,
    effect: Option<String>,
    lingering_effect: Option<String>,
}

fn reference(card: CardId) -> Option<&'static Reference> {
    static CARDS: OnceLock<Vec<Reference>> = OnceLock::new();
    let cards = CARDS.get_or_init(|| {
        [
            include_str!("../../data/reference/cards_us.json"),
            include_str!("../../data/reference/cards_jihadist.json"),
            include_str!("../../data/reference/cards_unassociated.json"),
        ]
        .into_iter()
        .flat_map(|text| serde_json::from_str::<Vec<Reference>>(text).unwrap_or_default())
        .collect()
    });
    cards.iter().find(|c| c.number == card.number())
}

/// `US`, `Jihadist` or `Unassociated`.
fn side_name(card: CardId) -> &'static str {
    match card.association().side() {
        Some(Side::Us) => "US",
        Some(Side::Jihadist) => "Jihadist",
        None => "Unassociated",
    }
}

/// `REMOVE · MARK`, or empty.
fn flags(card: CardId) -> String {
    let info = card.info();
    let flags: Vec<&str> = [
        (info.remove, "REMOVE"),
        (info.mark, "MARK"),
        (info.lapsing, "LAPSING"),
        (info.auto_trigger, "automatic"),
    ]
    .into_iter()
    .filter_map(|(on, name)| on.then_some(name))
    .collect();
    flags.join(" · ")
}

/// The first sentence of `text`, cut at about `max` characters.
fn first_sentence(text: &str, max: usize) -> String {
    let sentence = text
        .split(". ")
        .next()
        .unwrap_or(text)
        .trim_end_matches('.');
    if sentence.chars().count() <= max {
        return sentence.to_string();
    }
    let cut: String = sentence.chars().take(max).collect();
    let cut = cut.rsplit_once(' ').map(|(head, _)| head).unwrap_or(&cut);
    format!("{cut}…")
}

#[derive(Deserialize)]
struct Gists {
    cards: Vec<Gist>,
}

#[derive(Deserialize)]
struct Gist {
    number: u8,
    gist: String,
}

/// The gist of a card's event in a few words (`data/gists.json`), capitalised.
pub fn gist(card: CardId) -> Option<String> {
    static GISTS: OnceLock<Vec<Gist>> = OnceLock::new();
    let gists = GISTS.get_or_init(|| {
        serde_json::from_str::<Gists>(include_str!("../../data/gists.json"))
            .map(|g| g.cards)
            .unwrap_or_default()
    });
    let text = &gists.iter().find(|g| g.number == card.number())?.gist;
    let mut chars = text.chars();
    let first = chars.next()?;
    Some(first.to_uppercase().chain(chars).collect())
}

/// One line of a hand: `#92 Saddam (3 ops, Jih) — Funding to 9`.
pub fn summary(card: CardId) -> String {
    match gist(card) {
        Some(gist) => format!("{} — {gist}", super::card(card)),
        None => super::card(card),
    }
}

/// A hand line with whether the card's event would happen now if `side` played it: its own
/// or an Unassociated event as an event, the opponent's as the trigger of an operations
/// play (6.3.2).
pub fn summary_now(card: CardId, side: Side, playable: bool) -> String {
    let now = match card.association().side() {
        Some(owner) if owner != side => {
            if playable {
                format!("the {owner} event would occur if you use it for operations")
            } else {
                format!("the {owner} event would not occur now")
            }
        }
        _ if playable => "✅ event playable now".to_string(),
        _ => "event not playable now".to_string(),
    };
    format!("{} · {now}", summary(card))
}

/// What a lingering marker does, in a few words: its card's lingering effect.
pub fn marker_effect(marker: Marker) -> Option<String> {
    let text = reference(marker.card())?.lingering_effect.as_deref()?;
    Some(first_sentence(text, 90))
}

/// Whether the asker may play the event now, as `/lab card` says it.
pub enum Playable {
    /// Not seated: the card's text only.
    NotAsked,
    Yes,
    No(String),
}

/// The whole card for `/lab card`. `in_your_hand` is said only to the card's holder.
pub fn card_text(
    card: CardId,
    side: Option<Side>,
    playable: Playable,
    in_your_hand: bool,
) -> String {
    let mut out = format!(
        "#{} {} — {} ops, {} event",
        card.number(),
        card.name(),
        card.ops(),
        side_name(card)
    );
    let flags = flags(card);
    if !flags.is_empty() {
        out.push_str(&format!(" · {flags}"));
    }
    out.push('\n');
    if let Some(r) = reference(card) {
        if let Some(pre) = &r.precondition {
            out.push_str(&format!("Playable if: {pre}\n"));
        }
        if let Some(effect) = &r.effect {
            out.push_str(&format!("Event: {effect}\n"));
        }
        if let Some(lingering) = &r.lingering_effect {
            out.push_str(&format!("While in effect: {lingering}\n"));
        }
    }
    if let Some(side) = side {
        match playable {
            Playable::NotAsked => {}
            Playable::Yes => out.push_str(&format!("Now: the {side} may play this event.\n")),
            Playable::No(reason) => out.push_str(&format!(
                "Now: the {side} cannot play this event: {reason}.\n"
            )),
        }
    }
    if in_your_hand {
        out.push_str("It is in your hand.\n");
    }
    out.trim_end().to_string()
}

/// The discard pile and the removed cards: open information (5.3.2).
pub fn played_cards(view: &labyrinth_engine::View) -> String {
    let list = |cards: &[CardId]| {
        if cards.is_empty() {
            "none".to_string()
        } else {
            super::card_names(cards)
        }
    };
    format!(
        "Discard pile ({}): {}\nRemoved from the game ({}): {}",
        view.discard.len(),
        list(&view.discard),
        view.removed.len(),
        list(&view.removed)
    )
}

/// `card` by number (`45`, `#45`) or by name (`saddam`, a unique prefix or part of it).
pub fn find_card(text: &str) -> Result<CardId, String> {
    let text = text.trim().trim_start_matches('#');
    if let Ok(n) = text.parse::<u64>() {
        return u8::try_from(n)
            .ok()
            .and_then(CardId::new)
            .ok_or_else(|| format!("there is no card {n}: cards are numbered 1 to 120"));
    }
    let wanted = normalize(text);
    if wanted.is_empty() {
        return Err("which card? give its number or name".to_string());
    }
    let all: Vec<CardId> = (1..=120).filter_map(CardId::new).collect();
    if let Some(exact) = all.iter().find(|c| normalize(c.name()) == wanted) {
        return Ok(*exact);
    }
    let matching: Vec<CardId> = all
        .into_iter()
        .filter(|c| normalize(c.name()).contains(&wanted))
        .collect();
    match matching.as_slice() {
        [one] => Ok(*one),
        [] => Err(format!("no card is named {text:?}")),
        several => Err(format!(
            "{text:?} matches several cards: {}",
            super::card_names(several)
        )),
    }
}

fn normalize(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_its_reference_text() {
        for card in (1..=120).filter_map(CardId::new) {
            let r = reference(card);
            assert!(r.and_then(|r| r.effect.as_ref()).is_some(), "card {card:?}");
        }
    }

    /// Every card's hand line says what its event does, in one short line of its own
    /// (not a bookkeeping step like "Place the Abbas marker").
    #[test]
    fn every_card_has_a_one_line_gist() {
        let data: serde_json::Value =
            serde_json::from_str(include_str!("../../data/gists.json")).unwrap_or_default();
        let listed = data["cards"].as_array().map_or(0, Vec::len);
        assert_eq!(listed, 120);
        for card in (1..=120).filter_map(CardId::new) {
            let gist = gist(card).unwrap_or_default();
            let name = data["cards"][usize::from(card.number()) - 1]["name"].as_str();
            assert_eq!(name, Some(card.name()), "gists.json is in card order");
            assert!(
                (10..=90).contains(&gist.chars().count()),
                "#{}: {gist:?}",
                card.number()
            );
            for stub in [
                "Identical whoever",
                "Place the",
                "Put the card",
                "Lapsing box",
            ] {
                assert!(!gist.starts_with(stub), "#{}: {gist:?}", card.number());
            }
            assert!(!gist.contains('\n') && !gist.ends_with('.'), "{gist:?}");
            // A Plot's value is hidden information: no gist reads like one.
            for value in ["Plot 1", "Plot 2", "Plot 3", "WMD Plot"] {
                assert!(!gist.contains(value), "#{}: {gist:?}", card.number());
            }
        }
        assert_eq!(
            summary(CardId::of::<92>()),
            "#92 Saddam (3 ops, Jih) — Funding to 9"
        );
    }

    #[test]
    fn a_hand_line_says_whether_the_event_would_happen_now() {
        let abbas = CardId::of::<11>();
        assert!(summary_now(abbas, Side::Us, true).ends_with(" · ✅ event playable now"));
        assert!(summary_now(abbas, Side::Us, false).ends_with(" · event not playable now"));
        assert!(
            summary_now(abbas, Side::Jihadist, true)
                .ends_with(" · the US event would occur if you use it for operations")
        );
    }

    #[test]
    fn cards_are_found_by_number_and_name() {
        assert_eq!(find_card("45").map(|c| c.number()), Ok(45));
        assert_eq!(find_card("#21").map(|c| c.number()), Ok(21));
        assert_eq!(find_card("let's roll").map(|c| c.number()), Ok(21));
        assert!(find_card("0").is_err());
        assert_eq!(
            find_card("999"),
            Err("there is no card 999: cards are numbered 1 to 120".to_string())
        );
        assert!(find_card("zzz").is_err());
    }
}
