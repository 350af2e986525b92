//! Card 75 Schroeder & Chirac (Jihadist, 2, REMOVE). Playable while the US Posture is
//! Hard. Germany and France become Soft (no roll; this marks them if unmarked), which
//! moves World Posture, and -1 Prestige.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Posture, Side};

pub(crate) struct SchroederAndChirac;

impl CardEvent for SchroederAndChirac {
    fn id(&self) -> CardId {
        CardId::of::<75>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.us_posture != Posture::Hard {
            return Err("the US Posture is not Hard".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // World Posture is computed from the countries' Postures (4.7.2).
        cx.set_posture(Country::Germany, Posture::Soft);
        cx.set_posture(Country::France, Posture::Soft);
        cx.add_prestige(-1);
        Ok(())
    }
}
