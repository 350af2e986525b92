//! Card 106 Jaysh al-Mahdi (Unassociated, 2). Precondition: a Shia-Mix country holds both a
//! cell (Sadr counts) and troops (NATO counts); the same for both sides. Effect not written
//! yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, CountryKind, Side};

pub(crate) struct JayshAlMahdi;

impl CardEvent for JayshAlMahdi {
    fn id(&self) -> CardId {
        CardId::of(106)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if Country::ALL.into_iter().any(|c| {
            c.kind() == CountryKind::ShiaMix
                && g.cells_counting_sadr(c) > 0
                && g.troops_counting_nato(c) > 0
        }) {
            Ok(())
        } else {
            Err("no Shia-Mix country has both a cell and troops".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
