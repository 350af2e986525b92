//! The section-9 bot in the Jihadist seat of a solitaire game (9.0): it plays the
//! Jihadist's cards (9.4.1, [`card_play`]) and answers every other Jihadist question
//! ([`answer`]), each card's own rule first. It sits above the events and the sequence of
//! play, which it consults; the procedures it uses are in `bot`.

mod answer;
mod card_play;

pub use card_play::{CELL_EVENTS, decide};

use crate::cx::{Cx, Responder, Run};
use crate::decision::{Answer, DecisionKind};
use crate::types::Side;

/// The section-9 bot as the executor's [`Responder`]: it answers every Jihadist question
/// of a solitaire game (9.0); `play.rs` hands it in for solitaire games.
pub(crate) struct Bot;

impl Responder for Bot {
    fn answers(&self, side: Side) -> bool {
        side == Side::Jihadist
    }
    fn respond(&self, cx: &mut Cx<'_>, kind: &DecisionKind, options: &[Answer]) -> Answer {
        answer::answer(cx, kind, options)
    }
    fn action_phase(&self, cx: &mut Cx<'_>, side: Side) -> Option<Run> {
        (side == Side::Jihadist).then(|| card_play::action_phase(cx))
    }
}
