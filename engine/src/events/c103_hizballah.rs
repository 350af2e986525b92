//! Card 103 Hizballah (Unassociated, 2). Precondition: none. US play: the US removes one
//! cell (Active, Sleeper or the Sadr marker) from a Shia-Mix country within 3 countries of
//! Lebanon, Lebanon itself included (reference reading); a cadre replaces the last one;
//! nothing if none has a cell. Jihadist play: Lebanon becomes Poor and Neutral.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, remove_cell_or_sadr, shia_mix, within};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Side};

pub(crate) struct Hizballah;

/// A Shia-Mix country within 3 of Lebanon with a cell (Sadr counts).
fn target(g: &GameState, c: Country) -> Result<(), Refusal> {
    shia_mix(c)?;
    if !within(g, Country::Lebanon, 3).contains(&c) {
        return Err(Refusal::country(
            c,
            "{country} is more than 3 countries from Lebanon",
        ));
    }
    if g.cells_counting_sadr(c) == 0 {
        return Err(Refusal::country(c, "{country} has no cell"));
    }
    Ok(())
}

impl CardEvent for Hizballah {
    fn id(&self) -> CardId {
        CardId::of::<103>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        match by {
            Side::Us => {
                let q = EventQuestion::RemoveCellCountry;
                if let Some(country) = choose_country_if_any(cx, by, self.id(), q, target)? {
                    remove_cell_or_sadr(cx, by, self.id(), country)?;
                }
            }
            Side::Jihadist => {
                cx.set_governance(Country::Lebanon, Governance::Poor);
                cx.set_alignment(Country::Lebanon, Alignment::Neutral);
            }
        }
        Ok(())
    }
}
