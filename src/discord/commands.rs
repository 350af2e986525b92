//! The `/lab` slash command, built from the one table ([`surface::SPECS`]): the
//! registration body ([`create_commands`]) and poise's command tree ([`lab`]), whose every
//! subcommand runs [`dispatch`]: read the options as the table defines them, build the app
//! command with the table's builder, run it and deliver the messages. No rule here, and no
//! list of subcommands or options but the table's.

use crate::i18n::Lang;
use std::borrow::Cow;
use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{CommandOptionType, CreateCommand, CreateCommandOption};

use super::age::Deadline;
use super::autocomplete;
use super::components::confirm_rows;
use super::deliver::{Reply as Delivery, Source};
use super::interaction::{caller, caller_lang, read_args, refuse, spec_of};
use super::{DEFER_AFTER, Data, Error, user_key};

/// With less than this before an interaction must be answered, it is acknowledged first.
const ACKNOWLEDGE_FIRST: std::time::Duration = std::time::Duration::from_millis(500);
use crate::app::Command;
use crate::surface::{self, Client, Kind, Opt, Reply, Spec, locale};

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;

const NAME: &str = locale::COMMAND;
const DESCRIPTION: &str = locale::COMMAND_DESCRIPTION;

fn group_description(group: &str) -> &'static str {
    locale::group_description_en(group)
}

/// The subcommands Discord offers, grouped as the table's paths say: (group, its specs) or
/// (name, one spec).
fn tree() -> Vec<(&'static str, Vec<&'static Spec>)> {
    let mut nodes: Vec<(&'static str, Vec<&'static Spec>)> = Vec::new();
    for spec in surface::specs(Client::Discord) {
        let head = spec.path[0];
        match nodes
            .iter_mut()
            .find(|(name, _)| *name == head && spec.path.len() > 1)
        {
            Some((_, specs)) => specs.push(spec),
            None => nodes.push((head, vec![spec])),
        }
    }
    nodes
}

/// The registration body (`PUT /applications/{id}/commands`), from the table, with the
/// Russian names and descriptions (`locales/ru/commands.ftl`) as Discord's `ru` localizations.
pub fn create_commands() -> Vec<CreateCommand> {
    let mut lab = CreateCommand::new(NAME)
        .description(DESCRIPTION)
        .name_localized(RU, locale::command_name(Lang::Ru))
        .description_localized(RU, locale::command_description(Lang::Ru))
        .integration_types(vec![serenity::InstallationContext::Guild])
        .contexts(vec![
            serenity::InteractionContext::Guild,
            serenity::InteractionContext::BotDm,
        ]);
    for (name, specs) in tree() {
        lab = lab.add_option(match specs.as_slice() {
            [spec] if spec.path.len() == 1 => subcommand(spec),
            _ => specs.iter().fold(
                CreateCommandOption::new(
                    CommandOptionType::SubCommandGroup,
                    name,
                    group_description(name),
                )
                .name_localized(RU, locale::group_name(name, Lang::Ru))
                .description_localized(RU, locale::group_description(name, Lang::Ru)),
                |group, spec| group.add_sub_option(subcommand(spec)),
            ),
        });
    }
    vec![lab]
}

/// Discord's locale of the Russian localizations.
const RU: &str = "ru";

fn subcommand(spec: &Spec) -> CreateCommandOption {
    let name = spec.path[spec.path.len() - 1];
    discord_options(spec).fold(
        CreateCommandOption::new(CommandOptionType::SubCommand, name, spec.description)
            .name_localized(RU, locale::spec_name(spec, Lang::Ru))
            .description_localized(RU, locale::spec_description(spec, Lang::Ru)),
        |sub, opt| sub.add_sub_option(option(spec, opt)),
    )
}

fn discord_options(spec: &Spec) -> impl Iterator<Item = &'static Opt> {
    spec.options
        .iter()
        .filter(|o| o.clients.has(Client::Discord))
}

fn option(spec: &Spec, opt: &Opt) -> CreateCommandOption {
    let kind = match opt.kind {
        Kind::Text { .. } => CommandOptionType::String,
        Kind::Int { .. } | Kind::Choice(_) => CommandOptionType::Integer,
        Kind::Flag => CommandOptionType::Boolean,
        Kind::User => CommandOptionType::User,
    };
    let description = locale::opt_discord_description(spec, opt, Lang::En);
    let mut option = CreateCommandOption::new(kind, opt.name, description)
        .name_localized(RU, locale::opt_name(spec, opt, Lang::Ru))
        .description_localized(RU, locale::opt_discord_description(spec, opt, Lang::Ru))
        .required(opt.required)
        .set_autocomplete(opt.autocomplete.is_some());
    match opt.kind {
        Kind::Text { max_length, .. } => option = option.max_length(max_length),
        Kind::Int { min, max } => {
            // Discord's integers are JavaScript's safe integers (|n| < 2^53).
            option = option
                .min_number_value(min as f64)
                .max_number_value(max as f64);
        }
        Kind::Choice(choices) => {
            for (i, item) in choices.items().into_iter().enumerate() {
                let ru = locale::item_label(choices, &item, Lang::Ru);
                option = option.add_int_choice_localized(item.label, i as i32, [(RU, ru)]);
            }
        }
        Kind::Flag | Kind::User => {}
    }
    option
}

/// poise's command tree: it routes each interaction to its subcommand (and an autocomplete
/// to its option's source); every subcommand runs [`dispatch`] with its spec.
pub fn lab() -> poise::Command<Data, Error> {
    let subcommands = tree()
        .into_iter()
        .map(|(name, specs)| match specs.as_slice() {
            [spec] if spec.path.len() == 1 => leaf(spec),
            _ => node(
                name,
                group_description(name),
                specs.into_iter().map(leaf).collect(),
            ),
        })
        .collect();
    let mut lab = node(NAME, DESCRIPTION, subcommands);
    lab.install_context = Some(vec![serenity::InstallationContext::Guild]);
    lab.interaction_context = Some(vec![
        serenity::InteractionContext::Guild,
        serenity::InteractionContext::BotDm,
    ]);
    lab
}

fn node(
    name: &'static str,
    description: &'static str,
    subcommands: Vec<poise::Command<Data, Error>>,
) -> poise::Command<Data, Error> {
    poise::Command {
        name: Cow::Borrowed(name),
        qualified_name: Cow::Borrowed(name),
        identifying_name: Cow::Borrowed(name),
        source_code_name: Cow::Borrowed(name),
        description: Some(Cow::Borrowed(description)),
        slash_action: Some(|_| Box::pin(async { Ok(()) })),
        subcommands,
        subcommand_required: true,
        ..Default::default()
    }
}

fn leaf(spec: &'static Spec) -> poise::Command<Data, Error> {
    let name = spec.path[spec.path.len() - 1];
    poise::Command {
        name: Cow::Borrowed(name),
        qualified_name: Cow::Borrowed(name),
        identifying_name: Cow::Borrowed(name),
        source_code_name: Cow::Borrowed(name),
        description: Some(Cow::Borrowed(spec.description)),
        slash_action: Some(action),
        parameters: discord_options(spec).map(parameter).collect(),
        custom_data: Box::new(spec),
        ..Default::default()
    }
}

/// An option as poise routes it: its name and autocomplete (the body is [`option`]'s).
fn parameter(opt: &'static Opt) -> poise::CommandParameter<Data, Error> {
    poise::CommandParameter {
        name: Cow::Borrowed(opt.name),
        name_localizations: Cow::Borrowed(&[]),
        description: Some(Cow::Borrowed(opt.description)),
        description_localizations: Cow::Borrowed(&[]),
        required: opt.required,
        channel_types: None,
        choices: Cow::Borrowed(&[]),
        type_setter: None,
        autocomplete_callback: opt.autocomplete.map(autocomplete::callback),
        __non_exhaustive: (),
    }
}

fn action(
    ctx: AppContext<'_>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    Box::pin(async move {
        dispatch(ctx)
            .await
            .map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
    })
}

/// One subcommand: its options, its app command, and the reply.
async fn dispatch(ctx: AppContext<'_>) -> Result<(), Error> {
    let Some(_working) = ctx.data().shutdown.enter() else {
        let text = crate::tr!(caller_lang(ctx), "discord-restarting");
        return refuse(ctx, &text).await;
    };
    let Some(spec) = spec_of(ctx) else {
        let text = crate::tr!(caller_lang(ctx), "reply-discord-unknown-command");
        return refuse(ctx, &text).await;
    };
    let caller = caller(ctx);
    let built = read_args(spec, ctx.args, true, caller.lang())
        .and_then(|args| Ok((surface::build(spec, &args, &caller)?, args)));
    let (command, args) = match built {
        Ok(built) => built,
        Err(problem) => return refuse(ctx, &problem).await,
    };
    if spec.confirm {
        return confirm(ctx, command).await;
    }
    if let Command::New(_) = &command
        && let Err(problem) = super::access::is_in_the_server(ctx).await
    {
        return refuse(ctx, &problem).await;
    }
    if let Command::New(_) = &command
        && let Err(problem) = super::access::may_run_a_game_here(ctx, args.flag("thread"))
    {
        return refuse(ctx, &problem).await;
    }
    if let Command::New(_) = &command
        && let Err(problem) = super::access::can_post_here(ctx).await
    {
        return refuse(ctx, &problem).await;
    }
    if let Command::New(new) = &command
        && args.flag("thread")
    {
        return super::thread::new_in_thread(ctx, new.clone()).await;
    }
    run(ctx, command, spec.reply == Reply::Private).await
}

/// An irreversible act: the app's question (after the act's own checks) with its buttons,
/// only to the sender; the act is done when a button is pressed (`deliver::component`).
async fn confirm(ctx: AppContext<'_>, command: Command) -> Result<(), Error> {
    let channel = ctx.interaction.channel_id.to_string();
    let user = user_key(ctx.interaction.user.id);
    let asked = ctx
        .data()
        .spawn(move |s| s.app.confirmation(&channel, &user, &command))
        .await?;
    let reply = match asked {
        Ok(question) => poise::CreateReply::default()
            .content(question.text.clone())
            .components(confirm_rows(&question)),
        Err(problem) => poise::CreateReply::default().content(problem),
    };
    poise::send_application_reply(ctx, reply.ephemeral(true)).await?;
    Ok(())
}

/// Run `command` for the user in this channel and deliver the messages.
pub(super) async fn run(
    ctx: AppContext<'_>,
    command: Command,
    private_reply: bool,
) -> Result<(), Error> {
    let started = std::time::Instant::now();
    let interaction = ctx.interaction;
    let channel = interaction.channel_id;
    let user = user_key(interaction.user.id);
    let name = spec_of(ctx).map_or_else(String::new, |spec| spec.path.join(" "));
    // A command replayed after a reconnection may be past its 3 s: not run at all.
    let age = ctx.data().ages.age(interaction.id.get());
    let Some(deadline) = Deadline::of(age) else {
        tracing::warn!(command = %name, %channel, "too late to answer: not run");
        super::log_command(&name, None, "late", started);
        return Ok(());
    };
    let http = Arc::clone(&ctx.serenity_context().http);
    let outbox = ctx.data().outbox.clone();
    let mut reply = Delivery::new(http, outbox, Source::Command(ctx), private_reply);
    let defer_in = deadline.defer_in(DEFER_AFTER);
    if defer_in < ACKNOWLEDGE_FIRST || deadline.acknowledge_first() {
        // Little time left, or an age unsure: acknowledge before any work, or do none.
        if let Err(e) = reply.defer(false).await {
            ctx.data().ages.too_old(age);
            tracing::warn!(command = %name, %channel, "too late to answer, not run: {e}");
            super::log_command(&name, None, "late", started);
            return Ok(());
        }
        deadline.answered();
    }
    let locale = Lang::parse(&interaction.locale);
    let token = interaction.token.clone();
    let gates = deadline.clone();
    // Run again after the computer thought outside the lock (`Data::spawn`).
    let mut job = ctx.data().spawn(move |s| {
        if let Some(lang) = locale {
            s.app.note_language(&user, lang);
        }
        s.app.commit_only_if(Some(gates.gate()));
        s.handle(channel, &user, command.clone(), Some(token.clone()))
    });
    // Past this point the command may be committed: no failure is reported as "nothing
    // was changed"; delivery reports its own failures (`Reply::deliver`).
    let handled = match tokio::time::timeout(defer_in, &mut job).await {
        Ok(handled) => handled?,
        Err(_) => {
            match reply.defer(false).await {
                Ok(()) => deadline.answered(),
                Err(e) => tracing::warn!(%channel, "cannot defer an interaction: {e}"),
            }
            job.await?
        }
    };
    let (game, outcome) = (handled.about.game, super::outcome(&handled.outbound));
    reply.deliver(handled).await;
    super::log_command(&name, game, outcome, started);
    Ok(())
}
