//! Card 100 Hizb Ut-Tahrir (Unassociated, 1). The same whoever plays it, by the Troops
//! Track (4.7.3): Overstretch (0-4 troops on the track) +2 Funding, Low Intensity (10-15)
//! -2 Funding, War (5-9) no effect.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::troops_overstretched;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct HizbUtTahrir;

impl CardEvent for HizbUtTahrir {
    fn id(&self) -> CardId {
        CardId::of::<100>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        // No printed precondition: at War the event simply does nothing.
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        if troops_overstretched(&cx.g) {
            cx.add_funding(2);
        } else if cx.g.troops_on_track() >= 10 {
            // 4.7.3 Low Intensity
            cx.add_funding(-2);
        }
        Ok(())
    }
}
