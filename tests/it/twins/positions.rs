//! Positions reached by play through the app (so the action log, the messages and any
//! waiting request are real), and their twins: the same database with the saved state
//! changed in what one seat may not see.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Duration, Utc};
use labyrinth_bot::app::{
    Adjust, App, ClaimHow, Command, Mode, NewGame, Outbound, Proposal, Rollback, SeedPolicy,
};
use labyrinth_bot::store::{Status, Store};
use labyrinth_engine::{
    Adjustment, Answer, CardId, Country, DecisionKind, GameState, Plot, Scenario, Seat, SeededDice,
    Side, View,
};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::common::{CHANNEL, prompt, prompt_numbers};
use crate::probing::{hidden_twin, moved_hidden, twist_hidden};

/// The games a position comes from.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Game {
    TwoPlayer,
    /// alice plays the US against the section 9 bot.
    SoloUs,
    /// bob plays the Jihadist against the computer US.
    SoloJihadist,
}

impl Game {
    pub const ALL: [Game; 3] = [Game::TwoPlayer, Game::SoloUs, Game::SoloJihadist];

    /// The user in each seat (`None`: the computer).
    pub fn user(self, side: Side) -> Option<&'static str> {
        match (self, side) {
            (Game::SoloJihadist, Side::Us) | (Game::SoloUs, Side::Jihadist) => None,
            (_, Side::Us) => Some("alice"),
            (_, Side::Jihadist) => Some("bob"),
        }
    }

    pub fn creator(self) -> &'static str {
        match self {
            Game::SoloJihadist => "bob",
            _ => "alice",
        }
    }
}

/// Who asks: a seated user, or a stranger (carol), who sees what the channel sees.
pub const STRANGER: &str = "carol";

/// The time every command runs at (the clock is fixed so that no reply depends on when it
/// was sent); a claim moves it on.
pub fn start_time() -> DateTime<Utc> {
    "2026-03-02T12:00:00Z".parse().unwrap()
}

/// An app on a database file at a fixed time.
pub fn open(path: &Path, now: DateTime<Utc>) -> App {
    let mut app = App::open(path)
        .unwrap()
        .with_seed_policy(SeedPolicy::Chosen);
    app.set_clock(Some(now));
    app
}

/// A position: its database (closed, its write-ahead log folded in), the game it comes
/// from and the time it was left at.
pub struct Position {
    pub dir: tempfile::TempDir,
    pub path: PathBuf,
    pub now: DateTime<Utc>,
    /// A seat was claimed (the game may have ended so, which does not make it public).
    pub claimed: bool,
}

impl Position {
    pub fn state(&self) -> (GameState, Status) {
        let record = crate::common::load(&self.path, CHANNEL);
        (record.state, record.status)
    }
}

/// Fold the write-ahead log into the database file, so the file alone is the database.
pub fn checkpoint(path: &Path) {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
}

fn send(app: &mut App, user: &str, command: Command) -> Vec<Outbound> {
    app.handle(CHANNEL, user, command)
}

/// `game` from `seed`, played through the app for up to `steps` random answers, then with
/// some chance left with a request waiting (an adjust, a rollback, a full export) or ended
/// by its creator's abandon or a claim.
pub fn reach(game: Game, seed: u64, steps: usize, rng: &mut ChaCha8Rng) -> Position {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.db");
    let mut now = start_time();
    let mut app = open(&path, now);
    let new = |mode, side| {
        Command::New(NewGame {
            scenario: Scenario::LetsRoll,
            mode,
            side,
            seed: Some(seed),
            ..NewGame::default()
        })
    };
    let mut out = match game {
        Game::TwoPlayer => {
            send(&mut app, "alice", new(Mode::TwoPlayer, Side::Us));
            send(&mut app, "bob", Command::Join)
        }
        Game::SoloUs => send(&mut app, "alice", new(Mode::Solitaire, Side::Us)),
        Game::SoloJihadist => send(&mut app, "bob", new(Mode::Solitaire, Side::Jihadist)),
    };
    // Plots on the map from the start, so that face-down values differ between twins: the
    // Jihadist places one or two (in solitaire as the US, its player, at random 9.3.2), the
    // US agrees.
    for _ in 0..rng.random_range(0..=3) {
        let country = Country::ALL[rng.random_range(0..Country::ALL.len())];
        let placer = game.user(Side::Jihadist).unwrap_or("alice");
        let place = Proposal::Plot {
            country,
            placed: true,
            plot: None,
        };
        send(&mut app, placer, Command::Adjust(Adjust::Propose(place)));
        if game == Game::TwoPlayer {
            send(&mut app, "alice", Command::Adjust(Adjust::Answer(true)));
        }
        // The prompt again, as the position now asks it.
        let decider = crate::common::load(&path, CHANNEL)
            .state
            .pending()
            .map(|d| d.side);
        if let Some(user) = decider.and_then(|side| game.user(side)) {
            out = send(&mut app, user, Command::Hand);
        }
    }
    // Where the walk stops: anywhere; at the start of a step (nothing of it answered yet),
    // where an adjustment applies; or just after a card is picked, before its use is
    // chosen (the card is still hidden in its hand).
    let (settle, pick_card) = match rng.random_range(0..10) {
        0..=2 => (false, false),
        3..=6 => (true, false),
        _ => (true, true),
    };
    let at_start = || {
        crate::common::load(&path, CHANNEL)
            .state
            .pending
            .is_some_and(|p| p.answers.is_empty() && p.logged == 0)
    };
    for step in 0..steps + 40 {
        if step >= steps && (!settle || at_start()) {
            break;
        }
        let Some((user, options)) = prompt(&out) else {
            break;
        };
        let pick = prompt_numbers(&out)[rng.random_range(0..options)];
        out = send(&mut app, &user, crate::common::choose(pick));
    }
    let picking = crate::common::load(&path, CHANNEL)
        .state
        .pending()
        .is_some_and(|d| matches!(d.kind, DecisionKind::ActionCard { .. }));
    if pick_card
        && picking
        && let Some((user, options)) = prompt(&out)
    {
        let pick = prompt_numbers(&out)[rng.random_range(0..options)];
        send(&mut app, &user, crate::common::choose(pick));
    }
    let seated: Vec<&str> = [Side::Us, Side::Jihadist]
        .into_iter()
        .filter_map(|s| game.user(s))
        .collect();
    let someone = seated[rng.random_range(0..seated.len())];
    let mut claimed = false;
    match rng.random_range(0..20) {
        0..=2 => {
            let prestige = rng.random_range(1..=12);
            let change = Adjust::Propose(Proposal::Change(Adjustment::Prestige(prestige)));
            send(&mut app, someone, Command::Adjust(change));
        }
        3 | 4 => {
            send(&mut app, someone, Command::Rollback(Rollback::To(1)));
        }
        5 => {
            let export = Command::Export {
                admin: false,
                full: true,
            };
            send(&mut app, someone, export);
        }
        6 | 7 => {
            send(&mut app, game.creator(), Command::Abandon { admin: false });
        }
        8 => {
            now += Duration::days(8);
            app.set_clock(Some(now));
            let how =
                [ClaimHow::Win, ClaimHow::Abandon, ClaimHow::Computer][rng.random_range(0..3)];
            let out = send(&mut app, someone, Command::Claim { how });
            claimed = crate::common::errors(&out).is_empty();
        }
        _ => {}
    }
    drop(app);
    checkpoint(&path);
    Position {
        dir,
        path,
        now,
        claimed,
    }
}

/// The board as the channel sees it: the observer's view, where a card picked but not yet
/// played is still in its hidden hand (the waiting line does not name it).
pub fn public_view(state: &GameState) -> View {
    let mut view = state.view(Seat::Observer);
    if let Some(pending) = view.pending.as_mut()
        && let DecisionKind::CardUse { card } = &mut pending.kind
    {
        *card = CardId::new(1).unwrap();
    }
    view
}

/// The card play's first answer replaced by another card of the same hand, while nothing
/// of it is public yet (its use not chosen): the channel cannot tell which card was picked.
fn swap_picked(state: &GameState, rng: &mut ChaCha8Rng) -> Option<GameState> {
    let pending = state.pending.as_ref()?;
    let (side, [Answer::Card(picked)]) = (pending.decision.side, pending.answers.as_slice()) else {
        return None;
    };
    if pending.logged > 0 || !pending.rolls.is_empty() {
        return None;
    }
    let others: Vec<CardId> = state
        .hand(side)
        .iter()
        .copied()
        .filter(|c| c != picked)
        .collect();
    let other = *others.get(rng.random_range(0..others.len().max(1)))?;
    let mut twin = state.clone();
    twin.pending.as_mut()?.answers.clear();
    twin.apply_seeded(side, &labyrinth_engine::Action::Answer(Answer::Card(other)))
        .ok()?;
    Some(twin)
}

/// The values of the face-down Plots on the map and of the Available Plots shuffled among
/// themselves (what the US and the channel may not see).
pub fn shuffle_plots(state: &mut GameState, rng: &mut ChaCha8Rng) {
    let mut values: Vec<Plot> = state.available_plots.to_vec();
    for country in state.countries.iter() {
        values.extend(country.plots.iter().filter(|p| !p.face_up).map(|p| p.plot));
    }
    for i in (1..values.len()).rev() {
        values.swap(i, rng.random_range(0..=i));
    }
    let mut values = values.into_iter();
    for plot in state.available_plots.as_mut_slice() {
        *plot = values.next().unwrap();
    }
    for country in state.countries.iter_mut() {
        for placed in country.plots.as_mut_slice() {
            if !placed.face_up {
                placed.plot = values.next().unwrap();
            }
        }
    }
}

/// A twin for the channel (a stranger): both hands and the draw pile dealt again or
/// reordered, Plot values shuffled, the card picked but not yet played swapped.
fn observer_twin(state: &GameState, rng: &mut ChaCha8Rng) -> Option<GameState> {
    for _ in 0..8 {
        let mut twin = state.clone();
        twist_hidden(&mut twin, Side::Us, rng);
        twist_hidden(&mut twin, Side::Jihadist, rng);
        shuffle_plots(&mut twin, rng);
        if rng.random_bool(0.8)
            && let Some(swapped) = swap_picked(&twin, rng)
        {
            twin = swapped;
        }
        if twin != *state && twin.validate().is_ok() && public_view(&twin) == public_view(state) {
            return Some(twin);
        }
    }
    None
}

/// A twin of `state` for `seat` (`None`: the stranger): a valid position that differs in
/// what that seat may not see, with another dice stream; `None` when none was found.
pub fn twin(
    state: &GameState,
    seat: Option<Side>,
    paths: &[Vec<Answer>],
    rng: &mut ChaCha8Rng,
) -> Option<GameState> {
    let mut twin = twin_of(state, seat, paths, rng)?;
    if seat == Some(Side::Us) {
        // What the US never sees: which values lie face down and which are Available.
        let before = twin.clone();
        for _ in 0..8 {
            let mut shuffled = before.clone();
            shuffle_plots(&mut shuffled, rng);
            let on_map = |g: &GameState| {
                let mut plots: Vec<Plot> = g
                    .countries
                    .iter()
                    .flat_map(|c| c.plots.iter().map(|p| p.plot))
                    .collect();
                plots.sort_by_key(|p| format!("{p:?}"));
                plots
            };
            let differs = on_map(&shuffled) != on_map(state);
            if shuffled.validate().is_ok() {
                twin = shuffled;
                if differs {
                    break;
                }
            }
        }
    }
    twin.rng = SeededDice::new(rng.random());
    Some(twin)
}

fn twin_of(
    state: &GameState,
    seat: Option<Side>,
    paths: &[Vec<Answer>],
    rng: &mut ChaCha8Rng,
) -> Option<GameState> {
    let twin = match (seat, state.pending().map(|d| d.side)) {
        (None, _) => observer_twin(state, rng)?,
        // Half the time the twin `probing.rs` prefers (one under which a walk of answers
        // goes differently), else one twisted several times over (more cards change zone).
        (Some(side), Some(decider)) if rng.random_bool(0.5) => {
            hidden_twin(state, side, decider, paths, rng)?
        }
        (Some(side), _) => (0..8).find_map(|_| {
            let mut twin = state.clone();
            for _ in 0..3 {
                twist_hidden(&mut twin, side, rng);
            }
            let same = twin != *state
                && twin.validate().is_ok()
                && twin.view(seat_of(side)) == state.view(seat_of(side))
                && moved_hidden(&twin, side) == moved_hidden(state, side);
            same.then_some(twin)
        })?,
    };
    Some(twin)
}

pub fn seat_of(side: Side) -> Seat {
    match side {
        Side::Us => Seat::Us,
        Side::Jihadist => Seat::Jihadist,
    }
}

/// One side of a twin pair: an app on a copy of the position, and the file it is reset
/// from after a command that wrote.
pub struct Copy {
    pub app: App,
    pub path: PathBuf,
    pristine: PathBuf,
    now: DateTime<Utc>,
}

impl Copy {
    /// A copy of `position` whose game is saved again as `state` (the same version as its
    /// twin's).
    pub fn new(position: &Position, name: &str, state: &GameState, status: Status) -> Copy {
        let path = position.dir.path().join(format!("{name}.db"));
        let pristine = position.dir.path().join(format!("{name}-pristine.db"));
        for file in [&path, &pristine] {
            remove(file);
        }
        std::fs::copy(&position.path, &path).unwrap();
        {
            let mut store = Store::open(&path).unwrap();
            let tx = store.begin().unwrap();
            let game = tx.latest_game(CHANNEL).unwrap().unwrap();
            tx.save_game(game.id, game.version, state, status).unwrap();
            tx.commit().unwrap();
        }
        checkpoint(&path);
        std::fs::copy(&path, &pristine).unwrap();
        Copy {
            app: open(&path, position.now),
            path,
            pristine,
            now: position.now,
        }
    }

    /// Back to the position as it was made.
    pub fn reset(&mut self) {
        // The app lets go of the file before it is replaced.
        drop(std::mem::replace(&mut self.app, open_memory()));
        remove(&self.path);
        std::fs::copy(&self.pristine, &self.path).unwrap();
        self.app = open(&self.path, self.now);
    }
}

fn open_memory() -> App {
    App::new(Store::open_in_memory().unwrap())
}

fn remove(path: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(name));
    }
}
