//! Card 113 Darfur (Unassociated, 3). The same whoever plays it: test Sudan; then with
//! Prestige High or Very High (7+) one Aid marker there and a shift one box toward Ally,
//! else a Besieged Regime marker (at most one, 8.4.3.2) and a shift toward Adversary.

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::events::common::{add_aid, shift_alignment};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Darfur;

impl CardEvent for Darfur {
    fn id(&self) -> CardId {
        CardId::of(113)
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.test_country(Country::Sudan);
        // Literal reading: an Islamist Rule Sudan is not exempt (reference, ambiguities).
        if cx.g.prestige >= 7 {
            add_aid(cx, Country::Sudan);
            shift_alignment(cx, Country::Sudan, true);
        } else {
            cx.set_besieged(Country::Sudan, true);
            shift_alignment(cx, Country::Sudan, false);
        }
        Ok(())
    }
}
