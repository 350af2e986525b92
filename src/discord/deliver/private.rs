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
use super::super::direct::{retry_dm, too_fast, try_dm};
use super::super::{no_mentions, parse_user_key, user_key};
use super::{Reply, Source, State};
use crate::render;
use crate::tr;

/// A DM refused with 40003, to send again after the command's other messages.
pub(crate) struct LaterDm {
    user: UserId,
    message: CreateMessage,
    /// The owed message it belongs to.
    owed: Option<i64>,
}

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
    /// closed, unknown user). While a command's messages are delivered, one refused for
    /// opening DMs too fast (40003) goes again after the others (so do the next ones to the
    /// same player, in order) and counts as delivered until then.
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
        if self.holds_dms_for(user) {
            return self.hold(user, &message);
        }
        let sent = match try_dm(&self.http, user, &message).await {
            Err(e) if too_fast(&e) => {
                if self.hold(user, &message) {
                    tracing::info!(%user, "opening DMs too fast (40003): sent again later");
                    return true;
                }
                retry_dm(&self.http, user, &message).await
            }
            sent => sent,
        };
        match sent {
            Ok(_) => true,
            Err(e) => {
                tracing::info!(%user, "cannot send a direct message: {e}");
                false
            }
        }
    }

    /// Hold `message` to `user` to send it after the command's other messages; `false`
    /// when DMs are retried where they are.
    fn hold(&self, user: UserId, message: &CreateMessage) -> bool {
        let mut later = self
            .later
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let Some(later) = later.as_mut() else {
            return false;
        };
        later.push(LaterDm {
            user,
            message: message.clone(),
            owed: None,
        });
        true
    }

    /// Whether DMs to `user` wait to be sent again (one before was refused too fast).
    fn holds_dms_for(&self, user: UserId) -> bool {
        self.later
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .as_ref()
            .is_some_and(|later| later.iter().any(|dm| dm.user == user))
    }

    /// Hold DMs refused too fast for later (`true`), or retry them where they are.
    pub(super) fn retry_dms_later(&self, hold: bool) {
        let mut later = self
            .later
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *later = hold.then(Vec::new);
    }

    /// How many DMs wait to be sent again.
    pub(super) fn dms_later(&self) -> usize {
        self.later
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .as_ref()
            .map_or(0, Vec::len)
    }

    /// The DMs held since there were `before` are of owed message `id`: whether there are.
    pub(super) fn owe_later(&self, before: usize, id: Option<i64>) -> bool {
        let mut later = self
            .later
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let Some(later) = later.as_mut() else {
            return false;
        };
        for dm in later.iter_mut().skip(before) {
            dm.owed = id;
        }
        later.len() > before
    }

    /// Send the held DMs again, after each of the waits while Discord still refuses them
    /// too fast; the DMs that never went (player and owed message), for a notice.
    /// An owed message is marked sent once its DMs went.
    pub(super) async fn send_later(&mut self) -> Vec<(UserId, Option<i64>)> {
        let held = self
            .later
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take()
            .unwrap_or_default();
        let mut refused: Vec<(UserId, Option<i64>)> = Vec::new();
        for dm in held {
            // After one refusal, the next DMs to the same player go with its notice.
            if refused.iter().any(|(user, _)| *user == dm.user) {
                refused.push((dm.user, dm.owed));
                continue;
            }
            match retry_dm(&self.http, dm.user, &dm.message).await {
                Ok(_) => {
                    if let Some(id) = dm.owed {
                        self.outbox.sent(id);
                    }
                }
                Err(e) => {
                    tracing::info!(user = %dm.user, "cannot send a direct message: {e}");
                    refused.push((dm.user, dm.owed));
                }
            }
        }
        refused
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
