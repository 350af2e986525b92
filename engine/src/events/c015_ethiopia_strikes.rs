//! Card 15 Ethiopia Strikes (US, 2, REMOVE). Playable if Somalia or Sudan is under
//! Islamist Rule: that country (the US selects if both are) becomes Poor and Neutral; its
//! pieces stay.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::choose_country_if_any;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Side};

pub(crate) struct EthiopiaStrikes;

fn target(g: &GameState, c: Country) -> Result<(), Refusal> {
    if !matches!(c, Country::Somalia | Country::Sudan) {
        Err(Refusal::country(
            c,
            "{country} is neither Somalia nor Sudan",
        ))
    } else if !g.is_islamist_rule(c) {
        Err(Refusal::country(c, "{country} is not under Islamist Rule"))
    } else {
        Ok(())
    }
}

impl CardEvent for EthiopiaStrikes {
    fn id(&self) -> CardId {
        CardId::of::<15>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if target(g, Country::Somalia).is_err() && target(g, Country::Sudan).is_err() {
            return Err("neither Somalia nor Sudan is under Islamist Rule".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if let Some(country) =
            choose_country_if_any(cx, by, self.id(), EventQuestion::GovernanceCountry, target)?
        {
            cx.set_governance(country, Governance::Poor);
            cx.set_alignment(country, Alignment::Neutral);
        }
        Ok(())
    }
}
