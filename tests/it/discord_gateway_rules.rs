//! The fake gateway behaves as Discord's "Gateway" documentation says (`discord_fake/
//! gateway.rs`): one test per rule, a bare WebSocket client speaking the protocol by hand.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;

use crate::discord_fake::{self, FakeGateway, Listener, slash, snowflake};

type Client = WebSocketStream<TcpStream>;

async fn connect(url: &str) -> Client {
    let stream = TcpStream::connect(url.trim_start_matches("ws://"))
        .await
        .unwrap();
    tokio_tungstenite::client_async(url, stream)
        .await
        .unwrap()
        .0
}

async fn put(client: &mut Client, payload: Value) {
    client
        .send(Message::Text(payload.to_string()))
        .await
        .unwrap();
}

/// The next payload from the gateway (`None`: nothing within `wait`).
async fn next_within(client: &mut Client, wait: Duration) -> Option<Value> {
    loop {
        let frame = tokio::time::timeout(wait, client.next())
            .await
            .ok()??
            .ok()?;
        if let Message::Text(text) = frame {
            return Some(serde_json::from_str(&text).unwrap());
        }
    }
}

async fn next(client: &mut Client) -> Value {
    next_within(client, Duration::from_secs(5))
        .await
        .expect("a payload")
}

fn identify() -> Value {
    json!({"op": 2, "d": {"token": format!("Bot {}", discord_fake::TOKEN), "intents": 1,
           "properties": {"os": "linux", "browser": "test", "device": "test"}}})
}

/// A gateway with `interval` and a client that has identified: the client, its HELLO and
/// READY.
async fn session(interval: Duration) -> (FakeGateway, Client, Value, Value, Listener, String) {
    let (listener, url) = FakeGateway::listen().await;
    let client = async {
        let mut client = connect(&url).await;
        let hello = next(&mut client).await;
        put(&mut client, identify()).await;
        let ready = next(&mut client).await;
        (client, hello, ready)
    };
    let (gateway, (client, hello, ready)) =
        tokio::join!(FakeGateway::accept_with(&listener, &url, interval), client);
    (gateway, client, hello, ready, listener, url)
}

/// "Hello Event" and "Sending Heartbeats": HELLO gives the heartbeat interval; a Heartbeat
/// (op 1, `d` the last sequence received) is acknowledged with op 11.
#[tokio::test]
async fn heartbeats_are_acknowledged() {
    let (gateway, mut client, hello, ready, ..) = session(Duration::from_millis(45_000)).await;
    assert_eq!(hello["op"], 10);
    assert_eq!(hello["d"]["heartbeat_interval"], 45_000);
    assert_eq!((&ready["op"], &ready["t"]), (&json!(0), &json!("READY")));
    put(&mut client, json!({"op": 1, "d": ready["s"]})).await;
    assert_eq!(next(&mut client).await, json!({"op": 11}));
    let beats = gateway.heartbeats();
    assert_eq!(beats.len(), 1);
    assert_eq!((beats[0].sequence, beats[0].sent), (Some(1), 1));
}

/// "Resuming" and "Reconnect": the gateway asks the client to reconnect (op 7); the events
/// dispatched meanwhile are not sent; a RESUME (op 6) with the token, READY's `session_id`
/// and the last sequence received, on a new connection, gets them in order, as they were,
/// then RESUMED; later events are live.
#[tokio::test]
async fn a_resume_replays_the_missed_events_then_resumed() {
    let (mut gateway, mut client, _, ready, _listener, url) =
        session(Duration::from_millis(45_000)).await;
    assert_eq!(ready["d"]["resume_gateway_url"], url);
    let fresh = || {
        slash(
            &snowflake(Duration::ZERO),
            "940000000000000011",
            "help",
            json!([]),
        )
    };
    gateway.dispatch("INTERACTION_CREATE", fresh()).await;
    let seen = next(&mut client).await;
    gateway.reconnect(Duration::ZERO);
    assert_eq!(next(&mut client).await["op"], 7);
    let missed = [fresh(), fresh()];
    for event in &missed {
        gateway.dispatch("INTERACTION_CREATE", event.clone()).await;
    }
    assert_eq!(
        next_within(&mut client, Duration::from_millis(300)).await,
        None,
        "nothing more on the old connection"
    );
    drop(client);
    let mut client = connect(ready["d"]["resume_gateway_url"].as_str().unwrap()).await;
    assert_eq!(next(&mut client).await["op"], 10, "HELLO");
    let resume = json!({"op": 6, "d": {"token": format!("Bot {}", discord_fake::TOKEN),
                        "session_id": ready["d"]["session_id"], "seq": seen["s"]}});
    put(&mut client, resume).await;
    for (n, event) in missed.iter().enumerate() {
        let replayed = next(&mut client).await;
        assert_eq!(replayed["s"], seen["s"].as_u64().unwrap() + 1 + n as u64);
        assert_eq!(&replayed["d"], event, "as it was, its id kept");
    }
    let resumed = next(&mut client).await;
    assert_eq!(
        (&resumed["op"], &resumed["t"]),
        (&json!(0), &json!("RESUMED"))
    );
    gateway.dispatch("INTERACTION_CREATE", fresh()).await;
    assert_eq!(next(&mut client).await["t"], "INTERACTION_CREATE");
}

/// "Resuming" and "Invalid Session": a RESUME that does not match the session (or comes
/// after it expired) is answered op 9 with `d` false; the client identifies again, on a new
/// connection, and gets a new session.
#[tokio::test]
async fn a_wrong_resume_gets_invalid_session() {
    let (gateway, mut client, _, ready, _listener, url) =
        session(Duration::from_millis(45_000)).await;
    gateway.reconnect(Duration::ZERO);
    assert_eq!(next(&mut client).await["op"], 7);
    drop(client);
    let mut client = connect(&url).await;
    next(&mut client).await;
    let resume = json!({"op": 6, "d": {"token": format!("Bot {}", discord_fake::TOKEN),
                        "session_id": "not-this-session", "seq": 1}});
    put(&mut client, resume).await;
    assert_eq!(next(&mut client).await, json!({"op": 9, "d": false}));
    drop(client);
    let mut client = connect(&url).await;
    next(&mut client).await;
    put(&mut client, identify()).await;
    let again = next(&mut client).await;
    assert_eq!(again["t"], "READY");
    assert_ne!(again["d"]["session_id"], ready["d"]["session_id"]);
    assert_eq!(gateway.identifies().len(), 2);
}

/// "Sending Heartbeats": on a failed ("zombied") connection heartbeats go unacknowledged,
/// and the gateway takes the client's new connection.
#[tokio::test]
async fn a_zombied_connection_acknowledges_no_heartbeat() {
    let (gateway, mut client, _, _, _listener, url) = session(Duration::from_millis(45_000)).await;
    gateway.zombie();
    put(&mut client, json!({"op": 1, "d": 1})).await;
    assert_eq!(
        next_within(&mut client, Duration::from_millis(300)).await,
        None
    );
    assert_eq!(gateway.heartbeats().len(), 1, "recorded all the same");
    let mut client = connect(&url).await;
    assert_eq!(next(&mut client).await["op"], 10, "HELLO");
    put(&mut client, identify()).await;
    assert_eq!(next(&mut client).await["t"], "READY");
    put(&mut client, json!({"op": 1, "d": 1})).await;
    assert_eq!(
        next(&mut client).await,
        json!({"op": 11}),
        "the new one is sound"
    );
}
