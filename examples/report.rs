//! Write the after-action report of a whole solitaire game (the heuristic US against the
//! rules' section 9 bot) as the bot would post it: the chart as PNG (and SVG) and the
//! Markdown, e.g. the README's example:
//! `cargo run --release --example report -- docs/report.png lets_roll 11 1 en`
//! (scenario, seed, decks 1-3, language `en` or `ru`).

use labyrinth_bot::app::story;
use labyrinth_bot::i18n::Lang;
use labyrinth_bot::render::report::{Meta, Report};
use labyrinth_bot::store::Recorded;
use labyrinth_engine::{Action, Players, Scenario, SetupSpec, Side};

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args.first().map_or("report.png", String::as_str);
    let scenario = args
        .get(1)
        .and_then(|s| Scenario::parse(s))
        .unwrap_or(Scenario::LetsRoll);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let game_length: u8 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let lang = args.get(4).and_then(|s| Lang::parse(s)).unwrap_or(Lang::En);
    let spec = SetupSpec {
        scenario,
        players: Players::Solitaire,
        ideology: Default::default(),
        game_length,
        seed,
        mini_decks: false,
    };
    let played = labyrinth_bot::sim::play_game(&spec)?;
    let actions: Vec<(Side, Recorded)> = played
        .answers
        .iter()
        .map(|a| (Side::Us, Recorded::Action(Action::Answer(*a))))
        .collect();
    let meta = Meta {
        game: Some(1),
        us: "@alice".to_string(),
        jihadist: "the rules' solitaire Jihadist bot (section 9)".to_string(),
        ..Meta::default()
    };
    let report = Report::new(
        story(&spec, labyrinth_engine::FORMAT_VERSION, &actions)?,
        meta,
        lang,
    );
    let png = report.png()?;
    std::fs::write(path, &png)?;
    std::fs::write(format!("{path}.svg"), report.svg())?;
    let chart = std::path::Path::new(path)
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    std::fs::write(format!("{path}.md"), report.markdown_with(&chart))?;
    println!(
        "{path}: {} bytes; {} turns, {} moments",
        png.len(),
        played.game.turn,
        report.story.moments.len()
    );
    Ok(())
}
