//! Self-play (`labyrinth sim`): complete solitaire games, the section 9 bot as Jihadist
//! against the heuristic US of [`us_policy`], with win-rate statistics ([`report`]).
//!
//! Game `i` of a run uses seed `seed + i`. Games are split into contiguous chunks over
//! `jobs` threads and the results are put back in game order, so the report is the same
//! whatever `jobs` is (only the timing differs).

pub mod lookahead;
pub mod report;
pub mod us_policy;

use std::sync::atomic::{AtomicUsize, Ordering};

use labyrinth_engine::{
    Action, Answer, GameState, Ideology, Players, Scenario, SetupSpec, Side, VictoryReason,
};

pub use report::Report;

/// A run's settings.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub games: usize,
    pub scenario: Scenario,
    pub seed: u64,
    pub ideology: Ideology,
    /// 3.3 decks: 1, 2 or 3.
    pub game_length: u8,
    pub jobs: usize,
    /// The US that plays.
    pub us: UsPlayer,
}

/// Which US plays the games.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum UsPlayer {
    /// The heuristic policy alone ([`us_policy`]): fast, for statistics.
    #[default]
    Heuristic,
    /// The computer US of `/lab new mode:solitaire side:jihadist`: the policy, with the
    /// [`lookahead`] at the end of the deck, playing out as much as the budget says (the
    /// computer US's own is [`lookahead::BUDGET`]).
    Lookahead(lookahead::Budget),
}

/// More decisions than any real game has: a game still going after this is stuck.
pub const MAX_DECISIONS: usize = 50_000;

/// How one game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub seed: u64,
    pub winner: Side,
    pub reason: VictoryReason,
    /// The turn the game ended in.
    pub turns: u16,
    /// US decisions answered.
    pub decisions: usize,
    /// How long each looked-ahead decision took, in microseconds, in order (the time of
    /// the machine that ran it: the one field that is not the same on every run).
    pub thinking: Vec<u32>,
}

/// A game that could not be played to its end.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("game with seed {seed}: set-up failed: {message}")]
    Setup { seed: u64, message: String },
    #[error("game with seed {seed}: {message}")]
    Play { seed: u64, message: String },
    #[error("game length must be 1, 2 or 3, not {0}")]
    Length(u8),
    #[error("the {0} scenario cannot be simulated")]
    Scenario(&'static str),
}

/// The set-up of the game with `seed`.
pub fn spec(config: &SimConfig, seed: u64) -> SetupSpec {
    SetupSpec {
        scenario: config.scenario,
        players: Players::Solitaire,
        ideology: config.ideology,
        game_length: config.game_length,
        seed,
        mini_decks: false,
    }
}

/// One game played to its end.
#[derive(Clone, Debug)]
pub struct Played {
    pub result: GameResult,
    /// The US answers in order: with the set-up, enough to replay the game exactly.
    pub answers: Vec<Answer>,
    /// The final position.
    pub game: GameState,
}

/// Play one solitaire game to its end, the heuristic policy as US.
pub fn play_game(spec: &SetupSpec) -> Result<Played, SimError> {
    play_game_as(spec, UsPlayer::Heuristic)
}

/// Play one solitaire game to its end with `us` as US.
pub fn play_game_as(spec: &SetupSpec, us_player: UsPlayer) -> Result<Played, SimError> {
    let seed = spec.seed;
    let mut game = GameState::new_seeded(spec).map_err(|e| SimError::Setup {
        seed,
        message: e.to_string(),
    })?;
    let mut answers = Vec::new();
    let mut thinking = Vec::new();
    let mut us = us_policy::Player::default();
    while let Some(decision) = game.pending() {
        if decision.side != Side::Us {
            return Err(SimError::Play {
                seed,
                message: format!("a Jihadist decision reached the US policy: {decision:?}"),
            });
        }
        if answers.len() >= MAX_DECISIONS {
            return Err(SimError::Play {
                seed,
                message: format!("no end after {MAX_DECISIONS} decisions"),
            });
        }
        let Some(heuristic) = us.choose(&game) else {
            break;
        };
        let answer = match us_player {
            UsPlayer::Heuristic => heuristic,
            UsPlayer::Lookahead(budget) => {
                let seed = seed ^ (answers.len() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let start = std::time::Instant::now();
                let looked =
                    lookahead::look_with(&game.side_view(Side::Us), heuristic, seed, &budget);
                if looked.is_some() {
                    let micros = start.elapsed().as_micros();
                    thinking.push(u32::try_from(micros).unwrap_or(u32::MAX));
                }
                looked.map_or(heuristic, |l| l.answer)
            }
        };
        game.apply_seeded(Side::Us, &Action::Answer(answer))
            .map_err(|e| SimError::Play {
                seed,
                message: format!("the US answer {answer} was refused: {e}"),
            })?;
        answers.push(answer);
    }
    let Some(outcome) = game.outcome else {
        return Err(SimError::Play {
            seed,
            message: "no decision pending but no outcome".to_string(),
        });
    };
    let result = GameResult {
        seed,
        winner: outcome.winner,
        reason: outcome.reason,
        turns: game.turn,
        decisions: answers.len(),
        thinking,
    };
    Ok(Played {
        result,
        answers,
        game,
    })
}

/// Play every game of `config`; `on_game` is called (from any thread) after each game.
/// The results are in game order whatever `config.jobs` is.
pub fn run(config: &SimConfig, on_game: &(dyn Fn() + Sync)) -> Result<Vec<GameResult>, SimError> {
    if !(1..=3).contains(&config.game_length) {
        return Err(SimError::Length(config.game_length));
    }
    if config.scenario == Scenario::Blank {
        return Err(SimError::Scenario(config.scenario.name()));
    }
    let jobs = config.jobs.clamp(1, config.games.max(1));
    let chunk = config.games.div_ceil(jobs).max(1);
    let indices: Vec<usize> = (0..config.games).collect();
    let failed = AtomicUsize::new(usize::MAX);
    let chunks: Vec<Vec<Result<GameResult, SimError>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = indices
            .chunks(chunk)
            .map(|part| {
                let failed = &failed;
                scope.spawn(move || {
                    let mut out = Vec::with_capacity(part.len());
                    for &i in part {
                        // Stop early once a game before this one failed.
                        if failed.load(Ordering::Relaxed) < i {
                            break;
                        }
                        let seed = config.seed.wrapping_add(i as u64);
                        let result = play_game_as(&spec(config, seed), config.us).map(|p| p.result);
                        if result.is_err() {
                            failed.fetch_min(i, Ordering::Relaxed);
                        }
                        out.push(result);
                        on_game();
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    vec![Err(SimError::Play {
                        seed: config.seed,
                        message: "a simulation thread panicked".to_string(),
                    })]
                })
            })
            .collect()
    });
    chunks.into_iter().flatten().collect()
}
