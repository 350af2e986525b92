//! Card 90 Quagmire (Jihadist, 3). Precondition: US Prestige is Medium or Low (1-6) and a
//! Regime Change country holds a cell (Sadr counts). Effect not written yet (issue "Card
//! events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Quagmire;

impl CardEvent for Quagmire {
    fn id(&self) -> CardId {
        CardId::of(90)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.prestige > 6 {
            return Err("US Prestige is not Medium or Low".into());
        }
        if !Country::ALL
            .into_iter()
            .any(|c| g.is_regime_change(c) && g.cells_counting_sadr(c) > 0)
        {
            return Err("no Regime Change country has a cell".into());
        }
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
