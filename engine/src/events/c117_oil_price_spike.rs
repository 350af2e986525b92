//! Card 117 and Card 118 Oil Price Spike (Unassociated, 3, LAPSING). The player takes any
//! card but an Oil Price Spike from the discard pile, a Lapsing box or the 1st Plot box (the
//! effect of a card taken from a box continues, 4.7.7.3). Until the end of the turn every
//! Oil Exporter has +1 Resource (4.2.6; `GameState::resources`). 2.2: if both sides then
//! qualify for victory, the player wins (`check_victory(Some(player))`).

use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, EventQuestion};
use crate::events::CardEvent;
use crate::log::LogEntry;
use crate::state::{GameState, Lapsing};
use crate::types::{CardId, Side};

pub(crate) struct OilPriceSpike(pub u8);

impl CardEvent for OilPriceSpike {
    fn id(&self) -> CardId {
        CardId::new(self.0).unwrap_or(CardId::OIL_PRICE_SPIKE_1)
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, player: Side) -> Run {
        let mut candidates: Vec<CardId> = cx.g.discard.to_vec();
        candidates.extend(cx.g.lapsing.iter().filter(|l| l.in_box).map(|l| l.card));
        if let Some(Some(card)) = cx.g.first_plot {
            candidates.push(card);
        }
        candidates.retain(|c| !c.is_oil_price_spike());
        candidates.sort();
        candidates.dedup();
        // A single eligible card is taken without a question.
        let taken = match candidates.as_slice() {
            [] => None,
            [only] => Some(*only),
            _ => match cx.ask(
                player,
                DecisionKind::Event {
                    card: self.id(),
                    question: EventQuestion::TakeCard,
                },
                candidates.iter().map(|c| Answer::Card(*c)).collect(),
            )? {
                Answer::Card(card) => Some(card),
                _ => None,
            },
        };
        if let Some(card) = taken {
            if let Some(index) = cx.g.discard.iter().position(|c| *c == card) {
                cx.g.discard.remove(index);
            } else if let Some(entry) = cx.g.lapsing.iter_mut().find(|l| l.card == card && l.in_box)
            {
                entry.in_box = false;
            } else if cx.g.first_plot == Some(Some(card)) {
                cx.g.first_plot = Some(None);
            }
            cx.g.hands.get_mut(player).push(card);
            cx.log(LogEntry::CardTaken { side: player, card });
        }
        // 6.2.7 the card sits in a Lapsing box; its bonus counts at once for victory. Played
        // again the same turn after a reshuffle (its marker stood in), it goes back to the
        // box rather than counting twice (as `sequence::dispose_after_event` does).
        match cx.g.lapsing.iter_mut().find(|l| l.card == self.id()) {
            Some(entry) => entry.in_box = true,
            None => cx.g.lapsing.push(Lapsing {
                card: self.id(),
                in_box: true,
            }),
        }
        cx.log(LogEntry::Lapsing { card: self.id() });
        Ok(())
    }
}
