//! Card 48 Adam Gadahn (Jihadist, 1). Precondition: it is the first card of the Jihadist
//! Action Phase (so never on a US play) and a cell is Available to Recruit (4.7.4.2).
//! Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct AdamGadahn;

impl CardEvent for AdamGadahn {
    fn id(&self) -> CardId {
        CardId::of(48)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.phase.side != Side::Jihadist || g.phase.cards_played != 0 {
            return Err("it is not the first card of a Jihadist Action Phase".into());
        }
        if g.available_cells() == 0 {
            return Err("no cell is Available to Recruit (4.7.4.2)".into());
        }
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
