//! Card 110 Zarqawi (Unassociated, 2). Precondition: Iraq, Syria, Lebanon or Jordan has
//! troops (NATO counts); the same for both sides. Effect not written yet (issue "Card
//! events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Zarqawi;

impl CardEvent for Zarqawi {
    fn id(&self) -> CardId {
        CardId::of(110)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if [
            Country::Iraq,
            Country::Syria,
            Country::Lebanon,
            Country::Jordan,
        ]
        .into_iter()
        .any(|c| g.troops_counting_nato(c) > 0)
        {
            Ok(())
        } else {
            Err("none of Iraq, Syria, Lebanon and Jordan has troops".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
