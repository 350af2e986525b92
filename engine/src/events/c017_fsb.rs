//! Card 17 FSB (US, 2). No precondition (reference reading: the printed card has none). The
//! US looks at the Jihadist hand (shown privately, `reveal_hand`); every Loose Nuke #71, HEU
//! #65 and Kazakh Strain #69 there is discarded without event; only if none is found, the
//! US removes one cell in Russia or Central Asia. In solitaire the Jihadist hand is then
//! shuffled (9.2, a solitaire rule: the bot's hand is a face-down pile); in 2-player no rule
//! reads a hand's order, so nothing is shuffled and no die is used.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
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
        CardId::of(17)
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
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
                        Err(format!("{c} is neither Russia nor Central Asia"))
                    } else if g.cells(c) == 0 {
                        Err(format!("{c} has no cell"))
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

/// 9.2 shuffle a hand through the game's dice (`below`, like the deck; no d6 is used).
fn shuffle_hand(cx: &mut Cx<'_>, side: Side) {
    let mut hand = cx.g.hand(side).clone();
    for i in (1..hand.len()).rev() {
        let j = usize::from(cx.below((i + 1).min(255) as u8));
        hand.swap(i, j.min(i));
    }
    *cx.g.hands.get_mut(side) = hand;
}
