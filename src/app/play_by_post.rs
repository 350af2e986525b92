//! The play-by-post commands (reminders, settings, time away, catching up) and the app
//! functions the bot's background task and `labyrinth reminders` call.

use chrono::{DateTime, Utc};

use super::away::{self, AwayFor};
use super::catchup::{self, Catchup};
use super::reminders::{self, RemindEvery, Reminder};
use super::{App, CommandError, Outbound};
use crate::store::{StoreError, Tx};

/// A play-by-post command, in the channel it is sent from.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum PlayByPost {
    /// The channel's game's reminder interval (either player).
    Reminders(RemindEvery),
    /// The channel's game's time away allowed per player, in days (either player).
    AwayDays(i64),
    /// The sender's reminders off (`true`) or on, in every game.
    Mute(bool),
    /// The sender's IANA time zone (`None`: none).
    TimeZone(Option<String>),
    /// The sender is away from the channel's game.
    Away(AwayFor),
    /// The sender is back early.
    Back,
    /// The sender's summary of what happened since their last decision (reads only).
    Catchup,
    /// The channel's game's language (either player).
    Language(crate::i18n::Lang),
}

impl PlayByPost {
    /// See [`Command::writes`](super::Command::writes).
    pub(super) fn writes(&self) -> bool {
        match self {
            PlayByPost::Catchup => false,
            PlayByPost::Reminders(_)
            | PlayByPost::AwayDays(_)
            | PlayByPost::Mute(_)
            | PlayByPost::TimeZone(_)
            | PlayByPost::Away(_)
            | PlayByPost::Back
            | PlayByPost::Language(_) => true,
        }
    }
}

type Reply = (Option<i64>, Vec<Outbound>);

/// A command that changes something (all but `Catchup`).
pub(super) fn run(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    command: &PlayByPost,
) -> Result<Reply, CommandError> {
    match command {
        PlayByPost::Reminders(every) => reminders::set_every(tx, channel, user, *every),
        PlayByPost::AwayDays(days) => away::set_away_days(tx, channel, user, *days),
        PlayByPost::Mute(muted) => reminders::mute(tx, user, *muted),
        PlayByPost::TimeZone(zone) => reminders::set_timezone(tx, user, zone.as_deref()),
        PlayByPost::Language(lang) => super::langs::set_game_language(tx, channel, user, *lang),
        PlayByPost::Away(length) => away::away(tx, channel, user, length),
        PlayByPost::Back => away::back(tx, channel, user),
        PlayByPost::Catchup => Ok((None, catchup_reply(tx, channel, user)?)),
    }
}

/// `catchup` as a message: the summary with the board picture, privately.
pub(super) fn catchup_reply(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
) -> Result<Vec<Outbound>, CommandError> {
    let catchup = catchup::catchup(tx, channel, user)?;
    Ok(vec![Outbound::PrivateBoard {
        user: catchup.user,
        text: catchup.text,
        map: catchup.map,
    }])
}

impl App {
    /// The reminders due at `now`, oldest first; nothing is sent or recorded.
    pub fn due_reminders(&mut self, now: DateTime<Utc>) -> Result<Vec<Reminder>, StoreError> {
        let tx = self.store.read()?;
        reminders::due(&tx, now)
    }

    /// Record `reminder` as sent at `now` and schedule the wait's next one, in one
    /// transaction: `false` (nothing changed) if it was recorded before or its game has
    /// moved on, so a restart never sends it again.
    pub fn reminder_sent(
        &mut self,
        reminder: &Reminder,
        now: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let tx = self.store.begin()?;
        let marked = reminders::mark_sent(&tx, reminder, now)?;
        tx.commit()?;
        Ok(marked)
    }

    /// Send what is due at `now`: each reminder through `deliver` (`true`: delivered), then
    /// recorded. Returns the reminders delivered and recorded.
    pub fn send_reminders(
        &mut self,
        now: DateTime<Utc>,
        mut deliver: impl FnMut(&Reminder) -> bool,
    ) -> Result<Vec<Reminder>, StoreError> {
        let mut sent = Vec::new();
        for reminder in self.due_reminders(now)? {
            if deliver(&reminder) && self.reminder_sent(&reminder, now)? {
                sent.push(reminder);
            }
        }
        Ok(sent)
    }

    /// The reminders due now for the games in `channel`, as private messages, recorded as
    /// sent (the terminal prints them when a command is typed: its players are all there).
    pub fn reminders_in(&mut self, channel: &str) -> Result<Vec<Outbound>, StoreError> {
        let now = self.store.now();
        let sent = self.send_reminders(now, |reminder| reminder.channel == channel)?;
        Ok(sent
            .into_iter()
            .map(|reminder| Outbound::Private {
                user: reminder.wait.user,
                text: reminder.text,
            })
            .collect())
    }

    /// The sender's catch-up on the channel's game: the message and the board picture.
    pub fn catchup(&mut self, channel: &str, user: &str) -> Result<Catchup, CommandError> {
        let tx = self.store.read()?;
        catchup::catchup(&tx, channel, user)
    }

    /// Run every later command at `now` instead of the system clock (`None`: the clock).
    pub fn set_clock(&mut self, now: Option<DateTime<Utc>>) {
        self.store.set_clock(now);
    }
}
