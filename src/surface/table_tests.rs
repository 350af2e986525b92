//! The table's builders, each checked from both clients.

use labyrinth_engine::{CardId, Country, Ideology, Op, Order, Scenario, Side};

use super::super::{Client, Value, find, parse_terminal};
use super::*;
use crate::app::{ClaimHow, Mode, NewGame};

fn terminal(line: &str) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (spec, args) = parse_terminal(&words)?;
    (spec.build)(&args, &Caller::default())
}

fn discord(path: &[&str], values: &[(&'static str, Value)]) -> Result<Command, String> {
    let spec = find(path).unwrap();
    let mut args = Args::default();
    for (name, value) in values {
        args.set(name, value.clone());
    }
    let caller = Caller {
        client: Client::Discord,
        server: Some("7".into()),
        admin: true,
        ..Caller::default()
    };
    (spec.build)(&args, &caller)
}

#[test]
fn new_game_builds_from_every_option() {
    let Ok(Command::New(new)) = terminal(
        "game new anaconda mode:solo length:2 side:us ideology:potent minidecks:on seed:4",
    ) else {
        panic!("new did not build");
    };
    assert_eq!(
        (new.scenario, new.mode, new.game_length, new.side),
        (Scenario::Anaconda, Mode::Solitaire, 2, Side::Us)
    );
    assert_eq!(
        (new.ideology, new.mini_decks, new.seed),
        (Ideology::Potent, true, Some(4))
    );
    assert_eq!(terminal("new"), Ok(Command::New(NewGame::default())));
    let Ok(Command::New(new)) = discord(
        &["game", "new"],
        &[("side", Value::Text("jihadist".into()))],
    ) else {
        panic!("new did not build");
    };
    assert_eq!(
        (new.side, new.server.as_deref()),
        (Side::Jihadist, Some("7"))
    );
    assert!(terminal("new length:4").is_err());
    assert!(terminal("new scenario:blank").is_err());
    assert!(terminal("new thread:true").is_err(), "Discord only");
}

#[test]
fn game_management_builds() {
    assert_eq!(terminal("game join"), Ok(Command::Join));
    assert_eq!(terminal("games"), Ok(Command::Games));
    assert_eq!(
        terminal("game resign"),
        Ok(Command::Resign { confirm: false })
    );
    assert_eq!(
        terminal("resign confirm"),
        Ok(Command::Resign { confirm: true })
    );
    assert_eq!(
        terminal("resign confirm:yes"),
        Ok(Command::Resign { confirm: true })
    );
    assert_eq!(terminal("claim"), Ok(Command::Claim { how: ClaimHow::Win }));
    assert_eq!(
        terminal("claim computer:true"),
        Ok(Command::Claim {
            how: ClaimHow::Computer
        })
    );
    assert!(terminal("claim computer:true abandon:true").is_err());
    assert_eq!(terminal("retake"), Ok(Command::Retake { refuse: false }));
    assert_eq!(
        terminal("retake refuse:true"),
        Ok(Command::Retake { refuse: true })
    );
    assert_eq!(
        terminal("claim abandon:True"),
        Ok(Command::Claim {
            how: ClaimHow::Abandon
        })
    );
    assert_eq!(
        terminal("abandon admin"),
        Ok(Command::Abandon { admin: true })
    );
    assert_eq!(
        terminal("game abandon game:#3"),
        Ok(Command::AbandonGame {
            game: 3,
            admin: false,
            server: None
        })
    );
    assert_eq!(
        discord(&["game", "abandon"], &[]),
        Ok(Command::Abandon { admin: true })
    );
    assert!(terminal("abandon game:0").is_err());
}

#[test]
fn choose_has_one_tokeniser() {
    assert_eq!(parse_choices("2"), Ok(vec![Choice::Number(2)]));
    assert_eq!(
        parse_choices("2 3"),
        Ok(vec![Choice::Number(2), Choice::Number(3)])
    );
    assert_eq!(
        parse_choices("Gulf States"),
        Ok(vec![Choice::Text("Gulf States".into())])
    );
    assert_eq!(
        parse_choices("1, country:pakistan"),
        Ok(vec![
            Choice::Number(1),
            Choice::Answer(Answer::Country(Country::Pakistan))
        ])
    );
    assert!(parse_choices("  ").is_err());
    assert_eq!(
        terminal("c 3 country:pakistan"),
        Ok(Command::Choose {
            choices: vec![
                Choice::Number(3),
                Choice::Answer(Answer::Country(Country::Pakistan))
            ]
        })
    );
    assert_eq!(
        terminal("choose country:Gulf States"),
        Ok(Command::Choose {
            choices: vec![Choice::Answer(Answer::Country(Country::GulfStates))]
        })
    );
    assert!(terminal("choose").is_err());
    assert_eq!(
        terminal("hold"),
        Ok(Command::Choose {
            choices: vec![Choice::Answer(Answer::Hold)]
        })
    );
}

#[test]
fn card_plays_build() {
    let Ok(Command::Play(play)) =
        terminal("play card:76 op:travel country:afghanistan country:pakistan")
    else {
        panic!("play did not build");
    };
    assert_eq!(play.card, CardId::new(76).unwrap());
    assert_eq!(play.op, Some(Op::Travel));
    assert_eq!(
        play.countries,
        vec![Country::Afghanistan, Country::Pakistan]
    );
    let Ok(Command::Play(ops)) = terminal("ops 45 operation:woi order:ops_first iraq") else {
        panic!("ops did not build");
    };
    assert_eq!(
        (ops.card_use, ops.op, ops.order, ops.countries),
        (
            Some(CardUse::Operations),
            Some(Op::WarOfIdeas),
            Some(Order::OpsFirst),
            vec![Country::Iraq]
        )
    );
    let Ok(Command::Play(event)) = discord(&["event"], &[("card", Value::Text("120".into()))])
    else {
        panic!("event did not build");
    };
    assert_eq!(event.card_use, Some(CardUse::Event));
    assert!(terminal("event card:45 use:reserves").is_err());
    assert!(terminal("reserves").is_err(), "a card is needed");
    assert!(terminal("play card:121").is_err());
    assert!(terminal("play 45 op:frobnicate").is_err());
    let Ok(Command::Play(reserves)) = terminal("ops 45 op:woi reserves:false iraq") else {
        panic!("ops with reserves did not build");
    };
    assert_eq!(reserves.reserves, Some(false));
    let Ok(Command::Play(plain)) = terminal("play 45") else {
        panic!("play did not build");
    };
    assert_eq!(plain.reserves, None);
}

#[test]
fn look_ups_build() {
    assert_eq!(terminal("board"), Ok(Command::Board));
    assert_eq!(terminal("hand"), Ok(Command::Hand));
    assert_eq!(
        terminal("country Gulf States"),
        Ok(Command::Country(Country::GulfStates))
    );
    assert_eq!(
        terminal("country country:iraq"),
        Ok(Command::Country(Country::Iraq))
    );
    assert_eq!(
        terminal("card 76"),
        Ok(Command::Card(CardId::new(76).unwrap()))
    );
    assert_eq!(terminal("log 3"), Ok(Command::Log { count: 3 }));
    assert_eq!(terminal("log"), Ok(Command::Log { count: 10 }));
    assert!(terminal("log count:51").is_err());
    // By default the current hand and the open prompt (0), or the last N messages.
    assert_eq!(terminal("resend"), Ok(Command::Resend { count: 0 }));
    assert_eq!(terminal("resend 5"), Ok(Command::Resend { count: 5 }));
    assert_eq!(
        terminal("country uk"),
        Ok(Command::Country(Country::UnitedKingdom))
    );
    assert_eq!(terminal("undo"), Ok(Command::Undo));
    assert_eq!(terminal("consent"), Ok(Command::Undo));
    let rollback = |r| Ok(Command::Rollback(r));
    assert_eq!(terminal("rollback"), rollback(Rollback::List));
    assert_eq!(terminal("rollback 3"), rollback(Rollback::To(3)));
    assert_eq!(terminal("rollback to:3"), rollback(Rollback::To(3)));
    assert_eq!(
        terminal("rollback answer:agree"),
        rollback(Rollback::Answer(true))
    );
    assert_eq!(
        terminal("rollback answer:refuse"),
        rollback(Rollback::Answer(false))
    );
    assert!(terminal("rollback 3 answer:agree").is_err());
    assert!(terminal("rollback answer:maybe").is_err());
    assert!(terminal("rollback 0").is_err());
}

#[test]
fn adjust_builds() {
    use crate::app::{Adjust, Proposal};
    use labyrinth_engine::{Adjustment, Governance, Marker, Plot, Zone};
    let change = |c| Ok(Command::Adjust(Adjust::Propose(Proposal::Change(c))));
    assert_eq!(
        terminal("adjust what:prestige value:5"),
        change(Adjustment::Prestige(5))
    );
    assert_eq!(
        terminal("adjust what:troops country:iraq value:4"),
        change(Adjustment::Troops {
            country: Country::Iraq,
            count: 4
        })
    );
    assert_eq!(
        terminal("adjust what:governance country:pakistan value:islamist_rule"),
        change(Adjustment::Governance {
            country: Country::Pakistan,
            governance: Some(Governance::IslamistRule)
        })
    );
    assert_eq!(
        terminal("adjust what:plot country:iraq value:add_wmd"),
        Ok(Command::Adjust(Adjust::Propose(Proposal::Plot {
            country: Country::Iraq,
            placed: true,
            plot: Some(Plot::Wmd)
        }))),
    );
    assert!(matches!(
        terminal("adjust what:marker marker:41 country:iraq value:add"),
        Ok(Command::Adjust(Adjust::Propose(Proposal::Change(
            Adjustment::Marker {
                marker: Marker::Nato,
                present: true,
                ..
            }
        ))))
    ));
    assert_eq!(
        terminal("adjust what:card card:41 to:discard"),
        Ok(Command::Adjust(Adjust::Propose(Proposal::Card {
            card: CardId::new(41).unwrap(),
            to: Zone::Discard
        })))
    );
    assert_eq!(
        terminal("adjust answer:refuse"),
        Ok(Command::Adjust(Adjust::Answer(false)))
    );
    let _ = Plot::Wmd;
    // Clear, specific errors.
    let refused = |line: &str, part: &str| {
        let error = terminal(line).unwrap_err();
        assert!(error.contains(part), "{line}: {error}");
    };
    refused("adjust", "adjust what?");
    refused("adjust what:troops value:4", "which country?");
    refused(
        "adjust what:troops country:iraq value:many",
        "is not a number",
    );
    refused(
        "adjust what:alignment country:iraq value:friend",
        "ally, neutral, adversary",
    );
    refused(
        "adjust what:marker marker:frob value:add",
        "is not an event marker",
    );
    refused("adjust what:card card:41", "to which zone?");
    refused("adjust what:weather", "is not a valid what");
    assert_eq!(
        terminal("help"),
        Ok(Command::Help {
            client: Client::Terminal,
            text: crate::app::HelpText(crate::surface::help),
        })
    );
    assert!(terminal("board big").is_err(), "board takes image:PATH");
    assert!(terminal("frobnicate").is_err());
}

#[test]
fn play_by_post_builds() {
    use crate::app::{AwayFor, PlayByPost, RemindEvery};
    let pbp = |p| Ok(Command::PlayByPost(p));
    assert_eq!(terminal("away 5"), pbp(PlayByPost::Away(AwayFor::Days(5))));
    assert_eq!(
        terminal("game away until:2026-12-03"),
        pbp(PlayByPost::Away(AwayFor::Until(
            chrono::NaiveDate::from_ymd_opt(2026, 12, 3).unwrap()
        )))
    );
    assert!(terminal("away").is_err());
    assert!(
        terminal("away days:15").is_err(),
        "at most 14 days at a time"
    );
    assert!(terminal("away until:tomorrow").is_err());
    assert_eq!(terminal("back"), pbp(PlayByPost::Back));
    assert_eq!(terminal("catchup"), pbp(PlayByPost::Catchup));
    // The interval chosen at `new`: the same parser as `reminders`.
    let every = |line: &str| match terminal(line) {
        Ok(Command::New(new)) => Ok(new.reminders),
        Ok(other) => panic!("{other:?}"),
        Err(e) => Err(e),
    };
    assert_eq!(every("new"), Ok(None));
    assert_eq!(every("new reminders:off"), Ok(Some(RemindEvery::Off)));
    assert_eq!(
        every("game new reminders:2d"),
        Ok(Some(RemindEvery::Every(chrono::Duration::days(2))))
    );
    assert!(
        every("new reminders:5h")
            .unwrap_err()
            .contains("out of range")
    );
    assert!(
        every("new reminders:soon")
            .unwrap_err()
            .contains("not a reminder interval")
    );
    assert_eq!(
        terminal("reminders every:off"),
        pbp(PlayByPost::Reminders(RemindEvery::Off))
    );
    assert!(matches!(
        terminal("game reminders 2d"),
        Ok(Command::PlayByPost(PlayByPost::Reminders(
            RemindEvery::Every(_)
        )))
    ));
    assert!(terminal("reminders every:1h").is_err(), "6 hours at least");
    assert_eq!(
        terminal("reminders away_days:10"),
        pbp(PlayByPost::AwayDays(10))
    );
    assert_eq!(terminal("settings mute"), pbp(PlayByPost::Mute(true)));
    assert_eq!(
        terminal("settings mute:false"),
        pbp(PlayByPost::Mute(false))
    );
    assert_eq!(
        terminal("settings timezone:Europe/Paris"),
        pbp(PlayByPost::TimeZone(Some("Europe/Paris".into())))
    );
    assert_eq!(
        terminal("settings timezone:none"),
        pbp(PlayByPost::TimeZone(None))
    );
    assert!(terminal("settings timezone:Mars/Olympus").is_err());
    assert!(terminal("settings").is_err());
}

#[test]
fn export_builds_with_the_senders_admin_right() {
    assert_eq!(
        terminal("export /tmp/game.json"),
        Ok(Command::Export {
            admin: false,
            full: false
        })
    );
    assert_eq!(
        terminal("export full /tmp/game.json"),
        Ok(Command::Export {
            admin: false,
            full: true
        })
    );
    assert_eq!(
        discord(&["game", "export"], &[]),
        Ok(Command::Export {
            admin: true,
            full: false
        })
    );
    let needs_path = parse_terminal(&["export"]).map(|_| ()).unwrap_err();
    assert!(needs_path.contains("path"), "{needs_path}");
}

#[test]
fn report_and_history_build_with_the_senders_server() {
    assert_eq!(
        terminal("report"),
        Ok(Command::Report {
            game: None,
            server: None
        })
    );
    assert_eq!(
        terminal("game report 12 image:/tmp/story.png"),
        Ok(Command::Report {
            game: Some(12),
            server: None
        })
    );
    assert_eq!(
        discord(&["game", "report"], &[("game", Value::Int(3))]),
        Ok(Command::Report {
            game: Some(3),
            server: Some("7".into())
        })
    );
    assert_eq!(
        terminal("history bob"),
        Ok(Command::History {
            player: Some("bob".into()),
            server: None
        })
    );
    assert_eq!(
        discord(
            &["game", "history"],
            &[("player", Value::Text("<@42>".into()))]
        ),
        Ok(Command::History {
            player: Some("<@42>".into()),
            server: Some("7".into())
        })
    );
    assert!(terminal("report game:0").is_err());
}
