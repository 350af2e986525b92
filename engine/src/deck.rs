//! 5.3.1 the draw deck.
//!
//! 9.2 OPTIONAL mini-decks: at set-up and every reshuffle the deck is split into shuffled
//! Unassociated, Jihadist and US mini-decks, and every draw takes the next card from them
//! in turn, Unassociated → Jihadist → US → Unassociated..., skipping empty ones. The cursor
//! runs on across deals and event draws until the reshuffle (I-31), so the whole draw order
//! is fixed when the deck is shuffled: the pile is the three mini-decks interleaved.

use crate::cx::{Cx, Run};
use crate::log::LogEntry;
use crate::state::{DEAL_ON_TOP, GameState, Outcome, Players, VictoryReason};
use crate::types::{Association, BySide, CardId, Side};

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

    /// 5.3.1 `side` draws `count` cards (fewer once the deck is spent), each going into its
    /// hand as it is drawn ([`receive`]).
    pub fn draw_into_hand(&mut self, side: Side, count: usize) -> Run<()> {
        let mut cards = Vec::new();
        for _ in 0..count {
            if !deal_card(self, side, &mut cards)? {
                break;
            }
        }
        if !cards.is_empty() {
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

/// Shuffle `items` with the game's dice (Fisher-Yates): for each position `i` from the
/// bottom up to the second, `below(i + 1)` picks which of the first `i + 1` items goes
/// there. Every shuffle of the deck is this one, so a game replays from its dice.
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

/// 9.2 optional: the mini-decks in their drawing order.
pub(crate) const MINI_DECKS: [Association; 3] = [
    Association::Unassociated,
    Association::Jihadist,
    Association::Us,
];

/// Reorder a shuffled pile (top first) as the interleaved mini-decks, from Unassociated.
pub(crate) fn interleave(pile: &mut Vec<CardId>) {
    interleave_from(pile, Association::Unassociated);
}

/// 9.2 / I-31 reorder `pile` (top first) as its mini-decks drawn in turn from `next`: each
/// mini-deck keeps the pile's order, and the draws cycle Unassociated → Jihadist → US,
/// skipping an empty mini-deck.
pub(crate) fn interleave_from(pile: &mut Vec<CardId>, next: Association) {
    let first = MINI_DECKS.iter().position(|a| *a == next).unwrap_or(0);
    let decks: [Vec<CardId>; 3] = std::array::from_fn(|k| {
        let association = MINI_DECKS[(first + k) % 3];
        pile.iter()
            .copied()
            .filter(|c| c.association() == association)
            .collect()
    });
    pile.clear();
    let longest = decks.iter().map(Vec::len).max().unwrap_or(0);
    for round in 0..longest {
        for deck in &decks {
            if let Some(card) = deck.get(round) {
                pile.push(*card);
            }
        }
    }
}

/// `card` goes into `side`'s hand: 9.2 / I-30 onto the top of the bot's face-down pile,
/// into a person's hand after the cards held.
fn receive(g: &mut GameState, side: Side, card: CardId) {
    if g.players == Players::Solitaire && side == Side::Jihadist {
        g.hands.jihadist.insert(0, card);
    } else {
        g.hands.get_mut(side).push(card);
    }
}

/// One card drawn into `side`'s hand and noted in `dealt`; `false`: the deck is spent.
fn deal_card(cx: &mut Cx<'_>, side: Side, dealt: &mut Vec<CardId>) -> Run<bool> {
    let Some(card) = cx.draw()? else {
        return Ok(false);
    };
    receive(&mut cx.g, side, card);
    dealt.push(card);
    Ok(true)
}

/// 5.2.8 the deal: alternate cards, Jihadist first, up to the track numbers, each going
/// into its hand as it is dealt (9.2: onto the top of the bot's pile, so the last card
/// dealt is played first). With 9.2's optional mini-decks the whole Jihadist hand is
/// dealt and shuffled first, then the US hand.
pub(crate) fn deal(cx: &mut Cx<'_>) -> Run {
    let mut dealt: BySide<Vec<CardId>> = BySide::default();
    let left = BySide {
        us: cx.g.us_hand_size(),
        jihadist: cx.g.jihadist_hand_size(),
    };
    // 2.3 the game-end reshuffle ends the game mid-deal: the cards dealt stay in the
    // hands, but nothing is announced or played after the end.
    if cx.g.format_version < DEAL_ON_TOP {
        deal_hands_as_begun(cx, left, &mut dealt)?;
    } else {
        deal_hands(cx, left, &mut dealt)?;
    }
    for side in [Side::Jihadist, Side::Us] {
        let cards = std::mem::take(dealt.get_mut(side));
        if !cards.is_empty() {
            cx.log(LogEntry::CardsDrawn {
                side,
                count: cards.len() as u8,
                cards,
            });
        }
    }
    Ok(())
}

fn deal_hands(cx: &mut Cx<'_>, left: BySide<usize>, dealt: &mut BySide<Vec<CardId>>) -> Run {
    if cx.g.mini_decks {
        // 9.2 optional: "Deal and shuffle the entire Jihadist hand, then deal the US hand."
        for _ in 0..left.jihadist {
            if !deal_card(cx, Side::Jihadist, &mut dealt.jihadist)? {
                return Ok(());
            }
        }
        let mut pile = std::mem::take(&mut cx.g.hands.jihadist);
        shuffle(pile.as_mut_slice(), |n| cx.below(n));
        cx.g.hands.jihadist = pile;
        for _ in 0..left.us {
            if !deal_card(cx, Side::Us, &mut dealt.us)? {
                return Ok(());
            }
        }
        return Ok(());
    }
    for round in 0..left.jihadist.max(left.us) {
        for side in [Side::Jihadist, Side::Us] {
            if round < *left.get(side) && !deal_card(cx, side, dealt.get_mut(side))? {
                return Ok(());
            }
        }
    }
    Ok(())
}

/// The deal of a game begun before format 3 (`state::FORMAT_VERSION`), kept so that such a
/// game replays from its seed as it was played: the same draws, but the cards dealt go into
/// the hands only at the end, in deal order (the bot's first card dealt on top), and with
/// the mini-decks only the cards dealt to the bot are shuffled.
fn deal_hands_as_begun(
    cx: &mut Cx<'_>,
    left: BySide<usize>,
    dealt: &mut BySide<Vec<CardId>>,
) -> Run {
    let drawn = draw_hands_as_begun(cx, left, dealt);
    if cx.g.mini_decks {
        shuffle(dealt.jihadist.as_mut_slice(), |n| cx.below(n));
    }
    for side in [Side::Jihadist, Side::Us] {
        cx.g.hands
            .get_mut(side)
            .extend(dealt.get(side).iter().copied());
    }
    drawn
}

fn draw_hands_as_begun(
    cx: &mut Cx<'_>,
    left: BySide<usize>,
    dealt: &mut BySide<Vec<CardId>>,
) -> Run {
    let order: Vec<Side> = if cx.g.mini_decks {
        let jihadist = std::iter::repeat_n(Side::Jihadist, left.jihadist);
        jihadist
            .chain(std::iter::repeat_n(Side::Us, left.us))
            .collect()
    } else {
        (0..left.jihadist.max(left.us))
            .flat_map(|round| [Side::Jihadist, Side::Us].map(|side| (round, side)))
            .filter(|(round, side)| *round < *left.get(*side))
            .map(|(_, side)| side)
            .collect()
    };
    for side in order {
        match cx.draw()? {
            Some(card) => dealt.get_mut(side).push(card),
            None => break,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::{Dice, ScriptedDice, SeededDice};

    fn numbers_of(cards: &[CardId]) -> Vec<u8> {
        cards.iter().map(|c| c.number()).collect()
    }

    /// The one shuffle keeps every seeded game's deck as it was: the same `below` calls,
    /// in the same order, place the same cards.
    #[test]
    fn a_seeded_deck_is_the_one_it_always_was() {
        let mut dice = SeededDice::new(7);
        let cards: Vec<CardId> = (1..=12).filter_map(CardId::new).collect();
        let deck = new_deck(cards, false, |n| dice.below(n));
        assert_eq!(numbers_of(&deck), PINNED);
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
        // I-31 from the Jihadist mini-deck on, each mini-deck in the same order.
        interleave_from(&mut pile, Association::Jihadist);
        assert_eq!(numbers_of(&pile), vec![48, 1, 96, 49, 2, 97, 50]);
    }
}
