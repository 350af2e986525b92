//! Card 36 Indo-Pakistani Talks (US, 3, REMOVE, MARK). Precondition: Pakistan is at Good or
//! Fair Governance. Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Side};

pub(crate) struct IndoPakistaniTalks;

impl CardEvent for IndoPakistaniTalks {
    fn id(&self) -> CardId {
        CardId::of(36)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if matches!(
            g.governance(Country::Pakistan),
            Some(Governance::Good | Governance::Fair)
        ) {
            Ok(())
        } else {
            Err("Pakistan is not at Good or Fair Governance".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
