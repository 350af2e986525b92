//! Vocabulary types named from the rulebook.

pub mod card;
mod card_data;
pub mod country;
mod map_data;
pub mod marker;
pub mod side;

pub use card::{Association, CardId, CardInfo};
pub use country::{Alignment, Country, CountryInfo, CountryKind, CountrySet, Governance, Posture};
pub use marker::Marker;
pub use side::{BySide, Seat, Side};

#[cfg(test)]
mod tests;
