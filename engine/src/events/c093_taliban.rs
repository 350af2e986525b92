//! Card 93 Taliban (Jihadist, 3). Afghanistan and Pakistan are tested if unmarked; a
//! Besieged Regime marker goes in Afghanistan (at any Governance, 6.2.2); one cell each in Afghanistan and Pakistan
//! (with one cell left the Jihadist chooses, 6.2.4); then -1 Prestige, or -3 if either
//! country is under Islamist Rule.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::place_cells_in;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Taliban;

impl CardEvent for Taliban {
    fn id(&self) -> CardId {
        CardId::of::<93>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        cx.test_country(Country::Afghanistan);
        cx.test_country(Country::Pakistan);
        // As printed, also under Islamist Rule (6.2.2: the event governs over 8.4.4).
        cx.set_besieged(Country::Afghanistan, true);
        place_cells_in(
            cx,
            by,
            self.id(),
            &[(Country::Afghanistan, 1), (Country::Pakistan, 1)],
        )?;
        let islamist_rule =
            cx.g.is_islamist_rule(Country::Afghanistan) || cx.g.is_islamist_rule(Country::Pakistan);
        cx.add_prestige(if islamist_rule { -3 } else { -1 });
        Ok(())
    }
}
