//! Card 109 Tora Bora (Unassociated, 2, REMOVE). Precondition: a Regime Change country
//! holds two or more cells (Sadr counts); the same for both sides. Effect not written yet
//! (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct ToraBora;

impl CardEvent for ToraBora {
    fn id(&self) -> CardId {
        CardId::of(109)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if Country::ALL
            .into_iter()
            .any(|c| g.is_regime_change(c) && g.cells_counting_sadr(c) >= 2)
        {
            Ok(())
        } else {
            Err("no Regime Change country has two or more cells".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
