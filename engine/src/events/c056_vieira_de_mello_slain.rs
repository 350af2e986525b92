//! Card 56 Vieira de Mello Slain (Jihadist, 1, REMOVE, MARK). Playable if a Regime Change
//! country has a cell (Sadr counts as one). -1 Prestige and the marker goes to the Event
//! Box, where it blocks Card 30 UN Nation Building for the rest of the game (6.2.8).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_event_marker;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct VieiraDeMelloSlain;

impl CardEvent for VieiraDeMelloSlain {
    fn id(&self) -> CardId {
        CardId::of::<56>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        // Card 54 Moqtada al-Sadr: the Sadr marker counts as a cell.
        let cell_in_regime_change = Country::ALL
            .into_iter()
            .any(|c| g.is_regime_change(c) && g.cells_counting_sadr(c) > 0);
        if cell_in_regime_change {
            Ok(())
        } else {
            Err("no Regime Change country has a cell".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.add_prestige(-1);
        place_event_marker(cx, Marker::VieiraDeMelloSlain);
        Ok(())
    }
}
