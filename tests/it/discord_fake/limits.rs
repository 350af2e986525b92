//! Discord's documented limits on what a request carries, checked on every request the fake
//! receives, so every test against it proves the bot keeps within them. A body past one is
//! refused with 400 50035 Invalid Form Body naming the field ("JSON Error Codes"):
//!
//! - "Create Message": content 2,000 characters; 10 embeds;
//! - "Embed Limits": title 256, description 4,096, 25 fields (name 256, value 1,024),
//!   footer text 2,048, author name 256, and 6,000 characters across all of a message's
//!   embeds;
//! - "Component Reference": 5 action rows a message, each 5 buttons or one select menu;
//!   `custom_id` 100 characters, a button's label 80, a select's placeholder 150, 1 to 25
//!   options (label, value, description 100 each), `min_values`/`max_values` at most 25;
//! - "Autocomplete": 25 choices at most, each name 1 to 100 characters, a string value 100;
//! - "Start Thread without Message" / "Modify Channel": a channel name 1 to 100 characters;
//! - "Uploading Files": a file over the upload limit (`attachment_size_limit`, 10 MiB where
//!   the server has no boost) is refused with 413 40005 Request entity too large.

use serde_json::{Value, json};

use super::rules::Answer;

/// Discord's message length limit.
pub const CONTENT_LIMIT: usize = 2000;
/// The upload limit of a server without boosts (an interaction's `attachment_size_limit`).
pub const FILE_LIMIT: usize = 10 * 1024 * 1024;

fn invalid(field: &str, rule: &str) -> Answer {
    (
        400,
        Vec::new(),
        json!({"message": format!("Invalid Form Body ({field}: {rule})"), "code": 50035}),
    )
}

fn length(value: &Value) -> usize {
    value.as_str().map_or(0, |s| s.chars().count())
}

/// `value` at `field` longer than `max` characters.
fn too_long(value: &Value, field: &str, max: usize) -> Result<(), Answer> {
    if length(value) > max {
        return Err(invalid(
            field,
            &format!("Must be {max} or fewer in length."),
        ));
    }
    Ok(())
}

fn too_many<'a>(items: &'a Value, field: &str, max: usize) -> Result<&'a [Value], Answer> {
    let items = items.as_array().map_or(&[][..], Vec::as_slice);
    if items.len() > max {
        return Err(invalid(
            field,
            &format!("Must be {max} or fewer in length."),
        ));
    }
    Ok(items)
}

/// A request's body past one of Discord's limits: the refusal.
pub fn refuse(method: &str, segments: &[&str], body: &Value) -> Option<Answer> {
    let checked = match (method, segments) {
        ("POST", ["channels", _, "messages"])
        | ("PATCH", ["channels", _, "messages", _])
        | ("POST", ["webhooks", _, _])
        | ("PATCH", ["webhooks", _, _, "messages", _]) => message(body),
        ("POST", ["interactions", _, _, "callback"]) => match body["type"].as_u64() {
            Some(4 | 7) => message(&body["data"]),
            Some(8) => choices(&body["data"]["choices"]),
            _ => Ok(()),
        },
        ("POST", ["channels", _, "threads"]) | ("PATCH", ["channels", _]) => name(&body["name"]),
        _ => Ok(()),
    };
    checked.err()
}

/// A file past the upload limit: 413 40005.
pub fn refuse_files(files: &[(String, Vec<u8>)]) -> Option<Answer> {
    files
        .iter()
        .any(|(_, bytes)| bytes.len() > FILE_LIMIT)
        .then(|| {
            (
                413,
                Vec::new(),
                json!({"message": "Request entity too large", "code": 40005}),
            )
        })
}

fn name(name: &Value) -> Result<(), Answer> {
    if name.is_null() {
        return Ok(());
    }
    if length(name) == 0 {
        return Err(invalid("name", "Must be between 1 and 100 in length."));
    }
    too_long(name, "name", 100)
}

fn message(body: &Value) -> Result<(), Answer> {
    too_long(&body["content"], "content", CONTENT_LIMIT)?;
    embeds(&body["embeds"])?;
    components(&body["components"])
}

fn embeds(embeds: &Value) -> Result<(), Answer> {
    let mut total = 0;
    for (i, embed) in too_many(embeds, "embeds", 10)?.iter().enumerate() {
        let at = |key: &str| format!("embeds.{i}.{key}");
        let texts: [(&Value, String, usize); 4] = [
            (&embed["title"], at("title"), 256),
            (&embed["description"], at("description"), 4096),
            (&embed["footer"]["text"], at("footer.text"), 2048),
            (&embed["author"]["name"], at("author.name"), 256),
        ];
        for (text, field, max) in texts {
            too_long(text, &field, max)?;
            total += length(text);
        }
        for (j, field) in too_many(&embed["fields"], &at("fields"), 25)?
            .iter()
            .enumerate()
        {
            too_long(&field["name"], &at(&format!("fields.{j}.name")), 256)?;
            too_long(&field["value"], &at(&format!("fields.{j}.value")), 1024)?;
            total += length(&field["name"]) + length(&field["value"]);
        }
    }
    if total > 6000 {
        return Err(invalid("embeds", "Embed size exceeds maximum size of 6000"));
    }
    Ok(())
}

fn components(rows: &Value) -> Result<(), Answer> {
    for (i, row) in too_many(rows, "components", 5)?.iter().enumerate() {
        let at = |key: &str| format!("components.{i}.{key}");
        let items = too_many(&row["components"], &at("components"), 5)?;
        if items.is_empty() {
            return Err(invalid(
                &at("components"),
                "Must be between 1 and 5 in length.",
            ));
        }
        let selects = items
            .iter()
            .filter(|c| c["type"].as_u64() != Some(2))
            .count();
        if selects > 0 && items.len() > 1 {
            return Err(invalid(
                &at("components"),
                "A select menu must be alone in its row.",
            ));
        }
        for (j, item) in items.iter().enumerate() {
            component(item, &at(&format!("components.{j}")))?;
        }
    }
    Ok(())
}

fn component(item: &Value, at: &str) -> Result<(), Answer> {
    let field = |key: &str| format!("{at}.{key}");
    too_long(&item["custom_id"], &field("custom_id"), 100)?;
    too_long(&item["label"], &field("label"), 80)?;
    too_long(&item["placeholder"], &field("placeholder"), 150)?;
    for key in ["min_values", "max_values"] {
        if item[key].as_u64().is_some_and(|n| n > 25) {
            return Err(invalid(&field(key), "Must be 25 or fewer."));
        }
    }
    if item["type"].as_u64() == Some(3) {
        let options = too_many(&item["options"], &field("options"), 25)?;
        if options.is_empty() {
            return Err(invalid(
                &field("options"),
                "Must be between 1 and 25 in length.",
            ));
        }
        for (k, option) in options.iter().enumerate() {
            for key in ["label", "value", "description"] {
                too_long(&option[key], &field(&format!("options.{k}.{key}")), 100)?;
            }
        }
    }
    Ok(())
}

fn choices(choices: &Value) -> Result<(), Answer> {
    for (i, choice) in too_many(choices, "choices", 25)?.iter().enumerate() {
        if length(&choice["name"]) == 0 {
            return Err(invalid(
                &format!("choices.{i}.name"),
                "Must be between 1 and 100 in length.",
            ));
        }
        too_long(&choice["name"], &format!("choices.{i}.name"), 100)?;
        too_long(&choice["value"], &format!("choices.{i}.value"), 100)?;
    }
    Ok(())
}
