//! Card 22 Mossad & Shin Bet (US, 2). Playable if Israel, Jordan or Lebanon holds a cell.
//! Every cell (Active and Sleeper) in those three countries goes back to the Funding track;
//! a country that loses its last cell gets a cadre (4.8.4).

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::remove_all_cells;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct MossadAndShinBet;

const COUNTRIES: [Country; 3] = [Country::Israel, Country::Jordan, Country::Lebanon];

impl CardEvent for MossadAndShinBet {
    fn id(&self) -> CardId {
        CardId::of::<22>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if COUNTRIES.into_iter().any(|c| g.cells(c) > 0) {
            Ok(())
        } else {
            Err("no cell is in Israel, Jordan or Lebanon".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, _by: Side, _player: Side) -> Run {
        for country in COUNTRIES {
            // 4.8.4 an event that removes the last cell leaves a cadre.
            remove_all_cells(cx, country, true);
        }
        Ok(())
    }
}
