//! The board and the cards in Russian (issue "Русский"): the text summary, the embed, the
//! board picture and `/lab country` at a few positions have no English word left (only the
//! proper names and abbreviations a Russian text keeps); the Russian picture decodes, names
//! nothing hidden and is the same from every seat; every card has its Russian texts; the
//! English card texts are the reference's and the gists' word for word.
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common;
use crate::common::random_game::{random_step, start};

use labyrinth_bot::i18n::{self, Lang, names};
use labyrinth_bot::render::{self, BoardMap, Playable};
use labyrinth_engine::{CardId, Country, GameState, Marker, Scenario, Seat};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use resvg::tiny_skia::Pixmap;

/// The Latin words of `text` (the one English detector, `common::english`).
fn english_words(text: &str) -> Vec<String> {
    common::english::english_words(text, &[])
}

fn assert_russian(what: &str, text: &str) {
    let words = english_words(text);
    assert!(
        words.is_empty(),
        "{what}: English words {words:?} in:\n{text}"
    );
}

/// The scenario starts and positions along random games, every `every` steps.
fn positions(steps: usize, every: usize) -> Vec<GameState> {
    let mut out = Vec::new();
    for (seed, scenario) in Scenario::ALL.into_iter().enumerate() {
        let seed = seed as u64 + 1;
        let mut game = start(scenario, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for step in 0..steps {
            if step % every == 0 {
                out.push(game.clone());
            }
            if !random_step(&mut game, &mut rng) {
                break;
            }
        }
        out.push(game);
    }
    out
}

/// The words drawn in the SVG: the contents of its `<text>` elements.
fn drawn_texts(svg: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = svg;
    while let Some(at) = rest.find("<text") {
        rest = &rest[at..];
        let Some(open) = rest.find('>') else { break };
        let Some(close) = rest.find("</text>") else {
            break;
        };
        out.push(rest[open + 1..close].to_string());
        rest = &rest[close..];
    }
    out
}

#[test]
fn the_russian_board_text_embed_and_picture_have_no_english_words() {
    let mut checked = 0;
    for game in positions(600, 150) {
        let view = game.view(Seat::Observer);
        let text = render::board(&view, Lang::Ru);
        assert_russian("board", &text);
        assert!(text.contains("Престиж"), "{text}");
        let embed = render::board_embed(&view, Lang::Ru);
        assert!(embed.problems().is_empty(), "{:?}", embed.problems());
        for part in embed.texts() {
            if view.outcome.is_none() {
                assert_russian("embed", part);
            }
        }
        let svg = BoardMap::new(&view).in_lang(Lang::Ru).svg().unwrap();
        for words in drawn_texts(&svg) {
            assert_russian("picture", &words);
        }
        // The seat's own view adds its hand and Plots, in Russian too.
        assert_russian(
            "seat board",
            &render::board(&game.view(Seat::Jihadist), Lang::Ru),
        );
        checked += 1;
    }
    assert!(checked >= 8, "{checked} positions");
}

/// `/lab log` leaves out the boards by how they begin, in either language.
#[test]
fn every_board_text_begins_with_its_heading_start() {
    for game in positions(300, 300) {
        let view = game.view(Seat::Observer);
        for lang in Lang::ALL {
            let start = render::heading_start(lang, view.scenario);
            assert!(render::board(&view, lang).starts_with(&start), "{start}");
        }
        assert_eq!(
            render::heading_start(Lang::En, view.scenario),
            format!("{} — turn ", view.scenario.name())
        );
    }
}

#[test]
fn russian_country_details_have_no_english_words() {
    for game in positions(300, 300) {
        let view = game.view(Seat::Observer);
        for country in Country::ALL {
            let text = render::country_details(&view, country, Lang::Ru);
            assert_russian("country", &text);
            assert!(text.contains(&names::country(Lang::Ru, country)), "{text}");
        }
    }
}

#[test]
fn a_country_line_declines_and_names_its_pieces_in_russian() {
    let mut view = start(Scenario::LetsRoll, 1).view(Seat::Observer);
    let pakistan = view
        .countries
        .iter_mut()
        .find(|c| c.country == Country::Pakistan)
        .unwrap();
    pakistan.cadre = true;
    pakistan.aid = 1;
    pakistan.besieged = true;
    pakistan.markers.push(Marker::Fata);
    let line = render::country_line_in(Lang::Ru, pakistan);
    assert_russian("line", &line);
    for word in [
        "Пакистан",
        "вербовщик",
        "помощь 1",
        "осаждённый режим",
        "Зона племён",
    ] {
        assert!(line.contains(word), "{word}: {line}");
    }
}

#[test]
fn the_russian_picture_decodes_and_shows_nothing_hidden() {
    for game in positions(400, 100) {
        let observer = BoardMap::new(&game.view(Seat::Observer)).in_lang(Lang::Ru);
        let svg = observer.svg().unwrap();
        for seat in [Seat::Us, Seat::Jihadist] {
            let seen = BoardMap::new(&game.view(seat))
                .in_lang(Lang::Ru)
                .svg()
                .unwrap();
            assert_eq!(seen, svg);
        }
        let held: Vec<CardId> = [Seat::Us, Seat::Jihadist]
            .into_iter()
            .flat_map(|seat| game.view(seat).hand.unwrap_or_default())
            .collect();
        for card in held {
            let label = format!("#{} {}", card.number(), names::card(Lang::Ru, card));
            assert!(!svg.contains(&label), "{label} drawn");
        }
        for hidden in [
            "Теракт 1",
            "Теракт 2",
            "Теракт 3",
            "Теракт с ОМП",
            "Доступные",
        ] {
            assert!(!svg.contains(hidden), "{hidden} drawn");
        }
    }
    let game = start(Scenario::LetsRoll, 1);
    let png = BoardMap::new(&game.view(Seat::Observer))
        .in_lang(Lang::Ru)
        .png()
        .unwrap();
    let pixmap = Pixmap::decode_png(&png).unwrap();
    assert_eq!(
        (pixmap.width(), pixmap.height()),
        render::map::canvas_size().unwrap()
    );
    // The Russian base is its own: the English picture of the same position differs.
    let english = BoardMap::new(&game.view(Seat::Observer)).png().unwrap();
    assert_ne!(png, english);
}

#[test]
fn every_card_has_its_russian_texts() {
    for card in CardId::all() {
        let n = card.number();
        for part in ["gist", "precondition", "effect", "lingering"] {
            let key = format!("card-{n}-{part}");
            assert_eq!(
                i18n::has(Lang::En, &key),
                i18n::has(Lang::Ru, &key),
                "{key}"
            );
        }
        let text = render::card_text(card, None, Playable::NotAsked, false, Lang::Ru);
        assert!(text.contains(&names::card(Lang::Ru, card)), "{text}");
        assert_russian(&format!("card {n}"), &text);
        let line = render::summary(card, Lang::Ru);
        assert_russian(&format!("card {n} gist"), &line);
    }
    let text = render::card_text(
        CardId::of::<92>(),
        Some(labyrinth_engine::Side::Jihadist),
        Playable::Yes,
        true,
        Lang::Ru,
    );
    assert!(text.contains("Сейчас исламисты могут"), "{text}");
    assert!(text.contains("у вас на руке"), "{text}");
}

#[test]
fn the_english_card_texts_are_the_references_word_for_word() {
    let mut cards: Vec<serde_json::Value> = Vec::new();
    for text in [
        include_str!("../../data/reference/cards_us.json"),
        include_str!("../../data/reference/cards_jihadist.json"),
        include_str!("../../data/reference/cards_unassociated.json"),
    ] {
        let list: Vec<serde_json::Value> = serde_json::from_str(text).unwrap();
        cards.extend(list);
    }
    assert_eq!(cards.len(), 120);
    for card in &cards {
        let n = card["number"].as_u64().unwrap();
        for (field, part) in [
            ("precondition", "precondition"),
            ("effect", "effect"),
            ("lingering_effect", "lingering"),
        ] {
            let key = format!("card-{n}-{part}");
            match card[field].as_str() {
                Some(text) => assert_eq!(i18n::text(Lang::En, &key, None), text, "{key}"),
                None => assert!(!i18n::has(Lang::En, &key), "{key}"),
            }
        }
    }
    let gists: serde_json::Value =
        serde_json::from_str(include_str!("../../data/gists.json")).unwrap();
    for gist in gists["cards"].as_array().unwrap() {
        let key = format!("card-{}-gist", gist["number"]);
        assert_eq!(
            i18n::text(Lang::En, &key, None),
            gist["gist"].as_str().unwrap(),
            "{key}"
        );
    }
}

/// `/lab card` for every card, asked by each player of a Russian two-player game at a few
/// points of it: the card's text and why its event may not be played now (6.2.5, 6.2.6,
/// 6.2.8, the engine's reasons) read in Russian.
#[test]
fn every_card_and_why_it_cannot_be_played_now_read_in_russian() {
    use common::{Table, choose, new_game, prompt};
    use labyrinth_bot::app::{Command, Mode, Outbound};
    use labyrinth_engine::Side;

    let mut table = Table::new();
    let Command::New(mut new) = new_game(Mode::TwoPlayer, Side::Us, 11) else {
        unreachable!("new_game builds a new game")
    };
    new.language = Some(Lang::Ru);
    table.send("alice", Command::New(new));
    let mut out = table.send("bob", Command::Join);
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let (mut cannot, mut asked) = (0, 0);
    for round in 0..4 {
        for user in ["alice", "bob"] {
            for card in CardId::all() {
                for message in table.send(user, Command::Card(card)) {
                    let Outbound::Private { text, .. } = message else {
                        panic!("/lab card answers privately: {message:?}")
                    };
                    assert_russian(&format!("card {} to {user}", card.number()), &text);
                    cannot += usize::from(text.contains("не могут сыграть это событие"));
                    asked += 1;
                }
            }
        }
        // Some play between the rounds.
        for _ in 0..25 * round {
            let Some((user, count)) = prompt(&out) else {
                break;
            };
            out = table.send(&user, choose(rng.random_range(1..=count)));
        }
    }
    assert!(asked >= 8 * 120 && cannot > 100, "{cannot} of {asked}");
}
