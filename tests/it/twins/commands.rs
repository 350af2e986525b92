//! The commands of the `/lab` table with values for their options, drawn from the table
//! itself: every choice of a choice option, both values of a flag, the numbers of a range,
//! and for a text option the suggestions of its autocomplete source (asked of the app as
//! the sender's client asks) or, without one, a few texts of every kind. A command added
//! to the table is sent the day it is added.

use labyrinth_bot::app::{App, Choice, Client, Command};
use labyrinth_bot::render;
use labyrinth_bot::surface::{self, Args, Caller, Kind, Opt, SPECS, Source, Spec, Value};
use labyrinth_engine::{Answer, CardId, Country};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::common::CHANNEL;

/// Texts for a text option with no autocomplete source: an interval, a date, a time zone,
/// a file name, a word.
const TEXTS: [&str; 8] = [
    "24h",
    "off",
    "2d",
    "2026-03-05",
    "Europe/Paris",
    "none",
    "game.json",
    "x",
];

/// One command as a client sends it.
pub struct Probe {
    pub spec: &'static Spec,
    pub caller: Caller,
    pub args: Args,
    pub command: Command,
}

/// Where a command is sent from: the sender; the countries where something lies (the
/// channel sees them), offered to a country option besides a random one; and the cards
/// that lie elsewhere in the twin, offered to a card option besides a random one (inputs
/// chosen where a leak would show: the property holds for every input).
pub struct Sender<'a> {
    pub user: &'a str,
    pub busy: Vec<Country>,
    pub moved: Vec<CardId>,
    /// Plot values (`1`, `2`, `3`, `wmd`) that lie elsewhere in the twin: a value option
    /// that names one is offered more often.
    pub plots: Vec<String>,
}

/// What the sender's autocomplete would offer from `source`, given the options so far.
fn suggestions(
    app: &mut App,
    sender: &Sender<'_>,
    spec: &Spec,
    opt: &Opt,
    args: &Args,
    source: Source,
    rng: &mut ChaCha8Rng,
) -> Vec<String> {
    let user = sender.user;
    let any_card = |rng: &mut ChaCha8Rng| rng.random_range(1..=120u8).to_string();
    let any_country =
        |rng: &mut ChaCha8Rng| Country::ALL[rng.random_range(0..Country::ALL.len())].id();
    match source {
        Source::Hand => {
            let mut cards: Vec<String> = app
                .hand_cards(CHANNEL, user)
                .iter()
                .map(|c| c.number().to_string())
                .collect();
            cards.push(any_card(rng));
            cards
        }
        Source::AnyCard => {
            let card = CardId::new(rng.random_range(1..=120)).unwrap();
            let mut out = vec![any_card(rng), render::card(card)];
            out.extend(sender.moved.iter().map(|c| c.number().to_string()));
            out
        }
        Source::AnyCountry => {
            let mut out = vec![any_country(rng).to_string(), "Gulf States".to_string()];
            out.extend(sender.busy.iter().map(|c| c.id().to_string()));
            out
        }
        Source::Decision => {
            let options = app.options_after_path(CHANNEL, user, &[]);
            let mut out: Vec<String> = options.iter().map(render::option_key).collect();
            out.extend(["99".to_string(), "done".to_string(), "1, 2, 3".to_string()]);
            out
        }
        Source::PlayCountry => {
            // The answers the options before this one give, as Discord's autocomplete asks.
            let mut before = args.clone();
            let at = spec.options.iter().position(|o| o.name == opt.name);
            for later in &spec.options[at.unwrap_or(0)..] {
                before.remove(later.name);
            }
            let path: Vec<Answer> = match surface::build(spec, &before, &Caller::default()) {
                Ok(Command::Play(play)) => play
                    .choices()
                    .into_iter()
                    .filter_map(|c| match c {
                        Choice::Answer(answer) => Some(answer),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let mut out: Vec<String> = app
                .options_after_path(CHANNEL, user, &path)
                .iter()
                .filter_map(|a| match a {
                    Answer::Country(c) => Some(c.id().to_string()),
                    _ => None,
                })
                .collect();
            out.push(any_country(rng).to_string());
            out
        }
        Source::MyGames => {
            let mut out: Vec<String> = app
                .games_of(user)
                .iter()
                .map(|(id, _)| id.to_string())
                .collect();
            out.push("1".to_string());
            out
        }
        Source::AdjustValue => {
            let values = surface::adjust_values(args);
            let naming: Vec<String> = values
                .iter()
                .filter(|v| sender.plots.iter().any(|p| v.ends_with(p.as_str())))
                .cloned()
                .collect();
            let mut out = values;
            for _ in 0..3 {
                out.extend(naming.iter().cloned());
            }
            out
        }
        Source::Marker => surface::marker_names(),
        Source::FinishedGames => {
            let mut out: Vec<String> = app
                .finished_games(None, user)
                .iter()
                .map(|(id, _)| id.to_string())
                .collect();
            out.push("1".to_string());
            out
        }
    }
}

/// The values `opt` may be sent with, given the options chosen before it.
pub fn candidates(
    app: &mut App,
    sender: &Sender<'_>,
    spec: &Spec,
    opt: &Opt,
    args: &Args,
    rng: &mut ChaCha8Rng,
) -> Vec<Value> {
    let suggested = |app: &mut App, rng: &mut ChaCha8Rng| {
        opt.autocomplete
            .map(|source| suggestions(app, sender, spec, opt, args, source, rng))
    };
    match opt.kind {
        Kind::Choice(choices) => choices
            .items()
            .into_iter()
            .map(|i| Value::Text(i.value))
            .collect(),
        Kind::Flag => vec![Value::Flag(true), Value::Flag(false)],
        // A player of the position, the sender, a stranger.
        Kind::User => ["alice", "bob", "carol", sender.user]
            .into_iter()
            .map(|u| Value::Text(u.to_string()))
            .collect(),
        Kind::Int { min, max } => {
            let mut out: Vec<i64> = if max - min <= 100 {
                (min..=max).collect()
            } else {
                vec![min, max, rng.random_range(min..=max)]
            };
            if let Some(texts) = suggested(app, rng) {
                out.extend(texts.iter().filter_map(|t| t.parse::<i64>().ok()));
            }
            out.into_iter().map(Value::Int).collect()
        }
        Kind::Text { .. } => suggested(app, rng)
            .unwrap_or_else(|| TEXTS.iter().map(|t| t.to_string()).collect())
            .into_iter()
            .map(Value::Text)
            .collect(),
    }
}

/// One command of `spec` from the sender, each option given with a chance of `density`
/// (a required one always, `fixed` with its value) and a random value of its candidates.
/// `None` when the table's own builder refuses every try (the same reply at any position).
pub fn probe(
    app: &mut App,
    sender: &Sender<'_>,
    spec: &'static Spec,
    fixed: Option<(&str, Value)>,
    rng: &mut ChaCha8Rng,
) -> Option<Probe> {
    let client = match spec.clients {
        surface::Clients::Both if rng.random_bool(0.5) => Client::Discord,
        surface::Clients::Discord => Client::Discord,
        _ => Client::Terminal,
    };
    let caller = Caller {
        client,
        admin: rng.random_bool(0.1),
        ..Caller::default()
    };
    let density = rng.random_range(0.3..1.0);
    for _ in 0..8 {
        let mut args = Args::default();
        for opt in spec.options.iter().filter(|o| o.clients.has(client)) {
            let value = match &fixed {
                Some((name, value)) if *name == opt.name => value.clone(),
                _ if !opt.required && !rng.random_bool(density) => continue,
                _ => {
                    let values = candidates(app, sender, spec, opt, &args, rng);
                    let Some(value) = values.get(rng.random_range(0..values.len().max(1))) else {
                        continue;
                    };
                    value.clone()
                }
            };
            if let Ok(value) = surface::check(spec, opt, value, caller.lang()) {
                args.set(opt.name, value);
            }
        }
        if surface::missing(spec, &args, client, caller.lang()).is_err() {
            continue;
        }
        if let Ok(command) = surface::build(spec, &args, &caller) {
            return Some(Probe {
                spec,
                caller: caller.clone(),
                args,
                command,
            });
        }
    }
    None
}

/// The values of `spec`'s choice options, each once.
fn choice_values(spec: &Spec) -> Vec<(&'static str, Value)> {
    spec.options
        .iter()
        .filter_map(|o| match o.kind {
            Kind::Choice(choices) => Some((o.name, choices)),
            _ => None,
        })
        .flat_map(|(name, choices)| {
            choices
                .items()
                .into_iter()
                .map(move |i| (name, Value::Text(i.value)))
        })
        .collect()
}

/// Every subcommand of the table once, then one of them (more often one with more choice
/// values: by their number squared, as the combinations grow) with each value of each of
/// its choice options in turn.
pub fn probes(app: &mut App, sender: &Sender<'_>, rng: &mut ChaCha8Rng) -> Vec<Probe> {
    let mut out: Vec<Probe> = SPECS
        .iter()
        .filter_map(|spec| probe(app, sender, spec, None, rng))
        .collect();
    let weighted: Vec<&'static Spec> = SPECS
        .iter()
        .flat_map(|s| std::iter::repeat_n(s, 1 + choice_values(s).len().pow(2)))
        .collect();
    let focus = weighted[rng.random_range(0..weighted.len())];
    for (name, value) in choice_values(focus) {
        if let Some(dense) = probe(app, sender, focus, Some((name, value)), rng) {
            out.extend(bare(&dense, name));
            out.push(dense);
        }
    }
    out
}

/// The same command with as few options as the table's builder takes: each optional
/// option but `kept` left out while the command still builds (`None` if nothing could be).
fn bare(dense: &Probe, kept: &str) -> Option<Probe> {
    let mut args = dense.args.clone();
    let mut command = dense.command.clone();
    for opt in dense
        .spec
        .options
        .iter()
        .filter(|o| !o.required && o.name != kept)
    {
        if !args.has(opt.name) {
            continue;
        }
        let mut fewer = args.clone();
        fewer.remove(opt.name);
        if let Ok(built) = surface::build(dense.spec, &fewer, &dense.caller) {
            args = fewer;
            command = built;
        }
    }
    (args != dense.args).then(|| Probe {
        spec: dense.spec,
        caller: dense.caller.clone(),
        args,
        command,
    })
}
