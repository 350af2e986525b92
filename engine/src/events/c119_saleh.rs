//! Card 119 Saleh (Unassociated, 3). Test Yemen. US play: unless Yemen is under Islamist
//! Rule, Yemen becomes an Ally and gets one Aid marker. Jihadist play: Yemen shifts one box
//! toward Adversary and gets a Besieged Regime marker (at most one, 8.4.3.2) at any
//! Governance as printed (6.2.2: the event governs over 8.4.4). Aid is not placed where
//! it cannot stand (Islamist Rule or Good, 7.2.2.3).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{add_aid, shift_alignment};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Side};

pub(crate) struct Saleh;

impl CardEvent for Saleh {
    fn id(&self) -> CardId {
        CardId::of::<119>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        cx.test_country(Country::Yemen);
        // 7.2.2.3 no Aid at Islamist Rule or Good.
        let aid = !matches!(
            cx.g.governance(Country::Yemen),
            Some(Governance::Good | Governance::IslamistRule)
        );
        match by {
            Side::Us => {
                if !cx.g.is_islamist_rule(Country::Yemen) {
                    // Set to Ally, not a one-box shift (reference, ambiguities).
                    cx.set_alignment(Country::Yemen, Alignment::Ally);
                    if aid {
                        add_aid(cx, Country::Yemen);
                    }
                }
            }
            Side::Jihadist => {
                // The shift applies at any Governance (official FAQ).
                shift_alignment(cx, Country::Yemen, false);
                cx.set_besieged(Country::Yemen, true);
            }
        }
        Ok(())
    }
}
