//! Card 14 Covert Action (US, 2). Playable if a Muslim country is an Adversary. The US
//! selects an Adversary and rolls a die: on 4-6 it shifts to Neutral (Governance stays,
//! even Islamist Rule); on 1-3 nothing happens.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, countries};
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Side};

pub(crate) struct CovertAction;

fn adversary(g: &GameState, c: Country) -> Result<(), Refusal> {
    if c.is_muslim() && g.alignment(c) == Some(Alignment::Adversary) {
        Ok(())
    } else {
        Err(Refusal::country(c, "{country} is not a Muslim Adversary"))
    }
}

impl CardEvent for CovertAction {
    fn id(&self) -> CardId {
        CardId::of::<14>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if countries(g, adversary).is_empty() {
            return Err("no Muslim country is an Adversary".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let Some(country) = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::AlignmentCountry,
            adversary,
        )?
        else {
            return Ok(());
        };
        // 4-6: the Adversary shifts to Neutral.
        if cx.d6() >= 4 {
            cx.set_alignment(country, Alignment::Neutral);
        }
        Ok(())
    }
}
