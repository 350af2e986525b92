//! Cards changing place: drawn, taken, discarded, held, removed, shown or handed to the
//! other side, and the draw pile reshuffled (5.3). A card's identity shows only where the
//! entry, viewed by its reader's seat, still carries it.

use labyrinth_engine::{CardId, Side};

use super::super::card::{card_label, side_key};
use crate::i18n::Lang;
use crate::tr;

/// Their own cards name each card; anyone else's only count them.
pub(super) fn drawn(lang: Lang, side: Side, count: u8, cards: &[CardId]) -> String {
    if cards.is_empty() {
        return tr!(
            lang,
            "log-cards-drawn",
            side = side_key(side),
            count = count
        );
    }
    tr!(
        lang,
        "log-cards-drawn-own",
        count = count,
        cards = labels(lang, cards)
    )
}

/// A side's card taken (`log-card-taken`) or discarded (`log-discarded`).
pub(super) fn by_side(lang: Lang, key: &str, side: Side, card: CardId) -> String {
    tr!(
        lang,
        key,
        side = side_key(side),
        card = card_label(lang, card)
    )
}

/// A hand shown to the other side: its cards only to the two sides.
pub(super) fn hand_revealed(lang: Lang, side: Side, to: Side, cards: &[CardId]) -> String {
    if cards.is_empty() {
        return tr!(
            lang,
            "log-hand-looked-at",
            side = side_key(side),
            to = side_key(to)
        );
    }
    tr!(
        lang,
        "log-hand-revealed",
        side = side_key(side),
        to = side_key(to),
        cards = labels(lang, cards)
    )
}

/// A card handed from one hand to the other: which card only to the two sides.
pub(super) fn given(lang: Lang, from: Side, to: Side, card: Option<CardId>) -> String {
    match card {
        Some(c) => tr!(
            lang,
            "log-card-given",
            from = side_key(from),
            to = side_key(to),
            card = card_label(lang, c)
        ),
        None => tr!(
            lang,
            "log-card-given-hidden",
            from = side_key(from),
            to = side_key(to)
        ),
    }
}

/// `#12 Name; #40 Name`.
fn labels(lang: Lang, cards: &[CardId]) -> String {
    let labels: Vec<String> = cards.iter().map(|c| card_label(lang, *c)).collect();
    labels.join("; ")
}
