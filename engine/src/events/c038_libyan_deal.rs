//! Card 38 Libyan Deal (US, 3, REMOVE, MARK). Playable if Libya is Poor and Iraq or Syria
//! is an Ally. Libya becomes an Ally, +1 Prestige, and the US sets the Posture of two
//! different Schengen countries. Its marker blocks Card 39 Libyan WMD (6.2.8) and removes
//! a Libyan WMD marker already in play.

use crate::cx::{Cx, Run};
use crate::decision::{DecisionKind, Purpose};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{
    another_schengen, place_country_marker, remove_country_marker, set_posture_choice,
};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Marker, Side};

pub(crate) struct LibyanDeal;

impl CardEvent for LibyanDeal {
    fn id(&self) -> CardId {
        CardId::LIBYAN_DEAL
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.governance(Country::Libya) != Some(Governance::Poor) {
            return Err("Libya is not at Poor Governance".into());
        }
        if !g.is_ally(Country::Iraq) && !g.is_ally(Country::Syria) {
            return Err("neither Iraq nor Syria is an Ally".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        cx.set_alignment(Country::Libya, Alignment::Ally);
        cx.add_prestige(1);
        let mut chosen: Vec<Country> = Vec::new();
        for step in 1..=2u8 {
            let taken = chosen.clone();
            let country =
                cx.ask_country(by, DecisionKind::country(Purpose::Event, step), |_, c| {
                    another_schengen(c, &taken)
                })?;
            chosen.push(country);
            let posture = set_posture_choice(cx, by, self.id())?;
            cx.set_posture(country, posture);
        }
        remove_country_marker(cx, Marker::LibyanWmd, Country::Libya);
        place_country_marker(cx, Marker::LibyanDeal, Country::Libya);
        Ok(())
    }
}
