//! Typed commands, transport-agnostic: Discord and the terminal parse into these (through the
//! `/lab` table, `surface`).

use labyrinth_engine::{Answer, CardId, CardUse, Country, Ideology, Op, Order, Scenario, Side};

use super::Msg;

/// A country by name; the render's refusal (in English until it is translated) as words.
fn find_country(text: &str) -> Result<Country, Msg> {
    crate::render::find_country(text).map_err(|e| Msg::new("reply-as-is").words("text", e))
}

/// The client a command comes from: `/lab help` answers in its syntax.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub enum Client {
    #[default]
    Terminal,
    Discord,
}

/// What writes `/lab help` for a client in a language: the command table's own
/// (`surface::help`). The command carries it so that the app, which knows the reader's
/// language, does not depend on the table, which stands above it. There is one table, so
/// any two are equal.
#[derive(Copy, Clone)]
pub struct HelpText(pub fn(Client, crate::i18n::Lang) -> String);

impl PartialEq for HelpText {
    fn eq(&self, _: &HelpText) -> bool {
        true
    }
}

impl Eq for HelpText {}

impl std::fmt::Debug for HelpText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("HelpText")
    }
}

/// Two players, or one US player against a computer Jihadist.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum Mode {
    TwoPlayer,
    Solitaire,
}

#[derive(Clone, Eq, PartialEq, Debug)]
pub struct NewGame {
    pub scenario: Scenario,
    pub mode: Mode,
    /// 3.3 1, 2 or 3 decks.
    pub game_length: u8,
    /// The creator's side (solitaire: the US against the section 9 bot, or the Jihadist
    /// against the computer US).
    pub side: Side,
    /// The game's dice seed: solitaire practice, tests and fixtures only (refused in a
    /// two-player game, see [`SeedPolicy`](super::SeedPolicy)); `None` draws one from the
    /// operating system's random source.
    pub seed: Option<u64>,
    /// 9.7 the solitaire Jihadist's Ideology (difficulty); two-player games take `Normal`.
    pub ideology: Ideology,
    /// 9.2 OPTIONAL solitaire mini-decks: the bot's deck is built from interleaved mini-decks
    /// (solitaire only; refused in a two-player game).
    pub mini_decks: bool,
    /// The Discord server (guild) of the channel, if any: its admins may abandon the game by
    /// id from anywhere in that server.
    pub server: Option<String>,
    /// The game's reminder interval (`None`: the default, 24 hours).
    pub reminders: Option<super::RemindEvery>,
    /// The language of the game's public posts (`None`: English).
    pub language: Option<crate::i18n::Lang>,
}

impl Default for NewGame {
    /// Let's Roll!, two players, one deck, the creator as the US, a random seed.
    fn default() -> NewGame {
        NewGame {
            scenario: Scenario::LetsRoll,
            mode: Mode::TwoPlayer,
            game_length: 1,
            side: Side::Us,
            seed: None,
            ideology: Ideology::Normal,
            mini_decks: false,
            server: None,
            reminders: None,
            language: None,
        }
    }
}

impl NewGame {
    /// The combinations of options `new` refuses, checked before anything is created (the
    /// Discord adapter checks them before it opens a thread): [`NewGame::check_options`]
    /// and, under [`SeedPolicy::Secret`](super::SeedPolicy), a seed in a two-player game.
    pub fn check(&self, seeds: super::SeedPolicy) -> Result<(), Msg> {
        if self.mode == Mode::TwoPlayer && self.seed.is_some() && seeds == super::SeedPolicy::Secret
        {
            return Err(Msg::new(super::CHOSEN_SEED_REFUSED));
        }
        self.check_options()
    }

    /// The combinations of side, mode, Ideology and mini-decks `new` refuses.
    pub fn check_options(&self) -> Result<(), Msg> {
        // Solitaire as the Jihadist: the computer US plays by the two-player rules; Ideology
        // and the mini-decks shape the section 9 bot only.
        let bot = self.mode == Mode::Solitaire && self.side == Side::Us;
        if !bot && self.mode == Mode::Solitaire && self.ideology != Ideology::Normal {
            return Err(Msg::new("reply-ideology-computer-us"));
        }
        if !bot && self.mode == Mode::Solitaire && self.mini_decks {
            return Err(Msg::new(MINI_DECKS_REFUSED));
        }
        if self.mode == Mode::TwoPlayer && self.ideology != Ideology::Normal {
            return Err(Msg::new("reply-ideology-two-player"));
        }
        if self.mode == Mode::TwoPlayer && self.mini_decks {
            return Err(Msg::new(MINI_DECKS_REFUSED));
        }
        if let Some(super::RemindEvery::Every(every)) = self.reminders {
            super::reminders::check_every(every)?;
        }
        Ok(())
    }
}

/// The refusal of `mini_decks:true` in a two-player game (its message key).
pub const MINI_DECKS_REFUSED: &str = "reply-mini-decks-refused";

/// One step of an answer path: an option number (1-based), a named answer, or text matched
/// against the options' labels (`pakistan`).
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum Choice {
    Number(usize),
    Answer(Answer),
    Text(String),
}

/// A card play in one command: each value answers the question it belongs to (card, use,
/// operation, event or operations first, countries in the order asked), checked by the
/// same code as answering each step. An operation given implies `use:ops`.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct PlayCard {
    pub card: CardId,
    pub card_use: Option<CardUse>,
    pub op: Option<Op>,
    /// 6.3.2.1 a triggered event first or the operations first.
    pub order: Option<Order>,
    /// 6.3.3.1 expend Reserves on the operation (`reserves:yes` / `reserves:no`).
    pub reserves: Option<bool>,
    pub countries: Vec<Country>,
}

impl PlayCard {
    pub fn choices(&self) -> Vec<Choice> {
        let mut out = vec![Choice::Answer(Answer::Card(self.card))];
        if let Some(card_use) = self.card_use {
            out.push(Choice::Answer(Answer::Use(card_use)));
        }
        if let Some(op) = self.op {
            out.push(Choice::Answer(Answer::Op(op)));
        }
        if let Some(order) = self.order {
            out.push(Choice::Answer(Answer::Order(order)));
        }
        if let Some(yes) = self.reserves {
            out.push(Choice::Answer(if yes { Answer::Yes } else { Answer::No }));
        }
        out.extend(
            self.countries
                .iter()
                .map(|c| Choice::Answer(Answer::Country(*c))),
        );
        out
    }
}

/// What a claim does with the silent seat (`/lab game claim`).
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum ClaimHow {
    /// The silent side resigns: the claimer wins (2.1).
    Win,
    /// The game ends without a winner.
    Abandon,
    /// The computer takes the seat (the section 9 bot or the computer US) and the game goes
    /// on as solitaire for the claimer.
    Computer,
}

/// `/lab log` shows at most this many lines.
pub const LOG_LINES_MAX: usize = 50;

#[derive(Clone, Eq, PartialEq, Debug)]
pub enum Command {
    New(NewGame),
    Join,
    Board,
    Hand,
    /// What the computer would do at the sender's pending decision, and why (issue 43).
    Hint,
    /// The sender's last `count` lines of the game, 1 to [`LOG_LINES_MAX`].
    Log {
        count: usize,
    },
    /// The sender's games in progress across channels, those waiting longest first.
    Games,
    /// Public details of one country.
    Country(Country),
    /// A card's text and whether the sender may play its event now.
    Card(CardId),
    Choose {
        choices: Vec<Choice>,
    },
    Play(PlayCard),
    /// Take back the sender's last move, or (from the opponent) consent to such a request.
    Undo,
    /// Go back to an earlier card play or turn, with the opponent's consent.
    Rollback(super::Rollback),
    /// Propose a change to the position, or answer the opponent's proposal.
    Adjust(super::Adjust),
    /// Concede; without `confirm` the sender is asked to confirm and nothing changes.
    Resign {
        confirm: bool,
    },
    /// End the game without a winner. Allowed to the game's creator, or to anyone when
    /// `admin` is set (the transport vouches that the sender administers the server).
    Abandon {
        admin: bool,
    },
    /// End game `game` without a winner, from any channel (its own may be gone): its
    /// creator, or an admin of `server` when the game was created in that server (`admin`:
    /// the transport vouches that the sender administers `server`, where the command is
    /// sent).
    AbandonGame {
        game: i64,
        admin: bool,
        server: Option<String>,
    },
    /// The opponent has left the decision unanswered for [`CLAIM_AFTER_DAYS`](super::CLAIM_AFTER_DAYS)
    /// days: end the game as if they resigned (the sender wins), end it without a winner,
    /// or continue against the computer in their seat.
    Claim {
        how: ClaimHow,
    },
    /// The player whose seat the computer took over with `claim` asks to take it back; the
    /// player who stayed agrees (or with `refuse`, refuses).
    Retake {
        refuse: bool,
    },
    /// Send the sender's last `count` private messages of this game again; 0: only the
    /// current hand and the open prompt.
    Resend {
        count: usize,
    },
    /// The commands, in the syntax of `client`, as `text` writes them.
    Help {
        client: Client,
        text: HelpText,
    },
    /// `command`, built on the view of the channel's game at `version` (see
    /// [`PromptOption::version`](super::PromptOption)): refused with a clear error if the game
    /// has changed since.
    At {
        version: i64,
        command: Box<Command>,
    },
    /// Reminders, settings, time away, catching up.
    PlayByPost(super::PlayByPost),
    /// The channel's game as one JSON file (docs/export.md): its players, or anyone when
    /// `admin` is set (the transport vouches that the sender administers the server).
    /// `full`: ask for (or agree to) a full export of a two-player game in progress.
    Export {
        admin: bool,
        full: bool,
    },
    /// The game's story (after-action report), only to the sender: game `game` (of
    /// `server`, the sender's server, or one the sender played), else this channel's game,
    /// in progress or its latest.
    Report {
        game: Option<i64>,
        server: Option<String>,
    },
    /// The finished games of `server` (without one: the sender's own), or of `player`, with
    /// the player's record.
    History {
        player: Option<String>,
        server: Option<String>,
    },
}

/// The longest command accepted, in bytes, checked before anything parses it: Discord's own
/// limits are far smaller (a message is at most 4,000 characters, all of a slash command's
/// options 6,000), and a longer line is refused at once.
pub const COMMAND_LIMIT: usize = 6_000;

/// At most this many answers in one command (a card play has a dozen at most).
pub const CHOICES_LIMIT: usize = 200;

/// Refuse a typed command of `len` bytes, longer than [`COMMAND_LIMIT`], before parsing it.
pub fn check_length(len: usize) -> Result<(), Msg> {
    if len > COMMAND_LIMIT {
        return Err(Msg::new("reply-command-too-long")
            .number("len", len as i64)
            .number("limit", COMMAND_LIMIT as i64));
    }
    Ok(())
}

impl Command {
    /// The same limit for a command however it arrived (a transport that builds commands
    /// from its own options): its answers and their text.
    pub fn check_size(&self) -> Result<(), Msg> {
        let choices = match self {
            Command::Choose { choices } => choices.as_slice(),
            Command::At { command, .. } => return command.check_size(),
            _ => return Ok(()),
        };
        let text: usize = choices
            .iter()
            .map(|c| match c {
                Choice::Text(text) => text.len(),
                _ => 8,
            })
            .sum();
        if choices.len() > CHOICES_LIMIT || text > COMMAND_LIMIT {
            return Err(Msg::new("reply-too-many-answers")
                .number("count", choices.len() as i64)
                .number("bytes", text as i64)
                .number("choices", CHOICES_LIMIT as i64)
                .number("limit", COMMAND_LIMIT as i64));
        }
        Ok(())
    }

    /// Whether the command may change anything: one that writes runs in a write
    /// transaction and its replies are recorded; one that only reads runs in a read
    /// transaction (it answers while another command holds the write lock) and records
    /// nothing. The one answer to the question, for every client and for the commands the
    /// app builds itself (a button press): each command says, so a new one must.
    pub fn writes(&self) -> bool {
        match self {
            Command::Board
            | Command::Hand
            | Command::Hint
            | Command::Log { .. }
            | Command::Games
            | Command::Country(_)
            | Command::Card(_)
            | Command::Help { .. }
            | Command::Report { .. }
            | Command::History { .. } => false,
            // Asking for (or agreeing to) a full export records the consent.
            Command::Export { full, .. } => *full,
            Command::PlayByPost(command) => command.writes(),
            Command::At { command, .. } => command.writes(),
            Command::New(_)
            | Command::Join
            | Command::Choose { .. }
            | Command::Play(_)
            | Command::Undo
            | Command::Rollback(_)
            | Command::Adjust(_)
            | Command::Resign { .. }
            | Command::Abandon { .. }
            | Command::AbandonGame { .. }
            | Command::Claim { .. }
            | Command::Retake { .. }
            | Command::Resend { .. } => true,
        }
    }
}

fn normalize(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// Why `text` is not an operation, with the names that are.
pub fn op_error(text: &str) -> Msg {
    let names: Vec<&str> = Op::US
        .into_iter()
        .chain(Op::JIHADIST)
        .map(|op| op.name())
        .collect();
    let msg = match crate::i18n::spelling::nearest(text, &names) {
        Some(i) => Msg::new("reply-not-an-op-meant").words("meant", names[i]),
        None => Msg::new("reply-not-an-op"),
    };
    msg.words("text", format!("{text:?}"))
        .words("ops", names.join(", "))
}

/// `woi`, `War of Ideas`, `war_of_ideas` → `Op::WarOfIdeas`.
pub fn parse_op(text: &str) -> Option<Op> {
    let wanted = normalize(text);
    let short = match wanted.as_str() {
        "woi" => Some(Op::WarOfIdeas),
        "rc" | "regime" => Some(Op::RegimeChange),
        "reassess" => Some(Op::Reassessment),
        _ => None,
    };
    short.or_else(|| {
        Op::US
            .into_iter()
            .chain(Op::JIHADIST)
            .find(|op| normalize(op.name()) == wanted)
    })
}

pub fn parse_use(text: &str) -> Option<CardUse> {
    match normalize(text).as_str() {
        "event" | "e" => Some(CardUse::Event),
        "operations" | "ops" | "op" | "o" => Some(CardUse::Operations),
        "reserves" | "reserve" | "r" => Some(CardUse::Reserves),
        _ => None,
    }
}

/// `event_first` / `ops_first` (6.3.2.1).
pub fn parse_order(text: &str) -> Option<Order> {
    match normalize(text).as_str() {
        "eventfirst" | "event" | "e" => Some(Order::EventFirst),
        "opsfirst" | "operationsfirst" | "ops" | "operations" | "o" => Some(Order::OpsFirst),
        _ => None,
    }
}

/// `reserves:yes` / `reserves:no` (6.3.3.1).
pub fn parse_yes_no(text: &str) -> Option<bool> {
    match normalize(text).as_str() {
        "yes" | "y" | "true" => Some(true),
        "no" | "n" | "false" => Some(false),
        _ => None,
    }
}

/// An answer to a request for consent: `agree` (yes) or `refuse` (no).
pub fn parse_consent(text: &str) -> Option<bool> {
    match normalize(text).as_str() {
        "agree" | "yes" | "y" | "accept" => Some(true),
        "refuse" | "no" | "n" | "withdraw" => Some(false),
        _ => None,
    }
}

pub fn parse_side(text: &str) -> Option<Side> {
    match normalize(text).as_str() {
        "us" | "usa" => Some(Side::Us),
        "jihadist" | "jihadists" | "jihad" | "j" => Some(Side::Jihadist),
        _ => None,
    }
}

pub fn parse_card(text: &str) -> Option<CardId> {
    text.trim()
        .trim_start_matches('#')
        .parse::<u8>()
        .ok()
        .and_then(CardId::new)
}

impl Choice {
    /// Parse one token: `3`, `country:pakistan`, `op:woi`, `yes`, `{"card":45}`, `pakistan`.
    pub fn parse(token: &str) -> Result<Choice, Msg> {
        let token = token.trim();
        if token.is_empty() {
            return Err(Msg::new("reply-empty-choice"));
        }
        if let Ok(n) = token.parse::<usize>() {
            return Ok(Choice::Number(n));
        }
        if token.starts_with('{') || token.starts_with('"') {
            return serde_json::from_str::<Answer>(token)
                .map(Choice::Answer)
                .map_err(|e| {
                    Msg::new("reply-not-an-answer-why")
                        .words("token", token)
                        .words("error", e.to_string())
                });
        }
        if let Some((key, value)) = token.split_once(':') {
            let key = key.trim().to_ascii_lowercase();
            let value = value.trim();
            let bad = || {
                Msg::new("reply-not-valid")
                    .words("value", format!("{value:?}"))
                    .words("key", key.clone())
            };
            let answer = match key.as_str() {
                "card" => Answer::Card(parse_card(value).ok_or_else(bad)?),
                "use" => Answer::Use(parse_use(value).ok_or_else(bad)?),
                "op" | "operation" => Answer::Op(parse_op(value).ok_or_else(|| op_error(value))?),
                "country" => Answer::Country(find_country(value)?),
                "remove_cadre" => Answer::RemoveCadre(find_country(value)?),
                "count" | "troops" => Answer::Count(value.parse().map_err(|_| bad())?),
                _ => {
                    // Any other key is the answer's own JSON form: `plot:2` → {"plot":2}.
                    let value = match value.parse::<u64>() {
                        Ok(n) => serde_json::Value::from(n),
                        Err(_) => serde_json::Value::from(value.to_ascii_lowercase()),
                    };
                    let json = serde_json::json!({ key.clone(): value });
                    serde_json::from_value::<Answer>(json)
                        .map_err(|_| Msg::new("reply-not-an-answer").words("token", token))?
                }
            };
            return Ok(Choice::Answer(answer));
        }
        let word = token.to_ascii_lowercase().replace(['-', ' '], "_");
        if let Ok(answer) = serde_json::from_value::<Answer>(serde_json::Value::from(word)) {
            return Ok(Choice::Answer(answer));
        }
        Ok(Choice::Text(token.to_string()))
    }
}

/// Does `text` name this option (by its label or its key)?
pub(crate) fn names_option(text: &str, label: &str, key: &str) -> bool {
    let wanted = normalize(text);
    if wanted.is_empty() {
        return false;
    }
    let value = key.split_once(':').map(|(_, v)| v).unwrap_or(key);
    normalize(label) == wanted || normalize(key) == wanted || normalize(value) == wanted
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::Plot;

    #[test]
    fn choices_parse() {
        assert_eq!(Choice::parse("3"), Ok(Choice::Number(3)));
        assert_eq!(
            Choice::parse("country:Gulf States"),
            Ok(Choice::Answer(Answer::Country(Country::GulfStates)))
        );
        assert_eq!(
            Choice::parse("op:woi"),
            Ok(Choice::Answer(Answer::Op(Op::WarOfIdeas)))
        );
        assert_eq!(
            Choice::parse("use:ops"),
            Ok(Choice::Answer(Answer::Use(CardUse::Operations)))
        );
        assert_eq!(
            Choice::parse("plot:2"),
            Ok(Choice::Answer(Answer::Plot(Plot::Two)))
        );
        assert_eq!(Choice::parse("yes"), Ok(Choice::Answer(Answer::Yes)));
        assert_eq!(
            Choice::parse("end_phase"),
            Ok(Choice::Answer(Answer::EndPhase))
        );
        assert_eq!(
            Choice::parse("{\"card\":45}"),
            Ok(Choice::Answer(Answer::Card(CardId::new(45).unwrap())))
        );
        assert_eq!(
            Choice::parse("pakistan"),
            Ok(Choice::Text("pakistan".into()))
        );
        assert!(Choice::parse("card:999").is_err());
        assert!(Choice::parse("op:banana").is_err_and(|e| {
            let e = e.text(crate::i18n::Lang::En);
            e.contains("is not an operation") && e.contains("War of Ideas")
        }));
    }

    /// `reserves:yes` answers the 6.3.3.1 question in a one-line play.
    #[test]
    fn a_one_line_play_answers_reserves() {
        assert_eq!(parse_yes_no("yes"), Some(true));
        assert_eq!(parse_yes_no("No"), Some(false));
        assert_eq!(parse_yes_no("maybe"), None);
        let play = PlayCard {
            card: CardId::of::<7>(),
            card_use: None,
            op: Some(Op::Recruit),
            order: None,
            reserves: Some(true),
            countries: Vec::new(),
        };
        assert!(play.choices().contains(&Choice::Answer(Answer::Yes)));
    }
}
