//! Card 34 Enhanced Measures (US, 3, MARK). Precondition: US Posture is Hard and a Disrupt
//! is possible somewhere with this 3-value card (the Leak block is in the blocks table).
//! Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::ops::OpsCard;
use crate::ops::us::disrupt;
use crate::state::GameState;
use crate::types::{CardId, Posture, Side};

pub(crate) struct EnhancedMeasures;

impl CardEvent for EnhancedMeasures {
    fn id(&self) -> CardId {
        CardId::of(34)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.us_posture != Posture::Hard {
            return Err("the US Posture is not Hard".into());
        }
        let ops = OpsCard {
            card: self.id(),
            value: 3,
            reserves: 0,
        };
        disrupt::possible(g, ops).map_err(|_| "no Disrupt is possible anywhere".to_string())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
