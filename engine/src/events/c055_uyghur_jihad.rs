//! Card 55 Uyghur Jihad (Jihadist, 1, REMOVE). Test China (4.9.4), then place one cell in
//! China if it is Soft, or in Central Asia (tested as the cell arrives) if it is Hard.
//! China is tested even when the Funding track is empty (6.2.4).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Posture, Side};

pub(crate) struct UyghurJihad;

impl CardEvent for UyghurJihad {
    fn id(&self) -> CardId {
        CardId::of::<55>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.test_country(Country::China);
        let target = if cx.g.posture(Country::China) == Some(Posture::Soft) {
            Country::China
        } else {
            Country::CentralAsia
        };
        cx.place_cells(target, 1);
        Ok(())
    }
}
