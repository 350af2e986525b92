//! Card 98 Gaza Withdrawal (Unassociated, 1, REMOVE). US play: -1 Funding (never below 1).
//! Jihadist play: one cell from the Funding Track into Israel as a Sleeper, regardless of
//! Funding (4.7.4.2); Israel is always Hard, so nothing is tested. REMOVE either way.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct GazaWithdrawal;

impl CardEvent for GazaWithdrawal {
    fn id(&self) -> CardId {
        CardId::of::<98>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        match by {
            // Funding clamps at 1.
            Side::Us => cx.add_funding(-1),
            // 6.2.4 an empty track places nothing; the card is still removed.
            Side::Jihadist => {
                cx.place_cells(Country::Israel, 1);
            }
        }
        Ok(())
    }
}
