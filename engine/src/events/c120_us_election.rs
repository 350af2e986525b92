//! Card 120 US Election (Unassociated, 3). Automatically triggered whenever the card is
//! played for operations or discarded (6.3.1); the player orders event and operations.
//! Roll US Posture (+1, 4.9.3); then +1 Prestige if the GWOT penalty is 0, else -1.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct UsElection;

impl CardEvent for UsElection {
    fn id(&self) -> CardId {
        CardId::US_ELECTION
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.roll_posture(Country::UnitedStates);
        if cx.g.gwot_penalty() == 0 {
            cx.add_prestige(1);
        } else {
            cx.add_prestige(-1);
        }
        Ok(())
    }
}
