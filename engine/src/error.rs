//! Rule errors: a rejected action leaves the state unchanged and says why.
//!
//! The words are English ([`std::fmt::Display`]); [`RuleError::key`] gives the same refusal
//! as a message key and its arguments, so the app can write it in the reader's language
//! (`locales/*/errors.ftl`) without the engine knowing any language but the rules'.

use std::fmt;

use thiserror::Error;

use crate::adjustment::Zone;
use crate::decision::{Answer, Op};
use crate::types::{CardId, Country, Governance, Marker, Side};

mod refusal;
pub(crate) use refusal::Refusal;

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
    EventNotPlayable { card: CardId, reason: Reason },
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
        /// Most reasons are fixed words (no allocation while options are listed).
        reason: Reason,
        rule: &'static str,
    },
    #[error("{op} is not possible now: {reason} ({rule})", op = op.name())]
    OpNotPossible {
        op: Op,
        reason: Reason,
        rule: &'static str,
    },
    #[error("{answer} is not an option here; the options are: {options}")]
    NotAnOption { answer: Answer, options: String },
    #[error("{0}")]
    Invalid(Reason),
}

/// A value a refusal names: the app writes it in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorArg {
    Country(Country),
    /// A card, "N Name" in English.
    Card(CardId),
    /// A card's name alone.
    CardName(CardId),
    Side(Side),
    Op(Op),
    Governance(Governance),
    Zone(Zone),
    Marker(Marker),
    /// Card numbers, "84 or 85" in English.
    Cards(&'static [u8]),
    Number(i64),
    /// A rule citation: "7.3.4", "Card 114".
    Rule(&'static str),
    Answer(Answer),
    /// Words that stay as they are (a list of answers, a validation report).
    Words(String),
    /// A nested reason (the "why" of an illegal target).
    Reason(Reason),
}

impl fmt::Display for ErrorArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorArg::Country(c) => f.write_str(c.name()),
            ErrorArg::Card(c) => write!(f, "{c}"),
            ErrorArg::CardName(c) => f.write_str(c.name()),
            ErrorArg::Side(s) => f.write_str(s.name()),
            ErrorArg::Op(o) => f.write_str(o.name()),
            ErrorArg::Governance(g) => f.write_str(g.name()),
            ErrorArg::Zone(z) => f.write_str(z.name()),
            ErrorArg::Marker(m) => f.write_str(m.name()),
            ErrorArg::Cards(numbers) => {
                let numbers: Vec<String> = numbers.iter().map(u8::to_string).collect();
                f.write_str(&numbers.join(" or "))
            }
            ErrorArg::Number(n) => write!(f, "{n}"),
            ErrorArg::Rule(r) => f.write_str(r),
            ErrorArg::Answer(a) => write!(f, "{a}"),
            ErrorArg::Words(w) => f.write_str(w),
            ErrorArg::Reason(r) => write!(f, "{r}"),
        }
    }
}

macro_rules! error_arg_from {
    ($($t:ty => $v:ident),+) => {$(
        impl From<$t> for ErrorArg {
            fn from(x: $t) -> ErrorArg {
                ErrorArg::$v(x)
            }
        }
    )+};
}
error_arg_from!(Country => Country, CardId => Card, Side => Side, Op => Op,
    Governance => Governance, Zone => Zone, Marker => Marker, Answer => Answer);

impl From<usize> for ErrorArg {
    fn from(n: usize) -> ErrorArg {
        ErrorArg::Number(n as i64)
    }
}

impl From<u8> for ErrorArg {
    fn from(n: u8) -> ErrorArg {
        ErrorArg::Number(n.into())
    }
}

/// The words of a refusal's reason: an English template whose `{name}`s are its arguments
/// ("each roll needs a cell there, and it has {cells}"). The template is the message's
/// identity: its key is `reason-` and the template's words ([`Reason::key`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The English template ("" for built words).
    words: &'static str,
    /// Arguments, or built words; boxed, so a reason of fixed words (most, made by the
    /// thousand while options are listed) is dropped with one look.
    more: Option<Box<More>>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct More {
    args: Vec<(&'static str, ErrorArg)>,
    /// Built words (no template, no key): shown as they are.
    built: Option<String>,
}

impl Reason {
    /// Fixed words, or a template filled with [`Reason::with`].
    pub const fn new(words: &'static str) -> Reason {
        Reason { words, more: None }
    }

    /// The template's argument `name`.
    pub fn with(mut self, name: &'static str, value: impl Into<ErrorArg>) -> Reason {
        self.more
            .get_or_insert_with(Box::default)
            .args
            .push((name, value.into()));
        self
    }

    fn built(&self) -> Option<&str> {
        self.more.as_ref().and_then(|m| m.built.as_deref())
    }

    /// The message key: `reason-` and the template's words, lower case, joined by `-`
    /// ("{country} has no cell" -> `reason-country-has-no-cell`). `None` for built words.
    pub fn key(&self) -> Option<String> {
        if self.built().is_some() {
            return None;
        }
        let words: Vec<String> = self
            .words
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_ascii_lowercase)
            .collect();
        Some(format!("reason-{}", words.join("-")))
    }

    /// The English template (built words as they are).
    pub fn template(&self) -> &str {
        self.built().unwrap_or(self.words)
    }

    pub fn args(&self) -> &[(&'static str, ErrorArg)] {
        self.more.as_ref().map_or(&[], |m| m.args.as_slice())
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(built) = self.built() {
            return f.write_str(built);
        }
        let mut rest: &str = self.words;
        while let Some(open) = rest.find('{') {
            f.write_str(&rest[..open])?;
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                f.write_str(&rest[open..])?;
                return Ok(());
            };
            let name = &after[..close];
            match self.args().iter().find(|(n, _)| *n == name) {
                Some((_, value)) => write!(f, "{value}")?,
                None => write!(f, "{{{name}}}")?,
            }
            rest = &after[close + 1..];
        }
        f.write_str(rest)
    }
}

impl From<&'static str> for Reason {
    fn from(words: &'static str) -> Reason {
        Reason::new(words)
    }
}

/// Words built elsewhere: shown as they are, in English only.
impl From<String> for Reason {
    fn from(words: String) -> Reason {
        Reason {
            words: "",
            more: Some(Box::new(More {
                args: Vec::new(),
                built: Some(words),
            })),
        }
    }
}

/// A refusal's message key and arguments (see [`RuleError::key`]).
pub type ErrorKey = (&'static str, Vec<(&'static str, ErrorArg)>);

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

    /// The refusal as a message key (`error-...` in the app's `errors.ftl`) and its
    /// arguments; the English message reads as [`std::fmt::Display`] does. A reason is an
    /// [`ErrorArg::Reason`] with its own key ([`Reason::key`]).
    pub fn key(&self) -> ErrorKey {
        use ErrorArg as A;
        match self {
            RuleError::GameOver => ("error-game-over", vec![]),
            RuleError::NothingPending => ("error-nothing-pending", vec![]),
            RuleError::NotYourDecision { side, waiting } => (
                "error-not-your-decision",
                vec![("side", A::Side(*side)), ("waiting", A::Side(*waiting))],
            ),
            RuleError::CardNotInHand { side, card } => (
                "error-card-not-in-hand",
                vec![("side", A::Side(*side)), ("card", A::Card(*card))],
            ),
            RuleError::EventAssociation { card, side, owner } => (
                "error-event-association",
                vec![
                    ("card", A::Card(*card)),
                    ("side", A::Side(*side)),
                    ("owner", A::Side(*owner)),
                ],
            ),
            RuleError::EventNotPlayable { card, reason } => (
                "error-event-not-playable",
                vec![
                    ("card", A::Card(*card)),
                    ("reason", A::Reason(reason.clone())),
                ],
            ),
            RuleError::ReservesValue { card, value } => (
                "error-reserves-value",
                vec![("card", A::Card(*card)), ("value", A::from(*value))],
            ),
            RuleError::OpsValueTooLow {
                country,
                governance,
                op,
                needed,
                card,
                value,
                reserves,
            } => (
                if *reserves > 0 {
                    "error-ops-value-too-low-reserves"
                } else {
                    "error-ops-value-too-low"
                },
                vec![
                    ("country", A::Country(*country)),
                    ("governance", A::Governance(*governance)),
                    ("op", A::Op(*op)),
                    ("needed", A::from(*needed)),
                    ("card", A::Card(*card)),
                    ("value", A::from(*value)),
                ],
            ),
            RuleError::OpNeedsValue {
                op,
                needed,
                card,
                value,
                rule,
            } => (
                "error-op-needs-value",
                vec![
                    ("op", A::Op(*op)),
                    ("needed", A::from(*needed)),
                    ("card", A::Card(*card)),
                    ("value", A::from(*value)),
                    ("rule", A::Rule(rule)),
                ],
            ),
            RuleError::IllegalTarget {
                op,
                country,
                reason,
                rule,
            } => (
                "error-illegal-target",
                vec![
                    ("op", A::Op(*op)),
                    ("country", A::Country(*country)),
                    ("reason", A::Reason(reason.clone())),
                    ("rule", A::Rule(rule)),
                ],
            ),
            RuleError::OpNotPossible { op, reason, rule } => (
                "error-op-not-possible",
                vec![
                    ("op", A::Op(*op)),
                    ("reason", A::Reason(reason.clone())),
                    ("rule", A::Rule(rule)),
                ],
            ),
            RuleError::NotAnOption { answer, options } => (
                "error-not-an-option",
                vec![
                    ("answer", A::Answer(*answer)),
                    ("options", A::Words(options.clone())),
                ],
            ),
            RuleError::Invalid(reason) => {
                ("error-invalid", vec![("reason", A::Reason(reason.clone()))])
            }
        }
    }

    pub(crate) fn target(
        op: Op,
        country: Country,
        rule: &'static str,
        reason: impl Into<Reason>,
    ) -> RuleError {
        RuleError::IllegalTarget {
            op,
            country,
            reason: reason.into(),
            rule,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_reads_as_its_template_filled() {
        let r = Reason::new("each roll needs a cell there, and it has {cells}").with("cells", 0u8);
        assert_eq!(r.to_string(), "each roll needs a cell there, and it has 0");
        assert_eq!(
            r.key().as_deref(),
            Some("reason-each-roll-needs-a-cell-there-and-it-has-cells")
        );
        let c = Reason::new("{country} has no cell").with("country", Country::GulfStates);
        assert_eq!(
            c.to_string(),
            format!("{} has no cell", Country::GulfStates)
        );
        let built = Reason::from("a {brace}".to_string());
        assert_eq!(built.to_string(), "a {brace}");
        assert_eq!(built.key(), None);
    }

    #[test]
    fn every_error_has_a_key_and_its_rule() {
        let e = RuleError::target(
            Op::Plot,
            Country::Iraq,
            "8.5.1",
            "it is under Islamist Rule",
        );
        let (key, args) = e.key();
        assert_eq!(key, "error-illegal-target");
        assert!(args.contains(&("rule", ErrorArg::Rule("8.5.1"))));
        assert_eq!(
            e.to_string(),
            "Plot is not possible in Iraq: it is under Islamist Rule (8.5.1)"
        );
    }
}
