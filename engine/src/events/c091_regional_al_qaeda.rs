//! Card 91 Regional al-Qaeda (Jihadist, 3). Playable if at least two Muslim countries are
//! unmarked (never Iran). The Jihadist selects two of them; each gets one cell, or two if
//! any country is under Islamist Rule, tested as its first cell arrives (4.9.4). The bot
//! picks both at random and fills the first before the second (docs/bot-readings.md §8, I-27).

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{any_islamist_rule, choose_up_to, place_cells_in};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct RegionalAlQaeda;

fn unmarked_muslim(g: &GameState, c: Country) -> Result<(), Refusal> {
    if c.is_muslim() && g.is_unmarked(c) {
        Ok(())
    } else {
        Err(Refusal::country(
            c,
            "{country} is not an unmarked Muslim country",
        ))
    }
}

impl CardEvent for RegionalAlQaeda {
    fn id(&self) -> CardId {
        CardId::of::<91>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        let unmarked = Country::ALL
            .into_iter()
            .filter(|c| unmarked_muslim(g, *c).is_ok())
            .count();
        if unmarked < 2 {
            return Err("fewer than two Muslim countries are unmarked".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let each: u8 = if any_islamist_rule(&cx.g) { 2 } else { 1 };
        let bot = crate::bot::is_bot(&cx.view(), by);
        // 6.2.4 a country only counts if a cell can reach it: with one cell left on the
        // track one country is selected, with none no country is. docs/bot-readings.md §8 / I-27:
        // the bot fills its first pick first, so a pick that would get no cell is not made.
        let track = cx.g.cells_on_track();
        let count = if bot { track.div_ceil(each) } else { track }.min(2);
        let chosen = choose_up_to(
            cx,
            by,
            self.id(),
            EventQuestion::CellCountry,
            count,
            count,
            |g, c, _| unmarked_muslim(g, c),
        )?;
        if bot {
            for country in chosen {
                place_cells_in(cx, by, self.id(), &[(country, each)])?;
            }
        } else {
            let wanted: Vec<(Country, u8)> = chosen.into_iter().map(|c| (c, each)).collect();
            place_cells_in(cx, by, self.id(), &wanted)?;
        }
        Ok(())
    }
}
