//! The vocabulary of an agreed change to the position (`/lab adjust`): what can change, and
//! where a card can lie. Applying one is `adjust.rs`'s.

use serde::{Deserialize, Serialize};

use crate::decision::Plot;
use crate::state::RegimeChange;
use crate::types::{Alignment, CardId, Country, Governance, Marker, Posture, Side};

/// Where a card lies (2.3: each of the 120 cards in exactly one place).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    UsHand,
    JihadistHand,
    /// A random place in the draw pile.
    DrawPile,
    Discard,
    Removed,
    /// 4.7.7.1 the Lapsing box.
    Lapsing,
    /// 4.7.7.2 the 1st Plot box.
    FirstPlot,
}

impl Zone {
    pub const ALL: [Zone; 7] = [
        Zone::UsHand,
        Zone::JihadistHand,
        Zone::DrawPile,
        Zone::Discard,
        Zone::Removed,
        Zone::Lapsing,
        Zone::FirstPlot,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Zone::UsHand => "the US hand",
            Zone::JihadistHand => "the Jihadist hand",
            Zone::DrawPile => "the draw pile",
            Zone::Discard => "the discard pile",
            Zone::Removed => "the removed cards",
            Zone::Lapsing => "the Lapsing box",
            Zone::FirstPlot => "the 1st Plot box",
        }
    }

    /// The side whose hand this is.
    pub fn hand_of(self) -> Option<Side> {
        match self {
            Zone::UsHand => Some(Side::Us),
            Zone::JihadistHand => Some(Side::Jihadist),
            _ => None,
        }
    }

    /// Cards here are face up for everyone (not a hand, not the draw pile).
    pub fn is_public(self) -> bool {
        !matches!(self, Zone::UsHand | Zone::JihadistHand | Zone::DrawPile)
    }
}

/// One change to the position.
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Adjustment {
    /// 4.7.1 Prestige (1-12).
    Prestige(u8),
    /// 4.7.4.1 Funding (1-9).
    Funding(u8),
    /// 4.7.2 the US Posture.
    UsPosture(Posture),
    /// 4.3.2 a non-Muslim country's Posture (`None`: unmarked).
    Posture {
        country: Country,
        posture: Option<Posture>,
    },
    /// 4.2.1 a Muslim country's Governance (`None`: unmarked, which also unmarks Alignment).
    Governance {
        country: Country,
        governance: Option<Governance>,
    },
    /// 4.2.2 a Muslim country's Alignment.
    Alignment {
        country: Country,
        alignment: Alignment,
    },
    Troops {
        country: Country,
        count: u8,
    },
    ActiveCells {
        country: Country,
        count: u8,
    },
    SleeperCells {
        country: Country,
        count: u8,
    },
    Cadre {
        country: Country,
        present: bool,
    },
    /// 4.8.4 Aid markers.
    Aid {
        country: Country,
        count: u8,
    },
    /// 4.8.5 Besieged Regime.
    Besieged {
        country: Country,
        present: bool,
    },
    /// 4.8.2 Regime Change (`None`: removed).
    RegimeChange {
        country: Country,
        marker: Option<RegimeChange>,
    },
    /// 4.7.8 a Plot marker placed face down from the Available Plots (`placed`), or put
    /// back there.
    Plot {
        country: Country,
        plot: Plot,
        placed: bool,
    },
    /// 6.2.7 a lingering marker in play (in the Event Box, or in `country`) or removed.
    Marker {
        marker: Marker,
        country: Option<Country>,
        present: bool,
    },
    /// A card from one zone to another.
    Card {
        card: CardId,
        from: Zone,
        to: Zone,
    },
}
