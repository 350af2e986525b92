//! Card 17 FSB (US, 2). No precondition (reference reading: the printed card has none). The
//! US looks at the Jihadist hand (shown privately, `reveal_hand`); every Loose Nuke #71, HEU
//! #65 and Kazakh Strain #69 there is discarded without event; only if none is found, the
//! US removes one cell in Russia or Central Asia. In solitaire the Jihadist hand is then
//! shuffled (9.2, a solitaire rule: the bot's hand is a face-down pile) by one PICK per
//! position (docs/bot-readings.md §6: d6 dice); in 2-player no rule reads a hand's order, so
//! nothing is shuffled and no die is used.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{
    choose_country_if_any, discard_from_hand, remove_cell_chosen, reveal_hand,
};
use crate::state::{GameState, Players};
use crate::types::{CardId, Country, Side};

pub(crate) struct Fsb;

/// HEU, Kazakh Strain, Loose Nuke.
const WMD_CARDS: [u8; 3] = [65, 69, 71];

impl CardEvent for Fsb {
    fn id(&self) -> CardId {
        CardId::of::<17>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        reveal_hand(cx, Side::Jihadist, Side::Us);
        let found: Vec<CardId> =
            cx.g.hand(Side::Jihadist)
                .iter()
                .copied()
                .filter(|c| WMD_CARDS.contains(&c.number()))
                .collect();
        // Reference reading: every such card is discarded, not only one.
        for card in &found {
            discard_from_hand(cx, Side::Jihadist, *card)?;
        }
        if found.is_empty() {
            let country = choose_country_if_any(
                cx,
                by,
                self.id(),
                EventQuestion::RemoveCellCountry,
                |g, c| {
                    if !matches!(c, Country::Russia | Country::CentralAsia) {
                        Err(Refusal::country(
                            c,
                            "{country} is neither Russia nor Central Asia",
                        ))
                    } else if g.cells(c) == 0 {
                        Err(Refusal::country(c, "{country} has no cell"))
                    } else {
                        Ok(())
                    }
                },
            )?;
            if let Some(country) = country {
                remove_cell_chosen(cx, by, self.id(), country)?;
            }
        }
        if cx.g.players == Players::Solitaire {
            shuffle_hand(cx, Side::Jihadist);
        }
        Ok(())
    }
}

/// 9.2 / docs/bot-readings.md §6 shuffle the bot's pile: each position from the top is filled by a
/// PICK (9.5 dice) among the cards left, in their current order. No reason is logged: the
/// pile's order stays hidden.
fn shuffle_hand(cx: &mut Cx<'_>, side: Side) {
    let mut left = cx.g.hand(side).clone();
    let mut pile = Vec::with_capacity(left.len());
    while !left.is_empty() {
        let (index, _) = crate::bot::pick::pick_index(cx, left.len());
        pile.push(left.remove(index.min(left.len() - 1)));
    }
    *cx.g.hands.get_mut(side) = pile.into();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::log::LogEntry;
    use crate::types::Seat;

    fn card(number: u8) -> CardId {
        CardId::new(number).unwrap_or(CardId::FIRST)
    }

    #[test]
    fn solitaire_shuffle_is_one_pick_per_position_and_stays_private() {
        let mut g = GameState::blank(Players::Solitaire, Default::default(), 1, 0);
        g.hands.jihadist = [65, 50, 101, 92].map(card).to_vec().into();
        // 3 cards left: die 5 -> the third (92), die 1 -> the first (50), then 101.
        let mut dice = ScriptedDice::new([5, 1]);
        let mut cx = Cx::new(
            &mut g,
            &crate::cx::Recorded,
            &crate::sequence::Sequence,
            Vec::new(),
            Vec::new(),
            &mut dice,
        );
        assert!(Fsb.play(&mut cx, Side::Us, Side::Us).is_ok());
        assert_eq!(cx.g.hands.jihadist, [92, 50, 101].map(card).to_vec());
        let revealed = cx.log.iter().find_map(|e| match e {
            LogEntry::HandRevealed { .. } => Some(e.clone()),
            _ => None,
        });
        let Some(entry) = revealed else {
            panic!("no hand_revealed entry");
        };
        // The US sees the pile; an observer sees only that it was looked at.
        assert!(matches!(entry.seen_by(Seat::Us),
            LogEntry::HandRevealed { cards, .. } if cards.len() == 4));
        assert!(matches!(entry.seen_by(Seat::Observer),
            LogEntry::HandRevealed { cards, .. } if cards.is_empty()));
    }
}
