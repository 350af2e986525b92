//! Card 16 Euro-Islam (US, 2, REMOVE). The US sets Benelux's Posture (no roll); then -1
//! Funding if no country is under Islamist Rule.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{any_islamist_rule, set_posture_choice};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct EuroIslam;

impl CardEvent for EuroIslam {
    fn id(&self) -> CardId {
        CardId::of::<16>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let posture = set_posture_choice(cx, by, self.id())?;
        cx.set_posture(Country::Benelux, posture);
        if !any_islamist_rule(&cx.g) {
            cx.add_funding(-1);
        }
        Ok(())
    }
}
