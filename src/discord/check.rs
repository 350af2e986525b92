//! `labyrinth discord --check` (issue "Run it as a service"): for an admin whose bot is
//! online but silent. With the token only, over Discord's REST API (no gateway login, so
//! it spends nothing of the daily login budget): is the token valid, which application and
//! bot user it is, are the commands registered where `DISCORD_REGISTER` says and the same
//! as the table (a hash of both), and, given a server and a channel, which of the needed
//! permissions ([`permissions::NEEDED`]) the bot lacks there. Every failure says what to do.

use poise::serenity_prelude as serenity;
use serde_json::Value;
use serenity::http::{LightMethod, Request, Route};
use serenity::{ApplicationId, ChannelId, GuildId, Permissions, UserId};

use super::permissions::{self, Overwrite};
use super::refusal::{MISSING_ACCESS, is};
use super::{Register, create_commands, no_mentions};

/// What to check.
pub struct CheckConfig {
    pub token: String,
    /// Where the commands should be registered, and the development server.
    pub register: Register,
    pub dev_guild: Option<u64>,
    /// A server and a channel in it to check the bot's permissions in.
    pub server: Option<u64>,
    pub channel: Option<u64>,
    /// The HTTP client (tests: one that reaches a fake Discord).
    pub http_client: Option<reqwest::Client>,
}

/// One line of the report: whether it is as it should be, and what it says.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct Finding {
    pub ok: bool,
    pub text: String,
}

fn ok(text: String) -> Finding {
    Finding { ok: true, text }
}

fn problem(text: String) -> Finding {
    Finding { ok: false, text }
}

/// Check everything; the report in order (any `ok: false` is a problem).
pub async fn check(config: CheckConfig) -> Vec<Finding> {
    let mut http =
        serenity::HttpBuilder::new(&config.token).default_allowed_mentions(no_mentions());
    if let Some(client) = config.http_client.clone() {
        http = http.client(client);
    }
    let http = http.build();
    let mut report = Vec::new();
    let user = match http.get_current_user().await {
        Ok(user) => user,
        Err(e) => {
            report.push(problem(format!(
                "Discord refused the token ({e}): in the Developer Portal, Bot → Reset Token, and put the new one in DISCORD_TOKEN"
            )));
            return report;
        }
    };
    report.push(ok(format!(
        "the token is valid: bot user {} ({})",
        user.name, user.id
    )));
    let application = match http.get_current_application_info().await {
        Ok(app) => app,
        Err(e) => {
            report.push(problem(format!("the application cannot be read: {e}")));
            return report;
        }
    };
    http.set_application_id(application.id);
    report.push(ok(format!(
        "application {} ({}); invite URL: {}",
        application.name,
        application.id,
        permissions::invite_url(application.id.get())
    )));
    report.push(commands(&http, application.id, &config).await);
    if let (Some(server), Some(channel)) = (config.server, config.channel) {
        report.extend(channel_permissions(&http, user.id, server, channel).await);
    }
    report
}

/// A GET of the REST API as JSON.
async fn get(
    http: &serenity::Http,
    route: Route<'_>,
    params: Option<Vec<(&'static str, String)>>,
) -> Result<Value, serenity::Error> {
    let response = http
        .request(Request::new(route, LightMethod::Get).params(params))
        .await?;
    let bytes = response
        .bytes()
        .await
        .map_err(|e| serenity::Error::Http(serenity::HttpError::Request(e)))?;
    serde_json::from_slice(&bytes).map_err(serenity::Error::Json)
}

/// Are the commands registered where they should be, and the table's?
async fn commands(http: &serenity::Http, app: ApplicationId, config: &CheckConfig) -> Finding {
    let localized = Some(vec![("with_localizations", "true".to_string())]);
    let (where_, fetched) = match (config.register, config.dev_guild) {
        (Register::Guild, Some(guild)) => (
            format!("in the development server {guild}"),
            get(
                http,
                Route::GuildCommands {
                    application_id: app,
                    guild_id: GuildId::new(guild),
                },
                localized,
            )
            .await,
        ),
        (Register::Clear, _) => {
            return ok("DISCORD_REGISTER is clear: no commands to check".to_string());
        }
        _ => (
            "globally".to_string(),
            get(
                http,
                Route::Commands {
                    application_id: app,
                },
                localized,
            )
            .await,
        ),
    };
    let registered = match fetched {
        Ok(registered) => registered,
        Err(e) if is(&e, MISSING_ACCESS) => {
            return problem(format!(
                "the commands {where_} cannot be read ({e}): invite the bot with the applications.commands scope (the invite URL above)"
            ));
        }
        Err(e) => return problem(format!("the commands {where_} cannot be read: {e}")),
    };
    let Ok(table) = serde_json::to_value(create_commands()) else {
        return problem("the command table cannot be encoded".to_string());
    };
    let (want, have) = (schema_hash(&table), schema_hash(&registered));
    let count = registered.as_array().map_or(0, Vec::len);
    if count == 0 {
        problem(format!(
            "/lab is not registered {where_}: start the bot (it registers the commands at start-up) and read its log"
        ))
    } else if want == have {
        ok(format!(
            "/lab is registered {where_} and matches the table (hash {want:016x})"
        ))
    } else {
        problem(format!(
            "/lab registered {where_} is stale (hash {have:016x}, the table's {want:016x}): restart the bot with this version, which registers it again"
        ))
    }
}

/// The fields of a command schema that say what users see, in a canonical form: what
/// Discord adds (ids, versions) and leaves out (false, empty) does not count.
fn canonical(value: &Value) -> Value {
    const KEPT: &[&str] = &[
        "name",
        "description",
        "type",
        "options",
        "choices",
        "required",
        "autocomplete",
        "min_value",
        "max_value",
        "min_length",
        "max_length",
        "value",
        "name_localizations",
        "description_localizations",
        "contexts",
        "integration_types",
    ];
    match value {
        Value::Array(items) => Value::Array(items.iter().map(canonical).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(key, _)| KEPT.contains(&key.as_str()))
                .filter(|(_, v)| !is_blank(v))
                .map(|(key, v)| (key.clone(), canonical(v)))
                .collect(),
        ),
        Value::Number(n) => n
            .as_f64()
            .and_then(serde_json::Number::from_f64)
            .map_or_else(|| value.clone(), Value::Number),
        other => other.clone(),
    }
}

fn is_blank(value: &Value) -> bool {
    match value {
        Value::Null | Value::Bool(false) => true,
        Value::Array(items) => items.is_empty(),
        Value::Object(map) => map.is_empty(),
        _ => false,
    }
}

/// FNV-1a of the canonical schema's JSON (its object keys are sorted).
pub fn schema_hash(schema: &Value) -> u64 {
    canonical(schema)
        .to_string()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}

fn bits(value: &Value) -> Permissions {
    let bits = match value {
        Value::String(text) => text.parse().unwrap_or(0),
        Value::Number(n) => n.as_u64().unwrap_or(0),
        _ => 0,
    };
    Permissions::from_bits_truncate(bits)
}

fn id(value: &Value) -> u64 {
    value.as_str().and_then(|t| t.parse().ok()).unwrap_or(0)
}

/// Which needed permissions the bot lacks in `channel` of `server`.
async fn channel_permissions(
    http: &serenity::Http,
    bot: UserId,
    server: u64,
    channel: u64,
) -> Vec<Finding> {
    let guild = GuildId::new(server.max(1));
    let member = get(
        http,
        Route::GuildMember {
            guild_id: guild,
            user_id: bot,
        },
        None,
    )
    .await;
    let member = match member {
        Ok(member) => member,
        Err(e) => {
            return vec![problem(format!(
                "the bot is not in server {server} ({e}): invite it with the invite URL above"
            ))];
        }
    };
    let (roles, channel_json) = (
        get(http, Route::GuildRoles { guild_id: guild }, None).await,
        get(
            http,
            Route::Channel {
                channel_id: ChannelId::new(channel.max(1)),
            },
            None,
        )
        .await,
    );
    let (roles, channel_json) = match (roles, channel_json) {
        (Ok(roles), Ok(channel)) => (roles, channel),
        (Err(e), _) | (_, Err(e)) => {
            return vec![problem(format!(
                "channel {channel} of server {server} cannot be read ({e}): check the ids, and that the bot can View Channels there"
            ))];
        }
    };
    let mine: Vec<u64> = member["roles"]
        .as_array()
        .into_iter()
        .flatten()
        .map(id)
        .collect();
    let all_roles: Vec<(u64, Permissions)> = roles
        .as_array()
        .into_iter()
        .flatten()
        .map(|r| (id(&r["id"]), bits(&r["permissions"])))
        .collect();
    let everyone = all_roles
        .iter()
        .find(|(role, _)| *role == server)
        .map_or(Permissions::empty(), |(_, p)| *p);
    let held: Vec<(u64, Permissions)> = all_roles
        .into_iter()
        .filter(|(role, _)| mine.contains(role))
        .collect();
    let overwrites: Vec<Overwrite> = channel_json["permission_overwrites"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| Overwrite {
            id: id(&o["id"]),
            member: o["type"].as_u64() == Some(1),
            allow: bits(&o["allow"]),
            deny: bits(&o["deny"]),
        })
        .collect();
    let have = permissions::in_channel(server, bot.get(), everyone, &held, &overwrites);
    let missing = permissions::missing(have, permissions::needed());
    if missing.is_empty() {
        return vec![ok(format!(
            "in channel {channel} the bot has every permission it needs"
        ))];
    }
    missing
        .into_iter()
        .map(|(_, key)| {
            let what = crate::tr!(crate::i18n::Lang::En, key);
            problem(format!(
                "in channel {channel} the bot cannot {what}: grant it to the bot's role (Server Settings → Roles) or in the channel's Permissions"
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_ignores_what_discord_adds_and_omits() {
        let table = serde_json::to_value(create_commands()).unwrap();
        let mut registered = table.clone();
        registered[0]["id"] = serde_json::json!("123");
        registered[0]["version"] = serde_json::json!("456");
        registered[0]["nsfw"] = serde_json::json!(false);
        assert_eq!(schema_hash(&table), schema_hash(&registered));
        registered[0]["description"] = serde_json::json!("something else");
        assert_ne!(schema_hash(&table), schema_hash(&registered));
    }
}
