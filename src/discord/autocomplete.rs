//! Autocomplete for the `/lab` options: the cards of the asker's hand, the options of their
//! pending decision, the countries legal after the answers already typed. The engine lists
//! them ([`app::options_after`](crate::app::options_after)): none once a typed answer would
//! roll a die.

use labyrinth_engine::{Answer, CardUse, Country};
use poise::ChoiceParameter;
use poise::serenity_prelude as serenity;

use super::commands::{OpChoice, UseChoice};
use super::{Context, user_key};
use crate::app::parse_card;
use crate::render;

/// Discord shows at most 25 autocomplete suggestions.
const SUGGESTIONS: usize = 25;
/// Autocomplete names are at most 100 characters.
const SUGGESTION_NAME: usize = 100;

/// Autocomplete answers are due within Discord's 3 s too; a long command holding the
/// service (the database lock) gets no suggestions rather than a late answer.
const SUGGEST_WITHIN: std::time::Duration = std::time::Duration::from_millis(2000);

/// `f` on the service, or nothing (an empty list) once [`SUGGEST_WITHIN`] has passed.
async fn in_time<T: Default + Send + 'static>(
    ctx: Context<'_>,
    f: impl FnOnce(&mut super::Service) -> T + Send + 'static,
) -> T {
    match tokio::time::timeout(SUGGEST_WITHIN, ctx.data().spawn(f)).await {
        Ok(Ok(found)) => found,
        Ok(Err(e)) => {
            tracing::warn!("an autocomplete task failed: {e}");
            T::default()
        }
        Err(_) => {
            tracing::info!("autocomplete waited too long for the game: no suggestions");
            T::default()
        }
    }
}

/// The channel and user an autocomplete request comes from.
fn asker(ctx: Context<'_>) -> (String, String) {
    let (channel, user) = match ctx {
        poise::Context::Application(actx) => {
            (actx.interaction.channel_id, actx.interaction.user.id)
        }
        poise::Context::Prefix(pctx) => (pctx.msg.channel_id, pctx.msg.author.id),
    };
    (channel.to_string(), user_key(user))
}

fn matches(partial: &str, name: &str, value: &str) -> bool {
    let wanted = partial.trim().to_lowercase();
    wanted.is_empty()
        || name.to_lowercase().contains(&wanted)
        || value.to_lowercase().starts_with(&wanted)
}

pub(super) fn suggestions(
    choices: impl Iterator<Item = (String, String)>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = choices
        .filter(|(name, value)| matches(partial, name, value))
        .take(SUGGESTIONS)
        .map(|(name, value)| {
            let name: String = name.chars().take(SUGGESTION_NAME).collect();
            serenity::AutocompleteChoice::new(name, value)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

pub(super) async fn autocomplete_card(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (channel, user) = asker(ctx);
    let hand = in_time(ctx, move |s| s.hand_of(&channel, &user)).await;
    suggestions(
        hand.into_iter()
            .map(|c| (render::card(c), c.number().to_string())),
        partial,
    )
}

pub(super) async fn autocomplete_choice(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (channel, user) = asker(ctx);
    let options = in_time(ctx, move |s| s.options_after(&channel, &user, &[])).await;
    suggestions(
        options.iter().enumerate().map(|(i, a)| {
            (
                format!("{}. {}", i + 1, render::option_label(a)),
                render::option_key(a),
            )
        }),
        partial,
    )
}

/// The answers already given in this `/lab play` (card, use, op, countries).
fn play_path(ctx: Context<'_>, with_first_country: bool) -> Vec<Answer> {
    let poise::Context::Application(actx) = ctx else {
        return Vec::new();
    };
    let value = |name: &str| {
        actx.args
            .iter()
            .find(|o| o.name == name)
            .map(|o| o.value.clone())
    };
    let mut path = Vec::new();
    if let Some(card) = text_value(value("card")).and_then(|t| parse_card(&t)) {
        path.push(Answer::Card(card));
    }
    if let Some(card_use) = choice_value::<UseChoice>(value("use")) {
        path.push(Answer::Use(card_use.into()));
    } else if actx.command().name == "ops" {
        path.push(Answer::Use(CardUse::Operations));
    }
    if let Some(op) = choice_value::<OpChoice>(value("op")) {
        path.push(Answer::Op(op.into()));
    }
    if with_first_country
        && let Some(country) = text_value(value("country")).and_then(|t| Country::parse(&t))
    {
        path.push(Answer::Country(country));
    }
    path
}

fn text_value(value: Option<serenity::ResolvedValue<'_>>) -> Option<String> {
    match value? {
        serenity::ResolvedValue::String(s) => Some(s.to_string()),
        serenity::ResolvedValue::Integer(n) => Some(n.to_string()),
        serenity::ResolvedValue::Autocomplete { value, .. } => Some(value.to_string()),
        _ => None,
    }
}

fn choice_value<T: ChoiceParameter>(value: Option<serenity::ResolvedValue<'_>>) -> Option<T> {
    match value? {
        serenity::ResolvedValue::Integer(n) => usize::try_from(n).ok().and_then(T::from_index),
        serenity::ResolvedValue::String(s) => T::from_name(s),
        _ => None,
    }
}

async fn country_suggestions(
    ctx: Context<'_>,
    partial: &str,
    with_first_country: bool,
) -> serenity::CreateAutocompleteResponse {
    let (channel, user) = asker(ctx);
    let path = play_path(ctx, with_first_country);
    let options = in_time(ctx, move |s| s.options_after(&channel, &user, &path)).await;
    suggestions(
        options.iter().filter_map(|a| match a {
            Answer::Country(c) => Some((c.name().to_string(), c.id().to_string())),
            _ => None,
        }),
        partial,
    )
}

pub(super) async fn autocomplete_any_country(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    suggestions(
        Country::ALL
            .into_iter()
            .map(|c| (c.name().to_string(), c.id().to_string())),
        partial,
    )
}

pub(super) async fn autocomplete_country(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    country_suggestions(ctx, partial, false).await
}

pub(super) async fn autocomplete_country2(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    country_suggestions(ctx, partial, true).await
}
