//! What one slash command's interaction says: the subcommand it runs, who sends it (their
//! server, whether they administer it, the language their client reads), its options read
//! by the command table; and the ephemeral refusal of one that does not parse.

use poise::serenity_prelude as serenity;
use serenity::ResolvedValue;

use super::{Data, Error};
use crate::app::Outbound;
use crate::i18n::Lang;
use crate::surface::{self, Args, Caller, Client, Kind, Spec, Value, locale};

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;

/// The spec of the subcommand `ctx` runs.
pub(super) fn spec_of(ctx: AppContext<'_>) -> Option<&'static Spec> {
    ctx.command()
        .custom_data
        .downcast_ref::<&'static Spec>()
        .copied()
}

/// The language the sender's Discord client reads (English unless Russian).
pub(super) fn caller_lang(ctx: AppContext<'_>) -> Lang {
    caller(ctx).lang()
}

/// Who sends the command: the server and whether they administer it.
pub(super) fn caller(ctx: AppContext<'_>) -> Caller {
    let interaction = ctx.interaction;
    Caller {
        client: Client::Discord,
        server: interaction.guild_id.map(|g| g.to_string()),
        admin: interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.administrator() || p.manage_guild()),
        locale: Lang::parse(&interaction.locale),
        server_locale: interaction.guild_locale.as_deref().and_then(Lang::parse),
    }
}

/// The options of an interaction as the table defines them. `strict`: a wrong or missing
/// one is refused (a command); otherwise skipped (an autocomplete's half-typed options).
pub(super) fn read_args(
    spec: &Spec,
    options: &[serenity::ResolvedOption<'_>],
    strict: bool,
    lang: Lang,
) -> Result<Args, String> {
    let mut args = Args::default();
    for option in options {
        let opt = spec.option(option.name);
        let value = match (opt.map(|o| o.kind), &option.value) {
            (Some(Kind::Choice(choices)), ResolvedValue::Integer(i)) => usize::try_from(*i)
                .ok()
                .and_then(|i| choices.items().into_iter().nth(i))
                .map(|item| Value::Text(item.value)),
            (_, ResolvedValue::String(text)) => Some(Value::Text(text.to_string())),
            (_, ResolvedValue::Autocomplete { value, .. }) => Some(Value::Text(value.to_string())),
            (_, ResolvedValue::Integer(n)) => Some(Value::Int(*n)),
            (_, ResolvedValue::Boolean(on)) => Some(Value::Flag(*on)),
            (_, ResolvedValue::User(user, _)) => Some(Value::Text(super::user_key(user.id))),
            (_, ResolvedValue::Unresolved(serenity::Unresolved::User(id))) => {
                Some(Value::Text(super::user_key(*id)))
            }
            _ => None,
        };
        let checked = match (opt, value) {
            (Some(opt), Some(value)) => {
                surface::check(spec, opt, value, lang).map(|v| (opt.name, v))
            }
            _ => Err(crate::tr!(
                lang,
                "surface-no-such-option",
                command = locale::spec_path(spec, lang),
                option = option.name
            )),
        };
        match checked {
            Ok((name, value)) => args.set(name, value),
            Err(problem) if strict => return Err(problem),
            Err(_) => {}
        }
    }
    if strict {
        surface::missing(spec, &args, Client::Discord, lang)?;
    }
    Ok(args)
}

/// An ephemeral refusal of options that do not parse.
pub(super) async fn refuse(ctx: AppContext<'_>, problem: &str) -> Result<(), Error> {
    // A refusal may quote an option as typed (up to 6,000 characters): within the limit.
    let text = super::components::truncate(&format!("⚠️ {problem}"), crate::render::MESSAGE_LIMIT);
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    poise::send_application_reply(ctx, reply).await?;
    Ok(())
}

/// Whether a command's messages refuse it (nothing was done).
pub(super) fn refused(outbound: &[Outbound]) -> bool {
    outbound.iter().any(|m| matches!(m, Outbound::Error { .. }))
}
