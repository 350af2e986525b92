//! Card 73 Pirates (Jihadist, 2, REMOVE, MARK). Precondition: Somalia or Yemen is under
//! Islamist Rule. The marker goes to the Event Box: at each end of turn (5.2.5) Funding does
//! not drop while Somalia or Yemen is under Islamist Rule (`sequence.rs`).

use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_event_marker;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Pirates;

impl CardEvent for Pirates {
    fn id(&self) -> CardId {
        CardId::of::<73>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.is_islamist_rule(Country::Somalia) || g.is_islamist_rule(Country::Yemen) {
            Ok(())
        } else {
            Err("neither Somalia nor Yemen is under Islamist Rule".into())
        }
    }
    fn operation_may_enable(&self, _op: Option<Op>) -> bool {
        // 6.3.2.1 no US operation brings Islamist Rule.
        false
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        place_event_marker(cx, Marker::Pirates);
        Ok(())
    }
}
