//! Card 108 Musharraf (Unassociated, 2). Precondition: Pakistan holds a cell (Benazir
//! Bhutto #33 is a table block); the same for both sides. The playing side removes a cell
//! from Pakistan (choosing Active or Sleeper; a cadre replaces the last one), then Pakistan
//! is set to Poor Governance and Ally, whatever it was (Aid and Besieged Regime stay).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::remove_cell_chosen;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Side};

pub(crate) struct Musharraf;

impl CardEvent for Musharraf {
    fn id(&self) -> CardId {
        CardId::of::<108>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.cells(Country::Pakistan) > 0 {
            Ok(())
        } else {
            Err("Pakistan has no cell".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        remove_cell_chosen(cx, by, self.id(), Country::Pakistan)?;
        cx.set_governance(Country::Pakistan, Governance::Poor);
        cx.set_alignment(Country::Pakistan, Alignment::Ally);
        Ok(())
    }
}
