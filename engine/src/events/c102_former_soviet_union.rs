//! Card 102 Former Soviet Union (Unassociated, 2). No precondition; the same for both
//! sides. Central Asia's Governance is rolled as for a test even if marked (one die: 1-4
//! Poor, 5-6 Fair, replacing any Governance, Islamist Rule included) and its Alignment set
//! to Neutral. A Fair result from unmarked, Poor or Islamist Rule is recorded for Card 94.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Side};

pub(crate) struct FormerSovietUnion;

impl CardEvent for FormerSovietUnion {
    fn id(&self) -> CardId {
        CardId::of::<102>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.set_governance_by_roll(Country::CentralAsia);
        cx.set_alignment(Country::CentralAsia, Alignment::Neutral);
        Ok(())
    }
}
