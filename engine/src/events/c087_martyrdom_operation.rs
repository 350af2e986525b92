//! Cards 87, 88 and 89 Martyrdom Operation (Jihadist, 3). Precondition: a country not under
//! Islamist Rule holds a cell (Sadr counts). The Jihadist selects such a country, removes a
//! cell there (or the Sadr marker; a cadre if it was the last) and places two Available
//! Plot markers there (any, WMD included; fewer if fewer are Available, 6.2.4). No dice.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, place_any_plot, remove_cell_or_sadr};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct MartyrdomOperation(pub u8);

/// A country not under Islamist Rule with a cell (Card 54 Sadr counts).
fn qualifies(g: &GameState, c: Country) -> Result<(), String> {
    if g.is_islamist_rule(c) {
        Err(format!("{c} is under Islamist Rule"))
    } else if g.cells_counting_sadr(c) == 0 {
        Err(format!("{c} has no cell"))
    } else {
        Ok(())
    }
}

impl CardEvent for MartyrdomOperation {
    fn id(&self) -> CardId {
        CardId::of(self.0)
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if Country::ALL.into_iter().any(|c| qualifies(g, c).is_ok()) {
            Ok(())
        } else {
            Err("no country outside Islamist Rule has a cell".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let country =
            choose_country_if_any(cx, by, self.id(), EventQuestion::PlotCountry, qualifies)?;
        let Some(country) = country else {
            return Ok(());
        };
        remove_cell_or_sadr(cx, by, self.id(), country)?;
        // Through the Plot operation's placement: NEST and Abu Sayyaf apply.
        for _ in 0..2 {
            place_any_plot(cx, country)?;
        }
        Ok(())
    }
}
