//! Reminders: when a decision has waited a game's reminder interval (time away not
//! counted), the player who must decide gets one reminder, then one per further interval,
//! at most [`REGULAR_REMINDERS`], and a last one the day before `claim` becomes possible.
//! Never to a muted player, never in the player's night ([`NIGHT_FROM`] to [`NIGHT_UNTIL`]
//! in their time zone). Each game's next reminder is kept in its `waits` row, rewritten with
//! every change of the game, so what is due is one indexed query; each reminder sent is
//! recorded with the row it moves on. Every rule takes `now`. README "Play-by-post:
//! reminders, time away, catching up" states the timings.

use std::str::FromStr;

use chrono::{DateTime, Duration, TimeZone, Timelike, Utc};
use chrono_tz::Tz;

use super::clock::{self, CLAIM_AFTER_DAYS, Period, duration_in};
use super::langs::{self, side_key};
use super::{CommandError, Msg, Outbound, manage, public, seat_of};
use crate::i18n::{Lang, names};
use crate::render;
use labyrinth_engine::{DecisionKind, Seat};

use crate::store::{
    GameRecord, GameTiming, Occupant, Status, StoreError, Tx, Wait, parse_time, time_text,
};
use crate::tr;

/// A game's reminder interval unless set otherwise.
pub const DEFAULT_EVERY: Duration = Duration::hours(24);
/// The shortest and longest interval a game may set.
pub const MIN_EVERY: Duration = Duration::hours(6);
pub const MAX_EVERY: Duration = Duration::days(7);
/// Reminders one per interval, before the last one.
pub const REGULAR_REMINDERS: i32 = 3;
/// A player's night, local hours: no reminder from `NIGHT_FROM`:00 to `NIGHT_UNTIL`:00.
pub const NIGHT_FROM: u32 = 22;
pub const NIGHT_UNTIL: u32 = 8;

type Reply = (Option<i64>, Vec<Outbound>);

/// A game's reminder interval.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum RemindEvery {
    Off,
    Every(Duration),
}

impl RemindEvery {
    fn seconds(self) -> i64 {
        match self {
            RemindEvery::Off => 0,
            RemindEvery::Every(every) => every.num_seconds(),
        }
    }
    fn from_seconds(seconds: i64) -> RemindEvery {
        if seconds <= 0 {
            RemindEvery::Off
        } else {
            RemindEvery::Every(Duration::seconds(seconds))
        }
    }
}

/// `off`, `6h`, `24 hours`, `2d`, `7 days`: an interval from 6 hours to 7 days.
pub fn parse_every(text: &str) -> Result<RemindEvery, Msg> {
    let text = text.trim().to_ascii_lowercase();
    if text == "off" {
        return Ok(RemindEvery::Off);
    }
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    let unit = text[digits.len()..].trim();
    let every = digits.parse::<i64>().ok().and_then(|n| match unit {
        "h" | "hour" | "hours" => Some(Duration::hours(n)),
        "d" | "day" | "days" => Some(Duration::days(n)),
        _ => None,
    });
    match every {
        Some(every) => check_every(every)
            .map(|()| RemindEvery::Every(every))
            .map_err(|_| Msg::new("reply-every-out-of-range").words("text", text.clone())),
        None => Err(Msg::new("reply-not-an-interval").words("text", format!("{text:?}"))),
    }
}

/// An interval from [`MIN_EVERY`] to [`MAX_EVERY`].
pub(super) fn check_every(every: Duration) -> Result<(), Msg> {
    if (MIN_EVERY..=MAX_EVERY).contains(&every) {
        Ok(())
    } else {
        Err(Msg::new("reply-every-range"))
    }
}

/// An IANA time zone (`Europe/Paris`).
pub fn zone(name: &str) -> Result<Tz, Msg> {
    Tz::from_str(name.trim())
        .map_err(|_| Msg::new("reply-not-a-zone").words("name", format!("{name:?}")))
}

/// Which reminder of a wait.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum ReminderKind {
    /// The `n`th of one per interval (1 to [`REGULAR_REMINDERS`]).
    Regular(i32),
    /// The day before `claim` becomes possible.
    ClaimTomorrow,
}

/// The waiting times at which a wait's reminders are due, in order.
fn thresholds(every: RemindEvery) -> Vec<(Duration, ReminderKind)> {
    let RemindEvery::Every(every) = every else {
        return Vec::new();
    };
    let last = Duration::days(i64::from(CLAIM_AFTER_DAYS) - 1);
    let mut out: Vec<_> = (1..=REGULAR_REMINDERS)
        .map(|n| (every * n, ReminderKind::Regular(n)))
        .filter(|(at, _)| *at < last)
        .collect();
    out.push((last, ReminderKind::ClaimTomorrow));
    out
}

/// `at`, or the end of the player's night if `at` falls in it.
pub(super) fn out_of_night(at: DateTime<Utc>, tz: Option<Tz>) -> DateTime<Utc> {
    let Some(tz) = tz else {
        return at;
    };
    let local = at.with_timezone(&tz);
    let day = match local.hour() {
        h if h >= NIGHT_FROM => local.date_naive().succ_opt(),
        h if h < NIGHT_UNTIL => Some(local.date_naive()),
        _ => return at,
    };
    day.and_then(|d| d.and_hms_opt(NIGHT_UNTIL, 0, 0))
        .and_then(|morning| tz.from_local_datetime(&morning).earliest())
        .map_or(at, |t| t.with_timezone(&Utc))
}

/// What the reminders of one wait depend on.
struct Context {
    every: RemindEvery,
    muted: bool,
    tz: Option<Tz>,
    away: Vec<Period>,
}

/// A game's timings: its own, or the defaults.
pub(super) fn timing(tx: &Tx<'_>, game: i64) -> Result<GameTiming, StoreError> {
    Ok(tx.game_timing(game)?.unwrap_or(GameTiming {
        remind_every: DEFAULT_EVERY.num_seconds(),
        away_days: clock::AWAY_DAYS_PER_GAME,
    }))
}

fn context(tx: &Tx<'_>, wait: &Wait) -> Result<Context, StoreError> {
    let settings = tx.player_settings(&wait.user)?;
    Ok(Context {
        every: RemindEvery::from_seconds(timing(tx, wait.game)?.remind_every),
        muted: settings.muted,
        tz: settings
            .timezone
            .as_deref()
            .and_then(|name| zone(name).ok()),
        away: clock::periods(&tx.away_periods(wait.game, &wait.user)?),
    })
}

/// When the wait's reminder after its first `sent` is due, if any.
fn next_at(since: DateTime<Utc>, sent: i64, context: &Context) -> Option<DateTime<Utc>> {
    if context.muted {
        return None;
    }
    let (at, _) = *thresholds(context.every).get(usize::try_from(sent).ok()?)?;
    Some(out_of_night(
        clock::after_active(since, at, &context.away),
        context.tz,
    ))
}

fn schedule(tx: &Tx<'_>, wait: &Wait) -> Result<Option<String>, StoreError> {
    let context = context(tx, wait)?;
    Ok(parse_time(&wait.since)
        .and_then(|since| next_at(since, wait.sent, &context))
        .map(time_text))
}

/// Recompute a game's next reminder (its interval, its player's settings or time away
/// changed).
pub(super) fn reschedule(tx: &Tx<'_>, game: i64) -> Result<(), StoreError> {
    if let Some(mut wait) = tx.wait(game)? {
        wait.next_at = schedule(tx, &wait)?;
        tx.set_wait(&wait)?;
    }
    Ok(())
}

/// After every save of a game: the decision it now waits for begins (its reminders from the
/// first), or it waits for no player (over, a free or computer seat, solitaire).
pub(super) fn after_save(tx: &Tx<'_>, game: &GameRecord) -> Result<(), StoreError> {
    let both_players = matches!(
        (&game.us, &game.jihadist),
        (Occupant::User(_), Occupant::User(_))
    );
    let waiting =
        manage::waiting_user(game).filter(|_| game.status == Status::Active && both_players);
    let Some((side, user)) = waiting else {
        return tx.clear_wait(game.id);
    };
    let since = tx
        .updated_at(game.id)?
        .unwrap_or_else(|| time_text(tx.now_utc()));
    let mut wait = Wait {
        game: game.id,
        user: user.to_string(),
        side,
        since,
        sent: 0,
        next_at: None,
    };
    wait.next_at = schedule(tx, &wait)?;
    tx.set_wait(&wait)
}

/// A reminder due: to `wait.user`, about game `wait.game`.
#[derive(Clone, Debug, PartialEq)]
pub struct Reminder {
    pub wait: Wait,
    /// Its number in the wait (from 1): recorded when sent.
    pub number: i64,
    /// When it fell due (a late one's own time, not the wait's first reminder's).
    pub due_at: String,
    pub kind: ReminderKind,
    /// The game's channel and server.
    pub channel: String,
    pub server: Option<String>,
    /// The message to the player, by DM (under Discord's limit): it may name the card they
    /// picked but have not played yet.
    pub text: String,
    /// The same reminder for the game's channel, when the player's DMs are closed: built
    /// from what the channel has seen, in the game's language.
    pub public_text: String,
}

/// A link to the channel: a mention Discord shows as a link, and its address when the
/// server is known (a DM shows no mention of a server channel); the name elsewhere.
pub(super) fn channel_link(channel: &str, server: Option<&str>) -> String {
    if channel.is_empty() || !channel.chars().all(|c| c.is_ascii_digit()) {
        return channel.to_string();
    }
    match server {
        Some(server) => format!("<#{channel}> (https://discord.com/channels/{server}/{channel})"),
        None => format!("<#{channel}>"),
    }
}

/// The reminder's texts: to the player it reaches, in their language, and to the channel
/// (posted there when the player's DMs are closed), in the game's, from what the channel
/// has seen: a card picked but not yet played is named only to the player.
fn reminder_texts(
    tx: &Tx<'_>,
    game: &GameRecord,
    wait: &Wait,
    kind: ReminderKind,
    waited: Duration,
) -> Result<(String, String), StoreError> {
    let reader = langs::reader_lang(tx, Some(game.id), &wait.user)?;
    let channel = langs::public_lang(tx, Some(game.id))?;
    let pending = game.state.pending();
    let asked = |lang| {
        pending
            .map(|d| render::question_lang(lang, &d.kind))
            .unwrap_or_else(|| tr!(lang, "reply-reminder-decide"))
    };
    let at_random = pending.is_some_and(|d| {
        render::drawn_at_random(&game.state.view(Seat::Observer), d.side)
            && matches!(d.kind, DecisionKind::CardUse { .. })
    });
    let public = pending
        .map(|d| render::public_question(channel, &d.kind, at_random))
        .unwrap_or_else(|| tr!(channel, "reply-reminder-decide"));
    Ok((
        reminder_text(reader, game, wait, kind, waited, asked(reader)),
        reminder_text(channel, game, wait, kind, waited, public),
    ))
}

/// A reminder in `lang` that says what is `asked`.
fn reminder_text(
    lang: Lang,
    game: &GameRecord,
    wait: &Wait,
    kind: ReminderKind,
    waited: Duration,
    asked: String,
) -> String {
    let about = tr!(
        lang,
        "reply-reminder-about",
        game = game.id,
        scenario = names::scenario(lang, game.spec.scenario),
        channel = channel_link(&game.channel, game.server.as_deref()),
        waited = duration_in(lang, waited.num_seconds() as f64),
        side = side_key(wait.side),
        asked = asked,
    );
    match kind {
        ReminderKind::Regular(_) => tr!(lang, "reply-reminder", about = about),
        // Sent late (the bot was down, a game imported): the claim is possible already.
        ReminderKind::ClaimTomorrow if waited >= Duration::days(i64::from(CLAIM_AFTER_DAYS)) => {
            tr!(
                lang,
                "reply-reminder-claimable",
                about = about,
                days = CLAIM_AFTER_DAYS
            )
        }
        ReminderKind::ClaimTomorrow => tr!(
            lang,
            "reply-reminder-last",
            about = about,
            days = CLAIM_AFTER_DAYS
        ),
    }
}

/// The reminders due at `now`, oldest first (nothing is sent or recorded).
pub(super) fn due(tx: &Tx<'_>, now: DateTime<Utc>) -> Result<Vec<Reminder>, StoreError> {
    let mut out = Vec::new();
    for wait in tx.due_waits(&time_text(now))? {
        let context = context(tx, &wait)?;
        let Some(since) = parse_time(&wait.since) else {
            continue;
        };
        if context.muted
            || context
                .tz
                .is_some_and(|tz| out_of_night(now, Some(tz)) != now)
        {
            continue;
        }
        let waited = clock::active_between(since, now, &context.away);
        let reached: Vec<_> = thresholds(context.every)
            .into_iter()
            .take_while(|(at, _)| waited >= *at)
            .collect();
        let Some(&(_, kind)) = reached.last().filter(|_| reached.len() as i64 > wait.sent) else {
            continue;
        };
        // A game that cannot be loaded sends no reminder (its players see it in /lab game list).
        let Ok(Some(game)) = tx.game(wait.game) else {
            continue;
        };
        let (text, public_text) = reminder_texts(tx, &game, &wait, kind, waited)?;
        let number = reached.len() as i64;
        let due_at = next_at(since, number - 1, &context).unwrap_or(now);
        out.push(Reminder {
            number,
            due_at: time_text(due_at),
            kind,
            channel: game.channel.clone(),
            server: game.server.clone(),
            text,
            public_text,
            wait,
        });
    }
    Ok(out)
}

/// Record `reminder` as sent at `now` and schedule the next one, in one transaction. `false`
/// (nothing changed) if it was already recorded or the game has moved on.
pub(super) fn mark_sent(
    tx: &Tx<'_>,
    reminder: &Reminder,
    now: DateTime<Utc>,
) -> Result<bool, StoreError> {
    let context = context(tx, &reminder.wait)?;
    let next = parse_time(&reminder.wait.since)
        .and_then(|since| next_at(since, reminder.number, &context))
        .map(time_text);
    tx.mark_reminder_sent(
        &reminder.wait,
        reminder.number,
        &time_text(now),
        next.as_deref(),
    )
}

/// `reminders every:…`: the channel's game's interval (either player).
pub(super) fn set_every(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    every: RemindEvery,
) -> Result<Reply, CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    store_every(tx, game.id, every)?;
    reschedule(tx, game.id)?;
    let lang = langs::public_lang(tx, Some(game.id))?;
    let text = tr!(
        lang,
        "reply-every-set",
        game = game.id,
        every = every_text(lang, every),
        user = user
    );
    Ok((Some(game.id), public(&text)))
}

/// Store a game's reminder interval (checked: off, or 6 hours to 7 days).
pub(super) fn store_every(tx: &Tx<'_>, game: i64, every: RemindEvery) -> Result<(), CommandError> {
    if let RemindEvery::Every(e) = every {
        check_every(e)?;
    }
    let mut timing = timing(tx, game)?;
    timing.remind_every = every.seconds();
    tx.set_game_timing(game, timing)?;
    Ok(())
}

/// "reminders are off", "a waiting player is reminded every 2 days".
pub(super) fn every_text(lang: Lang, every: RemindEvery) -> String {
    match every {
        RemindEvery::Off => tr!(lang, "reply-reminders-off"),
        RemindEvery::Every(e) => tr!(
            lang,
            "reply-reminded-every",
            every = duration_in(lang, e.num_seconds() as f64)
        ),
    }
}

/// The language of a setting's reply, outside any game: the user's own, else English.
fn user_lang(tx: &Tx<'_>, user: &str) -> Result<Lang, StoreError> {
    Ok(tx.user_language(user)?.unwrap_or_default())
}

fn private(user: &str, text: String) -> Vec<Outbound> {
    vec![Outbound::Private {
        user: user.to_string(),
        text,
    }]
}

/// Reschedule the reminders of every game waiting for `user`.
fn reschedule_user(tx: &Tx<'_>, user: &str) -> Result<(), StoreError> {
    for wait in tx.waits_of(user)? {
        reschedule(tx, wait.game)?;
    }
    Ok(())
}

/// `settings mute:…`: the sender's reminders off or on again, in every game.
pub(super) fn mute(tx: &Tx<'_>, user: &str, muted: bool) -> Result<Reply, CommandError> {
    let mut settings = tx.player_settings(user)?;
    settings.muted = muted;
    tx.set_player_settings(user, &settings)?;
    reschedule_user(tx, user)?;
    let lang = user_lang(tx, user)?;
    let text = tr!(
        lang,
        if muted {
            "reply-muted"
        } else {
            "reply-unmuted"
        }
    );
    Ok((None, private(user, text)))
}

/// `settings timezone:…`: the sender's time zone (`None`: none), so reminders skip their
/// night.
pub(super) fn set_timezone(
    tx: &Tx<'_>,
    user: &str,
    name: Option<&str>,
) -> Result<Reply, CommandError> {
    let tz = name.map(zone).transpose()?;
    let mut settings = tx.player_settings(user)?;
    settings.timezone = tz.map(|tz| tz.name().to_string());
    tx.set_player_settings(user, &settings)?;
    reschedule_user(tx, user)?;
    let lang = user_lang(tx, user)?;
    let text = match tz {
        Some(tz) => tr!(
            lang,
            "reply-timezone",
            zone = tz.name(),
            from = NIGHT_FROM,
            until = NIGHT_UNTIL
        ),
        None => tr!(lang, "reply-no-timezone"),
    };
    Ok((None, private(user, text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(text: &str) -> DateTime<Utc> {
        parse_time(text).unwrap()
    }

    #[test]
    fn intervals_are_off_or_six_hours_to_seven_days() {
        assert_eq!(parse_every("off"), Ok(RemindEvery::Off));
        assert_eq!(
            parse_every("6h"),
            Ok(RemindEvery::Every(Duration::hours(6)))
        );
        assert_eq!(
            parse_every("2 days"),
            Ok(RemindEvery::Every(Duration::days(2)))
        );
        assert_eq!(parse_every("7d"), Ok(RemindEvery::Every(Duration::days(7))));
        let refusal = |text| parse_every(text).unwrap_err().text(Lang::En);
        assert!(refusal("5h").contains("out of range"));
        assert!(refusal("8 days").contains("out of range"));
        assert!(refusal("soon").contains("not a reminder interval"));
    }

    #[test]
    fn three_reminders_then_the_day_before_claim() {
        let days = |every| -> Vec<i64> {
            thresholds(every)
                .iter()
                .map(|(at, _)| at.num_hours())
                .collect()
        };
        assert_eq!(days(RemindEvery::Every(DEFAULT_EVERY)), [24, 48, 72, 144]);
        // Those past the last one are dropped.
        assert_eq!(days(RemindEvery::Every(Duration::days(3))), [72, 144]);
        assert_eq!(days(RemindEvery::Every(Duration::days(7))), [144]);
        assert_eq!(days(RemindEvery::Off), Vec::<i64>::new());
    }

    #[test]
    fn no_reminder_in_the_night() {
        let paris = zone("Europe/Paris").unwrap();
        // 23:30 in Paris (22:30 UTC in winter) waits for 08:00 Paris.
        assert_eq!(
            out_of_night(t("2026-12-01T22:30:00Z"), Some(paris)),
            t("2026-12-02T07:00:00Z")
        );
        assert_eq!(
            out_of_night(t("2026-12-02T03:00:00Z"), Some(paris)),
            t("2026-12-02T07:00:00Z")
        );
        assert_eq!(
            out_of_night(t("2026-12-02T12:00:00Z"), Some(paris)),
            t("2026-12-02T12:00:00Z")
        );
        assert_eq!(
            out_of_night(t("2026-12-01T22:30:00Z"), None),
            t("2026-12-01T22:30:00Z")
        );
        assert!(
            zone("Mars/Olympus")
                .unwrap_err()
                .text(Lang::En)
                .contains("not a time zone")
        );
    }
}
