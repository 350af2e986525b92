//! Card 39 Libyan WMD (US, 3, REMOVE, MARK). Playable if Libya is an Adversary, the US is
//! Hard and Card 38 Libyan Deal is not in effect (6.2.8). Place the marker: Regime Change may
//! target Libya whatever its Governance; the US may do so at once with this card's 3 Ops.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_country_marker, regime_change_now};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Marker, Posture, Side};

pub(crate) struct LibyanWmd;

impl CardEvent for LibyanWmd {
    fn id(&self) -> CardId {
        CardId::LIBYAN_WMD
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.alignment(Country::Libya) != Some(Alignment::Adversary) {
            return Err("Libya is not an Adversary".into());
        }
        if g.us_posture != Posture::Hard {
            return Err("US Posture is not Hard".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, player: Side) -> Run {
        place_country_marker(cx, Marker::LibyanWmd, Country::Libya);
        // "This same card's 3 Ops" exist only when the US played the card as its event: a
        // Jihadist who triggers it by playing the card for operations spends those Ops.
        if by != Side::Us || player != Side::Us {
            return Ok(());
        }
        regime_change_now(cx, self.id(), Country::Libya)
    }
}
