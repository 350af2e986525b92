//! Card 37 Iraqi WMD (US, 3, REMOVE, MARK). Precondition: US Posture is Hard and Iraq is an
//! Adversary. Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Posture, Side};

pub(crate) struct IraqiWMD;

impl CardEvent for IraqiWMD {
    fn id(&self) -> CardId {
        CardId::of(37)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.us_posture != Posture::Hard {
            return Err("the US Posture is not Hard".into());
        }
        if g.alignment(Country::Iraq) != Some(Alignment::Adversary) {
            return Err("Iraq is not an Adversary".into());
        }
        Ok(())
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
