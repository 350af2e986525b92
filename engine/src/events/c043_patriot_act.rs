//! Card 43 Patriot Act (US, 3, REMOVE, MARK). The United States is adjacent only to
//! Canada for the rest of the game (checked in `GameState::adjacent`).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_country_marker;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct PatriotAct;

impl CardEvent for PatriotAct {
    fn id(&self) -> CardId {
        CardId::PATRIOT_ACT
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        place_country_marker(cx, Marker::PatriotAct, Country::UnitedStates);
        Ok(())
    }
}
