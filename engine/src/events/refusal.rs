//! Why an event (or one of its choices) is refused. Checks run for every country while
//! options are listed, so the reason is kept as parts and put into words only when a
//! refused answer is reported (the words are the same as a `format!` would give).

use std::fmt;

use crate::error::RuleError;
use crate::types::{CardId, Country};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// Fixed words.
    Text(&'static str),
    /// `"{before}{country}{after}"`, e.g. `("", Iraq, " has no cell")`.
    Country {
        before: &'static str,
        country: Country,
        after: &'static str,
    },
    /// 6.2.8 blocked by the marker or Lapsing card of these cards (the first one named).
    Blocked(&'static [u8]),
    /// Words already built (rare refusals that name several values).
    Owned(String),
}

impl Refusal {
    /// `"{country}{after}"`.
    pub(crate) fn country(country: Country, after: &'static str) -> Refusal {
        Refusal::Country {
            before: "",
            country,
            after,
        }
    }
    /// `"{before}{country}"`.
    pub(crate) fn ending(before: &'static str, country: Country) -> Refusal {
        Refusal::Country {
            before,
            country,
            after: "",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Text(text) => f.write_str(text),
            Refusal::Country {
                before,
                country,
                after,
            } => write!(f, "{before}{country}{after}"),
            Refusal::Blocked(by) => {
                // Named as the marker or Lapsing card in play, never as "#N Name": the card
                // itself may be in a hand (a scenario can start with its marker).
                let numbers: Vec<String> = by.iter().map(|n| n.to_string()).collect();
                let name = by
                    .first()
                    .and_then(|n| CardId::new(*n))
                    .map(CardId::name)
                    .unwrap_or_default();
                write!(
                    f,
                    "blocked by {name} (card {}) in play (6.2.8)",
                    numbers.join(" or ")
                )
            }
            Refusal::Owned(text) => f.write_str(text),
        }
    }
}

impl From<&'static str> for Refusal {
    fn from(text: &'static str) -> Refusal {
        Refusal::Text(text)
    }
}

impl From<String> for Refusal {
    fn from(text: String) -> Refusal {
        Refusal::Owned(text)
    }
}

/// An event's refusal of an answer, in words (events explain refusals in words).
impl From<Refusal> for RuleError {
    fn from(refusal: Refusal) -> RuleError {
        RuleError::Invalid(refusal.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_those_of_format() {
        let c = Country::GulfStates;
        assert_eq!(
            Refusal::country(c, " has no cell").to_string(),
            format!("{c} has no cell")
        );
        assert_eq!(
            Refusal::ending("the event places no cell in ", c).to_string(),
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
