//! Re-running a stored game from its set-up and action log (`labyrinth replay`, undo,
//! rollback, export), and 2.1 resignation, which the log records as its own entry.

use labyrinth_engine::{
    GameState, LogEntry, Outcome, RuleError, SetupError, SetupSpec, Side, VictoryReason,
};

use super::{App, Recorded, StoreError};

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

/// Re-run an action log from its set-up, under the format version the game began under
/// (its stored state's `format_version`), so a game begun before a change of the rules'
/// reading replays as it was played.
pub fn replay(
    spec: &SetupSpec,
    format_version: u32,
    actions: &[(Side, Recorded)],
) -> Result<GameState, ReplayError> {
    let mut state = GameState::new_seeded_as(spec, format_version)?;
    for (seq, (side, entry)) in actions.iter().enumerate() {
        apply_recorded(&mut state, seq + 1, *side, entry)?;
    }
    Ok(state)
}

/// Apply entry `seq` (1-based) of an action log; its log entries.
pub(super) fn apply_recorded(
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

impl App {
    /// Re-run game `id` from its spec and action log; does it reproduce the saved state?
    pub fn replay_game(&mut self, id: i64) -> Result<ReplayReport, ReplayError> {
        let tx = self.store.begin()?;
        let game = tx.game(id)?.ok_or(ReplayError::NoGame(id))?;
        let actions = tx.actions(id)?;
        drop(tx);
        let state = replay(&game.spec, game.state.format_version, &actions)?;
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
        let spec = SetupSpec::new(labyrinth_engine::Scenario::LetsRoll, 2);
        let state = replay(
            &spec,
            labyrinth_engine::FORMAT_VERSION,
            &[(Side::Us, Recorded::Resign)],
        )
        .unwrap();
        assert_eq!(state.outcome.map(|o| o.winner), Some(Side::Jihadist));
        assert!(state.pending().is_none());
    }
}
