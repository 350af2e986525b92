//! Card 92 Saddam (Jihadist, 3). Playable if Iraq is a Poor Adversary (Saddam Captured
//! blocks it through the table). Funding is set to 9.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Side};

pub(crate) struct Saddam;

impl CardEvent for Saddam {
    fn id(&self) -> CardId {
        CardId::of::<92>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.governance(Country::Iraq) != Some(Governance::Poor) {
            return Err("Iraq is not at Poor Governance".into());
        }
        if g.alignment(Country::Iraq) != Some(Alignment::Adversary) {
            return Err("Iraq is not an Adversary".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.set_funding(9);
        Ok(())
    }
}
