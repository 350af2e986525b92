//! One interaction and its first answer, as most tests send them.

use std::time::Duration;

use serde_json::Value;

use super::{FakeGateway, FakeRest, Request, content, is_callback, is_ephemeral};

/// Send one interaction; return its callback (the reply Discord got first).
pub async fn send(rest: &FakeRest, gateway: &mut FakeGateway, payload: Value) -> Request {
    let id = payload["id"].as_str().unwrap().to_string();
    let from = rest.requests().len();
    gateway.dispatch("INTERACTION_CREATE", payload).await;
    rest.wait_for(from, &format!("the reply to interaction {id}"), |r| {
        is_callback(r, &id)
    })
    .await
}

/// A callback that answers with a message: its type, visibility and content.
pub fn reply(callback: &Request) -> (u64, bool, &str) {
    let data = &callback.body["data"];
    (
        callback.body["type"].as_u64().unwrap(),
        is_ephemeral(data),
        content(data),
    )
}

/// Send one interaction; return the requests it made once they settle (long enough for a
/// board picture drawn in a debug build on a busy machine).
pub async fn command(rest: &FakeRest, gateway: &mut FakeGateway, payload: Value) -> Vec<Request> {
    let id = payload["id"].as_str().unwrap().to_string();
    let from = rest.requests().len();
    gateway.dispatch("INTERACTION_CREATE", payload).await;
    rest.wait_for(from, &format!("the reply to interaction {id}"), |r| {
        is_callback(r, &id)
    })
    .await;
    rest.settle_for(from, Duration::from_millis(1500)).await
}
