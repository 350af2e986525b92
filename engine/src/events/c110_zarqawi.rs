//! Card 110 Zarqawi (Unassociated, 2, REMOVE if the US plays it). Precondition: Iraq, Syria,
//! Lebanon or Jordan has troops (NATO counts). US play: +3 Prestige, REMOVE. Jihadist play:
//! in one of those with troops (tested first if unmarked), three cells from the Funding
//! track (fewer if it holds fewer) and a Plot 2 if one is Available. Dice: the test.

use crate::cx::{Cx, Run};
use crate::decision::{EventQuestion, Plot};
use crate::error::Refusal;
use crate::events::common::{choose_country_if_any, place_exact_plot};
use crate::events::{CardEvent, Disposal};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Zarqawi;

const COUNTRIES: [Country; 4] = [
    Country::Iraq,
    Country::Syria,
    Country::Lebanon,
    Country::Jordan,
];

/// One of the four countries, with troops (Card 41 NATO counts).
fn qualifies(g: &GameState, c: Country) -> Result<(), Refusal> {
    if !COUNTRIES.contains(&c) {
        Err(Refusal::country(
            c,
            "{country} is not Iraq, Syria, Lebanon or Jordan",
        ))
    } else if g.troops_counting_nato(c) == 0 {
        Err(Refusal::country(c, "{country} has no troops"))
    } else {
        Ok(())
    }
}

impl CardEvent for Zarqawi {
    fn id(&self) -> CardId {
        CardId::of::<110>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if COUNTRIES.into_iter().any(|c| qualifies(g, c).is_ok()) {
            Ok(())
        } else {
            Err("none of Iraq, Syria, Lebanon and Jordan has troops".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if by == Side::Us {
            cx.add_prestige(3);
            return Ok(());
        }
        let country =
            choose_country_if_any(cx, by, self.id(), EventQuestion::CellCountry, qualifies)?;
        let Some(country) = country else {
            return Ok(());
        };
        cx.test_country(country);
        // 6.2.4 fewer cells if the track holds fewer (events ignore Funding, 4.7.4.2).
        cx.place_cells(country, 3);
        place_exact_plot(cx, country, Plot::Two);
        Ok(())
    }
    fn disposal(&self, by: Side) -> Disposal {
        // 6.2.9 REMOVE only when the US plays it.
        if by == Side::Us {
            Disposal::Remove
        } else {
            Disposal::Discard
        }
    }
}
