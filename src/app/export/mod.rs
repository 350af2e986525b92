//! `/lab game export`: a game as one JSON file (docs/export.md), and `labyrinth import` /
//! `labyrinth replay --file` reading one back ([`import`]).
//!
//! **Invariant:** a game still in progress is exported as its public record only: the
//! set-up without its seed, the public log lines (`seen_by(Observer)`) and the observer's
//! view without the pending decision. The seed, the hands, the draw pile, face-down Plot
//! values, the Available Plots, the bot's pile and the action log (whose answers name
//! hidden cards) are written only once the game has ended by play (won or resigned), or
//! when both players agree; an abandoned or claimed game stays as a running one (issue
//! 40). Solitaire is treated the same: its player must not learn the bot's cards or the
//! draw order of a game they could import and play on.

mod consent;
pub mod import;

use labyrinth_engine::{
    Action, GameState, Ideology, LogEntry, Players, Scenario, Seat, SetupSpec, Side, View,
};
use serde::{Deserialize, Serialize};

pub(super) use consent::ask_full;

use super::{CommandError, Msg, Outbound, resign, seat_of};
use crate::render;
use crate::store::{GameRecord, Occupant, Recorded, Status, Tx};
use crate::tr;

/// What the file says it is (checked first on import).
pub const FORMAT: &str = "labyrinth-export";
/// The export format's version: bump it when the JSON changes (docs/export.md).
pub const FORMAT_VERSION: u32 = 1;

/// How much an export holds.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Content {
    /// A game in progress: what the channel saw, nothing hidden.
    Public,
    /// An ended game: the public record plus the set-up with its seed, the action log and
    /// the whole state (hands, draw pile, Plots, dice).
    Full,
}

/// One exported game (docs/export.md).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Export {
    /// Always [`FORMAT`].
    pub format: String,
    pub format_version: u32,
    pub content: Content,
    /// The program that wrote it (`labyrinth 0.1.0`).
    pub program: String,
    pub game: GameInfo,
    /// The set-up without its seed.
    pub setup: PublicSetup,
    /// What the channel saw, in order.
    pub log: Vec<PublicEntry>,
    /// The board as anyone may see it (the observer's view), without the pending decision.
    pub position: View,
    /// Only in a full export.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub full: Option<Full>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameInfo {
    /// The game's id where it was exported from.
    pub id: i64,
    pub status: String,
    /// Who abandoned it, if it ended that way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abandoned_by: Option<String>,
    pub us: SeatHolder,
    pub jihadist: SeatHolder,
    /// The side whose decision the game waits for (none once it has ended).
    #[serde(default)]
    pub waiting_for: Option<Side>,
}

/// Who sits on a side.
#[derive(Clone, Debug, Eq, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatHolder {
    Free,
    /// A user, as the transport names them (Discord: `<@id>`).
    User(String),
    /// A computer seat, by its registry name (`bot`, `computer_us`, ...).
    Computer(String),
}

impl SeatHolder {
    fn of(occupant: &Occupant) -> SeatHolder {
        match occupant {
            Occupant::Empty => SeatHolder::Free,
            Occupant::User(user) => SeatHolder::User(user.clone()),
            Occupant::Policy(name) => SeatHolder::Computer(name.clone()),
        }
    }
    /// Who it is, in words: the player, or the computer named as such.
    pub fn name(&self, lang: crate::i18n::Lang) -> String {
        super::occupant_name(lang, &self.occupant())
    }
    fn occupant(&self) -> Occupant {
        match self {
            SeatHolder::Free => Occupant::Empty,
            SeatHolder::User(user) => Occupant::User(user.clone()),
            SeatHolder::Computer(name) => Occupant::Policy(name.clone()),
        }
    }
}

/// [`SetupSpec`] without its seed.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PublicSetup {
    pub scenario: Scenario,
    pub players: Players,
    pub ideology: Ideology,
    pub game_length: u8,
    pub mini_decks: bool,
}

/// The public lines one action produced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicEntry {
    pub turn: u16,
    /// The side that acted (none for the set-up).
    pub side: Option<Side>,
    pub lines: Vec<String>,
}

/// What only a full export holds: enough to replay and continue the game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Full {
    /// The set-up, seed included.
    pub spec: SetupSpec,
    /// The action log, in order.
    pub actions: Vec<Entry>,
    /// The whole state the log reproduces.
    pub state: GameState,
}

/// One entry of the action log.
#[derive(Clone, Debug, Eq, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Entry {
    Action {
        side: Side,
        action: Action,
    },
    Resign {
        side: Side,
    },
    /// The dice seeded again and the draw pile reshuffled (an agreed undo).
    Reseed {
        side: Side,
        seed: u64,
    },
}

impl Entry {
    fn of((side, recorded): &(Side, Recorded)) -> Entry {
        let side = *side;
        match recorded {
            Recorded::Action(action) => Entry::Action {
                side,
                action: action.clone(),
            },
            Recorded::Resign => Entry::Resign { side },
            Recorded::Reseed(seed) => Entry::Reseed { side, seed: *seed },
        }
    }
    pub fn recorded(&self) -> (Side, Recorded) {
        match self {
            Entry::Action { side, action } => (*side, Recorded::Action(action.clone())),
            Entry::Resign { side } => (*side, Recorded::Resign),
            Entry::Reseed { side, seed } => (*side, Recorded::Reseed(*seed)),
        }
    }
}

/// `/lab game export`: the channel's latest game (in progress or ended) as a file to the sender,
/// who must hold a seat in it or administer the server: in full once it has ended,
/// otherwise its public record.
pub(super) fn export(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    admin: bool,
) -> Result<Vec<Outbound>, CommandError> {
    let game = exportable(tx, channel, user, admin)?;
    let content = if ended_by_play(&game) {
        Content::Full
    } else {
        Content::Public
    };
    Ok(vec![file(tx, &game, user, content)?])
}

/// Won, or resigned by a player: nothing is hidden any more. A game abandoned, or whose
/// win was claimed from a player who had left, did not end by play: what was hidden stays
/// so until both players agree (`consent.rs`).
fn ended_by_play(game: &GameRecord) -> bool {
    game.status == Status::Finished
        && game.state.outcome.is_some()
        && game.abandoned_by.is_none()
        && game.claimed_by.is_none()
}

/// The channel's latest game, if the sender may export it.
fn exportable(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    admin: bool,
) -> Result<GameRecord, CommandError> {
    let game = tx.latest_game(channel)?.ok_or(CommandError::NoGame)?;
    if seat_of(&game, user).is_none() && !admin {
        return Err(Msg::new("reply-export-not-player")
            .number("game", game.id)
            .into());
    }
    Ok(game)
}

/// The export file of `game` for `user`.
fn file(
    tx: &Tx<'_>,
    game: &GameRecord,
    user: &str,
    content: Content,
) -> Result<Outbound, CommandError> {
    let actions = tx.actions(game.id)?;
    let export = build(game, &actions, content)?;
    let json = serde_json::to_string_pretty(&export)
        .map_err(|e| CommandError::Internal(format!("cannot write the export: {e}")))?;
    let lang = super::langs::reader_lang(tx, Some(game.id), user)?;
    let (name, text) = match content {
        Content::Full => (
            format!("labyrinth-game-{}-full.json", game.id),
            tr!(lang, "reply-exported-full", game = game.id),
        ),
        Content::Public => (
            format!("labyrinth-game-{}-public.json", game.id),
            if game.status == Status::Finished {
                tr!(lang, "reply-exported-public-ended", game = game.id)
            } else {
                tr!(lang, "reply-exported-public", game = game.id)
            },
        ),
    };
    Ok(Outbound::File {
        user: user.to_string(),
        text,
        name,
        bytes: json.into_bytes(),
    })
}

/// The export of `game` with its action log: `Full` holds everything, `Public` what the
/// channel saw.
pub fn build(
    game: &GameRecord,
    actions: &[(Side, Recorded)],
    content: Content,
) -> Result<Export, CommandError> {
    let spec = &game.spec;
    let mut position = game.state.view(Seat::Observer);
    position.pending = None;
    let waiting_for = game
        .state
        .pending()
        .filter(|_| game.status != Status::Finished)
        .map(|d| d.side);
    let full = (content == Content::Full).then(|| Full {
        spec: spec.clone(),
        actions: actions.iter().map(Entry::of).collect(),
        state: game.state.clone(),
    });
    Ok(Export {
        format: FORMAT.to_string(),
        format_version: FORMAT_VERSION,
        content,
        program: format!("labyrinth {}", env!("CARGO_PKG_VERSION")),
        game: GameInfo {
            id: game.id,
            status: match game.status {
                Status::Open => "open",
                Status::Active => "active",
                Status::Finished => "finished",
            }
            .to_string(),
            abandoned_by: game.abandoned_by.clone(),
            us: SeatHolder::of(&game.us),
            jihadist: SeatHolder::of(&game.jihadist),
            waiting_for,
        },
        setup: PublicSetup {
            scenario: spec.scenario,
            players: spec.players,
            ideology: spec.ideology,
            game_length: spec.game_length,
            mini_decks: spec.mini_decks,
        },
        log: public_log(game, actions)?,
        position,
        full,
    })
}

/// Replay the log from the set-up and keep what the channel saw of each step.
fn public_log(
    game: &GameRecord,
    actions: &[(Side, Recorded)],
) -> Result<Vec<PublicEntry>, CommandError> {
    let damaged = |seq: Option<usize>| {
        CommandError::Store(crate::store::StoreError::Broken {
            game: game.id,
            problem: match seq {
                Some(seq) => format!("its action log does not replay (action {seq})"),
                None => "its set-up cannot be replayed".to_string(),
            },
        })
    };
    replayed_log(&game.spec, game.state.format_version, actions).map_err(damaged)
}

/// What the channel saw of a game replayed from its set-up; the error: the action that does
/// not replay (none: the set-up).
pub(crate) fn replayed_log(
    spec: &labyrinth_engine::SetupSpec,
    format_version: u32,
    actions: &[(Side, Recorded)],
) -> Result<Vec<PublicEntry>, Option<usize>> {
    let labyrinth_engine::NewGameLogged {
        setup,
        mut state,
        logs,
        ..
    } = GameState::new_seeded_logged_as(spec, format_version).map_err(|_| None)?;
    let mut out = Vec::new();
    push(&mut out, state.turn, None, &setup);
    push(&mut out, state.turn, None, &logs);
    for (seq, (side, entry)) in actions.iter().enumerate() {
        let logs = match entry {
            Recorded::Action(action) => state
                .apply_seeded(*side, action)
                .map_err(|_| Some(seq + 1))?,
            Recorded::Resign => vec![resign(&mut state, *side)],
            Recorded::Reseed(seed) => {
                state.reseed(*seed);
                Vec::new()
            }
        };
        push(&mut out, state.turn, Some(*side), &logs);
    }
    Ok(out)
}

fn push(out: &mut Vec<PublicEntry>, turn: u16, side: Option<Side>, logs: &[LogEntry]) {
    let seen: Vec<LogEntry> = logs.iter().map(|e| e.seen_by(Seat::Observer)).collect();
    let lines = render::log_lines(&seen);
    if !lines.is_empty() {
        out.push(PublicEntry { turn, side, lines });
    }
}
