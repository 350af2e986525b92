//! Card 33 Benazir Bhutto (US, 3, REMOVE, MARK). Precondition: neither Pakistan nor a
//! Muslim country adjacent to it is under Islamist Rule (Bhutto Shot #60 is a table block).
//! Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct BenazirBhutto;

impl CardEvent for BenazirBhutto {
    fn id(&self) -> CardId {
        CardId::of(33)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.is_islamist_rule(Country::Pakistan) {
            return Err("Pakistan is under Islamist Rule".into());
        }
        match g
            .neighbours(Country::Pakistan)
            .find(|c| c.is_muslim() && g.is_islamist_rule(*c))
        {
            Some(c) => Err(format!("{c}, adjacent to Pakistan, is under Islamist Rule")),
            None => Ok(()),
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
