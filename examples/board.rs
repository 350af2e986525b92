//! Write the board picture of a position as PNG (and SVG), e.g. the README's example:
//! `cargo run --example board -- docs/board.png mission_accomplished 7 300 [WIDTH] [LANG]`
//! (scenario, seed, random legal steps; WIDTH scales the PNG, e.g. 400 for a phone, 0 for
//! the canvas size; LANG `en` or `ru`).

#[path = "../tests/it/common/random_game.rs"]
mod random_game;

use labyrinth_bot::i18n::Lang;
use labyrinth_bot::render::BoardMap;
use labyrinth_engine::{Scenario, Seat};

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args.first().map_or("board.png", String::as_str);
    let scenario = args
        .get(1)
        .and_then(|s| Scenario::parse(s))
        .unwrap_or(Scenario::LetsRoll);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let steps: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let width: Option<u32> = args.get(4).and_then(|s| s.parse().ok()).filter(|w| *w > 0);
    let lang = args.get(5).and_then(|s| Lang::parse(s)).unwrap_or(Lang::En);
    let game = random_game::played(scenario, seed, steps);
    let map = BoardMap::new(&game.view(Seat::Observer)).in_lang(lang);
    let png = match width {
        Some(width) => map.png_width(width)?,
        None => map.png()?,
    };
    std::fs::write(path, &png)?;
    std::fs::write(format!("{path}.svg"), map.svg()?)?;
    println!("{path}: {} bytes", png.len());
    Ok(())
}
