//! `labyrinth check` (issue "Run it as a service"), for a cron job: the database file is
//! sound, every game loads and its action log replays to its saved state, and the outbox
//! holds nothing the bot should long have sent. Each problem is one line saying what to do.

use super::App;
use crate::store::StoreError;

/// Owed messages still unsent after this long mean the bot is down or cannot reach Discord.
pub const STUCK_AFTER_MINUTES: i64 = 10;

impl App {
    /// Every problem found, one line each (none: all is well).
    pub fn check(&mut self) -> Result<Vec<String>, StoreError> {
        let mut problems: Vec<String> = self
            .store
            .integrity()?
            .into_iter()
            .map(|finding| {
                format!("the database file is damaged ({finding}): stop the bot and restore the last backup")
            })
            .collect();
        let games = self.store.read()?.game_ids()?;
        for id in games {
            match self.replay_game(id) {
                Ok(report) if report.reproduces => {}
                Ok(_) => problems.push(format!(
                    "game #{id}: its action log does not replay to its saved state: `labyrinth replay --game {id}`, then end it with `/lab game abandon game:{id}`"
                )),
                Err(e) => problems.push(format!(
                    "game #{id} cannot be loaded or replayed ({e}): end it with `/lab game abandon game:{id}`"
                )),
            }
        }
        let before = chrono::Utc::now() - chrono::Duration::minutes(STUCK_AFTER_MINUTES);
        let stuck = self.stuck(before)?;
        if stuck > 0 {
            problems.push(format!(
                "{stuck} message(s) owed for over {STUCK_AFTER_MINUTES} minutes are unsent: is the bot running and can it reach Discord? (`labyrinth discord --check`)"
            ));
        }
        Ok(problems)
    }
}

impl App {
    /// `labyrinth backup`: a consistent copy of the database at `out` (a new file), made
    /// while the bot may be writing.
    pub fn backup_to(&self, out: &std::path::Path) -> Result<(), StoreError> {
        self.store.backup_to(out)
    }

    /// SQLite's integrity check of the database: empty when it is sound.
    pub fn integrity(&self) -> Result<Vec<String>, StoreError> {
        self.store.integrity()
    }
}

impl App {
    /// The channel of every game in progress (the Discord bot keeps their threads open).
    pub fn live_channels(&mut self) -> Result<Vec<String>, StoreError> {
        self.store.read()?.live_channels()
    }
}
