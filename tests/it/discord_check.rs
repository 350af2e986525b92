//! `labyrinth discord --check` against the fake Discord (issue "Run it as a service"): a
//! wrong token, commands not registered, registered but stale, registered and current, and a
//! channel that denies the bot Embed Links; each problem says what to do.

use crate::discord_fake;

use discord_fake::{CHANNEL_ID, FakeRest, GUILD_ID, TOKEN, permission};
use labyrinth_bot::discord::Register;
use labyrinth_bot::discord::check::{CheckConfig, Finding, check};

async fn fake() -> FakeRest {
    FakeRest::start("ws://127.0.0.1:1".to_string()).await
}

fn config(rest: &FakeRest, token: &str) -> CheckConfig {
    CheckConfig {
        token: token.to_string(),
        register: Register::Guild,
        dev_guild: Some(GUILD_ID.parse().unwrap()),
        server: Some(GUILD_ID.parse().unwrap()),
        channel: Some(CHANNEL_ID.parse().unwrap()),
        http_client: Some(rest.client()),
    }
}

fn problems(report: &[Finding]) -> Vec<&str> {
    report
        .iter()
        .filter(|f| !f.ok)
        .map(|f| f.text.as_str())
        .collect()
}

fn register(rest: &FakeRest) {
    let schema = labyrinth_bot::discord::command_schema().unwrap();
    rest.with(|d| d.guild_commands.insert(GUILD_ID.to_string(), schema));
}

#[tokio::test]
async fn a_wrong_token_is_named_with_what_to_do() {
    let rest = fake().await;
    let report = check(config(&rest, "not-the-token")).await;
    assert_eq!(report.len(), 1, "{report:?}");
    assert!(!report[0].ok);
    assert!(report[0].text.contains("Reset Token"), "{report:?}");
}

#[tokio::test]
async fn commands_not_registered_stale_or_current() {
    let rest = fake().await;
    let report = check(config(&rest, TOKEN)).await;
    assert!(
        report[0].ok && report[0].text.contains("bot user labyrinth"),
        "{report:?}"
    );
    assert!(
        report[1].ok && report[1].text.contains("permissions=309237697536"),
        "{report:?}"
    );
    assert_eq!(problems(&report).len(), 1, "{report:?}");
    assert!(problems(&report)[0].contains("not registered in the development server"));

    // An older schema: one description changed.
    register(&rest);
    rest.with(|d| {
        let commands = d.guild_commands.get_mut(GUILD_ID).unwrap();
        commands[0]["description"] = serde_json::json!("an older description");
    });
    let report = check(config(&rest, TOKEN)).await;
    assert_eq!(problems(&report).len(), 1, "{report:?}");
    assert!(problems(&report)[0].contains("stale"), "{report:?}");

    register(&rest);
    let report = check(config(&rest, TOKEN)).await;
    assert_eq!(problems(&report), Vec::<&str>::new());
    assert!(report.iter().any(|f| f.text.contains("matches the table")));
    assert!(
        report
            .iter()
            .any(|f| f.text.contains("every permission it needs"))
    );
}

#[tokio::test]
async fn a_channel_denying_embed_links_is_named() {
    let rest = fake().await;
    register(&rest);
    rest.with(|d| {
        d.denied
            .insert(CHANNEL_ID.to_string(), permission::EMBED_LINKS)
    });
    let report = check(config(&rest, TOKEN)).await;
    let problems = problems(&report);
    assert_eq!(problems.len(), 1, "{report:?}");
    assert!(problems[0].contains("Embed Links"), "{report:?}");
    assert!(problems[0].contains("grant it"), "{report:?}");
}
