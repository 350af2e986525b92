//! Card 11 Abbas (US, 2, REMOVE, MARK). The Abbas marker goes to the Event Box (it lets
//! Card 26 Quartet be played and ends when a Plot resolves in Israel, `plots.rs`); then, if
//! the Troops track is not at Overstretch and no Muslim country adjacent to Israel is
//! under Islamist Rule, +1 Prestige and -2 Funding.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_event_marker, troops_overstretched};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Abbas;

impl CardEvent for Abbas {
    fn id(&self) -> CardId {
        CardId::of::<11>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        place_event_marker(cx, Marker::Abbas);
        let islamist_neighbour =
            cx.g.neighbours(Country::Israel)
                .any(|c| c.is_muslim() && cx.g.is_islamist_rule(c));
        if !troops_overstretched(&cx.g) && !islamist_neighbour {
            cx.add_prestige(1);
            cx.add_funding(-2);
        }
        Ok(())
    }
}
