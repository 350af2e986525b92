//! 5.3.1 the draw deck.
//!
//! 9.2 OPTIONAL mini-decks: at set-up and every reshuffle the deck is split into shuffled
//! Unassociated, Jihadist and US mini-decks, and every draw takes the next card from them
//! in turn, Unassociated → Jihadist → US → Unassociated..., skipping empty ones. The cursor
//! runs on across deals and event draws until the reshuffle (I-31), so the whole draw order
//! is fixed when the deck is shuffled: the pile is the three mini-decks interleaved.

use crate::types::{Association, CardId};

/// Reorder a shuffled pile (top first) as the interleaved mini-decks.
pub(crate) fn interleave(pile: &mut Vec<CardId>) {
    let mut decks: [Vec<CardId>; 3] = Default::default();
    for card in pile.drain(..) {
        let i = match card.association() {
            Association::Unassociated => 0,
            Association::Jihadist => 1,
            Association::Us => 2,
        };
        decks[i].push(card);
    }
    let longest = decks.iter().map(Vec::len).max().unwrap_or(0);
    for round in 0..longest {
        for deck in &decks {
            if let Some(card) = deck.get(round) {
                pile.push(*card);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interleaves_unassociated_jihadist_us_and_skips_empty_decks() {
        let mut pile: Vec<CardId> = [1u8, 2, 48, 96, 97, 49, 50]
            .iter()
            .map(|n| CardId::of(*n))
            .collect();
        interleave(&mut pile);
        let numbers: Vec<u8> = pile.iter().map(|c| c.number()).collect();
        assert_eq!(numbers, vec![96, 48, 1, 97, 49, 2, 50]);
    }
}
