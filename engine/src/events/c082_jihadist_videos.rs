//! Card 82 Jihadist Videos (Jihadist, 3). Precondition: none. Effect not written yet (issue
//! "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct JihadistVideos;

impl CardEvent for JihadistVideos {
    fn id(&self) -> CardId {
        CardId::of(82)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
