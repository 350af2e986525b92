//! Card 81 Foreign Fighters (Jihadist, 3). Playable if some country is a Regime Change
//! country. The Jihadist selects one: five cells go there from the Funding track (as many
//! as remain, 6.2.4); then one Aid marker is removed there, or, with no Aid, a Besieged
//! Regime marker is placed.

use crate::bot::pick::pick_option;
use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::choose_country_if_any;
use crate::log::BotPurpose;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct ForeignFighters;

fn regime_change(g: &GameState, c: Country) -> Result<(), Refusal> {
    if g.is_regime_change(c) {
        Ok(())
    } else {
        Err(Refusal::country(
            c,
            "{country} is not a Regime Change country",
        ))
    }
}

impl CardEvent for ForeignFighters {
    fn id(&self) -> CardId {
        CardId::of::<81>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if !Country::ALL.into_iter().any(|c| g.is_regime_change(c)) {
            return Err("no country is a Regime Change country".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let Some(country) = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::RegimeChangeCountry,
            regime_change,
        )?
        else {
            return Ok(());
        };
        // 6.2.4 place what the track holds.
        cx.place_cells(country, 5);
        if cx.g.country(country).aid > 0 {
            cx.remove_one_aid(country);
        } else {
            cx.set_besieged(country, true);
        }
        Ok(())
    }
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        // docs/bot-readings.md §8 / 9.4.2.1 cell placement: PICK among the Regime Change countries.
        (question == EventQuestion::RegimeChangeCountry)
            .then(|| pick_option(cx, BotPurpose::EventCell, options))?
    }
}
