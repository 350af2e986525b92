//! Card 99 HAMAS Elected (Unassociated, 1, REMOVE). No precondition. The US chooses one card
//! of its hand and discards it (nothing if the hand is empty; no event, except a US Election,
//! 6.3.2.3), whoever played the card; then -1 Prestige and -1 Funding.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_card, discard_from_hand};
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct HAMASElected;

impl CardEvent for HAMASElected {
    fn id(&self) -> CardId {
        CardId::of::<99>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        let hand = cx.g.hand(Side::Us).clone();
        if let Some(card) = choose_card(cx, Side::Us, self.id(), EventQuestion::DiscardCard, &hand)?
        {
            discard_from_hand(cx, Side::Us, card)?;
        }
        cx.add_prestige(-1);
        cx.add_funding(-1);
        Ok(())
    }
}
