//! Card 79 Clean Operatives (Jihadist, 3). Precondition: none (reference reading: no cell
//! on the map needed; nothing happens without one). Up to two cells (never Sadr) Travel
//! automatically, with no roll, to any countries, the same or different, whatever the
//! adjacency (Patriot Act #43) or Biometrics #2. They arrive as Sleepers and an unmarked
//! destination is tested (dice: one test per unmarked destination, in order).
//!
//! Solitaire (9.4.2.1, docs/bot-readings.md §6): both cells go to the United States; origins by the
//! "From" chart with the card's value 3, for the first cell, then the second (Active
//! first). Dice: the origin PICKs only.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::travel_cells;
use crate::log::{BotPurpose, BotReason, BotRule, Tie};
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct CleanOperatives;

/// docs/bot-readings.md §6 the bot's Clean Operatives.
fn bot_play(cx: &mut Cx<'_>, card: CardId) {
    // At most two cells, never Sadr.
    let movable: u8 = Country::ALL
        .into_iter()
        .map(|c| crate::bot::movable(&cx.view(), c))
        .sum();
    let k = movable.min(2);
    if k == 0 {
        return;
    }
    let country = Country::UnitedStates;
    crate::bot::reason_log(
        cx,
        BotReason::Target {
            purpose: BotPurpose::TravelTo,
            country,
            rolls: k,
            rule: BotRule::CardNames { card },
            tie: Tie::Only,
        },
    );
    let destinations = vec![country; usize::from(k)];
    crate::bot::event_travel(cx, &destinations, card.ops());
}

impl CardEvent for CleanOperatives {
    fn id(&self) -> CardId {
        CardId::of::<79>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if crate::bot::is_bot(&cx.view(), by) {
            bot_play(cx, self.id());
            return Ok(());
        }
        travel_cells(cx, by, self.id(), 2, true, |_, _, _| Ok(()))?;
        Ok(())
    }
}
