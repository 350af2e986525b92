//! Card 18 Intel Community (US, 2). No precondition. The US looks at the Jihadist hand
//! (a private log entry, order unchanged), carries out one War of Ideas, Deploy or Disrupt
//! as if with a 1-value card (no Reserves, 6.3.3.1), then may at once play one extra card
//! from its hand this Action Phase (`Cx::play_extra_card`, the sequence of play's).

use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::reveal_hand;
use crate::ops::event_operation;
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct IntelCommunity;

impl CardEvent for IntelCommunity {
    fn id(&self) -> CardId {
        CardId::of::<18>()
    }
    fn playable(&self, _g: &GameState, _by: Side) -> Result<(), Refusal> {
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        reveal_hand(cx, Side::Jihadist, by);
        event_operation(
            cx,
            by,
            self.id(),
            1,
            &[Op::WarOfIdeas, Op::Deploy, Op::Disrupt],
        )?;
        cx.play_extra_card(by, self.id())
    }
}
