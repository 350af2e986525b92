//! Cards 87, 88 and 89 Martyrdom Operation (Jihadist, 3). Precondition: a country not under
//! Islamist Rule holds a cell (Sadr counts). Effect not written yet (issue "Card events
//! II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct MartyrdomOperation(pub u8);

impl CardEvent for MartyrdomOperation {
    fn id(&self) -> CardId {
        CardId::of(self.0)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if Country::ALL
            .into_iter()
            .any(|c| !g.is_islamist_rule(c) && g.cells_counting_sadr(c) > 0)
        {
            Ok(())
        } else {
            Err("no country outside Islamist Rule has a cell".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
