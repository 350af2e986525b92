//! Card 40 Mass Turnout (US, 3). Playable if a country has a Regime Change marker. The US
//! selects one Regime Change country and improves its Governance one level (reaching Good
//! removes its Regime Change, Besieged Regime and Aid markers).

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, improve_governance};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct MassTurnout;

impl CardEvent for MassTurnout {
    fn id(&self) -> CardId {
        CardId::of::<40>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| g.is_regime_change(c)) {
            Ok(())
        } else {
            Err("no country has a Regime Change marker".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let country = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::RegimeChangeCountry,
            |g, c| {
                if g.is_regime_change(c) {
                    Ok(())
                } else {
                    Err(Refusal::country(
                        c,
                        "{country} is not a Regime Change country",
                    ))
                }
            },
        )?;
        if let Some(country) = country {
            improve_governance(cx, country);
        }
        Ok(())
    }
}
