//! The actor's own prompt that waited [`PROMPT_DM_AFTER`](crate::app::PROMPT_DM_AFTER) unanswered
//! goes to them by DM, once, with its buttons (`app::prompt_dm`); the reminder task sends
//! what is due. Only to the player whose decision it is, and never logged with its text (it
//! can show their hand). With their DMs closed nothing else is sent: the channel sees nothing
//! of it, as before. The DM carries a nonce, so a restart between sending and recording it
//! does not show it twice.

use poise::serenity_prelude as serenity;

use super::components::{prompt_rows, truncate};
use super::{no_mentions, parse_user_key};
use crate::app::PromptDm;
use crate::render;

/// Send `dm`; `true` when it is done with (sent, or refused for good: DMs closed), `false`
/// when it may pass (a network or server error: it stays due).
pub async fn deliver_prompt_dm(http: &serenity::Http, dm: &PromptDm) -> bool {
    let Some(user) = parse_user_key(&dm.user) else {
        return true;
    };
    let message = serenity::CreateMessage::new()
        .content(truncate(&dm.text, render::MESSAGE_LIMIT))
        .components(prompt_rows(dm.lang, dm.game, &dm.options))
        .allowed_mentions(no_mentions());
    let nonce = serenity::Nonce::String(format!("p{}.{}", dm.game, dm.version));
    let message = super::deliver::nonced(message, Some(nonce));
    match super::direct::send_dm(http, user, message).await {
        Ok(_) => true,
        Err(e) => {
            let game = dm.game;
            tracing::info!(%user, game, "cannot DM a waiting prompt: {e}");
            super::deliver::refused_for_good(&e)
        }
    }
}
