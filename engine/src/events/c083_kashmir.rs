//! Card 83 Kashmir (Jihadist, 3). Blocked while Indo-Pakistani Talks is in effect (table).
//! Pakistan is tested if unmarked, shifts one box toward Adversary, then gets one cell
//! from the Funding track (none if the track is empty, 6.2.4).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::shift_alignment;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Kashmir;

impl CardEvent for Kashmir {
    fn id(&self) -> CardId {
        CardId::of::<83>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // Reference reading: test, shift, then place (so an empty track still shifts).
        cx.test_country(Country::Pakistan);
        shift_alignment(cx, Country::Pakistan, false);
        cx.place_cells(Country::Pakistan, 1);
        Ok(())
    }
}
