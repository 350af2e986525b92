//! Vocabulary types named from the rulebook.

pub mod card;
mod card_data;
pub mod country;
mod map_data;
pub mod marker;
pub mod side;
pub mod track;
mod war_of_ideas;

pub use card::{Association, CardId, CardInfo};
pub use country::{Alignment, Country, CountryInfo, CountryKind, CountrySet, Governance, Posture};
pub use marker::Marker;
pub use side::{BySide, Seat, Side};
pub use track::{Funding, OffTrack, Prestige, Reserves};
pub use war_of_ideas::WarOfIdeasModifier;

#[cfg(test)]
mod tests;
