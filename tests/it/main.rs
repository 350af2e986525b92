//! The integration tests, one crate (one link of the bot, its SQLite, serenity and resvg):
//! one module per area. Tests that need a process of their own (a global log subscriber)
//! are the separate binaries beside this folder.

#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests fail loudly")]

mod common;
mod discord_fake;

mod adjust;
mod app;
mod backup_check;
mod broken;
mod catchup;
mod claim_computer;
mod cli;
mod computer_us;
mod concurrency;
mod corruptions;
mod crash;
mod discord_check;
mod discord_claim;
mod discord_commands;
mod discord_delivery;
mod discord_export;
mod discord_faults;
mod discord_gateway;
mod discord_permissions;
mod discord_play_by_post;
mod discord_reminders;
mod discord_report;
mod discord_rollback;
mod discord_rules;
mod discord_schema;
mod discord_service;
mod discord_solitaire_dm;
mod discord_solitaire_jihadist;
mod export;
mod floors;
mod hidden_cards;
mod hint;
mod i18n;
mod i18n_tidy;
mod imported_log;
mod input_limits;
mod languages;
mod manage;
mod map;
mod migrations;
mod names;
mod narration_order;
mod play_by_post;
mod played;
mod policy_tidy;
mod probing;
mod quick_start;
mod readonly;
mod reminder_words;
mod render;
mod render_travel;
mod report;
mod rollback;
mod ru_app;
mod ru_board;
mod ru_commands;
mod ru_discord;
mod ru_play;
mod ru_replies;
mod ru_terminal;
mod seeds;
mod sim;
mod solitaire_terminal;
mod storage;
mod surface;
mod travel_prompts;
mod twins;
mod undo;
mod us_view;
