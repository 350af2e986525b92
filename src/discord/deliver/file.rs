//! A file for the actor (`/lab export`): attached to an ephemeral reply, so only they get it.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateAttachment, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, EditInteractionResponse,
};

use super::{Reply, Source, State, no_mentions};

impl Reply<'_> {
    /// `text` with the file `name` attached, visible to the actor only.
    pub(super) async fn ephemeral_file(
        &mut self,
        text: &str,
        name: &str,
        bytes: &[u8],
    ) -> Result<(), serenity::Error> {
        let file = CreateAttachment::bytes(bytes.to_vec(), name.to_string());
        match (self.state, self.source) {
            (State::Fresh, Source::Command(c)) => {
                let reply = poise::CreateReply::default()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions())
                    .attachment(file);
                Reply::first(c, reply).await?;
            }
            (State::Fresh, Source::Component(_)) => {
                let message = CreateInteractionResponseMessage::new()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions())
                    .add_file(file);
                self.respond(CreateInteractionResponse::Message(message))
                    .await?;
            }
            (State::DeferredEphemeral, _) => {
                let edit = EditInteractionResponse::new()
                    .content(text)
                    .allowed_mentions(no_mentions())
                    .new_attachment(file);
                self.edit(edit).await?;
            }
            (State::DeferredPublic | State::Acknowledged | State::Done, _) => {
                let followup = CreateInteractionResponseFollowup::new()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions())
                    .add_file(file);
                self.followup(followup).await?;
            }
        }
        self.state = State::Done;
        Ok(())
    }
}
