//! The `/lab` surface in Russian (issue "Русский"): the English message file equals the
//! table, every command, option and choice has a Russian name Discord and the terminal
//! accept, and the terminal reads Russian names.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use labyrinth_bot::surface::locale;

#[test]
fn the_english_message_file_is_the_table() {
    let want = locale::english_messages();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en/commands.ftl");
    if std::env::var_os("UPDATE_COMMANDS_FTL").is_some() {
        std::fs::write(path, &want).unwrap();
    }
    let have = std::fs::read_to_string(path).unwrap();
    assert!(
        have == want,
        "locales/en/commands.ftl differs from the table: UPDATE_COMMANDS_FTL=1 cargo test --test ru_commands"
    );
}

use labyrinth_bot::app::{Client, Command, Mode, NewGame, PlayByPost, PlayCard};
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::surface::{self, Caller};
use labyrinth_engine::{CardUse, Ideology, Op, Scenario, Side};

/// A terminal line in Russian: the command, or the error (in Russian).
fn russian(line: &str) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (spec, args) = surface::parse_terminal_in(&words, Lang::Ru)?;
    let caller = Caller {
        locale: Some(Lang::Ru),
        ..Caller::default()
    };
    surface::build(spec, &args, &caller)
}

#[test]
fn the_terminal_reads_russian_commands_options_and_choices() {
    match russian("игра новая сценарий:анаконда режим:соло сторона:исламисты длина:2").unwrap()
    {
        Command::New(NewGame {
            scenario,
            mode,
            side,
            game_length,
            ..
        }) => {
            assert_eq!(scenario, Scenario::Anaconda);
            assert_eq!(mode, Mode::Solitaire);
            assert_eq!(side, Side::Jihadist);
            assert_eq!(game_length, 2);
        }
        other => panic!("{other:?}"),
    }
    // The short form, a positional choice, `ё` typed as `е`, a Russian flag value.
    match russian("новая зови_меня_ал идеология:сплоченная мини-колоды:да").unwrap()
    {
        Command::New(new) => {
            assert_eq!(new.scenario, Scenario::YouCanCallMeAl);
            assert_eq!(new.ideology, Ideology::Coherent);
            assert!(new.mini_decks);
        }
        other => panic!("{other:?}"),
    }
    // A choice by its Russian label, or the start of its value; English values still work.
    let play = |line: &str| match russian(line).unwrap() {
        Command::Play(PlayCard { op, card_use, .. }) => (op, card_use),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        play("сыграть 45 как:операции операция:идеол"),
        (Some(Op::WarOfIdeas), Some(CardUse::Operations))
    );
    assert_eq!(
        play("операции 45 операция:war_of_ideas").0,
        Some(Op::WarOfIdeas)
    );
    assert_eq!(play("сыграть 45 как:событие").1, Some(CardUse::Event));
    assert_eq!(
        russian("игра настройки язык:английский").unwrap(),
        Command::PlayByPost(PlayByPost::Language(Lang::En))
    );
    assert_eq!(
        russian("игра настройки тишина").unwrap(),
        Command::PlayByPost(PlayByPost::Mute(true))
    );
    assert!(matches!(russian("помощь").unwrap(), Command::Help { .. }));
}

#[test]
fn an_unknown_or_ambiguous_russian_word_is_refused_in_russian() {
    let error = russian("играть").unwrap_err();
    assert_eq!(error, "неизвестная команда \"играть\"; см. /lab помощь");
    // `пе` starts both Reassessment and Travel.
    let error = russian("операции 45 операция:пе").unwrap_err();
    assert_eq!(
        error,
        "\"пе\" может значить пересмотр, перемещение: напишите подробнее"
    );
    let error = russian("игра новая длина:7").unwrap_err();
    assert_eq!(error, "длина: от 1 до 3, а не 7");
    let error = russian("игра новая сценарий:марс").unwrap_err();
    assert!(
        error.starts_with("\"марс\" не подходит для «сценарий»: вперёд, "),
        "{error}"
    );
    let error = russian("сыграть").unwrap_err();
    assert_eq!(
        error,
        "/lab сыграть: нужен параметр карта: Карта с вашей руки: её номер"
    );
    let error = russian("игра настройки").unwrap_err();
    assert!(error.starts_with("какую настройку?"), "{error}");
    let error = russian("игра новая цвет:красный").unwrap_err();
    assert!(
        error.starts_with("игра новая принимает сценарий, режим, "),
        "{error}"
    );
    // English callers keep the English errors.
    let (spec, args) = surface::parse_terminal(&["game", "settings"]).unwrap();
    assert_eq!(
        surface::build(spec, &args, &Caller::default()).unwrap_err(),
        "which setting? mute:true, mute:false, timezone:Europe/Paris or hints:true"
    );
}

/// Each Russian name leads to its own subcommand only.
#[test]
fn every_russian_name_finds_its_own_subcommand() {
    for spec in surface::specs(Client::Terminal) {
        let path = locale::spec_path(spec, Lang::Ru);
        let words: Vec<&str> = path.split_whitespace().collect();
        let (found, rest) = surface::find_terminal(&words).unwrap();
        assert_eq!(found.path, spec.path, "{path}");
        assert!(rest.is_empty());
        let mut names = std::collections::HashSet::new();
        for opt in spec.options {
            let name = locale::opt_name(spec, opt, Lang::Ru);
            assert!(names.insert(name.clone()), "{path}: {name} twice");
            assert_ne!(name, opt.name, "{path}: {name} is not translated");
        }
        assert_ne!(
            locale::spec_name(spec, Lang::Ru),
            spec.path[spec.path.len() - 1]
        );
    }
}

/// Runs of three or more Latin letters that are not command syntax or a kept name.
fn english_words(text: &str) -> Vec<String> {
    const KEPT: [&str; 18] = [
        "lab",
        "Labyrinth",
        "JSON",
        "PNG",
        "IANA",
        "Europe",
        "Paris",
        "Moscow",
        "off",
        "none",
        "country",
        "pakistan",
        "yes",
        "Jih",
        "Fair",
        "Good",
        "Poor",
        "Discord",
    ];
    let mut words = Vec::new();
    let mut word = String::new();
    for c in text.chars().chain([' ']) {
        if c.is_ascii_alphabetic() {
            word.push(c);
        } else {
            if word.len() >= 3 && !KEPT.contains(&word.as_str()) {
                words.push(word.clone());
            }
            word.clear();
        }
    }
    words
}

#[test]
fn help_is_in_the_readers_language() {
    for client in [Client::Terminal, Client::Discord] {
        let help = surface::help(client, Lang::Ru);
        assert!(help.starts_with("Команды Labyrinth:"), "{help}");
        for spec in surface::specs(client) {
            let path = locale::spec_path(spec, Lang::Ru);
            assert!(
                help.contains(&format!("/lab {path} ")),
                "{client:?}: {path}"
            );
        }
        let english = english_words(&help);
        assert!(english.is_empty(), "{client:?}: {english:?}\n{help}");
    }
    assert!(surface::help(Client::Terminal, Lang::Ru).contains("/lab игра новая [сценарий:…]"));
}

#[test]
fn russian_names_and_descriptions_have_no_english_left() {
    for spec in surface::SPECS {
        let mut texts = vec![
            locale::spec_name(spec, Lang::Ru),
            locale::spec_description(spec, Lang::Ru),
        ];
        for opt in spec.options {
            texts.push(locale::opt_name(spec, opt, Lang::Ru));
            texts.push(locale::opt_discord_description(spec, opt, Lang::Ru));
        }
        for text in texts {
            let english = english_words(&text);
            assert!(english.is_empty(), "{}: {text:?}: {english:?}", spec.name());
        }
    }
}

/// `/lab поправка` takes the Russian values its Russian labels name, and says what is
/// expected in Russian.
#[test]
fn adjust_takes_russian_values() {
    let proposed = russian("поправка что:правительство страна:pakistan значение:плохое").unwrap();
    assert!(
        format!("{proposed:?}").contains("Governance") && format!("{proposed:?}").contains("Poor"),
        "{proposed:?}"
    );
    let error = russian("поправка что:отношение страна:pakistan значение:друг").unwrap_err();
    assert_eq!(
        error,
        "отношение: \"друг\" — не одно из: союзник, нейтральное, враждебное"
    );
}
