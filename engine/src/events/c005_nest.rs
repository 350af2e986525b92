//! Card 5 NEST (US, 1, REMOVE, MARK). Places the NEST marker in the United States; no
//! immediate effect. Its rule (a WMD Plot placed in the US is face up in 2-player, any Plot
//! there while a WMD is Available in solitaire) is at the Plot placement site
//! (ops/jihadist/plot.rs, `// Card 5 NEST`). No dice.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_country_marker;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Nest;

impl CardEvent for Nest {
    fn id(&self) -> CardId {
        CardId::of::<5>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        place_country_marker(cx, Marker::Nest, Country::UnitedStates);
        Ok(())
    }
}
