//! Card 26 Quartet (US, 2). Playable if Abbas (#11) is in effect, the Troops track is not
//! at Overstretch and none of Egypt, Jordan or Lebanon (Israel's Muslim neighbours) is
//! under Islamist Rule. +2 Prestige, -3 Funding.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::troops_overstretched;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Quartet;

impl CardEvent for Quartet {
    fn id(&self) -> CardId {
        CardId::of::<26>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if !g.marker_in_effect(Marker::Abbas) {
            return Err("Abbas is not in effect".into());
        }
        if troops_overstretched(g) {
            return Err("the Troops track is at Overstretch".into());
        }
        if let Some(country) = [Country::Egypt, Country::Jordan, Country::Lebanon]
            .into_iter()
            .find(|c| g.is_islamist_rule(*c))
        {
            return Err(Refusal::country(
                country,
                "{country}, next to Israel, is under Islamist Rule",
            ));
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.add_prestige(2);
        cx.add_funding(-3);
        Ok(())
    }
}
