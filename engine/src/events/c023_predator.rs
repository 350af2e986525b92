//! Cards 23, 24 and 25 Predator (US, 2). No precondition (the printed card has no "Play if";
//! reference reading): the US removes one cell (Active, Sleeper or Sadr, its choice) from a
//! Sunni or Shia-Mix country, not Iran; a cadre replaces the last one (4.8.4). Nothing
//! happens if no such country has a cell.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, remove_cell_or_sadr};
use crate::state::GameState;
use crate::types::{CardId, Country, CountryKind, Side};

pub(crate) struct Predator(pub CardId);

fn qualifies(g: &GameState, c: Country) -> Result<(), Refusal> {
    if !matches!(c.kind(), CountryKind::Sunni | CountryKind::ShiaMix) {
        Err(Refusal::country(
            c,
            "{country} is not a Sunni or Shia-Mix country",
        ))
    } else if g.cells_counting_sadr(c) == 0 {
        Err(Refusal::country(c, "{country} has no cell"))
    } else {
        Ok(())
    }
}

impl CardEvent for Predator {
    fn id(&self) -> CardId {
        self.0
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let target = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::RemoveCellCountry,
            qualifies,
        )?;
        if let Some(country) = target {
            remove_cell_or_sadr(cx, by, self.id(), country)?;
        }
        Ok(())
    }
}
