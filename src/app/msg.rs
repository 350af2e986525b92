//! A text by message key and arguments (issue "Русский"): built where the app knows what to
//! say, written in the reader's language where it knows who reads it (a refusal, a notice).

use labyrinth_engine::ErrorArg;

use super::refusal::fluent_args;
use crate::i18n::{self, Lang};

#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    key: &'static str,
    args: Vec<(&'static str, ErrorArg)>,
}

impl Msg {
    /// The message `key` of `locales/*/app.ftl` (or another area).
    pub fn new(key: &'static str) -> Msg {
        Msg {
            key,
            args: Vec::new(),
        }
    }

    /// Argument `name`: a game value named in the reader's language ([`ErrorArg`]), a number
    /// or words that stay as they are (a user's name).
    pub fn with(mut self, name: &'static str, value: impl Into<ErrorArg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// Words argument (a user, a command): shown as they are.
    pub fn words(self, name: &'static str, value: impl Into<String>) -> Msg {
        self.with(name, ErrorArg::Words(value.into()))
    }

    /// A number argument (plural forms follow it).
    pub fn number(self, name: &'static str, value: i64) -> Msg {
        self.with(name, ErrorArg::Number(value))
    }

    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        i18n::text(lang, self.key, Some(&fluent_args(lang, &self.args)))
    }
}
