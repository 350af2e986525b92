//! Card 69 Kazakh Strain (Jihadist, 2, REMOVE). Precondition: Central Asia holds a cell
//! (CTR there is a table block). Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct KazakhStrain;

impl CardEvent for KazakhStrain {
    fn id(&self) -> CardId {
        CardId::of(69)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.cells(Country::CentralAsia) > 0 {
            Ok(())
        } else {
            Err("Central Asia has no cell".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
