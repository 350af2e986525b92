//! Card 39 Libyan WMD (US, 3, REMOVE, MARK). Playable if Libya is an Adversary, the US is
//! Hard and Card 38 Libyan Deal is not in effect (6.2.8). Place the marker: Regime Change may
//! target Libya whatever its Governance; the US may do so at once with this card's 3 Ops.

use crate::cx::{Cx, Run};
use crate::decision::{Answer, DecisionKind, EventQuestion, Op, Purpose};
use crate::error::RuleError;
use crate::events::CardEvent;
use crate::events::common::place_country_marker;
use crate::ops::us::deploy::{choose_count, movable, origin_movable};
use crate::ops::us::regime_change::regime_change;
use crate::state::GameState;
use crate::types::{Alignment, CardId, Country, Marker, Posture, Side};

pub(crate) struct LibyanWmd;

impl CardEvent for LibyanWmd {
    fn id(&self) -> CardId {
        CardId::LIBYAN_WMD
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), String> {
        if g.alignment(Country::Libya) != Some(Alignment::Adversary) {
            return Err("Libya is not an Adversary".into());
        }
        if g.us_posture != Posture::Hard {
            return Err("US Posture is not Hard".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, player: Side) -> Run {
        place_country_marker(cx, Marker::LibyanWmd, Country::Libya);
        // "This same card's 3 Ops" exist only when the US played the card as its event: a
        // Jihadist who triggers it by playing the card for operations spends those Ops.
        let can_track = origin_movable(&cx.g, None) >= 6;
        let can_country = Country::ALL
            .into_iter()
            .any(|c| c != Country::Libya && movable(&cx.g, c) >= 6);
        if !(can_track || can_country) || by != Side::Us || player != Side::Us {
            return Ok(());
        }
        let now = cx.yes_no(
            by,
            DecisionKind::Event {
                card: self.id(),
                question: EventQuestion::RegimeChangeNow,
            },
        )?;
        if !now {
            return Ok(());
        }
        let extra = if can_track {
            vec![Answer::Track]
        } else {
            Vec::new()
        };
        let from = match cx.choose_country(by, Purpose::RegimeChangeFrom, 1, &extra, |g, c| {
            if c != Country::Libya && movable(g, c) >= 6 {
                Ok(())
            } else {
                Err(RuleError::target(
                    Op::RegimeChange,
                    c,
                    "7.3.4",
                    "fewer than six troops there are able to Deploy",
                ))
            }
        })? {
            Answer::Country(c) => Some(c),
            _ => None,
        };
        let max = origin_movable(&cx.g, from);
        let count = choose_count(cx, from, Some(Country::Libya), 6, max)?;
        regime_change(cx, from, Country::Libya, count);
        Ok(())
    }
}
