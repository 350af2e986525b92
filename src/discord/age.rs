//! How old an interaction is, from its id (a snowflake carries its creation time: API
//! reference, "Snowflakes"). Discord wants the first answer within 3 s ("Receiving and
//! Responding"), and after a gateway RESUME it replays the events missed meanwhile, some of
//! them past that: a command that can no longer be answered is not run, so no move is
//! committed that the player never sees acknowledged (they see "did not respond" and may
//! send it again).
//!
//! The age is read against this machine's clock, less the smallest age seen so far (the
//! clock's lead over Discord's, if any, plus the network's delay), so a clock a few seconds
//! ahead does not make every command look old. An id more than 15 minutes old (the token's
//! life) is not judged: the clock is wrong, or it is not Discord's.
//!
//! The first interaction after start-up sets that lead alone, and may be a replay (a
//! RESUME soon after starting): if it looks a second old or more its age is unsure, so it
//! is acknowledged before it is run, and not run if Discord no longer takes the
//! acknowledgement.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::time::{Duration, Instant};

/// The first answer must be sent by then, with a margin under Discord's 3 s.
pub(crate) const ANSWER_BY: Duration = Duration::from_millis(2500);
/// Discord's epoch (2015-01-01) in Unix milliseconds.
const DISCORD_EPOCH_MS: i64 = 1_420_070_400_000;
/// Ages beyond this are not judged.
const JUDGED_WITHIN_MS: i64 = 15 * 60 * 1000;
/// A first interaction this old or older may be a replay as well as a clock ahead.
const UNSURE_FROM_MS: i64 = 1000;

/// The smallest interaction age seen (milliseconds): the clock's lead and the network's delay.
pub(crate) struct Ages {
    least: AtomicI64,
}

impl Default for Ages {
    fn default() -> Ages {
        Ages {
            least: AtomicI64::new(i64::MAX),
        }
    }
}

/// An interaction's age as judged: `None` when not judged; `sure` unless it alone set the
/// clock's lead (the first one seen) and looks old.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Age {
    pub(crate) age: Option<Duration>,
    pub(crate) sure: bool,
    /// The raw age (milliseconds) this one took as the lead, to take back if it was late.
    set_lead: Option<i64>,
}

impl Ages {
    /// How long ago interaction `id` was made, as far as can be told.
    pub(crate) fn age(&self, id: u64) -> Age {
        let now = chrono::Utc::now().timestamp_millis();
        let Some(made) = i64::try_from(id >> 22).ok().map(|t| t + DISCORD_EPOCH_MS) else {
            return Age::default();
        };
        let age = now - made;
        if !(0..JUDGED_WITHIN_MS).contains(&age) {
            return Age {
                sure: true,
                ..Age::default()
            };
        }
        let before = self.least.fetch_min(age, Ordering::AcqRel);
        let least = before.min(age);
        Age {
            age: u64::try_from(age - least).ok().map(Duration::from_millis),
            sure: before != i64::MAX || age < UNSURE_FROM_MS,
            set_lead: (before == i64::MAX).then_some(age),
        }
    }

    /// An interaction judged unsure turned out too old to answer: it was no lead.
    pub(crate) fn too_old(&self, age: Age) {
        if let Some(lead) = age.set_lead {
            let _ =
                self.least
                    .compare_exchange(lead, i64::MAX, Ordering::AcqRel, Ordering::Acquire);
        }
    }
}

/// One interaction's clock: when its first answer is due, and whether it was given.
#[derive(Clone)]
pub(crate) struct Deadline {
    by: Instant,
    answered: Arc<AtomicBool>,
    sure: bool,
}

impl Deadline {
    /// The deadline of an interaction `age` old; `None` when it can no longer be answered.
    pub(crate) fn of(age: Age) -> Option<Deadline> {
        let left = ANSWER_BY.checked_sub(age.age.unwrap_or_default())?;
        Some(Deadline {
            by: Instant::now() + left,
            answered: Arc::default(),
            sure: age.sure,
        })
    }

    /// Whether the interaction must be acknowledged before it is run: its age is unsure.
    pub(crate) fn acknowledge_first(&self) -> bool {
        !self.sure
    }

    /// How long until the interaction must be deferred (if no answer is ready by then).
    pub(crate) fn defer_in(&self, defer_after: Duration) -> Duration {
        let left = self.by.saturating_duration_since(Instant::now());
        // `defer_after` of the 3 s, counted from the interaction's making.
        defer_after.saturating_sub(ANSWER_BY.saturating_sub(left))
    }

    /// The interaction has been answered (deferred): a command may commit at any time now.
    pub(crate) fn answered(&self) {
        self.answered.store(true, Ordering::Release);
    }

    /// Asked by the app before it commits: answered already, or still time to answer.
    pub(crate) fn gate(&self) -> crate::app::Gate {
        let (by, answered) = (self.by, Arc::clone(&self.answered));
        Box::new(move || answered.load(Ordering::Acquire) || Instant::now() < by)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(ago_ms: i64) -> u64 {
        let made = chrono::Utc::now().timestamp_millis() - ago_ms - DISCORD_EPOCH_MS;
        (made as u64) << 22
    }

    #[test]
    fn ages_are_judged_against_the_freshest_seen() {
        let ages = Ages::default();
        assert_eq!(ages.age(3003).age, None, "not a live snowflake");
        // A clock 3 s ahead: the first fresh interaction looks 3 s old, and sets the lead,
        // unsure (it may be a replay).
        let first = ages.age(id(3000));
        assert!(first.age.unwrap() < Duration::from_millis(50));
        assert!(!first.sure);
        let replayed = ages.age(id(9000));
        assert!(replayed.age.unwrap() > ANSWER_BY, "{replayed:?}");
        assert!(replayed.sure);
        assert_eq!(
            ages.age(id(20 * 60 * 1000)).age,
            None,
            "older than a token lives"
        );
    }

    #[test]
    fn a_first_interaction_too_old_to_answer_sets_no_lead() {
        let ages = Ages::default();
        // A replay after a RESUME is the first interaction seen: unsure, and found late.
        let replayed = ages.age(id(5000));
        assert!(!replayed.sure);
        ages.too_old(replayed);
        let fresh = ages.age(id(0));
        assert!(fresh.sure, "fresh by this clock");
        assert!(fresh.age.unwrap() < Duration::from_millis(50));
        assert!(ages.age(id(5000)).age.unwrap() > ANSWER_BY);
    }
}
