//! Card 76 Abu Ghurayb (Jihadist, 3, REMOVE). Playable if a Regime Change country holds a
//! cell (the Sadr marker counts as one). The Jihadist draws two cards, -2 Prestige, then
//! the Jihadist shifts one Muslim Ally to Neutral (nothing if there is none).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::ally_to_neutral;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct AbuGhurayb;

/// A Regime Change country with a cell (Card 54's Sadr marker counts as a cell).
fn regime_change_with_cell(g: &GameState) -> bool {
    Country::ALL
        .into_iter()
        .any(|c| g.is_regime_change(c) && g.cells_counting_sadr(c) > 0)
}

impl CardEvent for AbuGhurayb {
    fn id(&self) -> CardId {
        CardId::of::<76>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if !regime_change_with_cell(g) {
            return Err("no Regime Change country contains a cell".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // The Jihadist draws even when the US triggered the event.
        cx.draw_into_hand(Side::Jihadist, 2)?;
        cx.add_prestige(-2);
        ally_to_neutral(cx, by, self.id())
    }
}
