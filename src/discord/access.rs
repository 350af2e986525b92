//! Whether the bot can post in the channel a game would be played in. Interaction replies
//! reach any channel, but channel posts (the board, the card lines, the waiting line) need
//! the bot to see it: a private thread the bot was not added to answers 50001 Missing Access,
//! so a game there would half-work. `/lab new` checks first.

use poise::serenity_prelude as serenity;

type AppContext<'a> = poise::ApplicationContext<'a, super::Data, super::Error>;
use super::refusal::{MISSING_ACCESS, refusal};

/// `Err` with what to do when the channel is a private thread the bot cannot see.
pub(crate) async fn can_post_here(ctx: AppContext<'_>) -> Result<(), String> {
    let interaction = ctx.interaction;
    let private = interaction
        .channel
        .as_ref()
        .is_some_and(|c| c.kind == serenity::ChannelType::PrivateThread);
    if !private {
        return Ok(());
    }
    match ctx
        .serenity_context()
        .http
        .get_channel(interaction.channel_id)
        .await
    {
        Ok(_) => Ok(()),
        Err(e) if matches!(refusal(&e), Some((_, MISSING_ACCESS)) | Some((403, _))) => {
            let lang = super::interaction::caller_lang(ctx);
            Err(crate::tr!(lang, "reply-discord-private-thread"))
        }
        Err(e) => {
            tracing::info!(channel = %interaction.channel_id, "cannot check a private thread: {e}");
            Ok(())
        }
    }
}
