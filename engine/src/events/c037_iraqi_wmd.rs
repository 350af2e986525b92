//! Card 37 Iraqi WMD (US, 3, REMOVE, MARK). Playable if the US is Hard and Iraq is an
//! Adversary. Place the marker in Iraq: Regime Change may target Iraq whatever its
//! Governance (read in regime_change.rs); the US may do so at once with this card's 3 Ops.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_country_marker, regime_change_now};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Marker, Posture, Side};

pub(crate) struct IraqiWMD;

impl CardEvent for IraqiWMD {
    fn id(&self) -> CardId {
        CardId::of::<37>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.us_posture != Posture::Hard {
            return Err("the US Posture is not Hard".into());
        }
        if g.alignment(Country::Iraq) != Some(Alignment::Adversary) {
            return Err("Iraq is not an Adversary".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, player: Side) -> Run {
        place_country_marker(cx, Marker::IraqiWmd, Country::Iraq);
        // "This same card's 3 Ops" exist only when the US played the card as its event.
        if by != Side::Us || player != Side::Us {
            return Ok(());
        }
        regime_change_now(cx, self.id(), Country::Iraq)
    }
}
