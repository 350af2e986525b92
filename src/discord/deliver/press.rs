//! A press on one of the bot's buttons or select menus: the app answers it (the prompt's
//! option, the "show my hand" button, a confirmation), the prompt is closed with what was
//! chosen, and the command's messages are delivered like a slash command's.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse,
};

use super::super::components::truncate;
use super::super::ids::ComponentId;
use super::super::{DEFER_AFTER, Data, Error, no_mentions, user_key};
use super::{Reply, Source, State};
use crate::i18n::Lang;
use crate::render;
use crate::tr;

/// Whether a press answers a prompt (its message is then closed with the choice).
fn is_answer_press(id: &ComponentId) -> bool {
    !matches!(id, ComponentId::Hand { .. })
}

/// A press on one of the bot's buttons or select menus.
pub(crate) async fn component(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
) -> Result<(), Error> {
    let Some(id) = ComponentId::decode(&press.data.custom_id) else {
        return Ok(()); // not ours
    };
    let started = std::time::Instant::now();
    let mut reply = Reply::new(
        Arc::clone(&ctx.http),
        data.outbox.clone(),
        Source::Component(press),
        matches!(id, ComponentId::Hand { .. }),
    );
    let Some(_working) = data.shutdown.enter() else {
        let lang = Lang::parse(&press.locale).unwrap_or_default();
        reply
            .ephemeral(
                &format!("⚠️ {}", tr!(lang, "discord-restarting")),
                Vec::new(),
            )
            .await?;
        return Ok(());
    };
    let name = match &id {
        ComponentId::Hand { .. } => "button hand",
        ComponentId::Answer { .. } | ComponentId::Menu { .. } => "button answer",
        ComponentId::Confirm { act, .. } => act.code(),
    };
    let age = data.ages.age(press.id.get());
    let Some(deadline) = super::super::age::Deadline::of(age) else {
        tracing::warn!(command = name, "too late to answer a button: not run");
        super::super::log_command(name, None, "late", started);
        return Ok(());
    };
    if deadline.acknowledge_first() {
        // Its age unsure (maybe a replay): acknowledged before it is run, or not run.
        if let Err(e) = reply.defer(is_answer_press(&id)).await {
            data.ages.too_old(age);
            tracing::warn!(command = name, "too late to answer a button, not run: {e}");
            super::super::log_command(name, None, "late", started);
            return Ok(());
        }
        deadline.answered();
    }
    // A new gate and token for each run (`Data::spawn` may run a press again).
    let gates = deadline.clone();
    let user = user_key(press.user.id);
    let token = press.token.clone();
    let (is_answer, mut job) = match id {
        ComponentId::Hand { game } => (
            false,
            data.spawn(move |s| {
                s.pressed(token.clone(), gates.gate(), |app| app.hand_in(game, &user))
            }),
        ),
        ComponentId::Answer { game, version, key } => (
            true,
            data.spawn(move |s| {
                s.pressed(token.clone(), gates.gate(), |app| {
                    app.answer_prompt(game, version, &key, &user)
                })
            }),
        ),
        ComponentId::Confirm { game, version, act } => {
            let here = press.channel_id.to_string();
            let admin = press
                .member
                .as_ref()
                .and_then(|m| m.permissions)
                .is_some_and(|p| p.administrator() || p.manage_guild());
            let server = press.guild_id.map(|g| g.to_string());
            (
                true,
                data.spawn(move |s| {
                    s.pressed(token.clone(), gates.gate(), |app| {
                        app.confirmed(&here, &user, game, version, act, admin, server.clone())
                    })
                }),
            )
        }
        ComponentId::Menu { game, version, .. } => {
            let ComponentInteractionDataKind::StringSelect { values } = &press.data.kind else {
                return Ok(());
            };
            let Some(key) = values.first().cloned() else {
                return Ok(());
            };
            (
                true,
                data.spawn(move |s| {
                    s.pressed(token.clone(), gates.gate(), |app| {
                        app.answer_prompt(game, version, &key, &user)
                    })
                }),
            )
        }
    };
    let result = match tokio::time::timeout(deadline.defer_in(DEFER_AFTER), &mut job).await {
        Ok(result) => result?,
        Err(_) => {
            match reply.defer(is_answer).await {
                Ok(()) => deadline.answered(),
                Err(e) => tracing::warn!("cannot acknowledge a button press: {e}"),
            }
            job.await?
        }
    };
    let handled = match result {
        Ok(handled) => handled,
        Err(refusal) => {
            reply.ephemeral(&refusal, Vec::new()).await?;
            super::super::log_command(name, None, "refused", started);
            return Ok(());
        }
    };
    let refused = super::super::interaction::refused(&handled.outbound);
    if is_answer && !refused {
        // The prompt is answered: take its components away and say what was chosen.
        let chosen = handled.chosen.clone().unwrap_or_default();
        let content = truncate(
            &format!("{}\n→ **{chosen}**", press.message.content),
            render::MESSAGE_LIMIT,
        );
        if reply.responded() {
            let edit = EditInteractionResponse::new()
                .content(content)
                .components(Vec::new());
            if let Err(e) = reply.edit(edit).await {
                tracing::warn!("cannot close an answered prompt: {e}");
            }
        } else {
            let update = CreateInteractionResponseMessage::new()
                .content(content)
                .allowed_mentions(no_mentions())
                .components(Vec::new());
            match reply
                .respond(CreateInteractionResponse::UpdateMessage(update))
                .await
            {
                Ok(()) => reply.state = State::Done,
                Err(e) => tracing::warn!("cannot close an answered prompt: {e}"),
            }
        }
    }
    let (game, outcome) = (handled.about.game, super::super::outcome(&handled.outbound));
    reply.deliver(handled).await;
    super::super::log_command(name, game, outcome, started);
    Ok(())
}
