//! Posting in a game thread Discord archived for inactivity: threads archive after a week
//! without messages (exactly when `/lab claim` becomes possible), and an archived thread
//! refuses posts and edits (50083) until it is unarchived. The bot unarchives it (an
//! unlocked thread needs only Send Messages) and tries once more; a locked thread stays
//! closed (only a moderator reopens it).
//!
//! Members cannot use application commands in an archived thread, and a game's thread
//! archives after a week without posts, exactly when `/lab game claim` opens: [`keep_open`]
//! reopens, every [`KEEP_OPEN_EVERY`], the archived threads of games in progress.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage, EditMessage, EditThread, Http, Message, MessageId};

use super::refusal::{ARCHIVED_THREAD, is};

/// Reopen an archived thread.
async fn unarchive(http: &Http, channel: ChannelId) -> Result<(), serenity::Error> {
    tracing::info!(%channel, "unarchiving the game's thread");
    channel
        .edit_thread(http, EditThread::new().archived(false))
        .await
        .map(drop)
}

/// `channel.send_message`, unarchiving the thread first if Discord says it is archived.
pub(crate) async fn send(
    http: &Http,
    channel: ChannelId,
    message: CreateMessage,
) -> Result<Message, serenity::Error> {
    match channel.send_message(http, message.clone()).await {
        Err(e) if is(&e, ARCHIVED_THREAD) => {
            unarchive(http, channel).await?;
            channel.send_message(http, message).await
        }
        sent => sent,
    }
}

/// `channel.edit_message`, unarchiving the thread first if Discord says it is archived.
pub(crate) async fn edit(
    http: &Http,
    channel: ChannelId,
    id: MessageId,
    edit: EditMessage,
) -> Result<Message, serenity::Error> {
    match channel.edit_message(http, id, edit.clone()).await {
        Err(e) if is(&e, ARCHIVED_THREAD) => {
            unarchive(http, channel).await?;
            channel.edit_message(http, id, edit).await
        }
        edited => edited,
    }
}

/// How often the threads of games in progress are looked at.
pub const KEEP_OPEN_EVERY: std::time::Duration = std::time::Duration::from_secs(60 * 60);

/// Reopen the archived (not locked) threads of games in progress, every `every`, forever.
pub(crate) async fn keep_open(
    http: std::sync::Arc<Http>,
    service: std::sync::Arc<std::sync::Mutex<super::Service>>,
    every: std::time::Duration,
) {
    let mut ticker = tokio::time::interval(every);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let service = std::sync::Arc::clone(&service);
        let channels =
            tokio::task::spawn_blocking(move || super::lock(&service).app.live_channels()).await;
        let Ok(Ok(channels)) = channels else {
            tracing::warn!("cannot list the games in progress to keep their threads open");
            continue;
        };
        for channel in channels {
            let Some(id) = channel.parse::<u64>().ok().filter(|id| *id != 0) else {
                continue;
            };
            let channel = ChannelId::new(id);
            let Ok(serenity::Channel::Guild(found)) = channel.to_channel(&http).await else {
                continue;
            };
            let archived = found
                .thread_metadata
                .is_some_and(|meta| meta.archived && !meta.locked);
            if archived && let Err(e) = unarchive(&http, channel).await {
                tracing::warn!(%channel, "cannot reopen a game's archived thread: {e}");
            }
        }
    }
}
