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
    let hand = ctx
        .data()
        .spawn(move |s| s.hand_of(&channel, &user))
        .await
        .unwrap_or_default();
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
    let options = ctx
        .data()
        .spawn(move |s| s.options_after(&channel, &user, &[]))
        .await
        .unwrap_or_default();
    let numbers = render::option_numbers(&options);
    suggestions(
        options.iter().zip(numbers).map(|(a, number)| {
            (
                format!("{number}. {}", render::option_label(a)),
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
    let options = ctx
        .data()
        .spawn(move |s| s.options_after(&channel, &user, &path))
        .await
        .unwrap_or_default();
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
