//! Nothing hidden can be learned III: one property over the whole `/lab` surface. At a
//! position reached by play through the app (two-player, solitaire as the US, solitaire as
//! the Jihadist; sometimes with a request waiting, or ended by an abandon or a claim), and
//! at its twin, which differs only in what the sender may not see (the other hand, the
//! draw order, the bot's face-down pile, face-down Plot values against Available ones, the
//! card picked but not yet played, the dice not yet rolled), every command of the table,
//! with values for its options drawn from the table (`commands.rs`), sent by each seat and
//! by a stranger, gets the same reply: accepted, proposed or refused, its texts, any file;
//! and so do the autocomplete sources and the reminder texts. A command added to the table
//! is covered the day it is added.
//!
//! What may differ: the outcome of answers to the game (`choose`, `play`), which roll dice
//! and show cards (their refusals and notes may not: `probing.rs` tells why), and what
//! any command shows once something hidden has become public (the position's views differ
//! afterwards). A game won or resigned hides nothing any more.

mod commands;
mod positions;

/// Also the hidden-card property's (`probing.rs`) way to deal the Plots anew.
pub use positions::shuffle_plots;

use chrono::Duration;
use labyrinth_bot::app::{Command, Outbound};
use labyrinth_bot::store::{Occupant, Status};
use labyrinth_engine::{Answer, CardId, Country, GameState, Plot, Side};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::common::{CHANNEL, errors, load};
use crate::probing::walk;
use positions::{Copy, Game, Position, STRANGER, public_view, reach, seat_of, twin};

/// What a command may change, in short: the channel's latest game (its id and its number
/// of actions) and a digest of every row of the database but the messages sent (a game's
/// status, a request, a setting, an away note change it too).
fn played(copy: &Copy) -> (i64, i64, u64) {
    use rusqlite::types::ValueRef;
    use std::hash::{Hash, Hasher};
    let conn = rusqlite::Connection::open(&copy.path).unwrap();
    let (game, actions) = conn
        .query_row(
            "SELECT id, (SELECT COUNT(*) FROM actions WHERE game_id = games.id)
             FROM games WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            [CHANNEL],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .unwrap();
    let mut tables = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap();
    let names: Vec<String> = tables
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .filter(|name: &String| name != "messages" && name != "sqlite_sequence")
        .collect();
    let mut digest = std::collections::hash_map::DefaultHasher::new();
    for name in names {
        let mut rows = conn.prepare(&format!("SELECT * FROM \"{name}\"")).unwrap();
        let columns = rows.column_count();
        let mut rows = rows.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            for i in 0..columns {
                match row.get_ref(i).unwrap() {
                    ValueRef::Null => 0u8.hash(&mut digest),
                    ValueRef::Integer(n) => n.hash(&mut digest),
                    ValueRef::Real(x) => x.to_bits().hash(&mut digest),
                    ValueRef::Text(bytes) | ValueRef::Blob(bytes) => bytes.hash(&mut digest),
                }
            }
        }
    }
    (game, actions, digest.finish())
}

/// What `user` (from their seat in it, if any) and the channel see of the channel's game
/// now (a new one, if the command made one).
fn seen(copy: &Copy, user: &str) -> impl PartialEq + std::fmt::Debug {
    let game = load(&copy.path, CHANNEL);
    let own = [Side::Us, Side::Jihadist]
        .into_iter()
        .find(|s| *game.occupant(*s) == Occupant::User(user.to_string()))
        .map(|side| game.state.view(seat_of(side)));
    (
        public_view(&game.state),
        own,
        game.status,
        game.abandoned_by,
    )
}

/// A reply in short: each message's kind and text (a file's name and size, a prompt's
/// option keys), for the failure message.
fn shown(out: &[Outbound]) -> Vec<String> {
    out.iter()
        .map(|m| match m {
            Outbound::File { name, bytes, .. } => format!("file {name} ({} bytes)", bytes.len()),
            Outbound::Prompt { text, options, .. } => {
                let keys: Vec<&str> = options.iter().map(|o| o.key.as_str()).collect();
                format!("prompt {text} {keys:?}")
            }
            other => format!("{:?}: {}", std::mem::discriminant(other), other.text()),
        })
        .collect()
}

/// What of a reply `user` receives: public messages and their own (the opponent's private
/// messages show what the opponent may see).
fn to(user: &str, out: Vec<Outbound>) -> Vec<Outbound> {
    out.into_iter()
        .filter(|m| match m {
            Outbound::Public(_) | Outbound::Play { .. } | Outbound::Board { .. } => true,
            Outbound::Private { user: to, .. }
            | Outbound::PrivateBoard { user: to, .. }
            | Outbound::Prompt { user: to, .. }
            | Outbound::Error { user: to, .. }
            | Outbound::Notice { user: to, .. }
            | Outbound::File { user: to, .. } => to == user,
            Outbound::Report { to: None, .. } => true,
            Outbound::Report { to: Some(to), .. } => to == user,
        })
        // A report's exact times are when each twin was stored, moments apart (its text
        // shows the days, compared as they are).
        .map(|m| match m {
            Outbound::Report {
                to,
                text,
                mut report,
            } => {
                (report.meta.started, report.meta.ended) = (None, None);
                Outbound::Report { to, text, report }
            }
            other => other,
        })
        .collect()
}

fn notices(out: &[Outbound]) -> Vec<&str> {
    out.iter()
        .filter_map(|m| match m {
            Outbound::Notice { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// The autocomplete sources the sender's client asks the app: their hand, their decision's
/// options after each walk, their games.
fn same_suggestions(
    (a, b): (&mut Copy, &mut Copy),
    user: &str,
    paths: &[Vec<Answer>],
) -> Result<(), TestCaseError> {
    prop_assert_eq!(
        a.app.hand_cards(CHANNEL, user),
        b.app.hand_cards(CHANNEL, user),
        "{}'s hand",
        user
    );
    for path in std::iter::once(&Vec::new()).chain(paths) {
        prop_assert_eq!(
            a.app.options_after_path(CHANNEL, user, path),
            b.app.options_after_path(CHANNEL, user, path),
            "{} autocomplete after {:?}",
            user,
            path
        );
    }
    prop_assert_eq!(
        a.app.games_of(user),
        b.app.games_of(user),
        "{}'s games",
        user
    );
    Ok(())
}

/// The reminders due a week on: the same to the channel whatever is hidden from it; to the
/// player reminded, the same whatever is hidden from them.
fn same_reminders(
    (a, b): (&mut Copy, &mut Copy),
    seat: Option<Side>,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), TestCaseError> {
    let later = now + Duration::days(8);
    let (due_a, due_b) = (
        a.app.due_reminders(later).unwrap(),
        b.app.due_reminders(later).unwrap(),
    );
    prop_assert_eq!(due_a.len(), due_b.len());
    for (ra, rb) in due_a.iter().zip(&due_b) {
        prop_assert_eq!(&ra.wait, &rb.wait);
        prop_assert_eq!(&ra.public_text, &rb.public_text, "a reminder's public text");
        if seat == Some(ra.wait.side) {
            prop_assert_eq!(&ra.text, &rb.text, "a reminder to the asker");
        }
    }
    Ok(())
}

/// Every command of the table from `user` (seat `seat`, `None` for a stranger) at `a` and
/// at its twin `b`: the same refusals and notes, accepted in both or neither; a command
/// that changed the game the same first message (its own answer: what the computer did
/// next, a new game's deal, may differ), unless both twins still look the same to the
/// sender and the channel, when every message must be; any other command, every message.
fn same_replies(
    (a, b): (&mut Copy, &mut Copy),
    sender: &commands::Sender<'_>,
    rng: &mut ChaCha8Rng,
) -> Result<(), TestCaseError> {
    let user = sender.user;
    // Both copies are at the position as it was made (the first probe, and after a reset).
    let pristine = (played(a), played(b));
    let mut before = pristine;
    for probe in commands::probes(&mut a.app, sender, rng) {
        let command = probe.command;
        let said = || {
            let (name, client) = (probe.spec.name(), probe.caller.client);
            format!("{user} sent /lab {name} {:?} from {client:?}", probe.args)
        };
        if probe.spec.confirm {
            prop_assert_eq!(
                a.app.confirmation(CHANNEL, user, &command),
                b.app.confirmation(CHANNEL, user, &command),
                "the question before: {}",
                said()
            );
        }
        let all_a = a.app.handle(CHANNEL, user, command.clone());
        let all_b = b.app.handle(CHANNEL, user, command.clone());
        // Every message is recorded: different ones make different logs from now on.
        let recorded_alike = all_a == all_b;
        let (out_a, out_b) = (to(user, all_a), to(user, all_b));
        let after = (played(a), played(b));
        let changed = (after.0 != before.0, after.1 != before.1);
        prop_assert_eq!(
            changed.0,
            changed.1,
            "accepted in one twin only: {}",
            said()
        );
        prop_assert_eq!(errors(&out_a), errors(&out_b), "{}", said());
        prop_assert_eq!(notices(&out_a), notices(&out_b), "{}", said());
        // Answers roll dice and show cards; a new game is dealt from a new seed.
        let answers = matches!(command, Command::Choose { .. } | Command::Play(_));
        let new_game = after.0.0 != before.0.0;
        let same = if answers || new_game {
            true
        } else if changed.0 && seen(a, user) != seen(b, user) {
            out_a.first() == out_b.first()
        } else {
            out_a == out_b
        };
        prop_assert!(
            same,
            "{}:\n{:#?}\n{:#?}",
            said(),
            shown(&out_a),
            shown(&out_b)
        );
        // Both went on the same way without a move (refused, or accepted with the same rows
        // written): still twins at the position; else back to it.
        before = after;
        if changed.0 || !recorded_alike {
            a.reset();
            b.reset();
            before = pristine;
        }
    }
    Ok(())
}

/// The cards that lie in another zone of `twin` (the hands and the draw pile).
fn moved(state: &GameState, twin: &GameState) -> Vec<CardId> {
    let zone =
        |g: &GameState, card: &CardId| (g.hands.us.contains(card), g.hands.jihadist.contains(card));
    CardId::all()
        .filter(|c| zone(state, c) != zone(twin, c))
        .collect()
}

/// The Plot values whose count in a country or among the Available Plots differs in `twin`.
fn plots_moved(state: &GameState, twin: &GameState) -> Vec<String> {
    let count = |g: &GameState, plot: Plot| {
        let mut counts = vec![g.available_plots.iter().filter(|p| **p == plot).count()];
        counts.extend(
            g.countries
                .iter()
                .map(|c| c.plots.iter().filter(|p| p.plot == plot).count()),
        );
        counts
    };
    [Plot::One, Plot::Two, Plot::Three, Plot::Wmd]
        .into_iter()
        .filter(|p| count(state, *p) != count(twin, *p))
        .map(|p| match p {
            Plot::Wmd => "wmd".to_string(),
            other => other.number().to_string(),
        })
        .collect()
}

/// The twin-position property at one position, for each seated user and a stranger.
fn same_surface(position: &Position, rng: &mut ChaCha8Rng) -> Result<(), TestCaseError> {
    let record = load(&position.path, CHANNEL);
    let (state, status): (GameState, Status) = (record.state.clone(), record.status);
    let mut askers: Vec<(&str, Option<Side>)> = vec![(STRANGER, None)];
    for side in [Side::Us, Side::Jihadist] {
        if let Occupant::User(user) = record.occupant(side) {
            askers.push((user.as_str(), Some(side)));
        }
    }
    let paths: Vec<Vec<Answer>> = match state.pending().map(|d| d.side) {
        Some(side) => (0..3)
            .map(|_| {
                let len = rng.random_range(1..=10);
                walk(&state, side, len, rng)
            })
            .collect(),
        None => Vec::new(),
    };
    let view = public_view(&state);
    let busy: Vec<Country> = view
        .countries
        .iter()
        .filter(|c| c.plot_count > 0 || !c.face_up_plots.is_empty())
        .map(|c| c.country)
        .collect();
    for (user, seat) in askers {
        let Some(twin) = twin(&state, seat, &paths, rng) else {
            continue;
        };
        let mut a = Copy::new(position, "a", &state, status);
        let mut b = Copy::new(position, "b", &twin, status);
        same_suggestions((&mut a, &mut b), user, &paths)?;
        same_reminders((&mut a, &mut b), seat, position.now)?;
        let sender = commands::Sender {
            user,
            busy: busy.clone(),
            moved: moved(&state, &twin),
            plots: plots_moved(&state, &twin),
        };
        same_replies((&mut a, &mut b), &sender, rng)?;
    }
    Ok(())
}

/// The property at the position `reach` makes of `game` from these seeds.
fn at_position(
    game: usize,
    seed: u64,
    steps: usize,
    play: u64,
    probe: u64,
) -> Result<(), TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(play);
    let position = reach(Game::ALL[game], seed, steps, &mut rng);
    let (state, _) = position.state();
    // Won or resigned: the game hides nothing any more (a claim still does).
    if state.outcome.is_some() && !position.claimed {
        return Ok(());
    }
    let mut rng = ChaCha8Rng::seed_from_u64(probe);
    same_surface(&position, &mut rng)
}

/// Positions tried per run: `TWINS_CASES` (a deeper run), else a number sized for CI.
fn cases() -> u32 {
    std::env::var("TWINS_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(16)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]
    #[test]
    fn every_command_gets_the_same_reply_at_twin_positions(
        game in 0..3usize, seed in 1u64..1_000, steps in 0usize..50,
        play in any::<u64>(), probe in any::<u64>(),
    ) {
        at_position(game, seed, steps, play, probe)?;
    }
}

/// Positions where the property found a hole when it was put back, tried on every run: the
/// US naming a face-down Plot's value (`/lab adjust what:plot value:remove 1`, refused
/// unless it lay there); solitaire moving a card out of the draw pile or the computer's
/// hand (`/lab adjust what:card card:4 to:removed`, accepted only where it lay); a
/// reminder's public text naming the card picked but not yet played.
#[test]
fn positions_that_found_holes() {
    let found = [
        (
            1,
            911,
            43,
            8_144_766_170_460_198_522,
            5_344_756_403_381_638_657,
        ),
        (
            1,
            425,
            29,
            6_226_769_867_754_094_285,
            3_943_151_974_255_861_192,
        ),
        (
            0,
            265,
            45,
            11_696_638_687_773_034_546,
            10_643_228_638_853_640_905,
        ),
    ];
    for (game, seed, steps, play, probe) in found {
        if let Err(e) = at_position(game, seed, steps, play, probe) {
            panic!("{e}");
        }
    }
}
