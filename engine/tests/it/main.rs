//! The engine's integration tests, one crate: one module per area. The rules fixtures
//! (one test each) and the release-built solitaire games are binaries of their own.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests fail loudly")]

#[path = "../files/mod.rs"]
mod files;

mod adjust;
mod bot_reasons;
mod bot_sight;
mod choice_counts;
mod errors;
mod game_end;
mod imports;
mod log_results;
mod no_operation;
mod properties;
mod readme;
mod saves;
mod tidy;
