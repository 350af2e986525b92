//! Card 86 Lebanon War (Jihadist, 3). No precondition. The US discards one card picked at
//! random from its hand (nothing if it is empty; a US Election still triggers, 6.3.2.3),
//! -1 Prestige, then the Jihadist places one cell from the Funding track (regardless of
//! Funding) in a Shia-Mix country of its choice, tested first if unmarked (nothing if the
//! track is empty, 6.2.4). Dice: the random pick, then the test of the country. The bot
//! places its cell in the Shia-Mix table's country, always eligible (9.4.2.1): three dice.

use crate::bot::pick::shia_mix_table;
use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{discard_from_hand, question, random_card, shia_mix};
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct LebanonWar;

impl CardEvent for LebanonWar {
    fn id(&self) -> CardId {
        CardId::of::<86>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if let Some(card) = random_card(cx, Side::Us) {
            discard_from_hand(cx, Side::Us, card)?;
        }
        cx.add_prestige(-1);
        if cx.g.cells_on_track() == 0 {
            return Ok(());
        }
        if crate::bot::is_bot(&cx.view(), by) {
            // 9.4.2.1 the Shia-Mix table; place_cells tests an unmarked result.
            let country = shia_mix_table(cx);
            cx.place_cells(country, 1);
            return Ok(());
        }
        let country = cx.ask_country(
            by,
            question(self.id(), EventQuestion::CellCountry),
            |_, c| shia_mix(c),
        )?;
        cx.place_cells(country, 1);
        Ok(())
    }
}
