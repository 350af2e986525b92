//! Card 29 Tony Blair (US, 2, REMOVE). The United Kingdom's Posture becomes the US Posture
//! (no Prestige for that). Then the US may make a War of Ideas roll (7.2.3) in up to three
//! different Schengen countries, one at a time: one Posture roll each, marked or not, and
//! +1 Prestige for each result that matches the US Posture.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{another_schengen, question};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct TonyBlair;

impl CardEvent for TonyBlair {
    fn id(&self) -> CardId {
        CardId::of::<29>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let us = cx.g.us_posture;
        cx.set_posture(Country::UnitedKingdom, us);
        // Up to three different Schengen countries, "done" to stop early.
        let mut chosen: Vec<Country> = Vec::new();
        while chosen.len() < 3 {
            let taken = chosen.clone();
            let answer = cx.ask_country_or(
                by,
                question(self.id(), EventQuestion::WarOfIdeasCountry),
                &[Answer::Done],
                |_, c| another_schengen(c, &taken),
            )?;
            let Answer::Country(country) = answer else {
                break;
            };
            chosen.push(country);
            // 7.2.3 one Posture roll; +1 Prestige if it matches the US Posture.
            let posture = cx.roll_posture(country);
            if posture == cx.g.us_posture {
                cx.add_prestige(1);
            }
        }
        Ok(())
    }
}
