//! Card 52 IEDs (Jihadist, 1). Precondition: a Regime Change country holds a cell (Sadr
//! counts); an empty US hand does not matter. Effect not written yet (issue "Card events
//! II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct IEDs;

impl CardEvent for IEDs {
    fn id(&self) -> CardId {
        CardId::of(52)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if Country::ALL
            .into_iter()
            .any(|c| g.is_regime_change(c) && g.cells_counting_sadr(c) > 0)
        {
            Ok(())
        } else {
            Err("no Regime Change country has a cell".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
