//! Card 107 Kurdistan (Unassociated, 2). US play: one more Aid marker in Iraq. Jihadist
//! play: test Turkey, then worsen the Governance of Turkey or Iraq (the Jihadist's choice,
//! among those at Good or Fair) one level, never to Islamist Rule. No Aid is placed in a
//! Good or Islamist Rule Iraq, where it cannot stand (7.2.2.3).

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{add_aid, choose_country_if_any, worsen_governance};
use crate::log::LogEntry;
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Side};

pub(crate) struct Kurdistan;

impl CardEvent for Kurdistan {
    fn id(&self) -> CardId {
        CardId::of::<107>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        if by == Side::Us {
            // 7.2.2.3 Aid cannot stand at Good or Islamist Rule.
            if !matches!(
                cx.g.governance(Country::Iraq),
                Some(Governance::Good | Governance::IslamistRule)
            ) {
                add_aid(cx, Country::Iraq);
            }
            return Ok(());
        }
        cx.test_country(Country::Turkey);
        // 6.2.4 only a Good or Fair country can worsen without reaching Islamist Rule.
        let target = choose_country_if_any(
            cx,
            by,
            self.id(),
            EventQuestion::GovernanceCountry,
            |g, c| {
                if c != Country::Turkey && c != Country::Iraq {
                    return Err(Refusal::country(c, "{country} is neither Turkey nor Iraq"));
                }
                match g.governance(c) {
                    Some(Governance::Good | Governance::Fair) => Ok(()),
                    _ => Err(Refusal::country(
                        c,
                        "{country} is not at Good or Fair Governance",
                    )),
                }
            },
        )?;
        match target {
            Some(country) => worsen_governance(cx, country, false),
            // Neither can worsen (6.2.4): the log says each stays.
            None => {
                for country in [Country::Turkey, Country::Iraq] {
                    if let Some(now) = cx.g.governance(country) {
                        cx.log(LogEntry::Governance {
                            country,
                            from: Some(now),
                            to: now,
                        });
                    }
                }
            }
        }
        Ok(())
    }
}
