//! The title line (scenario, turn, phase) and the tracks under the map: Prestige, Funding,
//! troops and cells on their tracks with their levels, US and World Posture with the GWOT
//! penalty, Reserves, the cards (deck, discard, hand sizes), the victory counts, the Event
//! Box markers, the Lapsing cards and the 1st Plot box.

use labyrinth_engine::{Posture, Step, View};

use super::layout::Layout;
use super::palette as p;
use super::svg::{Anchor, Svg, Weight, text_width};
use crate::i18n::{Lang, names};
use crate::render::{level, side_key};
use crate::tr;

/// The title line.
pub(crate) fn title(svg: &mut Svg, layout: &Layout, view: &View, lang: Lang) {
    let x = layout.panel.x;
    let right = layout.panel.x + layout.panel.width;
    let left = tr!(
        lang,
        "map-title",
        scenario = names::scenario(lang, view.scenario),
        turn = view.turn
    );
    let size = layout.title.size;
    let left_width = text_width(&left, size, Weight::Bold);
    svg.text(
        x,
        layout.title.y,
        size,
        Weight::Bold,
        Anchor::Start,
        p::INK,
        &left,
        None,
    );
    let (what, colour) = match (view.outcome, view.step) {
        (Some(outcome), _) => (
            tr!(lang, "map-game-over", side = side_key(outcome.winner)),
            p::PENALTY,
        ),
        (None, Step::SpecialSetup) => (tr!(lang, "map-special-setup"), p::INK),
        (None, Step::ResolvePlots) => (tr!(lang, "map-resolving-plots"), p::INK),
        (None, Step::EndOfTurn) => (tr!(lang, "map-end-of-turn"), p::INK),
        (None, _) => (
            tr!(
                lang,
                "map-phase",
                side = side_key(view.phase.side),
                played = view.phase.cards_played
            ),
            p::INK,
        ),
    };
    svg.text(
        right,
        layout.title.y,
        size * 0.8,
        Weight::Bold,
        Anchor::End,
        colour,
        &what,
        Some(right - x - left_width - 30.0),
    );
}

/// Where the four tracks are: (x, y, box width, numbers). Prestige, Funding, troops, cells.
fn track_places(layout: &Layout) -> [(f32, f32, f32, std::ops::RangeInclusive<u8>); 4] {
    let area = &layout.panel;
    let (x, y) = (area.x, area.y);
    let half = area.width / 2.0 + 10.0;
    [
        (x, y, 40.0, 1..=12),
        (x + half, y, 52.0, 1..=9),
        (x, y + 66.0, 33.0, 1..=15),
        (x + half, y + 66.0, 33.0, 1..=15),
    ]
}

/// One box of a track, marked or not.
fn track_box(svg: &mut Svg, x: f32, y: f32, box_width: f32, n: u8, on: bool) {
    let (fill, ink) = if on {
        (p::TRACK_ON, p::WHITE)
    } else {
        (p::TRACK, p::MUTED)
    };
    svg.rect(x, y, box_width, 30.0, 4.0, fill, Some((p::MUTED, 1.2)));
    svg.text(
        x + box_width / 2.0,
        y + 21.0,
        16.0,
        if on { Weight::Bold } else { Weight::Normal },
        Anchor::Middle,
        ink,
        &n.to_string(),
        None,
    );
}

/// The part of the panel that never changes: its frame and the tracks' unmarked boxes.
pub(crate) fn frame(svg: &mut Svg, layout: &Layout) {
    let area = &layout.panel;
    svg.rect(
        area.x - 10.0,
        area.y - 8.0,
        area.width + 20.0,
        layout.canvas.height as f32 - area.y,
        10.0,
        p::WHITE,
        Some((p::MUTED, 1.5)),
    );
    for (x, y, box_width, range) in track_places(layout) {
        for (i, n) in range.enumerate() {
            track_box(
                svg,
                x + i as f32 * (box_width + 3.0),
                y + 28.0,
                box_width,
                n,
                false,
            );
        }
    }
}

/// A track's label and its marked boxes (drawn over the frame's unmarked ones): the box of
/// `value`, or with `fill_to` every box up to it (pieces left on a track).
fn track(
    svg: &mut Svg,
    place: &(f32, f32, f32, std::ops::RangeInclusive<u8>),
    label: &str,
    value: u8,
    fill_to: bool,
) {
    let (x, y, box_width, range) = place;
    svg.text(
        *x,
        y + 20.0,
        21.0,
        Weight::Bold,
        Anchor::Start,
        p::INK,
        label,
        None,
    );
    for (i, n) in range.clone().enumerate() {
        let on = if fill_to { n <= value } else { n == value };
        if on {
            track_box(
                svg,
                x + i as f32 * (box_width + 3.0),
                y + 28.0,
                *box_width,
                n,
                true,
            );
        }
    }
}

/// Pills in a row from `x`, wrapping at `right`; returns the y of the last row.
#[allow(
    clippy::too_many_arguments,
    reason = "position, words and the language"
)]
fn pill_row(
    svg: &mut Svg,
    x: f32,
    y: f32,
    right: f32,
    label: &str,
    items: &[String],
    lang: Lang,
) -> f32 {
    svg.text(
        x,
        y + 18.0,
        19.0,
        Weight::Bold,
        Anchor::Start,
        p::INK,
        label,
        None,
    );
    let start = x + text_width(label, 19.0, Weight::Bold) + 10.0;
    let mut at = start;
    let mut row_y = y;
    if items.is_empty() {
        svg.text(
            at,
            y + 18.0,
            18.0,
            Weight::Normal,
            Anchor::Start,
            p::MUTED,
            &tr!(lang, "map-none"),
            None,
        );
        return row_y;
    }
    for item in items {
        let width = text_width(item, 16.0, Weight::Bold) + 16.0;
        if at + width > right && at > start {
            at = start;
            row_y += 27.0;
        }
        svg.rect(at, row_y, width, 24.0, 12.0, p::MARKER, Some((p::INK, 1.2)));
        svg.text(
            at + width / 2.0,
            row_y + 17.5,
            16.0,
            Weight::Bold,
            Anchor::Middle,
            p::INK,
            item,
            Some(right - start - 16.0),
        );
        at += width + 6.0;
    }
    row_y
}

/// Label and value pairs in one line of text, the values bold.
fn facts(svg: &mut Svg, x: f32, y: f32, size: f32, parts: &[(String, String, &str)]) {
    let mut at = x;
    for (label, value, colour) in parts {
        svg.text(
            at,
            y,
            size,
            Weight::Normal,
            Anchor::Start,
            p::MUTED,
            label,
            None,
        );
        at += text_width(label, size, Weight::Normal) + 5.0;
        svg.text(
            at,
            y,
            size,
            Weight::Bold,
            Anchor::Start,
            colour,
            value,
            None,
        );
        at += text_width(value, size, Weight::Bold) + 22.0;
    }
}

fn world_posture(view: &View, lang: Lang) -> String {
    match view.world_posture {
        0 => tr!(lang, "map-world-even"),
        n if n > 0 => tr!(lang, "board-world-hard", n = n),
        n => tr!(lang, "board-world-soft", n = -n),
    }
}

fn card_label(card: labyrinth_engine::CardId, lang: Lang) -> String {
    format!("#{} {}", card.number(), names::card(lang, card))
}

/// Everything under the map.
pub(crate) fn tracks(svg: &mut Svg, layout: &Layout, view: &View, lang: Lang) {
    let area = &layout.panel;
    let (x, y) = (area.x, area.y);
    let right = area.x + area.width;
    let [prestige_at, funding_at, troops_at, cells_at] = track_places(layout);
    let prestige = tr!(
        lang,
        "map-prestige",
        prestige = view.prestige,
        level = level(lang, &view.prestige_level)
    );
    track(svg, &prestige_at, &prestige, view.prestige, false);
    let funding = tr!(
        lang,
        "map-funding",
        funding = view.funding,
        level = level(lang, &view.funding_level)
    );
    track(svg, &funding_at, &funding, view.funding, false);
    let troops = tr!(
        lang,
        "map-troops",
        troops = view.troops_on_track,
        level = level(lang, &view.troops_level)
    );
    track(svg, &troops_at, &troops, view.troops_on_track, true);
    let cells = tr!(
        lang,
        "map-cells",
        cells = view.cells_on_track,
        available = view.available_cells
    );
    track(svg, &cells_at, &cells, view.cells_on_track, true);

    let y = y + 66.0;
    let y = y + 92.0;
    let posture_colour = |posture: Posture| match posture {
        Posture::Hard => p::HARD,
        Posture::Soft => "#a07d00",
    };
    let penalty = if view.gwot_penalty == 0 {
        ("0".to_string(), p::INK)
    } else {
        (format!("−{}", view.gwot_penalty), p::PENALTY)
    };
    facts(
        svg,
        x,
        y,
        21.0,
        &[
            (
                tr!(lang, "map-us-posture"),
                names::posture(lang, view.us_posture),
                posture_colour(view.us_posture),
            ),
            (
                tr!(lang, "map-world-posture"),
                world_posture(view, lang),
                p::INK,
            ),
            (tr!(lang, "map-gwot-penalty"), penalty.0, penalty.1),
            (
                tr!(lang, "map-reserves"),
                tr!(
                    lang,
                    "map-reserves-value",
                    us = view.reserves.us,
                    jihadist = view.reserves.jihadist
                ),
                p::INK,
            ),
        ],
    );

    let y = y + 32.0;
    facts(
        svg,
        x,
        y,
        19.0,
        &[
            (
                tr!(lang, "map-deck"),
                view.draw_pile_size.to_string(),
                p::INK,
            ),
            (
                tr!(lang, "map-discards"),
                view.discard.len().to_string(),
                p::INK,
            ),
            (
                tr!(lang, "map-removed"),
                view.removed.len().to_string(),
                p::INK,
            ),
            (
                tr!(lang, "map-hands"),
                tr!(
                    lang,
                    "map-hands-value",
                    us = view.hand_sizes.us,
                    jihadist = view.hand_sizes.jihadist
                ),
                p::INK,
            ),
            (
                tr!(lang, "map-reshuffles"),
                view.reshuffles.to_string(),
                p::INK,
            ),
        ],
    );

    let y = y + 30.0;
    facts(
        svg,
        x,
        y,
        19.0,
        &[
            (
                tr!(lang, "map-us-wins-at"),
                format!("{}/12", view.good_resources),
                p::GOOD,
            ),
            (
                tr!(lang, "map-fair-good"),
                format!("{}/15", view.fair_good_countries),
                p::GOOD,
            ),
            (
                tr!(lang, "map-jihadist-at"),
                format!("{}/6", view.islamist_resources),
                p::PENALTY,
            ),
            (
                tr!(lang, "map-poor-ir"),
                format!("{}/15", view.poor_islamist_countries),
                p::PENALTY,
            ),
        ],
    );

    let y = y + 14.0;
    let mut events: Vec<String> = view
        .markers
        .iter()
        .map(|m| names::marker(lang, *m))
        .collect();
    for card in &view.lapsing {
        events.push(tr!(lang, "map-lapsing", card = card_label(*card, lang)));
    }
    match view.first_plot {
        Some(Some(card)) => events.push(tr!(lang, "map-first-plot", card = card_label(card, lang))),
        Some(None) => events.push(tr!(lang, "map-first-plot-made")),
        None => {}
    }
    let label = tr!(lang, "map-event-box");
    pill_row(svg, x, y, right, &label, &events, lang);
}
