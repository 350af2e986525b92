//! 4.10 Cards: identity and printed data (from `data/cards.json`).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::side::Side;

/// 4.10.4 Association of a card's event.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Association {
    Us,
    Jihadist,
    Unassociated,
}

impl Association {
    pub fn side(self) -> Option<Side> {
        match self {
            Association::Us => Some(Side::Us),
            Association::Jihadist => Some(Side::Jihadist),
            Association::Unassociated => None,
        }
    }
}

/// Printed data of one card.
#[derive(Copy, Clone, Debug)]
pub struct CardInfo {
    pub number: u8,
    pub name: &'static str,
    pub association: Association,
    /// Operations value 1-3.
    pub ops: u8,
    /// 6.2.9 REMOVE: leaves the game when played as an event.
    pub remove: bool,
    /// 6.2.7 MARK: a lingering marker.
    pub mark: bool,
    /// 6.2.7 LAPSING: effects last until the end of the turn.
    pub lapsing: bool,
    /// 6.3.1 automatically triggered event (US Election).
    pub auto_trigger: bool,
}

/// A card number, 1..=120.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct CardId(u8);

impl CardId {
    /// Card 1, the lowest number.
    pub const FIRST: CardId = CardId(1);
}

impl CardId {
    pub const LETS_ROLL: CardId = CardId(21);
    pub const LIBYAN_DEAL: CardId = CardId(38);
    pub const LIBYAN_WMD: CardId = CardId(39);
    pub const PATRIOT_ACT: CardId = CardId(43);
    pub const AL_ITTIHAD_AL_ISLAMI: CardId = CardId(49);
    pub const EX_KGB: CardId = CardId(62);
    pub const OIL_PRICE_SPIKE_1: CardId = CardId(117);
    pub const OIL_PRICE_SPIKE_2: CardId = CardId(118);
    pub const US_ELECTION: CardId = CardId(120);

    /// Card `N`, checked when the program is built: a number outside 1..=120 does not
    /// compile. Numbers read at run time go through [`CardId::new`].
    ///
    /// ```
    /// assert_eq!(labyrinth_engine::CardId::of::<56>().number(), 56);
    /// ```
    /// ```compile_fail
    /// let card = labyrinth_engine::CardId::of::<121>();
    /// ```
    /// ```compile_fail
    /// let card = labyrinth_engine::CardId::of::<0>();
    /// ```
    pub const fn of<const N: u8>() -> CardId {
        const { assert!(N >= 1 && N <= 120, "a card number is 1..=120") };
        CardId(N)
    }
    pub fn new(number: u8) -> Option<CardId> {
        (1..=120).contains(&number).then_some(CardId(number))
    }
    pub fn number(self) -> u8 {
        self.0
    }
    pub fn all() -> impl Iterator<Item = CardId> {
        (1..=120).map(CardId)
    }
    pub fn name(self) -> &'static str {
        self.info().name
    }
    pub fn ops(self) -> u8 {
        self.info().ops
    }
    pub fn association(self) -> Association {
        self.info().association
    }
    pub fn is_oil_price_spike(self) -> bool {
        self == CardId::OIL_PRICE_SPIKE_1 || self == CardId::OIL_PRICE_SPIKE_2
    }
}

impl TryFrom<u8> for CardId {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        CardId::new(value).ok_or_else(|| format!("card number {value} is not 1-120"))
    }
}

impl From<CardId> for u8 {
    fn from(card: CardId) -> u8 {
        card.0
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0, self.name())
    }
}
