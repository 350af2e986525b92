//! Card 78 Axis of Evil (Jihadist, 3). No precondition. The US discards every Hizballah
//! #103, Iran #104/#105 and Jaysh al-Mahdi #106 it holds (no event), the US Posture becomes
//! Hard, then a Prestige roll (4.7.1: direction die, then two dice).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::discard_from_hand;
use crate::state::GameState;
use crate::types::{CardId, Country, Posture, Side};

pub(crate) struct AxisOfEvil;

/// Hizballah, Iran (two), Jaysh al-Mahdi.
const AXIS: [u8; 4] = [103, 104, 105, 106];

impl CardEvent for AxisOfEvil {
    fn id(&self) -> CardId {
        CardId::of::<78>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        let found: Vec<CardId> =
            cx.g.hand(Side::Us)
                .iter()
                .copied()
                .filter(|c| AXIS.contains(&c.number()))
                .collect();
        for card in found {
            discard_from_hand(cx, Side::Us, card)?;
        }
        cx.set_posture(Country::UnitedStates, Posture::Hard);
        cx.roll_prestige();
        Ok(())
    }
}
