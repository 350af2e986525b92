//! Texts in the reader's language: English and Russian, through Project Fluent.
//!
//! Every text a player sees comes from a message file: `locales/en/*.ftl` and
//! `locales/ru/*.ftl`, one file per area and the same keys in both languages (a test holds
//! them equal). Russian game terms come from the rules' Russian translation; the glossary
//! (`locales/glossary.tsv`: English term, Russian stems, rule) is checked against every
//! message that uses a term. Rendering code asks for a message by key with [`tr!`] and the
//! reader's [`Lang`]: the game's language for public posts, the reader's own locale for
//! private replies (docs/i18n.md).

pub mod names;
pub mod spelling;

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub use fluent_bundle::FluentArgs as Args;

/// A language the bot speaks.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default, Hash)]
pub enum Lang {
    #[default]
    En,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    /// The code stored with a game and typed in `language:` (`en`, `ru`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    /// `en` / `ru`, a Discord locale (`en-US`, `en-GB`, `ru`) or the language's own name.
    pub fn parse(text: &str) -> Option<Lang> {
        let lower = text.trim().to_lowercase();
        let base = lower.split(['-', '_']).next().unwrap_or("");
        match base {
            "en" | "english" | "английский" => Some(Lang::En),
            "ru" | "russian" | "русский" => Some(Lang::Ru),
            _ => None,
        }
    }

    /// The shell's language: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
    /// (`ru_RU.UTF-8` is Russian), if it is English or Russian.
    pub fn shell() -> Option<Lang> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::parse(&value))
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The message files, one per area: (area, English, Russian). A new area adds one line.
const FILES: &[(&str, &str, &str)] = &[
    (
        "main",
        include_str!("../../locales/en/main.ftl"),
        include_str!("../../locales/ru/main.ftl"),
    ),
    (
        "commands",
        include_str!("../../locales/en/commands.ftl"),
        include_str!("../../locales/ru/commands.ftl"),
    ),
    (
        "surface",
        include_str!("../../locales/en/surface.ftl"),
        include_str!("../../locales/ru/surface.ftl"),
    ),
    (
        "names",
        include_str!("../../locales/en/names.ftl"),
        include_str!("../../locales/ru/names.ftl"),
    ),
    (
        "board",
        include_str!("../../locales/en/board.ftl"),
        include_str!("../../locales/ru/board.ftl"),
    ),
    (
        "cards",
        include_str!("../../locales/en/cards.ftl"),
        include_str!("../../locales/ru/cards.ftl"),
    ),
    (
        "play",
        include_str!("../../locales/en/play.ftl"),
        include_str!("../../locales/ru/play.ftl"),
    ),
    (
        "prompts",
        include_str!("../../locales/en/prompts.ftl"),
        include_str!("../../locales/ru/prompts.ftl"),
    ),
    (
        "bot",
        include_str!("../../locales/en/bot.ftl"),
        include_str!("../../locales/ru/bot.ftl"),
    ),
    (
        "app",
        include_str!("../../locales/en/app.ftl"),
        include_str!("../../locales/ru/app.ftl"),
    ),
    (
        "errors",
        include_str!("../../locales/en/errors.ftl"),
        include_str!("../../locales/ru/errors.ftl"),
    ),
    (
        "sim",
        include_str!("../../locales/en/sim.ftl"),
        include_str!("../../locales/ru/sim.ftl"),
    ),
    (
        "replies",
        include_str!("../../locales/en/replies.ftl"),
        include_str!("../../locales/ru/replies.ftl"),
    ),
    (
        "discord",
        include_str!("../../locales/en/discord.ftl"),
        include_str!("../../locales/ru/discord.ftl"),
    ),
    (
        "report",
        include_str!("../../locales/en/report.ftl"),
        include_str!("../../locales/ru/report.ftl"),
    ),
];

/// The Fluent source of every area in `lang`, for the tests over the message files.
pub fn sources(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    FILES.iter().map(move |(area, en, ru)| match lang {
        Lang::En => (*area, *en),
        Lang::Ru => (*area, *ru),
    })
}

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<[Bundle; 2]> = LazyLock::new(|| Lang::ALL.map(bundle));

fn bundle(lang: Lang) -> Bundle {
    // "en" and "ru" always parse; the default ("und") would only lose plural rules.
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: Discord and terminals show them as
    // stray characters.
    bundle.set_use_isolating(false);
    for (_, source) in sources(lang) {
        // A file with a syntax error still yields its good messages; the tests refuse it.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// The message `id` in `lang` with `args`; an attribute as `id.attribute`. A message missing
/// in `lang` falls back to English, then to the id itself (the tests refuse both).
pub fn text(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    lookup(lang, id, args)
        .or_else(|| lookup(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// A whole number as a message argument: a Fluent number (plural forms follow it) when an
/// `f64` holds it exactly, else its digits (Fluent's numbers are `f64`: `i64::MAX` would read
/// 9223372036854776000).
pub fn number(n: i64) -> fluent_bundle::FluentValue<'static> {
    const EXACT: u64 = 1 << f64::MANTISSA_DIGITS;
    if n.unsigned_abs() <= EXACT {
        fluent_bundle::FluentValue::from(n)
    } else {
        n.to_string().into()
    }
}

/// Whether `lang` has the message (or `id.attribute`) `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    let (message, attribute) = split(id);
    let Some(m) = BUNDLES[lang.index()].get_message(message) else {
        return false;
    };
    match attribute {
        Some(a) => m.get_attribute(a).is_some(),
        None => m.value().is_some(),
    }
}

fn split(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    }
}

fn lookup(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let bundle = &BUNDLES[lang.index()];
    let (message, attribute) = split(id);
    let m = bundle.get_message(message)?;
    let pattern = match attribute {
        Some(a) => m.get_attribute(a)?.value(),
        None => m.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    Some(text.into_owned())
}

/// The formatting errors of message `id` in `lang` with `args` (a missing argument, an
/// unknown reference): empty when it formats cleanly. For the tests.
pub fn format_errors(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Vec<String> {
    let bundle = &BUNDLES[lang.index()];
    let (message, attribute) = split(id);
    let Some(m) = bundle.get_message(message) else {
        return vec![format!("no message {id}")];
    };
    let pattern = match attribute {
        Some(a) => m.get_attribute(a).map(|a| a.value()),
        None => m.value(),
    };
    let Some(pattern) = pattern else {
        return vec![format!("no value for {id}")];
    };
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, args, &mut errors);
    errors.iter().map(|e| format!("{e:?}")).collect()
}

/// `tr!(lang, "board-turn", turn = 3)`: the message in `lang`, its arguments named as in the
/// message file (numbers stay numbers, so plural forms work: 1 ячейка, 2 ячейки, 5 ячеек).
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr) => {
        $crate::i18n::text($lang, $id, None)
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $value); )+
        $crate::i18n::text($lang, $id, Some(&args))
    }};
}
