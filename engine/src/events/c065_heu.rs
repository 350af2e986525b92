//! Card 65 HEU (Jihadist, 2, REMOVE). Precondition: Russia or Central Asia holds a cell and
//! has no CTR marker itself (CTR in both is a table block). The Jihadist picks such a
//! country and rolls one die as for a one-value operation there: success (at most its
//! Governance number) makes a WMD Available; failure removes a cell there. Dice: the roll.

use crate::bot::pick::pick_option;
use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion, Op};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{acquire_wmd, choose_country_if_any};
use crate::log::BotPurpose;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Heu;

/// Russia or Central Asia with a cell and without its own CTR marker (Card 3 CTR).
fn qualifies(g: &GameState, c: Country) -> Result<(), Refusal> {
    if !matches!(c, Country::Russia | Country::CentralAsia) {
        Err(Refusal::country(
            c,
            "{country} is neither Russia nor Central Asia",
        ))
    } else if g.cells(c) == 0 {
        Err(Refusal::country(c, "{country} has no cell"))
    } else if g.country(c).markers.contains(&Marker::Ctr) {
        Err(Refusal::country(c, "{country} has a CTR marker"))
    } else {
        Ok(())
    }
}

impl CardEvent for Heu {
    fn id(&self) -> CardId {
        CardId::of::<65>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if [Country::Russia, Country::CentralAsia]
            .into_iter()
            .any(|c| qualifies(g, c).is_ok())
        {
            Ok(())
        } else {
            Err("neither Russia nor Central Asia has a cell without a CTR marker".into())
        }
    }
    fn operation_may_enable(&self, _op: Option<Op>) -> bool {
        // 6.3.2.1 no US operation places a cell in Russia or Central Asia or removes CTR.
        false
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let country =
            choose_country_if_any(cx, by, self.id(), EventQuestion::WmdCountry, qualifies)?;
        if let Some(country) = country {
            acquire_wmd(cx, by, self.id(), country)?;
        }
        Ok(())
    }
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        // docs/bot-readings.md §8: PICK among the qualifying Central Asia / Russia.
        (question == EventQuestion::WmdCountry)
            .then(|| pick_option(cx, BotPurpose::EventCountry, options))?
    }
}
