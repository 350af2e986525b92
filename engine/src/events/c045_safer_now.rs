//! Card 45 Safer Now (US, 3). Playable if no country is under Islamist Rule and no Good
//! country (Muslim or not, the United States included) holds a cell (Card 54's Sadr counts)
//! or a Plot. Roll US Posture (+1, 4.9.3), +3 Prestige, then the US sets the Posture of one
//! non-Muslim country other than the United States and Israel.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{any_islamist_rule, set_chosen_posture};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct SaferNow;

impl CardEvent for SaferNow {
    fn id(&self) -> CardId {
        CardId::of::<45>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if any_islamist_rule(g) {
            return Err("a country is under Islamist Rule".into());
        }
        if let Some(country) = Country::ALL.into_iter().find(|c| {
            g.is_good(*c) && (g.cells_counting_sadr(*c) > 0 || !g.country(*c).plots.is_empty())
        }) {
            return Err(Refusal::country(
                country,
                "{country}, a Good country, holds a cell or a Plot",
            ));
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // 4.9.3 the US Posture roll gets +1.
        cx.roll_posture(Country::UnitedStates);
        cx.add_prestige(3);
        set_chosen_posture(
            cx,
            by,
            self.id(),
            "{country}'s Posture cannot be set by this event",
        )
    }
}
