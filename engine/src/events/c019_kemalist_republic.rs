//! Card 19 Kemalist Republic (US, 2). Turkey becomes Fair Governance and Ally, whatever
//! it was (no test: an unmarked Turkey is set directly; a Good Turkey drops to Fair).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Side};

pub(crate) struct KemalistRepublic;

impl CardEvent for KemalistRepublic {
    fn id(&self) -> CardId {
        CardId::of::<19>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.set_governance(Country::Turkey, Governance::Fair);
        cx.set_alignment(Country::Turkey, Alignment::Ally);
        Ok(())
    }
}
