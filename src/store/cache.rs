//! Decoded games kept between commands (issue 15). Decoding a game's JSON was a fifth of a
//! command; a command now reads the game's `version` and reuses the set-up and state decoded
//! by an earlier command when that version is still the stored one.
//!
//! Safe because every write of `games.state` bumps `version` (`save_game`; `insert_game`
//! takes a fresh id) and versions only grow, so a committed `(id, version)` names exactly one
//! state. Only committed data enters the cache: a transaction collects what it loaded and
//! saved, and hands it over in [`super::Tx::commit`]; a transaction rolled back leaves the
//! cache as it was. Another process writing the same file bumps the version too, so the next
//! load here misses and decodes.

use std::collections::HashMap;

use labyrinth_engine::{GameState, SetupSpec};

/// How many games stay decoded (about 5 KB each).
const CAPACITY: usize = 256;

struct Entry {
    version: i64,
    spec: SetupSpec,
    state: GameState,
    /// When it was last used (for eviction).
    used: u64,
}

#[derive(Default)]
pub(super) struct GameCache {
    entries: HashMap<i64, Entry>,
    clock: u64,
}

/// What a transaction learned, applied to the cache if it commits.
pub(super) enum Learned {
    /// Read from the database (`spec` and `state` as decoded).
    Loaded {
        id: i64,
        version: i64,
        spec: SetupSpec,
        state: GameState,
    },
    /// Written by `save_game`: the game is now at `version` with `state`.
    Saved {
        id: i64,
        version: i64,
        state: GameState,
    },
}

impl GameCache {
    /// The set-up and state of game `id` at `version`, if decoded before.
    pub(super) fn get(&mut self, id: i64, version: i64) -> Option<(SetupSpec, GameState)> {
        self.clock += 1;
        let entry = self.entries.get_mut(&id).filter(|e| e.version == version)?;
        entry.used = self.clock;
        Some((entry.spec.clone(), entry.state.clone()))
    }

    /// Apply what a committed transaction loaded and saved, in order.
    pub(super) fn learn(&mut self, learned: Vec<Learned>) {
        for item in learned {
            self.clock += 1;
            match item {
                Learned::Loaded {
                    id,
                    version,
                    spec,
                    state,
                } => {
                    self.make_room(id);
                    self.entries.insert(
                        id,
                        Entry {
                            version,
                            spec,
                            state,
                            used: self.clock,
                        },
                    );
                }
                // A save of a game not loaded here has no set-up to go with it: skipped.
                Learned::Saved { id, version, state } => {
                    if let Some(entry) = self.entries.get_mut(&id) {
                        entry.version = version;
                        entry.state = state;
                        entry.used = self.clock;
                    }
                }
            }
        }
    }

    /// Forget the least recently used game when a new one would pass the capacity.
    fn make_room(&mut self, id: i64) {
        if self.entries.len() < CAPACITY || self.entries.contains_key(&id) {
            return;
        }
        let oldest = self
            .entries
            .iter()
            .min_by_key(|(_, e)| e.used)
            .map(|(id, _)| *id);
        if let Some(oldest) = oldest {
            self.entries.remove(&oldest);
        }
    }

    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }
}

#[cfg(test)]
mod tests {
    use labyrinth_engine::BySide;

    use super::super::{Occupant, Status, Store, lets_roll as spec};
    use super::*;

    fn new_game(store: &mut Store) -> (i64, GameState) {
        let state = GameState::new_seeded(&spec(1)).unwrap();
        let tx = store.begin().unwrap();
        let seats = BySide {
            us: Occupant::User("alice".into()),
            jihadist: Occupant::User("bob".into()),
        };
        let id = tx
            .insert_game("c", None, "alice", &spec(1), &state, Status::Active, &seats)
            .unwrap();
        tx.commit().unwrap();
        (id, state)
    }

    #[test]
    fn a_committed_load_and_save_are_reused() {
        let mut store = Store::open_in_memory().unwrap();
        let (id, state) = new_game(&mut store);
        let tx = store.begin().unwrap();
        let game = tx.game(id).unwrap().unwrap();
        assert_eq!(game.state, state);
        tx.commit().unwrap();
        assert!(store.cache.borrow_mut().get(id, 0).is_some());

        let mut next = state.clone();
        next.turn += 1;
        let tx = store.begin().unwrap();
        assert_eq!(tx.save_game(id, 0, &next, Status::Active).unwrap(), 1);
        tx.commit().unwrap();
        let cached = store.cache.borrow_mut().get(id, 1);
        assert_eq!(cached.map(|(_, s)| s.turn), Some(next.turn));
        assert_eq!(store.cache.borrow_mut().get(id, 0).map(|_| ()), None);
    }

    #[test]
    fn a_rolled_back_save_is_not_learned() {
        let mut store = Store::open_in_memory().unwrap();
        let (id, state) = new_game(&mut store);
        let tx = store.begin().unwrap();
        tx.game(id).unwrap();
        tx.commit().unwrap();

        let mut rolled_back = state.clone();
        rolled_back.turn += 5;
        let tx = store.begin().unwrap();
        tx.save_game(id, 0, &rolled_back, Status::Active).unwrap();
        drop(tx);
        assert!(store.cache.borrow_mut().get(id, 1).is_none());

        // Version 1 is then committed with another state: that one is loaded.
        let mut committed = state.clone();
        committed.turn += 1;
        let tx = store.begin().unwrap();
        tx.save_game(id, 0, &committed, Status::Active).unwrap();
        tx.commit().unwrap();
        let tx = store.begin().unwrap();
        assert_eq!(tx.game(id).unwrap().unwrap().state.turn, committed.turn);
    }

    #[test]
    fn a_save_by_another_connection_is_read_again() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("two.db");
        let mut here = Store::open(&path).unwrap();
        let mut there = Store::open(&path).unwrap();
        let (id, state) = new_game(&mut here);
        let tx = here.begin().unwrap();
        tx.game(id).unwrap();
        tx.commit().unwrap();

        let mut changed = state.clone();
        changed.turn += 3;
        let tx = there.begin().unwrap();
        tx.save_game(id, 0, &changed, Status::Active).unwrap();
        tx.commit().unwrap();

        let tx = here.begin().unwrap();
        let game = tx.game(id).unwrap().unwrap();
        assert_eq!((game.version, game.state.turn), (1, changed.turn));
    }

    #[test]
    fn the_least_recently_used_game_is_forgotten() {
        let mut cache = GameCache::default();
        let state = GameState::new_seeded(&spec(1)).unwrap();
        let load = |id| Learned::Loaded {
            id,
            version: 0,
            spec: spec(1),
            state: state.clone(),
        };
        cache.learn((0..CAPACITY as i64).map(load).collect());
        assert!(cache.get(0, 0).is_some());
        cache.learn(vec![load(CAPACITY as i64)]);
        assert_eq!(cache.len(), CAPACITY);
        assert!(cache.get(0, 0).is_some(), "used last, kept");
        assert!(cache.get(1, 0).is_none(), "least recently used, forgotten");
    }
}
