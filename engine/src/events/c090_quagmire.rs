//! Card 90 Quagmire (Jihadist, 3). Playable if US Prestige is Medium or Low (1-6) and a
//! Regime Change country holds a cell (Sadr counts). The US discards two cards picked at
//! random from its hand (both picked first, then both discarded; fewer if it holds fewer,
//! with no die when both must go).
//! Each discarded Jihadist card whose event is playable then has its event, as if
//! the Jihadist played it (the Jihadist decides; REMOVE/LAPSING apply); a US Election still
//! triggers (6.3.2.3); other events do not happen. Then the US Posture becomes Soft
//! (reference reading: after the discards, in the printed order).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::discard_from_hand;
use crate::log::LogEntry;
use crate::state::GameState;
use crate::types::{Association, CardId, Country, Posture, Side};

pub(crate) struct Quagmire;

impl CardEvent for Quagmire {
    fn id(&self) -> CardId {
        CardId::of::<90>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.prestige() > 6 {
            return Err("US Prestige is not Medium or Low".into());
        }
        if !Country::ALL
            .into_iter()
            .any(|c| g.is_regime_change(c) && g.cells_counting_sadr(c) > 0)
        {
            return Err("no Regime Change country has a cell".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // Both random picks before either discard: a nested event cannot change the second.
        // With two cards or fewer both must go: no die is rolled.
        let mut picked: Vec<CardId> = Vec::new();
        if cx.g.hand(Side::Us).len() <= 2 {
            picked = cx.g.hand(Side::Us).to_vec();
        }
        while picked.len() < 2 {
            let hand: Vec<CardId> =
                cx.g.hand(Side::Us)
                    .iter()
                    .copied()
                    .filter(|c| !picked.contains(c))
                    .collect();
            if hand.is_empty() {
                break;
            }
            if let Some(card) = hand.get(cx.pick(hand.len())) {
                picked.push(*card);
            }
        }
        // Both are discarded (a US Election triggering at once, 6.3.2.3), then the
        // Jihadist cards' events happen in the order picked.
        let mut jihadist: Vec<CardId> = Vec::new();
        for card in picked {
            if card.association() != Association::Jihadist {
                discard_from_hand(cx, Side::Us, card)?;
            } else if cx.g.hand(Side::Us).contains(&card) {
                cx.g.hands.get_mut(Side::Us).retain(|c| *c != card);
                cx.log(LogEntry::Discarded {
                    side: Side::Us,
                    card,
                });
                jihadist.push(card);
            }
        }
        for card in jihadist {
            // Only if playable now, decided by the Jihadist (6.3.2.1-2 as for a trigger).
            if cx.occur_event(card, Side::Jihadist, false)? {
                cx.dispose_after_event(card, Side::Jihadist);
            } else {
                cx.g.discard.push(card);
            }
        }
        cx.set_posture(Country::UnitedStates, Posture::Soft);
        Ok(())
    }
}
