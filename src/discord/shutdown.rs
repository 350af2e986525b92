//! Stopping without losing a message (issue "Run it as a service"): on SIGTERM or Ctrl-C
//! the bot takes no new interaction (each is told the bot is restarting), lets the work in
//! flight finish and deliver for at most [`DRAIN`], writes its bookkeeping, closes the
//! gateway and returns; the database closes with the app. What was still owed is sent at the
//! next start (`outbox.rs`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

/// How long in-flight work may take to finish after a stop is asked: within Docker's 10 s
/// before it kills, and the unit's `TimeoutStopSec` (deploy/labyrinth.service).
pub const DRAIN: Duration = Duration::from_secs(8);

/// Whether the bot is stopping, and the work in flight.
#[derive(Default)]
pub(crate) struct Shutdown {
    closing: AtomicBool,
    in_flight: AtomicUsize,
    idle: Notify,
}

/// One piece of work in flight; done when dropped.
pub(crate) struct Working(Arc<Shutdown>);

impl Drop for Working {
    fn drop(&mut self) {
        if self.0.in_flight.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Shutdown {
    /// Start a piece of work; `None` once the bot is stopping.
    pub(crate) fn enter(self: &Arc<Self>) -> Option<Working> {
        self.in_flight.fetch_add(1, Ordering::AcqRel);
        let working = Working(Arc::clone(self));
        (!self.closing.load(Ordering::Acquire)).then_some(working)
    }

    pub(crate) fn closing(&self) -> bool {
        self.closing.load(Ordering::Acquire)
    }

    /// Take no new work and wait for the work in flight, at most `bound`; whether it all
    /// finished.
    pub(crate) async fn drain(&self, bound: Duration) -> bool {
        self.closing.store(true, Ordering::Release);
        let idle = async {
            loop {
                let notified = self.idle.notified();
                if self.in_flight.load(Ordering::Acquire) == 0 {
                    return;
                }
                notified.await;
            }
        };
        tokio::time::timeout(bound, idle).await.is_ok()
    }
}

/// Resolves on Ctrl-C or SIGTERM (a service manager's stop: systemd, Docker).
pub(crate) async fn signalled() {
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = terminated() => {}
    }
}

/// Resolves on SIGTERM (never where there is no such signal).
async fn terminated() {
    #[cfg(unix)]
    if let Ok(mut signal) =
        tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
    {
        signal.recv().await;
        return;
    }
    std::future::pending::<()>().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_stop_waits_for_work_in_flight_and_refuses_new_work() {
        let shutdown = Arc::new(Shutdown::default());
        let working = shutdown.enter().unwrap();
        let waiting = Arc::clone(&shutdown);
        let drained = tokio::spawn(async move { waiting.drain(Duration::from_secs(5)).await });
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(shutdown.enter().is_none(), "no new work once stopping");
        drop(working);
        assert!(drained.await.unwrap(), "drained once the work ended");
        let stuck = Arc::new(Shutdown::default());
        let _working = stuck.enter().unwrap();
        assert!(!stuck.drain(Duration::from_millis(30)).await, "bounded");
    }
}
