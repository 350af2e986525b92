//! The reminder task: every [`POLL`], the prompts waiting by DM that are due
//! (`prompt_dm.rs`), then the reminders due (one indexed query, see
//! `app::reminders`) are delivered one by one, [`SPACING`] apart so a burst stays well
//! within Discord's rate limits: a DM, or when the player's DMs are closed a message in the
//! game's channel that mentions (pings) that player only. Each is recorded as soon as it is
//! delivered, so a restart neither repeats nor loses one: a bot stopped between the two
//! sends it again with the same nonce, which Discord does not post twice.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::Utc;
use poise::serenity_prelude as serenity;

use super::{Service, lock, no_mentions, parse_user_key};
use crate::app::Reminder;

/// How often the task looks for reminders due.
pub const POLL: Duration = Duration::from_secs(60);
/// The pause between two reminders of one burst.
pub const SPACING: Duration = Duration::from_secs(2);

/// Run forever (spawned once the bot is connected).
pub(crate) async fn run(http: Arc<serenity::Http>, service: Arc<Mutex<Service>>) {
    let mut ticker = tokio::time::interval(POLL);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        send_due_prompts(&http, &service).await;
        send_due(&http, &service).await;
    }
}

/// Run `f` on the app on a blocking thread.
async fn with_app<T: Send + 'static>(
    service: &Arc<Mutex<Service>>,
    f: impl FnOnce(&mut crate::app::App) -> T + Send + 'static,
) -> Option<T> {
    let service = Arc::clone(service);
    tokio::task::spawn_blocking(move || f(&mut lock(&service).app))
        .await
        .ok()
}

/// The actor's own prompts still unanswered after their wait, each by DM once.
async fn send_due_prompts(http: &serenity::Http, service: &Arc<Mutex<Service>>) {
    let now = Utc::now();
    let due = match with_app(service, move |app| app.due_prompt_dms(now)).await {
        Some(Ok(due)) => due,
        Some(Err(e)) => {
            tracing::error!("cannot read the prompts due by DM: {e}");
            return;
        }
        None => return,
    };
    for (i, dm) in due.into_iter().enumerate() {
        if i > 0 {
            tokio::time::sleep(SPACING).await;
        }
        if !super::prompt_dm::deliver_prompt_dm(http, &dm).await {
            continue;
        }
        let (game, version) = (dm.game, dm.version);
        if let Some(Err(e)) = with_app(service, move |app| app.prompt_dm_sent(game, version)).await
        {
            tracing::error!(game, "a prompt was sent by DM but not recorded: {e}");
        }
    }
}

async fn send_due(http: &serenity::Http, service: &Arc<Mutex<Service>>) {
    let now = Utc::now();
    let due = match with_app(service, move |app| app.due_reminders(now)).await {
        Some(Ok(due)) => due,
        Some(Err(e)) => {
            tracing::error!("cannot read the reminders due: {e}");
            return;
        }
        None => return,
    };
    for (i, reminder) in due.into_iter().enumerate() {
        if i > 0 {
            tokio::time::sleep(SPACING).await;
        }
        if !deliver_reminder(http, &reminder).await {
            continue;
        }
        let game = reminder.wait.game;
        match with_app(service, move |app| app.reminder_sent(&reminder, now)).await {
            Some(Ok(_)) => {}
            Some(Err(e)) => tracing::error!(game, "a reminder was sent but not recorded: {e}"),
            None => {}
        }
    }
}

/// Deliver one reminder: a DM, or a mention of the player in the game's channel when the
/// DM is refused (its public text: nothing the channel has not seen). `false`: neither could be sent (it stays due).
pub async fn deliver_reminder(http: &serenity::Http, reminder: &Reminder) -> bool {
    let Some(user) = parse_user_key(&reminder.wait.user) else {
        return false;
    };
    let nonce = |place: &str| {
        let nonce = format!("r{}.{}{place}", reminder.wait.game, reminder.number);
        Some(serenity::Nonce::String(nonce))
    };
    let message = serenity::CreateMessage::new()
        .content(&reminder.text)
        .allowed_mentions(no_mentions());
    let message = super::deliver::nonced(message, nonce("d"));
    match super::direct::send_dm(http, user, message).await {
        Ok(_) => return true,
        Err(e) => tracing::info!(%user, "cannot DM a reminder, mentioning in the channel: {e}"),
    }
    let Some(channel) = reminder
        .channel
        .parse::<u64>()
        .ok()
        .filter(|id| *id != 0)
        .map(serenity::ChannelId::new)
    else {
        return false;
    };
    let message = serenity::CreateMessage::new()
        .content(format!("{}: {}", reminder.wait.user, reminder.public_text))
        .allowed_mentions(no_mentions().users([user]));
    match channel
        .send_message(http, super::deliver::nonced(message, nonce("c")))
        .await
    {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(%channel, "cannot deliver a reminder: {e}");
            false
        }
    }
}
