//! Autocomplete for the `/lab` options, by the source the table names: the cards of the
//! asker's hand, the options of their pending decision, the countries legal after the card
//! play's other options, the asker's games. The app lists them (the engine's options: none
//! once a typed answer would roll a die); nothing here reads the store.

use labyrinth_engine::{Answer, CardId, Country};
use poise::serenity_prelude as serenity;

use super::interaction::{read_args, spec_of};
use super::{Data, Error, user_key};
use crate::app::{Choice, Command};
use crate::render;
use crate::surface::{self, Caller, Source};

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;
type Callback = for<'a> fn(
    AppContext<'a>,
    &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse>;

/// Discord shows at most 25 autocomplete suggestions.
const SUGGESTIONS: usize = 25;
/// Autocomplete names are at most 100 characters.
const SUGGESTION_NAME: usize = 100;

/// Autocomplete answers are due within Discord's 3 s too; a long command holding the
/// service (the database lock) gets no suggestions rather than a late answer.
const SUGGEST_WITHIN: std::time::Duration = std::time::Duration::from_millis(2000);

/// `f` on the service, or nothing (an empty list) once [`SUGGEST_WITHIN`] has passed.
async fn in_time<T: Default + Send + 'static>(
    ctx: AppContext<'_>,
    f: impl FnMut(&mut super::Service) -> T + Send + 'static,
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

/// The function poise calls for an option whose suggestions come from `source`.
pub(super) fn callback(source: Source) -> Callback {
    match source {
        Source::Hand => |ctx, partial| Box::pin(hand(ctx, partial)),
        Source::AnyCard => |_, partial| Box::pin(async move { any_card(partial) }),
        Source::AnyCountry => |_, partial| Box::pin(async move { any_country(partial) }),
        Source::Decision => |ctx, partial| Box::pin(decision(ctx, partial)),
        Source::PlayCountry => |ctx, partial| Box::pin(play_country(ctx, partial)),
        Source::MyGames => |ctx, partial| Box::pin(my_games(ctx, partial)),
        Source::AdjustValue => |ctx, partial| Box::pin(async move { adjust_value(ctx, partial) }),
        Source::Marker => |_, partial| {
            Box::pin(async move {
                suggestions(
                    surface::marker_names().into_iter().map(|m| (m.clone(), m)),
                    partial,
                )
            })
        },
        Source::FinishedGames => |ctx, partial| Box::pin(finished_games(ctx, partial)),
    }
}

/// The channel and user an autocomplete request comes from.
fn asker(ctx: AppContext<'_>) -> (String, String) {
    (
        ctx.interaction.channel_id.to_string(),
        user_key(ctx.interaction.user.id),
    )
}

fn matches(partial: &str, name: &str, value: &str) -> bool {
    let wanted = partial.trim().to_lowercase();
    wanted.is_empty()
        || name.to_lowercase().contains(&wanted)
        || value.to_lowercase().starts_with(&wanted)
}

/// The choices `partial` matches, at most 25: (name shown, text matched, value sent).
fn suggest<V: Into<serde_json::Value>>(
    choices: impl Iterator<Item = (String, String, V)>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = choices
        .filter(|(name, text, _)| matches(partial, name, text))
        .take(SUGGESTIONS)
        .map(|(name, _, value)| {
            let name: String = name.chars().take(SUGGESTION_NAME).collect();
            serenity::AutocompleteChoice::new(name, value)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

fn suggestions(
    choices: impl Iterator<Item = (String, String)>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    suggest(
        choices.map(|(name, value)| (name, value.clone(), value)),
        partial,
    )
}

async fn hand(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (channel, user) = asker(ctx);
    let hand = in_time(ctx, move |s| s.app.hand_cards(&channel, &user)).await;
    suggestions(
        hand.into_iter()
            .map(|c| (render::card(c), c.number().to_string())),
        partial,
    )
}

fn any_card(partial: &str) -> serenity::CreateAutocompleteResponse {
    suggestions(
        (1..=120)
            .filter_map(CardId::new)
            .map(|c| (render::card(c), c.number().to_string())),
        partial,
    )
}

fn any_country(partial: &str) -> serenity::CreateAutocompleteResponse {
    suggestions(
        Country::ALL
            .into_iter()
            .map(|c| (c.name().to_string(), c.id().to_string())),
        partial,
    )
}

async fn decision(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (channel, user) = asker(ctx);
    let options = in_time(ctx, move |s| s.app.options_after_path(&channel, &user, &[])).await;
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

/// The countries legal for the focused country option: the answers the card play's other
/// options give (built by the table's own builder, so `ops` implies operations), less this
/// option and those after it.
async fn play_country(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let path = spec_of(ctx)
        .and_then(|spec| {
            let mut args = read_args(spec, ctx.args, false, crate::i18n::Lang::En).ok()?;
            let focused = ctx.args.iter().find_map(|o| match o.value {
                serenity::ResolvedValue::Autocomplete { .. } => Some(o.name),
                _ => None,
            })?;
            let at = spec.options.iter().position(|o| o.name == focused)?;
            for later in &spec.options[at..] {
                args.remove(later.name);
            }
            match surface::build(spec, &args, &Caller::default()).ok()? {
                Command::Play(play) => Some(play.choices()),
                _ => None,
            }
        })
        .unwrap_or_default();
    let path: Vec<Answer> = path
        .into_iter()
        .filter_map(|c| match c {
            Choice::Answer(answer) => Some(answer),
            _ => None,
        })
        .collect();
    let (channel, user) = asker(ctx);
    let options = in_time(ctx, move |s| {
        s.app.options_after_path(&channel, &user, &path)
    })
    .await;
    suggestions(
        options.iter().filter_map(|a| match a {
            Answer::Country(c) => Some((c.name().to_string(), c.id().to_string())),
            _ => None,
        }),
        partial,
    )
}

/// The asker's games in progress (an integer option: each suggestion's value is the id).
async fn my_games(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (_, user) = asker(ctx);
    let games = ctx
        .data()
        .spawn(move |s| s.app.games_of(&user))
        .await
        .unwrap_or_default();
    games_by_id(games, partial)
}

/// Games by id (an integer option: each suggestion's value is the id), `#12` or `12` typed.
fn games_by_id(games: Vec<(i64, String)>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let partial = partial.trim().trim_start_matches('#');
    suggest(
        games
            .into_iter()
            .map(|(id, label)| (label, id.to_string(), id)),
        partial,
    )
}

/// The values `value:` takes for the kind the command's `what:` names so far.
fn adjust_value(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let args = spec_of(ctx)
        .and_then(|spec| read_args(spec, ctx.args, false, crate::i18n::Lang::En).ok())
        .unwrap_or_default();
    suggestions(
        surface::adjust_values(&args)
            .into_iter()
            .map(|v| (v.clone(), v)),
        partial,
    )
}

/// The finished games of the asker's server (or their own, in a DM), newest first.
async fn finished_games(
    ctx: AppContext<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (_, user) = asker(ctx);
    let server = ctx.interaction.guild_id.map(|g| g.to_string());
    let games = in_time(ctx, move |s| s.app.finished_games(server.as_deref(), &user)).await;
    games_by_id(games, partial)
}
