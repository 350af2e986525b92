//! Card 27 Saddam Captured (US, 2, REMOVE, MARK). Play if troops are in Iraq (NATO counts):
//! 1 more Aid in Iraq, +1 Prestige, and the Saddam Captured marker, which blocks Card 92
//! Saddam (blocks table) and makes Card 51 FREs place 2 cells instead of 4.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{add_aid, place_event_marker};
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Marker, Side};

pub(crate) struct SaddamCaptured;

impl CardEvent for SaddamCaptured {
    fn id(&self) -> CardId {
        CardId::of::<27>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.troops_counting_nato(Country::Iraq) > 0 {
            Ok(())
        } else {
            Err("there are no troops in Iraq".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        // 7.2.2.3 Aid cannot stand at Good or Islamist Rule.
        if !matches!(
            cx.g.governance(Country::Iraq),
            Some(Governance::Good | Governance::IslamistRule)
        ) {
            add_aid(cx, Country::Iraq);
        }
        cx.add_prestige(1);
        place_event_marker(cx, Marker::SaddamCaptured);
        Ok(())
    }
}
