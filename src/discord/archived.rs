//! Posting in a game thread Discord archived for inactivity: threads archive after a week
//! without messages (exactly when `/lab claim` becomes possible), and an archived thread
//! refuses posts and edits (50083) until it is unarchived. The bot unarchives it (an
//! unlocked thread needs only Send Messages) and tries once more; a locked thread stays
//! closed (only a moderator reopens it).

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
