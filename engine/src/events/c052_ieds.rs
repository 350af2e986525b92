//! Card 52 IEDs (Jihadist, 1). Playable if a Regime Change country holds a cell (Sadr
//! counts); an empty US hand does not matter (reference reading). The US discards one card
//! picked at random from its hand (`random_card`: one die for up to 6 cards); nothing if it
//! is empty. A discarded US Election still triggers (6.3.2.3).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{discard_from_hand, random_card};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct IEDs;

impl CardEvent for IEDs {
    fn id(&self) -> CardId {
        CardId::of::<52>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL
            .into_iter()
            .any(|c| g.is_regime_change(c) && g.cells_counting_sadr(c) > 0)
        {
            Ok(())
        } else {
            Err("no Regime Change country has a cell".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        if let Some(card) = random_card(cx, Side::Us) {
            discard_from_hand(cx, Side::Us, card)?;
        }
        Ok(())
    }
}
