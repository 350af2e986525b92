//! The table: every `/lab` subcommand, in the order help and Discord list them, each with
//! the function that builds its app command and that function's test.
//!
//! The grouping (docs/commands.md "How the commands are grouped"): what is typed every turn stays at the
//! top level (`choose`, `play` and its three short forms, `undo`, the look-ups); a game's
//! life (`new`, `join`, `list`, `resign`, `abandon`, `claim`), typed once a game, is the
//! `game` group, whose own 25 places take the next management commands.

use labyrinth_engine::{Answer, CardUse};

use super::game::{abandon, away, claim, new_game, reminders, settings};
use super::locale::bad;
use super::{Args, Caller, Choices, Clients, Kind, Opt, Reply, Source, Spec};
use crate::app::{
    Choice, Command, HelpText, PlayByPost, PlayCard, Rollback, op_error, parse_card, parse_consent,
    parse_op, parse_order, parse_use,
};
use crate::i18n::Lang;
use crate::tr;

const fn opt(name: &'static str, description: &'static str, kind: Kind) -> Opt {
    Opt {
        name,
        description,
        kind,
        required: false,
        default: None,
        autocomplete: None,
        aliases: &[],
        positional: false,
        clients: Clients::Both,
    }
}

impl Opt {
    const fn required(mut self) -> Opt {
        self.required = true;
        self
    }
    const fn default(mut self, value: &'static str) -> Opt {
        self.default = Some(value);
        self
    }
    const fn autocomplete(mut self, source: Source) -> Opt {
        self.autocomplete = Some(source);
        self
    }
    const fn aliases(mut self, aliases: &'static [&'static str]) -> Opt {
        self.aliases = aliases;
        self
    }
    const fn positional(mut self) -> Opt {
        self.positional = true;
        self
    }
    const fn only(mut self, clients: Clients) -> Opt {
        self.clients = clients;
        self
    }
}

/// A short text (a card, a country).
const NAME: Kind = Kind::Text {
    max_length: 100,
    rest: false,
};
/// A name with spaces: in the terminal, the rest of the line.
const LINE: Kind = Kind::Text {
    max_length: 200,
    rest: true,
};

/// A file path in the terminal, among other options (no spaces).
const PATH: Kind = Kind::Text {
    max_length: 200,
    rest: false,
};

const CARD_IN_HAND: Opt = opt("card", "A card from your hand: its number", NAME)
    .required()
    .positional()
    .autocomplete(Source::Hand);
const OP: Opt = opt("op", "Which operation", Kind::Choice(Choices::Op)).aliases(&["operation"]);
const ORDER: Opt = opt(
    "order",
    "When the card's event also occurs: event first or operations first (6.3.2.1)",
    Kind::Choice(Choices::Order),
);
const RESERVES: Opt = opt(
    "reserves",
    "Spend your Reserves now on this operation (6.3.3.1): true or false",
    Kind::Flag,
)
.aliases(&["reserve"]);
const COUNTRY: Opt = opt("country", "The (first) country asked for", NAME)
    .positional()
    .autocomplete(Source::PlayCountry);
const THEN: Opt = opt(
    "then",
    "The next country asked for (a Deploy or Travel destination, a second target)",
    NAME,
)
.positional()
.aliases(&["country"])
.autocomplete(Source::PlayCountry);

/// What most subcommands share; each entry below names what differs.
const SPEC: Spec = Spec {
    path: &[],
    description: "",
    options: &[],
    aliases: &[],
    reply: Reply::Channel,
    clients: Clients::Both,
    confirm: false,
    build: |_, _| Err("not a command".to_string()),
};

pub static SPECS: &[Spec] = &[
    // ---- The game's life: typed once a game.
    Spec {
        path: &["game", "new"],
        description: "Start a new game in this channel (or in DMs with the bot, for solitaire)",
        options: &[
            opt("scenario", "Scenario", Kind::Choice(Choices::Scenario))
                .default("lets_roll")
                .positional(),
            opt(
                "mode",
                "Two players, or solitaire against the computer (it plays the side you do not)",
                Kind::Choice(Choices::Mode),
            )
            .default("two_player"),
            opt(
                "length",
                "Game length in decks (3.3)",
                Kind::Int { min: 1, max: 3 },
            )
            .default("1")
            .aliases(&["game_length", "decks"]),
            opt(
                "side",
                "Your side (in solitaire the computer plays the other side)",
                Kind::Choice(Choices::Side),
            )
            .default("us"),
            opt(
                "ideology",
                "Solitaire as the US: the computer Jihadist's Ideology, its difficulty (9.7)",
                Kind::Choice(Choices::Ideology),
            )
            .default("normal"),
            opt(
                "mini_decks",
                "Solitaire as the US only: the optional mini-decks rule (9.2)",
                Kind::Flag,
            )
            .default("false")
            .aliases(&["minidecks"]),
            opt(
                "seed",
                "Solitaire (and the terminal) only: a dice seed, to replay a game exactly",
                Kind::Int {
                    min: 0,
                    max: u32::MAX as i64,
                },
            )
            .default("random"),
            opt(
                "reminders",
                "How long a decision waits before its player is reminded: off, or 6h to 7d",
                NAME,
            )
            .default("24h"),
            opt(
                "language",
                "The language of the game's public posts (either player may change it)",
                Kind::Choice(Choices::Language),
            )
            .default("the server's"),
            opt(
                "thread",
                "Open a thread for this game (in a server channel)",
                Kind::Flag,
            )
            .default("false")
            .only(Clients::Discord),
        ],
        aliases: &["new"],
        build: new_game,
        ..SPEC
    },
    Spec {
        path: &["game", "join"],
        description: "Take the free seat of the game in this channel",
        aliases: &["join"],
        build: |_, _| Ok(Command::Join),
        ..SPEC
    },
    Spec {
        path: &["game", "list"],
        description: "Your games in every channel, with their ids, those waiting for you first",
        aliases: &["games"],
        reply: Reply::Private,
        build: |_, _| Ok(Command::Games),
        ..SPEC
    },
    Spec {
        path: &["game", "resign"],
        description: "Concede the game in this channel: the other side wins",
        options: &[
            opt("confirm", "Concede without being asked again", Kind::Flag)
                .default("false")
                .only(Clients::Terminal),
        ],
        aliases: &["resign"],
        reply: Reply::Private,
        confirm: true,
        build: |args, _| {
            Ok(Command::Resign {
                confirm: args.flag("confirm"),
            })
        },
        ..SPEC
    },
    Spec {
        path: &["game", "abandon"],
        description: "End a game without a winner (its creator, or a server admin)",
        options: &[
            opt(
                "game",
                "The game's id, from /lab game list (from anywhere)",
                Kind::Int {
                    min: 1,
                    max: i64::MAX >> 11,
                },
            )
            .default("this channel's game")
            .autocomplete(Source::MyGames),
            opt("admin", "You administer this machine's games", Kind::Flag)
                .default("false")
                .only(Clients::Terminal),
        ],
        aliases: &["abandon"],
        confirm: true,
        build: abandon,
        ..SPEC
    },
    Spec {
        path: &["game", "claim"],
        description: "Your opponent has not answered for 7 days: claim their seat",
        options: &[
            opt(
                "abandon",
                "End the game without a winner instead of their resigning",
                Kind::Flag,
            )
            .default("false")
            .only(Clients::Terminal),
            opt(
                "computer",
                "Continue against the computer in their seat instead of their resigning",
                Kind::Flag,
            )
            .default("false")
            .only(Clients::Terminal),
        ],
        aliases: &["claim"],
        confirm: true,
        build: claim,
        ..SPEC
    },
    Spec {
        path: &["game", "retake"],
        description: "Take back the seat the computer took over (the other player must agree)",
        options: &[opt(
            "refuse",
            "You stayed: refuse the request instead of agreeing",
            Kind::Flag,
        )
        .default("false")],
        aliases: &["retake"],
        reply: Reply::Channel,
        clients: Clients::Both,
        confirm: false,
        build: |args, _| {
            Ok(Command::Retake {
                refuse: args.flag("refuse"),
            })
        },
    },
    // ---- Play-by-post life (README "Play-by-post: reminders, time away, catching up").
    Spec {
        path: &["game", "away"],
        description: "You are away: no reminders, and the claim clock stops (at most 14 days)",
        options: &[
            opt("until", "The day you are back, e.g. 2026-12-03", NAME),
            opt(
                "days",
                "Or: for how many days",
                Kind::Int { min: 1, max: 14 },
            )
            .positional(),
        ],
        aliases: &["away"],
        reply: Reply::Channel,
        clients: Clients::Both,
        confirm: false,
        build: away,
    },
    Spec {
        path: &["game", "back"],
        description: "You are back early from time away",
        options: &[],
        aliases: &["back"],
        reply: Reply::Channel,
        clients: Clients::Both,
        confirm: false,
        build: |_, _| Ok(Command::PlayByPost(PlayByPost::Back)),
    },
    Spec {
        path: &["game", "reminders"],
        description: "How long a decision waits before its player is reminded (this game)",
        options: &[
            opt("every", "off, or 6h to 7d, e.g. 24h or 2d", NAME)
                .default("24h")
                .positional(),
            opt(
                "away_days",
                "Days of time away each player may take in this game",
                Kind::Int { min: 0, max: 60 },
            )
            .default("30"),
        ],
        aliases: &["reminders"],
        reply: Reply::Channel,
        clients: Clients::Both,
        confirm: false,
        build: reminders,
    },
    Spec {
        path: &["game", "settings"],
        description: "Your own settings in every game (mute reminders, time zone), or this game's language",
        options: &[
            opt(
                "language",
                "This game's language for its public posts (en or ru)",
                Kind::Choice(Choices::Language),
            ),
            opt(
                "mute",
                "No reminders for you (true), or reminders again (false)",
                Kind::Flag,
            ),
            opt(
                "timezone",
                "Your IANA time zone (e.g. Europe/Paris), so no reminder comes at night; none clears it",
                NAME,
            ),
            opt("hints", "Hints, once both players turn them on", Kind::Flag),
        ],
        aliases: &["settings"],
        reply: Reply::Private,
        clients: Clients::Both,
        confirm: false,
        build: settings,
    },
    Spec {
        path: &["game", "export"],
        description: "The game as one JSON file: its public record while in progress, in full once it has ended",
        options: &[
            opt(
                "full",
                "A game in progress: ask for, or agree to, a full export (both players must)",
                Kind::Flag,
            )
            .default("false"),
            opt("path", "Write the file here (a path without spaces)", PATH)
                .required()
                .positional()
                .only(Clients::Terminal),
        ],
        aliases: &["export"],
        reply: Reply::Private,
        build: |args, caller| {
            Ok(Command::Export {
                admin: caller.admin,
                full: args.flag("full"),
            })
        },
        ..SPEC
    },
    // ---- The game's story and the server's record (docs/report.md).
    Spec {
        path: &["game", "report"],
        description: "A game's story: tracks by turn, key moments",
        options: &[
            opt(
                "game",
                "A finished game",
                Kind::Int {
                    min: 1,
                    max: i64::MAX >> 11,
                },
            )
            .default("this channel's")
            .positional()
            .autocomplete(Source::FinishedGames),
            opt("image", "Also write the chart (PNG) to this file", PATH).only(Clients::Terminal),
        ],
        aliases: &["report"],
        reply: Reply::Private,
        build: |args, caller| {
            Ok(Command::Report {
                game: args.int("game"),
                server: caller.server.clone(),
            })
        },
        ..SPEC
    },
    Spec {
        path: &["game", "history"],
        description: "Finished games here or of a player; records",
        options: &[opt("player", "Only this player's games and record", Kind::User).positional()],
        aliases: &["history"],
        reply: Reply::Private,
        build: |args, caller| {
            Ok(Command::History {
                player: args.text("player").map(str::to_string),
                server: caller.server.clone(),
            })
        },
        ..SPEC
    },
    Spec {
        path: &["catchup"],
        description: "What happened since your last decision (only you see it)",
        options: &[opt(
            "image",
            "Also write the board picture (PNG) to this file",
            LINE,
        )
        .only(Clients::Terminal)],
        aliases: &["catch_up"],
        reply: Reply::Private,
        clients: Clients::Both,
        confirm: false,
        build: |_, _| Ok(Command::PlayByPost(PlayByPost::Catchup)),
    },
    // ---- Play: typed every turn.
    Spec {
        path: &["choose"],
        description: "Answer your pending decision: an option number, or a name such as Pakistan",
        options: &[opt(
            "answer",
            "Option number(s) or name(s): 2, country:pakistan, yes; several with commas",
            LINE,
        )
        .required()
        .positional()
        .autocomplete(Source::Decision)],
        aliases: &["c"],
        build: |args, caller| {
            let choices = parse_choices(args.text("answer").unwrap_or_default()).map_err(|e| {
                if e == CHOOSE_WHAT {
                    tr!(caller.lang(), "surface-choose-what")
                } else {
                    e
                }
            })?;
            Ok(Command::Choose { choices })
        },
        ..SPEC
    },
    Spec {
        path: &["play"],
        description: "Play a card: the card, then optionally how, which operation and where",
        options: &[
            CARD_IN_HAND,
            opt(
                "use",
                "Its event, operations, or into your Reserves to spend later",
                Kind::Choice(Choices::Use),
            ),
            OP,
            ORDER,
            RESERVES,
            COUNTRY,
            THEN,
        ],
        build: |args, caller| play(args, None, caller.lang()),
        ..SPEC
    },
    Spec {
        path: &["event"],
        description: "Play a card as its event (6.2)",
        options: &[CARD_IN_HAND],
        build: |args, caller| play(args, Some(CardUse::Event), caller.lang()),
        ..SPEC
    },
    Spec {
        path: &["ops"],
        description: "Play a card for operations: the operation and where (the rest is asked)",
        options: &[CARD_IN_HAND, OP, ORDER, RESERVES, COUNTRY, THEN],
        build: |args, caller| play(args, Some(CardUse::Operations), caller.lang()),
        ..SPEC
    },
    Spec {
        path: &["reserves"],
        description: "Add a card's value to your Reserves (6.3.3)",
        options: &[CARD_IN_HAND],
        build: |args, caller| play(args, Some(CardUse::Reserves), caller.lang()),
        ..SPEC
    },
    Spec {
        path: &["discard"],
        description: "US: discard your final card without effect (5.2.4)",
        clients: Clients::Terminal,
        build: |_, _| answer(Answer::Discard),
        ..SPEC
    },
    Spec {
        path: &["hold"],
        description: "US: hold your final card for the next turn (5.2.4)",
        clients: Clients::Terminal,
        build: |_, _| answer(Answer::Hold),
        ..SPEC
    },
    Spec {
        path: &["undo"],
        description: "Take back your last move (or agree to your opponent's request)",
        aliases: &["consent"],
        build: |_, _| Ok(Command::Undo),
        ..SPEC
    },
    Spec {
        path: &["rollback"],
        description: "Go back to an earlier card play or turn (your opponent must agree)",
        options: &[
            opt(
                "to",
                "The point, by its number in the list /lab rollback shows",
                Kind::Int { min: 1, max: 100 },
            )
            .default("list the points")
            .positional(),
            opt(
                "answer",
                "Answer a rollback your opponent asked for",
                Kind::Choice(Choices::Consent),
            ),
        ],
        build: rollback,
        ..SPEC
    },
    Spec {
        path: &["adjust"],
        description: "Propose a change to the position: a track, a country, a marker or a card (your opponent must agree)",
        options: &[
            opt("what", "What to change", Kind::Choice(Choices::AdjustKind)),
            opt("country", "The country", NAME).autocomplete(Source::AnyCountry),
            opt(
                "value",
                "The new value: a number, hard, poor, ally, add, remove, add 2 (a Plot)…",
                NAME,
            )
            .autocomplete(Source::AdjustValue),
            opt("marker", "The event marker (its name or card number)", NAME)
                .autocomplete(Source::Marker),
            opt("card", "The card to move", NAME).autocomplete(Source::AnyCard),
            opt("to", "The card's new zone", Kind::Choice(Choices::Zone)),
            opt(
                "from",
                "The card's zone (found for you among those you can see)",
                Kind::Choice(Choices::Zone),
            ),
            opt(
                "answer",
                "Answer a change your opponent proposed",
                Kind::Choice(Choices::Consent),
            ),
        ],
        build: super::adjust::adjust,
        ..SPEC
    },
    // ---- Look-ups: typed often, change nothing.
    Spec {
        path: &["board"],
        description: "Show the board summary and its map picture",
        options: &[opt(
            "image",
            "Also write the board picture (PNG) to this file",
            LINE,
        )
        .only(Clients::Terminal)],
        build: |_, _| Ok(Command::Board),
        ..SPEC
    },
    Spec {
        path: &["hand"],
        description: "Show your hand and your pending decision (only you see it)",
        options: &[opt(
            "hint",
            "Instead: what the computer would do here, and why",
            Kind::Flag,
        )],
        reply: Reply::Private,
        build: |args, _| {
            Ok(if args.flag("hint") {
                Command::Hint
            } else {
                Command::Hand
            })
        },
        ..SPEC
    },
    Spec {
        path: &["card"],
        description: "A card's text, and whether you may play its event now (only you see it)",
        options: &[opt("card", "The card: its number or name", LINE)
            .required()
            .positional()
            .autocomplete(Source::AnyCard)],
        reply: Reply::Private,
        build: |args, caller| {
            crate::render::find_card_in(caller.lang(), args.text("card").unwrap_or_default())
                .map(Command::Card)
        },
        ..SPEC
    },
    Spec {
        path: &["country"],
        description: "Show one country's details (public), and to you whether it is an option now, or why not",
        options: &[opt("country", "The country", LINE)
            .required()
            .positional()
            .autocomplete(Source::AnyCountry)],
        build: |args, caller| {
            crate::render::find_country_in(caller.lang(), args.text("country").unwrap_or_default())
                .map(Command::Country)
        },
        ..SPEC
    },
    Spec {
        path: &["log"],
        description: "Show recent messages of this channel's game (only you see them)",
        options: &[opt(
            "count",
            "How many lines",
            Kind::Int {
                min: 1,
                max: crate::app::LOG_LINES_MAX as i64,
            },
        )
        .default("10")
        .positional()],
        reply: Reply::Private,
        build: |args, _| {
            Ok(Command::Log {
                count: count(args, 10),
            })
        },
        ..SPEC
    },
    Spec {
        path: &["resend"],
        description: "Send your hand and open prompt again, or your last N private messages (only you see them)",
        options: &[opt(
            "count",
            "How many recent messages",
            Kind::Int { min: 1, max: 20 },
        )
        .default("your hand and the open prompt")
        .positional()],
        reply: Reply::Private,
        build: |args, _| {
            Ok(Command::Resend {
                count: count(args, 0),
            })
        },
        ..SPEC
    },
    Spec {
        path: &["help"],
        description: "How to play with this bot (only you see it)",
        reply: Reply::Private,
        build: |_, caller| {
            Ok(Command::Help {
                client: caller.client,
                text: HelpText(super::help),
            })
        },
        ..SPEC
    },
];

fn rollback(args: &Args, caller: &Caller) -> Result<Command, String> {
    let lang = caller.lang();
    let to = args.int("to").and_then(|n| usize::try_from(n).ok());
    let what = match (to, args.text("answer")) {
        (Some(_), Some(_)) => return Err(tr!(lang, "surface-to-or-answer")),
        (Some(n), None) => Rollback::To(n),
        (None, Some(text)) => {
            Rollback::Answer(parse_consent(text).ok_or_else(|| bad("answer", lang))?)
        }
        (None, None) => Rollback::List,
    };
    Ok(Command::Rollback(what))
}

/// `play`, and `event` / `ops` / `reserves` (`play` with its use given).
fn play(args: &Args, card_use: Option<CardUse>, lang: Lang) -> Result<Command, String> {
    let text = args.text("card").unwrap_or_default();
    let card = parse_card(text)
        .ok_or_else(|| tr!(lang, "surface-not-card", text = format!("{text:?}")))?;
    let card_use = match args.text("use") {
        Some(text) => Some(parse_use(text).ok_or_else(|| bad("use", lang))?),
        None => card_use,
    };
    let op = match args.text("op") {
        Some(text) => Some(parse_op(text).ok_or_else(|| op_error(text).text(lang))?),
        None => None,
    };
    let order = match args.text("order") {
        Some(text) => Some(parse_order(text).ok_or_else(|| bad("order", lang))?),
        None => None,
    };
    let mut countries = Vec::new();
    for name in ["country", "then"] {
        if let Some(text) = args.text(name) {
            countries.push(crate::render::find_country_in(lang, text)?);
        }
    }
    let reserves = args.has("reserves").then(|| args.flag("reserves"));
    Ok(Command::Play(PlayCard {
        card,
        card_use,
        op,
        order,
        reserves,
        countries,
    }))
}

fn answer(answer: Answer) -> Result<Command, String> {
    Ok(Command::Choose {
        choices: vec![Choice::Answer(answer)],
    })
}

fn count(args: &Args, default: usize) -> usize {
    args.int("count")
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(default)
}

/// The English of `surface-choose-what`: `parse_choices` serves both clients' answer paths.
const CHOOSE_WHAT: &str = "choose what? e.g. 1, or country:pakistan";

/// The one tokeniser of an answer path, in both clients: `2`, `country:pakistan`, `2 3`,
/// `Gulf States`, `2, Gulf States`.
pub fn parse_choices(text: &str) -> Result<Vec<Choice>, String> {
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
        return Err(CHOOSE_WHAT.to_string());
    }
    tokens
        .into_iter()
        .map(|t| Choice::parse(t).map_err(|m| m.text(Lang::En)))
        .collect()
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
