//! The game service: a typed [`Command`] from a user in a channel becomes engine actions,
//! one store transaction and a list of [`Outbound`] messages.
//!
//! **Invariants:** transport-agnostic (no terminal or Discord types); public text comes only
//! from `view(Seat::Observer)` and `entry.seen_by(Seat::Observer)`, private text from the
//! seat's own view; an error changes nothing but the message log; every committed action is
//! appended to the action log so `spec + actions` reproduces the saved state.

mod adjust;
mod away;
mod card;
mod catchup;
mod claim;
mod clock;
mod command;
mod computer;
mod consent;
pub mod export;
mod finish;
mod hidden;
mod langs;
mod lookup;
mod manage;
mod msg;
mod play;
mod play_by_post;
mod policy;
mod read;
mod refusal;
mod reminders;
mod rollback;
mod shortcut;
mod solo;
mod start;
mod undo;
mod why;

use std::path::Path;

pub use adjust::{Adjust, Proposal};
pub use away::AwayFor;
pub use catchup::Catchup;
pub use clock::{AWAY_DAYS_LIMIT, AWAY_DAYS_PER_GAME, AWAY_MAX_DAYS, CLAIM_AFTER_DAYS};
pub use command::{
    CHOICES_LIMIT, COMMAND_LIMIT, Choice, ClaimHow, Client, Command, HelpText, MINI_DECKS_REFUSED,
    Mode, NewGame, PlayCard, check_length, op_error, parse_card, parse_consent, parse_ideology,
    parse_op, parse_order, parse_side, parse_use, parse_yes_no,
};
pub use computer::ComputerUs;
pub use hidden::options_after;
use labyrinth_engine::{
    Answer, DecisionKind, GameState, LogEntry, Op, Outcome, RuleError, Seat, SetupError, SetupSpec,
    Side, Step, VictoryReason,
};
pub use lookup::{Act, Confirmation, Pressed};
pub use msg::Msg;
pub use play_by_post::PlayByPost;
pub use policy::{Decided, POLICIES, Policy, RandomPolicy, SolitaireBot, policy};
pub use reminders::{
    DEFAULT_EVERY, MAX_EVERY, MIN_EVERY, NIGHT_FROM, NIGHT_UNTIL, REGULAR_REMINDERS, RemindEvery,
    Reminder, ReminderKind, parse_every, zone,
};
pub use rollback::Rollback;
pub use start::{CHOSEN_SEED_REFUSED, SeedPolicy};

use crate::render;
use crate::store::{Audience, GameRecord, MessageKind, Store, Tx};
pub use crate::store::{Occupant, Recorded, Status, StoreError};
use finish::{CardPlay, board, card_play, finish, private_hands, prompt_for, public, record};

/// One option of a prompt.
#[derive(Clone, Debug, PartialEq)]
pub struct PromptOption {
    /// As `/lab choose N` takes it: 1-based, or the count itself for a count.
    pub number: usize,
    pub label: String,
    /// The machine form (`country:pakistan`).
    pub key: String,
    pub answer: Answer,
    /// The game version this option belongs to: send the choice wrapped in
    /// [`Command::At`] with it, and a choice made on an outdated prompt is refused.
    pub version: i64,
}

/// A message the transport must deliver.
#[derive(Clone, Debug, PartialEq)]
pub enum Outbound {
    /// To the whole channel.
    Public(String),
    /// Public lines of one card play, to the whole channel. `key` names the card play
    /// (`game/turn/side/card`, the same for every step of it): a transport may keep one
    /// message per key and add the lines to it. Recorded as a public message.
    Play { key: String, text: String },
    /// The board summary, to the whole channel: the text (recorded and printed as a public
    /// message), the same board as an embed (what Discord shows) and as a picture (drawn
    /// only by the transport that shows it: Discord attaches it to the embed, the terminal
    /// writes it on request). All three come from `view(Observer)`.
    Board {
        text: String,
        embed: render::BoardEmbed,
        map: render::BoardMap,
    },
    /// To one user only (a DM or an ephemeral reply).
    Private { user: String, text: String },
    /// To one user only, with the board picture (a catch-up): the picture is the public
    /// board, from `view(Observer)`, so it shows nothing the channel does not see. Discord
    /// attaches it to the message; the terminal writes it on request. Recorded as a
    /// private message (its text).
    PrivateBoard {
        user: String,
        text: String,
        map: render::BoardMap,
    },
    /// A decision for one user, with its legal options (private: options can show a hand).
    Prompt {
        user: String,
        text: String,
        options: Vec<PromptOption>,
    },
    /// A refused command, to the user who sent it.
    Error { user: String, text: String },
    /// A note about the command to the user who sent it (what was not applied and why).
    Notice { user: String, text: String },
    /// A file for the user who sent the command (`/lab game export`): `text` says what it is.
    /// Discord attaches it to an ephemeral reply; the terminal writes it to `path:FILE`.
    File {
        user: String,
        text: String,
        name: String,
        bytes: Vec<u8>,
    },
}

impl Outbound {
    fn kind(&self) -> MessageKind {
        match self {
            Outbound::Public(_) | Outbound::Play { .. } | Outbound::Board { .. } => {
                MessageKind::Public
            }
            Outbound::Private { .. }
            | Outbound::PrivateBoard { .. }
            | Outbound::Notice { .. }
            | Outbound::File { .. } => MessageKind::Private,
            Outbound::Prompt { .. } => MessageKind::Prompt,
            Outbound::Error { .. } => MessageKind::Error,
        }
    }
    fn audience(&self) -> Audience {
        match self {
            Outbound::Public(_) | Outbound::Play { .. } | Outbound::Board { .. } => {
                Audience::Public
            }
            Outbound::Private { user, .. }
            | Outbound::PrivateBoard { user, .. }
            | Outbound::Prompt { user, .. }
            | Outbound::Error { user, .. }
            | Outbound::Notice { user, .. }
            | Outbound::File { user, .. } => Audience::Private(user.clone()),
        }
    }
    pub fn text(&self) -> &str {
        match self {
            Outbound::Public(text)
            | Outbound::Play { text, .. }
            | Outbound::Board { text, .. }
            | Outbound::Private { text, .. }
            | Outbound::PrivateBoard { text, .. }
            | Outbound::Prompt { text, .. }
            | Outbound::Error { text, .. }
            | Outbound::Notice { text, .. }
            | Outbound::File { text, .. } => text,
        }
    }
}

/// Why a command was refused (shown to its sender only, in their language:
/// [`CommandError::text`]; `Display` is the English).
#[derive(Debug)]
pub enum CommandError {
    NoGame,
    GameExists(i64),
    NotSeated,
    NotYourTurn {
        side: Side,
        who: String,
    },
    SeatFree(Side),
    AlreadySeated(Side),
    NoFreeSeat,
    GameOver,
    StaleView {
        seen: i64,
        now: i64,
    },
    NothingToUndo,
    NotYourMove {
        who: String,
    },
    UndoAlreadyAsked {
        who: String,
    },
    NotCreator {
        game: i64,
        creator: String,
    },
    NoSuchGame(i64),
    /// The decision has waited `waited` seconds, short of [`CLAIM_AFTER_DAYS`].
    TooSoonToClaim {
        side: Side,
        who: String,
        waited: f64,
    },
    NothingToClaim,
    NothingToRetake,
    RetakeAlreadyAsked {
        who: String,
    },
    Internal(String),
    /// A refusal by message key, written in the reader's language.
    Refused(Msg),
    Rule(RuleError),
    /// A refusal in the middle of a card play: the card and the way back.
    InPlay {
        card: labyrinth_engine::CardId,
        error: Box<CommandError>,
    },
    Setup(SetupError),
    Store(StoreError),
}

impl From<StoreError> for CommandError {
    fn from(e: StoreError) -> Self {
        CommandError::Store(e)
    }
}

impl From<Msg> for CommandError {
    fn from(m: Msg) -> Self {
        CommandError::Refused(m)
    }
}

impl std::error::Error for CommandError {}

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(crate::i18n::Lang::En))
    }
}

impl CommandError {
    /// The refusal in `lang` (`locales/*/app.ftl`, the engine's in `errors.ftl`).
    pub fn text(&self, lang: crate::i18n::Lang) -> String {
        use CommandError as E;
        let msg = match self {
            E::NoGame => Msg::new("app-no-game"),
            E::GameExists(game) => Msg::new("app-game-exists").number("game", *game),
            E::NotSeated => Msg::new("app-not-seated"),
            E::NotYourTurn { side, who } => Msg::new("app-not-your-turn")
                .with("side", *side)
                .words("who", who),
            E::SeatFree(side) => Msg::new("app-seat-free").with("side", *side),
            E::AlreadySeated(side) => Msg::new("app-already-seated").with("side", *side),
            E::NoFreeSeat => Msg::new("app-no-free-seat"),
            E::GameOver => Msg::new("app-game-over"),
            E::StaleView { seen, now } => Msg::new("app-stale-view")
                .number("seen", *seen)
                .number("now", *now),
            E::NothingToUndo => Msg::new("app-nothing-to-undo"),
            E::NotYourMove { who } => Msg::new("app-not-your-move").words("who", who),
            E::UndoAlreadyAsked { who } => Msg::new("app-undo-already-asked").words("who", who),
            E::NotCreator { game, creator } => Msg::new("app-not-creator")
                .number("game", *game)
                .words("creator", creator),
            E::NoSuchGame(game) => Msg::new("app-no-such-game").number("game", *game),
            E::TooSoonToClaim { side, who, waited } => Msg::new("app-too-soon-to-claim")
                .with("side", *side)
                .words("who", who)
                .words("waited", clock::duration_in(lang, *waited))
                .number("days", CLAIM_AFTER_DAYS.into()),
            E::NothingToClaim => Msg::new("app-nothing-to-claim"),
            E::NothingToRetake => Msg::new("app-nothing-to-retake"),
            E::RetakeAlreadyAsked { who } => Msg::new("app-retake-already-asked").words("who", who),
            E::Internal(detail) => Msg::new("app-internal").words("detail", detail),
            E::Refused(msg) => msg.clone(),
            E::Rule(error) => return refusal::rule_text_in(lang, error),
            E::InPlay { card, error } => Msg::new("app-in-play")
                .words("error", error.text(lang))
                .with("card", *card),
            E::Setup(error) => return error.to_string(),
            E::Store(error) => return error.to_string(),
        };
        msg.text(lang)
    }

    /// What the user reads, in `lang`. Store failures are logged in full and shown as an
    /// apology.
    pub(crate) fn user_text(&self, lang: crate::i18n::Lang) -> String {
        match self {
            CommandError::Store(StoreError::Stale { game, expected }) => {
                Msg::new("app-store-stale")
                    .number("game", *game)
                    .number("expected", *expected)
                    .text(lang)
            }
            CommandError::Store(StoreError::Broken { game, problem }) => {
                Msg::new("app-store-broken")
                    .number("game", *game)
                    .words("problem", problem)
                    .text(lang)
            }
            CommandError::Store(_) => Msg::new("app-store-failed").text(lang),
            other => format!("⚠️ {}", other.text(lang)),
        }
    }
}

/// Errors of [`replay`].
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("set-up: {0}")]
    Setup(#[from] SetupError),
    #[error("action {seq}: {error}")]
    Rule { seq: usize, error: RuleError },
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("no game {0}")]
    NoGame(i64),
}

/// The result of re-running a stored game.
#[derive(Debug)]
pub struct ReplayReport {
    pub game: i64,
    pub actions: usize,
    pub reproduces: bool,
}

/// 2.1 a side concedes: the other side wins (the engine's own entry point; replay uses it).
/// A card play in progress keeps what the channel saw of it.
pub fn resign(state: &mut GameState, side: Side) -> LogEntry {
    state.keep_step_in_progress();
    let _ = state.resign(side);
    LogEntry::GameOver {
        outcome: state.outcome.unwrap_or(Outcome {
            winner: !side,
            reason: VictoryReason::Resignation,
            tally: None,
        }),
    }
}

/// Re-run an action log from its set-up.
pub fn replay(spec: &SetupSpec, actions: &[(Side, Recorded)]) -> Result<GameState, ReplayError> {
    let mut state = GameState::new_seeded(spec)?;
    for (seq, (side, entry)) in actions.iter().enumerate() {
        apply_recorded(&mut state, seq + 1, *side, entry)?;
    }
    Ok(state)
}

/// Apply entry `seq` (1-based) of an action log; its log entries.
fn apply_recorded(
    state: &mut GameState,
    seq: usize,
    side: Side,
    entry: &Recorded,
) -> Result<Vec<LogEntry>, ReplayError> {
    Ok(match entry {
        Recorded::Action(action) => state
            .apply_seeded(side, action)
            .map_err(|error| ReplayError::Rule { seq, error })?,
        Recorded::Resign => vec![resign(state, side)],
        Recorded::Reseed(seed) => {
            state.reseed(*seed);
            Vec::new()
        }
    })
}

fn seat(side: Side) -> Seat {
    match side {
        Side::Us => Seat::Us,
        Side::Jihadist => Seat::Jihadist,
    }
}

fn seat_of(game: &GameRecord, user: &str) -> Option<Side> {
    [Side::Us, Side::Jihadist]
        .into_iter()
        .find(|side| matches!(game.occupant(*side), Occupant::User(u) if u == user))
}

/// Who sits in a seat, named in `lang`: a user by their name, a computer by its label.
fn occupant_name(lang: crate::i18n::Lang, occupant: &Occupant) -> String {
    match occupant {
        Occupant::Empty => crate::tr!(lang, "reply-free-seat"),
        Occupant::User(user) => user.clone(),
        Occupant::Policy(name) => match policy(name) {
            Some(p) => p.label(lang),
            None => crate::tr!(lang, "reply-computer"),
        },
    }
}

/// Limit on computer answers in one command (a rules bug must not hang the bot).
const POLICY_STEPS: usize = 20_000;

/// Messages of one command, assembled from viewed log entries.
#[derive(Default)]
struct Narration {
    logs: Vec<LogEntry>,
    notes: Vec<String>,
    /// Show the board even if no turn ended (after an undo).
    board: bool,
    /// Send each seated user their hand (after an undo).
    hands: bool,
    /// The card play the command answered in: the log entries up to the end of that play
    /// go to one [`Outbound::Play`].
    play: Option<CardPlay>,
    /// The side that was deciding before the command; the public waiting line is sent only
    /// when the decision passes to another side (`None`: always, after new, join, undo).
    decider: Option<Side>,
    /// The actions the computer seats and forced answers appended: side and sequence number.
    appended: Vec<(Side, i64)>,
    /// The computer US's public reason lines, each before the log entry at its index.
    reasons: Vec<(usize, String)>,
}

pub struct App {
    store: Store,
    seeds: SeedPolicy,
}

impl App {
    pub fn new(store: Store) -> App {
        App {
            store,
            seeds: SeedPolicy::Secret,
        }
    }

    /// Open the database at `path` (created and migrated if needed).
    pub fn open(path: &Path) -> Result<App, StoreError> {
        Ok(App::new(Store::open(path)?))
    }

    /// Whether `new` accepts a chosen seed in two-player games ([`SeedPolicy::Secret`], the
    /// default, refuses it; tests and benchmarks set [`SeedPolicy::Chosen`]).
    pub fn with_seed_policy(mut self, seeds: SeedPolicy) -> App {
        self.seeds = seeds;
        self
    }

    /// Note the language `user`'s client reads (Discord sends it with every command): their
    /// private messages are written in it. Written only when it changed; best effort.
    pub fn note_language(&mut self, user: &str, lang: crate::i18n::Lang) {
        let noted = self.store.begin().and_then(|tx| {
            if tx.user_language(user)? != Some(lang) {
                tx.set_user_language(user, lang)?;
                tx.commit()?;
            }
            Ok(())
        });
        if let Err(e) = noted {
            eprintln!("cannot note the language of {user}: {e}");
        }
    }

    /// The language of `channel`'s game's public posts (best effort: English).
    pub(crate) fn public_lang(&mut self, channel: &str) -> crate::i18n::Lang {
        self.store
            .read()
            .ok()
            .and_then(|tx| {
                let game = tx.live_header(channel).ok().flatten().map(|h| h.id);
                langs::public_lang(&tx, game).ok()
            })
            .unwrap_or_default()
    }

    /// The language `user` reads their replies in, in `channel` (best effort: English).
    pub(crate) fn reader_lang(&mut self, channel: &str, user: &str) -> crate::i18n::Lang {
        self.store
            .read()
            .ok()
            .and_then(|tx| {
                let game = tx.live_header(channel).ok().flatten().map(|h| h.id);
                langs::reader_lang(&tx, game, user).ok()
            })
            .unwrap_or_default()
    }

    /// Handle one command from `user` in `channel`. Never fails: refusals are
    /// [`Outbound::Error`]s to the user (split under the message limit).
    pub fn handle(&mut self, channel: &str, user: &str, command: Command) -> Vec<Outbound> {
        let reading = command.reads_only();
        let result = if let Err(problem) = command.check_size() {
            Err(CommandError::Refused(problem))
        } else if reading {
            self.read(channel, user, command)
        } else {
            self.run(channel, user, command)
        };
        match result {
            Ok(out) => out,
            Err(error) => {
                if let CommandError::Store(e) = &error {
                    eprintln!("store error in channel {channel} for {user}: {e}");
                }
                let lang = self.reader_lang(channel, user);
                let out: Vec<Outbound> = render::chunks(&error.user_text(lang))
                    .into_iter()
                    .map(|text| Outbound::Error {
                        user: user.to_string(),
                        text,
                    })
                    .collect();
                // Best effort: an error reply to a player seated in the channel's game is
                // recorded in its own transaction (`resend` finds it); a refusal to anyone
                // else is answered without a row, and a reading command takes no write lock
                // at all.
                if !reading {
                    let recorded = self.store.begin().and_then(|tx| {
                        let seated = tx.live_header(channel).ok().flatten().filter(|g| {
                            [&g.us, &g.jihadist]
                                .into_iter()
                                .any(|o| matches!(o, Occupant::User(u) if u == user))
                        });
                        if let Some(game) = seated {
                            record(&tx, Some(game.id), channel, &out, None)?;
                            tx.commit()?;
                        }
                        Ok(())
                    });
                    if let Err(e) = recorded {
                        eprintln!("cannot record an error reply in channel {channel}: {e}");
                    }
                }
                out
            }
        }
    }

    /// A command that changes nothing (`help`, `games`, `board`, `hand`, `log`, `country`):
    /// a read transaction, and its reply is not recorded (it is not needed: each can be asked
    /// again), so it works while another command writes, on a read-only file or a full disk.
    fn read(
        &mut self,
        channel: &str,
        user: &str,
        command: Command,
    ) -> Result<Vec<Outbound>, CommandError> {
        let tx = self.store.read()?;
        let out = match command {
            Command::Help { client, text } => {
                let game = tx.live_header(channel)?.map(|g| g.id);
                let lang = langs::reader_lang(&tx, game, user)?;
                render::chunks(&(text.0)(client, lang))
                    .into_iter()
                    .map(|text| Outbound::Private {
                        user: user.to_string(),
                        text,
                    })
                    .collect()
            }
            Command::Games => manage::games(&tx, user)?,
            Command::Country(country) => manage::country(&tx, channel, user, country)?,
            Command::Board => read::board_on_request(&tx, channel)?.1,
            Command::Card(card) => card::show(&tx, channel, user, card)?.1,
            Command::Hand => {
                let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
                let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
                let view = game.state.view(seat(side));
                let mut out = vec![Outbound::Private {
                    user: user.to_string(),
                    text: card::hand_text(&tx, &game, side)?,
                }];
                out.extend(prompt_for(&tx, &game, side, &view)?);
                out
            }
            Command::Log { count } => read::log(&tx, channel, user, count)?.1,
            Command::PlayByPost(PlayByPost::Catchup) => {
                play_by_post::catchup_reply(&tx, channel, user)?
            }
            Command::Export { admin, .. } => export::export(&tx, channel, user, admin)?,
            other => {
                return Err(CommandError::Internal(format!(
                    "{other:?} is not a reading command"
                )));
            }
        };
        Ok(out)
    }

    fn run(
        &mut self,
        channel: &str,
        user: &str,
        command: Command,
    ) -> Result<Vec<Outbound>, CommandError> {
        let tx = self.store.begin()?;
        let command = match command {
            // Checked inside the transaction, which holds the write lock: no command can
            // slip in between the check and the work.
            Command::At { version, command } => {
                let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
                if game.version != version {
                    return Err(CommandError::StaleView {
                        seen: version,
                        now: game.version,
                    });
                }
                *command
            }
            other => other,
        };
        let kind = matches!(command, Command::Resend { .. }).then_some(MessageKind::Resend);
        let (game, out) = match command {
            Command::Abandon { admin } => manage::abandon(&tx, channel, user, admin)?,
            Command::AbandonGame {
                game,
                admin,
                server,
            } => manage::abandon_by_id(&tx, channel, user, game, admin, server.as_deref())?,
            Command::Claim { how } => claim::claim(&tx, channel, user, how)?,
            Command::Retake { refuse } => claim::retake(&tx, channel, user, refuse)?,
            Command::Resend { count } => manage::resend(&tx, channel, user, count)?,
            Command::Undo => undo::undo(&tx, channel, user)?,
            Command::Rollback(what) => rollback::rollback(&tx, channel, user, &what)?,
            Command::Adjust(what) => adjust::adjust(&tx, channel, user, &what)?,
            Command::New(new) => start::new_game(&tx, channel, user, &new, self.seeds)?,
            Command::Join => start::join(&tx, channel, user)?,
            Command::Choose { choices } => {
                play::act(&tx, channel, user, play::Input::Choices(&choices))?
            }
            Command::Play(card) => play::act(&tx, channel, user, play::Input::Play(&card))?,
            Command::Resign { confirm } => play::resign_game(&tx, channel, user, confirm)?,
            Command::PlayByPost(command) => play_by_post::run(&tx, channel, user, &command)?,
            Command::Export { admin, full: true } => export::ask_full(&tx, channel, user, admin)?,
            Command::At { .. } => {
                return Err(Msg::new("reply-nested-version").into());
            }
            // Read in a read transaction, never here.
            Command::Help { .. }
            | Command::Games
            | Command::Country(_)
            | Command::Card(_)
            | Command::Board
            | Command::Hand
            | Command::Export { full: false, .. }
            | Command::Log { .. } => {
                drop(tx);
                return self.read(channel, user, command);
            }
        };
        record(&tx, game, channel, &out, kind)?;
        tx.commit()?;
        Ok(out)
    }

    /// Retention (README "Storage, building, more documents"): delete the message rows of games that ended at least
    /// `days` days ago; their set-up, action log and final state stay.
    pub fn retain(&mut self, days: u32) -> Result<crate::store::Retained, StoreError> {
        self.store.retain(days)
    }

    /// Re-run game `id` from its spec and action log; does it reproduce the saved state?
    pub fn replay_game(&mut self, id: i64) -> Result<ReplayReport, ReplayError> {
        let tx = self.store.begin()?;
        let game = tx.game(id)?.ok_or(ReplayError::NoGame(id))?;
        let actions = tx.actions(id)?;
        drop(tx);
        let state = replay(&game.spec, &actions)?;
        // `PartialEq`, not JSON: the JSON form cannot tell every state apart (see store).
        let reproduces = state == game.state;
        Ok(ReplayReport {
            game: id,
            actions: actions.len(),
            reproduces,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resign_ends_the_game_for_the_other_side() {
        let spec = SetupSpec {
            scenario: labyrinth_engine::Scenario::LetsRoll,
            players: Default::default(),
            ideology: Default::default(),
            game_length: 1,
            seed: 2,
            mini_decks: false,
        };
        let state = replay(&spec, &[(Side::Us, Recorded::Resign)]).unwrap();
        assert_eq!(state.outcome.map(|o| o.winner), Some(Side::Jihadist));
        assert!(state.pending().is_none());
    }
}
