//! Direct messages and Discord's refusals of them (API reference, "JSON Error Codes"):
//! 50007 Cannot send messages to this user (the user's DMs are closed, or they share no
//! server with the bot) is for good; 40003 "You are opening direct messages too fast" is a
//! rate limit, sent again after a wait, never taken for closed DMs.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{CreateMessage, Message, UserId};

use super::refusal;

/// You are opening direct messages too fast.
pub(crate) const OPENING_DMS_TOO_FAST: isize = 40003;
/// Cannot send messages to this user: DMs closed, or no server shared with the bot.
pub(crate) const CANNOT_MESSAGE_USER: isize = 50007;

/// The waits before sending a DM again after a 40003 (Discord gives no `retry_after`
/// with it): the DM goes on the first that passes, or fails as refused.
pub const DM_RETRY_WAITS: [Duration; 3] = [
    Duration::from_secs(1),
    Duration::from_secs(3),
    Duration::from_secs(9),
];

/// Send `message` to `user`'s DMs, again after a wait while Discord says DMs are being
/// opened too fast.
pub(crate) async fn send_dm(
    http: &serenity::Http,
    user: UserId,
    message: CreateMessage,
) -> Result<Message, serenity::Error> {
    match try_dm(http, user, &message).await {
        Err(e) if too_fast(&e) => retry_dm(http, user, &message).await,
        sent => sent,
    }
}

/// Send `message` to `user`'s DMs once.
pub(crate) async fn try_dm(
    http: &serenity::Http,
    user: UserId,
    message: &CreateMessage,
) -> Result<Message, serenity::Error> {
    let dm = user.create_dm_channel(http).await?;
    let sent = dm.id.send_message(http, message.clone()).await;
    if let Err(e) = &sent
        && refusal::is(e, CANNOT_MESSAGE_USER)
    {
        tracing::info!(%user, "DMs refused (50007): closed, or no server shared");
    }
    sent
}

/// Whether Discord refused a DM for being sent too fast (it goes again later).
pub(crate) fn too_fast(e: &serenity::Error) -> bool {
    refusal::is(e, OPENING_DMS_TOO_FAST)
}

/// Send again a DM refused with 40003, after each of [`DM_RETRY_WAITS`] in turn while it
/// still is; the last refusal if it always is.
pub(crate) async fn retry_dm(
    http: &serenity::Http,
    user: UserId,
    message: &CreateMessage,
) -> Result<Message, serenity::Error> {
    let mut waits = DM_RETRY_WAITS.iter();
    loop {
        let wait = waits.next().copied().unwrap_or_default();
        tracing::info!(%user, ?wait, "opening DMs too fast (40003): waiting");
        tokio::time::sleep(wait).await;
        match try_dm(http, user, message).await {
            Err(e) if too_fast(&e) && waits.len() > 0 => {}
            sent => return sent,
        }
    }
}
