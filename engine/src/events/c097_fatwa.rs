//! Card 97 Fatwa (Unassociated, 1). Playable if the player holds another card and the
//! opponent holds one. Trade: each side gives the other one card picked at random from its
//! own hand, both picked before the exchange (dice: the player's pick, then the opponent's;
//! one die for up to 6 cards); the card given is private to the two sides, and trading is
//! no discard (no event, not even US Election). Then the player conducts one operation at
//! value 1 without Reserves (6.3.3.1; reference reading), through `ops::event_operation`.

use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::events::CardEvent;
use crate::events::common::{give_card, random_card};
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Fatwa;

const US_OPS: [Op; 6] = [
    Op::WarOfIdeas,
    Op::Deploy,
    Op::RegimeChange,
    Op::Withdraw,
    Op::Disrupt,
    Op::Alert,
];
const JIHADIST_OPS: [Op; 4] = [Op::Recruit, Op::Travel, Op::Jihad, Op::Plot];

impl CardEvent for Fatwa {
    fn id(&self) -> CardId {
        CardId::of(97)
    }
    fn playable(&self, g: &GameState, by: Side) -> Result<(), String> {
        if !g.hand(by).iter().any(|card| *card != self.id()) {
            return Err(format!("the {by} holds no other card"));
        }
        if g.hand(!by).is_empty() {
            return Err(format!("the {} holds no card", !by));
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        let given = random_card(cx, by);
        let received = random_card(cx, !by);
        if let Some(card) = given {
            give_card(cx, by, !by, card);
        }
        if let Some(card) = received {
            give_card(cx, !by, by, card);
        }
        let allowed: &[Op] = match by {
            Side::Us => &US_OPS,
            Side::Jihadist => &JIHADIST_OPS,
        };
        crate::ops::event_operation(cx, by, self.id(), 1, allowed)?;
        Ok(())
    }
}
