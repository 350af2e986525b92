//! The process's log, captured: the production logger (`discord::logger`) with every level
//! on, as `RUST_LOG=trace` would have it, writing into memory as the process's subscriber.
//! For the test binaries that run alone because they set it (`discord_token.rs`,
//! `discord_bodies.rs`).

use std::io::Write;
use std::sync::{Arc, Mutex};

/// What the process has logged since [`CapturedLog::install`].
#[derive(Clone, Default)]
pub struct CapturedLog(Arc<Mutex<Vec<u8>>>);

impl Write for CapturedLog {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl CapturedLog {
    /// Install the production logger at trace level, writing here (once per process).
    pub fn install() -> CapturedLog {
        let captured = CapturedLog::default();
        let writer = captured.clone();
        let logger = labyrinth_bot::discord::logger("trace", move || writer.clone(), false);
        tracing::subscriber::set_global_default(logger).unwrap();
        captured
    }

    /// Everything logged so far.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).to_string()
    }
}
