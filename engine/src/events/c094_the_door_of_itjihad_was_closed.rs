//! Card 94 The door of Itjihad was closed (Jihadist, 3). Playable if a Muslim country tested
//! to Fair, or improved to Fair or Good, in this or the last Action Phase
//! (`GameState::this_phase` / `last_phase`) is still Fair or Good. The Jihadist selects
//! one and worsens its Governance one level (never to Islamist Rule); Aid and Alignment stay.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, worsen_governance};
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Side};

pub(crate) struct TheDoorOfItjihadWasClosed;

/// A Muslim country recorded as tested or improved to Fair/Good, still Fair or Good.
fn qualifies(g: &GameState, c: Country) -> Result<(), Refusal> {
    if !(g.this_phase.fair_or_good.contains(c) || g.last_phase.fair_or_good.contains(c)) {
        return Err(Refusal::country(
            c,
            "{country} was not tested or improved to Fair or Good in this or the last Action Phase",
        ));
    }
    if !c.is_muslim() || !matches!(g.governance(c), Some(Governance::Good | Governance::Fair)) {
        return Err(Refusal::country(
            c,
            "{country} is no longer at Fair or Good Governance",
        ));
    }
    Ok(())
}

impl CardEvent for TheDoorOfItjihadWasClosed {
    fn id(&self) -> CardId {
        CardId::of::<94>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| qualifies(g, c).is_ok()) {
            Ok(())
        } else {
            Err(
                "no Muslim country tested or improved to Fair or Good in this or the last \
                 Action Phase is still Fair or Good"
                    .into(),
            )
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let country = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::GovernanceCountry,
            qualifies,
        )?;
        if let Some(country) = country {
            worsen_governance(cx, country, false);
        }
        Ok(())
    }
}
