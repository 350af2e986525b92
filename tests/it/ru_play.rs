//! The play flow in Russian (issue "Русский"): games played at random with the game's
//! language Russian, and every log line, prompt, option, waiting line and bot reason line
//! checked for English words left by the one English detector (`common::english`).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use std::collections::BTreeSet;

use common::{Table, choose, errors, new_game, prompt};
use labyrinth_bot::app::{Command, Mode, Outbound};
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::render;
use labyrinth_engine::{
    Action, Answer, CardId, Country, GameState, LogEntry, Marker, Players, Scenario, Seat,
    SetupSpec, Side,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The players' names, the only Latin words these texts may add to the detector's.
const NAMES: &[&str] = &["alice", "bob"];

struct Checker {
    checked: usize,
    english: Vec<String>,
    /// The English words already reported, so that each is shown once.
    seen: BTreeSet<String>,
}

impl Checker {
    fn new() -> Checker {
        Checker {
            checked: 0,
            english: Vec::new(),
            seen: BTreeSet::new(),
        }
    }

    fn check(&mut self, what: &str, line: &str) {
        self.checked += 1;
        // `RU_PRINT=1 cargo test --test ru_play -- --nocapture` prints every line checked.
        if std::env::var_os("RU_PRINT").is_some() {
            eprintln!("{what}\t{line}");
        }
        let words = common::english::english_words(line, NAMES);
        if !words.is_empty() && self.seen.insert(words.join(" ")) && self.english.len() < 60 {
            self.english.push(format!("{what}: {words:?} in {line:?}"));
        }
    }

    fn assert_russian(&self) {
        assert!(self.checked > 0);
        assert!(
            self.english.is_empty(),
            "English left in {} of {} lines:\n{}",
            self.english.len(),
            self.checked,
            self.english.join("\n")
        );
    }
}

/// A variant's name, from its Debug form: `CellsPlaced`, `Country`.
fn kind_name(debug: &str) -> String {
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("")
        .to_string()
}

/// Random answers to every decision of an engine game, each prompt and every log line
/// rendered in Russian; returns the LogEntry and DecisionKind variants seen.
fn engine_game(
    players: Players,
    scenario: Scenario,
    seed: u64,
    checker: &mut Checker,
) -> (BTreeSet<String>, BTreeSet<String>) {
    let spec = SetupSpec {
        players,
        ..SetupSpec::new(scenario, seed)
    };
    let mut g = GameState::new_seeded(&spec).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut entries, mut decisions) = (BTreeSet::new(), BTreeSet::new());
    for _ in 0..3_000 {
        let Some(decision) = g.pending().cloned() else {
            break;
        };
        decisions.insert(kind_name(&format!("{:?}", decision.kind)));
        let side = decision.side;
        let view = g.view(match side {
            Side::Us => Seat::Us,
            Side::Jihadist => Seat::Jihadist,
        });
        let options = decision.options.clone();
        let text = render::prompt_in_lang(Lang::Ru, Some(&view), side, &decision.kind, &options);
        for line in text.lines() {
            checker.check("prompt", line);
        }
        let waiting = render::waiting_lang(Lang::Ru, side, "Борис", &decision.kind, false);
        checker.check("waiting", &waiting);
        let answer: Answer = options[rng.random_range(0..options.len())];
        let Ok(logs) = g.apply_seeded(side, &Action::Answer(answer)) else {
            continue;
        };
        let observed: Vec<LogEntry> = logs.iter().map(|e| e.seen_by(Seat::Observer)).collect();
        for e in &logs {
            entries.insert(kind_name(&format!("{e:?}")));
            if let Some(line) = render::log_entry_lang(Lang::Ru, &e.seen_by(Seat::Us)) {
                checker.check("private log line", &line);
            }
        }
        for line in render::log_lines_lang(Lang::Ru, &observed) {
            checker.check("log line", &line);
        }
        if g.outcome.is_some() {
            break;
        }
    }
    (entries, decisions)
}

#[test]
fn engine_games_render_their_log_lines_and_prompts_in_russian() {
    let mut checker = Checker::new();
    let (mut entries, mut decisions) = (BTreeSet::new(), BTreeSet::new());
    for (i, scenario) in Scenario::ALL.into_iter().enumerate() {
        for players in [Players::Solitaire, Players::TwoPlayer] {
            let (e, d) = engine_game(players, scenario, 40 + i as u64, &mut checker);
            entries.extend(e);
            decisions.extend(d);
        }
    }
    eprintln!("log entry kinds rendered in Russian: {entries:?}");
    eprintln!("decision kinds rendered in Russian: {decisions:?}");
    checker.assert_russian();
    for kind in [
        "CardPlayed",
        "Rolled",
        "BotReason",
        "PhaseStarted",
        "EndOfTurn",
    ] {
        assert!(entries.contains(kind), "no {kind} in {entries:?}");
    }
    for kind in ["ActionCard", "CardUse", "Country"] {
        assert!(decisions.contains(kind), "no {kind} in {decisions:?}");
    }
}

/// A game played through the app with the game's language Russian: every card play post,
/// the bot's posts, waiting lines and the prompts' questions are Russian.
fn app_game(mode: Mode, side: Side, seed: u64, checker: &mut Checker) {
    let mut table = Table::new();
    let mut new = match new_game(mode, side, seed) {
        Command::New(new) => new,
        other => panic!("{other:?}"),
    };
    new.language = Some(Lang::Ru);
    let mut out = table.send("alice", Command::New(new));
    if mode == Mode::TwoPlayer {
        out = table.send("bob", Command::Join);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut commands = 0;
    while let Some((user, count)) = prompt(&out) {
        // The first few hundred commands cover every kind of play; the game need not end.
        if commands >= 400 {
            break;
        }
        out = table.send(&user, choose(rng.random_range(1..=count)));
        commands += 1;
        if !errors(&out).is_empty() {
            continue;
        }
        for message in &out {
            match message {
                Outbound::Play { text, .. } => {
                    for line in text.lines() {
                        checker.check("card play post", line);
                    }
                }
                Outbound::Public(text) => {
                    for line in text.lines() {
                        checker.check("public post", line);
                    }
                }
                Outbound::Prompt { text, .. } => {
                    let lines: Vec<&str> = text.lines().collect();
                    checker.check("prompt question", lines[0]);
                    checker.check("prompt end", lines[lines.len() - 1]);
                }
                _ => {}
            }
        }
    }
}

#[test]
fn app_games_in_russian_post_russian_play_lines() {
    let mut checker = Checker::new();
    // Solitaire as the US against the section 9 bot, as the Jihadist against the computer
    // US, and a two-player game.
    app_game(Mode::Solitaire, Side::Us, 5, &mut checker);
    app_game(Mode::Solitaire, Side::Jihadist, 6, &mut checker);
    app_game(Mode::TwoPlayer, Side::Us, 7, &mut checker);
    checker.assert_russian();
}

#[test]
fn russian_plural_forms_and_cases_in_log_lines() {
    let placed = |count| {
        render::log_entry_lang(
            Lang::Ru,
            &LogEntry::CellsPlaced {
                country: Country::Pakistan,
                count,
            },
        )
        .unwrap()
    };
    assert!(placed(1).ends_with("размещена 1 ячейка."), "{}", placed(1));
    assert!(placed(3).ends_with("размещены 3 ячейки."), "{}", placed(3));
    assert!(placed(5).ends_with("размещено 5 ячеек."), "{}", placed(5));
    let phase = render::log_entry_lang(
        Lang::Ru,
        &LogEntry::PhaseStarted {
            turn: 2,
            side: Side::Jihadist,
        },
    )
    .unwrap();
    assert_eq!(phase, "— Ход 2: фаза действий исламистов —");
    // English stays as it was.
    assert_eq!(
        render::log_entry(&LogEntry::CellsPlaced {
            country: Country::Pakistan,
            count: 2,
        })
        .unwrap(),
        "2 cells placed in Pakistan."
    );
}

/// Names declined where Russian needs it (Fluent attributes in the terms of the rules'
/// translation): the country a die picks in the accusative and those it is picked from in
/// the genitive, a Governance that stays in the instrumental, a card in an error with its
/// `#`.
#[test]
fn russian_names_take_their_case() {
    use labyrinth_engine::{BotPurpose, BotReason, Governance, RollKind, RuleError};
    let line = |entry: LogEntry| render::log_entry_lang(Lang::Ru, &entry).unwrap();
    let pick = line(LogEntry::BotReason {
        reason: BotReason::Pick {
            purpose: BotPurpose::RadicalizeWorsen,
            candidates: vec![Country::GulfStates, Country::Pakistan, Country::Syria],
            dice: vec![3],
            chosen: Country::Syria,
        },
    });
    assert!(
        pick.contains("выбирают Сирию из стран Залива, Пакистана, Сирии"),
        "{pick}"
    );
    let all = line(LogEntry::BotReason {
        reason: BotReason::Pick {
            purpose: BotPurpose::RadicalizeCell,
            candidates: Country::ALL.to_vec(),
            dice: vec![2, 1, 3],
            chosen: Country::CentralAsia,
        },
    });
    assert!(
        all.contains("выбирают Центральную Азию из всех 38 стран"),
        "{all}"
    );
    let stays = line(LogEntry::Governance {
        country: Country::Iraq,
        from: Some(Governance::Poor),
        to: Governance::Poor,
    });
    assert!(stays.contains("правительство остаётся плохим"), "{stays}");
    let rolled = render::log_lines_lang(
        Lang::Ru,
        &[LogEntry::Rolled {
            kind: RollKind::Governance,
            country: Some(Country::Iraq),
            dice: vec![3],
            modified: None,
            needed: None,
            successes: None,
        }],
    )
    .join("\n");
    assert!(
        rolled.contains("Ирак: правительство остаётся плохим."),
        "{rolled}"
    );
    let error = labyrinth_bot::app::CommandError::Rule(RuleError::ReservesValue {
        card: CardId::new(23).unwrap(),
        value: 3,
    })
    .text(Lang::Ru);
    assert!(error.contains("карты #23 "), "{error}");
}

/// The log entries and decisions random play rarely reaches (adjustments, Backlash, every
/// bot rule and Radicalization step, every game end), rendered in Russian one by one.
#[test]
fn rare_log_lines_bot_reasons_and_questions_are_russian() {
    use labyrinth_engine::{
        Adjustment, AnswerRule, BotDecision, BotPurpose, BotReason, BotRule, BotTable,
        DecisionKind, Governance, Outcome, Plot, Posture, RadicalizeStep, RegimeChange, Tally, Tie,
        VictoryReason, Zone,
    };
    let mut checker = Checker::new();
    let c = Country::Pakistan;
    let card = CardId::new(2).unwrap();
    let mut entries = vec![
        LogEntry::NoOperation {
            side: Side::Us,
            card,
        },
        LogEntry::Backlash { country: c },
        LogEntry::EventHasNoEffect {
            card: CardId::new(116).unwrap(),
            reason: labyrinth_engine::Reason::new("no Plot marker is Available"),
        },
        LogEntry::CellsNotPlaced {
            country: c,
            count: 2,
            reason: labyrinth_engine::Reason::new("no cell is Available (8.2.1)"),
        },
        LogEntry::CardMoved {
            card: Some(card),
            from: Zone::Discard,
            to: Zone::UsHand,
        },
        LogEntry::CardMoved {
            card: None,
            from: Zone::DrawPile,
            to: Zone::JihadistHand,
        },
        LogEntry::PlotMoved {
            country: c,
            plot: None,
            placed: true,
        },
        LogEntry::PlotMoved {
            country: c,
            plot: Some(Plot::Wmd),
            placed: false,
        },
    ];
    let changes = [
        Adjustment::Prestige(7),
        Adjustment::Funding(5),
        Adjustment::UsPosture(Posture::Soft),
        Adjustment::Posture {
            country: Country::Spain,
            posture: None,
        },
        Adjustment::Governance {
            country: c,
            governance: Some(Governance::Fair),
        },
        Adjustment::Alignment {
            country: c,
            alignment: labyrinth_engine::Alignment::Ally,
        },
        Adjustment::Troops {
            country: c,
            count: 2,
        },
        Adjustment::ActiveCells {
            country: c,
            count: 1,
        },
        Adjustment::SleeperCells {
            country: c,
            count: 5,
        },
        Adjustment::Cadre {
            country: c,
            present: true,
        },
        Adjustment::Aid {
            country: c,
            count: 1,
        },
        Adjustment::Besieged {
            country: c,
            present: false,
        },
        Adjustment::RegimeChange {
            country: c,
            marker: Some(RegimeChange::Tan),
        },
        Adjustment::RegimeChange {
            country: c,
            marker: None,
        },
        Adjustment::Marker {
            marker: Marker::Sadr,
            country: None,
            present: true,
        },
        Adjustment::Plot {
            country: c,
            plot: Plot::Two,
            placed: true,
        },
        Adjustment::Card {
            card,
            from: Zone::Lapsing,
            to: Zone::Removed,
        },
    ];
    entries.extend(
        changes
            .into_iter()
            .map(|change| LogEntry::Adjusted { change }),
    );
    let reasons = [
        VictoryReason::GoodResources,
        VictoryReason::FairGoodCountries,
        VictoryReason::NoCells,
        VictoryReason::IslamistRuleResources,
        VictoryReason::PrestigeAndPoor,
        VictoryReason::WmdInUnitedStates,
        VictoryReason::EndOfDeck,
        VictoryReason::Resignation,
    ];
    for reason in reasons {
        entries.push(LogEntry::GameOver {
            outcome: Outcome {
                winner: Side::Jihadist,
                reason,
                tally: (reason == VictoryReason::EndOfDeck).then_some(Tally {
                    good_resources: 7,
                    islamist_resources: 3,
                    needed: Some(9),
                }),
            },
        });
    }
    let mut bot = vec![
        BotReason::NoOperation,
        BotReason::BiometricsDrop { country: c },
        BotReason::NoneClosest {
            purpose: BotPurpose::EventJihad,
        },
        BotReason::EventPlotIgnored { card },
        BotReason::Play { card },
        BotReason::Table {
            table: BotTable::ShiaMix,
            dice: vec![2, 5],
            result: Country::Iraq,
        },
        BotReason::Closest {
            from: Country::Iraq,
            distance: 2,
            candidates: Country::ALL.to_vec(),
        },
        BotReason::PickCard {
            purpose: BotPurpose::DiscardCard,
            candidates: vec![card],
            dice: vec![1],
            chosen: card,
        },
    ];
    for decision in [
        BotDecision::Event,
        BotDecision::EventThenOps,
        BotDecision::Plot,
        BotDecision::OpsUsNotPlayable,
        BotDecision::OpsNotPlayable,
        BotDecision::OpsItjihad,
        BotDecision::RadicalizationEmptyTrack,
        BotDecision::RadicalizationNoPlotTarget,
    ] {
        bot.push(BotReason::Decide { card, decision });
    }
    for step in [
        RadicalizeStep::Start,
        RadicalizeStep::Cell,
        RadicalizeStep::SkipCell,
        RadicalizeStep::Travel,
        RadicalizeStep::SkipTravel,
        RadicalizeStep::Plot,
        RadicalizeStep::SkipPlotFunding,
        RadicalizeStep::SkipPlotNoCell,
        RadicalizeStep::SkipPlotNoMarker,
        RadicalizeStep::NoRecruitTarget,
        RadicalizeStep::NoAvailableCells,
        RadicalizeStep::NoOperation { gtmo: true },
        RadicalizeStep::NoOperation { gtmo: false },
        RadicalizeStep::Worsen,
        RadicalizeStep::Stop,
    ] {
        bot.push(BotReason::Radicalize { step, ops: 2 });
    }
    for rule in [
        AnswerRule::ResolveInOrder { country: c },
        AnswerRule::RandomPlotMarker { country: c },
        AnswerRule::DeclareMajorJihad { country: c },
        AnswerRule::NoReroll,
        AnswerRule::ActiveFirst,
        AnswerRule::EventFirst,
        AnswerRule::NoReserves,
        AnswerRule::FirstListed {
            answer: Answer::Yes,
        },
        AnswerRule::TopCard,
        AnswerRule::RandomIsTop,
        AnswerRule::SadrLast,
        AnswerRule::OpsFlow { value: 2 },
    ] {
        bot.push(BotReason::Answer { rule });
    }
    let rules = [
        BotRule::PlotStep {
            step: 3,
            band: Some(Governance::Good),
        },
        BotRule::EventPlotStep {
            step: 1,
            band: None,
        },
        BotRule::MajorJihad {
            cells: 6,
            troops: 1,
        },
        BotRule::ShiftTier {
            tier: Governance::Fair,
        },
        BotRule::RecruitRegimeChange {
            troops: 2,
            cells: 1,
        },
        BotRule::RecruitIslamistRule { cells: 3, ops: 2 },
        BotRule::RecruitHighestNeed { need: 3 },
        BotRule::TravelTo { r#box: 2 },
        BotRule::TravelToRandom,
        BotRule::TravelFrom { r#box: 4 },
        BotRule::CardNames { card },
        BotRule::ClosestGoodThenFair {
            tier: Governance::Good,
        },
        BotRule::ExKgb { shifts: true },
        BotRule::ExKgb { shifts: false },
        BotRule::TravelInPlace,
    ];
    let ties = [
        Tie::Only,
        Tie::Pakistan,
        Tie::Aid,
        Tie::Besieged,
        Tie::Resources,
        Tie::TroopsPlusCells,
        Tie::Active,
        Tie::NotDestination,
        Tie::Random,
    ];
    for (i, rule) in rules.into_iter().enumerate() {
        bot.push(BotReason::Target {
            purpose: BotPurpose::TravelTo,
            country: c,
            rolls: 2,
            rule,
            tie: ties[i % ties.len()],
        });
    }
    entries.extend(bot.into_iter().map(|reason| LogEntry::BotReason { reason }));
    for entry in &entries {
        let line = render::log_entry_lang(Lang::Ru, entry).unwrap();
        checker.check(&format!("{entry:?}"), &line);
    }
    for kind in [
        DecisionKind::MajorJihad { country: c },
        DecisionKind::WmdReroll { country: c },
    ] {
        checker.check("question", &render::question_lang(Lang::Ru, &kind));
    }
    checker.assert_russian();
}
