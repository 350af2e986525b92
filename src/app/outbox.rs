//! The outbox (issue "Run it as a service"): what a committed command must send is
//! written in the command's own transaction ([`owe`]), so a bot stopped between the commit
//! and the delivery sends it at its next start ([`App::unsent`]). A transport marks each
//! message sent once delivered ([`App::mark_sent`]).
//!
//! Stored is what can be sent again later: the texts, a prompt's options with the game
//! version they belong to, and for a board only that there was one (it is drawn again from
//! the game, in its language). A refusal is not owed (nothing was committed), nor a file
//! (it is asked for again). At start-up a prompt whose game has moved on is dropped (the
//! newer prompt is owed by the command that moved it), and so is a board of a game that
//! can no longer be loaded.

use labyrinth_engine::{Answer, Seat};
use serde::{Deserialize, Serialize};

use super::{App, Outbound, PromptOption, finish};
use crate::store::{CardPost, StoreError, Tx};

/// A prompt option as stored.
#[derive(Serialize, Deserialize)]
struct StoredOption {
    number: usize,
    label: String,
    key: String,
    answer: Answer,
    version: i64,
}

/// An owed message as stored (JSON in `outbox.body`).
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Owed {
    Public {
        text: String,
    },
    Play {
        key: String,
        text: String,
    },
    /// The board of the game, drawn again when sent later.
    Board,
    Private {
        user: String,
        text: String,
    },
    PrivateBoard {
        user: String,
        text: String,
    },
    Prompt {
        user: String,
        text: String,
        options: Vec<StoredOption>,
    },
    Notice {
        user: String,
        text: String,
    },
    /// A game's story (at its end: in the channel, and to a player), told again from the
    /// game's action log when sent later.
    Report {
        to: Option<String>,
    },
}

impl Owed {
    fn of(message: &Outbound) -> Option<Owed> {
        Some(match message {
            Outbound::Public(text) => Owed::Public { text: text.clone() },
            Outbound::Play { key, text } => Owed::Play {
                key: key.clone(),
                text: text.clone(),
            },
            Outbound::Board { .. } => Owed::Board,
            Outbound::Private { user, text } => Owed::Private {
                user: user.clone(),
                text: text.clone(),
            },
            Outbound::PrivateBoard { user, text, .. } => Owed::PrivateBoard {
                user: user.clone(),
                text: text.clone(),
            },
            Outbound::Prompt {
                user,
                text,
                options,
            } => Owed::Prompt {
                user: user.clone(),
                text: text.clone(),
                options: options
                    .iter()
                    .map(|o| StoredOption {
                        number: o.number,
                        label: o.label.clone(),
                        key: o.key.clone(),
                        answer: o.answer,
                        version: o.version,
                    })
                    .collect(),
            },
            Outbound::Notice { user, text } => Owed::Notice {
                user: user.clone(),
                text: text.clone(),
            },
            Outbound::Report { to, .. } => Owed::Report { to: to.clone() },
            Outbound::Error { .. } | Outbound::File { .. } => return None,
        })
    }
}

/// A prompt as the outbox stores it (JSON), for a prompt that waits for its player
/// (`prompt_dm.rs`); `None` for any other message.
pub(super) fn prompt_body(message: &Outbound) -> Option<String> {
    match message {
        Outbound::Prompt { .. } => serde_json::to_string(&Owed::of(message)?).ok(),
        _ => None,
    }
}

/// A stored prompt read back as it was owed (`None`: not a prompt, or unreadable).
pub(super) fn stored_prompt(body: &str) -> Option<Outbound> {
    let Owed::Prompt {
        user,
        text,
        options,
    } = serde_json::from_str(body).ok()?
    else {
        return None;
    };
    Some(Outbound::Prompt {
        user,
        text,
        options: options.into_iter().map(StoredOption::into_option).collect(),
    })
}

impl StoredOption {
    fn into_option(self) -> PromptOption {
        PromptOption {
            number: self.number,
            label: self.label,
            key: self.key,
            answer: self.answer,
            version: self.version,
        }
    }
}

/// Which run of public lines each message belongs to: public lines in a row (a solitaire
/// computer turn's card plays, the waiting line after them) make one post where they fit
/// within the message limit. Discord paces a channel's posts (about 5 per 5 s). Every other
/// message is a run of its own.
pub fn public_runs<'a>(out: impl IntoIterator<Item = &'a Outbound>) -> Vec<usize> {
    let mut runs = Vec::new();
    let (mut run, mut length) = (0, None::<usize>);
    for (i, message) in out.into_iter().enumerate() {
        match (message, length) {
            (Outbound::Public(text), Some(before))
                if before + 1 + text.chars().count() <= crate::render::MESSAGE_LIMIT =>
            {
                length = Some(before + 1 + text.chars().count());
            }
            (Outbound::Public(text), _) => {
                run = i;
                length = Some(text.chars().count());
            }
            _ => {
                run = i;
                length = None;
            }
        }
        runs.push(run);
    }
    runs
}

/// Record a committed command's messages as owed, in its transaction: each message's row
/// (`None` for one that is not owed). A run of public lines ([`public_runs`]) is one row,
/// as it is one post.
pub(super) fn owe(
    tx: &Tx<'_>,
    game: Option<i64>,
    channel: &str,
    actor: &str,
    out: &[Outbound],
    interaction: Option<&str>,
) -> Result<Vec<Option<i64>>, StoreError> {
    let runs = public_runs(out);
    let mut owed: Vec<Option<i64>> = Vec::with_capacity(out.len());
    for (i, message) in out.iter().enumerate() {
        if runs[i] != i {
            // The rest of a run: its first message's row holds it.
            owed.push(owed[runs[i]]);
            continue;
        }
        let owed_now = match message {
            Outbound::Public(_) => {
                let lines: Vec<&str> = (i..out.len())
                    .take_while(|&j| runs[j] == i)
                    .map(|j| out[j].text())
                    .collect();
                Some(Owed::Public {
                    text: lines.join("\n"),
                })
            }
            other => Owed::of(other),
        };
        owed.push(match owed_now {
            Some(message) => {
                let body =
                    serde_json::to_string(&message).map_err(|source| StoreError::Encode {
                        what: "an owed message",
                        source,
                    })?;
                Some(tx.owe(game, channel, actor, &body, interaction)?)
            }
            None => None,
        });
    }
    Ok(owed)
}

/// An owed message not yet sent, ready to send again.
#[derive(Debug)]
pub struct Unsent {
    pub id: i64,
    pub game: Option<i64>,
    pub channel: String,
    /// The user whose command owes it.
    pub actor: String,
    pub outbound: Outbound,
    /// The interaction the command answered (a message may already be its reply).
    pub interaction: Option<String>,
    /// When it was owed (SQLite's time format).
    pub created_at: String,
    /// The game's language (its public notices).
    pub lang: crate::i18n::Lang,
}

impl App {
    /// Record what committed commands must send in an outbox (the Discord bot; the
    /// terminal prints at once and needs none).
    pub fn with_outbox(mut self) -> App {
        self.outbox = true;
        self
    }

    /// The next command answers this interaction (its webhook token): its owed messages
    /// note it, since one of them may go out as the interaction's reply.
    pub fn answering(&mut self, interaction: Option<String>) {
        self.interaction = interaction;
    }

    /// The next command commits only if `gate` still says yes just before (a transport that
    /// can no longer acknowledge it refuses it, with nothing changed).
    pub fn commit_only_if(&mut self, gate: Option<super::Gate>) {
        self.gate = gate;
    }

    /// Mark owed messages sent.
    pub fn mark_sent(&mut self, ids: &[i64]) -> Result<(), StoreError> {
        if ids.is_empty() {
            return Ok(());
        }
        let tx = self.store.begin()?;
        tx.mark_sent(ids)?;
        tx.commit()
    }

    /// Every owed message not yet sent, oldest first, rebuilt to send now. Those that no
    /// longer make sense (a prompt of a game that has moved on, a board of a game that
    /// cannot be loaded, a row that cannot be read) are marked sent and left out.
    pub fn unsent(&mut self) -> Result<Vec<Unsent>, StoreError> {
        let tx = self.store.begin()?;
        let mut out = Vec::new();
        let mut dropped = Vec::new();
        for row in tx.unsent()? {
            match rebuild(&tx, row.game, &row.body) {
                Some(outbound) => out.push(Unsent {
                    lang: super::langs::public_lang(&tx, row.game).unwrap_or_default(),
                    id: row.id,
                    game: row.game,
                    channel: row.channel,
                    actor: row.actor,
                    outbound,
                    interaction: row.interaction,
                    created_at: row.created_at,
                }),
                None => dropped.push(row.id),
            }
        }
        tx.mark_sent(&dropped)?;
        tx.commit()?;
        Ok(out)
    }

    /// Every channel's card-play post (remembered across restarts).
    pub fn card_posts(&mut self) -> Result<Vec<CardPost>, StoreError> {
        self.store.read()?.card_posts()
    }

    /// Remember `channel`'s card-play post (`None`: forget it).
    pub fn set_card_post(
        &mut self,
        channel: &str,
        post: Option<&CardPost>,
    ) -> Result<(), StoreError> {
        let tx = self.store.begin()?;
        tx.set_card_post(channel, post)?;
        tx.commit()
    }

    /// Owed messages still unsent that were owed before `before` (`labyrinth check`).
    pub fn stuck(&mut self, before: chrono::DateTime<chrono::Utc>) -> Result<i64, StoreError> {
        let before = crate::store::time_text(before);
        self.store.read()?.unsent_before(&before)
    }
}

/// The message a stored row owes, as it is to be sent now (`None`: it no longer makes sense).
fn rebuild(tx: &Tx<'_>, game: Option<i64>, body: &str) -> Option<Outbound> {
    let owed: Owed = serde_json::from_str(body).ok()?;
    Some(match owed {
        Owed::Public { text } => Outbound::Public(text),
        Owed::Play { key, text } => Outbound::Play { key, text },
        Owed::Board => {
            let record = tx.game(game?).ok()??;
            let lang = tx.game_language(record.id).ok()?;
            finish::board(&record.state, lang)
        }
        Owed::Private { user, text } => Outbound::Private { user, text },
        Owed::PrivateBoard { user, text } => {
            let record = tx.game(game?).ok()??;
            let lang = tx.game_language(record.id).ok()?;
            let view = record.state.view(Seat::Observer);
            Outbound::PrivateBoard {
                user,
                text,
                map: crate::render::BoardMap::new(&view).in_lang(lang),
            }
        }
        Owed::Prompt {
            user,
            text,
            options,
        } => {
            let record = tx.game(game?).ok()??;
            let current = options.first().is_none_or(|o| o.version == record.version);
            if !current {
                return None;
            }
            Outbound::Prompt {
                user,
                text,
                options: options.into_iter().map(StoredOption::into_option).collect(),
            }
        }
        Owed::Notice { user, text } => Outbound::Notice { user, text },
        Owed::Report { to } => {
            let record = tx.game(game?).ok()??;
            super::report::outbound(to, super::report::of_game(tx, &record).ok()?)
        }
    })
}
