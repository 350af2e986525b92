//! Card 51 FREs (Jihadist, 1). Play if troops are in Iraq (NATO counts): four cells in Iraq
//! from the Funding track, or two while Card 27 Saddam Captured is in effect; as many as
//! the track holds (6.2.4).

use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_cells_in;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct FREs;

impl CardEvent for FREs {
    fn id(&self) -> CardId {
        CardId::of::<51>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.troops_counting_nato(Country::Iraq) > 0 {
            Ok(())
        } else {
            Err("there are no troops in Iraq".into())
        }
    }
    fn operation_may_enable(&self, op: Option<Op>) -> bool {
        // 6.3.2.1 only Deploy or Regime Change brings troops into Iraq.
        matches!(op, Some(Op::Deploy | Op::RegimeChange))
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // Card 27 Saddam Captured: 2 cells instead of 4.
        let count = if cx.g.marker_in_effect(Marker::SaddamCaptured) {
            2
        } else {
            4
        };
        place_cells_in(cx, by, self.id(), &[(Country::Iraq, count)])?;
        Ok(())
    }
}
