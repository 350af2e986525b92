//! What a command sends: [`Outbound`] messages with their audience, and a prompt's options.

use labyrinth_engine::Answer;

use crate::render;
use crate::store::{Audience, MessageKind};

/// One option of a prompt.
#[derive(Clone, Debug, PartialEq)]
pub struct PromptOption {
    /// As `/lab choose N` takes it: 1-based, or the count itself for a count.
    pub number: usize,
    pub label: String,
    /// The machine form (`country:pakistan`).
    pub key: String,
    pub answer: Answer,
    /// The game version this option belongs to: send the choice wrapped in
    /// [`Command::At`] with it, and a choice made on an outdated prompt is refused.
    pub version: i64,
}

/// A message the transport must deliver.
#[derive(Clone, Debug, PartialEq)]
pub enum Outbound {
    /// To the whole channel.
    Public(String),
    /// Public lines of one card play, to the whole channel. `key` names the card play
    /// (`game/turn/side/card`, the same for every step of it): a transport may keep one
    /// message per key and add the lines to it. Recorded as a public message.
    Play { key: String, text: String },
    /// The board summary, to the whole channel: the text (recorded and printed as a public
    /// message), the same board as an embed (what Discord shows) and as a picture (drawn
    /// only by the transport that shows it: Discord attaches it to the embed, the terminal
    /// writes it on request). All three come from `view(Observer)`.
    Board {
        text: String,
        embed: render::BoardEmbed,
        map: render::BoardMap,
    },
    /// To one user only (a DM or an ephemeral reply).
    Private { user: String, text: String },
    /// To one user only, with the board picture (a catch-up): the picture is the public
    /// board, from `view(Observer)`, so it shows nothing the channel does not see. Discord
    /// attaches it to the message; the terminal writes it on request. Recorded as a
    /// private message (its text).
    PrivateBoard {
        user: String,
        text: String,
        map: render::BoardMap,
    },
    /// A decision for one user, with its legal options (private: options can show a hand).
    Prompt {
        user: String,
        text: String,
        options: Vec<PromptOption>,
    },
    /// A refused command, to the user who sent it.
    Error { user: String, text: String },
    /// A note about the command to the user who sent it (what was not applied and why).
    Notice { user: String, text: String },
    /// A file for the user who sent the command (`/lab game export`): `text` says what it is.
    /// Discord attaches it to an ephemeral reply; the terminal writes it to `path:FILE`.
    File {
        user: String,
        text: String,
        name: String,
        bytes: Vec<u8>,
    },
    /// The game's story (after-action report): to the channel (`to` none, at a game's end)
    /// or to one user (`/lab game report`). `text` fits one message; the report's chart and
    /// whole Markdown text are made by the transport that shows them (Discord attaches
    /// both, the terminal writes the chart on `image:PATH`). From public information only.
    Report {
        to: Option<String>,
        text: String,
        report: Box<render::report::Report>,
    },
}

impl Outbound {
    pub(super) fn kind(&self) -> MessageKind {
        match self {
            Outbound::Public(_)
            | Outbound::Play { .. }
            | Outbound::Board { .. }
            | Outbound::Report { to: None, .. } => MessageKind::Public,
            Outbound::Private { .. }
            | Outbound::PrivateBoard { .. }
            | Outbound::Notice { .. }
            | Outbound::File { .. }
            | Outbound::Report { .. } => MessageKind::Private,
            Outbound::Prompt { .. } => MessageKind::Prompt,
            Outbound::Error { .. } => MessageKind::Error,
        }
    }
    pub(super) fn audience(&self) -> Audience {
        match self {
            Outbound::Public(_)
            | Outbound::Play { .. }
            | Outbound::Board { .. }
            | Outbound::Report { to: None, .. } => Audience::Public,
            Outbound::Report { to: Some(user), .. } => Audience::Private(user.clone()),
            Outbound::Private { user, .. }
            | Outbound::PrivateBoard { user, .. }
            | Outbound::Prompt { user, .. }
            | Outbound::Error { user, .. }
            | Outbound::Notice { user, .. }
            | Outbound::File { user, .. } => Audience::Private(user.clone()),
        }
    }
    pub fn text(&self) -> &str {
        match self {
            Outbound::Public(text)
            | Outbound::Play { text, .. }
            | Outbound::Board { text, .. }
            | Outbound::Private { text, .. }
            | Outbound::PrivateBoard { text, .. }
            | Outbound::Prompt { text, .. }
            | Outbound::Error { text, .. }
            | Outbound::Notice { text, .. }
            | Outbound::File { text, .. }
            | Outbound::Report { text, .. } => text,
        }
    }
}

/// A private text to `user` in as many messages as it needs, each part after the first
/// opening with "(continued)" in `lang` ([`render::chunks_continued`]).
pub(super) fn private_parts(lang: crate::i18n::Lang, user: &str, text: &str) -> Vec<Outbound> {
    let continued = crate::tr!(lang, "prompt-continued");
    render::chunks_continued(text, &continued, render::MESSAGE_LIMIT)
        .into_iter()
        .map(|text| Outbound::Private {
            user: user.to_string(),
            text,
        })
        .collect()
}

/// A command's messages and what a transport needs to deliver them, learnt in the
/// command's own transaction ([`App::serve`](super::App::serve)).
#[derive(Debug)]
pub struct Served {
    pub outbound: Vec<Outbound>,
    pub about: About,
}

/// What a transport needs besides the messages.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct About {
    /// The channel's game in progress after the command (its prompts' buttons name it).
    pub game: Option<i64>,
    /// The game's language (public notices) and the sender's (what they alone read).
    pub lang: crate::i18n::Lang,
    pub reader: crate::i18n::Lang,
    /// Each message's outbox row, in order (`None`: not owed); empty without an outbox.
    pub owed: Vec<Option<i64>>,
}
