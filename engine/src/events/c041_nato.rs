//! Card 41 NATO (US, 3, MARK). Precondition: the GWOT Relations Penalty is 0 and some
//! country has a Regime Change marker. Effect not written yet (issue "Card events
//! II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct NATO;

impl CardEvent for NATO {
    fn id(&self) -> CardId {
        CardId::of(41)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.gwot_penalty() != 0 {
            return Err("the GWOT Relations Penalty is not 0".into());
        }
        if !Country::ALL.into_iter().any(|c| g.is_regime_change(c)) {
            return Err("no country is under Regime Change".into());
        }
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
