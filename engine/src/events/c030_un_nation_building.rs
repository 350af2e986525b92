//! Card 30 UN Nation Building (US, 2). Playable if a country has a Regime Change marker
//! (Card 56 Vieira de Mello Slain blocks it, blocks.rs). The US selects a Regime Change
//! country, places 1 Aid there, then rolls War of Ideas there with the GWOT Relations
//! Penalty as 0, ignoring the card's value and 7.2.1.3 (6.2.2 example). Dice: the roll.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{add_aid, choose_country_if_any};
use crate::ops::us::woi::war_of_ideas_roll;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Governance, Side};

pub(crate) struct UNNationBuilding;

impl CardEvent for UNNationBuilding {
    fn id(&self) -> CardId {
        CardId::of::<30>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| g.is_regime_change(c)) {
            Ok(())
        } else {
            Err("no country is under Regime Change".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let Some(country) = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::RegimeChangeCountry,
            |g, c| {
                if g.is_regime_change(c) {
                    Ok(())
                } else {
                    Err(Refusal::country(
                        c,
                        "{country} is not a Regime Change country",
                    ))
                }
            },
        )?
        else {
            return Ok(());
        };
        add_aid(cx, country);
        // 7.2.1.1 an Adversary (or Islamist Rule) cannot be a War of Ideas target: the Aid
        // stays and no roll is made (reference reading).
        let adversary = cx.g.alignment(country) == Some(Alignment::Adversary)
            || cx.g.governance(country) == Some(Governance::IslamistRule);
        if !adversary {
            war_of_ideas_roll(cx, country, true);
        }
        Ok(())
    }
}
