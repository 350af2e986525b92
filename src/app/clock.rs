//! A seat's clock in a play-by-post game: how long a decision has waited with the time its
//! player was away taken out (the `claim` clock, reminders), the limits on time away, and
//! durations in words.

use chrono::{DateTime, Duration, Utc};

use crate::i18n::Lang;
use crate::store::{AwayPeriod, StoreError, Tx, parse_time};
use crate::tr;

/// The grace period: how long a decision must have gone unanswered before its seat can be
/// claimed.
pub const CLAIM_AFTER_DAYS: u32 = 7;

/// The longest time away at a time.
pub const AWAY_MAX_DAYS: i64 = 14;
/// A player's time away in one game, unless the game sets another.
pub const AWAY_DAYS_PER_GAME: i64 = 30;
/// The most a game may allow (`set_away_days`): `claim` must still end an abandoned game.
pub const AWAY_DAYS_LIMIT: i64 = 60;

/// One period of time away, `start..end`.
pub(super) type Period = (DateTime<Utc>, DateTime<Utc>);

/// The stored periods as times (an unreadable row counts as no time away).
pub(super) fn periods(stored: &[AwayPeriod]) -> Vec<Period> {
    let mut out: Vec<Period> = stored
        .iter()
        .filter_map(|p| Some((parse_time(&p.start)?, parse_time(&p.until)?)))
        .collect();
    out.sort();
    out
}

/// The time of `since..now` not spent away: how long a decision has really waited.
pub(super) fn active_between(
    since: DateTime<Utc>,
    now: DateTime<Utc>,
    away: &[Period],
) -> Duration {
    if now <= since {
        return Duration::zero();
    }
    let mut active = now - since;
    let mut covered = since;
    for &(start, end) in away {
        let (start, end) = (start.max(covered), end.min(now));
        if end > start {
            active -= end - start;
            covered = end;
        }
    }
    active
}

/// The first time at which `needed` has passed since `since`, not counting time away.
pub(super) fn after_active(
    since: DateTime<Utc>,
    needed: Duration,
    away: &[Period],
) -> DateTime<Utc> {
    let (mut at, mut remaining) = (since, needed);
    for &(start, end) in away {
        if end <= at {
            continue;
        }
        if start > at {
            if start - at >= remaining {
                return at + remaining;
            }
            remaining -= start - at;
        }
        at = end;
    }
    at + remaining
}

/// How long game `game` has waited for `user` since its last change, time away not counted
/// (the `claim` clock).
pub(super) fn waited(tx: &Tx<'_>, game: i64, user: &str) -> Result<Duration, StoreError> {
    let now = tx.now_utc();
    let since = tx
        .updated_at(game)?
        .and_then(|t| parse_time(&t))
        .unwrap_or(now);
    Ok(active_between(
        since,
        now,
        &periods(&tx.away_periods(game, user)?),
    ))
}

/// `3 days 4 hours`, `5 hours`, `12 minutes`.
#[cfg(test)]
fn duration(seconds: f64) -> String {
    duration_in(Lang::En, seconds)
}

/// [`duration`] in `lang`: «3 дня 4 часа».
pub(super) fn duration_in(lang: Lang, seconds: f64) -> String {
    let minutes = (seconds.max(0.0) / 60.0) as u64;
    let (days, hours) = (minutes / 1440, minutes / 60 % 24);
    let plural = |n: u64, key: &str| tr!(lang, key, count = n);
    match (days, hours) {
        (0, 0) if minutes == 0 => tr!(lang, "duration-less-than-a-minute"),
        (0, 0) => plural(minutes, "duration-minutes"),
        (0, h) => plural(h, "duration-hours"),
        (d, 0) => plural(d, "duration-days"),
        (d, h) => format!(
            "{} {}",
            plural(d, "duration-days"),
            plural(h, "duration-hours")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(text: &str) -> DateTime<Utc> {
        parse_time(text).unwrap()
    }

    #[test]
    fn time_away_does_not_count() {
        let since = t("2026-12-01T00:00:00Z");
        let away = [(t("2026-12-02T00:00:00Z"), t("2026-12-05T00:00:00Z"))];
        let now = t("2026-12-06T00:00:00Z");
        assert_eq!(active_between(since, now, &away), Duration::days(2));
        assert_eq!(active_between(since, now, &[]), Duration::days(5));
        // Away began before the wait: only the overlap counts.
        let earlier = [(t("2026-11-30T00:00:00Z"), t("2026-12-01T12:00:00Z"))];
        assert_eq!(active_between(since, now, &earlier), Duration::hours(108));
        assert_eq!(
            after_active(since, Duration::days(2), &away),
            t("2026-12-06T00:00:00Z")
        );
        assert_eq!(
            after_active(since, Duration::hours(12), &away),
            t("2026-12-01T12:00:00Z")
        );
        assert_eq!(
            after_active(since, Duration::days(1), &earlier),
            t("2026-12-02T12:00:00Z")
        );
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
