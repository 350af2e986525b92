//! 5.3.1 the draw deck.
//!
//! 9.2 OPTIONAL mini-decks: at set-up and every reshuffle the deck is split into shuffled
//! Unassociated, Jihadist and US mini-decks, and every draw takes the next card from them
//! in turn, Unassociated → Jihadist → US → Unassociated..., skipping empty ones. The cursor
//! runs on across deals and event draws until the reshuffle (I-31), so the whole draw order
//! is fixed when the deck is shuffled: the pile is the three mini-decks interleaved.

use crate::cx::{Cx, Run};
use crate::log::LogEntry;
use crate::state::{Outcome, Players, VictoryReason};
use crate::types::{Association, CardId, Side};

impl Cx<'_> {
    // ---- cards ----

    /// 5.3.1 draw the top card; reshuffle when the deck is exhausted, ending the game at
    /// the game-end reshuffle (3.3).
    pub fn draw(&mut self) -> Run<Option<CardId>> {
        if self.g.draw_pile.is_empty() {
            self.reshuffle()?;
        }
        if self.g.draw_pile.is_empty() {
            return Ok(None);
        }
        Ok(Some(self.g.draw_pile.remove(0)))
    }

    pub fn draw_into_hand(&mut self, side: Side, count: usize) -> Run<()> {
        let mut cards = Vec::new();
        for _ in 0..count {
            match self.draw() {
                Ok(Some(card)) => cards.push(card),
                Ok(None) => break,
                Err(stop) => {
                    self.g.hands.get_mut(side).extend(cards.iter().copied());
                    return Err(stop);
                }
            }
        }
        if !cards.is_empty() {
            if self.g.players == Players::Solitaire && side == Side::Jihadist {
                // 9.2 / I-30 each drawn card goes on top of the bot's pile.
                for card in &cards {
                    self.g.hands.jihadist.insert(0, *card);
                }
            } else {
                self.g.hands.get_mut(side).extend(cards.iter().copied());
            }
            self.log(LogEntry::CardsDrawn {
                side,
                count: cards.len() as u8,
                cards,
            });
        }
        Ok(())
    }

    /// 5.2.3 `card` goes face up onto the discard pile.
    pub(crate) fn discard(&mut self, card: CardId) {
        self.g.discard.push(card);
    }

    /// 9.2 / I-30 the bot's top card comes off its pile to be played (5.2.2); `None`: the
    /// pile is empty.
    pub(crate) fn play_top_card(&mut self) -> Option<CardId> {
        (!self.g.hands.jihadist.is_empty()).then(|| self.g.hands.jihadist.remove(0))
    }

    /// 5.2.2 one more card of the Action Phase counts as played.
    pub(crate) fn count_card_played(&mut self) {
        self.g.phase.cards_played += 1;
    }

    /// 9.6 / I-32 the bot takes `card` from the discard pile onto the top of its pile;
    /// `false` if the discard pile does not hold it.
    pub(crate) fn take_discard_onto_pile(&mut self, card: CardId) -> bool {
        let Some(at) = self.g.discard.iter().position(|c| *c == card) else {
            return false;
        };
        self.g.discard.remove(at);
        self.g.hands.jihadist.insert(0, card);
        true
    }

    fn reshuffle(&mut self) -> Run<()> {
        // 5.3.1 / 3.3 the game-end reshuffle ends the game at once.
        let deck = self.g.reshuffles + 1;
        if deck >= self.g.game_length {
            self.g.reshuffles = deck;
            self.log(LogEntry::Reshuffle { deck });
            let tally = crate::victory::end_of_deck_tally(&self.g);
            return self.end_with(Outcome {
                winner: tally.winner(),
                reason: VictoryReason::EndOfDeck,
                tally: Some(tally),
            });
        }
        let mut cards = std::mem::take(&mut self.g.discard).to_vec();
        for lapsing in &mut self.g.lapsing {
            if lapsing.in_box {
                lapsing.in_box = false; // 4.7.7.3 its marker stands in.
                cards.push(lapsing.card);
            }
        }
        if let Some(Some(card)) = self.g.first_plot {
            self.g.first_plot = Some(None);
            cards.push(card);
        }
        let mini_decks = self.g.mini_decks;
        let cards = new_deck(cards, mini_decks, |n| self.below(n));
        self.g.draw_pile.extend(cards);
        self.g.reshuffles = deck;
        self.log(LogEntry::Reshuffle { deck });
        Ok(())
    }
}

/// Shuffle `items` with the game's dice (Fisher-Yates): from the bottom position up to the
/// second, `below(k)` (`k` the number of places from the top to this one) picks the item
/// that goes there. Every shuffle of the game is this one, so a game replays from its dice.
pub(crate) fn shuffle<T>(items: &mut [T], mut below: impl FnMut(u8) -> u8) {
    for i in (1..items.len()).rev() {
        let j = usize::from(below(u8::try_from(i + 1).unwrap_or(u8::MAX)));
        items.swap(i, j.min(i));
    }
}

/// 3.2 / 5.3.1 a new draw deck from `cards` (top first): sorted, so only which cards they
/// are decides it, shuffled with the game's dice, then split into 9.2's optional mini-decks
/// and interleaved.
pub(crate) fn new_deck(
    mut cards: Vec<CardId>,
    mini_decks: bool,
    below: impl FnMut(u8) -> u8,
) -> Vec<CardId> {
    cards.sort();
    shuffle(&mut cards, below);
    if mini_decks {
        interleave(&mut cards);
    }
    cards
}

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

/// 5.2.8 the deal: alternate cards, Jihadist first, up to the track numbers.
pub(crate) fn deal(cx: &mut Cx<'_>) -> Run {
    let mut jihadist = cx.g.jihadist_hand_size();
    let mut us = cx.g.us_hand_size();
    let mut dealt_j = Vec::new();
    let mut dealt_u = Vec::new();
    let result = (|| {
        // 9.2 optional mini-decks: the whole Jihadist hand first, then the US hand.
        let jihadist_first = cx.g.mini_decks;
        while jihadist > 0 || us > 0 {
            if jihadist > 0 {
                jihadist -= 1;
                match cx.draw()? {
                    Some(card) => dealt_j.push(card),
                    None => break,
                }
            }
            if us > 0 && !(jihadist_first && jihadist > 0) {
                us -= 1;
                match cx.draw()? {
                    Some(card) => dealt_u.push(card),
                    None => break,
                }
            }
        }
        Ok(())
    })();
    if cx.g.mini_decks {
        // 9.2 shuffle the dealt Jihadist pile.
        shuffle(&mut dealt_j, |n| cx.below(n));
    }
    for (side, cards) in [(Side::Jihadist, dealt_j), (Side::Us, dealt_u)] {
        // 2.3 the game-end reshuffle ends the game mid-deal: the cards dealt stay in the
        // hands, but nothing is announced or played after the end.
        if result.is_err() {
            cx.g.hands.get_mut(side).extend(cards.iter().copied());
            continue;
        }
        if !cards.is_empty() {
            cx.g.hands.get_mut(side).extend(cards.iter().copied());
            cx.log(LogEntry::CardsDrawn {
                side,
                count: cards.len() as u8,
                cards,
            });
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::{Dice, ScriptedDice, SeededDice};

    fn numbers(cards: &[CardId]) -> Vec<u8> {
        cards.iter().map(|c| c.number()).collect()
    }

    /// The one shuffle keeps every seeded game's deck as it was: the same `below` calls,
    /// in the same order, place the same cards.
    #[test]
    fn a_seeded_deck_is_the_one_it_always_was() {
        let mut dice = SeededDice::new(7);
        let cards: Vec<CardId> = (1..=12).filter_map(CardId::new).collect();
        let deck = new_deck(cards, false, |n| dice.below(n));
        assert_eq!(numbers(&deck), PINNED);
    }
    const PINNED: [u8; 12] = [10, 4, 8, 3, 12, 11, 7, 6, 5, 9, 1, 2];

    /// docs/FIXTURES.md: a fixture's dice answer every shuffle's pick with 0, which moves the
    /// top card to the bottom and the others up one.
    #[test]
    fn a_fixture_shuffle_moves_the_top_card_to_the_bottom() {
        let mut dice = ScriptedDice::new([]);
        let mut items = [1, 2, 3, 4, 5];
        shuffle(&mut items, |n| dice.below(n));
        assert_eq!(items, [2, 3, 4, 5, 1]);
    }

    #[test]
    fn interleaves_unassociated_jihadist_us_and_skips_empty_decks() {
        let mut pile: Vec<CardId> = [1u8, 2, 48, 96, 97, 49, 50]
            .iter()
            .filter_map(|n| CardId::new(*n))
            .collect();
        interleave(&mut pile);
        let numbers: Vec<u8> = pile.iter().map(|c| c.number()).collect();
        assert_eq!(numbers, vec![96, 48, 1, 97, 49, 2, 50]);
    }
}
