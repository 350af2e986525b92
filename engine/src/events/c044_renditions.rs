//! Card 44 Renditions (US, 3, MARK). Playable if the US is Hard (Leak's block is in
//! blocks.rs). The US Disrupts as if with this 3-value card if any Disrupt is possible (no
//! Reserves), the Jihadist discards a random card (`cx.pick`, dice after the Disrupt's; no
//! event but US Election's, 6.3.2.3), and the marker goes to the Event Box: it blocks Card
//! 61 Detainee Release (blocks.rs) until Leak flips it.

use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{discard_from_hand, place_event_marker, random_card};
use crate::ops::event_operation;
use crate::state::GameState;
use crate::types::{CardId, Marker, Posture, Side};

pub(crate) struct Renditions;

impl CardEvent for Renditions {
    fn id(&self) -> CardId {
        CardId::of::<44>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.us_posture == Posture::Hard {
            Ok(())
        } else {
            Err("the US Posture is not Hard".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        event_operation(cx, by, self.id(), 3, &[Op::Disrupt])?;
        if let Some(card) = random_card(cx, Side::Jihadist) {
            discard_from_hand(cx, Side::Jihadist, card)?;
        }
        place_event_marker(cx, Marker::Renditions);
        Ok(())
    }
}
