//! Card 77 Al-Jazeera (Jihadist, 3). Precondition: Saudi Arabia or a country adjacent to it
//! (Gulf States, Iraq, Jordan, Yemen) has troops (NATO counts). Effect not written yet
//! (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct AlJazeera;

impl CardEvent for AlJazeera {
    fn id(&self) -> CardId {
        CardId::of(77)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        let saudi = Country::SaudiArabia;
        if std::iter::once(saudi)
            .chain(g.neighbours(saudi))
            .any(|c| g.troops_counting_nato(c) > 0)
        {
            Ok(())
        } else {
            Err("neither Saudi Arabia nor a country adjacent to it has troops".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
