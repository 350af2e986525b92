//! A game where the computer US is about to look ahead (issue 41): alice plays the Jihadist
//! against it (`/lab game new mode:solitaire side:jihadist`) with seeded random choices until
//! the draw pile and her hand hold so few cards that the computer US's next card play is
//! settled by playing the game out (`sim::lookahead`).

use labyrinth_bot::app::{App, Command, Mode, NewGame, Outbound};
use labyrinth_engine::{Scenario, Side};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{errors, prompt};

/// The seed of the game and of alice's choices: its look ahead comes early in the last turns.
pub const SEED: u64 = 1;

/// The new game: Let's Roll!, one deck, alice as the Jihadist against the computer US.
pub fn new_game() -> Command {
    Command::New(NewGame {
        scenario: Scenario::LetsRoll,
        mode: Mode::Solitaire,
        side: Side::Jihadist,
        game_length: 1,
        seed: Some(SEED),
        ..NewGame::default()
    })
}

/// alice's choices, one after another: each reply's prompt answered by a seeded pick.
pub struct Alice {
    rng: ChaCha8Rng,
    /// Her user string.
    pub user: String,
}

impl Alice {
    pub fn new(user: &str) -> Alice {
        Alice {
            rng: ChaCha8Rng::seed_from_u64(SEED),
            user: user.to_string(),
        }
    }

    /// Her answer to the prompt in `out`; `None` when she is not asked (the game is over).
    pub fn answer(&mut self, out: &[Outbound]) -> Option<Command> {
        assert_eq!(errors(out), Vec::<&str>::new());
        let (user, count) = prompt(out)?;
        assert_eq!(user, self.user);
        Some(super::choose(self.rng.random_range(1..=count)))
    }
}

/// Play `channel`'s game on `app`, which thinks outside ([`App::thinking_outside`]), with
/// alice as `user`, until the command whose computer US looks ahead for the `nth` time (from
/// 0; the earlier ones think as `serve_shared` does): that command, not run (the game is as
/// before it), and alice with her next choices. Panics if the game ends first.
pub fn to_the_look_ahead(app: &mut App, channel: &str, user: &str, nth: usize) -> (Command, Alice) {
    let mut alice = Alice::new(user);
    let mut out = app.handle(channel, user, new_game());
    assert!(app.needs_thinking().is_none(), "not at the start");
    let mut looked = 0;
    for _ in 0..5_000 {
        let command = alice
            .answer(&out)
            .expect("the game ended before the computer US looked ahead");
        let mut stopped = false;
        loop {
            out = app.handle(channel, user, command.clone());
            let Some(job) = app.needs_thinking() else {
                break;
            };
            assert!(
                out.is_empty(),
                "a command that stops sends nothing: {out:?}"
            );
            if !stopped && looked == nth {
                return (command, alice);
            }
            stopped = true;
            app.remember(job.think());
        }
        looked += usize::from(stopped);
    }
    panic!("no look ahead within 5,000 commands");
}
