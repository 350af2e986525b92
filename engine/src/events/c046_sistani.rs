//! Card 46 Sistani (US, 3). Precondition: a Shia-Mix Regime Change country holds a cell
//! (Sadr counts). Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, CountryKind, Side};

pub(crate) struct Sistani;

impl CardEvent for Sistani {
    fn id(&self) -> CardId {
        CardId::of(46)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if Country::ALL.into_iter().any(|c| {
            c.kind() == CountryKind::ShiaMix
                && g.is_regime_change(c)
                && g.cells_counting_sadr(c) > 0
        }) {
            Ok(())
        } else {
            Err("no Shia-Mix Regime Change country has a cell".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
