//! Private messages with or without files: ephemeral replies to the actor, DMs, and the
//! catch-up with the board picture (`Outbound::PrivateBoard`).
//!
//! A catch-up is a DM with the board picture attached, or an ephemeral reply for
//! `/lab catchup`. The picture is the public board (the app draws it from the Observer's
//! view). Without the picture (it could not be drawn, or the upload was refused) the text
//! goes alone. A closed DM falls back like any private message: an ephemeral reply to the
//! actor, the "show my hand" notice for another player (which names `/lab catchup`): the
//! summary never goes to the channel, since it can show the Jihadist's own Plots.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, UserId,
};

use super::super::components::{board_png, truncate};
use super::super::direct::send_dm;
use super::super::{no_mentions, parse_user_key, user_key};
use super::{Reply, Source, State};
use crate::render;
use crate::tr;

impl Reply<'_> {
    /// A message only the actor sees, with `files` attached.
    pub(super) async fn ephemeral_with(
        &mut self,
        text: &str,
        components: Vec<CreateActionRow>,
        files: Vec<CreateAttachment>,
    ) -> Result<(), serenity::Error> {
        match self.state {
            State::Fresh => match self.source {
                Source::Command(c) => {
                    let reply = poise::CreateReply::default()
                        .content(text)
                        .ephemeral(true)
                        .allowed_mentions(no_mentions())
                        .components(components);
                    let reply = files
                        .into_iter()
                        .fold(reply, poise::CreateReply::attachment);
                    Reply::first(c, reply).await?;
                }
                Source::Component(_) => {
                    let message = CreateInteractionResponseMessage::new()
                        .content(text)
                        .ephemeral(true)
                        .allowed_mentions(no_mentions())
                        .components(components)
                        .add_files(files);
                    self.respond(CreateInteractionResponse::Message(message))
                        .await?;
                }
                Source::Outbox => return Err(super::no_interaction()),
            },
            State::DeferredEphemeral => {
                let mut edit = EditInteractionResponse::new()
                    .content(text)
                    .allowed_mentions(no_mentions())
                    .components(components);
                for file in files {
                    edit = edit.new_attachment(file);
                }
                self.edit(edit).await?;
            }
            State::DeferredPublic | State::Acknowledged | State::Done => {
                if self.state == State::DeferredPublic {
                    // Discord makes the first follow-up after a deferral an edit of the
                    // deferred message, shown as the deferral was (in public) whatever the
                    // follow-up's flags ("Receiving and Responding", "Followup Messages"):
                    // the public "thinking…" is closed first, and if it cannot be, nothing
                    // private follows.
                    let done = EditInteractionResponse::new()
                        .content(tr!(self.reader, "reply-discord-done"))
                        .allowed_mentions(no_mentions());
                    self.edit(done).await?;
                    self.state = State::Done;
                }
                let followup = CreateInteractionResponseFollowup::new()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions())
                    .components(components)
                    .add_files(files);
                self.followup(followup).await?;
            }
        }
        self.state = State::Done;
        Ok(())
    }

    /// A direct message with `files` attached; `false` when it cannot be delivered (DMs
    /// closed, unknown user).
    pub(super) async fn direct_with(
        &self,
        user: UserId,
        text: &str,
        components: Vec<CreateActionRow>,
        files: Vec<CreateAttachment>,
    ) -> bool {
        let message = super::nonced(
            CreateMessage::new()
                .content(text)
                .allowed_mentions(no_mentions())
                .components(components)
                .add_files(files),
            self.nonce(),
        );
        match send_dm(&self.http, user, message).await {
            Ok(_) => true,
            Err(e) => {
                tracing::info!(%user, "cannot send a direct message: {e}");
                false
            }
        }
    }

    /// A private message with the board picture: a DM, or an ephemeral reply to the actor
    /// of a command whose private messages are replies (`/lab catchup`).
    pub(super) async fn private_board(
        &mut self,
        user: &str,
        text: &str,
        map: &render::BoardMap,
        hand_buttons: &mut Vec<UserId>,
    ) -> Result<(), serenity::Error> {
        let text = truncate(text, render::MESSAGE_LIMIT);
        let to_actor = user == user_key(self.actor);
        if to_actor && self.private_reply {
            // Drawing the picture may take longer than Discord's 3 s for a first answer.
            self.defer(false).await?;
            let png = board_png(map).await;
            return self.ephemeral_picture(&text, png).await;
        }
        let Some(id) = parse_user_key(user) else {
            tracing::warn!("a private message to a non-Discord user was dropped");
            return Ok(());
        };
        let png = board_png(map).await;
        if let Some(png) = &png
            && self
                .direct_with(id, &text, Vec::new(), vec![picture(png)])
                .await
        {
            return Ok(());
        }
        // No picture, or the DM with it was refused: the text alone (if the DMs are open).
        if self.direct_with(id, &text, Vec::new(), Vec::new()).await {
            return Ok(());
        }
        if to_actor {
            let note = format!("{}\n{text}", tr!(self.reader, "reply-discord-no-dm"));
            self.ephemeral_picture(&truncate(&note, render::MESSAGE_LIMIT), png)
                .await
        } else {
            if !hand_buttons.contains(&id) {
                hand_buttons.push(id);
            }
            Ok(())
        }
    }

    /// An ephemeral reply with the picture, or without it if it was refused.
    async fn ephemeral_picture(
        &mut self,
        text: &str,
        png: Option<Vec<u8>>,
    ) -> Result<(), serenity::Error> {
        if let Some(png) = png {
            let state = self.state;
            match self
                .ephemeral_with(text, Vec::new(), vec![picture(&png)])
                .await
            {
                Ok(()) => return Ok(()),
                Err(e) => {
                    tracing::warn!("the board picture of a private reply was refused: {e}");
                    self.state = state;
                }
            }
        }
        self.ephemeral_with(text, Vec::new(), Vec::new()).await
    }
}

fn picture(png: &[u8]) -> CreateAttachment {
    CreateAttachment::bytes(png.to_vec(), render::map::FILE_NAME)
}
