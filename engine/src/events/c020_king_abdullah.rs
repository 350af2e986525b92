//! Card 20 King Abdullah (US, 2, REMOVE). Jordan becomes Fair Governance and Ally (no
//! test, whatever it was); +1 Prestige; -1 Funding.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Side};

pub(crate) struct KingAbdullah;

impl CardEvent for KingAbdullah {
    fn id(&self) -> CardId {
        CardId::of::<20>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.set_governance(Country::Jordan, Governance::Fair);
        cx.set_alignment(Country::Jordan, Alignment::Ally);
        cx.add_prestige(1);
        cx.add_funding(-1);
        Ok(())
    }
}
