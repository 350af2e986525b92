//! Card 59 Amerithrax (Jihadist, 2). No precondition (reference reading: always playable).
//! The US discards the US-associated card of highest value in its hand, choosing among
//! ties; Unassociated and Jihadist cards do not count; nothing if it holds none.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_card, discard_from_hand};
use crate::state::GameState;
use crate::types::{Association, CardId, Side};

pub(crate) struct Amerithrax;

impl CardEvent for Amerithrax {
    fn id(&self) -> CardId {
        CardId::of::<59>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        let us_cards: Vec<CardId> =
            cx.g.hand(Side::Us)
                .iter()
                .copied()
                .filter(|c| c.association() == Association::Us)
                .collect();
        let Some(highest) = us_cards.iter().map(|c| c.ops()).max() else {
            return Ok(());
        };
        let ties: Vec<CardId> = us_cards
            .into_iter()
            .filter(|c| c.ops() == highest)
            .collect();
        // The US picks among ties (its own hand).
        if let Some(card) = choose_card(cx, Side::Us, self.id(), EventQuestion::DiscardCard, &ties)?
        {
            discard_from_hand(cx, Side::Us, card)?;
        }
        Ok(())
    }
}
