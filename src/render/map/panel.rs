//! The title line (scenario, turn, phase) and the tracks under the map: Prestige, Funding,
//! troops and cells on their tracks with their levels, US and World Posture with the GWOT
//! penalty, Reserves, the cards (deck, discard, hand sizes), the victory counts, the Event
//! Box markers, the Lapsing cards and the 1st Plot box.

use labyrinth_engine::{Posture, Side, Step, View};

use super::layout::Layout;
use super::palette as p;
use super::svg::{Anchor, Svg, Weight, text_width};

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// The title line.
pub(crate) fn title(svg: &mut Svg, layout: &Layout, view: &View) {
    let x = layout.panel.x;
    let right = layout.panel.x + layout.panel.width;
    let left = format!("{} · Turn {}", view.scenario.name(), view.turn);
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
            format!("Game over: the {} wins", outcome.winner),
            p::PENALTY,
        ),
        (None, Step::SpecialSetup) => ("Special set-up".to_string(), p::INK),
        (None, Step::ResolvePlots) => ("Resolving Plots".to_string(), p::INK),
        (None, Step::EndOfTurn) => ("End of turn".to_string(), p::INK),
        (None, _) => (
            format!(
                "{} Action Phase · {} played",
                view.phase.side,
                plural(usize::from(view.phase.cards_played), "card")
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
fn pill_row(svg: &mut Svg, x: f32, y: f32, right: f32, label: &str, items: &[String]) -> f32 {
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
            "none",
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

fn world_posture(view: &View) -> String {
    match view.world_posture {
        0 => "Even 0".to_string(),
        n if n > 0 => format!("Hard {n}"),
        n => format!("Soft {}", -n),
    }
}

fn card_label(card: labyrinth_engine::CardId) -> String {
    format!("#{} {}", card.number(), card.name())
}

/// Everything under the map.
pub(crate) fn tracks(svg: &mut Svg, layout: &Layout, view: &View) {
    let area = &layout.panel;
    let (x, y) = (area.x, area.y);
    let right = area.x + area.width;
    let [prestige_at, funding_at, troops_at, cells_at] = track_places(layout);
    let prestige = format!("Prestige {} · {}", view.prestige, view.prestige_level);
    track(svg, &prestige_at, &prestige, view.prestige, false);
    let funding = format!("Funding {} · {}", view.funding, view.funding_level);
    track(svg, &funding_at, &funding, view.funding, false);
    let troops = format!(
        "Troops on track {} · {}",
        view.troops_on_track, view.troops_level
    );
    track(svg, &troops_at, &troops, view.troops_on_track, true);
    let cells = format!(
        "Cells on track {} · {} available",
        view.cells_on_track, view.available_cells
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
                "US Posture".to_string(),
                view.us_posture.name().to_string(),
                posture_colour(view.us_posture),
            ),
            ("World Posture".to_string(), world_posture(view), p::INK),
            ("GWOT penalty".to_string(), penalty.0, penalty.1),
            (
                "Reserves".to_string(),
                format!(
                    "US {} · Jihadist {}",
                    view.reserves.us, view.reserves.jihadist
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
            ("Deck".to_string(), view.draw_pile_size.to_string(), p::INK),
            (
                "Discards".to_string(),
                view.discard.len().to_string(),
                p::INK,
            ),
            (
                "Removed".to_string(),
                view.removed.len().to_string(),
                p::INK,
            ),
            (
                "Hands".to_string(),
                format!(
                    "{} {} · {} {}",
                    Side::Us,
                    view.hand_sizes.us,
                    Side::Jihadist,
                    view.hand_sizes.jihadist
                ),
                p::INK,
            ),
            (
                "Reshuffles".to_string(),
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
                "US wins at: Good Resources".to_string(),
                format!("{}/12", view.good_resources),
                p::GOOD,
            ),
            (
                "Fair+Good".to_string(),
                format!("{}/15", view.fair_good_countries),
                p::GOOD,
            ),
            (
                "Jihadist at: Islamist Resources".to_string(),
                format!("{}/6", view.islamist_resources),
                p::PENALTY,
            ),
            (
                "Poor+IR".to_string(),
                format!("{}/15", view.poor_islamist_countries),
                p::PENALTY,
            ),
        ],
    );

    let y = y + 14.0;
    let mut events: Vec<String> = view.markers.iter().map(|m| m.name().to_string()).collect();
    for card in &view.lapsing {
        events.push(format!("Lapsing: {}", card_label(*card)));
    }
    match view.first_plot {
        Some(Some(card)) => events.push(format!("1st Plot: {}", card_label(card))),
        Some(None) => events.push("1st Plot made".to_string()),
        None => {}
    }
    pill_row(svg, x, y, right, "Event Box:", &events);
}
