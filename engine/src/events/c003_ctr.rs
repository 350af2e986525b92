//! Card 3 CTR (US, 1, MARK). Playable if US Posture is Soft. Places a CTR marker in
//! Russia, and one in Central Asia if it is an Ally or Neutral (an unmarked Central Asia is
//! not tested). The markers block Loose Nuke, Kazakh Strain and HEU (blocks table).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_country_marker;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Marker, Posture, Side};

pub(crate) struct Ctr;

impl CardEvent for Ctr {
    fn id(&self) -> CardId {
        CardId::of::<3>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        // Printed precondition only: a replay that places nothing new still occurs.
        if g.us_posture != Posture::Soft {
            return Err("US Posture is not Soft".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // One marker per country (place_country_marker places once).
        place_country_marker(cx, Marker::Ctr, Country::Russia);
        if matches!(
            cx.g.alignment(Country::CentralAsia),
            Some(Alignment::Ally | Alignment::Neutral)
        ) {
            place_country_marker(cx, Marker::Ctr, Country::CentralAsia);
        }
        Ok(())
    }
}
