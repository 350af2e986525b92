//! The interactions the gateway delivers (INTERACTION_CREATE), built as Discord builds them
//! ("Interaction Object"): a slash command, an autocomplete, a button or menu press, in the
//! test channel, a thread of it or a DM.

use serde_json::{Value, json};

use super::{APP_ID, CHANNEL_ID, GUILD_ID, dm_channel, permission, user};

pub(crate) fn member(user_id: &str, permissions: &str) -> Value {
    json!({"user": user(user_id, &format!("player{}", &user_id[user_id.len() - 2..]), false),
           "roles": [], "joined_at": "2025-01-01T00:00:00.000000+00:00", "deaf": false,
           "mute": false, "flags": 0, "pending": false, "permissions": permissions})
}

/// The same interaction from a member with `permissions` (e.g. a server admin).
pub fn with_permissions(mut payload: Value, permissions: u64) -> Value {
    payload["member"]["permissions"] = json!(permissions.to_string());
    payload
}

fn interaction_base(id: &str, kind: u8, user_id: &str, data: Value) -> Value {
    let member = member(user_id, &permission::MEMBER.to_string());
    json!({
        "id": id, "application_id": APP_ID, "type": kind, "token": format!("itoken-{id}"),
        "version": 1, "data": data, "guild_id": GUILD_ID, "channel_id": CHANNEL_ID,
        "channel": {"id": CHANNEL_ID, "type": 0, "name": "general"},
        "member": member, "locale": "en-GB", "guild_locale": "en-US",
        "app_permissions": permission::BOT.to_string(), "entitlements": [], "attachment_size_limit": 10485760,
        "authorizing_integration_owners": {"0": GUILD_ID}, "context": 0
    })
}

/// The options of `/lab <sub>`: `sub` is a subcommand (`play`) or a group and its
/// subcommand (`game new`, type 2 around type 1).
fn subcommand(sub: &str, options: Value) -> Value {
    match sub.split_once(' ') {
        Some((group, name)) => json!([{"name": group, "type": 2, "options":
            [{"name": name, "type": 1, "options": options}]}]),
        None => json!([{"name": sub, "type": 1, "options": options}]),
    }
}

/// `/lab <sub> <options>` typed by `user_id` in the test channel (`sub`: `play`, `game new`).
pub fn slash(id: &str, user_id: &str, sub: &str, options: Value) -> Value {
    interaction_base(
        id,
        2,
        user_id,
        json!({"id": "930000000000000001", "name": "lab", "type": 1,
               "options": subcommand(sub, options)}),
    )
}

/// Autocomplete of `/lab <sub>` with the focused option `focused` typed so far as `partial`.
pub fn autocomplete(id: &str, user_id: &str, sub: &str, focused: &str, partial: &str) -> Value {
    interaction_base(
        id,
        4,
        user_id,
        json!({"id": "930000000000000001", "name": "lab", "type": 1,
               "options": subcommand(sub, json!([
                   {"name": focused, "type": 3, "value": partial, "focused": true}]))}),
    )
}

/// An autocomplete request with other options already filled in (`others`, a JSON array).
pub fn autocomplete_with(
    id: &str,
    user_id: &str,
    sub: &str,
    focused: &str,
    partial: &str,
    others: Value,
) -> Value {
    let mut options = others.as_array().cloned().unwrap_or_default();
    options.push(json!({"name": focused, "type": 3, "value": partial, "focused": true}));
    interaction_base(
        id,
        4,
        user_id,
        json!({"id": "930000000000000001", "name": "lab", "type": 1,
               "options": subcommand(sub, Value::Array(options))}),
    )
}

/// A press on a button (`values` empty) or a choice in a select menu of a bot message.
pub fn press(id: &str, user_id: &str, custom_id: &str, values: &[&str], on: Value) -> Value {
    let data = if values.is_empty() {
        json!({"custom_id": custom_id, "component_type": 2})
    } else {
        json!({"custom_id": custom_id, "component_type": 3, "values": values})
    };
    let mut payload = interaction_base(id, 3, user_id, data);
    payload["message"] = on;
    payload
}

/// The same interaction sent from thread `thread` of the test channel: Discord gives the
/// thread's id as `channel_id` and a `channel` of type 11 (PUBLIC_THREAD).
pub fn in_thread(mut payload: Value, thread_id: &str) -> Value {
    payload["channel_id"] = json!(thread_id);
    payload["channel"] = json!({"id": thread_id, "type": 11, "name": "Labyrinth #1",
        "parent_id": CHANNEL_ID, "permissions": permission::MEMBER.to_string(),
        "thread_metadata": {"archived": false, "auto_archive_duration": 10080,
                            "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
                            "locked": false}});
    payload
}

/// The same interaction sent in `user_id`'s DM with the bot: no guild, `user` instead of
/// `member`, the DM channel (type 1), the bot-DM context.
pub fn in_dm(mut payload: Value, user_id: &str) -> Value {
    let channel = dm_channel(user_id);
    let object = payload.as_object_mut().unwrap();
    object.remove("guild_id");
    object.remove("guild_locale");
    object.remove("member");
    object.insert("user".into(), user(user_id, "player", false));
    object.insert("channel_id".into(), json!(channel));
    object.insert("channel".into(), json!({"id": channel, "type": 1}));
    object.insert("context".into(), json!(1));
    object.insert(
        "authorizing_integration_owners".into(),
        json!({"0": GUILD_ID}),
    );
    if let Some(message) = object.get_mut("message") {
        message["channel_id"] = json!(channel);
    }
    payload
}
