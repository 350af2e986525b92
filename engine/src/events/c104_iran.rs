//! Cards 104 and 105 Iran (Unassociated, 2). No precondition. The player selects a
//! Shia-Mix country and tests it if unmarked. US: remove a cell (Active, Sleeper or Sadr)
//! from that country or from Iran, the US choosing where when both have one. Jihadist: two
//! Jihad rolls there needing no cell, both against the starting Governance; each success
//! removes an Aid and worsens Governance, never to Islamist Rule (jihad.rs
//! `event_jihad_rolls`). Dice: the test, then the two rolls.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::events::CardEvent;
use crate::events::common::{choose_country, choose_country_if_any, remove_cell_or_sadr};
use crate::ops::jihadist::jihad::event_jihad_rolls;
use crate::state::GameState;
use crate::types::{CardId, Country, CountryKind, Side};

pub(crate) struct Iran(pub u8);

impl CardEvent for Iran {
    fn id(&self) -> CardId {
        CardId::of(self.0)
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), String> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let country = choose_country(cx, by, self.id(), EventQuestion::TestCountry, |_, c| {
            if c.kind() == CountryKind::ShiaMix {
                Ok(())
            } else {
                Err(format!("{c} is not a Shia-Mix country"))
            }
        })?;
        cx.test_country(country);
        match by {
            Side::Us => {
                let from = choose_country_if_any(
                    cx,
                    by,
                    self.id(),
                    EventQuestion::RemoveCellCountry,
                    |g, c| {
                        if c != country && c != Country::Iran {
                            Err(format!("{c} is neither {country} nor Iran"))
                        } else if g.cells_counting_sadr(c) == 0 {
                            Err(format!("{c} has no cell"))
                        } else {
                            Ok(())
                        }
                    },
                )?;
                if let Some(from) = from {
                    remove_cell_or_sadr(cx, by, self.id(), from)?;
                }
            }
            Side::Jihadist => {
                event_jihad_rolls(cx, country, 2);
            }
        }
        Ok(())
    }
}
