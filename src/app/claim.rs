//! `claim`: a game must never wait forever for a player who left. Once the game has waited
//! for one player's decision for [`CLAIM_AFTER_DAYS`] days without a change, the other
//! player may claim the silent seat: the silent side resigns (2.1: the claimer wins), or
//! with `abandon`, the game ends without a winner. The silent player's time away does not
//! count (`away`). README "Undo, abandon, resend" states the grace period.

use labyrinth_engine::Side;

use super::{CommandError, Narration, Outbound, finish, occupant_name, public, resign, seat_of};
use crate::store::{Occupant, Recorded, Tx};

/// The grace period: how long a decision must have gone unanswered before its seat can be
/// claimed.
pub const CLAIM_AFTER_DAYS: u32 = 7;

const SECONDS_PER_DAY: f64 = 86_400.0;

type Reply = (Option<i64>, Vec<Outbound>);

pub(super) fn claim(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    abandon: bool,
) -> Result<Reply, CommandError> {
    let mut game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    let absent: Side = game
        .state
        .pending()
        .map(|d| d.side)
        .filter(|waiting| *waiting != side)
        .ok_or(CommandError::NothingToClaim)?;
    let Occupant::User(who) = game.occupant(absent).clone() else {
        return Err(CommandError::NothingToClaim);
    };
    // Time away does not count (README "Play-by-post").
    let waited = super::away::waited(tx, game.id, &who)?.num_seconds() as f64;
    if waited < f64::from(CLAIM_AFTER_DAYS) * SECONDS_PER_DAY {
        return Err(CommandError::TooSoonToClaim {
            side: absent,
            who,
            waited: duration(waited),
        });
    }
    let why = format!(
        "{who} (the {absent}) has not answered for {}",
        duration(waited)
    );
    if abandon {
        tx.abandon_game(game.id, game.version, user)?;
        let text = format!(
            "🏳️ {user} claims the {absent} seat of game #{}: {why}. The game is abandoned: no \
             winner. US: {} · Jihadist: {}. The channel is free for /lab game new.",
            game.id,
            occupant_name(&game.us),
            occupant_name(&game.jihadist),
        );
        return Ok((Some(game.id), public(&text)));
    }
    let entry = resign(&mut game.state, absent);
    tx.append_action(game.id, absent, &Recorded::Resign)?;
    let narration = Narration {
        logs: vec![entry],
        notes: vec![format!(
            "⏰ {user} claims the {absent} seat: {why}; the {absent} resigns."
        )],
        ..Narration::default()
    };
    finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
}

/// `3 days 4 hours`, `5 hours`, `12 minutes`.
pub(super) fn duration(seconds: f64) -> String {
    let minutes = (seconds.max(0.0) / 60.0) as u64;
    let (days, hours) = (minutes / 1440, minutes / 60 % 24);
    let plural = |n: u64, unit: &str| format!("{n} {unit}{}", if n == 1 { "" } else { "s" });
    match (days, hours) {
        (0, 0) if minutes == 0 => "less than a minute".to_string(),
        (0, 0) => plural(minutes, "minute"),
        (0, h) => plural(h, "hour"),
        (d, 0) => plural(d, "day"),
        (d, h) => format!("{} {}", plural(d, "day"), plural(h, "hour")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The grace period as players read it in the help, the schema and the README.
    #[test]
    fn the_grace_period_is_the_one_stated() {
        let stated = format!("{CLAIM_AFTER_DAYS} days");
        for client in [crate::app::Client::Terminal, crate::app::Client::Discord] {
            assert!(crate::render::help(client).contains(&stated));
        }
        let readme = include_str!("../../README.md");
        assert!(readme.contains(&format!("**{stated}**")));
        let schema = crate::discord::command_schema().unwrap().to_string();
        assert!(schema.contains(&stated));
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration(30.0), "less than a minute");
        assert_eq!(duration(125.0), "2 minutes");
        assert_eq!(duration(3600.0 * 5.5), "5 hours");
        assert_eq!(duration(86_400.0), "1 day");
        assert_eq!(duration(86_400.0 * 3.0 + 3600.0 * 4.0), "3 days 4 hours");
    }
}
