//! Card 64 Hariri Killed (Jihadist, 2, REMOVE). Test Lebanon, then Syria (4.9.4); Syria
//! becomes an Adversary and, if Good or Fair, worsens one level (never to Islamist Rule;
//! a Poor Syria stays Poor).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::worsen_governance;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Side};

pub(crate) struct HaririKilled;

impl CardEvent for HaririKilled {
    fn id(&self) -> CardId {
        CardId::of::<64>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        cx.test_country(Country::Lebanon);
        cx.test_country(Country::Syria);
        cx.set_alignment(Country::Syria, Alignment::Adversary);
        worsen_governance(cx, Country::Syria, false);
        Ok(())
    }
}
