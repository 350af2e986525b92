//! Card 35 Hijab (US, 3, REMOVE). Playable if no country is under Islamist Rule. Test
//! Turkey, then improve its Governance one level (Good stays Good); the US sets France's
//! Posture; -2 Funding.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{any_islamist_rule, improve_governance, set_posture_choice};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Hijab;

impl CardEvent for Hijab {
    fn id(&self) -> CardId {
        CardId::of::<35>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if any_islamist_rule(g) {
            Err("a country is under Islamist Rule".into())
        } else {
            Ok(())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        cx.test_country(Country::Turkey);
        improve_governance(cx, Country::Turkey);
        let posture = set_posture_choice(cx, by, self.id())?;
        cx.set_posture(Country::France, posture);
        cx.add_funding(-2);
        Ok(())
    }
}
