//! Card 4 Moro Talks (US, 1, REMOVE, MARK). Test the Philippines, -1 Funding, and place
//! the Moro Talks marker there; it blocks Abu Sayyaf (blocks table) and ends an Abu Sayyaf
//! marker already in play (6.2.8).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_country_marker, remove_marker_anywhere};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct MoroTalks;

impl CardEvent for MoroTalks {
    fn id(&self) -> CardId {
        CardId::of::<4>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // 4.9.4 Posture roll only if the Philippines is unmarked.
        cx.test_country(Country::Philippines);
        cx.add_funding(-1);
        // 6.2.8 a blocking event ends the lingering event it blocks.
        remove_marker_anywhere(cx, Marker::AbuSayyaf);
        place_country_marker(cx, Marker::MoroTalks, Country::Philippines);
        Ok(())
    }
}
