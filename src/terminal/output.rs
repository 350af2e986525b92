//! Hot-seat privacy: one screen, several users. A user's private messages (hands, draws,
//! Plot values, prompts, errors) print only while that user is the current `as` user; the
//! others' are held, with a one-line note saying for whom, and print when `as NAME`
//! switches to them. Public messages print at once.

use std::collections::BTreeMap;

use crate::app::Outbound;
use crate::i18n::Lang;
use crate::tr;

use super::format_outbound_in;

/// The current user and the private messages held for the others.
#[derive(Debug)]
pub struct Screen {
    user: String,
    held: BTreeMap<String, Vec<String>>,
    /// The language of the terminal's own words (the game's).
    lang: Lang,
}

impl Screen {
    pub fn new(user: String) -> Screen {
        Screen {
            user,
            held: BTreeMap::new(),
            lang: Lang::En,
        }
    }

    /// The language of the terminal's own words from now on.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// Who types now.
    pub fn user(&self) -> &str {
        &self.user
    }

    /// `as NAME`: `name` becomes the current user; the lines to print now are the messages
    /// held for them, in the order they came.
    pub fn switch(&mut self, name: String) -> Vec<String> {
        let held = self.held.remove(&name).unwrap_or_default();
        self.user = name;
        held
    }

    /// The lines to print for one command's messages: public ones and the current user's;
    /// the others' are held, and a note per other user says how many wait for them.
    pub fn show(&mut self, messages: &[Outbound]) -> Vec<String> {
        let mut lines = Vec::new();
        let mut newly: BTreeMap<&str, usize> = BTreeMap::new();
        for message in messages {
            let text = format_outbound_in(self.lang, message);
            match recipient(message) {
                Some(user) if user != self.user => {
                    self.held.entry(user.to_string()).or_default().push(text);
                    *newly.entry(user).or_default() += 1;
                }
                _ => lines.push(text),
            }
        }
        for (user, count) in newly {
            let waiting = self.held.get(user).map_or(count, Vec::len);
            lines.push(tr!(
                self.lang,
                "reply-terminal-held",
                count = waiting,
                user = user
            ));
        }
        lines
    }
}

/// The user a private message is for; `None` for a public one.
fn recipient(message: &Outbound) -> Option<&str> {
    match message {
        Outbound::Public(_)
        | Outbound::Play { .. }
        | Outbound::Board { .. }
        | Outbound::Report { to: None, .. } => None,
        Outbound::Report { to: Some(user), .. }
        | Outbound::Private { user, .. }
        | Outbound::PrivateBoard { user, .. }
        | Outbound::Prompt { user, .. }
        | Outbound::Error { user, .. }
        | Outbound::Notice { user, .. }
        | Outbound::File { user, .. } => Some(user),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn private(user: &str, text: &str) -> Outbound {
        Outbound::Private {
            user: user.to_string(),
            text: text.to_string(),
        }
    }

    /// Two players at one terminal: bob's hand is not printed while alice types; it is
    /// printed when bob takes the keyboard, once.
    #[test]
    fn another_users_private_lines_wait_for_them() {
        let mut screen = Screen::new("alice".to_string());
        let lines = screen.show(&[
            Outbound::Public("Turn 1".to_string()),
            private("alice", "Your hand: #1 Backlash"),
            private("bob", "Your hand: #76 Abu Ghurayb"),
            private("bob", "Plots: 1, 2"),
        ]);
        assert_eq!(
            lines,
            [
                "Turn 1",
                "[to alice] Your hand: #1 Backlash",
                "🔒 2 private messages for bob, shown after `as bob`"
            ]
        );
        assert!(!lines.concat().contains("Abu Ghurayb"));
        assert_eq!(
            screen.switch("bob".to_string()),
            [
                "[to bob] Your hand: #76 Abu Ghurayb",
                "[to bob] Plots: 1, 2"
            ]
        );
        assert_eq!(screen.user(), "bob");
        assert!(screen.switch("alice".to_string()).is_empty());
        assert!(screen.switch("bob".to_string()).is_empty());
    }
}
