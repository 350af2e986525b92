//! Why an answer is refused (an event or one of its choices, a Plot or set-up question).
//! Checks run for every country while options are listed, so the reason is kept as parts and
//! put into words (a [`Reason`], which the app writes in the reader's language) only when a
//! refused answer is reported.

use std::fmt;

use crate::error::{ErrorArg, Reason, RuleError};
use crate::types::{CardId, Country};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// Fixed words.
    Text(&'static str),
    /// Words naming one country as `{country}`, e.g. `("{country} has no cell", Iraq)`.
    Country(&'static str, Country),
    /// 6.2.8 blocked by the marker or Lapsing card of these cards (the first one named).
    Blocked(&'static [u8]),
    /// A reason with other values (rare refusals that name several).
    Reason(Reason),
}

impl Refusal {
    /// `words` with `{country}` standing for `country`.
    pub(crate) fn country(country: Country, words: &'static str) -> Refusal {
        Refusal::Country(words, country)
    }
}

impl From<Refusal> for Reason {
    fn from(refusal: Refusal) -> Reason {
        match refusal {
            Refusal::Text(words) => Reason::new(words),
            Refusal::Country(words, country) => Reason::new(words).with("country", country),
            // Named as the marker or Lapsing card in play, never as "#N Name": the card
            // itself may be in a hand (a scenario can start with its marker).
            Refusal::Blocked(by) => match by.first().and_then(|n| CardId::new(*n)) {
                Some(card) => Reason::new("blocked by {marker} (card {cards}) in play (6.2.8)")
                    .with("marker", ErrorArg::CardName(card))
                    .with("cards", ErrorArg::Cards(by)),
                None => Reason::new("blocked by a card in play (6.2.8)"),
            },
            Refusal::Reason(reason) => reason,
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Reason::from(self.clone()))
    }
}

impl From<&'static str> for Refusal {
    fn from(text: &'static str) -> Refusal {
        Refusal::Text(text)
    }
}

impl From<Reason> for Refusal {
    fn from(reason: Reason) -> Refusal {
        Refusal::Reason(reason)
    }
}

/// An event's refusal of an answer, in words (events explain refusals in words).
impl From<Refusal> for RuleError {
    fn from(refusal: Refusal) -> RuleError {
        RuleError::Invalid(refusal.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_those_of_format() {
        let c = Country::GulfStates;
        assert_eq!(
            Refusal::country(c, "{country} has no cell").to_string(),
            format!("{c} has no cell")
        );
        assert_eq!(
            Refusal::country(c, "the event places no cell in {country}").to_string(),
            format!("the event places no cell in {c}")
        );
        assert_eq!(
            Refusal::Blocked(&[84, 85]).to_string(),
            format!(
                "blocked by {} (card 84 or 85) in play (6.2.8)",
                CardId::of::<84>().name()
            )
        );
    }
}
