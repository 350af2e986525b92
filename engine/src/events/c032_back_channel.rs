//! Card 32 Back Channel (US, 3). Precondition: US Posture is Soft and the US holds another
//! card whose value equals the Resources of an Adversary (Oil Price Spike included, 4.2.6).
//! Effect not written yet (issue "Card events II"/"III").

use crate::cx::{Cx, Run};
use crate::events::CardEvent;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Posture, Side};

pub(crate) struct BackChannel;

impl CardEvent for BackChannel {
    fn id(&self) -> CardId {
        CardId::of(32)
    }
    fn implemented(&self) -> bool {
        false
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.us_posture != Posture::Soft {
            return Err("the US Posture is not Soft".into());
        }
        let resources: Vec<u8> = Country::ALL
            .into_iter()
            .filter(|c| c.is_muslim() && g.alignment(*c) == Some(Alignment::Adversary))
            .map(|c| g.resources(c))
            .collect();
        if resources.is_empty() {
            return Err("no country is an Adversary".into());
        }
        if g.hand(Side::Us)
            .iter()
            .any(|card| *card != self.id() && resources.contains(&card.ops()))
        {
            Ok(())
        } else {
            Err("the US holds no other card whose value equals an Adversary's Resources".into())
        }
    }
    fn play(&self, _cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        Ok(())
    }
}
