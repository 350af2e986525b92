//! 4.9.2 the War of Ideas Table's modifiers, by name (their values are `ops/us/woi.rs`'s).

use serde::{Deserialize, Serialize};

/// 4.9.2 one War of Ideas Table modifier.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WarOfIdeasModifier {
    /// The Prestige level (-1 to +2).
    Prestige,
    /// The GWOT Relations Penalty (0 to -3).
    GwotPenalty,
    /// +1 per Aid marker.
    Aid,
    /// +1 if adjacent to a Good Ally.
    AdjacentGoodAlly,
    /// -1 when attempting Fair to Good.
    FairToGood,
}

impl WarOfIdeasModifier {
    pub fn name(self) -> &'static str {
        match self {
            WarOfIdeasModifier::Prestige => "Prestige",
            WarOfIdeasModifier::GwotPenalty => "GWOT penalty",
            WarOfIdeasModifier::Aid => "Aid",
            WarOfIdeasModifier::AdjacentGoodAlly => "adjacent Good Ally",
            WarOfIdeasModifier::FairToGood => "Fair to Good",
        }
    }
}
