//! Card 6 and Card 7 Sanctions (US, 1). Playable if Patriot Act is in effect: -2 Funding
//! (to no less than 1).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Marker, Side};

pub(crate) struct Sanctions(pub CardId);

impl CardEvent for Sanctions {
    fn id(&self) -> CardId {
        self.0
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        // Card 43 Patriot Act
        if !g.marker_in_effect(Marker::PatriotAct) {
            return Err("Patriot Act is not in effect".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.add_funding(-2);
        Ok(())
    }
}
