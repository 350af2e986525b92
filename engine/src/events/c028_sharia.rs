//! Card 28 Sharia (US, 2). The US removes one Besieged Regime marker of its choice; with
//! none on the map nothing happens (no precondition is printed, so it is always playable).

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::choose_country_if_any;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Sharia;

impl CardEvent for Sharia {
    fn id(&self) -> CardId {
        CardId::of::<28>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let country = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::BesiegedToRemove,
            |g, c| {
                if g.country(c).besieged {
                    Ok(())
                } else {
                    Err(Refusal::country(
                        c,
                        "{country} has no Besieged Regime marker",
                    ))
                }
            },
        )?;
        // 6.2.4 no Besieged Regime on the map: nothing happens.
        if let Some(country) = country {
            cx.set_besieged(country, false);
        }
        Ok(())
    }
}
