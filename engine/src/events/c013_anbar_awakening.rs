//! Card 13 Anbar Awakening (US, 2, MARK). Play if troops are in Iraq or Syria (NATO counts):
//! 1 Aid in whichever has troops (the US selects if both), +1 Prestige, and the Anbar
//! Awakening marker, which blocks Card 58 Al-Anbar (blocks table) and ends an Al-Anbar
//! marker already in play (6.2.8).

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{
    add_aid, choose_country_if_any, place_event_marker, remove_marker_anywhere,
};
use crate::state::GameState;
use crate::types::{CardId, Country, Governance, Marker, Side};

pub(crate) struct AnbarAwakening;

impl CardEvent for AnbarAwakening {
    fn id(&self) -> CardId {
        CardId::of::<13>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.troops_counting_nato(Country::Iraq) > 0 || g.troops_counting_nato(Country::Syria) > 0 {
            Ok(())
        } else {
            Err("there are no troops in Iraq or Syria".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let target =
            choose_country_if_any(cx, by, self.id(), EventQuestion::MarkerCountry, |g, c| {
                if c != Country::Iraq && c != Country::Syria {
                    Err(Refusal::country(c, "{country} is neither Iraq nor Syria"))
                } else if g.troops_counting_nato(c) == 0 {
                    Err(Refusal::country(c, "{country} has no troops"))
                } else {
                    Ok(())
                }
            })?;
        // 7.2.2.3 Aid cannot stand at Good or Islamist Rule.
        if let Some(country) = target
            && !matches!(
                cx.g.governance(country),
                Some(Governance::Good | Governance::IslamistRule)
            )
        {
            add_aid(cx, country);
        }
        cx.add_prestige(1);
        place_event_marker(cx, Marker::AnbarAwakening);
        // 6.2.8 the blocked Al-Anbar's lingering effect ends (reference reading).
        remove_marker_anywhere(cx, Marker::AlAnbar);
        Ok(())
    }
}
