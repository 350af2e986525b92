//! Card 36 Indo-Pakistani Talks (US, 3, REMOVE, MARK). Precondition: Pakistan is at Good or
//! Fair Governance. Pakistan becomes an Ally, the US sets India's Posture, and the marker
//! goes to Pakistan: it blocks Kashmir #83 and Lashkar-e-Tayyiba #70 (`blocks.rs`) until a
//! Plot resolves in India (`plots.rs`).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{place_country_marker, set_posture_choice};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Marker, Side};

pub(crate) struct IndoPakistaniTalks;

impl CardEvent for IndoPakistaniTalks {
    fn id(&self) -> CardId {
        CardId::of::<36>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if matches!(
            g.governance(Country::Pakistan),
            Some(Governance::Good | Governance::Fair)
        ) {
            Ok(())
        } else {
            Err("Pakistan is not at Good or Fair Governance".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        cx.set_alignment(Country::Pakistan, Alignment::Ally);
        let posture = set_posture_choice(cx, by, self.id())?;
        cx.set_posture(Country::India, posture);
        place_country_marker(cx, Marker::IndoPakistaniTalks, Country::Pakistan);
        Ok(())
    }
}
