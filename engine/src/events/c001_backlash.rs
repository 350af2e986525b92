//! Card 1 Backlash (US, 1). Precondition: a Plot marker is in a Muslim country (Iran is not
//! one, 4.4). Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Backlash;

impl CardEvent for Backlash {
    fn id(&self) -> CardId {
        CardId::of(1)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if Country::ALL
            .into_iter()
            .any(|c| c.is_muslim() && !g.country(c).plots.is_empty())
        {
            Ok(())
        } else {
            Err("no Plot is in a Muslim country".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
