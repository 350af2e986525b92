//! Card 41 NATO (US, 3, MARK). Play if the GWOT Relations Penalty is 0 and a country is under
//! Regime Change: the US selects a Regime Change country, places 1 Aid there and puts the
//! single NATO marker there (moved if it was elsewhere). NATO counts as 2 troops there
//! (`GameState::troops_counting_nato`); its troops may leave by Deploy or Withdraw, which
//! removes the marker (deploy.rs, withdraw.rs).

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{
    add_aid, choose_country_if_any, place_country_marker, remove_country_marker,
};
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Nato;

impl CardEvent for Nato {
    fn id(&self) -> CardId {
        CardId::of::<41>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.gwot_penalty() != 0 {
            return Err("the GWOT Relations Penalty is not 0".into());
        }
        if !Country::ALL.into_iter().any(|c| g.is_regime_change(c)) {
            return Err("no country is under Regime Change".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let target = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::RegimeChangeCountry,
            |g, c| {
                if g.is_regime_change(c) {
                    Ok(())
                } else {
                    Err(Refusal::country(c, "{country} is not under Regime Change"))
                }
            },
        )?;
        let Some(country) = target else {
            return Ok(());
        };
        add_aid(cx, country);
        // Reference reading: one NATO marker, moved if it is already elsewhere.
        for other in Country::ALL {
            if other != country {
                remove_country_marker(cx, Marker::Nato, other);
            }
        }
        place_country_marker(cx, Marker::Nato, country);
        Ok(())
    }
}
