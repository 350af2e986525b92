//! Card 46 Sistani (US, 3). Play if a Shia-Mix Regime Change country holds a cell (Sadr
//! counts): improve its Governance one level (the US selects if several); reaching Good
//! removes its Regime Change, Besieged Regime and Aid markers.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, improve_governance};
use crate::state::GameState;
use crate::types::{CardId, Country, CountryKind, Side};

pub(crate) struct Sistani;

fn qualifies(g: &GameState, c: Country) -> Result<(), Refusal> {
    if c.kind() != CountryKind::ShiaMix {
        Err(Refusal::country(c, "{country} is not Shia-Mix"))
    } else if !g.is_regime_change(c) {
        Err(Refusal::country(c, "{country} is not under Regime Change"))
    } else if g.cells_counting_sadr(c) == 0 {
        Err(Refusal::country(c, "{country} has no cell"))
    } else {
        Ok(())
    }
}

impl CardEvent for Sistani {
    fn id(&self) -> CardId {
        CardId::of::<46>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| qualifies(g, c).is_ok()) {
            Ok(())
        } else {
            Err("no Shia-Mix Regime Change country has a cell".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let target = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::GovernanceCountry,
            qualifies,
        )?;
        if let Some(country) = target {
            improve_governance(cx, country);
        }
        Ok(())
    }
}
