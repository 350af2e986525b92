//! Card 42 Pakistani Offensive (US, 3). Playable if Pakistan is an Ally and holds the FATA
//! marker (#80). Removes the FATA marker, ending its lingering effect (FATA itself can be
//! played again later).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::remove_country_marker;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct PakistaniOffensive;

impl CardEvent for PakistaniOffensive {
    fn id(&self) -> CardId {
        CardId::of::<42>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if !g.is_ally(Country::Pakistan) {
            return Err("Pakistan is not an Ally".into());
        }
        if !g.country(Country::Pakistan).markers.contains(&Marker::Fata) {
            return Err("Pakistan has no FATA marker".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        remove_country_marker(cx, Marker::Fata, Country::Pakistan);
        Ok(())
    }
}
