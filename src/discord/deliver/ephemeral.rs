//! A message only the actor sees, with a file attached or not (`/lab export`'s file goes
//! to the sender alone this way).

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
};

use super::{Reply, Source, State, no_mentions};

impl Reply<'_> {
    /// `text` with its components and `file`, visible to the actor only: the interaction's
    /// first answer, the deferred one's edit, or a follow-up.
    pub(super) async fn ephemeral_with(
        &mut self,
        text: &str,
        components: Vec<CreateActionRow>,
        file: Option<CreateAttachment>,
    ) -> Result<(), serenity::Error> {
        match (self.state, self.source) {
            (State::Fresh, Source::Command(c)) => {
                let mut reply = poise::CreateReply::default()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions())
                    .components(components);
                if let Some(file) = file {
                    reply = reply.attachment(file);
                }
                Reply::first(c, reply).await?;
            }
            (State::Fresh, Source::Component(_)) => {
                let mut message = CreateInteractionResponseMessage::new()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions())
                    .components(components);
                if let Some(file) = file {
                    message = message.add_file(file);
                }
                self.respond(CreateInteractionResponse::Message(message))
                    .await?;
            }
            (State::DeferredEphemeral, _) => {
                let mut edit = EditInteractionResponse::new()
                    .content(text)
                    .allowed_mentions(no_mentions())
                    .components(components);
                if let Some(file) = file {
                    edit = edit.new_attachment(file);
                }
                self.edit(edit).await?;
            }
            (State::DeferredPublic | State::Acknowledged | State::Done, _) => {
                let mut followup = CreateInteractionResponseFollowup::new()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions())
                    .components(components);
                if let Some(file) = file {
                    followup = followup.add_file(file);
                }
                self.followup(followup).await?;
            }
        }
        self.state = State::Done;
        Ok(())
    }
}
