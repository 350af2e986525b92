//! Registering `/lab` with Discord at start-up, in one of three modes, with retries: a bot
//! whose commands are not registered is online but silent, so a registration that still
//! fails after the retries stops the bot with a message that says what to check.
//!
//! Guild commands appear at once but only in that server (Discord does not offer them in
//! DMs); global commands appear everywhere the bot is, DMs with it included, within about
//! an hour the first time. `clear` removes the development server's own copy (the duplicate
//! `/lab` a server sees once the commands are also registered globally).

use std::str::FromStr;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::commands::create_commands;
use super::refusal::{MISSING_ACCESS, UNKNOWN_GUILD, refusal};

/// Registration attempts before giving up.
const ATTEMPTS: u32 = 5;

/// Where the commands are registered (`labyrinth discord --register MODE`).
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Register {
    /// In the development server (`DEV_GUILD_ID`) only: instant, not in DMs.
    Guild,
    /// Everywhere the bot is, DMs with it included.
    Global,
    /// Remove the development server's commands (or, without `DEV_GUILD_ID`, the global
    /// ones), then exit.
    Clear,
}

impl FromStr for Register {
    type Err = String;

    fn from_str(text: &str) -> Result<Register, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "guild" => Ok(Register::Guild),
            "global" => Ok(Register::Global),
            "clear" => Ok(Register::Clear),
            other => Err(format!(
                "{other:?} is not a registration mode: guild, global or clear"
            )),
        }
    }
}

impl Register {
    /// The mode to use: `chosen`, or by default `guild` with a development server and
    /// `global` without; `guild` needs the server.
    pub fn resolve(chosen: Option<Register>, dev_guild: Option<u64>) -> Result<Register, String> {
        match (chosen, dev_guild) {
            (Some(Register::Guild), None) => Err(
                "--register guild needs DEV_GUILD_ID (the server to register the commands in)"
                    .to_string(),
            ),
            (Some(mode), _) => Ok(mode),
            (None, Some(_)) => Ok(Register::Guild),
            (None, None) => Ok(Register::Global),
        }
    }
}

/// What the bot does once registration is done.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub(crate) enum After {
    Serve,
    Stop,
}

/// Register (or clear) the commands, retrying with a doubling back-off from `backoff`;
/// `Err` with what to check once every attempt failed.
pub(crate) async fn register(
    http: &serenity::Http,
    mode: Register,
    guild: Option<serenity::GuildId>,
    backoff: Duration,
) -> Result<After, String> {
    let mut delay = backoff;
    let mut attempt = 1;
    loop {
        let result = match (mode, guild) {
            (Register::Guild, Some(guild)) => {
                guild.set_commands(http, create_commands()).await.map(drop)
            }
            (Register::Guild, None) => return Err("no DEV_GUILD_ID to register in".to_string()),
            (Register::Global, _) => {
                serenity::Command::set_global_commands(http, create_commands())
                    .await
                    .map(drop)
            }
            (Register::Clear, Some(guild)) => guild.set_commands(http, Vec::new()).await.map(drop),
            (Register::Clear, None) => serenity::Command::set_global_commands(http, Vec::new())
                .await
                .map(drop),
        };
        match result {
            Ok(()) => {
                match (mode, guild) {
                    (Register::Guild, _) => {
                        tracing::info!(
                            "commands registered in the development server; they are not offered in DMs"
                        );
                    }
                    (Register::Global, _) => tracing::info!(
                        "commands registered globally (the first time, they can take up to an hour to appear)"
                    ),
                    (Register::Clear, Some(guild)) => {
                        tracing::info!(%guild, "the development server's commands are removed");
                    }
                    (Register::Clear, None) => tracing::info!("the global commands are removed"),
                }
                return Ok(if mode == Register::Clear {
                    After::Stop
                } else {
                    After::Serve
                });
            }
            Err(e) if attempt < ATTEMPTS => {
                tracing::warn!(
                    attempt,
                    "command registration failed: {e}; trying again in {delay:?}"
                );
                tokio::time::sleep(delay).await;
                delay *= 2;
                attempt += 1;
            }
            Err(e) => return Err(advice(&e, guild)),
        }
    }
}

/// Why registration failed and what to check.
fn advice(error: &serenity::Error, guild: Option<serenity::GuildId>) -> String {
    let server = match guild {
        Some(guild) => format!("server {guild} (DEV_GUILD_ID)"),
        None => "Discord".to_string(),
    };
    let what = match refusal(error) {
        Some((401, _)) => "Discord refused the bot token: check DISCORD_TOKEN".to_string(),
        Some((_, UNKNOWN_GUILD)) | Some((404, _)) => format!(
            "{server} is unknown: check that DEV_GUILD_ID is the server's id (right-click the server, Copy Server ID)"
        ),
        Some((_, MISSING_ACCESS)) | Some((403, _)) => format!(
            "{server} refused access: check that DEV_GUILD_ID is the right server, that the bot was invited to it, and that the invite had the `bot` and `applications.commands` scopes"
        ),
        Some((400, _)) => "Discord refused the commands as invalid (400): they are this build's `/lab` (`labyrinth discord --print-commands` prints them); report it with this line, and run the release before it meanwhile".to_string(),
        Some((429, _)) => "Discord is limiting how often the commands are registered (429): wait a few minutes before starting the bot again".to_string(),
        Some((status, _)) if status >= 500 => {
            "Discord had a server error: try again later (https://discordstatus.com)".to_string()
        }
        _ => "check the network connection to discord.com".to_string(),
    };
    format!(
        "command registration failed after {ATTEMPTS} attempts ({error}): {what}. Without its commands the bot would be online but silent, so it stops"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mode_defaults_by_development_server() {
        assert_eq!(Register::resolve(None, Some(1)), Ok(Register::Guild));
        assert_eq!(Register::resolve(None, None), Ok(Register::Global));
        assert_eq!(
            Register::resolve(Some(Register::Global), Some(1)),
            Ok(Register::Global)
        );
        assert!(Register::resolve(Some(Register::Guild), None).is_err());
        assert_eq!("Clear".parse(), Ok(Register::Clear));
        assert!("everywhere".parse::<Register>().is_err());
    }
}
