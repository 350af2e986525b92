//! Card 1 Backlash (US, 1). The US selects a face-down Plot in a Muslim country (Iran is not
//! one, 4.4); if it is still there when Plots resolve (8.5.6), its Funding step is reversed
//! (-1, or -2 in a Good country; a WMD sets Funding to 1): plots.rs, `// Card 1 Backlash`.
//! No dice.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::choose_country_if_any;
use crate::log::LogEntry;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct Backlash;

impl CardEvent for Backlash {
    fn id(&self) -> CardId {
        CardId::of::<1>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL
            .into_iter()
            .any(|c| c.is_muslim() && !g.country(c).plots.is_empty())
        {
            Ok(())
        } else {
            Err("no Plot is in a Muslim country".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // Any face-down Plot there that Backlash has not selected yet.
        let country =
            choose_country_if_any(cx, by, self.id(), EventQuestion::BacklashPlot, |g, c| {
                if !c.is_muslim() {
                    Err(Refusal::country(c, "{country} is not a Muslim country"))
                } else if !g.country(c).plots.iter().any(|p| !p.face_up && !p.backlash) {
                    Err(Refusal::country(c, "{country} has no Plot to select"))
                } else {
                    Ok(())
                }
            })?;
        let Some(country) = country else {
            return Ok(());
        };
        // The US cannot tell face-down markers apart (8.5.4): the first placed is selected.
        if let Some(plot) =
            cx.g.country_mut(country)
                .plots
                .iter_mut()
                .find(|p| !p.face_up && !p.backlash)
        {
            plot.backlash = true;
        }
        cx.log(LogEntry::Backlash { country });
        Ok(())
    }
}
