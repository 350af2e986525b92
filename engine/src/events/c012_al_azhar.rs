//! Card 12 Al-Azhar (US, 2). Test Egypt, then -4 Funding, or only -2 if any country is
//! under Islamist Rule (checked after the test).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::any_islamist_rule;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct AlAzhar;

impl CardEvent for AlAzhar {
    fn id(&self) -> CardId {
        CardId::of::<12>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // 4.9.4 Governance roll only if Egypt is unmarked.
        cx.test_country(Country::Egypt);
        if any_islamist_rule(&cx.g) {
            cx.add_funding(-2);
        } else {
            cx.add_funding(-4);
        }
        Ok(())
    }
}
