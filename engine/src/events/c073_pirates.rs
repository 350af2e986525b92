//! Card 73 Pirates (Jihadist, 2, REMOVE, MARK). Precondition: Somalia or Yemen is under
//! Islamist Rule. Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Pirates;

impl CardEvent for Pirates {
    fn id(&self) -> CardId {
        CardId::of(73)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.is_islamist_rule(Country::Somalia) || g.is_islamist_rule(Country::Yemen) {
            Ok(())
        } else {
            Err("neither Somalia nor Yemen is under Islamist Rule".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
