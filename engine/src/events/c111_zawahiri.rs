//! Card 111 Zawahiri (Unassociated, 2, REMOVE if the US plays it). US play (only if no
//! country is under Islamist Rule; FATA and Al-Anbar block it, 6.2.8): -2 Funding, then
//! REMOVE. Jihadist play: -1 Prestige, or -3 if any country is under Islamist Rule.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::common::any_islamist_rule;
use crate::events::{CardEvent, Disposal};
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct Zawahiri;

impl CardEvent for Zawahiri {
    fn id(&self) -> CardId {
        CardId::of::<111>()
    }
    fn playable(&self, g: &GameState, by: Side) -> Result<(), Refusal> {
        if by == Side::Us && any_islamist_rule(g) {
            return Err("a country is under Islamist Rule".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        match by {
            Side::Us => cx.add_funding(-2),
            Side::Jihadist => {
                let loss = if any_islamist_rule(&cx.g) { 3 } else { 1 };
                cx.add_prestige(-loss);
            }
        }
        Ok(())
    }
    fn disposal(&self, by: Side) -> Disposal {
        // 6.2.9 REMOVE only when the US plays it.
        if by == Side::Us {
            Disposal::Remove
        } else {
            Disposal::Discard
        }
    }
}
