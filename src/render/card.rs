//! Card text: `/lab card` (the printed data and the reference's precondition, effect and
//! lingering effect), the hand's one-line summaries, and what an event's marker does.
//!
//! The texts are `locales/*/cards.ftl`: in English the reference's
//! (`data/reference/cards_*.json`) and the gists (`data/gists.json`), word for word (a test
//! holds them equal); in Russian their translation.

use labyrinth_engine::{CardId, Marker, Side, View};

use super::plot_label;
use crate::i18n::{self, Lang, names};
use crate::tr;

/// `us` / `jihadist`: a side as the message files select it.
pub(crate) fn side_key(side: Side) -> &'static str {
    match side {
        Side::Us => "us",
        Side::Jihadist => "jihadist",
    }
}

/// `#117 Oil Price Spike (3 ops, Jih)`.
pub fn card_label(lang: Lang, card: CardId) -> String {
    let side = match card.association().side() {
        Some(side) => side_key(side),
        None => "both",
    };
    tr!(
        lang,
        "card-label",
        number = card.number(),
        name = names::card(lang, card),
        ops = card.ops(),
        side = side
    )
}

/// One text of card `card` (`gist`, `precondition`, `effect`, `lingering`) in `lang`.
fn part(lang: Lang, card: CardId, part: &str) -> Option<String> {
    let key = format!("card-{}-{part}", card.number());
    i18n::has(lang, &key).then(|| tr!(lang, &key))
}

/// `US`, `Jihadist` or `Unassociated`, as a selector.
fn side_name(card: CardId) -> &'static str {
    match card.association().side() {
        Some(side) => side_key(side),
        None => "unassociated",
    }
}

/// `REMOVE · MARK`, or empty.
fn flags(card: CardId, lang: Lang) -> String {
    let info = card.info();
    let flags: Vec<String> = [
        (info.remove, "card-flag-remove"),
        (info.mark, "card-flag-mark"),
        (info.lapsing, "card-flag-lapsing"),
        (info.auto_trigger, "card-flag-automatic"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, key)| tr!(lang, key))
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

/// The gist of a card's event in a few words (`data/gists.json`), capitalised, in `lang`.
pub fn gist(card: CardId, lang: Lang) -> Option<String> {
    let text = part(lang, card, "gist")?;
    let mut chars = text.chars();
    let first = chars.next()?;
    Some(first.to_uppercase().chain(chars).collect())
}

/// One line of a hand: `#92 Saddam (3 ops, Jih) — Funding to 9`.
pub fn summary(card: CardId, lang: Lang) -> String {
    match gist(card, lang) {
        Some(gist) => format!("{} — {gist}", super::card_in(lang, card)),
        None => super::card_in(lang, card),
    }
}

/// A hand line with whether the card's event would happen now if `side` played it: its own
/// or an Unassociated event as an event, the opponent's as the trigger of an operations
/// play (6.3.2).
pub fn summary_now(card: CardId, side: Side, playable: bool, lang: Lang) -> String {
    let now = match card.association().side() {
        Some(owner) if owner != side => {
            let owner = side_key(owner);
            if playable {
                tr!(lang, "card-now-opponent-occurs", owner = owner)
            } else {
                tr!(lang, "card-now-opponent-not", owner = owner)
            }
        }
        _ if playable => tr!(lang, "card-now-playable"),
        _ => tr!(lang, "card-now-not-playable"),
    };
    format!("{} · {now}", summary(card, lang))
}

/// What a lingering marker does, in a few words: its card's lingering effect.
pub fn marker_effect(marker: Marker, lang: Lang) -> Option<String> {
    let text = part(lang, marker.card(), "lingering")?;
    Some(first_sentence(&text, 90))
}

/// A seat's hand (from that seat's view), in `lang`.
pub fn hand(view: &View, lang: Lang) -> String {
    hand_now(view, |_| None, lang)
}

/// [`hand`] with, for each card, whether its event would happen now (`None`: not said).
pub fn hand_now(view: &View, playable: impl Fn(CardId) -> Option<bool>, lang: Lang) -> String {
    let Some(hand) = &view.hand else {
        return tr!(lang, "hand-not-seated");
    };
    if hand.is_empty() {
        return tr!(lang, "hand-empty");
    }
    let mut out = tr!(lang, "hand-heading", count = hand.len());
    out.push('\n');
    for c in hand {
        let line = match (view.seat.side(), playable(*c)) {
            (Some(side), Some(now)) => summary_now(*c, side, now, lang),
            _ => summary(*c, lang),
        };
        out.push_str(&format!("• {line}\n"));
    }
    if let Some(plots) = &view.available_plots {
        let labels: Vec<String> = plots.iter().map(|p| plot_label(lang, *p)).collect();
        let labels = if labels.is_empty() {
            tr!(lang, "hand-no-plots")
        } else {
            labels.join(", ")
        };
        out.push_str(&tr!(lang, "hand-available-plots", labels = labels));
        out.push('\n');
    }
    out
}

/// 6.2.5 why a player may not play the other side's event: "it is a US event (6.2.5)".
pub fn opponent_event(lang: Lang, owner: Side) -> String {
    tr!(lang, "card-opponent-event", owner = side_key(owner))
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
    lang: Lang,
) -> String {
    let mut out = tr!(
        lang,
        "card-heading",
        number = card.number(),
        name = names::card(lang, card),
        ops = card.ops(),
        side = side_name(card)
    );
    let flags = flags(card, lang);
    if !flags.is_empty() {
        out.push_str(&format!(" · {flags}"));
    }
    out.push('\n');
    for (key, line) in [
        ("precondition", "card-playable-if"),
        ("effect", "card-event"),
        ("lingering", "card-while-in-effect"),
    ] {
        if let Some(text) = part(lang, card, key) {
            out.push_str(&tr!(lang, line, text = text));
            out.push('\n');
        }
    }
    if let Some(side) = side {
        let side = side_key(side);
        match playable {
            Playable::NotAsked => {}
            Playable::Yes => {
                out.push_str(&tr!(lang, "card-now-may", side = side));
                out.push('\n');
            }
            Playable::No(reason) => {
                out.push_str(&tr!(lang, "card-now-cannot", side = side, reason = reason));
                out.push('\n');
            }
        }
    }
    if in_your_hand {
        out.push_str(&tr!(lang, "card-in-your-hand"));
        out.push('\n');
    }
    out.trim_end().to_string()
}

/// The discard pile and the removed cards: open information (5.3.2).
pub fn played_cards(view: &labyrinth_engine::View, lang: Lang) -> String {
    let list = |cards: &[CardId]| {
        if cards.is_empty() {
            tr!(lang, "card-none")
        } else {
            super::card_names_in(lang, cards)
        }
    };
    tr!(
        lang,
        "card-played",
        discard = view.discard.len(),
        discard_list = list(&view.discard),
        removed = view.removed.len(),
        removed_list = list(&view.removed)
    )
}

/// `card` by number (`45`, `#45`) or by name (`saddam`, a unique prefix or part of it), or
/// by its Russian name; the error in English.
pub fn find_card(text: &str) -> Result<CardId, String> {
    find_card_in(Lang::En, text)
}

/// [`find_card`] with its error in `lang`.
pub fn find_card_in(lang: Lang, text: &str) -> Result<CardId, String> {
    let text = text.trim().trim_start_matches('#');
    if let Ok(n) = text.parse::<u64>() {
        return u8::try_from(n)
            .ok()
            .and_then(CardId::new)
            .ok_or_else(|| tr!(lang, "card-find-number", number = n.to_string()));
    }
    let wanted = normalize(text);
    if wanted.is_empty() {
        return find_russian(text).ok_or_else(|| {
            if text.chars().any(char::is_alphanumeric) {
                tr!(lang, "card-find-none", text = text)
            } else {
                tr!(lang, "card-find-which")
            }
        });
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
        [] => Err(tr!(lang, "card-find-none", text = text)),
        several => Err(tr!(
            lang,
            "card-find-several",
            text = text,
            list = super::card_names_in(lang, several)
        )),
    }
}

/// A card by its Russian name (`саддам`, a unique part of one), when typed in Cyrillic.
fn find_russian(text: &str) -> Option<CardId> {
    let letters = |t: &str| -> String {
        t.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let wanted = letters(text);
    if wanted.is_empty() {
        return None;
    }
    let matching: Vec<CardId> = CardId::all()
        .filter(|c| letters(&names::card(Lang::Ru, *c)).contains(&wanted))
        .collect();
    let exact = matching
        .iter()
        .find(|c| letters(&names::card(Lang::Ru, **c)) == wanted);
    match (exact, matching.as_slice()) {
        (Some(card), _) | (None, [card]) => Some(*card),
        _ => None,
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
            for lang in Lang::ALL {
                assert!(part(lang, card, "effect").is_some(), "card {card:?}");
            }
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
            let gist = gist(card, Lang::En).unwrap_or_default();
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
            summary(CardId::of::<92>(), Lang::En),
            "#92 Saddam (3 ops, Jih) — Funding to 9"
        );
    }

    #[test]
    fn a_hand_line_says_whether_the_event_would_happen_now() {
        let abbas = CardId::of::<11>();
        assert!(summary_now(abbas, Side::Us, true, Lang::En).ends_with(" · ✅ event playable now"));
        assert!(
            summary_now(abbas, Side::Us, false, Lang::En).ends_with(" · event not playable now")
        );
        assert!(
            summary_now(abbas, Side::Jihadist, true, Lang::En)
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
        // A Russian name, whole or a unique part.
        assert_eq!(find_card("Саддам схвачен").map(|c| c.number()), Ok(27));
        assert_eq!(find_card("трясина").map(|c| c.number()), Ok(90));
        assert!(find_card("иран").is_ok_and(|c| c.number() == 104 || c.number() == 105));
    }
}
