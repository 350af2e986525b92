//! Card 95 Wahhabism (Jihadist, 3). Saudi Arabia under Islamist Rule: Funding 9;
//! otherwise add its Governance number to Funding (Good +1, Fair +2, Poor +3; max 9).
//! An unmarked Saudi Arabia is tested first (4.9.4).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Wahhabism;

impl CardEvent for Wahhabism {
    fn id(&self) -> CardId {
        CardId::of::<95>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // Reference reading: no precondition; test an unmarked Saudi Arabia first.
        cx.test_country(Country::SaudiArabia);
        let Some(governance) = cx.g.governance(Country::SaudiArabia) else {
            return Ok(());
        };
        match governance.value() {
            Some(value) => cx.add_funding(i32::from(value)),
            None => cx.set_funding(9), // Islamist Rule
        }
        Ok(())
    }
}
