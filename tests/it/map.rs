//! The board picture: snapshots of its SVG source at the four scenario starts and at a few
//! late-game positions, the PNG (decodes, canvas size, size budget, phone width), and the
//! hidden-information scan: what is drawn is the same whatever seat's view it is drawn
//! from, and names no held card and no Plot value. Review SVG changes with
//! `INSTA_UPDATE=always cargo test --test map` and a look at the PNG
//! (`cargo run --example board`).
#![allow(clippy::unwrap_used, clippy::expect_used, reason = "tests")]

use crate::common::random_game::{played, random_step, start};
use labyrinth_bot::render::{BoardMap, map};
use labyrinth_engine::{CardId, Country, GameState, Marker, Scenario, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use resvg::tiny_skia::Pixmap;

fn svg(game: &GameState) -> String {
    BoardMap::new(&game.view(Seat::Observer)).svg().unwrap()
}

#[test]
fn map_svg_at_each_scenario_start() {
    for scenario in Scenario::ALL {
        let svg = svg(&start(scenario, 1));
        for country in Country::ALL {
            assert!(
                svg.contains(&format!("<!-- {} -->", country.id())),
                "{} missing",
                country.id()
            );
        }
        insta::assert_snapshot!(format!("map_start_{}", scenario.id()), svg);
    }
}

/// Late positions: Plots face down on the map, Regime Changes, Besieged Regimes, Aid,
/// markers, Lapsing cards, a finished game.
#[test]
fn map_svg_late_in_the_game() {
    for (scenario, seed, steps) in [
        (Scenario::MissionAccomplished, 7, 300),
        (Scenario::Anaconda, 9, 600),
        (Scenario::LetsRoll, 3, 5000),
    ] {
        let game = played(scenario, seed, steps);
        let name = format!("map_{}_seed_{seed}_after_{steps}", scenario.id());
        insta::assert_snapshot!(name, svg(&game));
    }
}

#[test]
fn map_png_decodes_at_the_canvas_size_within_budget() {
    let game = played(Scenario::MissionAccomplished, 7, 300);
    let board = BoardMap::new(&game.view(Seat::Observer));
    let png = board.png().unwrap();
    let pixmap = Pixmap::decode_png(&png).unwrap();
    let (width, height) = map::canvas_size().unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (width, height));
    assert_eq!((width, height), (1240, 1250), "data/layout.json's canvas");
    // The README's budget (300 KB) and Discord's upload limit.
    assert!(png.len() <= 300 * 1024, "{} bytes", png.len());
    assert!(png.len() <= map::ATTACHMENT_LIMIT);
    // Not blank: the background, the boxes' colours and black ink all appear.
    let pixels = pixmap.pixels();
    let dark = pixels
        .iter()
        .filter(|p| u32::from(p.red()) + u32::from(p.green()) + u32::from(p.blue()) < 150)
        .count();
    assert!(dark > 10_000, "{dark} dark pixels");
    // The phone-sized picture.
    let phone = Pixmap::decode_png(&board.png_width(400).unwrap()).unwrap();
    assert_eq!(phone.width(), 400);
    assert_eq!(
        phone.height(),
        (400.0 * height as f32 / width as f32).round() as u32
    );
}

/// `png()` draws the position over a base drawn once: the same pixels as rasterising the
/// whole SVG, with and without the Patriot Act's faint links.
#[test]
fn map_png_is_the_svg_rasterised() {
    for (scenario, seed, steps) in [
        (Scenario::LetsRoll, 1, 0),
        (Scenario::MissionAccomplished, 7, 300),
    ] {
        let board = BoardMap::new(&played(scenario, seed, steps).view(Seat::Observer));
        let fast = Pixmap::decode_png(&board.png().unwrap()).unwrap();
        let whole =
            Pixmap::decode_png(&map::png_from_svg(&board.svg().unwrap(), None).unwrap()).unwrap();
        assert!(
            fast.data() == whole.data(),
            "{scenario:?}: the pictures differ"
        );
    }
}

/// Card 43 Patriot Act: the United States' links but Canada's are drawn faint.
#[test]
fn patriot_act_fades_the_united_states_links() {
    let game = start(Scenario::LetsRoll, 1);
    let mut view = game.view(Seat::Observer);
    let plain = BoardMap::new(&view).svg().unwrap();
    view.markers.push(Marker::PatriotAct);
    let cut = BoardMap::new(&view).svg().unwrap();
    assert!(!plain.contains("stroke-dasharray=\"3 9\""));
    // United States - United Kingdom (the Philippines link wraps, drawn apart).
    assert_eq!(cut.matches("stroke-dasharray=\"3 9\"").count(), 1, "{cut}");
}

/// Card 43 Patriot Act: the United States links to no Schengen country, so its box loses
/// the Schengen symbol (the printed base is drawn per Patriot Act).
#[test]
fn patriot_act_removes_the_united_states_schengen_symbol() {
    let game = start(Scenario::LetsRoll, 1);
    let mut view = game.view(Seat::Observer);
    let us_box = |svg: &str| -> String {
        let from = svg.find("<!-- united_states (printed) -->").unwrap();
        let rest = &svg[from + 10..];
        rest[..rest.find("<!--").unwrap()].to_string()
    };
    let badge = ">S</text>";
    assert!(us_box(&BoardMap::new(&view).svg().unwrap()).contains(badge));
    view.markers.push(Marker::PatriotAct);
    assert!(!us_box(&BoardMap::new(&view).svg().unwrap()).contains(badge));
}

/// A long marker name is drawn whole, in a smaller type, not cut ("Indo-Pakistani Talks",
/// "Vieira de Mello Slain", the longest a country can hold).
#[test]
fn long_marker_names_are_not_cut() {
    let game = start(Scenario::LetsRoll, 1);
    let mut view = game.view(Seat::Observer);
    for c in view.countries.iter_mut() {
        if c.country == Country::Pakistan {
            c.markers.push(Marker::IndoPakistaniTalks);
            c.markers.push(Marker::BenazirBhutto);
        }
        if c.country == Country::Iraq {
            c.markers.push(Marker::VieiraDeMelloSlain);
        }
    }
    let map = BoardMap::new(&view);
    let svg = map.svg().unwrap();
    assert!(svg.contains(">Indo-Pakistani Talks</text>"), "cut");
    assert!(svg.contains(">Vieira de Mello Slain</text>"), "cut");
    assert!(!svg.contains("…</text>"), "a name is cut");
    if let Some(path) = std::env::var_os("BOARD_PNG") {
        std::fs::write(path, map.png().unwrap()).unwrap();
    }
}

/// What the picture shows is the Observer's: built from the US's or the Jihadist's view it
/// is the same picture, and its text names no held card and no Plot value.
#[test]
fn map_shows_nothing_hidden() {
    let mut checked = 0;
    let mut plots_seen = 0;
    for scenario in Scenario::ALL {
        for seed in 1..=2u64 {
            let mut game = start(scenario, seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            for step in 0..2000 {
                if step % 23 == 0 || game.pending().is_none() {
                    let observer = svg(&game);
                    for seat in [Seat::Us, Seat::Jihadist] {
                        let seen = BoardMap::new(&game.view(seat)).svg().unwrap();
                        assert_eq!(seen, observer, "{scenario:?} seed {seed} step {step}");
                    }
                    let held: Vec<CardId> = [Seat::Us, Seat::Jihadist]
                        .into_iter()
                        .flat_map(|seat| game.view(seat).hand.unwrap_or_default())
                        .collect();
                    for card in held {
                        let label = format!("#{} {}", card.number(), card.name());
                        assert!(!observer.contains(&label), "{label} drawn");
                    }
                    // ("WMD" alone is in marker names: Iraqi WMD, Libyan WMD.)
                    for hidden in ["Plot 1", "Plot 2", "Plot 3", "WMD Plot", "Available Plots"] {
                        assert!(!observer.contains(hidden), "{hidden} drawn");
                    }
                    let view = game.view(Seat::Observer);
                    plots_seen += view.countries.iter().filter(|c| c.plot_count > 0).count();
                    checked += 1;
                }
                if !random_step(&mut game, &mut rng) {
                    break;
                }
            }
        }
    }
    assert!(checked > 100, "{checked} positions");
    assert!(plots_seen > 0, "no position had a Plot on the map");
}

/// Card 5 NEST: a face-up Plot's value is public and drawn; a face-down one shows only as a
/// Plot counter, its value nowhere in the picture.
#[test]
fn a_face_up_plot_is_drawn_with_its_value_and_a_face_down_one_is_not() {
    use labyrinth_engine::{MapPlot, Plot};
    let mut game = start(Scenario::LetsRoll, 1);
    let us = game.country_mut(Country::UnitedStates);
    us.plots.push(MapPlot {
        face_up: true,
        ..MapPlot::face_down(Plot::Wmd)
    });
    us.plots.push(MapPlot::face_down(Plot::Two));
    let picture = svg(&game);
    assert!(picture.contains("face-up WMD"), "the face-up WMD is drawn");
    assert!(
        !picture.contains("face-up 2"),
        "the face-down Plot 2 is not"
    );
    assert_eq!(picture.matches("face-up").count(), 1);
}
