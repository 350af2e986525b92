//! Card 113 Darfur (Unassociated, 3). The same whoever plays it: test Sudan; then with
//! Prestige High or Very High (7+) one Aid marker there and a shift one box toward Ally,
//! else a Besieged Regime marker (at most one, 8.4.3.2) and a shift toward Adversary. The
//! shift happens at any Governance, and so does the Besieged Regime as printed (6.2.2: the
//! event governs over 8.4.4); Aid is not placed where it cannot stand (Islamist Rule or
//! Good, 7.2.2.3).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
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
        // 7.2.2.3 no Aid at Islamist Rule or Good.
        let aid = !matches!(
            cx.g.governance(Country::Sudan),
            Some(Governance::Good | Governance::IslamistRule)
        );
        if cx.g.prestige() >= 7 {
            if aid {
                add_aid(cx, Country::Sudan);
            }
            shift_alignment(cx, Country::Sudan, true);
        } else {
            cx.set_besieged(Country::Sudan, true);
            shift_alignment(cx, Country::Sudan, false);
        }
        Ok(())
    }
}
