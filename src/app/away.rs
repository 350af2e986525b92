//! Time away (`away until:DATE | days:N`, `back`): while a player is away from a game, its
//! reminders stop and its `claim` clock stops. At most [`AWAY_MAX_DAYS`] at a time and
//! [`AWAY_DAYS_PER_GAME`] per player and game by default (per game: [`set_away_days`]), so
//! `claim` still ends an abandoned game. README "Play-by-post: reminders, time away,
//! catching up" states the timings.

use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};

use chrono::Datelike;

use super::clock::{AWAY_DAYS_LIMIT, AWAY_MAX_DAYS, Period, duration_in, periods};
use super::langs::{public_lang, reader_lang};
use super::reminders::{self, zone};
use super::{CommandError, Msg, Outbound, public, seat_of};
use crate::i18n::Lang;
use crate::store::{AwayPeriod, Status, Tx, time_text};
use crate::tr;

type Reply = (Option<i64>, Vec<Outbound>);

/// How long to be away.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum AwayFor {
    /// Until the start of that day (in the player's time zone, UTC without one).
    Until(NaiveDate),
    Days(i64),
}

/// Time away taken in the game (a period not yet over counts whole).
fn days_taken(away: &[Period]) -> Duration {
    away.iter()
        .map(|(start, end)| *end - *start)
        .fold(Duration::zero(), |a, b| a + b)
}

fn days_text(lang: Lang, d: Duration) -> String {
    duration_in(lang, d.num_seconds() as f64)
}

/// `away`: the sender is away from the channel's game from `now`.
pub(super) fn away(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    length: &AwayFor,
) -> Result<Reply, CommandError> {
    let now = tx.now_utc();
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if game.status != Status::Active {
        return Err(Msg::new("reply-away-not-started").into());
    }
    let reader = reader_lang(tx, Some(game.id), user)?;
    let settings = tx.player_settings(user)?;
    let tz = settings
        .timezone
        .as_deref()
        .and_then(|name| zone(name).ok());
    let until = match length {
        AwayFor::Days(days) if !(1..=AWAY_MAX_DAYS).contains(days) => {
            return Err(Msg::new("reply-away-days-range")
                .number("days", *days)
                .number("most", AWAY_MAX_DAYS)
                .into());
        }
        AwayFor::Days(days) => now + Duration::days(*days),
        AwayFor::Until(date) => {
            let midnight = date.and_hms_opt(0, 0, 0).unwrap_or_default();
            let at = match tz {
                Some(tz) => tz
                    .from_local_datetime(&midnight)
                    .earliest()
                    .map(|t| t.with_timezone(&Utc)),
                None => Some(Utc.from_utc_datetime(&midnight)),
            };
            match at {
                Some(at) if at > now => at,
                _ => {
                    return Err(Msg::new("reply-away-not-future")
                        .words("date", date.to_string())
                        .words("today", now.date_naive().to_string())
                        .into());
                }
            }
        }
    };
    if until - now > Duration::days(AWAY_MAX_DAYS) {
        return Err(Msg::new("reply-away-too-long")
            .number("most", AWAY_MAX_DAYS)
            .into());
    }
    let taken = periods(&tx.away_periods(game.id, user)?);
    if let Some((_, end)) = taken.iter().find(|(_, end)| *end > now) {
        return Err(Msg::new("reply-already-away")
            .number("game", game.id)
            .words("until", day_text(reader, *end, tz))
            .into());
    }
    let allowed = Duration::days(reminders::timing(tx, game.id)?.away_days);
    let used = days_taken(&taken);
    if used + (until - now) > allowed {
        let left = (allowed - used).max(Duration::zero());
        return Err(Msg::new("reply-away-allowance")
            .number("game", game.id)
            .words("allowed", days_text(reader, allowed))
            .words("left", days_text(reader, left))
            .into());
    }
    tx.add_away(
        game.id,
        user,
        &AwayPeriod {
            start: time_text(now),
            until: time_text(until),
        },
    )?;
    reminders::reschedule(tx, game.id)?;
    let lang = public_lang(tx, Some(game.id))?;
    let text = tr!(
        lang,
        "reply-away",
        user = user,
        until = day_text(lang, until, tz)
    );
    Ok((Some(game.id), public(&text)))
}

/// `back`: the sender's time away from the channel's game ends now.
pub(super) fn back(tx: &Tx<'_>, channel: &str, user: &str) -> Result<Reply, CommandError> {
    let now = tx.now_utc();
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if tx.end_away(game.id, user, &time_text(now))? == 0 {
        return Err(Msg::new("reply-not-away").number("game", game.id).into());
    }
    reminders::reschedule(tx, game.id)?;
    let lang = public_lang(tx, Some(game.id))?;
    Ok((Some(game.id), public(&tr!(lang, "reply-back", user = user))))
}

/// A game's allowance of time away per player (either player; 0 to [`AWAY_DAYS_LIMIT`]).
pub(super) fn set_away_days(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    days: i64,
) -> Result<Reply, CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if !(0..=AWAY_DAYS_LIMIT).contains(&days) {
        return Err(Msg::new("reply-away-days-limit")
            .number("days", days)
            .number("most", AWAY_DAYS_LIMIT)
            .into());
    }
    let mut timing = reminders::timing(tx, game.id)?;
    timing.away_days = days;
    tx.set_game_timing(game.id, timing)?;
    let lang = public_lang(tx, Some(game.id))?;
    let text = match days {
        0 => tr!(lang, "reply-away-days-none", game = game.id, user = user),
        _ => tr!(
            lang,
            "reply-away-days-set",
            game = game.id,
            days = days_text(lang, Duration::days(days)),
            user = user
        ),
    };
    Ok((Some(game.id), public(&text)))
}

/// `3 December` («3 декабря»), in the player's time zone (UTC without one).
pub(super) fn day_text(lang: Lang, at: DateTime<Utc>, tz: Option<chrono_tz::Tz>) -> String {
    let day = match tz {
        Some(tz) => at.with_timezone(&tz).date_naive(),
        None => at.date_naive(),
    };
    tr!(lang, "reply-date", day = day.day(), month = day.month())
}
