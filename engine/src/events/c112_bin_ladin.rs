//! Card 112 Bin Ladin (Unassociated, 3, REMOVE if the US plays it). US play (only if no
//! country is under Islamist Rule; FATA and Al-Anbar block it, 6.2.8): -4 Funding and +1
//! Prestige, then REMOVE. Jihadist play: -2 Prestige, or -4 if any Islamist Rule.

use crate::cx::{Cx, Run};
use crate::error::Refusal;
use crate::events::common::any_islamist_rule;
use crate::events::{CardEvent, Disposal};
use crate::state::GameState;
use crate::types::{CardId, Side};

pub(crate) struct BinLadin;

impl CardEvent for BinLadin {
    fn id(&self) -> CardId {
        CardId::of::<112>()
    }
    fn playable(&self, g: &GameState, by: Side) -> Result<(), Refusal> {
        if by == Side::Us && any_islamist_rule(g) {
            return Err("a country is under Islamist Rule".into());
        }
        Ok(())
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        match by {
            Side::Us => {
                cx.add_funding(-4);
                cx.add_prestige(1);
            }
            Side::Jihadist => {
                let loss = if any_islamist_rule(&cx.g) { 4 } else { 2 };
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
