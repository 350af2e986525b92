//! Card 113 Darfur (Unassociated, 3). The same whoever plays it: test Sudan; then with
//! Prestige High or Very High (7+) one Aid marker there and a shift one box toward Ally,
//! else a Besieged Regime marker (at most one, 8.4.3.2) and a shift toward Adversary. The
//! shift happens at any Governance; the markers are not placed where they cannot stand
//! (Aid and Besieged Regime at Islamist Rule, 8.4.4; at Good, 7.2.2.3).

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::events::Refusal;
use crate::events::common::{add_aid, shift_alignment};
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Side};

pub(crate) struct Darfur;

impl CardEvent for Darfur {
    fn id(&self) -> CardId {
        CardId::of::<113>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.test_country(Country::Sudan);
        // 8.4.4 / 7.2.2.3 no Aid or Besieged Regime at Islamist Rule or Good.
        let markers = !matches!(
            cx.g.governance(Country::Sudan),
            Some(Governance::Good | Governance::IslamistRule)
        );
        if cx.g.prestige >= 7 {
            if markers {
                add_aid(cx, Country::Sudan);
            }
            shift_alignment(cx, Country::Sudan, true);
        } else {
            if markers {
                cx.set_besieged(Country::Sudan, true);
            }
            shift_alignment(cx, Country::Sudan, false);
        }
        Ok(())
    }
}
