//! The board summary as text (the terminal prints it; Discord shows the embed), and the
//! pieces the embed and the picture share: the heading, the levels of the tracks, World
//! Posture, the 1st Plot box, the Lapsing cards, a Plot's label.

use labyrinth_engine::{CardId, CountryView, Plot, View};

use super::{card_in, country_line_in, has_pieces_or_posture, is_marked, side_key};
use crate::i18n::{Lang, names};
use crate::tr;

/// The 1st Plot box (4.7.7.2): the card there, or its marker once the card left the box;
/// `None` while no Plot was made this turn.
pub(crate) fn first_plot(view: &View, lang: Lang) -> Option<String> {
    match view.first_plot? {
        Some(c) => Some(tr!(lang, "board-first-plot-card", card = card_in(lang, c))),
        None => Some(tr!(lang, "board-first-plot-made")),
    }
}

/// Lapsing events in effect (4.7.7.1), named as events in play ("Biometrics (card 2)"): a
/// card taken from its box by Oil Price Spike is in a hand while its effect goes on.
pub(crate) fn lapsing_names(cards: &[CardId], lang: Lang) -> String {
    let names: Vec<String> = cards
        .iter()
        .map(|c| {
            tr!(
                lang,
                "board-lapsing-card",
                name = names::card(lang, *c),
                number = c.number()
            )
        })
        .collect();
    names.join(", ")
}

/// `Plot 2`, `WMD Plot` in `lang`.
pub(crate) fn plot_label(lang: Lang, plot: Plot) -> String {
    match plot {
        Plot::Wmd => tr!(lang, "board-plot-label", value = "wmd"),
        other => tr!(lang, "board-plot-label", value = other.number()),
    }
}

/// A level of a track (`High`, `Tight`, `War`: 4.7.1, 4.7.3, 4.7.4) in `lang`.
pub(crate) fn level(lang: Lang, level: &str) -> String {
    let key = format!("level-{}", names::key_part(level));
    if crate::i18n::has(lang, &key) {
        tr!(lang, &key)
    } else {
        level.to_string()
    }
}

/// `Let's Roll! — turn 3, US Action Phase (1 card played)`, or `— turn 6, game over`.
pub(crate) fn heading(view: &View, lang: Lang) -> String {
    let scenario = names::scenario(lang, view.scenario);
    if view.outcome.is_some() {
        return tr!(
            lang,
            "board-heading-over",
            scenario = scenario,
            turn = view.turn
        );
    }
    tr!(
        lang,
        "board-heading",
        scenario = scenario,
        turn = view.turn,
        side = side_key(view.phase.side),
        played = view.phase.cards_played
    )
}

/// How every board text of a `scenario` game in `lang` begins: `Let's Roll! — turn `.
pub fn heading_start(lang: Lang, scenario: labyrinth_engine::Scenario) -> String {
    tr!(
        lang,
        "board-heading-start",
        scenario = names::scenario(lang, scenario)
    )
}

/// `Hard 2`, `Soft 1`, `Even` (4.7.2.1).
pub(crate) fn world_posture(view: &View, lang: Lang) -> String {
    match view.world_posture {
        0 => tr!(lang, "board-world-even"),
        n if n > 0 => tr!(lang, "board-world-hard", n = n),
        n => tr!(lang, "board-world-soft", n = -n),
    }
}

/// `1 face-down Plot`, `no Plots`.
pub(crate) fn face_down_plots(count: usize, lang: Lang) -> String {
    tr!(lang, "board-face-down-plots", count = count)
}

/// `0`, `-2`: the GWOT relations penalty (4.7.2.1).
pub(crate) fn penalty(view: &View) -> String {
    if view.gwot_penalty == 0 {
        "0".to_string()
    } else {
        format!("-{}", view.gwot_penalty)
    }
}

/// The public (or seat's) board summary in `lang`: plain text (the terminal prints it;
/// Discord shows [`board_embed`]).
pub fn board(view: &View, lang: Lang) -> String {
    let mut out = String::new();
    out.push_str(&heading(view, lang));
    // The winner on the heading; the reason is the log's "🏁 Game over" line, said once.
    if let Some(outcome) = view.outcome {
        out.push_str(&tr!(lang, "board-winner", side = side_key(outcome.winner)));
    }
    out.push('\n');
    out.push_str(&tr!(
        lang,
        "board-tracks",
        prestige = view.prestige,
        prestige_level = level(lang, &view.prestige_level),
        funding = view.funding,
        funding_level = level(lang, &view.funding_level),
        troops = view.troops_on_track,
        troops_level = level(lang, &view.troops_level)
    ));
    out.push('\n');
    out.push_str(&tr!(
        lang,
        "board-postures",
        us_posture = names::posture(lang, view.us_posture),
        world = world_posture(view, lang),
        penalty = penalty(view),
        cells = view.cells_on_track,
        available = view.available_cells
    ));
    out.push('\n');
    out.push_str(&tr!(
        lang,
        "board-cards",
        reserves_us = view.reserves.us,
        reserves_jihadist = view.reserves.jihadist,
        hand_us = view.hand_sizes.us,
        hand_jihadist = view.hand_sizes.jihadist,
        deck = view.draw_pile_size,
        discard = view.discard.len(),
        removed = view.removed.len(),
        reshuffles = view.reshuffles
    ));
    out.push('\n');
    out.push_str(&tr!(
        lang,
        "board-victory",
        good = view.good_resources,
        fair_good = view.fair_good_countries,
        islamist = view.islamist_resources,
        poor = view.poor_islamist_countries
    ));
    out.push('\n');
    let plots_on_map: usize = view
        .countries
        .iter()
        .map(|c| usize::from(c.plot_count))
        .sum();
    out.push_str(&tr!(
        lang,
        "board-plots",
        on_map = face_down_plots(plots_on_map, lang),
        available = view.available_plot_count
    ));
    if let Some(available) = &view.available_plots {
        let labels: Vec<String> = available.iter().map(|p| plot_label(lang, *p)).collect();
        out.push_str(&format!(" ({})", labels.join(", ")));
    }
    out.push('\n');
    if !view.markers.is_empty() {
        let names: Vec<String> = view
            .markers
            .iter()
            .map(|m| names::marker(lang, *m))
            .collect();
        out.push_str(&tr!(lang, "board-markers", names = names.join(", ")));
        out.push('\n');
    }
    if !view.lapsing.is_empty() {
        let names = lapsing_names(&view.lapsing, lang);
        out.push_str(&tr!(lang, "board-lapsing", names = names));
        out.push('\n');
    }
    if let Some(first) = first_plot(view, lang) {
        out.push_str(&tr!(lang, "board-first-plot", first = first));
        out.push('\n');
    }
    let muslim: Vec<&CountryView> = view
        .countries
        .iter()
        .filter(|c| c.country.is_muslim() && is_marked(c))
        .collect();
    if !muslim.is_empty() {
        out.push_str(&tr!(lang, "board-muslim"));
        out.push('\n');
        for c in muslim {
            out.push_str(&country_line_in(lang, c));
            out.push('\n');
        }
    }
    let untested = untested_line(view, lang);
    if !untested.is_empty() {
        out.push_str(&untested);
        out.push('\n');
    }
    let others: Vec<&CountryView> = view
        .countries
        .iter()
        .filter(|c| !c.country.is_muslim() && has_pieces_or_posture(c))
        .collect();
    if !others.is_empty() {
        out.push_str(&tr!(lang, "board-others"));
        out.push('\n');
        for c in others {
            out.push_str(&country_line_in(lang, c));
            out.push('\n');
        }
    }
    out
}

/// `Untested (Resources): Algeria/Tunisia 2, Jordan 1, …` — the Muslim countries not yet
/// tested and without pieces.
pub(crate) fn untested_line(view: &View, lang: Lang) -> String {
    let untested: Vec<String> = view
        .countries
        .iter()
        .filter(|c| c.country.is_muslim() && !is_marked(c))
        .map(|c| format!("{} {}", names::country(lang, c.country), c.resources))
        .collect();
    if untested.is_empty() {
        return String::new();
    }
    tr!(lang, "board-untested", list = untested.join(", "))
}
