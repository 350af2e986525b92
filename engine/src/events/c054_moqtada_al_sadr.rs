//! Card 54 Moqtada al-Sadr (Jihadist, 1, REMOVE, MARK). Play if troops are in Iraq (NATO
//! counts): the Sadr marker goes in Iraq, even with the Funding track empty. Sadr is one
//! Active cell there for every rule that counts cells (`GameState::cells_counting_sadr`),
//! never on the Funding track; it does not Travel and Disrupt cannot affect it. It leaves
//! the game when removed as a cell (a failed Jihad roll, an event's removal).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_country_marker, remove_cadre};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct MoqtadaAlSadr;

impl CardEvent for MoqtadaAlSadr {
    fn id(&self) -> CardId {
        CardId::of::<54>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.troops_counting_nato(Country::Iraq) > 0 {
            Ok(())
        } else {
            Err("there are no troops in Iraq".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // 4.9.4 / 4.8.4 a cell arriving tests an unmarked country and replaces a cadre.
        cx.test_country(Country::Iraq);
        remove_cadre(cx, Country::Iraq);
        place_country_marker(cx, Marker::Sadr, Country::Iraq);
        Ok(())
    }
}
