//! Cards 8, 9 and 10 Special Forces (US, 1). Precondition: a country of any type holds a
//! cell (Sadr counts) and has troops or is adjacent to a country with troops (NATO counts
//! as 2 troops). Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct SpecialForces(pub u8);

impl CardEvent for SpecialForces {
    fn id(&self) -> CardId {
        CardId::of(self.0)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        let near_troops = |c: Country| {
            g.troops_counting_nato(c) > 0 || g.neighbours(c).any(|n| g.troops_counting_nato(n) > 0)
        };
        if Country::ALL
            .into_iter()
            .any(|c| g.cells_counting_sadr(c) > 0 && near_troops(c))
        {
            Ok(())
        } else {
            Err("no cell is in or adjacent to a country with troops".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
