//! Card 61 Detainee Release (Jihadist, 2). Precondition: the US Disrupted in this or the
//! last Action Phase (GTMO #114 and Renditions #44 are table blocks). The engine keeps no
//! record of Disrupts yet, so the event is refused as not playable until it does. Effect
//! not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct DetaineeRelease;

impl CardEvent for DetaineeRelease {
    fn id(&self) -> CardId {
        CardId::of(61)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
        // The record of this and the last Action Phase's Disrupts does not exist yet.
        Err("no Disrupt is recorded for this or the last Action Phase (not tracked yet)".into())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
