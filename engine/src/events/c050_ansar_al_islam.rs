//! Card 50 Ansar al-Islam (Jihadist, 1, REMOVE). Playable if Iraq's Governance is marked
//! and worse than Good. The Jihadist places one cell in Iraq or in Iran (from the Funding
//! track regardless of Funding, 4.7.4.2); with the track empty nothing is placed (6.2.4).

use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::question;
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Side};

pub(crate) struct AnsarAlIslam;

impl CardEvent for AnsarAlIslam {
    fn id(&self) -> CardId {
        CardId::of::<50>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        match g.governance(Country::Iraq) {
            None => Err("Iraq's Governance is not marked".into()),
            Some(Governance::Good) => Err("Iraq is at Good Governance".into()),
            Some(_) => Ok(()),
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // 6.2.4 no cell on the track: nothing to place, no choice to make.
        if cx.g.cells_on_track() == 0 {
            return Ok(());
        }
        // Map order (docs/bot-readings.md I-4): the bot's PICK gives Iran 1-3, Iraq 4-6 (9.4.2.1).
        let answer = cx.ask(
            by,
            question(self.id(), EventQuestion::CellCountry),
            vec![
                Answer::Country(Country::Iran),
                Answer::Country(Country::Iraq),
            ],
        )?;
        let country = match answer {
            Answer::Country(Country::Iran) => Country::Iran,
            _ => Country::Iraq,
        };
        cx.place_cells(country, 1);
        Ok(())
    }
}
