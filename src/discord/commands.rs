//! The `/lab` slash command and its subcommands. Each one parses its options into an
//! [`app::Command`](crate::app::Command), runs it and delivers the messages; none holds a
//! rule. Autocomplete (`autocomplete.rs`) asks the engine for the options.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use labyrinth_engine::{Answer, CardUse, Ideology, Op, Order, Scenario, Side};

pub(super) use super::card::{OrderChoice, card, resign};
use poise::serenity_prelude as serenity;

use super::autocomplete::{
    autocomplete_any_country, autocomplete_card, autocomplete_choice, autocomplete_country,
    autocomplete_country2,
};
use super::deliver::{Reply, Source};
use super::{Context, DEFER_AFTER, Error, user_key};
use crate::app::{Choice, Command, Mode, NewGame, Outbound, PlayCard, parse_card};

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ScenarioChoice {
    #[name = "Let's Roll! (2001)"]
    LetsRoll,
    #[name = "You Can Call Me Al (2001)"]
    YouCanCallMeAl,
    #[name = "Anaconda (2002)"]
    Anaconda,
    #[name = "Mission Accomplished? (2003)"]
    MissionAccomplished,
}

impl From<ScenarioChoice> for Scenario {
    fn from(choice: ScenarioChoice) -> Scenario {
        match choice {
            ScenarioChoice::LetsRoll => Scenario::LetsRoll,
            ScenarioChoice::YouCanCallMeAl => Scenario::YouCanCallMeAl,
            ScenarioChoice::Anaconda => Scenario::Anaconda,
            ScenarioChoice::MissionAccomplished => Scenario::MissionAccomplished,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ModeChoice {
    #[name = "Two players"]
    TwoPlayer,
    #[name = "Solitaire (you play the US against the computer)"]
    Solitaire,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum IdeologyChoice {
    #[name = "Normal"]
    Normal,
    #[name = "Coherent"]
    Coherent,
    #[name = "Attractive"]
    Attractive,
    #[name = "Potent"]
    Potent,
    #[name = "Infectious"]
    Infectious,
    #[name = "Virulent"]
    Virulent,
}

impl From<IdeologyChoice> for Ideology {
    fn from(choice: IdeologyChoice) -> Ideology {
        match choice {
            IdeologyChoice::Normal => Ideology::Normal,
            IdeologyChoice::Coherent => Ideology::Coherent,
            IdeologyChoice::Attractive => Ideology::Attractive,
            IdeologyChoice::Potent => Ideology::Potent,
            IdeologyChoice::Infectious => Ideology::Infectious,
            IdeologyChoice::Virulent => Ideology::Virulent,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum SideChoice {
    #[name = "US"]
    Us,
    #[name = "Jihadist"]
    Jihadist,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum UseChoice {
    #[name = "Event"]
    Event,
    #[name = "Operations"]
    Operations,
    #[name = "Reserves"]
    Reserves,
}

impl From<UseChoice> for CardUse {
    fn from(choice: UseChoice) -> CardUse {
        match choice {
            UseChoice::Event => CardUse::Event,
            UseChoice::Operations => CardUse::Operations,
            UseChoice::Reserves => CardUse::Reserves,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum OpChoice {
    #[name = "War of Ideas (US)"]
    WarOfIdeas,
    #[name = "Deploy (US)"]
    Deploy,
    #[name = "Regime Change (US)"]
    RegimeChange,
    #[name = "Withdraw (US)"]
    Withdraw,
    #[name = "Disrupt (US)"]
    Disrupt,
    #[name = "Alert (US)"]
    Alert,
    #[name = "Reassessment (US)"]
    Reassessment,
    #[name = "Recruit (Jihadist)"]
    Recruit,
    #[name = "Travel (Jihadist)"]
    Travel,
    #[name = "Jihad (Jihadist)"]
    Jihad,
    #[name = "Plot (Jihadist)"]
    Plot,
}

impl From<OpChoice> for Op {
    fn from(choice: OpChoice) -> Op {
        match choice {
            OpChoice::WarOfIdeas => Op::WarOfIdeas,
            OpChoice::Deploy => Op::Deploy,
            OpChoice::RegimeChange => Op::RegimeChange,
            OpChoice::Withdraw => Op::Withdraw,
            OpChoice::Disrupt => Op::Disrupt,
            OpChoice::Alert => Op::Alert,
            OpChoice::Reassessment => Op::Reassessment,
            OpChoice::Recruit => Op::Recruit,
            OpChoice::Travel => Op::Travel,
            OpChoice::Jihad => Op::Jihad,
            OpChoice::Plot => Op::Plot,
        }
    }
}

/// Labyrinth: The War on Terror, play-by-post
#[poise::command(
    slash_command,
    subcommands(
        "new_game", "join", "board", "hand", "country", "card", "log", "games", "choose", "play",
        "event", "ops", "reserves", "discard", "hold", "undo", "resign", "abandon", "claim",
        "resend", "help"
    ),
    subcommand_required,
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
pub async fn lab(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Run `command` for the user in this channel and deliver the messages.
pub(super) async fn run(
    ctx: Context<'_>,
    command: Command,
    private_reply: bool,
) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let interaction = actx.interaction;
    let channel = interaction.channel_id;
    let user = user_key(interaction.user.id);
    tracing::debug!(
        command = %ctx.command().qualified_name,
        %channel,
        user = %interaction.user.id,
        "command"
    );
    let mut job = ctx.data().spawn(move |s| s.handle(channel, &user, command));
    let http = Arc::clone(&ctx.serenity_context().http);
    let posts = Arc::clone(&ctx.data().posts);
    let mut reply = Reply::new(http, posts, Source::Command(interaction), private_reply);
    // Past this point the command may be committed: no failure is reported as "nothing
    // was changed"; delivery reports its own failures (`Reply::deliver`).
    let handled = match tokio::time::timeout(DEFER_AFTER, &mut job).await {
        Ok(handled) => handled?,
        Err(_) => {
            match reply.defer(false).await {
                Ok(()) => actx.has_sent_initial_response.store(true, Ordering::SeqCst),
                Err(e) => tracing::warn!(%channel, "cannot defer an interaction: {e}"),
            }
            job.await?
        }
    };
    reply.deliver(handled).await;
    if reply.responded() {
        actx.has_sent_initial_response.store(true, Ordering::SeqCst);
    }
    Ok(())
}

/// Start a new game in this channel (or in DMs with the bot, for solitaire)
#[poise::command(slash_command, rename = "new")]
#[allow(clippy::too_many_arguments, reason = "one per slash command option")]
async fn new_game(
    ctx: Context<'_>,
    #[description = "Scenario (default: Let's Roll!)"] scenario: Option<ScenarioChoice>,
    #[description = "Two players, or solitaire against the computer Jihadist (default: two players)"]
    mode: Option<ModeChoice>,
    #[description = "Game length in decks, 1 to 3 (default: 1)"]
    #[min = 1]
    #[max = 3]
    length: Option<u8>,
    #[description = "Your side (default: US; solitaire is always US)"] side: Option<SideChoice>,
    #[description = "Solitaire difficulty: the computer Jihadist's Ideology (9.7; default: Normal)"]
    ideology: Option<IdeologyChoice>,
    #[description = "Solitaire only: the optional mini-decks rule (9.2) for the deck (default: off)"]
    mini_decks: Option<bool>,
    #[description = "Solitaire only: a dice seed, to replay a practice game exactly (default: random)"]
    seed: Option<u32>,
    #[description = "Open a thread for this game (in a server channel)"] thread: Option<bool>,
) -> Result<(), Error> {
    let new = NewGame {
        scenario: scenario.map_or(Scenario::LetsRoll, Scenario::from),
        mode: match mode {
            Some(ModeChoice::Solitaire) => Mode::Solitaire,
            Some(ModeChoice::TwoPlayer) | None => Mode::TwoPlayer,
        },
        game_length: length.unwrap_or(1),
        side: match side {
            Some(SideChoice::Jihadist) => Side::Jihadist,
            Some(SideChoice::Us) | None => Side::Us,
        },
        seed: seed.map(u64::from),
        ideology: ideology.map_or(Ideology::Normal, Ideology::from),
        mini_decks: mini_decks.unwrap_or(false),
        server: guild(ctx),
    };
    if thread != Some(true)
        && let Err(problem) = new.check(ctx.data().seeds)
    {
        return refuse(ctx, &problem).await;
    }
    if thread == Some(true) {
        return new_in_thread(ctx, new).await;
    }
    run(ctx, Command::New(new), false).await
}

/// `new thread:True`: open a public thread here and start the game in it (the thread is the
/// game's channel). Refused in a DM and inside a thread, before anything is created.
async fn new_in_thread(ctx: Context<'_>, new: NewGame) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let interaction = actx.interaction;
    if interaction.guild_id.is_none() {
        let problem = "threads exist only in server channels: use /lab new without thread here";
        return refuse(ctx, problem).await;
    }
    let in_thread = interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    });
    if in_thread {
        let problem = "this is already a thread: use /lab new without thread here, or thread:True in the channel above";
        return refuse(ctx, problem).await;
    }
    if let Err(problem) = new.check(ctx.data().seeds) {
        return refuse(ctx, &problem).await;
    }
    let http = Arc::clone(&ctx.serenity_context().http);
    let scenario = new.scenario.name();
    let user = user_key(interaction.user.id);
    let data = ctx.data();
    let builder = serenity::CreateThread::new(format!("Labyrinth: {scenario}"))
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let parent = interaction.channel_id;
    let work = async {
        let thread = parent.create_thread(&http, builder).await?;
        let handled = data
            .spawn(move |s| s.handle(thread.id, &user, Command::New(new)))
            .await?;
        Ok::<_, Error>(handled)
    };
    let mut work = std::pin::pin!(work);
    let posts = Arc::clone(&data.posts);
    let mut reply = Reply::new(
        Arc::clone(&http),
        posts,
        Source::Command(interaction),
        false,
    );
    let result = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(result) => result,
        Err(_) => {
            reply.defer(false).await?;
            actx.has_sent_initial_response.store(true, Ordering::SeqCst);
            work.await
        }
    };
    let handled = match result {
        Ok(handled) => handled,
        Err(e) => {
            tracing::warn!(channel = %parent, "cannot open a thread: {e}");
            let text = "⚠️ I could not open a thread here (does the bot have the Create Public Threads permission?); no game was started.";
            reply.ephemeral(text, Vec::new()).await?;
            actx.has_sent_initial_response.store(true, Ordering::SeqCst);
            return Ok(());
        }
    };
    let thread = handled.channel;
    let started = !handled
        .outbound
        .iter()
        .any(|m| matches!(m, Outbound::Error { .. }));
    if let (true, Some(game)) = (started, handled.game) {
        let name = format!("Labyrinth #{game}: {scenario}");
        if let Err(e) = thread
            .edit_thread(&http, serenity::EditThread::new().name(name))
            .await
        {
            tracing::info!(%thread, "cannot rename the game's thread: {e}");
        }
        let text = format!("🧵 Game #{game} ({scenario}) is played in <#{thread}>.");
        if let Err(e) = reply.announce(&text).await {
            // The game is created: delivery goes on (the thread gets its messages).
            tracing::warn!(channel = %parent, "cannot announce the game's thread: {e}");
        }
    }
    reply.deliver(handled).await;
    if reply.responded() {
        actx.has_sent_initial_response.store(true, Ordering::SeqCst);
    }
    Ok(())
}

/// The server (guild) the command was used in, as the app stores it.
fn guild(ctx: Context<'_>) -> Option<String> {
    match ctx {
        poise::Context::Application(actx) => actx.interaction.guild_id.map(|g| g.to_string()),
        poise::Context::Prefix(pctx) => pctx.msg.guild_id.map(|g| g.to_string()),
    }
}

/// Take the free seat of the game in this channel
#[poise::command(slash_command)]
async fn join(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Join, false).await
}

/// Show the board summary
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Board, false).await
}

/// Show your hand and your pending decision (only you see it)
#[poise::command(slash_command)]
async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Hand, true).await
}

/// Show recent messages of this channel's game (only you see them)
#[poise::command(slash_command)]
async fn log(
    ctx: Context<'_>,
    #[description = "How many messages (default: 10)"]
    #[min = 1]
    #[max = 50]
    count: Option<u8>,
) -> Result<(), Error> {
    let count = usize::from(count.unwrap_or(10));
    run(ctx, Command::Log { count }, true).await
}

/// List your games in progress, those waiting longest first
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Games, false).await
}

/// Answer your pending decision: an option number, or a name such as Pakistan
#[poise::command(slash_command)]
async fn choose(
    ctx: Context<'_>,
    #[description = "Option number(s) or name(s): 2, country:pakistan, yes; several with commas"]
    #[autocomplete = "autocomplete_choice"]
    #[max_length = 200]
    answer: String,
) -> Result<(), Error> {
    match parse_choices(&answer) {
        Ok(choices) => run(ctx, Command::Choose { choices }, false).await,
        Err(problem) => refuse(ctx, &problem).await,
    }
}

/// Play a card: the card, then optionally how, which operation and where
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments, reason = "one per slash command option")]
async fn play(
    ctx: Context<'_>,
    #[description = "A card from your hand"]
    #[autocomplete = "autocomplete_card"]
    card: String,
    #[description = "Play it as its event, for operations, or into reserves"]
    #[rename = "use"]
    card_use: Option<UseChoice>,
    #[description = "Which operation"] op: Option<OpChoice>,
    #[description = "The (first) country"]
    #[autocomplete = "autocomplete_country"]
    country: Option<String>,
    #[description = "A second country (a Deploy destination, a second target)"]
    #[autocomplete = "autocomplete_country2"]
    country2: Option<String>,
    #[description = "When the card's event also occurs: event first or operations first"]
    order: Option<OrderChoice>,
) -> Result<(), Error> {
    let card_use = card_use.map(CardUse::from);
    let op = (op, order);
    play_card(ctx, &card, card_use, op, [country, country2]).await
}

/// Play a card as its event (6.2)
#[poise::command(slash_command)]
async fn event(
    ctx: Context<'_>,
    #[description = "A card from your hand"]
    #[autocomplete = "autocomplete_card"]
    card: String,
) -> Result<(), Error> {
    play_card(ctx, &card, Some(CardUse::Event), (None, None), [None, None]).await
}

/// Play a card for operations: the operation and where (the rest is asked step by step)
#[poise::command(slash_command)]
async fn ops(
    ctx: Context<'_>,
    #[description = "A card from your hand"]
    #[autocomplete = "autocomplete_card"]
    card: String,
    #[description = "Which operation"] op: Option<OpChoice>,
    #[description = "The (first) country"]
    #[autocomplete = "autocomplete_country"]
    country: Option<String>,
    #[description = "A second country (a Deploy destination, a second target)"]
    #[autocomplete = "autocomplete_country2"]
    country2: Option<String>,
    #[description = "When the card's event also occurs: event first or operations first"]
    order: Option<OrderChoice>,
) -> Result<(), Error> {
    let uses = Some(CardUse::Operations);
    play_card(ctx, &card, uses, (op, order), [country, country2]).await
}

/// Add a card's value to your Reserves (6.3.3)
#[poise::command(slash_command)]
async fn reserves(
    ctx: Context<'_>,
    #[description = "A card from your hand"]
    #[autocomplete = "autocomplete_card"]
    card: String,
) -> Result<(), Error> {
    play_card(
        ctx,
        &card,
        Some(CardUse::Reserves),
        (None, None),
        [None, None],
    )
    .await
}

/// US: discard your final card without effect (5.2.4)
#[poise::command(slash_command)]
async fn discard(ctx: Context<'_>) -> Result<(), Error> {
    let choices = vec![Choice::Answer(Answer::Discard)];
    run(ctx, Command::Choose { choices }, false).await
}

/// US: hold your final card for the next turn (5.2.4)
#[poise::command(slash_command)]
async fn hold(ctx: Context<'_>) -> Result<(), Error> {
    let choices = vec![Choice::Answer(Answer::Hold)];
    run(ctx, Command::Choose { choices }, false).await
}

/// `play`, `event`, `ops` and `reserves`: one path of answers, all or nothing.
async fn play_card(
    ctx: Context<'_>,
    card: &str,
    card_use: Option<CardUse>,
    (op, order): (Option<OpChoice>, Option<OrderChoice>),
    countries: [Option<String>; 2],
) -> Result<(), Error> {
    let Some(card) = parse_card(card) else {
        return refuse(ctx, &format!("{card:?} is not a card number (1 to 120)")).await;
    };
    let mut parsed = Vec::new();
    for text in countries.into_iter().flatten() {
        match crate::render::find_country(&text) {
            Ok(c) => parsed.push(c),
            Err(problem) => return refuse(ctx, &problem).await,
        }
    }
    let play = PlayCard {
        card,
        card_use,
        op: op.map(Op::from),
        order: order.map(Order::from),
        reserves: None,
        countries: parsed,
    };
    run(ctx, Command::Play(play), false).await
}

/// Show one country's details (public)
#[poise::command(slash_command)]
async fn country(
    ctx: Context<'_>,
    #[description = "The country"]
    #[autocomplete = "autocomplete_any_country"]
    name: String,
) -> Result<(), Error> {
    match crate::render::find_country(&name) {
        Ok(country) => run(ctx, Command::Country(country), false).await,
        Err(problem) => refuse(ctx, &problem).await,
    }
}

/// Take back your last move (or consent to your opponent's request)
#[poise::command(slash_command)]
async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Undo, false).await
}

/// End a game without a winner (its creator, or a server admin); game:ID from anywhere
#[poise::command(slash_command)]
async fn abandon(
    ctx: Context<'_>,
    #[description = "The game's id, from /lab games (default: this channel's game)"]
    #[min = 1]
    game: Option<u32>,
) -> Result<(), Error> {
    let admin = match ctx {
        poise::Context::Application(actx) => actx
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.administrator() || p.manage_guild()),
        poise::Context::Prefix(_) => false,
    };
    let command = match game {
        Some(game) => Command::AbandonGame {
            game: i64::from(game),
            admin,
            server: guild(ctx),
        },
        None => Command::Abandon { admin },
    };
    run(ctx, command, false).await
}

/// Your opponent has not answered for 7 days: claim their seat (they resign, you win)
#[poise::command(slash_command)]
async fn claim(
    ctx: Context<'_>,
    #[description = "End the game without a winner instead (default: your opponent resigns)"]
    abandon: Option<bool>,
) -> Result<(), Error> {
    let abandon = abandon.unwrap_or(false);
    run(ctx, Command::Claim { abandon }, false).await
}

/// Send your last private messages of this game again (only you see them)
#[poise::command(slash_command)]
async fn resend(
    ctx: Context<'_>,
    #[description = "How many recent messages (default: your hand and the open prompt)"]
    #[min = 1]
    #[max = 20]
    count: Option<u8>,
) -> Result<(), Error> {
    let count = usize::from(count.unwrap_or(0));
    run(ctx, Command::Resend { count }, true).await
}

/// How to play with this bot (only you see it)
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Help, true).await
}

/// An ephemeral refusal of options that do not parse.
pub(super) async fn refuse(ctx: Context<'_>, problem: &str) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .content(format!("⚠️ {problem}"))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// `2`, `country:pakistan`, `2 3`, `Gulf States`, `2, Gulf States`.
fn parse_choices(text: &str) -> Result<Vec<Choice>, String> {
    let text = text.trim();
    let tokens: Vec<&str> = if text.contains(',') {
        text.split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .collect()
    } else {
        let words: Vec<&str> = text.split_whitespace().collect();
        let each_alone = words
            .iter()
            .all(|w| w.parse::<usize>().is_ok() || w.contains(':') || w.starts_with('{'));
        if each_alone { words } else { vec![text] }
    };
    if tokens.is_empty() {
        return Err("choose what? e.g. 1, or country:pakistan".to_string());
    }
    tokens.into_iter().map(Choice::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::Country;

    #[test]
    fn choose_text_parses() {
        assert_eq!(parse_choices("2"), Ok(vec![Choice::Number(2)]));
        assert_eq!(
            parse_choices("2 3"),
            Ok(vec![Choice::Number(2), Choice::Number(3)])
        );
        assert_eq!(
            parse_choices("Gulf States"),
            Ok(vec![Choice::Text("Gulf States".into())])
        );
        assert_eq!(
            parse_choices("1, country:pakistan"),
            Ok(vec![
                Choice::Number(1),
                Choice::Answer(Answer::Country(Country::Pakistan))
            ])
        );
        assert!(parse_choices("  ").is_err());
    }
}
