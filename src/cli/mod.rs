//! The `labyrinth` binary's subcommands other than `play` and `discord`, one file per
//! concern (this module is the binary's, not the library's).

pub(crate) use super::{IdeologyArg, ScenarioArg, open_existing};

pub(crate) mod admin;
pub(crate) mod replay;
pub(crate) mod sim;
