//! Card 84 and Card 85 Leak (Jihadist, 3). Playable while the Enhanced Measures, Renditions
//! or Wiretapping marker is in the Event Box unflipped. The Jihadist flips one (its US event
//! is blocked for the rest of the game, its lingering effect ends), the US Posture is
//! rolled (+1, 4.9.3), a Prestige roll is made (4.7.1), and one Muslim Ally goes Neutral.

use crate::bot::pick::pick_card;
use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion};
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::{ally_to_neutral, place_event_marker, question, remove_event_marker};
use crate::log::BotPurpose;
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Country, Marker, Side};

pub(crate) struct Leak(pub CardId);

/// The markers Leak can flip, in card order.
const FLIPPABLE: [Marker; 3] = [
    Marker::Wiretapping,
    Marker::EnhancedMeasures,
    Marker::Renditions,
];

/// The unflipped markers in the Event Box.
fn flippable(g: &SideView<'_>) -> Vec<Marker> {
    FLIPPABLE
        .into_iter()
        .filter(|m| g.in_event_box(*m))
        .collect()
}

impl CardEvent for Leak {
    fn id(&self) -> CardId {
        self.0
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if flippable(&g.side_view(Side::Jihadist)).is_empty() {
            return Err(
                "no Enhanced Measures, Renditions or Wiretapping marker is in the Event Box".into(),
            );
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let markers = flippable(&cx.view());
        let chosen = match markers.as_slice() {
            [] => None,
            [only] => Some(*only),
            _ => {
                let options = markers.iter().map(|m| Answer::Card(m.card())).collect();
                let answer = cx.ask(
                    by,
                    question(self.id(), EventQuestion::MarkerToFlip),
                    options,
                )?;
                markers
                    .iter()
                    .copied()
                    .find(|m| answer == Answer::Card(m.card()))
            }
        };
        if let Some(marker) = chosen
            && let Some(flipped) = marker.leaked()
        {
            // The blocks table reads the flipped marker (6.2.8).
            remove_event_marker(cx, marker);
            place_event_marker(cx, flipped);
        }
        cx.roll_posture(Country::UnitedStates);
        cx.roll_prestige();
        ally_to_neutral(cx, by, self.id())
    }
    fn bot_answer(
        &self,
        cx: &mut Cx<'_>,
        question: EventQuestion,
        options: &[Answer],
    ) -> Option<Answer> {
        if question != EventQuestion::MarkerToFlip {
            return None;
        }
        // 9.6 / docs/bot-readings.md §6: PICK among the unflipped markers present, in the order
        // Wiretapping, Enhanced Measures, Renditions. The Ally is SHIFT_TARGET (solitaire::answer).
        let cards: Vec<CardId> = flippable(&cx.view())
            .into_iter()
            .map(|m| m.card())
            .filter(|c| options.contains(&Answer::Card(*c)))
            .collect();
        pick_card(cx, BotPurpose::LeakMarker, &cards).map(Answer::Card)
    }
}
