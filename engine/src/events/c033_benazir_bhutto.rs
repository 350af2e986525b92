//! Card 33 Benazir Bhutto (US, 3, REMOVE, MARK). Precondition: neither Pakistan nor a
//! Muslim country adjacent to it is under Islamist Rule (Bhutto Shot #60 is a table block).
//! A Poor Pakistan improves to Fair; the marker goes to Pakistan, where it bans Jihad
//! (`ops/jihadist/jihad.rs`) and blocks Card 108 Musharraf (`blocks.rs`).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_country_marker;
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Marker, Side};

pub(crate) struct BenazirBhutto;

impl CardEvent for BenazirBhutto {
    fn id(&self) -> CardId {
        CardId::of::<33>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.is_islamist_rule(Country::Pakistan) {
            return Err("Pakistan is under Islamist Rule".into());
        }
        match g
            .neighbours(Country::Pakistan)
            .find(|c| c.is_muslim() && g.is_islamist_rule(*c))
        {
            Some(c) => Err(Refusal::country(
                c,
                "{country}, adjacent to Pakistan, is under Islamist Rule",
            )),
            None => Ok(()),
        }
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        if cx.g.governance(Country::Pakistan) == Some(Governance::Poor) {
            cx.set_governance(Country::Pakistan, Governance::Fair);
        }
        place_country_marker(cx, Marker::BenazirBhutto, Country::Pakistan);
        Ok(())
    }
}
