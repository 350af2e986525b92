//! The game's story (`Outbound::Report`): its message with the chart (`report.png`) and the
//! whole Markdown text (`report.md`, to paste into a forum post) attached. To the channel at
//! a game's end; as an ephemeral reply for `/lab game report`. The chart is drawn off the
//! async threads; without it (it could not be drawn, or the upload was refused) the text
//! goes with the Markdown file alone, and without that the text alone.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAttachment, UserId};

use super::super::components::{png_off_thread, truncate};
use super::super::{no_mentions, parse_user_key, user_key};
use super::Reply;
use crate::render;
use crate::render::report::{FILE_NAME, MARKDOWN_NAME, Report};

/// The chart and the Markdown, as attachments (the chart only if it could be drawn).
async fn attachments(report: &Report) -> Vec<CreateAttachment> {
    let drawn = report.clone();
    let png = png_off_thread("chart", move || drawn.png()).await;
    let markdown =
        CreateAttachment::bytes(report.markdown_with(FILE_NAME).into_bytes(), MARKDOWN_NAME);
    png.map(|png| CreateAttachment::bytes(png, FILE_NAME))
        .into_iter()
        .chain([markdown])
        .collect()
}

impl Reply<'_> {
    /// The report to the channel (`to` none) or to one user.
    pub(super) async fn report(
        &mut self,
        channel: ChannelId,
        to: Option<&str>,
        text: &str,
        report: &Report,
        hand_buttons: &mut Vec<UserId>,
    ) -> Result<(), serenity::Error> {
        let text = truncate(text, render::MESSAGE_LIMIT);
        match to {
            None => self.public_report(channel, &text, report).await,
            Some(user) if user == user_key(self.actor) && self.private_reply => {
                // Drawing may take longer than Discord's 3 s for a first answer.
                self.defer(false).await?;
                let files = attachments(report).await;
                let state = self.state;
                match self.ephemeral_with(&text, Vec::new(), files).await {
                    Ok(()) => Ok(()),
                    Err(e) => {
                        tracing::warn!("the report's files were refused: {e}");
                        self.state = state;
                        self.ephemeral_with(&text, Vec::new(), Vec::new()).await
                    }
                }
            }
            Some(user) => {
                let Some(id) = parse_user_key(user) else {
                    tracing::warn!("a report to a non-Discord user was dropped");
                    return Ok(());
                };
                let files = attachments(report).await;
                if !self.direct_with(id, &text, Vec::new(), files).await
                    && !self.direct_with(id, &text, Vec::new(), Vec::new()).await
                    && !hand_buttons.contains(&id)
                {
                    hand_buttons.push(id);
                }
                Ok(())
            }
        }
    }

    async fn public_report(
        &mut self,
        channel: ChannelId,
        text: &str,
        report: &Report,
    ) -> Result<(), serenity::Error> {
        self.defer_public_here(channel).await?;
        let files = attachments(report).await;
        let sent = self
            .public(channel, text, no_mentions(), Vec::new(), Vec::new(), files)
            .await;
        match sent {
            Ok(()) => Ok(()),
            Err(e) => {
                tracing::warn!(%channel, "the report's files were refused: {e}");
                let (components, embeds, files) = (Vec::new(), Vec::new(), Vec::new());
                self.public(channel, text, no_mentions(), components, embeds, files)
                    .await
            }
        }
    }
}
