//! Card 49 Al-Ittihad al-Islami (Jihadist, 1, REMOVE). Place a cell in Somalia (from the
//! Funding Track regardless of Funding; Somalia is tested when the cell is placed, 4.9.4).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct AlIttihadAlIslami;

impl CardEvent for AlIttihadAlIslami {
    fn id(&self) -> CardId {
        CardId::AL_ITTIHAD_AL_ISLAMI
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // 6.2.4 with no cell on the track nothing is placed (and nothing is tested).
        cx.place_cells(Country::Somalia, 1);
        Ok(())
    }
}
