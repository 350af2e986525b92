//! The two sides and per-side containers.

use std::fmt;
use std::ops::Not;

use serde::{Deserialize, Serialize};

use super::country::same_normalized;

#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Us,
    Jihadist,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::Us, Side::Jihadist];
    /// Its id in saved games and typed commands (`us`).
    pub fn id(self) -> &'static str {
        match self {
            Side::Us => "us",
            Side::Jihadist => "jihadist",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Side::Us => "US",
            Side::Jihadist => "Jihadist",
        }
    }
    /// Its id or its name, in any case.
    pub fn parse(text: &str) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|s| same_normalized(s.id(), text) || same_normalized(s.name(), text))
    }
}

impl Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        match self {
            Side::Us => Side::Jihadist,
            Side::Jihadist => Side::Us,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per side.
#[derive(Copy, Clone, Default, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct BySide<T> {
    pub us: T,
    pub jihadist: T,
}

impl<T> BySide<T> {
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::Us => &self.us,
            Side::Jihadist => &self.jihadist,
        }
    }
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Us => &mut self.us,
            Side::Jihadist => &mut self.jihadist,
        }
    }
}

/// Who looks at the game: one of the sides or anybody else.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seat {
    Us,
    Jihadist,
    Observer,
}

impl Seat {
    pub fn side(self) -> Option<Side> {
        match self {
            Seat::Us => Some(Side::Us),
            Seat::Jihadist => Some(Side::Jihadist),
            Seat::Observer => None,
        }
    }
}

impl From<Side> for Seat {
    fn from(side: Side) -> Seat {
        match side {
            Side::Us => Seat::Us,
            Side::Jihadist => Seat::Jihadist,
        }
    }
}
