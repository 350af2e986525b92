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
mod check;
mod claim;
mod clock;
mod command;
mod computer;
mod consent;
mod error;
pub mod export;
mod finish;
mod hidden;
mod hint;
mod history;
mod langs;
mod lookup;
mod manage;
mod msg;
mod outbound;
mod outbox;
mod play;
mod play_by_post;
mod policy;
mod prompt_dm;
mod read;
mod refusal;
mod reminders;
mod replay;
mod report;
mod rollback;
mod seats;
mod shortcut;
mod solo;
mod start;
mod thinking;
mod undo;
mod why;

use std::path::Path;

pub use adjust::{Adjust, Proposal};
pub use away::AwayFor;
pub use catchup::Catchup;
pub use clock::{AWAY_DAYS_LIMIT, AWAY_DAYS_PER_GAME, AWAY_MAX_DAYS, CLAIM_AFTER_DAYS};
pub use command::{
    CHOICES_LIMIT, COMMAND_LIMIT, Choice, ClaimHow, Client, Command, HelpText, LOG_LINES_MAX,
    MINI_DECKS_REFUSED, Mode, NewGame, PlayCard, check_length, op_error, parse_card, parse_consent,
    parse_op, parse_order, parse_side, parse_use, parse_yes_no,
};
pub use computer::ComputerUs;
pub use error::CommandError;
pub use hidden::options_after;
use labyrinth_engine::{DecisionKind, GameState, LogEntry, Op, Seat, Side, Step};
pub use lookup::{Act, Confirmation, Pressed};
pub use msg::Msg;
pub use outbound::{About, Outbound, PromptOption, Served};
pub use outbox::{Unsent, public_runs};
pub use play_by_post::PlayByPost;
pub use policy::{Decided, POLICIES, Policy, RandomPolicy, SolitaireBot, policy};
pub use prompt_dm::{PROMPT_DM_AFTER, PromptDm};
pub use reminders::{
    DEFAULT_EVERY, MAX_EVERY, MIN_EVERY, NIGHT_FROM, NIGHT_UNTIL, REGULAR_REMINDERS, RemindEvery,
    Reminder, ReminderKind, parse_every, zone,
};
pub use replay::{ReplayError, ReplayReport, replay, resign};
pub use report::{of_export as report_of_export, story};
pub use rollback::Rollback;
use seats::{occupant_name, seat, seat_of};
pub use start::{CHOSEN_SEED_REFUSED, SeedPolicy};
pub use thinking::{Job, ROUNDS, Thought, serve_shared};

use crate::render;
use crate::store::{GameRecord, MessageKind, Store, Tx};
pub use crate::store::{Occupant, Recorded, Status, StoreError};
use finish::{
    Narration, board, card_play, finish, private_hands, private_hands_at, prompt_for, public,
    record,
};

/// Refusals kept per player and game (older ones are deleted; nothing reads them).
const KEPT_REFUSALS: usize = 20;

pub struct App {
    store: Store,
    seeds: SeedPolicy,
    /// Whether committed commands record what they owe ([`App::with_outbox`]).
    outbox: bool,
    /// The interaction the next command answers ([`App::answering`]).
    interaction: Option<String>,
    /// Whether the next command may still commit ([`App::commit_only_if`]).
    gate: Option<Gate>,
    /// Where a computer player's long thinking runs ([`App::thinking_outside`]).
    thinking: thinking::Thinking,
}

/// Asked just before a command commits: `false` refuses it, with nothing changed.
pub type Gate = Box<dyn Fn() -> bool + Send>;

impl App {
    pub fn new(store: Store) -> App {
        App {
            store,
            seeds: SeedPolicy::Secret,
            outbox: false,
            interaction: None,
            gate: None,
            thinking: thinking::Thinking::default(),
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

    /// The game in progress in `channel`, if any (the terminal says so when it starts).
    pub fn game_in_progress(&mut self, channel: &str) -> Option<i64> {
        let tx = self.store.read().ok()?;
        tx.live_header(channel).ok().flatten().map(|h| h.id)
    }

    /// Handle one command from `user` in `channel`. Never fails: refusals are
    /// [`Outbound::Error`]s to the user (split under the message limit).
    pub fn handle(&mut self, channel: &str, user: &str, command: Command) -> Vec<Outbound> {
        self.serve(channel, user, command).outbound
    }

    /// [`App::handle`], with what a transport needs to deliver the messages: the live
    /// game, the languages and the outbox rows, read in the command's own transaction.
    pub fn serve(&mut self, channel: &str, user: &str, command: Command) -> Served {
        let interaction = self.interaction.take();
        let gate = self.gate.take();
        let reading = !command.writes();
        let result = if let Err(problem) = command.check_size() {
            Err(CommandError::Refused(problem))
        } else if reading {
            self.read(channel, user, command)
        } else {
            self.run(
                channel,
                user,
                command,
                interaction.as_deref(),
                gate.as_deref(),
            )
        };
        match result {
            Ok(served) => served,
            Err(CommandError::Think(job)) => {
                // Rolled back: run again once the computer has thought (`serve_shared`).
                self.stopped(*job);
                Served {
                    outbound: Vec::new(),
                    about: About::default(),
                }
            }
            Err(error) => {
                if let CommandError::Store(e) = &error {
                    eprintln!("store error in channel {channel} for {user}: {e}");
                }
                let about = self.about(channel, user);
                let out: Vec<Outbound> = render::chunks(&error.user_text(about.reader))
                    .into_iter()
                    .map(|text| Outbound::Error {
                        user: user.to_string(),
                        text,
                    })
                    .collect();
                // Best effort: an error reply to a player seated in the channel's game is
                // recorded in its own transaction (only their newest `KEPT_REFUSALS` stay);
                // a refusal to anyone else is answered without a row, and a reading command
                // takes no write lock at all.
                if !reading {
                    let recorded = self.store.begin().and_then(|tx| {
                        let seated = tx.live_header(channel).ok().flatten().filter(|g| {
                            [&g.us, &g.jihadist]
                                .into_iter()
                                .any(|o| matches!(o, Occupant::User(u) if u == user))
                        });
                        if let Some(game) = seated {
                            record(&tx, Some(game.id), channel, &out, None)?;
                            tx.trim_refusals(game.id, user, KEPT_REFUSALS)?;
                            tx.commit()?;
                        }
                        Ok(())
                    });
                    if let Err(e) = recorded {
                        eprintln!("cannot record an error reply in channel {channel}: {e}");
                    }
                }
                Served {
                    outbound: out,
                    about,
                }
            }
        }
    }

    /// [`About`] the channel for `user`, in a read transaction of its own (best effort).
    fn about(&mut self, channel: &str, user: &str) -> About {
        self.store
            .read()
            .and_then(|tx| about(&tx, channel, user, None))
            .unwrap_or_default()
    }

    /// A command that changes nothing ([`Command::writes`]): a read transaction, and its
    /// reply is not recorded (it is not needed: each can be asked again), so it works while
    /// another command writes, on a read-only file or a full disk.
    fn read(
        &mut self,
        channel: &str,
        user: &str,
        command: Command,
    ) -> Result<Served, CommandError> {
        let tx = self.store.read()?;
        let command = at_version(&tx, channel, command)?;
        let out = match command {
            Command::Help { client, text } => {
                let game = tx.live_header(channel)?.map(|g| g.id);
                let lang = langs::reader_lang(&tx, game, user)?;
                outbound::private_parts(lang, user, &(text.0)(client, lang))
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
            Command::Hint => hint::hint(&tx, channel, user, &mut self.thinking)?,
            Command::PlayByPost(PlayByPost::Catchup) => {
                play_by_post::catchup_reply(&tx, channel, user)?
            }
            Command::Export { admin, .. } => export::export(&tx, channel, user, admin)?,
            Command::Report { game, server } => {
                report::report(&tx, channel, user, game, server.as_deref())?
            }
            Command::History { player, server } => {
                history::history(&tx, user, player.as_deref(), server.as_deref())?
            }
            Command::At { .. } => {
                return Err(Msg::new("reply-nested-version").into());
            }
            other => {
                return Err(CommandError::Internal(format!(
                    "{other:?} is not a reading command"
                )));
            }
        };
        let about = about(&tx, channel, user, None)?;
        Ok(Served {
            outbound: out,
            about,
        })
    }

    fn run(
        &mut self,
        channel: &str,
        user: &str,
        command: Command,
        interaction: Option<&str>,
        gate: Option<&(dyn Fn() -> bool + Send)>,
    ) -> Result<Served, CommandError> {
        let tx = self.store.begin()?;
        // Checked inside the transaction, which holds the write lock: no command can slip in
        // between the check and the work.
        let command = at_version(&tx, channel, command)?;
        let kind = matches!(command, Command::Resend { .. }).then_some(MessageKind::Resend);
        let (game, out) = match command {
            Command::Abandon { admin } => manage::abandon(&tx, channel, user, admin)?,
            Command::AbandonGame {
                game,
                admin,
                server,
            } => manage::abandon_by_id(&tx, channel, user, game, admin, server.as_deref())?,
            Command::Claim { how } => claim::claim(&tx, channel, user, how, &mut self.thinking)?,
            Command::Retake { refuse } => {
                claim::retake(&tx, channel, user, refuse, &mut self.thinking)?
            }
            Command::Resend { count } => manage::resend(&tx, channel, user, count)?,
            Command::Undo => undo::undo(&tx, channel, user)?,
            Command::Rollback(what) => rollback::rollback(&tx, channel, user, &what)?,
            Command::Adjust(what) => adjust::adjust(&tx, channel, user, &what, &mut self.thinking)?,
            Command::New(new) => {
                start::new_game(&tx, channel, user, &new, self.seeds, &mut self.thinking)?
            }
            Command::Join => start::join(&tx, channel, user, &mut self.thinking)?,
            Command::Choose { choices } => play::act(
                &tx,
                channel,
                user,
                play::Input::Choices(&choices),
                &mut self.thinking,
            )?,
            Command::Play(card) => {
                let input = play::Input::Play(&card);
                play::act(&tx, channel, user, input, &mut self.thinking)?
            }
            Command::Resign { confirm } => play::resign_game(&tx, channel, user, confirm)?,
            Command::PlayByPost(command) => play_by_post::run(&tx, channel, user, &command)?,
            Command::Export { admin, full: true } => export::ask_full(&tx, channel, user, admin)?,
            Command::At { .. } => {
                return Err(Msg::new("reply-nested-version").into());
            }
            // `handle` sends a command that only reads to `read`, never here.
            other @ (Command::Help { .. }
            | Command::Games
            | Command::Country(_)
            | Command::Card(_)
            | Command::Board
            | Command::Hand
            | Command::Hint
            | Command::Export { full: false, .. }
            | Command::Report { .. }
            | Command::History { .. }
            | Command::Log { .. }) => {
                return Err(CommandError::Internal(format!(
                    "{other:?} is not a writing command"
                )));
            }
        };
        record(&tx, game, channel, &out, kind)?;
        let mut about = about(&tx, channel, user, game)?;
        if self.outbox {
            about.owed = outbox::owe(&tx, game, channel, user, &out, interaction)?;
            prompt_dm::owe_later(&tx, game, user, &out)?;
        }
        if gate.is_some_and(|may_commit| !may_commit()) {
            // Rolled back: the command could no longer be acknowledged.
            return Err(Msg::new("discord-too-late").into());
        }
        tx.commit()?;
        Ok(Served {
            outbound: out,
            about,
        })
    }

    /// Retention (README "Storage, building, more documents"): delete the message rows of games that ended at least
    /// `days` days ago; their set-up, action log and final state stay.
    pub fn retain(&mut self, days: u32) -> Result<crate::store::Retained, StoreError> {
        self.store.retain(days)
    }
}

/// [`About`] `channel` for `user` after a command of game `game`: the language is the
/// channel's live game's, or `game`'s once it has ended. Read in the command's transaction.
fn about(tx: &Tx<'_>, channel: &str, user: &str, game: Option<i64>) -> Result<About, StoreError> {
    let live = tx.live_header(channel)?.map(|h| h.id);
    let lang = langs::public_lang(tx, live.or(game))?;
    let reader = tx.user_language(user)?.unwrap_or(lang);
    Ok(About {
        game: live,
        lang,
        reader,
        owed: Vec::new(),
    })
}

/// `command` itself, once an [`Command::At`] wrapping it is checked against the game's
/// version in `tx`: refused with a clear error if the game has changed since.
fn at_version(tx: &Tx<'_>, channel: &str, command: Command) -> Result<Command, CommandError> {
    match command {
        Command::At { version, command } => {
            let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
            if game.version != version {
                return Err(CommandError::StaleView {
                    seen: version,
                    now: game.version,
                });
            }
            Ok(*command)
        }
        other => Ok(other),
    }
}
