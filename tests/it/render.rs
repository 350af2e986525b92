//! Snapshots of every rendered text (STYLE.md §9): the board summary at each scenario start
//! and at a few mid-game positions, the board embed (and its limits over many positions), one log line per `LogEntry` kind (as the Observer and as
//! the side that may see more), prompts and waiting lines, country details, help, and the
//! error messages users read. Review changes with `INSTA_UPDATE=always cargo test` and a diff
//! of tests/snapshots/ (or `cargo insta review`).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::random_game::{played, random_step, start};
use common::{Table, choose, new_game};
use labyrinth_bot::app::{Choice, Command, Mode, Outbound};
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::render;
use labyrinth_engine::{
    Adjustment, Alignment, BotDecision, BotPurpose, BotReason, BotRule, CardId, CardUse, Country,
    DiplomacyStep, GameState, Governance, LogEntry, Marker, Op, Outcome, Plot, Posture,
    RadicalizeStep, RegimeChange, RollKind, Scenario, Seat, SetupSpec, Side, Tally, Tie,
    VictoryReason, Zone,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn card(n: u8) -> CardId {
    CardId::new(n).unwrap()
}

#[test]
fn board_at_each_scenario_start() {
    for scenario in Scenario::ALL {
        let text = render::board(&start(scenario, 1).view(Seat::Observer), Lang::En);
        insta::assert_snapshot!(format!("board_start_{}", scenario.id()), text);
    }
}

#[test]
fn board_mid_game() {
    for (scenario, steps) in [
        (Scenario::LetsRoll, 40),
        (Scenario::Anaconda, 120),
        (Scenario::MissionAccomplished, 300),
    ] {
        let game = played(scenario, 7, steps);
        let name = format!("board_{}_after_{steps}", scenario.id());
        insta::assert_snapshot!(name, render::board(&game.view(Seat::Observer), Lang::En));
    }
    // The Jihadist's own board shows the Plot values the Observer's hides.
    let game = played(Scenario::MissionAccomplished, 7, 300);
    insta::assert_snapshot!(
        "board_mission_accomplished_after_300_jihadist_hand",
        render::hand(&game.view(Seat::Jihadist), Lang::En)
    );
}

/// The board embed of mid-game positions (face-down Plots on the map, markers, a Lapsing
/// card), as JSON: what `discord/` turns into Discord's embed.
#[test]
fn board_embed_mid_game() {
    for (scenario, seed, steps) in [
        (Scenario::MissionAccomplished, 6, 40),
        (Scenario::Anaconda, 9, 120),
    ] {
        let game = played(scenario, seed, steps);
        let embed = render::board_embed(&game.view(Seat::Observer), Lang::En);
        assert_eq!(embed.problems(), Vec::<String>::new());
        let name = format!("board_embed_{}_seed_{seed}_after_{steps}", scenario.id());
        insta::assert_json_snapshot!(name, embed);
    }
}

/// Discord's limits, written out from its documentation (not the crate's constants).
fn assert_within_discord_limits(embed: &render::BoardEmbed, position: &str) {
    let chars = |t: &str| t.chars().count();
    assert!(chars(&embed.title) <= 256, "{position}: title");
    assert!(chars(&embed.description) <= 4096, "{position}: description");
    assert!(chars(&embed.footer) <= 2048, "{position}: footer");
    assert!(
        embed.fields.len() <= 25,
        "{position}: {} fields",
        embed.fields.len()
    );
    for field in &embed.fields {
        assert!(
            (1..=256).contains(&chars(&field.name)),
            "{position}: name {:?}",
            field.name
        );
        assert!(
            (1..=1024).contains(&chars(&field.value)),
            "{position}: field {:?} has {} characters",
            field.name,
            chars(&field.value)
        );
    }
    let total = chars(&embed.title)
        + chars(&embed.description)
        + chars(&embed.footer)
        + embed
            .fields
            .iter()
            .map(|f| chars(&f.name) + chars(&f.value))
            .sum::<usize>();
    assert!(total <= 6000, "{position}: {total} characters");
    assert_eq!(total, embed.char_count(), "{position}");
    assert_eq!(embed.problems(), Vec::<String>::new(), "{position}");
}

/// The embed shows what the Observer sees and nothing more: built from any seat's view it is
/// the same, and it names no held card and no Plot value.
fn assert_nothing_hidden(game: &GameState, embed: &render::BoardEmbed, position: &str) {
    for seat in [Seat::Us, Seat::Jihadist] {
        assert_eq!(
            &render::board_embed(&game.view(seat), Lang::En),
            embed,
            "{position}: {seat:?}"
        );
    }
    let held: Vec<CardId> = [Seat::Us, Seat::Jihadist]
        .into_iter()
        .flat_map(|seat| game.view(seat).hand.unwrap_or_default())
        .collect();
    for text in embed.texts() {
        for card in &held {
            let label = format!("#{} {}", card.number(), card.name());
            assert!(!text.contains(&label), "{position}: {label} in {text}");
        }
        for plot in ["Plot 1", "Plot 2", "Plot 3"] {
            assert!(!text.contains(plot), "{position}: {plot} in {text}");
        }
    }
}

#[test]
fn board_embeds_stay_within_discord_limits_and_show_nothing_hidden() {
    let mut checked = 0;
    for scenario in Scenario::ALL {
        for seed in 1..=4u64 {
            let mut game = GameState::new_seeded(&SetupSpec {
                game_length: (seed % 3) as u8 + 1,
                ..SetupSpec::new(scenario, seed)
            })
            .unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            for step in 0..3000 {
                if step % 7 == 0 || game.pending().is_none() {
                    let position = format!("{} seed {seed} step {step}", scenario.id());
                    let embed = render::board_embed(&game.view(Seat::Observer), Lang::En);
                    assert_within_discord_limits(&embed, &position);
                    assert_nothing_hidden(&game, &embed, &position);
                    checked += 1;
                }
                if !random_step(&mut game, &mut rng) {
                    break;
                }
            }
        }
    }
    assert!(checked > 500, "{checked} positions");
}

/// One of each `LogEntry` kind (the match makes a new kind fail to compile here).
fn every_log_entry() -> Vec<LogEntry> {
    let outcome = Outcome {
        winner: Side::Us,
        reason: VictoryReason::GoodResources,
        tally: None,
    };
    let entries = vec![
        LogEntry::PhaseStarted {
            turn: 2,
            side: Side::Jihadist,
        },
        LogEntry::CardPlayed {
            side: Side::Us,
            card: card(45),
            used_as: CardUse::Operations,
        },
        LogEntry::Operation {
            side: Side::Us,
            card: card(45),
            op: Op::WarOfIdeas,
            value: 3,
        },
        LogEntry::NoOperation {
            side: Side::Jihadist,
            card: card(94),
        },
        LogEntry::ReservesAdded {
            side: Side::Jihadist,
            value: 2,
            total: 2,
        },
        // 6.3.3 at the maximum already: nothing added.
        LogEntry::ReservesAdded {
            side: Side::Us,
            value: 0,
            total: 2,
        },
        LogEntry::ReservesExpended {
            side: Side::Us,
            value: 2,
        },
        LogEntry::EventOccurs {
            card: card(1),
            side: Side::Us,
        },
        LogEntry::EventDoesNotOccur {
            card: card(2),
            reason: "no Plot in a Muslim country".into(),
        },
        // 6.2.4 an event that finds nothing to do says why.
        LogEntry::EventHasNoEffect {
            card: card(116),
            reason: "no country outside Islamist Rule has a cell".into(),
        },
        LogEntry::EventIgnoredFirstPlot { card: card(3) },
        // Itemised on the roll's line by `log_lines`, nothing alone.
        LogEntry::WarOfIdeasModifiers {
            country: Country::Pakistan,
            modifiers: vec![(labyrinth_engine::WarOfIdeasModifier::Aid, 1)],
        },
        LogEntry::Rolled {
            kind: RollKind::WarOfIdeas,
            country: Some(Country::Pakistan),
            dice: vec![5],
            modified: Some(6),
            needed: Some(5),
            successes: Some(1),
        },
        // 4.9.5 an automatic failure, no die.
        LogEntry::Rolled {
            kind: RollKind::WarOfIdeas,
            country: Some(Country::IndonesiaMalaysia),
            dice: vec![],
            modified: None,
            needed: Some(5),
            successes: Some(0),
        },
        LogEntry::Rolled {
            kind: RollKind::Recruit,
            country: Some(Country::Afghanistan),
            dice: vec![],
            modified: None,
            needed: None,
            successes: Some(2),
        },
        LogEntry::Rolled {
            kind: RollKind::Prestige,
            country: None,
            dice: vec![5, 3, 2],
            modified: Some(4),
            needed: None,
            successes: None,
        },
        LogEntry::Rolled {
            kind: RollKind::Posture,
            country: Some(Country::UnitedStates),
            dice: vec![4],
            modified: Some(5),
            needed: None,
            successes: None,
        },
        LogEntry::Rolled {
            kind: RollKind::Jihad,
            country: None,
            dice: vec![1, 6],
            modified: None,
            needed: None,
            successes: Some(2),
        },
        LogEntry::Tested {
            country: Country::Iraq,
            governance: Some(Governance::Poor),
            posture: None,
        },
        LogEntry::Governance {
            country: Country::Iraq,
            from: Some(Governance::Poor),
            to: Governance::Fair,
        },
        LogEntry::Alignment {
            country: Country::Iraq,
            from: None,
            to: Alignment::Ally,
        },
        LogEntry::Posture {
            country: Country::France,
            from: Some(Posture::Soft),
            to: Posture::Hard,
        },
        LogEntry::Prestige { from: 7, to: 8 },
        LogEntry::Funding { from: 5, to: 4 },
        LogEntry::Funding { from: 9, to: 9 },
        LogEntry::Governance {
            country: Country::Pakistan,
            from: Some(Governance::Poor),
            to: Governance::Poor,
        },
        LogEntry::TroopsMoved {
            from: None,
            to: Some(Country::Iraq),
            count: 6,
        },
        LogEntry::CellsPlaced {
            country: Country::Syria,
            count: 1,
        },
        LogEntry::CellsRemoved {
            country: Country::Syria,
            count: 2,
        },
        // 4.7.4 / 8.2.1 cells due that none could be placed for.
        LogEntry::CellsNotPlaced {
            country: Country::UnitedKingdom,
            count: 1,
            reason: "no cell is left on the Funding track (4.7.4)".into(),
        },
        LogEntry::CellsActivated {
            country: Country::Syria,
            count: 1,
        },
        LogEntry::CellTravels {
            from: Country::Syria,
            to: Country::Germany,
            arrived: true,
        },
        LogEntry::CellTravels {
            from: Country::Syria,
            to: Country::Germany,
            arrived: false,
        },
        LogEntry::Cadre {
            country: Country::Egypt,
            placed: true,
        },
        LogEntry::Aid {
            country: Country::Egypt,
            from: 0,
            to: 1,
        },
        LogEntry::Besieged {
            country: Country::Afghanistan,
            placed: true,
        },
        LogEntry::RegimeChange {
            country: Country::Afghanistan,
            marker: Some(RegimeChange::Tan),
        },
        LogEntry::PlotPlaced {
            country: Country::UnitedStates,
            plot: Some(Plot::Wmd),
        },
        LogEntry::PlotBlocked {
            country: Country::Spain,
            plot: Plot::Two,
        },
        LogEntry::PlotResolves {
            country: Country::Spain,
            plot: Plot::One,
        },
        LogEntry::WmdAvailable { count: 1 },
        LogEntry::MarkerPlaced {
            marker: Marker::Ctr,
            country: None,
        },
        LogEntry::MarkerRemoved {
            marker: Marker::MoroTalks,
            country: Some(Country::Philippines),
        },
        LogEntry::Lapsing { card: card(4) },
        LogEntry::CardsDrawn {
            side: Side::Jihadist,
            count: 2,
            cards: vec![card(80), card(81)],
        },
        LogEntry::CardTaken {
            side: Side::Us,
            card: card(20),
        },
        LogEntry::Discarded {
            side: Side::Jihadist,
            card: card(60),
        },
        LogEntry::Held {
            side: Side::Us,
            card: Some(card(21)),
        },
        LogEntry::CardRemoved { card: card(22) },
        LogEntry::Reshuffle { deck: 2 },
        LogEntry::EndOfTurn { turn: 3 },
        LogEntry::Diplomacy {
            step: DiplomacyStep::Expenditures,
        },
        LogEntry::Funding { from: 9, to: 8 },
        LogEntry::Diplomacy {
            step: DiplomacyStep::IslamistRule,
        },
        LogEntry::Prestige { from: 8, to: 7 },
        LogEntry::Diplomacy {
            step: DiplomacyStep::WorldPosture,
        },
        LogEntry::Prestige { from: 7, to: 8 },
        LogEntry::Diplomacy {
            step: DiplomacyStep::Pirates,
        },
        LogEntry::GameOver { outcome },
        LogEntry::BotReason {
            reason: BotReason::Decide {
                card: card(46),
                decision: BotDecision::OpsUsNotPlayable,
            },
        },
        LogEntry::BotReason {
            reason: BotReason::Target {
                purpose: BotPurpose::MajorJihad,
                country: Country::Pakistan,
                rolls: 3,
                rule: BotRule::MajorJihad {
                    cells: 7,
                    troops: 2,
                },
                tie: Tie::Pakistan,
            },
        },
        LogEntry::BotReason {
            reason: BotReason::Pick {
                purpose: BotPurpose::Plot,
                candidates: vec![Country::Afghanistan, Country::Pakistan],
                dice: vec![5],
                chosen: Country::Pakistan,
            },
        },
        LogEntry::BotReason {
            reason: BotReason::Radicalize {
                step: RadicalizeStep::Start,
                ops: 2,
            },
        },
        LogEntry::Backlash {
            country: Country::Iraq,
        },
        LogEntry::HandRevealed {
            side: Side::Jihadist,
            to: Side::Us,
            cards: vec![card(60), card(61)],
        },
        LogEntry::CardGiven {
            from: Side::Us,
            to: Side::Jihadist,
            card: Some(card(22)),
        },
        // 2.3 / 9.1 the game-end reshuffle states the count that decided it.
        LogEntry::GameOver {
            outcome: Outcome {
                winner: Side::Jihadist,
                reason: VictoryReason::EndOfDeck,
                tally: Some(Tally {
                    good_resources: 5,
                    islamist_resources: 2,
                    needed: Some(6),
                }),
            },
        },
        LogEntry::GameOver {
            outcome: Outcome {
                winner: Side::Jihadist,
                reason: VictoryReason::EndOfDeck,
                tally: Some(Tally {
                    good_resources: 2,
                    islamist_resources: 3,
                    needed: None,
                }),
            },
        },
        LogEntry::Adjusted {
            change: Adjustment::Prestige(5),
        },
        LogEntry::Adjusted {
            change: Adjustment::Governance {
                country: Country::Pakistan,
                governance: Some(Governance::Poor),
            },
        },
        LogEntry::Adjusted {
            change: Adjustment::Marker {
                marker: Marker::Nato,
                country: Some(Country::Iraq),
                present: true,
            },
        },
        LogEntry::CardMoved {
            card: CardId::new(41),
            from: Zone::Discard,
            to: Zone::UsHand,
        },
        LogEntry::CardMoved {
            card: None,
            from: Zone::JihadistHand,
            to: Zone::DrawPile,
        },
        LogEntry::PlotMoved {
            country: Country::Iraq,
            plot: None,
            placed: true,
        },
    ];
    for entry in &entries {
        // Exhaustive on purpose: a new kind must get a line in this test.
        match entry {
            LogEntry::PhaseStarted { .. }
            | LogEntry::CardPlayed { .. }
            | LogEntry::Operation { .. }
            | LogEntry::NoOperation { .. }
            | LogEntry::ReservesAdded { .. }
            | LogEntry::ReservesExpended { .. }
            | LogEntry::EventOccurs { .. }
            | LogEntry::EventDoesNotOccur { .. }
            | LogEntry::EventHasNoEffect { .. }
            | LogEntry::EventIgnoredFirstPlot { .. }
            | LogEntry::WarOfIdeasModifiers { .. }
            | LogEntry::Rolled { .. }
            | LogEntry::Tested { .. }
            | LogEntry::Governance { .. }
            | LogEntry::Alignment { .. }
            | LogEntry::Posture { .. }
            | LogEntry::Prestige { .. }
            | LogEntry::Funding { .. }
            | LogEntry::TroopsMoved { .. }
            | LogEntry::CellsPlaced { .. }
            | LogEntry::CellsRemoved { .. }
            | LogEntry::CellsNotPlaced { .. }
            | LogEntry::CellsActivated { .. }
            | LogEntry::CellTravels { .. }
            | LogEntry::Cadre { .. }
            | LogEntry::Aid { .. }
            | LogEntry::Besieged { .. }
            | LogEntry::RegimeChange { .. }
            | LogEntry::PlotPlaced { .. }
            | LogEntry::PlotBlocked { .. }
            | LogEntry::PlotResolves { .. }
            | LogEntry::WmdAvailable { .. }
            | LogEntry::MarkerPlaced { .. }
            | LogEntry::MarkerRemoved { .. }
            | LogEntry::Lapsing { .. }
            | LogEntry::CardsDrawn { .. }
            | LogEntry::CardTaken { .. }
            | LogEntry::Discarded { .. }
            | LogEntry::Held { .. }
            | LogEntry::CardRemoved { .. }
            | LogEntry::Reshuffle { .. }
            | LogEntry::EndOfTurn { .. }
            | LogEntry::Diplomacy { .. }
            | LogEntry::GameOver { .. }
            | LogEntry::BotReason { .. }
            | LogEntry::Backlash { .. }
            | LogEntry::HandRevealed { .. }
            | LogEntry::CardGiven { .. }
            | LogEntry::Adjusted { .. }
            | LogEntry::CardMoved { .. }
            | LogEntry::PlotMoved { .. } => {}
        }
    }
    entries
}

#[test]
fn log_lines_for_every_kind() {
    let mut text = String::new();
    for entry in every_log_entry() {
        let public = render::log_entry(&entry.seen_by(Seat::Observer)).unwrap_or_default();
        text.push_str(&format!("observer: {public}\n"));
        for seat in [Seat::Us, Seat::Jihadist] {
            let own = render::log_entry(&entry.seen_by(seat)).unwrap_or_default();
            if own != public {
                text.push_str(&format!("{seat:?}: {own}\n"));
            }
        }
    }
    insta::assert_snapshot!("log_lines", text);
}

#[test]
fn prompts_and_waiting_lines() {
    let mut text = String::new();
    for (scenario, steps) in [
        (Scenario::LetsRoll, 0),
        (Scenario::LetsRoll, 1),
        (Scenario::LetsRoll, 2),
        (Scenario::Anaconda, 25),
        (Scenario::YouCanCallMeAl, 60),
    ] {
        let game = played(scenario, 3, steps);
        let Some(decision) = game.pending() else {
            continue;
        };
        text.push_str(&format!("## {} after {steps}\n", scenario.id()));
        text.push_str(&render::prompt(
            decision.side,
            &decision.kind,
            &decision.options,
        ));
        text.push('\n');
        text.push_str(&render::waiting(
            decision.side,
            "alice",
            &decision.kind,
            false,
        ));
        text.push_str("\n\n");
    }
    insta::assert_snapshot!("prompts", text);
}

#[test]
fn country_details_and_help() {
    let game = start(Scenario::LetsRoll, 1);
    let view = game.view(Seat::Observer);
    let text: Vec<String> = [
        Country::Afghanistan,
        Country::Pakistan,
        Country::Iran,
        Country::France,
        Country::UnitedStates,
    ]
    .into_iter()
    .map(|c| render::country_details(&view, c, Lang::En))
    .collect();
    insta::assert_snapshot!("country_details", text.join("\n\n"));
    insta::assert_snapshot!(
        "help",
        labyrinth_bot::surface::help(
            labyrinth_bot::app::Client::Terminal,
            labyrinth_bot::i18n::Lang::En
        )
    );
    insta::assert_snapshot!(
        "help_discord",
        labyrinth_bot::surface::help(
            labyrinth_bot::app::Client::Discord,
            labyrinth_bot::i18n::Lang::En
        )
    );
}

#[test]
fn error_messages() {
    let mut table = Table::new();
    let mut lines = Vec::new();
    let mut send = |table: &mut Table, user: &str, command: Command| {
        let label = format!("{user}: {command:?}");
        for message in table.send(user, command) {
            if let Outbound::Error { text, .. } = message {
                lines.push(format!("{label}\n  {text}"));
            }
        }
    };
    send(&mut table, "alice", choose(1));
    send(&mut table, "alice", Command::Undo);
    send(
        &mut table,
        "alice",
        Command::New(labyrinth_bot::app::NewGame {
            ideology: labyrinth_engine::Ideology::Potent,
            ..match new_game(Mode::Solitaire, Side::Jihadist, 1) {
                Command::New(new) => new,
                _ => unreachable!(),
            }
        }),
    );
    send(&mut table, "alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    send(&mut table, "alice", new_game(Mode::TwoPlayer, Side::Us, 1));
    send(&mut table, "alice", choose(1));
    send(&mut table, "alice", Command::Join);
    send(&mut table, "bob", Command::Join);
    send(&mut table, "carol", Command::Join);
    send(&mut table, "carol", choose(1));
    send(&mut table, "alice", choose(1));
    send(&mut table, "bob", choose(0));
    send(&mut table, "bob", choose(99));
    send(
        &mut table,
        "bob",
        Command::Choose {
            choices: vec![Choice::Text("narnia".into())],
        },
    );
    send(&mut table, "bob", Command::Choose { choices: vec![] });
    send(&mut table, "bob", Command::Undo);
    send(&mut table, "carol", Command::Abandon { admin: false });
    send(&mut table, "carol", Command::Resend { count: 3 });
    send(
        &mut table,
        "bob",
        Command::At {
            version: 0,
            command: Box::new(choose(1)),
        },
    );
    insta::assert_snapshot!("error_messages", lines.join("\n"));
}
