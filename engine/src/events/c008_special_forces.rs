//! Cards 8, 9 and 10 Special Forces (US, 1). Play if a country of any type holds a cell
//! (Sadr counts) and has troops or is adjacent to a country with troops (NATO counts as 2
//! troops): the US removes one cell there (Active, Sleeper or Sadr, its choice); a cadre
//! replaces the last one (4.8.4).

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, remove_cell_or_sadr};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct SpecialForces(pub CardId);

/// A country with a cell (Sadr counts) in or adjacent to a country with troops (NATO counts).
fn qualifies(g: &GameState, c: Country) -> Result<(), Refusal> {
    if g.cells_counting_sadr(c) == 0 {
        return Err(Refusal::country(c, "{country} has no cell"));
    }
    if g.troops_counting_nato(c) > 0 || g.neighbours(c).any(|n| g.troops_counting_nato(n) > 0) {
        Ok(())
    } else {
        Err(Refusal::country(
            c,
            "{country} neither has troops nor is adjacent to troops",
        ))
    }
}

impl CardEvent for SpecialForces {
    fn id(&self) -> CardId {
        self.0
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| qualifies(g, c).is_ok()) {
            Ok(())
        } else {
            Err("no cell is in or adjacent to a country with troops".into())
        }
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
