//! The app's refusals in Russian (issue "Русский"): the engine's rule errors, written from
//! their keys (`RuleError::key`, `locales/*/errors.ftl`), and the app's own command refusals
//! (`locales/*/app.ftl`) leave no English word behind (but the names still to be translated,
//! command syntax and abbreviations), keep their rule number, and read in English exactly as
//! the engine's words.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;

use common::{Table, errors, new_game};
use labyrinth_bot::app::{Choice, Command, CommandError, Mode, NewGame};
use labyrinth_bot::i18n::{self, Lang, names};
use labyrinth_engine::{Answer, CardId, Country, ErrorArg, Op, Reason, RuleError, Side};

/// Runs of three or more Latin letters in `text` that are not allowed: words of `names`
/// (names still in English until their translation lands), command syntax after `/`.
fn english_words(text: &str, names: &[String]) -> Vec<String> {
    let allowed: Vec<&str> = names
        .iter()
        .flat_map(|n| n.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| !w.is_empty())
        .collect();
    common::english::latin_runs(text, &allowed)
}

/// The English template of each reason message (`{ $cells }` -> `{cells}`).
fn reason_templates() -> Vec<(String, String)> {
    let source = i18n::sources(Lang::En)
        .find(|(area, _)| *area == "errors")
        .unwrap()
        .1;
    source
        .lines()
        .filter_map(|l| l.split_once(" = "))
        .filter(|(k, _)| k.starts_with("reason-"))
        .map(|(k, v)| (k.to_string(), v.replace("{ $", "{").replace(" }", "}")))
        .collect()
}

/// `template` with a value for each argument it names.
fn filled(template: &'static str) -> Reason {
    let mut reason = Reason::new(template);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let close = rest[open..].find('}').unwrap() + open;
        let name: &'static str = &rest[open + 1..close];
        let value = match name {
            "country" | "from" | "target" => ErrorArg::Country(Country::Pakistan),
            "card" => ErrorArg::Card(CardId::new(45).unwrap()),
            "marker" => ErrorArg::CardName(CardId::new(84).unwrap()),
            "side" => ErrorArg::Side(Side::Jihadist),
            "zone" => ErrorArg::Zone(labyrinth_engine::Zone::Discard),
            "cards" => ErrorArg::Cards(&[84, 85]),
            "answer" => ErrorArg::Answer(Answer::Yes),
            "problems" | "list" | "kind" => ErrorArg::Words(String::new()),
            _ => ErrorArg::Number(3),
        };
        reason = reason.with(name, value);
        rest = &rest[close + 1..];
    }
    reason
}

/// Names the sample arguments show (English until the names are translated).
fn sample_names() -> Vec<String> {
    vec![
        names::country(Lang::Ru, Country::Pakistan),
        names::country_in(Lang::Ru, Country::Pakistan),
        names::card(Lang::Ru, CardId::new(45).unwrap()),
        names::card(Lang::Ru, CardId::new(84).unwrap()),
        names::side(Lang::Ru, Side::Jihadist),
        names::side(Lang::Ru, Side::Us),
        names::op(Lang::Ru, Op::Deploy),
        // The users of the tests.
        "alice bob carol".to_string(),
        // An answer's machine form (`/lab choose` syntax).
        "yes".to_string(),
    ]
}

#[test]
fn every_reason_is_russian_keeps_its_rule_and_reads_in_english_as_the_engine() {
    let names = sample_names();
    let templates = reason_templates();
    assert!(templates.len() > 150, "{}", templates.len());
    let mut wrong = Vec::new();
    for (key, template) in templates {
        let template: &'static str = Box::leak(template.into_boxed_str());
        let reason = filled(template);
        assert_eq!(reason.key().as_deref(), Some(key.as_str()), "{template}");
        let error = RuleError::IllegalTarget {
            op: Op::Deploy,
            country: Country::Pakistan,
            reason: reason.clone(),
            rule: "7.3.1",
        };
        let english = CommandError::Rule(error.clone()).text(Lang::En);
        assert_eq!(english, format!("{error}"), "{key}");
        let russian = CommandError::Rule(error).text(Lang::Ru);
        let left = english_words(&russian, &names);
        if !left.is_empty() || !russian.contains("(7.3.1)") {
            wrong.push(format!("{key}: {russian} {left:?}"));
        }
        let invalid = CommandError::Rule(RuleError::Invalid(reason.clone())).text(Lang::Ru);
        for rule in ["(4.9.4)", "(5.2.4)", "(6.2.8)", "(9.0)", "(4.7.4.2)"] {
            if template.contains(rule) && !invalid.contains(rule) {
                wrong.push(format!("{key}: {invalid} lost {rule}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_engines_refusals_name_their_rule_in_russian() {
    let card = CardId::new(45).unwrap();
    let errors = [
        RuleError::GameOver,
        RuleError::NothingPending,
        RuleError::NotYourDecision {
            side: Side::Us,
            waiting: Side::Jihadist,
        },
        RuleError::CardNotInHand {
            side: Side::Us,
            card,
        },
        RuleError::EventAssociation {
            card,
            side: Side::Jihadist,
            owner: Side::Us,
        },
        RuleError::ReservesValue { card, value: 3 },
        RuleError::OpNeedsValue {
            op: Op::Deploy,
            needed: 3,
            card,
            value: 2,
            rule: "7.3.4",
        },
        RuleError::OpNotPossible {
            op: Op::Deploy,
            reason: Reason::new("GTMO is in effect this turn"),
            rule: "Card 114",
        },
    ];
    let names = sample_names();
    for error in errors {
        let russian = CommandError::Rule(error.clone()).text(Lang::Ru);
        let left = english_words(&russian, &names);
        assert!(left.is_empty(), "{russian}: {left:?}");
        let rule = error.rule();
        let rule = rule.strip_prefix("Card ").unwrap_or(rule);
        if !matches!(
            error,
            RuleError::GameOver | RuleError::NothingPending | RuleError::NotYourDecision { .. }
        ) {
            assert!(russian.contains(rule), "{russian} ({rule})");
        }
    }
}

#[test]
fn the_apps_refusals_are_russian() {
    let refusals = [
        CommandError::NoGame,
        CommandError::GameExists(3),
        CommandError::NotSeated,
        CommandError::SeatFree(Side::Jihadist),
        CommandError::AlreadySeated(Side::Us),
        CommandError::NoFreeSeat,
        CommandError::GameOver,
        CommandError::StaleView { seen: 4, now: 5 },
        CommandError::NothingToUndo,
        CommandError::NotYourMove { who: "bob".into() },
        CommandError::NotCreator {
            game: 3,
            creator: "alice".into(),
        },
        CommandError::NoSuchGame(7),
        CommandError::TooSoonToClaim {
            side: Side::Jihadist,
            who: "bob".into(),
            waited: 86_400.0 * 3.0 + 3600.0 * 4.0,
        },
        CommandError::NothingToClaim,
        CommandError::NothingToRetake,
        CommandError::RetakeAlreadyAsked { who: "bob".into() },
    ];
    let names = sample_names();
    for refusal in refusals {
        let russian = refusal.text(Lang::Ru);
        let left = english_words(&russian, &names);
        assert!(left.is_empty(), "{russian}: {left:?}");
        assert_ne!(russian, refusal.to_string());
    }
    let claim = CommandError::TooSoonToClaim {
        side: Side::Jihadist,
        who: "bob".into(),
        waited: 86_400.0 * 3.0 + 3600.0 * 4.0,
    };
    assert!(
        claim.text(Lang::Ru).contains("3 дня 4 часа"),
        "{}",
        claim.text(Lang::Ru)
    );
    assert!(claim.to_string().contains("3 days 4 hours"));
}

#[test]
fn a_russian_game_refuses_bad_input_in_russian_with_the_rule() {
    let mut table = Table::new();
    let Command::New(mut new) = new_game(Mode::TwoPlayer, Side::Us, 1) else {
        unreachable!()
    };
    new.language = Some(Lang::Ru);
    table.send("alice", Command::New(NewGame { ..new }));
    table.send("bob", Command::Join);
    // A card the Jihadist does not hold, as the first card of the turn: a rule error (5.2).
    let game = table.game();
    let missing = (1..=120)
        .filter_map(CardId::new)
        .find(|c| !game.state.hands.jihadist.contains(c))
        .unwrap();
    let out = table.send(
        "bob",
        Command::Choose {
            choices: vec![Choice::Answer(Answer::Card(missing))],
        },
    );
    let refused = errors(&out).join("\n");
    assert!(!refused.is_empty(), "{out:?}");
    let mut names = sample_names();
    names.push(names::card(Lang::Ru, missing));
    assert!(english_words(&refused, &names).is_empty(), "{refused}");
    assert!(refused.contains("(5.2"), "{refused}");
    // Not seated: the app's own refusal, to a reader with no language of their own.
    let out = table.send("carol", Command::Join);
    let refused = errors(&out).join("\n");
    assert!(
        english_words(&refused, &names).is_empty() && !refused.is_empty(),
        "{refused}"
    );
}
