//! Card 30 UN Nation Building (US, 2). Precondition: some country has a Regime Change
//! marker (Vieira de Mello Slain #56 is a table block). Effect not written yet (issue "Card
//! events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct UNNationBuilding;

impl CardEvent for UNNationBuilding {
    fn id(&self) -> CardId {
        CardId::of(30)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if Country::ALL.into_iter().any(|c| g.is_regime_change(c)) {
            Ok(())
        } else {
            Err("no country is under Regime Change".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
