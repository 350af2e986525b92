//! `/lab game new thread:True`: open a public thread in this channel and start the game in
//! it (the thread is the game's channel).

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::deliver::{Reply, Source};
use super::interaction::{refuse, refused};
use super::{DEFER_AFTER, Error, user_key};
use crate::app::{Command, NewGame};
use crate::i18n::names;
use crate::tr;

type AppContext<'a> = poise::ApplicationContext<'a, super::Data, Error>;

/// `new thread:True`: open a public thread here and start the game in it (the thread is the
/// game's channel). Refused in a DM and inside a thread, before anything is created.
pub(super) async fn new_in_thread(ctx: AppContext<'_>, new: NewGame) -> Result<(), Error> {
    let interaction = ctx.interaction;
    let reader = super::interaction::caller_lang(ctx);
    if interaction.guild_id.is_none() {
        let problem = tr!(reader, "reply-discord-thread-in-dm");
        return refuse(ctx, &problem).await;
    }
    if super::access::used_in_a_thread(interaction) {
        let problem = tr!(reader, "reply-discord-thread-in-thread");
        return refuse(ctx, &problem).await;
    }
    if let Err(problem) = new.check(ctx.data().seeds) {
        return refuse(ctx, &problem.text(reader)).await;
    }
    let http = Arc::clone(&ctx.serenity_context().http);
    // The game's language: the thread's name and the announcement are public.
    let lang = new.language.unwrap_or_default();
    let scenario = names::scenario(lang, new.scenario);
    let user = user_key(interaction.user.id);
    let data = ctx.data();
    let builder = serenity::CreateThread::new(format!("Labyrinth: {scenario}"))
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let parent = interaction.channel_id;
    let token = interaction.token.clone();
    let work = async {
        let thread = parent.create_thread(&http, builder).await?;
        let handled = data
            .spawn(move |s| {
                let new = Command::New(new.clone());
                s.handle(thread.id, &user, new, Some(token.clone()))
            })
            .await?;
        Ok::<_, Error>(handled)
    };
    let mut work = std::pin::pin!(work);
    let outbox = data.outbox.clone();
    let mut reply = Reply::new(Arc::clone(&http), outbox, Source::Command(ctx), false);
    let result = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(result) => result,
        Err(_) => {
            reply.defer(false).await?;
            work.await
        }
    };
    let handled = match result {
        Ok(handled) => handled,
        Err(e) => {
            tracing::warn!(channel = %parent, "cannot open a thread: {e}");
            let text = tr!(reader, "reply-discord-no-thread");
            reply.ephemeral(&text, Vec::new()).await?;
            return Ok(());
        }
    };
    let thread = handled.channel;
    let started = !refused(&handled.outbound);
    if let (true, Some(game)) = (started, handled.about.game) {
        // The announcement answers the interaction: before the rename, which may be slow
        // (rate-limited) and would push the first answer past Discord's 3 s.
        let text = tr!(
            lang,
            "reply-discord-thread-announced",
            game = game,
            scenario = scenario.as_str(),
            thread = format!("<#{thread}>")
        );
        if let Err(e) = reply.announce(&text).await {
            // The game is created: delivery goes on (the thread gets its messages).
            tracing::warn!(channel = %parent, "cannot announce the game's thread: {e}");
        }
        let name = format!("Labyrinth #{game}: {scenario}");
        if let Err(e) = thread
            .edit_thread(&http, serenity::EditThread::new().name(name))
            .await
        {
            tracing::info!(%thread, "cannot rename the game's thread: {e}");
        }
    }
    reply.deliver(handled).await;
    Ok(())
}
