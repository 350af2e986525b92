//! Every die roll and random choice goes through [`Dice`] (no global RNG).

use std::collections::VecDeque;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};

/// The source of all randomness in a game.
pub trait Dice {
    /// One six-sided die, 1..=6.
    fn d6(&mut self) -> u8;
    /// A uniform choice in `0..n` (n >= 1), used to shuffle the deck.
    fn below(&mut self, n: u8) -> u8;
}

/// Seeded dice (ChaCha20). The generator is serde-serializable, so a saved game continues
/// the same stream after a reload.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeededDice {
    rng: ChaCha20Rng,
}

impl SeededDice {
    pub fn new(seed: u64) -> SeededDice {
        SeededDice {
            rng: ChaCha20Rng::seed_from_u64(seed),
        }
    }
}

impl Dice for SeededDice {
    fn d6(&mut self) -> u8 {
        self.rng.random_range(1..=6)
    }
    fn below(&mut self, n: u8) -> u8 {
        if n <= 1 {
            return 0;
        }
        self.rng.random_range(0..n)
    }
}

/// Scripted dice for tests and fixtures: d6 results are taken in order; `below` is not
/// scripted and always answers 0 (so shuffles are a fixed permutation).
#[derive(Clone, Debug, Default)]
pub struct ScriptedDice {
    rolls: VecDeque<u8>,
    /// Set when a die was asked for but none were left.
    pub exhausted: bool,
}

impl ScriptedDice {
    pub fn new(rolls: impl IntoIterator<Item = u8>) -> ScriptedDice {
        ScriptedDice {
            rolls: rolls.into_iter().collect(),
            exhausted: false,
        }
    }
    pub fn remaining(&self) -> usize {
        self.rolls.len()
    }
}

impl Dice for ScriptedDice {
    fn d6(&mut self) -> u8 {
        match self.rolls.pop_front() {
            Some(roll) => roll.clamp(1, 6),
            None => {
                self.exhausted = true;
                1
            }
        }
    }
    fn below(&mut self, _n: u8) -> u8 {
        0
    }
}
