//! Card 65 HEU (Jihadist, 2, REMOVE). Precondition: Russia or Central Asia holds a cell and
//! has no CTR marker itself (CTR in both is a table block). Effect not written yet (issue
//! "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct HEU;

impl CardEvent for HEU {
    fn id(&self) -> CardId {
        CardId::of(65)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if [Country::Russia, Country::CentralAsia]
            .into_iter()
            .any(|c| g.cells(c) > 0 && !g.country(c).markers.contains(&Marker::Ctr))
        {
            Ok(())
        } else {
            Err("neither Russia nor Central Asia has a cell without a CTR marker".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
