//! Delivering the app's outbound messages through one interaction, and the handler of the
//! bot's buttons and select menus.
//!
//! - `Public` goes to the game's channel: as the interaction's own reply when the command
//!   was used there and nothing has been sent yet, otherwise as a channel message. `Board`
//!   goes the same way as an embed with the board picture attached as its image (its text
//!   is for the terminal and the log); without the picture if it cannot be drawn or sent.
//! - `Play` (a card play's lines) is always a channel message, never the reply: the card's
//!   post is edited with the new lines while the same play goes on and nothing else was
//!   posted in the channel (and it stays under the message limit); otherwise a new post.
//! - `Error` is an ephemeral reply to the user who acted.
//! - `Private` to the user who acted is ephemeral for `hand`, `log` and `help`; otherwise it
//!   is a DM. A closed DM falls back to an ephemeral reply (the actor) or a public message
//!   with a "show my hand" button (another player).
//! - `Prompt` to the actor is an ephemeral reply with buttons or select menus; to another
//!   player it is a DM with the same components (same fallback). The actor's, if still
//!   unanswered [`PROMPT_DM_AFTER`](crate::app::PROMPT_DM_AFTER) later, comes by DM too
//!   (`prompt_dm.rs`), unless it went as a DM already.
//! - The only mention that pings is the player to whom the turn passes, on the public line
//!   that announces it.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, ComponentInteraction, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateEmbed, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse, EditMessage, Http,
    UserId,
};

use super::components::{hand_row, prompt_rows, truncate};
use super::outbox::Outbox;
use super::refusal;
use super::{Data, Error, Handled, PlayPost, no_mentions, parse_user_key, user_key};
use crate::app::{Outbound, public_runs};
use crate::i18n::Lang;
use crate::render;
use crate::tr;

mod board;
mod failure;
mod press;
mod private;
mod report;

use failure::describe;
pub(crate) use failure::no_interaction;
pub(crate) use failure::refused_for_good;
pub(crate) use failure::undelivered;
pub(crate) use press::component;

/// The interaction being answered: a command's first answer goes through poise (its
/// `send` and `defer`, which keep poise's own record of it), a button's through serenity.
#[derive(Clone, Copy)]
pub(crate) enum Source<'a> {
    Command(poise::ApplicationContext<'a, Data, Error>),
    Component(&'a ComponentInteraction),
    /// No interaction: what a stopped bot owed, sent at start-up (private messages as DMs).
    Outbox,
}

/// What has been sent as the interaction's initial response.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
enum State {
    /// Nothing yet (must answer within 3 s).
    Fresh,
    /// "Thinking…", visible to the actor only; the first ephemeral message replaces it.
    DeferredEphemeral,
    /// "Thinking…" in public: the board with its picture replaces it (drawing and
    /// uploading the picture may take longer than Discord's 3 s for a first response).
    DeferredPublic,
    /// A component press acknowledged without a message (deferred update).
    Acknowledged,
    /// Answered; further messages are follow-ups.
    Done,
}

pub(crate) struct Reply<'a> {
    http: Arc<Http>,
    source: Source<'a>,
    actor: UserId,
    here: ChannelId,
    state: State,
    /// Private messages to the actor are ephemeral replies (`hand`, `log`, `help`).
    private_reply: bool,
    /// Each channel's current card-play post, and the owed messages marked sent.
    outbox: Outbox,
    /// The owed message being delivered and how many Discord messages it has made so far:
    /// each one's nonce (see `outbox.rs`).
    unit: Option<(String, std::sync::atomic::AtomicUsize)>,
    /// The part an owed message's delivery starts at (its first went as a reply).
    first_part: usize,
    /// The bot's permissions where the interaction was used (`app_permissions`).
    permissions: Option<serenity::Permissions>,
    /// The game's language (public notices) and the actor's, once a command is handled.
    lang: Lang,
    reader: Lang,
    /// While a command's messages are delivered, its DMs refused with 40003 (opening DMs
    /// too fast), sent again after the others (`None`: they are retried where they are).
    later: std::sync::Mutex<Option<Vec<private::LaterDm>>>,
}

impl<'a> Reply<'a> {
    pub(crate) fn new(
        http: Arc<Http>,
        outbox: Outbox,
        source: Source<'a>,
        private_reply: bool,
    ) -> Reply<'a> {
        let (actor, here, state) = match source {
            Source::Command(c) => (
                c.interaction.user.id,
                c.interaction.channel_id,
                State::Fresh,
            ),
            Source::Component(i) => (i.user.id, i.channel_id, State::Fresh),
            // Nobody is the actor and nothing can be a reply.
            Source::Outbox => (UserId::new(1), ChannelId::new(1), State::Done),
        };
        let permissions = match source {
            Source::Command(c) => c.interaction.app_permissions,
            Source::Component(i) => i.app_permissions,
            Source::Outbox => None,
        };
        Reply {
            http,
            source,
            actor,
            here,
            state,
            private_reply,
            outbox,
            unit: None,
            first_part: 0,
            permissions,
            lang: Lang::En,
            reader: Lang::En,
            later: std::sync::Mutex::new(None),
        }
    }

    pub(crate) fn responded(&self) -> bool {
        self.state != State::Fresh
    }

    /// The next owed message's delivery starts at part `part` (its first parts were sent).
    pub(crate) fn first_part(&mut self, part: usize) {
        self.first_part = part;
    }

    /// The nonce of the next Discord message the owed message being delivered makes.
    pub(super) fn nonce(&self) -> Option<serenity::Nonce> {
        let (prefix, made) = self.unit.as_ref()?;
        let n = made.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Some(serenity::Nonce::String(format!("{prefix}.{n}")))
    }

    /// A button's first answer (a command's goes through [`Reply::first`]).
    async fn respond(&self, response: CreateInteractionResponse) -> Result<(), serenity::Error> {
        match self.source {
            Source::Command(c) => c.interaction.create_response(&self.http, response).await,
            Source::Component(i) => i.create_response(&self.http, response).await,
            Source::Outbox => Err(no_interaction()),
        }
    }

    /// A command's first answer, through poise's `send`.
    async fn first(
        ctx: poise::ApplicationContext<'_, Data, Error>,
        reply: poise::CreateReply,
    ) -> Result<(), serenity::Error> {
        poise::send_application_reply(ctx, reply).await.map(drop)
    }

    async fn edit(&self, edit: EditInteractionResponse) -> Result<(), serenity::Error> {
        match self.source {
            Source::Command(c) => c
                .interaction
                .edit_response(&self.http, edit)
                .await
                .map(drop),
            Source::Component(i) => i.edit_response(&self.http, edit).await.map(drop),
            Source::Outbox => Err(no_interaction()),
        }
    }

    async fn followup(
        &self,
        followup: CreateInteractionResponseFollowup,
    ) -> Result<(), serenity::Error> {
        match self.source {
            Source::Command(c) => c
                .interaction
                .create_followup(&self.http, followup)
                .await
                .map(drop),
            Source::Component(i) => i.create_followup(&self.http, followup).await.map(drop),
            Source::Outbox => Err(no_interaction()),
        }
    }

    /// Tell Discord the answer will come later (before its 3 s limit).
    pub(crate) async fn defer(&mut self, quietly: bool) -> Result<(), serenity::Error> {
        if self.state != State::Fresh {
            return Ok(());
        }
        if let Source::Command(c) = self.source {
            c.defer_response(true).await?;
            self.state = State::DeferredEphemeral;
        } else if quietly {
            self.respond(CreateInteractionResponse::Acknowledge).await?;
            self.state = State::Acknowledged;
        } else {
            let thinking = CreateInteractionResponseMessage::new().ephemeral(true);
            self.respond(CreateInteractionResponse::Defer(thinking))
                .await?;
            self.state = State::DeferredEphemeral;
        }
        Ok(())
    }

    /// A message only the actor sees.
    pub(crate) async fn ephemeral(
        &mut self,
        text: &str,
        components: Vec<CreateActionRow>,
    ) -> Result<(), serenity::Error> {
        self.ephemeral_with(text, components, Vec::new()).await
    }

    /// A message in the game's channel: text, or an embed when `text` is empty, with
    /// `files` attached.
    async fn public(
        &mut self,
        channel: ChannelId,
        text: &str,
        mentions: CreateAllowedMentions,
        components: Vec<CreateActionRow>,
        embeds: Vec<CreateEmbed>,
        files: Vec<CreateAttachment>,
    ) -> Result<(), serenity::Error> {
        // Something else now stands below the card's post: the next lines get a new one.
        self.outbox.clear_post(channel);
        if self.state == State::DeferredPublic && channel == self.here {
            // The interaction's reply is this message's first part.
            self.nonce();
            let mut edit = EditInteractionResponse::new()
                .allowed_mentions(mentions)
                .components(components)
                .embeds(embeds);
            for file in files {
                edit = edit.new_attachment(file);
            }
            if !text.is_empty() {
                edit = edit.content(text);
            }
            self.edit(edit).await?;
            self.state = State::Done;
            return Ok(());
        }
        if let (State::Fresh, Source::Command(c)) = (self.state, self.source)
            && channel == self.here
        {
            let mut reply = poise::CreateReply::default()
                .allowed_mentions(mentions)
                .components(components);
            reply = embeds.into_iter().fold(reply, poise::CreateReply::embed);
            reply = files
                .into_iter()
                .fold(reply, poise::CreateReply::attachment);
            if !text.is_empty() {
                reply = reply.content(text);
            }
            self.nonce();
            Reply::first(c, reply).await?;
            self.state = State::Done;
            return Ok(());
        }
        let mut message = nonced(
            CreateMessage::new()
                .allowed_mentions(mentions)
                .components(components)
                .embeds(embeds)
                .add_files(files),
            self.nonce(),
        );
        if !text.is_empty() {
            message = message.content(text);
        }
        super::archived::send(&self.http, channel, message)
            .await
            .map(drop)
    }

    /// A card play's new lines: added to the channel's post of that play, or a new post.
    async fn play(
        &mut self,
        channel: ChannelId,
        key: &str,
        text: &str,
    ) -> Result<(), serenity::Error> {
        let current = self
            .outbox
            .post(channel)
            .filter(|post| post.key == key)
            .map(|post| (post.message, format!("{}\n{text}", post.text)));
        if let Some((message, joined)) = current
            && joined.chars().count() <= render::MESSAGE_LIMIT
        {
            let edit = EditMessage::new()
                .content(&joined)
                .allowed_mentions(no_mentions());
            match super::archived::edit(&self.http, channel, message, edit).await {
                Ok(_) => {
                    let post = PlayPost {
                        key: key.to_string(),
                        message,
                        text: joined,
                    };
                    self.outbox.set_post(channel, post);
                    return Ok(());
                }
                Err(e) => tracing::info!(%channel, "cannot edit a card's post: {e}"),
            }
        }
        let message = nonced(
            CreateMessage::new()
                .content(text)
                .allowed_mentions(no_mentions()),
            self.nonce(),
        );
        let sent = super::archived::send(&self.http, channel, message).await?;
        let post = PlayPost {
            key: key.to_string(),
            message: sent.id,
            text: text.to_string(),
        };
        self.outbox.set_post(channel, post);
        Ok(())
    }

    /// A public reply in the channel where the command was used (no pings).
    pub(crate) async fn announce(&mut self, text: &str) -> Result<(), serenity::Error> {
        self.public(
            self.here,
            text,
            no_mentions(),
            Vec::new(),
            Vec::new(),
            Vec::new(),
        )
        .await
    }

    /// A direct message; `false` when it cannot be delivered (DMs closed, unknown user).
    async fn direct(&self, user: UserId, text: &str, components: Vec<CreateActionRow>) -> bool {
        self.direct_with(user, text, components, Vec::new()).await
    }

    /// Close the interaction if nothing has answered it.
    async fn finish(&mut self) -> Result<(), serenity::Error> {
        match self.state {
            State::Fresh => match self.source {
                Source::Command(_) => {
                    self.ephemeral(&tr!(self.reader, "reply-discord-done"), Vec::new())
                        .await
                }
                Source::Component(_) => {
                    self.respond(CreateInteractionResponse::Acknowledge).await?;
                    self.state = State::Done;
                    Ok(())
                }
                Source::Outbox => Ok(()),
            },
            State::DeferredEphemeral => {
                self.ephemeral(&tr!(self.reader, "reply-discord-done"), Vec::new())
                    .await
            }
            State::DeferredPublic => {
                let edit =
                    EditInteractionResponse::new().content(tr!(self.reader, "reply-discord-done"));
                self.edit(edit).await?;
                self.state = State::Done;
                Ok(())
            }
            State::Acknowledged | State::Done => Ok(()),
        }
    }

    /// Can `message`, for the game in `channel`, be this interaction's first answer?
    fn answers_with(&self, channel: ChannelId, message: &Outbound) -> bool {
        let actor = user_key(self.actor);
        match message {
            Outbound::Error { .. } | Outbound::Notice { .. } | Outbound::File { .. } => true,
            Outbound::Public(_) | Outbound::Board { .. } => {
                matches!(self.source, Source::Command(_)) && channel == self.here
            }
            Outbound::Private { user, .. } | Outbound::PrivateBoard { user, .. } => {
                *user == actor && self.private_reply
            }
            Outbound::Prompt { user, .. } => *user == actor,
            Outbound::Play { .. } => false,
            Outbound::Report { to: None, .. } => {
                matches!(self.source, Source::Command(_)) && channel == self.here
            }
            Outbound::Report { to: Some(user), .. } => *user == actor && self.private_reply,
        }
    }

    /// Deliver a command's messages in order. The command is already committed: the
    /// interaction is answered first (deferred when its first message is not a reply), then
    /// each message is sent on its own, so one failure (a rate limit, a missing permission,
    /// a deleted or locked thread) never stops the others. What could not be delivered is
    /// logged and told to the actor, with how to get it again.
    pub(crate) async fn deliver(&mut self, handled: Handled) {
        let Handled {
            channel,
            outbound,
            about,
            ..
        } = handled;
        (self.lang, self.reader) = (about.lang, about.reader);
        let game = about.game;
        let owed = (0..outbound.len()).map(|i| about.owed.get(i).copied().flatten());
        let units = coalesce(outbound.into_iter().zip(owed).collect());
        let outbound: Vec<&Outbound> = units.iter().map(|(m, _)| m).collect();
        let actor_key = user_key(self.actor);
        let ping = turn_ping(&outbound, &actor_key);
        let mut hand_buttons: Vec<(UserId, Option<i64>)> = Vec::new();
        let mut failed: Vec<String> = Vec::new();
        // A post refused with Missing Access: the bot may not be in the server at all.
        let mut missing_access = false;
        // Answer the interaction before anything else: with the first message that can be
        // its reply (the actor's own prompt, say, before the card's channel post: Discord
        // shows the reply where the command was used either way), or a plain "done".
        let mut answered_with = None;
        if self.state == State::Fresh
            && !outbound
                .first()
                .is_some_and(|m| self.answers_with(channel, m))
        {
            answered_with = outbound.iter().position(|m| self.answers_with(channel, m));
            let first = match answered_with {
                Some(index) => {
                    let (message, id) = &units[index];
                    // The line that passes the turn pings even as the command's reply.
                    let mentions = match ping {
                        Some((at, user)) if at == index => no_mentions().users([user]),
                        _ => no_mentions(),
                    };
                    self.deliver_unit(channel, message, *id, game, mentions, &mut hand_buttons)
                        .await
                        .map_err(|e| (describe(self.reader, message, &actor_key), e))
                }
                None => self
                    .ephemeral("✅ Done.", Vec::new())
                    .await
                    .map_err(|e| (tr!(self.reader, "reply-discord-the-reply"), e)),
            };
            if let Err((what, e)) = first {
                tracing::warn!(%channel, "after a committed command, {what} could not be delivered: {e}");
                missing_access |= refusal::is(&e, refusal::MISSING_ACCESS);
                failed.push(what);
            }
        }
        self.retry_dms_later(true);
        for (index, (message, id)) in units.iter().enumerate() {
            if answered_with == Some(index) {
                continue;
            }
            let mentions = match ping {
                Some((at, user)) if at == index => no_mentions().users([user]),
                _ => no_mentions(),
            };
            let result = self
                .deliver_unit(channel, message, *id, game, mentions, &mut hand_buttons)
                .await;
            if let Err(e) = result {
                let what = describe(self.reader, message, &actor_key);
                tracing::warn!(%channel, "after a committed command, {what} could not be delivered: {e}");
                missing_access |= refusal::is(&e, refusal::MISSING_ACCESS);
                failed.push(what);
            }
        }
        // The DMs refused for going too fast go again, once the others are out.
        for (user, id) in self.send_later().await {
            if !hand_buttons.iter().any(|(u, _)| *u == user) {
                hand_buttons.push((user, id));
            } else if let Some(id) = id {
                // The player's notice is due already: it stands for this message too.
                self.outbox.sent(id);
            }
        }
        for (user, id) in hand_buttons {
            if let Some(game) = game {
                self.unit = id.map(|id| (format!("h{id}"), std::sync::atomic::AtomicUsize::new(0)));
                // Discord refuses a DM with 50007 both when DMs are closed and when the
                // player shares no server with the bot (they left it).
                let text = if self.in_the_server(user).await == Some(false) {
                    tr!(
                        self.lang,
                        "reply-discord-not-in-server",
                        user = user_key(user)
                    )
                } else {
                    tr!(self.lang, "reply-discord-dms-closed", user = user_key(user))
                };
                let mentions = no_mentions().users([user]);
                let sent = self
                    .public(
                        channel,
                        &text,
                        mentions,
                        hand_row(self.lang, game),
                        Vec::new(),
                        Vec::new(),
                    )
                    .await;
                self.unit = None;
                if let Err(e) = sent {
                    let what = tr!(
                        self.reader,
                        "reply-discord-the-dm-notice",
                        user = user_key(user)
                    );
                    tracing::warn!(%channel, "{what} could not be delivered: {e}");
                    failed.push(what);
                }
            }
            // The message whose DM was refused is delivered once its notice is.
            if let Some(id) = id {
                self.outbox.sent(id);
            }
        }
        if !failed.is_empty() {
            let mut text = undelivered(self.reader, &failed);
            if missing_access && let Some(fix) = self.not_in_the_server().await {
                text = truncate(&format!("{text}\n{fix}"), render::MESSAGE_LIMIT);
            }
            if let Err(e) = self.for_actor(&text, Vec::new()).await {
                tracing::warn!(%channel, "cannot tell the user what was not delivered: {e}");
            }
        }
        if let Err(e) = self.finish().await {
            tracing::warn!(%channel, "cannot close an interaction: {e}");
        }
    }

    /// One outbound message, owed as row `id`: marked sent once delivered, or refused for
    /// good (Discord answered 4xx: a missing permission, a deleted channel), or once the
    /// notice of its refused DM is posted; a failure that may pass (a network error, a
    /// server error) leaves it owed for the next start.
    async fn deliver_unit(
        &mut self,
        channel: ChannelId,
        message: &Outbound,
        id: Option<i64>,
        game: Option<i64>,
        mentions: CreateAllowedMentions,
        hand_buttons: &mut Vec<(UserId, Option<i64>)>,
    ) -> Result<(), serenity::Error> {
        self.unit = id.map(|id| {
            let made = std::sync::atomic::AtomicUsize::new(std::mem::take(&mut self.first_part));
            (format!("o{id}"), made)
        });
        let mut refused_dms = Vec::new();
        let later = self.dms_later();
        let result = self
            .deliver_one(channel, message, game, mentions, &mut refused_dms)
            .await;
        self.unit = None;
        // A DM to be sent again is owed until it is (or its refusal's notice is posted).
        let waits_for_later = self.owe_later(later, id);
        let waits_for_notice = (!refused_dms.is_empty() && game.is_some()) || waits_for_later;
        for user in refused_dms {
            if !hand_buttons.iter().any(|(u, _)| *u == user) {
                hand_buttons.push((user, id));
            }
        }
        if let Some(id) = id
            && !waits_for_notice
            && result.as_ref().err().is_none_or(refused_for_good)
        {
            self.outbox.sent(id);
        }
        result
    }

    /// A message for the actor alone: a reply only they see, or when the interaction can
    /// no longer be answered (too late, or its token expired) a DM, so a committed
    /// command's prompt is never lost with its interaction.
    async fn for_actor(
        &mut self,
        text: &str,
        components: Vec<CreateActionRow>,
    ) -> Result<(), serenity::Error> {
        self.for_actor_by_dm(text, components).await.map(drop)
    }

    /// [`Reply::for_actor`]; `true` when it went as a DM.
    async fn for_actor_by_dm(
        &mut self,
        text: &str,
        components: Vec<CreateActionRow>,
    ) -> Result<bool, serenity::Error> {
        match self.ephemeral(text, components.clone()).await {
            Ok(()) => Ok(false),
            Err(e) => {
                tracing::info!("a reply could not be made, sending it as a DM: {e}");
                if self.direct(self.actor, text, components).await {
                    Ok(true)
                } else {
                    Err(e)
                }
            }
        }
    }

    /// One outbound message; `Err` when it could not be delivered at all.
    async fn deliver_one(
        &mut self,
        channel: ChannelId,
        message: &Outbound,
        game: Option<i64>,
        mentions: CreateAllowedMentions,
        hand_buttons: &mut Vec<UserId>,
    ) -> Result<(), serenity::Error> {
        let actor_key = user_key(self.actor);
        match message {
            Outbound::Public(text) => {
                for chunk in render::chunks(text) {
                    let (components, embeds, files) = (Vec::new(), Vec::new(), Vec::new());
                    self.public(channel, &chunk, mentions.clone(), components, embeds, files)
                        .await?;
                }
            }
            Outbound::Play { key, text } => self.play(channel, key, text).await?,
            // The terminal prints the text; Discord shows the embed with the picture.
            Outbound::Board { text, embed, map } => self.board(channel, text, embed, map).await?,
            Outbound::Error { text, .. } => {
                for chunk in render::chunks(text) {
                    self.ephemeral(&chunk, Vec::new()).await?;
                }
            }
            Outbound::Notice { text, .. } => {
                for chunk in render::chunks(text) {
                    self.for_actor(&chunk, Vec::new()).await?;
                }
            }
            Outbound::File {
                text, name, bytes, ..
            } => {
                let file = CreateAttachment::bytes(bytes.clone(), name.clone());
                self.ephemeral_with(text, Vec::new(), vec![file]).await?;
            }
            Outbound::Private { user, text } => {
                let to_actor = *user == actor_key;
                if to_actor && self.private_reply {
                    for chunk in render::chunks(text) {
                        self.for_actor(&chunk, Vec::new()).await?;
                    }
                    return Ok(());
                }
                let Some(id) = parse_user_key(user) else {
                    tracing::warn!("a private message to a non-Discord user was dropped");
                    return Ok(());
                };
                let mut delivered = true;
                for chunk in render::chunks(text) {
                    delivered = delivered && self.direct(id, &chunk, Vec::new()).await;
                }
                if !delivered {
                    if to_actor {
                        let note = tr!(self.reader, "reply-discord-no-dm");
                        for chunk in render::chunks(&format!("{note}\n{text}")) {
                            self.ephemeral(&chunk, Vec::new()).await?;
                        }
                    } else if !hand_buttons.contains(&id) {
                        hand_buttons.push(id);
                    }
                }
            }
            Outbound::PrivateBoard { user, text, map } => {
                self.private_board(user, text, map, hand_buttons).await?;
            }
            Outbound::Report { to, text, report } => {
                self.report(channel, to.as_deref(), text, report, hand_buttons)
                    .await?;
            }
            Outbound::Prompt {
                user,
                text,
                options,
            } => {
                let rows = match game {
                    Some(game) => prompt_rows(self.reader, game, options),
                    None => Vec::new(),
                };
                let text = truncate(text, render::MESSAGE_LIMIT);
                // A prompt that reached its player by DM already needs no second DM later
                // (the actor's prompt when no reply could be made; one owed before a restart).
                let in_dms = (game, options.first().map(|o| o.version));
                if *user == actor_key {
                    if self.for_actor_by_dm(&text, rows).await?
                        && let (Some(game), Some(version)) = in_dms
                    {
                        self.outbox.prompt_in_dms(game, version);
                    }
                    return Ok(());
                }
                let Some(id) = parse_user_key(user) else {
                    return Ok(());
                };
                if self.direct(id, &text, rows).await {
                    if let (Source::Outbox, (Some(game), Some(version))) = (self.source, in_dms) {
                        self.outbox.prompt_in_dms(game, version);
                    }
                } else if !hand_buttons.contains(&id) {
                    hand_buttons.push(id);
                }
            }
        }
        Ok(())
    }
}

/// Fewer, fuller posts: public lines in a row (a solitaire computer turn's card plays, the
/// waiting line after them) go into one message where they fit. Discord paces a channel's
/// posts (about 5 per 5 s), and the prompt comes last.
/// The runs are the app's ([`public_runs`]), which owes each run as one message.
fn coalesce(outbound: Vec<(Outbound, Option<i64>)>) -> Vec<(Outbound, Option<i64>)> {
    let runs = public_runs(outbound.iter().map(|(m, _)| m));
    let mut out: Vec<(Outbound, Option<i64>)> = Vec::with_capacity(outbound.len());
    let mut last_run = None;
    for ((message, id), run) in outbound.into_iter().zip(runs) {
        if let (Some((Outbound::Public(before), _)), Outbound::Public(text)) =
            (out.last_mut(), &message)
            && last_run == Some(run)
        {
            before.push('\n');
            before.push_str(text);
            continue;
        }
        last_run = Some(run);
        out.push((message, id));
    }
    out
}

/// A message with `nonce` checked by Discord (the same nonce twice makes one message).
pub(crate) fn nonced(message: CreateMessage, nonce: Option<serenity::Nonce>) -> CreateMessage {
    match nonce {
        Some(nonce) => message.nonce(nonce).enforce_nonce(true),
        None => message,
    }
}

/// The public message that passes the turn to a player other than the actor: the last
/// public message before that player's prompt that mentions them.
fn turn_ping(outbound: &[&Outbound], actor: &str) -> Option<(usize, UserId)> {
    let (at, user) = outbound.iter().enumerate().find_map(|(i, m)| match m {
        Outbound::Prompt { user, .. } if user != actor => Some((i, user)),
        _ => None,
    })?;
    let id = parse_user_key(user)?;
    let index = outbound[..at]
        .iter()
        .rposition(|m| matches!(m, Outbound::Public(text) if text.contains(user.as_str())))?;
    Some((index, id))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn the_turn_ping_is_the_waiting_line_of_the_next_player() {
        let out = [
            Outbound::Public("<@1> plays card 5".into()),
            Outbound::Public("⏳ Waiting for the Jihadist (<@2>) to play a card.".into()),
            Outbound::Prompt {
                user: "<@2>".into(),
                text: "pick".into(),
                options: Vec::new(),
            },
        ];
        let out: Vec<&Outbound> = out.iter().collect();
        assert_eq!(turn_ping(&out, "<@1>"), Some((1, UserId::new(2))));
        assert_eq!(turn_ping(&out, "<@2>"), None);
    }
}
