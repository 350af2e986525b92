//! Whether the bot can post in the channel a game would be played in. Interaction replies
//! reach any channel, but channel posts (the board, the card lines, the waiting line) need
//! the bot to see it: a private thread the bot was not added to answers 50001 Missing Access,
//! so a game there would half-work. `/lab new` checks first.

use poise::serenity_prelude as serenity;

type AppContext<'a> = poise::ApplicationContext<'a, super::Data, super::Error>;
use super::refusal::{MISSING_ACCESS, UNKNOWN_GUILD, UNKNOWN_MEMBER, refusal};

/// `Err` with the invite link when the bot is not a member of the server: the app was
/// added without the `bot` scope ("OAuth2", "Bot Users"), so commands reach it but every
/// post in a channel fails with 50001 Missing Access.
pub(crate) async fn is_in_the_server(ctx: AppContext<'_>) -> Result<(), String> {
    let interaction = ctx.interaction;
    let Some(guild) = interaction.guild_id else {
        return Ok(());
    };
    let http = &ctx.serenity_context().http;
    if is_member(http, guild, ctx.framework().bot_id()).await != Some(false) {
        return Ok(());
    }
    let lang = super::interaction::caller_lang(ctx);
    Err(no_bot_scope(lang, interaction.application_id, false))
}

/// What to do when the app was added without the `bot` scope: the invite link that adds
/// the bot, for a new game (nothing started) or a running one (the game is kept).
pub(crate) fn no_bot_scope(
    lang: crate::i18n::Lang,
    application: serenity::ApplicationId,
    running_game: bool,
) -> String {
    let url = super::permissions::invite_url(application.get());
    if running_game {
        crate::tr!(lang, "discord-no-bot-scope-game", url = url)
    } else {
        crate::tr!(lang, "discord-no-bot-scope", url = url)
    }
}

/// Whether `user` (the bot, or a player) is a member of `guild` (`None`: Discord could
/// not say). The bot is not when the app was added without the `bot` scope; a player is
/// not once they left the server, and Discord refuses DMs to them with 50007 as it does
/// when their DMs are closed.
pub(crate) async fn is_member(
    http: &serenity::Http,
    guild: serenity::GuildId,
    user: serenity::UserId,
) -> Option<bool> {
    match http.get_member(guild, user).await {
        Ok(_) => Some(true),
        Err(e)
            if matches!(
                refusal(&e),
                Some((_, MISSING_ACCESS | UNKNOWN_MEMBER | UNKNOWN_GUILD))
            ) =>
        {
            tracing::info!(%guild, %user, "not a member of the server: {e}");
            Some(false)
        }
        Err(e) => {
            tracing::info!(%guild, %user, "cannot check membership of the server: {e}");
            None
        }
    }
}

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

/// `Err` naming what the bot may not do here for a game (`/lab game new`, with
/// `thread:True` when `new_thread`), read from the interaction's `app_permissions` (the
/// bot's permissions in this channel, sent with every interaction). In a DM there is
/// nothing to grant.
pub(crate) fn may_run_a_game_here(ctx: AppContext<'_>, new_thread: bool) -> Result<(), String> {
    let interaction = ctx.interaction;
    if interaction.guild_id.is_none() {
        return Ok(());
    }
    let in_a_thread = used_in_a_thread(interaction);
    let Some(have) = interaction.app_permissions else {
        return Ok(());
    };
    let wanted = super::permissions::for_new_game(in_a_thread, new_thread);
    let missing = super::permissions::missing(have, wanted);
    if missing.is_empty() {
        return Ok(());
    }
    let lang = super::interaction::caller_lang(ctx);
    let what: Vec<String> = missing
        .into_iter()
        .map(|(_, key)| crate::tr!(lang, key))
        .collect();
    Err(crate::tr!(
        lang,
        "discord-missing-permissions",
        what = what.join(", ")
    ))
}

/// Whether the command was used in a thread.
pub(crate) fn used_in_a_thread(interaction: &serenity::CommandInteraction) -> bool {
    interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    })
}
