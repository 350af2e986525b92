//! Card 34 Enhanced Measures (US, 3, MARK). Playable if the US is Hard and a Disrupt is
//! possible with this 3-value card (Leak's block is in blocks.rs). The US Disrupts as if
//! with the card (no Reserves), takes a random card from the Jihadist hand (`cx.pick`, dice
//! after the Disrupt's), and places the marker in the Event Box (Leak's target, c084).

use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{give_card, place_event_marker, random_card};
use crate::ops::us::disrupt;
use crate::ops::{OpsCard, event_operation};
use crate::state::GameState;
use crate::types::{CardId, Marker, Posture, Side};

pub(crate) struct EnhancedMeasures;

impl CardEvent for EnhancedMeasures {
    fn id(&self) -> CardId {
        CardId::of::<34>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.us_posture != Posture::Hard {
            return Err("the US Posture is not Hard".into());
        }
        let ops = OpsCard {
            card: self.id(),
            value: 3,
            reserves: 0,
        };
        disrupt::possible(g, ops).map_err(|_| "no Disrupt is possible anywhere".into())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        event_operation(cx, by, self.id(), 3, &[Op::Disrupt])?;
        if let Some(card) = random_card(cx, Side::Jihadist) {
            give_card(cx, Side::Jihadist, Side::Us, card);
        }
        place_event_marker(cx, Marker::EnhancedMeasures);
        Ok(())
    }
}
