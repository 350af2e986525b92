//! Playing through prompts: what a request shows, a prompt's options, one interaction and
//! the request that ends it.

use serde_json::Value;

use super::{
    FakeGateway, FakeRest, Request, component_ids, content, is_callback, is_followup, message_of,
};

/// Every text a request shows: its content, its embeds' texts and its components' labels.
pub fn texts(request: &Request) -> Vec<String> {
    let body = message_of(request);
    let mut out = vec![content(body).to_string()];
    for embed in body["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            out.extend(embed[key].as_str().map(str::to_string));
        }
        out.extend(embed["footer"]["text"].as_str().map(str::to_string));
        for field in embed["fields"].as_array().into_iter().flatten() {
            out.extend(field["name"].as_str().map(str::to_string));
            out.extend(field["value"].as_str().map(str::to_string));
        }
    }
    for row in body["components"].as_array().into_iter().flatten() {
        for component in row["components"].as_array().into_iter().flatten() {
            out.extend(component["label"].as_str().map(str::to_string));
            out.extend(component["placeholder"].as_str().map(str::to_string));
            for option in component["options"].as_array().into_iter().flatten() {
                out.extend(option["label"].as_str().map(str::to_string));
                out.extend(option["description"].as_str().map(str::to_string));
            }
        }
    }
    out
}

/// The options of a prompt (its buttons, or the values of its select menus).
pub fn options(prompt: &Request) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for (custom_id, values) in component_ids(&message_of(prompt)["components"]) {
        if values.is_empty() {
            out.push((custom_id, None));
        } else {
            out.extend(values.into_iter().map(|v| (custom_id.clone(), Some(v))));
        }
    }
    out
}

/// A request that posts or edits a message in a channel (not an interaction's reply).
pub fn channel_of(request: &Request) -> Option<&str> {
    let path = request.path.strip_prefix("/api/v10/channels/")?;
    path.split('/').next()
}

/// A Plot's value named, but not of a Plot face up (NEST: Plots in the United States).
pub fn shows_plot_value(text: &str) -> bool {
    ["Plot 1", "Plot 2", "Plot 3", "WMD Plot"].iter().any(|p| {
        text.match_indices(p)
            .any(|(at, _)| !text[at + p.len()..].starts_with(" (face up)"))
    })
}

/// Send one interaction; wait for the first request `done` accepts among those it caused.
pub async fn interact(
    rest: &FakeRest,
    gateway: &mut FakeGateway,
    payload: Value,
    done: impl Fn(&Request) -> bool,
) -> Request {
    let id = payload["id"].as_str().unwrap().to_string();
    let from = rest.requests().len();
    gateway.dispatch("INTERACTION_CREATE", payload).await;
    rest.wait_for(from, &format!("the outcome of interaction {id}"), done)
        .await
}

pub fn is_prompt_for(r: &Request, id: &str) -> bool {
    is_followup(r, id) && !component_ids(&r.body["components"]).is_empty()
}

pub fn is_refusal_for(r: &Request, id: &str) -> bool {
    (is_callback(r, id) || is_followup(r, id)) && content(message_of(r)).starts_with("⚠️")
}

pub fn is_game_over(r: &Request) -> bool {
    content(message_of(r)).contains("🏁 Game over")
}
