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
        cards.sort();
        // Fisher-Yates through the game's dice.
        for i in (1..cards.len()).rev() {
            let j = usize::from(self.below((i + 1) as u8));
            cards.swap(i, j);
        }
        if self.g.mini_decks {
            crate::deck::interleave(&mut cards); // 9.2 optional mini-decks
        }
        self.g.draw_pile.extend(cards);
        self.g.reshuffles = deck;
        self.log(LogEntry::Reshuffle { deck });
        Ok(())
    }
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
        for i in (1..dealt_j.len()).rev() {
            let j = usize::from(cx.below((i + 1) as u8));
            dealt_j.swap(i, j);
        }
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
