//! Card 53 Madrassas (Jihadist, 1). Precondition: it is the first card of the Jihadist
//! Action Phase (so never on a US play). Effect not written yet (issue "Card events
//! II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Madrassas;

impl CardEvent for Madrassas {
    fn id(&self) -> CardId {
        CardId::of(53)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.phase.side == Side::Jihadist && g.phase.cards_played == 0 {
            Ok(())
        } else {
            Err("it is not the first card of a Jihadist Action Phase".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
