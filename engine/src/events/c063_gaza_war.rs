//! Card 63 Gaza War (Jihadist, 2). No precondition. The US discards one card picked at
//! random from its hand (nothing if it is empty; a US Election still triggers, 6.3.2.3),
//! then +1 Funding and -1 Prestige. Dice: the random pick (one die for up to 6 cards).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{discard_from_hand, random_card};
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct GazaWar;

impl CardEvent for GazaWar {
    fn id(&self) -> CardId {
        CardId::of::<63>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        if let Some(card) = random_card(cx, Side::Us) {
            discard_from_hand(cx, Side::Us, card)?;
        }
        cx.add_funding(1);
        cx.add_prestige(-1);
        Ok(())
    }
}
