//! Card 60 Bhutto Shot (Jihadist, 2, REMOVE, MARK). Playable if Pakistan has a cell. The
//! marker goes to Pakistan and blocks Card 33 Benazir Bhutto for the rest of the game; a
//! Benazir Bhutto marker in play is removed, ending its ban on Jihad in Pakistan (6.2.8).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_country_marker, remove_marker_anywhere};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct BhuttoShot;

impl CardEvent for BhuttoShot {
    fn id(&self) -> CardId {
        CardId::of::<60>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.cells(Country::Pakistan) == 0 {
            return Err("Pakistan has no cell".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // 6.2.8 the blocking event ends the blocked one's lingering effect.
        remove_marker_anywhere(cx, Marker::BenazirBhutto);
        place_country_marker(cx, Marker::BhuttoShot, Country::Pakistan);
        Ok(())
    }
}
