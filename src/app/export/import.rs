//! Reading an export back: `labyrinth replay --file` and `labyrinth import`.
//!
//! **Invariant:** a file is checked whole before the database is opened (what it says it
//! is, its format version, that it is a full export, that it decodes, that its state is
//! valid, that its action log replays from its set-up to exactly its state), so a refused
//! file changes nothing. An error says what is wrong and where (a line and column, an
//! action's number), never a value from the file: it could name a hidden card.

use labyrinth_engine::GameState;
use serde::Deserialize;

use super::{Content, Export, FORMAT, FORMAT_VERSION};
use crate::app::{App, ReplayError, replay};
use crate::store::{Recorded, Status, StoreError};

/// Why an export cannot be replayed or imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("the file cannot be read: {0}")]
    Io(String),
    #[error(
        "the file ends too early (line {line}, column {column}): it is truncated; export the game again"
    )]
    Truncated { line: usize, column: usize },
    #[error("the file is not JSON (syntax error at line {line}, column {column})")]
    NotJson { line: usize, column: usize },
    #[error(
        "the file is not a Labyrinth game export: it has no \"format\": \"{FORMAT}\" (docs/export.md)"
    )]
    Foreign,
    #[error(
        "the file is export format version {found}; this labyrinth reads version {FORMAT_VERSION} only"
    )]
    Version { found: String },
    #[error(
        "the file is the public record of a game in progress: it has no seed, hands, draw pile or action log, so it cannot be replayed or imported; export the game again once it has ended"
    )]
    PublicOnly,
    #[error(
        "the export is damaged: a value at line {line}, column {column} is missing or not what the format expects"
    )]
    Damaged { line: usize, column: usize },
    #[error("the export seats a computer player this labyrinth does not know: {0:?}")]
    UnknownComputer(String),
    #[error(
        "a seat's name is not one a player could have: one line of at most {SEAT_NAME_MAX} characters, with no @ but a Discord mention <@id>"
    )]
    SeatName,
    #[error("the export seats no one: a game needs a player")]
    NoPlayer,
    #[error(
        "the export's seats do not fit its set-up: a solitaire game seats a person as the US and the section 9 bot as the Jihadist, and each computer plays only its own side"
    )]
    Seats,
    #[error(
        "the export's public record (its log, status, position or the side that resigned) is not what its action log and seats give: the file was edited; nothing was imported"
    )]
    Edited,
    #[error("the exported state is not a valid game: {0}")]
    Invalid(String),
    #[error("the exported set-up cannot be played: {0}")]
    Setup(String),
    #[error("action {0} of the exported log does not replay from its set-up")]
    Action(usize),
    #[error(
        "the exported action log ({actions} actions) does not reproduce the exported state: nothing was imported"
    )]
    NotReproduced { actions: usize },
    #[error(
        "channel {channel:?} already has game #{game} in progress: import into another with --channel"
    )]
    ChannelBusy { channel: String, game: i64 },
    #[error(
        "this game is already stored as game #{game} (the same set-up and action log): nothing was imported"
    )]
    AlreadyImported { game: i64 },
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// A full export, checked: its log replays to `replayed`.
pub struct Checked {
    pub export: Export,
    pub actions: Vec<(labyrinth_engine::Side, Recorded)>,
    /// What the log gives; equal to the exported state when `reproduces`.
    pub replayed: GameState,
    pub reproduces: bool,
}

/// The fields read before anything else, whatever their type.
#[derive(Deserialize)]
struct Header {
    format: Option<serde_json::Value>,
    format_version: Option<serde_json::Value>,
    content: Option<serde_json::Value>,
}

/// Where and what kind of JSON error, never its message (it may quote a value).
fn json_error(error: &serde_json::Error) -> ImportError {
    let (line, column) = (error.line(), error.column());
    match error.classify() {
        serde_json::error::Category::Eof => ImportError::Truncated { line, column },
        serde_json::error::Category::Syntax => ImportError::NotJson { line, column },
        serde_json::error::Category::Io => ImportError::Io("read error".to_string()),
        serde_json::error::Category::Data => ImportError::Damaged { line, column },
    }
}

/// Check an export's text and replay its action log from its set-up.
pub fn check(text: &str) -> Result<Checked, ImportError> {
    let header: Header = serde_json::from_str(text).map_err(|e| match json_error(&e) {
        // Valid JSON that is not an object (a list, a number) is no export.
        ImportError::Damaged { .. } => ImportError::Foreign,
        other => other,
    })?;
    if header.format.as_ref().and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(ImportError::Foreign);
    }
    match header.format_version {
        Some(serde_json::Value::Number(n)) if n.as_u64() == Some(u64::from(FORMAT_VERSION)) => {}
        Some(serde_json::Value::Number(n)) => {
            return Err(ImportError::Version {
                found: n.to_string(),
            });
        }
        _ => {
            return Err(ImportError::Version {
                found: "missing".to_string(),
            });
        }
    }
    if header.content.as_ref().and_then(|c| c.as_str()) == Some("public") {
        return Err(ImportError::PublicOnly);
    }
    let export: Export = serde_json::from_str(text).map_err(|e| json_error(&e))?;
    let Some(full) = export
        .full
        .as_ref()
        .filter(|_| export.content == Content::Full)
    else {
        return Err(ImportError::PublicOnly);
    };
    for seat in [&export.game.us, &export.game.jihadist] {
        match seat {
            super::SeatHolder::Computer(name) if crate::app::policy(name).is_none() => {
                return Err(ImportError::UnknownComputer(name.clone()));
            }
            super::SeatHolder::User(name) if !seat_name(name) => {
                return Err(ImportError::SeatName);
            }
            _ => {}
        }
    }
    if export.game.us == super::SeatHolder::Free && export.game.jihadist == super::SeatHolder::Free
    {
        return Err(ImportError::NoPlayer);
    }
    if !seats_fit(&export.game, full.spec.players) {
        return Err(ImportError::Seats);
    }
    full.state
        .validate()
        .map_err(|e| ImportError::Invalid(e.problems.join("; ")))?;
    let actions: Vec<_> = full.actions.iter().map(|e| e.recorded()).collect();
    let replayed =
        replay(&full.spec, full.state.format_version, &actions).map_err(|e| match e {
            ReplayError::Rule { seq, .. } => ImportError::Action(seq),
            ReplayError::Setup(e) => ImportError::Setup(e.to_string()),
            other => ImportError::Setup(other.to_string()),
        })?;
    // `PartialEq`, as `labyrinth replay` compares a stored game.
    let reproduces = replayed == full.state;
    if reproduces && !describes(&export, full, &actions, &replayed) {
        return Err(ImportError::Edited);
    }
    Ok(Checked {
        export,
        actions,
        replayed,
        reproduces,
    })
}

/// Does the file say of itself what its replay gives (issue 40: nothing that can be derived
/// is taken on trust)? Its public log's steps (each action's turn and side), status, waiting
/// side and position (the outcome included) as the replay makes them, and no resignation by
/// a computer seat (the section 9 bot and the computer US never resign): so a winner changed
/// by editing the resigning side and the outcome is caught unless every record of it was
/// edited alike, and never for a computer's side. The log's words are not compared: a later
/// program words some lines otherwise (a reason added), and an export must still import.
fn describes(
    export: &Export,
    full: &super::Full,
    actions: &[(labyrinth_engine::Side, Recorded)],
    replayed: &GameState,
) -> bool {
    use labyrinth_engine::Side;
    let info = &export.game;
    let seat = |side: Side| match side {
        Side::Us => &info.us,
        Side::Jihadist => &info.jihadist,
    };
    let computer_resigned = actions.iter().any(|(side, entry)| {
        matches!(entry, Recorded::Resign) && matches!(seat(*side), super::SeatHolder::Computer(_))
    });
    let finished = replayed.outcome.is_some() || info.abandoned_by.is_some();
    let free = [&info.us, &info.jihadist].contains(&&super::SeatHolder::Free);
    let status = match (finished, free) {
        (true, _) => "finished",
        (false, true) => "open",
        (false, false) => "active",
    };
    let waiting_for = replayed.pending().filter(|_| !finished).map(|d| d.side);
    let mut position = replayed.view(labyrinth_engine::Seat::Observer);
    position.pending = None;
    let log = super::replayed_log(&full.spec, full.state.format_version, actions);
    !computer_resigned
        && info.status == status
        && info.waiting_for == waiting_for
        && export.position == position
        && log.is_ok_and(|log| {
            let steps = |log: &[super::PublicEntry]| -> Vec<(u16, Option<Side>)> {
                log.iter().map(|e| (e.turn, e.side)).collect()
            };
            steps(&log) == steps(&export.log)
        })
}

/// The longest seat name an import takes (a Discord mention is at most 23 characters).
pub const SEAT_NAME_MAX: usize = 64;

/// A name a transport could have given a seat: one line, bounded, and no `@` (a public
/// message naming it must not ping anyone) but in a Discord user mention `<@id>`.
fn seat_name(name: &str) -> bool {
    let mention = name
        .strip_prefix("<@")
        .and_then(|rest| rest.strip_suffix('>'))
        .is_some_and(|id| !id.is_empty() && id.chars().all(|c| c.is_ascii_digit()));
    !name.trim().is_empty()
        && name.chars().count() <= SEAT_NAME_MAX
        && !name.chars().any(char::is_control)
        && (mention || !name.contains('@'))
}

/// A computer seat stays one (issue 40): in solitaire (9.2) a person plays the US against
/// the section 9 bot's Jihadist; the bot and the computer US each sit only on their side
/// (a two-player game may have either, in the seat it took over for a player who left).
fn seats_fit(game: &super::GameInfo, players: labyrinth_engine::Players) -> bool {
    use super::SeatHolder::{Computer, User};
    use crate::app::Policy;
    let bot = crate::app::SolitaireBot.name();
    let computer_us = crate::app::ComputerUs.name();
    let solitaire = players == labyrinth_engine::Players::Solitaire;
    let us_fits = match &game.us {
        Computer(name) => !solitaire && name != bot,
        User(_) => true,
        super::SeatHolder::Free => !solitaire,
    };
    let jihadist_fits = match &game.jihadist {
        Computer(name) => name != computer_us && (!solitaire || name == bot),
        _ => !solitaire,
    };
    us_fits && jihadist_fits
}

/// Read a file and [`check`] it.
pub fn check_file(path: &std::path::Path) -> Result<Checked, ImportError> {
    let bytes = std::fs::read(path).map_err(|e| ImportError::Io(e.to_string()))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| ImportError::Io("the file is not UTF-8 text".to_string()))?;
    check(&text)
}

/// A game made from an export.
#[derive(Debug)]
pub struct Imported {
    pub game: i64,
    pub channel: String,
    pub actions: usize,
    pub finished: bool,
}

impl App {
    /// Load a checked, reproducing export as a new game in `channel`: its set-up, seats,
    /// action log and state, in one transaction.
    pub fn import(&mut self, checked: &Checked, channel: &str) -> Result<Imported, ImportError> {
        if !checked.reproduces {
            return Err(ImportError::NotReproduced {
                actions: checked.actions.len(),
            });
        }
        let Some(full) = checked.export.full.as_ref() else {
            return Err(ImportError::PublicOnly);
        };
        let tx = self.store.begin()?;
        if let Some(game) = tx.live_header(channel)? {
            return Err(ImportError::ChannelBusy {
                channel: channel.to_string(),
                game: game.id,
            });
        }
        let info = &checked.export.game;
        let seats = labyrinth_engine::BySide {
            us: info.us.occupant(),
            jihadist: info.jihadist.occupant(),
        };
        let status = if full.state.outcome.is_some() {
            Status::Finished
        } else if seats.us == crate::store::Occupant::Empty
            || seats.jihadist == crate::store::Occupant::Empty
        {
            Status::Open
        } else {
            Status::Active
        };
        let creator = [&info.us, &info.jihadist]
            .into_iter()
            .find_map(|s| match s {
                super::SeatHolder::User(user) => Some(user.clone()),
                _ => None,
            })
            .unwrap_or_else(|| "import".to_string());
        let game = tx.insert_game(
            channel,
            None,
            &creator,
            &full.spec,
            &full.state,
            status,
            &seats,
        )?;
        for (side, entry) in &checked.actions {
            tx.append_action(game, *side, entry)?;
        }
        // The same set-up (seed included) and the same log: this file was imported before
        // (the transaction is dropped, so nothing is).
        if let Some(earlier) = tx.same_game(game)? {
            return Err(ImportError::AlreadyImported { game: earlier });
        }
        // A game in progress waits for a player from now: its reminders start.
        if let Some(record) = tx.game(game)? {
            crate::app::reminders::after_save(&tx, &record)?;
        }
        tx.commit()?;
        Ok(Imported {
            game,
            channel: channel.to_string(),
            actions: checked.actions.len(),
            finished: status == Status::Finished,
        })
    }
}
