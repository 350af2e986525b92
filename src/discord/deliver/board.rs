//! The board in a channel: the embed with its picture, or as text where the bot may not
//! embed (`app_permissions`, or Discord's refusal), and the public "Thinking…" before a post
//! with a picture that may take a while to draw.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAttachment};

use super::super::components::{board_embed, board_png};
use super::super::no_mentions;
use super::{Reply, Source, State};
use crate::render;
use crate::tr;

impl Reply<'_> {
    /// The board embed with its picture attached and shown as the embed's image. Without
    /// the picture (it could not be drawn, or Discord refused the upload, e.g. no Attach
    /// Files permission) the embed goes alone: the post is still the whole board.
    pub(super) async fn board(
        &mut self,
        channel: ChannelId,
        text: &str,
        embed: &render::BoardEmbed,
        map: &render::BoardMap,
    ) -> Result<(), serenity::Error> {
        // Where the bot may not embed (it knows from `app_permissions` where the command
        // was used; elsewhere Discord's refusal says so), the board goes as text with what
        // to fix.
        let (here, permissions) = (self.here, self.permissions);
        let lacks = |p: serenity::Permissions| {
            channel == here && permissions.is_some_and(|have| !have.contains(p))
        };
        if lacks(serenity::Permissions::EMBED_LINKS) {
            return self.board_as_text(channel, text).await;
        }
        self.defer_public_here(channel).await?;
        let picture = if lacks(serenity::Permissions::ATTACH_FILES) {
            None
        } else {
            board_png(map).await
        };
        if let Some(png) = picture {
            let with_image = board_embed(embed).attachment(render::map::FILE_NAME);
            let file = CreateAttachment::bytes(png, render::map::FILE_NAME);
            let sent = self
                .public(
                    channel,
                    "",
                    no_mentions(),
                    Vec::new(),
                    vec![with_image],
                    vec![file],
                )
                .await;
            match sent {
                Ok(()) => return Ok(()),
                Err(e) => tracing::warn!(%channel, "the board picture was refused: {e}"),
            }
        }
        let embeds = vec![board_embed(embed)];
        match self
            .public(channel, "", no_mentions(), Vec::new(), embeds, Vec::new())
            .await
        {
            Err(e) if super::super::refusal::is(&e, super::super::refusal::MISSING_PERMISSIONS) => {
                tracing::info!(%channel, "the board embed was refused, posting it as text: {e}");
                self.board_as_text(channel, text).await
            }
            sent => sent,
        }
    }

    /// The board as text, in the message limit, with what to fix.
    async fn board_as_text(
        &mut self,
        channel: ChannelId,
        text: &str,
    ) -> Result<(), serenity::Error> {
        let note = tr!(self.lang, "discord-board-as-text");
        for chunk in render::chunks(&format!("{text}\n{note}")) {
            self.public(
                channel,
                &chunk,
                no_mentions(),
                Vec::new(),
                Vec::new(),
                Vec::new(),
            )
            .await?;
        }
        Ok(())
    }

    /// Before a post in `channel` with a picture that may take a while to draw: if it will
    /// be this command's own first answer, "Thinking…" in public now (through poise, which
    /// records the response), as Discord wants an answer within 3 s.
    pub(super) async fn defer_public_here(
        &mut self,
        channel: ChannelId,
    ) -> Result<(), serenity::Error> {
        let replies = self.state == State::Fresh
            && matches!(self.source, Source::Command(_))
            && channel == self.here;
        if let (true, Source::Command(c)) = (replies, self.source) {
            c.defer_response(false).await?;
            self.state = State::DeferredPublic;
        }
        Ok(())
    }
}
