//! Rule errors: a rejected action leaves the state unchanged and says why.

use std::borrow::Cow;

use thiserror::Error;

use crate::decision::{Answer, Op};
use crate::types::{CardId, Country, Governance, Side};

/// Why the engine refused an action. Every message names the rule and the values.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("the game is not waiting for a decision")]
    NothingPending,
    #[error("it is the {waiting}'s decision, not the {side}'s")]
    NotYourDecision { side: Side, waiting: Side },
    #[error("card {card} is not in the {side} hand")]
    CardNotInHand { side: Side, card: CardId },
    #[error(
        "card {card} cannot be played as an event by the {side}: it is a {owner} event (6.2.5)"
    )]
    EventAssociation {
        card: CardId,
        side: Side,
        owner: Side,
    },
    #[error("card {card} cannot be played as an event now: {reason}")]
    EventNotPlayable { card: CardId, reason: String },
    #[error("card {card} is worth {value}: only 1- and 2-value cards go to Reserves (6.3.3)")]
    ReservesValue { card: CardId, value: u8 },
    #[error(
        "{country} is {}: {} there needs a {needed}-value card; card {card} is worth {value}{} (7.1.1)",
        governance.name(), op.name(), if *reserves > 0 { " with Reserves" } else { "" }
    )]
    OpsValueTooLow {
        country: Country,
        governance: Governance,
        op: Op,
        needed: u8,
        card: CardId,
        value: u8,
        reserves: u8,
    },
    #[error("{op} needs a {needed}-value card; card {card} is worth {value} ({rule})", op = op.name())]
    OpNeedsValue {
        op: Op,
        needed: u8,
        card: CardId,
        value: u8,
        rule: &'static str,
    },
    #[error("{op} is not possible in {country}: {reason} ({rule})", op = op.name())]
    IllegalTarget {
        op: Op,
        country: Country,
        /// Most reasons are fixed text (no allocation while options are listed).
        reason: Cow<'static, str>,
        rule: &'static str,
    },
    #[error("{op} is not possible now: {reason} ({rule})", op = op.name())]
    OpNotPossible {
        op: Op,
        reason: Cow<'static, str>,
        rule: &'static str,
    },
    #[error("{answer} is not an option here; the options are: {options}")]
    NotAnOption { answer: Answer, options: String },
    #[error("{0}")]
    Invalid(String),
}

impl RuleError {
    /// The rule section behind the refusal.
    pub fn rule(&self) -> &'static str {
        match self {
            RuleError::GameOver => "2.1",
            RuleError::NothingPending | RuleError::NotYourDecision { .. } => "5.2",
            RuleError::CardNotInHand { .. } => "5.2.2",
            RuleError::EventAssociation { .. } => "6.2.5",
            RuleError::EventNotPlayable { .. } => "6.2.6",
            RuleError::ReservesValue { .. } => "6.3.3",
            RuleError::OpsValueTooLow { .. } => "7.1.1",
            RuleError::OpNeedsValue { rule, .. }
            | RuleError::IllegalTarget { rule, .. }
            | RuleError::OpNotPossible { rule, .. } => rule,
            RuleError::NotAnOption { .. } | RuleError::Invalid(_) => "5.2",
        }
    }

    pub(crate) fn target(
        op: Op,
        country: Country,
        rule: &'static str,
        reason: impl Into<Cow<'static, str>>,
    ) -> RuleError {
        RuleError::IllegalTarget {
            op,
            country,
            reason: reason.into(),
            rule,
        }
    }
}
