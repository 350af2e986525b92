//! What went wrong in a delivery: whether Discord refused a message for good, and the note
//! that tells the actor what could not be delivered (never its text).

use poise::serenity_prelude as serenity;

use super::super::components::truncate;
use crate::app::Outbound;
use crate::i18n::Lang;
use crate::render;
use crate::tr;

/// What a message was, for the note on what could not be delivered (never its text).
pub(super) fn describe(lang: Lang, message: &Outbound, actor: &str) -> String {
    let key = match message {
        Outbound::Public(_) => "reply-discord-lost-public",
        Outbound::Play { .. } => "reply-discord-lost-play",
        Outbound::Board { .. } => "reply-discord-lost-board",
        Outbound::Error { .. } | Outbound::Notice { .. } => "reply-discord-lost-reply",
        Outbound::File { .. } => "reply-discord-lost-file",
        Outbound::Report { .. } => "report-lost",
        Outbound::Private { user, .. } | Outbound::PrivateBoard { user, .. } if user == actor => {
            "reply-discord-lost-private"
        }
        Outbound::Prompt { user, .. } if user == actor => "reply-discord-lost-prompt",
        Outbound::Private { user, .. } | Outbound::PrivateBoard { user, .. } => {
            return tr!(lang, "reply-discord-lost-private-to", user = user.as_str());
        }
        Outbound::Prompt { user, .. } => {
            return tr!(lang, "reply-discord-lost-prompt-to", user = user.as_str());
        }
    };
    tr!(lang, key)
}

/// The note to the actor after a committed command whose messages did not all arrive.
pub(crate) fn undelivered(lang: Lang, failed: &[String]) -> String {
    let mut unique: Vec<&str> = Vec::new();
    for what in failed {
        if !unique.contains(&what.as_str()) {
            unique.push(what);
        }
    }
    truncate(
        &tr!(lang, "reply-discord-undelivered", what = unique.join(", ")),
        render::MESSAGE_LIMIT,
    )
}

/// Whether Discord refused a request for good (a 4xx other than a rate limit): sending it
/// again would be refused again.
pub(crate) fn refused_for_good(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            (400..500).contains(&status) && status != 429
        }
        serenity::Error::Other(_) => true,
        _ => false,
    }
}

/// The error of a reply asked for where there is no interaction (a start-up delivery).
pub(crate) fn no_interaction() -> serenity::Error {
    serenity::Error::Other("no interaction to answer")
}

impl super::Reply<'_> {
    /// After a post refused with 50001 Missing Access: what to fix when the bot is not a
    /// member of the interaction's server (the app was added without the `bot` scope).
    pub(super) async fn not_in_the_server(&self) -> Option<String> {
        let (guild, application) = match self.source {
            super::Source::Command(c) => (c.interaction.guild_id?, c.interaction.application_id),
            super::Source::Component(i) => (i.guild_id?, i.application_id),
            super::Source::Outbox => return None,
        };
        let bot = self.http.get_current_user().await.ok()?.id;
        let member = super::super::access::is_member(&self.http, guild, bot).await;
        (member == Some(false))
            .then(|| super::super::access::no_bot_scope(self.reader, application, true))
    }

    /// Whether `user` shares the interaction's server with the bot (`None`: not known, or
    /// no server): a DM refused with 50007 means closed DMs only if they do.
    pub(super) async fn in_the_server(&self, user: serenity::UserId) -> Option<bool> {
        let guild = match self.source {
            super::Source::Command(c) => c.interaction.guild_id?,
            super::Source::Component(i) => i.guild_id?,
            super::Source::Outbox => return None,
        };
        super::super::access::is_member(&self.http, guild, user).await
    }
}
