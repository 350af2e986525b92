//! A mistyped value is answered with the value it probably meant, in the sender's language,
//! for every value list (choices and countries); a command's own mistake comes before the
//! channel's state; a number is quoted as typed.

use crate::common::{Table, errors, new_game};
use labyrinth_bot::app::{Command, Mode, NewGame};
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::surface::{self, Caller};
use labyrinth_engine::{Ideology, Side};

fn refusal(line: &str, lang: Lang) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    let caller = Caller {
        locale: Some(lang),
        ..Caller::default()
    };
    match surface::parse_terminal_in(&words, lang) {
        Ok((spec, args)) => surface::build(spec, &args, &caller).unwrap_err(),
        Err(error) => error,
    }
}

#[test]
fn a_mistyped_choice_suggests_the_nearest_value() {
    for (line, meant) in [
        ("game new mode:solitare", "did you mean solitaire?"),
        ("game new side:jihadst", "did you mean jihadist?"),
        ("game new ideology:coherant", "did you mean coherent?"),
        ("game new scenario:anakonda", "did you mean anaconda?"),
        ("play 45 op:war_of_idea", "did you mean war_of_ideas?"),
    ] {
        let error = refusal(line, Lang::En);
        assert!(error.contains(meant), "{line}: {error}");
    }
    let error = refusal("игра новая режим:сола", Lang::Ru);
    assert!(error.contains("может быть, соло?"), "{error}");
    // Nonsense gets the list, no guess.
    let error = refusal("game new mode:zebra", Lang::En);
    assert!(!error.contains("did you mean"), "{error}");
}

#[test]
fn a_mistyped_country_suggests_the_nearest_country() {
    let error = labyrinth_bot::render::find_country("pakistn").unwrap_err();
    assert!(error.contains("did you mean Pakistan?"), "{error}");
    let error = labyrinth_bot::render::find_country_in(Lang::Ru, "пакистн").unwrap_err();
    assert!(error.contains("может быть, Пакистан?"), "{error}");
    let error = refusal("country saudy_arabia", Lang::En);
    assert!(error.contains("did you mean Saudi Arabia?"), "{error}");
}

#[test]
fn words_the_wrong_way_round_suggest_the_command() {
    let error = refusal("new game", Lang::En);
    assert!(error.ends_with("did you mean /lab game new?"), "{error}");
    let error = refusal("новая игра", Lang::Ru);
    assert!(error.ends_with("может быть, /lab игра новая?"), "{error}");
}

#[test]
fn a_bad_new_game_is_refused_for_itself_while_a_game_is_on() {
    let mut table = Table::new();
    table.send("alice", new_game(Mode::TwoPlayer, Side::Us, 7));
    let out = table.send(
        "alice",
        Command::New(NewGame {
            mode: Mode::TwoPlayer,
            ideology: Ideology::Coherent,
            ..NewGame::default()
        }),
    );
    let errors = errors(&out);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(!errors[0].contains("already in progress"), "{errors:?}");
}

/// A terminal line through the app, as alice.
fn send(table: &mut Table, line: &str) -> Vec<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (spec, args) = surface::parse_terminal(&words).unwrap();
    let command = surface::build(spec, &args, &Caller::default()).unwrap();
    errors(&table.send("alice", command))
        .into_iter()
        .map(str::to_string)
        .collect()
}

#[test]
fn a_mistyped_answer_operation_or_marker_suggests_the_nearest() {
    let mut table = Table::new();
    send(&mut table, "game new mode:solitaire seed:3");
    send(&mut table, "play 26 use:operations");
    let errors = send(&mut table, "choose war_of_idea");
    assert!(
        errors[0].contains("did you mean War of Ideas?"),
        "{errors:?}"
    );
    let error = refusal("choose op:war_of_idea", Lang::En);
    assert!(error.contains("did you mean War of Ideas?"), "{error}");
    send(&mut table, "choose 1");
    let errors = send(&mut table, "choose pakistn");
    assert!(errors[0].contains("did you mean Pakistan?"), "{errors:?}");
    let error = refusal("adjust what:marker marker:patriot_atc value:add", Lang::En);
    assert!(error.contains("did you mean Patriot Act?"), "{error}");
}

/// A number too big for Fluent's `f64` is quoted with its own digits.
#[test]
fn a_huge_number_is_quoted_as_typed() {
    let error = refusal("game new length:9223372036854775807", Lang::En);
    assert!(error.ends_with("not 9223372036854775807"), "{error}");
}
