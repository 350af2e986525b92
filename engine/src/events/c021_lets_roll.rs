//! Card 21 Let's Roll! (US, 2). Playable if a Plot is in an Ally or a Good country. The US
//! removes one such Plot as an Alert does (7.5.3), draws a card, then sets the Posture of one
//! non-Muslim country other than the United States and Israel.

use crate::cx::{Cx, Run};
use crate::decision::EventQuestion;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{choose_country_if_any, set_chosen_posture};
use crate::ops::us::alert::block_plot;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct LetsRoll;

fn plot_target(g: &GameState, country: Country) -> bool {
    !g.country(country).plots.is_empty() && (g.is_ally(country) || g.is_good(country))
}

impl CardEvent for LetsRoll {
    fn id(&self) -> CardId {
        CardId::LETS_ROLL
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if Country::ALL.into_iter().any(|c| plot_target(g, c)) {
            Ok(())
        } else {
            Err("no Plot is in an Ally or a Good country".into())
        }
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        // No question when a single country holds such a Plot.
        let country =
            choose_country_if_any(cx, by, self.id(), EventQuestion::PlotToRemove, |g, c| {
                if plot_target(g, c) {
                    Ok(())
                } else {
                    Err(Refusal::country(
                        c,
                        "{country} holds no Plot in an Ally or Good country",
                    ))
                }
            })?;
        if let Some(country) = country {
            block_plot(cx, country);
        }
        cx.draw_into_hand(Side::Us, 1)?;
        set_chosen_posture(cx, by, self.id(), "{country}'s Posture cannot be set")
    }
}
