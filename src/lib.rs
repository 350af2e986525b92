//! `labyrinth-bot`: the product around the rules engine.
//!
//! A typed [`app::Command`] from a user in a channel becomes engine actions; the
//! [`store`] commits them with the new state in one transaction; [`render`] turns views and
//! viewed log entries into text; [`discord`] and [`terminal`] call the same `app`.

pub mod app;
pub mod discord;
pub mod i18n;
pub mod render;
pub mod sim;
pub mod store;
pub mod surface;
pub mod terminal;
