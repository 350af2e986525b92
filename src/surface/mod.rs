//! The `/lab` surface, defined once: every subcommand in one ordered table ([`SPECS`]), each a
//! small unit with its name, description, options (kind, choices drawn from the engine's
//! enums, range, default, autocomplete source) and the function that builds its
//! [`app::Command`](crate::app::Command).
//!
//! **Invariant:** the Discord registration and dispatch (`discord::commands`), the terminal's
//! `key:value` parser ([`parse_terminal`]), `/lab help` ([`help`], in the syntax of the client
//! it is shown in) and the command reference (docs/commands.md) ([`reference`], tested equal) all
//! read this table; nothing else lists subcommands or options.

mod adjust;
mod game;
pub mod locale;
mod table;
mod text;

use labyrinth_engine::{CardUse, Ideology, Op, Order, Scenario, Side};

pub use crate::app::Client;
use crate::app::{Command, parse_op, parse_order, parse_side, parse_use};
use crate::i18n::Lang;
use crate::tr;
pub use adjust::{adjust_values, marker_names};
pub use table::SPECS;
pub use text::{help, reference};

/// One subcommand: `/lab game new`, `/lab play`.
pub struct Spec {
    /// `["game", "new"]`: a group and its subcommand, or one name.
    pub path: &'static [&'static str],
    /// What it does (Discord shows it; at most 100 characters).
    pub description: &'static str,
    pub options: &'static [Opt],
    /// Other names the terminal accepts for it (`new` for `game new`, `c` for `choose`).
    pub aliases: &'static [&'static str],
    /// Where its answer goes.
    pub reply: Reply,
    /// The clients that offer it.
    pub clients: Clients,
    /// An irreversible act: Discord asks first, with a button in an ephemeral reply.
    pub confirm: bool,
    pub build: fn(&Args, &Caller) -> Result<Command, String>,
}

/// Whether the sender's own private messages are an ephemeral reply (Discord) rather than
/// a DM; everything public goes to the channel either way.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Reply {
    Channel,
    /// Only the sender sees the answer (`hand`, `log`, `help`, `game list`...).
    Private,
}

#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Clients {
    Both,
    Discord,
    Terminal,
}

impl Clients {
    pub fn has(self, client: Client) -> bool {
        matches!(
            (self, client),
            (Clients::Both, _)
                | (Clients::Discord, Client::Discord)
                | (Clients::Terminal, Client::Terminal)
        )
    }
}

/// One option of a subcommand.
pub struct Opt {
    pub name: &'static str,
    pub description: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// The value used when it is not given, as help shows it.
    pub default: Option<&'static str>,
    pub autocomplete: Option<Source>,
    /// Other keys the terminal accepts (`operation` for `op`).
    pub aliases: &'static [&'static str],
    /// In the terminal a bare word (no `key:`) fills the first positional option still free.
    pub positional: bool,
    pub clients: Clients,
}

/// The kind of an option's value.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Kind {
    /// Text; `rest`: in the terminal it takes the rest of the line (a name with spaces).
    Text { max_length: u16, rest: bool },
    /// A whole number in `min..=max`.
    Int { min: i64, max: i64 },
    /// True or false; in the terminal the bare option name means true (`resign confirm`).
    Flag,
    /// One of a fixed list drawn from the engine's enums.
    Choice(Choices),
    /// A player: Discord's user picker (the value is the user as the app names them,
    /// `<@id>`); in the terminal, their name.
    User,
}

/// Where a Discord autocomplete takes its suggestions (always from the app).
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Source {
    /// The cards in the sender's hand.
    Hand,
    /// Every card.
    AnyCard,
    /// Every country.
    AnyCountry,
    /// The options of the sender's pending decision.
    Decision,
    /// The countries legal after the card play's other options, up to this option.
    PlayCountry,
    /// The sender's games in progress.
    MyGames,
    /// The values `/lab adjust` takes for the kind its `what` names ([`adjust_values`]).
    AdjustValue,
    /// Every event marker, by name.
    Marker,
    /// The finished games of the sender's server (or their own, without one), newest first.
    FinishedGames,
}

/// A fixed list of values, each with the label Discord shows.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Choices {
    Scenario,
    Mode,
    Side,
    Ideology,
    Use,
    Op,
    Order,
    /// Agree to or refuse a request (rollback, adjust).
    Consent,
    /// What `/lab adjust` changes.
    AdjustKind,
    /// A card's zone.
    Zone,
    /// The game's language (`en`, `ru`).
    Language,
}

/// One value of a [`Choices`] list: what the terminal types and what Discord shows.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct Item {
    pub value: String,
    pub label: String,
}

fn item(value: &str, label: impl Into<String>) -> Item {
    Item {
        value: value.to_string(),
        label: label.into(),
    }
}

fn snake(text: &str) -> String {
    text.to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("_")
}

impl Choices {
    /// Its name in message ids (`choice-op-war-of-ideas`).
    pub fn id(self) -> &'static str {
        match self {
            Choices::Scenario => "scenario",
            Choices::Mode => "mode",
            Choices::Side => "side",
            Choices::Ideology => "ideology",
            Choices::Use => "use",
            Choices::Op => "op",
            Choices::Order => "order",
            Choices::Consent => "consent",
            Choices::AdjustKind => "what",
            Choices::Zone => "zone",
            Choices::Language => "language",
        }
    }

    /// The values in the order Discord lists them (its choice values are their indices).
    pub fn items(self) -> Vec<Item> {
        match self {
            Choices::Scenario => Scenario::ALL
                .into_iter()
                .map(|s| item(s.id(), s.name()))
                .collect(),
            Choices::Mode => vec![
                item("two_player", "Two players"),
                item("solitaire", "Solitaire (you against the computer)"),
            ],
            Choices::Side => Side::ALL
                .into_iter()
                .map(|s| item(s.id(), s.name()))
                .collect(),
            Choices::Ideology => Ideology::ALL
                .into_iter()
                .map(|i| item(i.id(), i.name()))
                .collect(),
            Choices::Use => [CardUse::Event, CardUse::Operations, CardUse::Reserves]
                .into_iter()
                .map(|u| item(&snake(&format!("{u:?}")), format!("{u:?}")))
                .collect(),
            Choices::Op => Op::US
                .into_iter()
                .chain(Op::JIHADIST)
                .map(|op| item(&snake(op.name()), format!("{} ({})", op.name(), op.side())))
                .collect(),
            Choices::Order => [
                (Order::EventFirst, "Event first"),
                (Order::OpsFirst, "Operations first"),
            ]
            .into_iter()
            .map(|(o, label)| {
                item(
                    if o == Order::EventFirst {
                        "event_first"
                    } else {
                        "ops_first"
                    },
                    label,
                )
            })
            .collect(),
            Choices::Consent => vec![item("agree", "Agree"), item("refuse", "Refuse")],
            Choices::AdjustKind => adjust::kind_items(),
            Choices::Zone => adjust::zone_items(),
            Choices::Language => [("en", "English"), ("ru", "Русский")]
                .into_iter()
                .map(|(code, name)| item(code, name))
                .collect(),
        }
    }

    /// Is `text` one of the values (or a short form the parsers know: `woi`, `ops`, `2p`)?
    pub fn accepts(self, text: &str) -> bool {
        match self {
            Choices::Scenario => Scenario::parse(text).is_some_and(|s| s != Scenario::Blank),
            Choices::Mode => parse_mode(text).is_some(),
            Choices::Side => parse_side(text).is_some(),
            Choices::Ideology => Ideology::parse(text).is_some(),
            Choices::Use => parse_use(text).is_some(),
            Choices::Op => parse_op(text).is_some(),
            Choices::Order => parse_order(text).is_some(),
            Choices::Consent => crate::app::parse_consent(text).is_some(),
            Choices::AdjustKind => adjust::KINDS.iter().any(|(id, _)| *id == snake(text)),
            Choices::Zone => adjust::parse_zone(text).is_some(),
            Choices::Language => crate::i18n::Lang::parse(text).is_some(),
        }
    }
}

/// `two_player` (`2p`, `two`) or `solitaire` (`solo`).
pub fn parse_mode(text: &str) -> Option<crate::app::Mode> {
    match snake(text).as_str() {
        "two_player" | "2p" | "two" | "twoplayer" => Some(crate::app::Mode::TwoPlayer),
        "solitaire" | "solo" => Some(crate::app::Mode::Solitaire),
        _ => None,
    }
}

/// Who sends a command, as the transport knows it.
#[derive(Clone, Debug, Default, Eq, PartialEq)]
pub struct Caller {
    pub client: Client,
    /// The Discord server (guild) of the channel, if any.
    pub server: Option<String>,
    /// The transport vouches that the sender administers the server (Discord's Administrator
    /// or Manage Server permission).
    pub admin: bool,
    /// The sender's own language, when their client says it is English or Russian.
    pub locale: Option<crate::i18n::Lang>,
    /// The server's preferred language (Discord's guild locale), when English or Russian: a
    /// new game's language unless `language:` says otherwise.
    pub server_locale: Option<crate::i18n::Lang>,
}

impl Caller {
    /// The language of the sender's errors: their own, else English.
    pub fn lang(&self) -> Lang {
        self.locale.unwrap_or_default()
    }
}

/// An option's value.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Value {
    /// Text, or a choice's value (`war_of_ideas`).
    Text(String),
    Int(i64),
    Flag(bool),
}

/// The options given to one subcommand, by name.
#[derive(Clone, Debug, Default, Eq, PartialEq)]
pub struct Args {
    values: Vec<(&'static str, Value)>,
}

impl Args {
    pub fn set(&mut self, name: &'static str, value: Value) {
        self.values.retain(|(n, _)| *n != name);
        self.values.push((name, value));
    }
    pub fn remove(&mut self, name: &str) {
        self.values.retain(|(n, _)| *n != name);
    }
    pub fn has(&self, name: &str) -> bool {
        self.values.iter().any(|(n, _)| *n == name)
    }
    fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.get(name)? {
            Value::Text(text) => Some(text),
            _ => None,
        }
    }
    pub fn int(&self, name: &str) -> Option<i64> {
        match self.get(name)? {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(Value::Flag(true)))
    }
}

impl Spec {
    /// `game new`.
    pub fn name(&self) -> String {
        self.path.join(" ")
    }
    pub fn option(&self, name: &str) -> Option<&'static Opt> {
        self.options.iter().find(|o| o.name == name)
    }
}

/// The subcommands `client` offers, in table order.
pub fn specs(client: Client) -> impl Iterator<Item = &'static Spec> {
    SPECS.iter().filter(move |s| s.clients.has(client))
}

/// The subcommand at `path` (`["game", "new"]`).
pub fn find(path: &[&str]) -> Option<&'static Spec> {
    SPECS.iter().find(|s| s.path == path)
}

/// Check a value against its option's kind: the typed value, or what is wrong (in `lang`).
pub fn check(spec: &Spec, opt: &Opt, value: Value, lang: Lang) -> Result<Value, String> {
    let name = locale::opt_name(spec, opt, lang);
    match (opt.kind, value) {
        (Kind::Text { max_length, .. }, Value::Text(text)) => {
            if text.trim().is_empty() {
                Err(tr!(lang, "surface-empty", name = name))
            } else if text.chars().count() > usize::from(max_length) {
                Err(tr!(lang, "surface-too-long", name = name, max = max_length))
            } else {
                Ok(Value::Text(text))
            }
        }
        (Kind::Int { min, max }, Value::Int(n)) => {
            if (min..=max).contains(&n) {
                Ok(Value::Int(n))
            } else {
                Err(tr!(
                    lang,
                    "surface-out-of-range",
                    name = name,
                    min = crate::i18n::number(min),
                    max = crate::i18n::number(max),
                    n = crate::i18n::number(n)
                ))
            }
        }
        (Kind::Flag, Value::Flag(on)) => Ok(Value::Flag(on)),
        (Kind::User, Value::Text(text)) if !text.trim().is_empty() => {
            Ok(Value::Text(text.trim().to_string()))
        }
        (Kind::Choice(choices), Value::Text(text)) => {
            if choices.accepts(&text) {
                Ok(Value::Text(text))
            } else {
                let values: Vec<String> = choices
                    .items()
                    .iter()
                    .map(|i| locale::item_value(choices, i, lang))
                    .collect();
                let meant = meant_choice(choices, &text);
                let text = format!("{text:?}");
                let values = values.join(", ");
                Err(match meant {
                    Some(meant) => tr!(
                        lang,
                        "surface-meant",
                        text = text,
                        name = name,
                        meant = meant,
                        values = values
                    ),
                    None => tr!(
                        lang,
                        "surface-not-one-of",
                        text = text,
                        name = name,
                        values = values
                    ),
                })
            }
        }
        (_, other) => Err(tr!(
            lang,
            "surface-not-valid",
            text = format!("{other:?}"),
            name = name
        )),
    }
}

/// The value of `choices` that a mistyped `text` probably meant, in the language it was
/// typed in (its value or label, English or Russian).
fn meant_choice(choices: Choices, text: &str) -> Option<String> {
    let forms: Vec<(String, String)> = choices
        .items()
        .iter()
        .flat_map(|i| {
            [Lang::En, Lang::Ru].map(|lang| {
                let value = locale::item_value(choices, i, lang);
                [
                    (value.clone(), value),
                    (
                        locale::item_label(choices, i, lang),
                        locale::item_value(choices, i, lang),
                    ),
                ]
            })
        })
        .flatten()
        .collect();
    let known: Vec<&str> = forms.iter().map(|(form, _)| form.as_str()).collect();
    crate::i18n::spelling::nearest(text, &known).map(|i| forms[i].1.clone())
}

/// A Russian word for one of `choices`: its value or label, or the start of one value
/// (`идеол` for War of Ideas). `Ok(None)`: no Russian value; `Err`: several start so.
fn russian_choice(choices: Choices, text: &str, lang: Lang) -> Result<Option<String>, String> {
    let word = locale::fold(text);
    let items = choices.items();
    let ru = |i: &Item| locale::fold(&locale::item_value(choices, i, Lang::Ru));
    if let Some(item) = items
        .iter()
        .find(|i| ru(i) == word || locale::fold(&locale::item_label(choices, i, Lang::Ru)) == word)
    {
        return Ok(Some(item.value.clone()));
    }
    if word.chars().count() < 2 {
        return Ok(None);
    }
    let starting: Vec<&Item> = items.iter().filter(|i| ru(i).starts_with(&word)).collect();
    match starting.as_slice() {
        [] => Ok(None),
        [item] => Ok(Some(item.value.clone())),
        several => {
            let values: Vec<String> = several
                .iter()
                .map(|i| locale::item_value(choices, i, lang))
                .collect();
            Err(tr!(
                lang,
                "surface-ambiguous",
                text = format!("{text:?}"),
                values = values.join(", ")
            ))
        }
    }
}

/// A terminal word as the value of `opt` (its choices and flags in English or Russian).
fn terminal_value(spec: &Spec, opt: &Opt, text: &str, lang: Lang) -> Result<Value, String> {
    let name = locale::opt_name(spec, opt, lang);
    let value = match opt.kind {
        Kind::Choice(choices) if !choices.accepts(text) => {
            match russian_choice(choices, text, lang)? {
                Some(value) => Value::Text(value),
                None => Value::Text(text.to_string()),
            }
        }
        Kind::Text { .. } | Kind::Choice(_) | Kind::User => Value::Text(text.to_string()),
        Kind::Int { .. } => Value::Int(text.trim_start_matches('#').parse().map_err(|_| {
            tr!(
                lang,
                "surface-not-number",
                text = format!("{text:?}"),
                name = name.as_str()
            )
        })?),
        Kind::Flag => Value::Flag(match locale::fold(text).as_str() {
            "true" | "yes" | "on" | "1" | "да" | "вкл" => true,
            "false" | "no" | "off" | "0" | "нет" | "выкл" => false,
            _ => {
                return Err(tr!(
                    lang,
                    "surface-not-flag",
                    text = format!("{text:?}"),
                    name = name
                ));
            }
        }),
    };
    check(spec, opt, value, lang)
}

/// Is `word` the name of `opt` in `spec`: English, an alias, or Russian?
fn names_opt(spec: &Spec, opt: &Opt, word: &str) -> bool {
    let word = locale::fold(word);
    opt.name == word
        || opt.aliases.contains(&word.as_str())
        || locale::fold(&locale::opt_name(spec, opt, Lang::Ru)) == word
}

/// The subcommand named by the first words of a terminal line (`game new`, `new`, `c`, or in
/// Russian `игра новая`, `новая`), and the words after it.
pub fn find_terminal<'w>(words: &'w [&'w str]) -> Option<(&'static Spec, &'w [&'w str])> {
    let first = locale::fold(words.first()?);
    let second = words.get(1).map(|w| locale::fold(w));
    let is = |word: &str, en: &str, ru: String| word == en || word == locale::fold(&ru);
    let mut found = None;
    for spec in specs(Client::Terminal) {
        if let (Some(second), [group, _]) = (&second, spec.path)
            && is(&first, group, locale::group_name(group, Lang::Ru))
            && is(second, spec.path[1], locale::spec_name(spec, Lang::Ru))
        {
            return Some((spec, &words[2..]));
        }
        let named =
            spec.path.len() == 1 && is(&first, spec.path[0], locale::spec_name(spec, Lang::Ru));
        // A group's subcommand with a short form is also its Russian name alone (`новая`).
        let short = spec.aliases.contains(&first.as_str())
            || (spec.path.len() == 2
                && !spec.aliases.is_empty()
                && first == locale::fold(&locale::spec_name(spec, Lang::Ru)));
        if found.is_none() && (named || short) {
            found = Some((spec, &words[1..]));
        }
    }
    found
}

/// Parse the words after `/lab` as the terminal reads them: `SUB key:value ... bare ...`,
/// errors in English.
pub fn parse_terminal(words: &[&str]) -> Result<(&'static Spec, Args), String> {
    parse_terminal_in(words, Lang::En)
}

/// [`parse_terminal`], its errors in `lang`.
pub fn parse_terminal_in(words: &[&str], lang: Lang) -> Result<(&'static Spec, Args), String> {
    let Some((spec, rest)) = find_terminal(words) else {
        let sub = words.join(" ");
        return Err(tr!(
            lang,
            "surface-unknown-command",
            sub = format!("{sub:?}")
        ));
    };
    let args = terminal_args(spec, rest, lang).map_err(|error| swapped(words, lang, error))?;
    Ok((spec, args))
}

/// `error`, and the command meant when the first two words are a group's command the wrong
/// way round (`new game` for `game new`).
fn swapped(words: &[&str], lang: Lang, error: String) -> String {
    let [first, second, ..] = words else {
        return error;
    };
    match find_terminal(&[second, first]) {
        Some((spec, [])) if spec.path.len() == 2 => tr!(
            lang,
            "surface-meant-command",
            error = error,
            command = locale::spec_path(spec, lang)
        ),
        _ => error,
    }
}

/// The options of `spec` from the words after its name.
pub fn terminal_args(spec: &'static Spec, words: &[&str], lang: Lang) -> Result<Args, String> {
    let name = locale::spec_path(spec, lang);
    let offered: Vec<&'static Opt> = spec
        .options
        .iter()
        .filter(|o| o.clients.has(Client::Terminal))
        .collect();
    let mut args = Args::default();
    // An option that takes the rest of the line: everything, less its own `key:`.
    if let Some(opt) = offered
        .iter()
        .find(|o| matches!(o.kind, Kind::Text { rest: true, .. }))
        && !words.is_empty()
    {
        let joined = words.join(" ");
        let text = match joined.split_once(':') {
            Some((key, value)) if names_opt(spec, opt, key) => value.trim(),
            _ if opt.positional => joined.as_str(),
            _ => {
                return Err(tr!(
                    lang,
                    "surface-takes-rest",
                    command = name,
                    option = locale::opt_name(spec, opt, lang),
                    description = locale::opt_description(spec, opt, lang)
                ));
            }
        };
        args.set(opt.name, terminal_value(spec, opt, text, lang)?);
        return Ok(args);
    }
    let keys = || -> String {
        offered
            .iter()
            .map(|o| locale::opt_name(spec, o, lang))
            .collect::<Vec<_>>()
            .join(", ")
    };
    for word in words {
        let (key, value) = match word.split_once(':') {
            Some((key, value)) => (Some(key.to_lowercase()), value),
            None => (None, *word),
        };
        let free = |o: &&&'static Opt| !args.has(o.name);
        let opt = match &key {
            Some(key) => {
                let named = |o: &&&'static Opt| names_opt(spec, o, key);
                offered
                    .iter()
                    .filter(named)
                    .find(free)
                    .or_else(|| offered.iter().find(named))
                    .copied()
                    .ok_or_else(|| match offered.is_empty() {
                        true => tr!(
                            lang,
                            "surface-no-option-key",
                            command = name.as_str(),
                            key = key.as_str()
                        ),
                        false => tr!(
                            lang,
                            "surface-not-an-option",
                            command = name.as_str(),
                            options = keys(),
                            key = key.as_str()
                        ),
                    })?
            }
            // A bare flag name: that flag, true (`resign confirm`, `claim abandon`).
            None => match offered
                .iter()
                .find(|o| o.kind == Kind::Flag && names_opt(spec, o, value))
            {
                Some(flag) => {
                    args.set(flag.name, Value::Flag(true));
                    continue;
                }
                None => offered
                    .iter()
                    .filter(|o| o.positional)
                    .find(free)
                    .copied()
                    .ok_or_else(|| match offered.is_empty() {
                        true => tr!(
                            lang,
                            "surface-no-option-value",
                            command = name.as_str(),
                            value = format!("{value:?}")
                        ),
                        false => tr!(
                            lang,
                            "surface-not-positional",
                            command = name.as_str(),
                            options = keys(),
                            value = format!("{value:?}")
                        ),
                    })?,
            },
        };
        args.set(opt.name, terminal_value(spec, opt, value, lang)?);
    }
    missing(spec, &args, Client::Terminal, lang)?;
    Ok(args)
}

/// A required option that was not given.
pub fn missing(spec: &Spec, args: &Args, client: Client, lang: Lang) -> Result<(), String> {
    match spec
        .options
        .iter()
        .find(|o| o.required && o.clients.has(client) && !args.has(o.name))
    {
        Some(opt) => Err(tr!(
            lang,
            "surface-needs",
            command = locale::spec_path(spec, lang),
            option = locale::opt_name(spec, opt, lang),
            description = locale::opt_description(spec, opt, lang)
        )),
        None => Ok(()),
    }
}

/// Build the app command of `spec` from `args`.
pub fn build(spec: &Spec, args: &Args, caller: &Caller) -> Result<Command, String> {
    (spec.build)(args, caller)
}
