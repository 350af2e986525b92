//! Delivery bookkeeping (issue "Run it as a service"): each channel's card-play post and
//! the outbox rows marked sent, written by one task in the background so that delivery
//! never waits for the database; and the start-up pass that sends what a stopped bot owed.
//!
//! Nothing is sent twice where Discord would show it twice: every channel post and DM of
//! an owed message carries a nonce made of its outbox row and its place in the message
//! (`o{row}.{n}`) with `enforce_nonce`, so Discord returns the message it already has
//! instead of posting it again (API reference, "Create Message": "If true and nonce is
//! present, it will be checked for uniqueness in the past few minutes"); a card's lines
//! added to its post are an edit to the whole text, which can be made twice; a message
//! that may have been the interaction's own reply is looked up there first ("Get Original
//! Interaction Response", valid for the 15 minutes of the interaction's token). A private
//! reply that Discord only showed until the reader reloaded (ephemeral) goes again as a DM.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, Http, MessageId};
use tokio::sync::{mpsc, oneshot};

use super::deliver::{Reply, Source};
use super::shutdown::Shutdown;
use super::{Handled, PlayPost, Service, lock};
use crate::app::{About, Outbound, Unsent};
use crate::store::CardPost;

/// One change for the database.
enum Entry {
    Sent(i64),
    /// Game `.0`'s prompt at version `.1` reached its player by DM.
    PromptInDms(i64, i64),
    Post(ChannelId, Option<PlayPost>),
    /// Answered once everything before it is written.
    Flush(oneshot::Sender<()>),
}

/// The channels' card-play posts, in memory and (through the ledger task) in the database,
/// and the outbox rows to mark sent.
#[derive(Clone)]
pub(crate) struct Outbox {
    posts: Arc<Mutex<HashMap<ChannelId, PlayPost>>>,
    ledger: mpsc::UnboundedSender<Entry>,
}

impl Outbox {
    /// The bookkeeping of `service`, its card posts read back from the database; the task
    /// that writes the changes runs until every copy is dropped.
    pub(crate) fn start(service: &Arc<Mutex<Service>>) -> Outbox {
        let mut posts = HashMap::new();
        match lock(service).app.card_posts() {
            Ok(stored) => {
                for post in stored {
                    let (Ok(channel), Ok(message)) =
                        (post.channel.parse::<u64>(), post.message.parse::<u64>())
                    else {
                        continue;
                    };
                    if channel == 0 || message == 0 {
                        continue;
                    }
                    posts.insert(
                        ChannelId::new(channel),
                        PlayPost {
                            key: post.key,
                            message: MessageId::new(message),
                            text: post.text,
                        },
                    );
                }
            }
            Err(e) => tracing::warn!("cannot read the card posts: {e}"),
        }
        let (ledger, entries) = mpsc::unbounded_channel();
        tokio::spawn(write(Arc::clone(service), entries));
        Outbox {
            posts: Arc::new(Mutex::new(posts)),
            ledger,
        }
    }

    /// `channel`'s card-play post.
    pub(crate) fn post(&self, channel: ChannelId) -> Option<PlayPost> {
        lock(&self.posts).get(&channel).cloned()
    }

    pub(crate) fn set_post(&self, channel: ChannelId, post: PlayPost) {
        lock(&self.posts).insert(channel, post.clone());
        let _ = self.ledger.send(Entry::Post(channel, Some(post)));
    }

    /// Something else now stands below the card's post: the next lines get a new one.
    pub(crate) fn clear_post(&self, channel: ChannelId) {
        if lock(&self.posts).remove(&channel).is_some() {
            let _ = self.ledger.send(Entry::Post(channel, None));
        }
    }

    /// Owed message `id` is delivered (or refused for good).
    pub(crate) fn sent(&self, id: i64) {
        let _ = self.ledger.send(Entry::Sent(id));
    }

    /// Game `game`'s prompt at `version` reached its player by DM: it is not sent again
    /// after its wait (`prompt_dm.rs`).
    pub(crate) fn prompt_in_dms(&self, game: i64, version: i64) {
        let _ = self.ledger.send(Entry::PromptInDms(game, version));
    }

    /// Wait until every change so far is written.
    pub(crate) async fn flush(&self) {
        let (done, written) = oneshot::channel();
        if self.ledger.send(Entry::Flush(done)).is_ok() {
            let _ = written.await;
        }
    }
}

/// The ledger task: what has arrived is written in one transaction, on a blocking thread.
async fn write(service: Arc<Mutex<Service>>, mut entries: mpsc::UnboundedReceiver<Entry>) {
    while let Some(first) = entries.recv().await {
        let mut batch = vec![first];
        while let Ok(more) = entries.try_recv() {
            batch.push(more);
        }
        let service = Arc::clone(&service);
        let written = tokio::task::spawn_blocking(move || {
            let mut sent = Vec::new();
            let mut flushed = Vec::new();
            let mut service = lock(&service);
            for entry in batch {
                match entry {
                    Entry::Sent(id) => sent.push(id),
                    Entry::PromptInDms(game, version) => {
                        if let Err(e) = service.app.prompt_dm_sent(game, version) {
                            tracing::warn!(game, "cannot note a prompt sent by DM: {e}");
                        }
                    }
                    Entry::Post(channel, post) => {
                        let post = post.map(|p| CardPost {
                            channel: channel.to_string(),
                            key: p.key,
                            message: p.message.to_string(),
                            text: p.text,
                        });
                        let key = channel.to_string();
                        if let Err(e) = service.app.set_card_post(&key, post.as_ref()) {
                            tracing::warn!(%channel, "cannot remember the card's post: {e}");
                        }
                    }
                    Entry::Flush(done) => flushed.push(done),
                }
            }
            if let Err(e) = service.app.mark_sent(&sent) {
                tracing::error!("cannot mark {} owed messages sent: {e}", sent.len());
            }
            flushed
        })
        .await;
        if let Ok(flushed) = written {
            for done in flushed {
                let _ = done.send(());
            }
        }
    }
}

/// How long an interaction's token lets its reply be read.
const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// At start-up: send every owed message a stopped bot had not sent, in order.
pub(crate) async fn resend(
    http: Arc<Http>,
    service: Arc<Mutex<Service>>,
    outbox: Outbox,
    shutdown: Arc<Shutdown>,
) {
    let Some(_working) = shutdown.enter() else {
        return;
    };
    let unsent = {
        let service = Arc::clone(&service);
        tokio::task::spawn_blocking(move || lock(&service).app.unsent()).await
    };
    let unsent = match unsent {
        Ok(Ok(unsent)) => unsent,
        Ok(Err(e)) => {
            tracing::error!("cannot read the outbox: {e}");
            return;
        }
        Err(e) => {
            tracing::error!("the outbox task failed: {e}");
            return;
        }
    };
    if unsent.is_empty() {
        return;
    }
    tracing::info!(
        messages = unsent.len(),
        "sending what was owed before a restart"
    );
    for owed in unsent {
        if shutdown.closing() {
            break;
        }
        resend_one(&http, &outbox, owed).await;
    }
    outbox.flush().await;
}

async fn resend_one(http: &Arc<Http>, outbox: &Outbox, owed: Unsent) {
    let Ok(channel) = owed.channel.parse::<u64>() else {
        outbox.sent(owed.id);
        return;
    };
    if channel == 0 {
        outbox.sent(owed.id);
        return;
    }
    let mut outbound = owed.outbound;
    let mut first_part = 0;
    if let Some(token) = owed.interaction.as_deref()
        && young(&owed.created_at)
        && let Ok(original) = http.get_original_interaction_response(token).await
    {
        match answered(&original, &outbound) {
            Answered::Whole => {
                outbox.sent(owed.id);
                return;
            }
            Answered::FirstPart(rest) => {
                outbound = Outbound::Public(rest);
                first_part = 1;
            }
            Answered::No => {}
        }
    }
    // A reply only its reader saw until they reloaded goes again, as a DM.
    if let Outbound::Notice { user, text } = outbound {
        outbound = Outbound::Private { user, text };
    }
    let handled = Handled {
        channel: ChannelId::new(channel),
        outbound: vec![outbound],
        about: About {
            game: owed.game,
            lang: owed.lang,
            reader: owed.lang,
            owed: vec![Some(owed.id)],
        },
        chosen: None,
    };
    let mut reply = Reply::new(Arc::clone(http), outbox.clone(), Source::Outbox, false);
    reply.first_part(first_part);
    reply.deliver(handled).await;
}

/// Whether an interaction's reply already is an owed message.
enum Answered {
    Whole,
    /// The first part of a long public message (the rest, still to send).
    FirstPart(String),
    No,
}

fn answered(original: &serenity::Message, outbound: &Outbound) -> Answered {
    match outbound {
        Outbound::Board { .. } if !original.embeds.is_empty() => Answered::Whole,
        Outbound::Public(text) => {
            let parts = crate::render::chunks(text);
            match parts.split_first() {
                Some((first, rest)) if *first == original.content => {
                    if rest.is_empty() {
                        Answered::Whole
                    } else {
                        Answered::FirstPart(rest.join("\n"))
                    }
                }
                _ => Answered::No,
            }
        }
        Outbound::Private { text, .. }
        | Outbound::Prompt { text, .. }
        | Outbound::Notice { text, .. }
            if !original.content.is_empty() && text.starts_with(&original.content) =>
        {
            Answered::Whole
        }
        _ => Answered::No,
    }
}

/// Whether a row owed at `created_at` is recent enough for its interaction's token.
fn young(created_at: &str) -> bool {
    crate::store::parse_time(created_at).is_some_and(|at| {
        chrono::Utc::now()
            .signed_duration_since(at)
            .to_std()
            .is_ok_and(|age| age < TOKEN_LIFE)
    })
}
