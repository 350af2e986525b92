//! One country's box, and the legend that explains the boxes.
//!
//! A box: the name; Resources (a number in a circle, black for an Oil Exporter), the
//! Schengen symbol where the country links to Schengen; Governance as the box's colour
//! and in words, Alignment as a pill (a non-Muslim country: its Posture); the pieces as
//! numbered shapes (troops square, Active cell red disc, Sleeper cell ring, face-down Plots
//! black diamond); then Cadre, Aid, Besieged Regime, Regime Change and markers as pills.

use labyrinth_engine::{Alignment, Country, CountryView, Governance, Posture, RegimeChange};

use super::layout::Layout;
use super::palette as p;
use super::svg::{Anchor, Svg, Weight, text_width};
use crate::i18n::{Lang, names};
use crate::tr;

/// An Alignment as its pill says it (a short form where the language's name is long).
fn alignment_pill(lang: Lang, alignment: Alignment) -> String {
    match alignment {
        Alignment::Ally => tr!(lang, "map-alignment-ally"),
        Alignment::Neutral => tr!(lang, "map-alignment-neutral"),
        Alignment::Adversary => tr!(lang, "map-alignment-adversary"),
    }
}

/// A Posture as its pill says it.
fn posture_pill(lang: Lang, posture: Posture) -> String {
    match posture {
        Posture::Hard => tr!(lang, "map-posture-hard"),
        Posture::Soft => tr!(lang, "map-posture-soft"),
    }
}

/// A Governance in a box too narrow for its name.
fn governance_short(lang: Lang, governance: Governance) -> String {
    let key = match governance {
        Governance::Good => "map-governance-short-good",
        Governance::Fair => "map-governance-short-fair",
        Governance::Poor => "map-governance-short-poor",
        Governance::IslamistRule => "map-governance-short-islamist-rule",
    };
    tr!(lang, key)
}

/// The type size at which `widths(size)` fits `room`: `size`, or smaller (a longer
/// language's legend row).
fn fitting_size(size: f32, room: f32, widths: impl Fn(f32) -> f32) -> f32 {
    let mut fitted = size;
    while widths(fitted) > room && fitted > 8.0 {
        fitted -= 0.5;
    }
    fitted
}

/// Fill and text colour of a Governance.
fn governance_colours(governance: Option<Governance>) -> (&'static str, &'static str) {
    match governance {
        Some(Governance::Good) => (p::GOOD, p::WHITE),
        Some(Governance::Fair) => (p::FAIR, p::INK),
        Some(Governance::Poor) => (p::POOR, p::INK),
        Some(Governance::IslamistRule) => (p::ISLAMIST_RULE, p::WHITE),
        None => (p::UNTESTED, p::INK),
    }
}

/// Fill, text colour and border of an Alignment pill.
fn alignment_colours(alignment: Alignment) -> (&'static str, &'static str, &'static str) {
    match alignment {
        Alignment::Ally => (p::ALLY, p::WHITE, p::WHITE),
        Alignment::Neutral => (p::NEUTRAL, p::INK, p::INK),
        Alignment::Adversary => (p::ADVERSARY, p::WHITE, p::WHITE),
    }
}

fn posture_colours(posture: Posture) -> (&'static str, &'static str) {
    match posture {
        Posture::Hard => (p::HARD, p::WHITE),
        Posture::Soft => (p::SOFT, p::INK),
    }
}

/// A pill: rounded box with text; returns its width.
#[allow(
    clippy::too_many_arguments,
    reason = "position, size, colours and text"
)]
fn pill(
    svg: &mut Svg,
    x: f32,
    y: f32,
    height: f32,
    size: f32,
    fill: &str,
    ink: &str,
    border: Option<&str>,
    text: &str,
) -> f32 {
    let width = text_width(text, size, Weight::Bold) + size * 0.9;
    svg.rect(
        x,
        y,
        width,
        height,
        height / 2.0,
        fill,
        border.map(|b| (b, 1.5)),
    );
    svg.text(
        x + width / 2.0,
        y + height / 2.0 + size * 0.36,
        size,
        Weight::Bold,
        Anchor::Middle,
        ink,
        text,
        None,
    );
    width
}

/// The Schengen symbol: a blue disc with a yellow "S".
pub(crate) fn schengen_badge(svg: &mut Svg, cx: f32, cy: f32, r: f32) {
    svg.circle(cx, cy, r, p::SCHENGEN, Some((p::WHITE, 1.5)));
    svg.text(
        cx,
        cy + r * 0.45,
        r * 1.3,
        Weight::Bold,
        Anchor::Middle,
        p::SCHENGEN_STAR,
        "S",
        None,
    );
}

/// The pieces: troops, Active cells, Sleeper cells, face-down Plots.
#[derive(Copy, Clone)]
enum Piece {
    Troops,
    Active,
    Sleeper,
    Plots,
}

/// A numbered piece centred at (cx, cy), `size` across.
fn piece(svg: &mut Svg, kind: Piece, cx: f32, cy: f32, size: f32, count: u8) {
    let half = size / 2.0;
    let ink = match kind {
        Piece::Troops => {
            svg.rect(
                cx - half,
                cy - half,
                size,
                size,
                4.0,
                p::TROOPS,
                Some((p::WHITE, 2.0)),
            );
            p::WHITE
        }
        Piece::Active => {
            svg.circle(cx, cy, half, p::CELL, Some((p::WHITE, 2.0)));
            p::WHITE
        }
        Piece::Sleeper => {
            svg.circle(cx, cy, half - 1.5, p::WHITE, Some((p::CELL, 3.5)));
            p::CELL
        }
        Piece::Plots => {
            let r = half + 2.0;
            svg.polygon(
                &[(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)],
                p::PLOT,
                Some((p::WHITE, 2.0)),
                None,
            );
            p::WHITE
        }
    };
    svg.text(
        cx,
        cy + size * 0.23,
        size * 0.62,
        Weight::Bold,
        Anchor::Middle,
        ink,
        &count.to_string(),
        None,
    );
}

/// A box whose face never changes (a non-Muslim country, Iran): drawn in the base.
pub(crate) fn printed(country: Country) -> bool {
    !country.is_muslim()
}

/// The unchanging face of a [`printed`] box: its colour, name, fixed Governance and
/// Schengen symbol. The position's Posture, pieces and markers are drawn over it.
pub(crate) fn draw_printed(
    svg: &mut Svg,
    layout: &Layout,
    country: Country,
    patriot_act: bool,
    lang: Lang,
) {
    let (x, y) = layout.corner(country);
    let (w, h) = (layout.map.box_width, layout.map.box_height);
    let info = country.info();
    let fill = if country == Country::Iran {
        governance_colours(info.fixed_governance).0
    } else {
        p::NON_MUSLIM
    };
    svg.rect(x, y, w, h, 9.0, fill, Some((p::INK, 2.5)));
    name(svg, layout, country, p::INK, w - 14.0, lang);
    if let Some(g) = info.fixed_governance {
        if country == Country::Iran {
            let room = w - 14.0;
            let mut words = tr!(lang, "map-fixed", governance = names::governance(lang, g));
            if text_width(&words, 17.0, Weight::Bold) > room {
                words = tr!(lang, "map-fixed", governance = governance_short(lang, g));
            }
            svg.text(
                x + 7.0,
                y + 50.0,
                17.0,
                Weight::Bold,
                Anchor::Start,
                p::INK,
                &words,
                Some(room),
            );
        } else {
            // Right of the Posture pill drawn over it: the short form where the name and the
            // widest pill do not fit side by side.
            let pill = Posture::ALL
                .map(|posture| text_width(&posture_pill(lang, posture), 14.0, Weight::Bold))
                .into_iter()
                .fold(0.0, f32::max)
                + 12.6;
            let mut words = names::governance(lang, g);
            if text_width(&words, 14.0, Weight::Normal) > w - 14.0 - pill - 6.0 {
                words = governance_short(lang, g);
            }
            svg.text(
                x + w - 7.0,
                y + 49.0,
                14.0,
                Weight::Normal,
                Anchor::End,
                p::MUTED,
                &words,
                None,
            );
        }
    }
    // Card 43 Patriot Act: the United States is linked to no Schengen country.
    if !(patriot_act && country == Country::UnitedStates) {
        schengen_symbol(svg, layout, country);
    }
}

fn name(svg: &mut Svg, layout: &Layout, country: Country, ink: &str, room: f32, lang: Lang) {
    let (x, y) = layout.corner(country);
    let label = super::label(layout, country, lang);
    svg.text(
        x + 7.0,
        y + 25.0,
        19.0,
        Weight::Bold,
        Anchor::Start,
        ink,
        &label,
        Some(room),
    );
}

/// 4.5 the Schengen symbol, at the end of the pieces' row.
fn schengen_symbol(svg: &mut Svg, layout: &Layout, country: Country) {
    if country.info().schengen_link {
        let (x, y) = layout.corner(country);
        schengen_badge(svg, x + layout.map.box_width - 16.0, y + 75.0, 11.0);
    }
}

/// One country's box as the position has it (over its printed face for a [`printed`]
/// box).
pub(crate) fn draw(svg: &mut Svg, layout: &Layout, c: &CountryView, lang: Lang) {
    let (x, y) = layout.corner(c.country);
    let (w, h) = (layout.map.box_width, layout.map.box_height);
    let info = c.country.info();
    let muslim = c.country.is_muslim();
    let (fill, ink) = governance_colours(c.governance);
    if muslim {
        svg.rect(x, y, w, h, 9.0, fill, Some((p::INK, 2.5)));
        // Resources on a sticker at the top-right corner: black for an Oil Exporter (4.2.6).
        let (disc, number) = if info.oil {
            (p::INK, p::WHITE)
        } else {
            (p::WHITE, p::INK)
        };
        svg.circle(x + w - 5.0, y + 5.0, 15.0, disc, Some((p::INK, 2.0)));
        svg.text(
            x + w - 5.0,
            y + 12.0,
            20.0,
            Weight::Bold,
            Anchor::Middle,
            number,
            &c.resources.to_string(),
            None,
        );
        name(svg, layout, c.country, ink, w - 29.0, lang);
        schengen_symbol(svg, layout, c.country);
    }

    // Second line: Governance and Alignment, or Posture.
    let line = y + 33.0;
    if muslim {
        let mut words = match c.governance {
            Some(g) => names::governance(lang, g),
            None => tr!(lang, "map-untested"),
        };
        let mut room = w - 14.0;
        if let Some(alignment) = c.alignment {
            let (pill_fill, pill_ink, border) = alignment_colours(alignment);
            let pill_text = alignment_pill(lang, alignment);
            let width = text_width(&pill_text, 14.0, Weight::Bold) + 12.6;
            pill(
                svg,
                x + w - 6.0 - width,
                line + 1.0,
                21.0,
                14.0,
                pill_fill,
                pill_ink,
                Some(border),
                &pill_text,
            );
            room -= width + 5.0;
        }
        if let Some(g) = c.governance
            && text_width(&words, 17.0, Weight::Bold) > room
        {
            // Beside an Alignment pill "Islamist Rule" does not fit; the black box says it
            // too ("IR"; a longer language shortens every Governance).
            words = governance_short(lang, g);
        }
        svg.text(
            x + 7.0,
            line + 17.0,
            17.0,
            Weight::Bold,
            Anchor::Start,
            ink,
            &words,
            Some(room),
        );
    } else if let Some(posture) = c.posture {
        // Iran has none; the United States' is the US Posture.
        let (pill_fill, pill_ink) = posture_colours(posture);
        pill(
            svg,
            x + 7.0,
            line + 1.0,
            21.0,
            14.0,
            pill_fill,
            pill_ink,
            Some(p::INK),
            &posture_pill(lang, posture),
        );
    }

    // Pieces.
    let pieces = [
        (Piece::Troops, c.troops),
        (Piece::Active, c.active_cells),
        (Piece::Sleeper, c.sleeper_cells),
        (Piece::Plots, c.plot_count),
    ];
    let shown = pieces.iter().filter(|(_, count)| *count > 0).count();
    let (size, step) = if shown > 3 {
        (28.0, 32.0)
    } else {
        (32.0, 37.0)
    };
    let mut at = x + 7.0 + size / 2.0;
    for (kind, count) in pieces {
        if count > 0 {
            piece(svg, kind, at, y + 75.0, size, count);
            at += step;
        }
    }

    // Pills: Cadre, Aid, Besieged Regime, Regime Change, markers.
    let mut pills: Vec<(String, &str, &str, Option<&str>)> = Vec::new();
    if c.cadre {
        pills.push((tr!(lang, "map-cadre"), p::WHITE, p::CELL, Some(p::CELL)));
    }
    if c.aid > 0 {
        let text = if c.aid == 1 {
            tr!(lang, "map-aid")
        } else {
            tr!(lang, "map-aid-many", aid = c.aid)
        };
        pills.push((text, p::AID, p::WHITE, Some(p::WHITE)));
    }
    if c.besieged {
        pills.push((
            tr!(lang, "map-besieged"),
            p::BESIEGED,
            p::WHITE,
            Some(p::WHITE),
        ));
    }
    let rc = tr!(lang, "map-regime-change-short");
    match c.regime_change {
        Some(RegimeChange::Green) => {
            pills.push((rc, p::RC_GREEN, p::INK, Some(p::INK)));
        }
        Some(RegimeChange::Tan) => pills.push((rc, p::RC_TAN, p::INK, Some(p::INK))),
        None => {}
    }
    // Card 5 NEST: a face-up Plot's value is public (counted with the Plots above too).
    for plot in &c.face_up_plots {
        let value = match plot {
            labyrinth_engine::Plot::Wmd => tr!(lang, "map-wmd"),
            other => other.number().to_string(),
        };
        pills.push((
            tr!(lang, "map-face-up", value = value),
            p::PLOT,
            p::WHITE,
            Some(p::WHITE),
        ));
    }
    for marker in &c.markers {
        pills.push((
            super::marker_label(*marker, lang),
            p::MARKER,
            p::INK,
            Some(p::INK),
        ));
    }
    let rows = [y + 92.0, y + 110.5];
    let (left, limit) = (x + 5.0, x + w - 5.0);
    let mut row = 0;
    let mut at = left;
    for (index, (text, pill_fill, pill_ink, border)) in pills.iter().enumerate() {
        let size = 13.0;
        let mut text = text.clone();
        let mut width = text_width(&text, size, Weight::Bold) + size * 0.9;
        if at + width > limit && at > left {
            row += 1;
            at = left;
        }
        let Some(top) = rows.get(row) else {
            break;
        };
        let last_row = row + 1 == rows.len();
        let more = pills.len() - index - 1;
        if last_row && more > 0 && at + width + 30.0 > limit {
            // No room for the rest: say how many.
            text = format!("+{}", more + 1);
            pill(
                svg,
                at,
                *top,
                17.0,
                size,
                p::MARKER,
                p::INK,
                Some(p::INK),
                &text,
            );
            break;
        }
        // A long marker name on its own row: a smaller type first (Indo-Pakistani Talks
        // fits whole), cut only past that.
        let mut size = size;
        while width > limit - left && size > 9.0 {
            size -= 0.5;
            width = text_width(&text, size, Weight::Bold) + size * 0.9;
        }
        while width > limit - left && text.chars().count() > 2 {
            let keep = text.chars().count() - 2;
            text = format!("{}…", text.chars().take(keep).collect::<String>());
            width = text_width(&text, size, Weight::Bold) + size * 0.9;
        }
        at += pill(
            svg, at, *top, 17.0, size, pill_fill, pill_ink, *border, &text,
        ) + 4.0;
    }
}

/// What the colours and shapes mean, in `lang` (a row too long in it is set smaller).
pub(crate) fn legend(svg: &mut Svg, layout: &Layout, lang: Lang) {
    let area = &layout.legend;
    svg.rect(
        area.x,
        area.y,
        area.width,
        area.height,
        8.0,
        p::WHITE,
        Some((p::MUTED, 1.5)),
    );
    let (x, y) = (area.x + 6.0, area.y + 6.0);
    let room = area.width - 12.0;
    let (row, height) = (27.0, 21.0);
    // Pills side by side: each its text, padding and a gap.
    let pills_width = |texts: &[&str], size: f32, gap: f32| -> f32 {
        texts
            .iter()
            .map(|t| text_width(t, size, Weight::Bold) + size * 0.9 + gap)
            .sum()
    };
    let governance = Governance::ALL.map(|g| (names::governance(lang, g), Some(g)));
    let texts: Vec<&str> = governance.iter().map(|(t, _)| t.as_str()).collect();
    let size = fitting_size(13.5, room, |size| pills_width(&texts, size, 5.0));
    let mut at = x;
    for (name, governance) in &governance {
        let (fill, ink) = governance_colours(*governance);
        at += pill(svg, at, y, height, size, fill, ink, Some(p::INK), name) + 5.0;
    }
    let y = y + row;
    let untested = tr!(lang, "map-untested");
    let alignments = Alignment::ALL.map(|a| (alignment_pill(lang, a), a));
    let mut texts: Vec<&str> = vec![untested.as_str()];
    texts.extend(alignments.iter().map(|(t, _)| t.as_str()));
    let size = fitting_size(13.5, room, |size| pills_width(&texts, size, 5.0));
    let (fill, ink) = governance_colours(None);
    let mut at = x + pill(svg, x, y, height, size, fill, ink, Some(p::INK), &untested) + 5.0;
    for (name, alignment) in &alignments {
        let (fill, ink, _) = alignment_colours(*alignment);
        at += pill(svg, at, y, height, size, fill, ink, Some(p::INK), name) + 5.0;
    }
    let y = y + row;
    let postures = Posture::ALL.map(|posture| (posture_pill(lang, posture), posture));
    let rc = tr!(lang, "map-regime-change-short");
    let regime_change = tr!(lang, "map-legend-regime-change");
    let size = fitting_size(13.5, room, |size| {
        let texts: Vec<&str> = postures.iter().map(|(t, _)| t.as_str()).collect();
        pills_width(&texts, size, 5.0)
            + 8.0
            + pills_width(&[rc.as_str(), rc.as_str()], size, 4.5)
            + text_width(&regime_change, 15.0 * size / 13.5, Weight::Normal)
    });
    let mut at = x;
    for (name, posture) in &postures {
        let (fill, ink) = posture_colours(*posture);
        at += pill(svg, at, y, height, size, fill, ink, Some(p::INK), name) + 5.0;
    }
    at += 8.0;
    at += pill(
        svg,
        at,
        y,
        height,
        size,
        p::RC_GREEN,
        p::INK,
        Some(p::INK),
        &rc,
    ) + 4.0;
    at += pill(
        svg,
        at,
        y,
        height,
        size,
        p::RC_TAN,
        p::INK,
        Some(p::INK),
        &rc,
    ) + 5.0;
    legend_text(svg, at, y + 16.0, &regime_change, 15.0 * size / 13.5);
    let y = y + row + 11.0;
    let pieces = [
        (Piece::Troops, tr!(lang, "map-legend-troops")),
        (Piece::Active, tr!(lang, "map-legend-active")),
        (Piece::Sleeper, tr!(lang, "map-legend-sleeper")),
        (Piece::Plots, tr!(lang, "map-legend-plots")),
    ];
    // From the first piece's left edge to the last word's end.
    let size = fitting_size(15.0, room, |size| {
        let words: f32 = pieces
            .iter()
            .map(|(_, t)| text_width(t, size, Weight::Normal))
            .sum();
        24.0 + words + 26.0 * (pieces.len() - 1) as f32
    });
    let mut at = x + 10.0;
    for (kind, name) in &pieces {
        piece(svg, *kind, at, y, 20.0, 1);
        at += legend_text(svg, at + 14.0, y + 5.0, name, size) + 26.0;
    }
    let y = y + row;
    let resources = tr!(lang, "map-legend-resources");
    let oil = tr!(lang, "map-legend-oil");
    let schengen = tr!(lang, "map-legend-schengen-link");
    let size = fitting_size(15.0, room, |size| {
        let words: f32 = [&resources, &oil, &schengen]
            .iter()
            .map(|t| text_width(t, size, Weight::Normal))
            .sum();
        86.0 + words
    });
    svg.circle(x + 10.0, y, 10.0, p::WHITE, Some((p::INK, 1.5)));
    svg.text(
        x + 10.0,
        y + 5.0,
        14.0,
        Weight::Bold,
        Anchor::Middle,
        p::INK,
        "2",
        None,
    );
    let mut at = x + 24.0;
    at += legend_text(svg, at, y + 5.0, &resources, size) + 16.0;
    svg.circle(at, y, 10.0, p::INK, Some((p::INK, 1.5)));
    svg.text(
        at,
        y + 5.0,
        14.0,
        Weight::Bold,
        Anchor::Middle,
        p::WHITE,
        "3",
        None,
    );
    at += legend_text(svg, at + 14.0, y + 5.0, &oil, size) + 32.0;
    schengen_badge(svg, at, y, 10.0);
    legend_text(svg, at + 14.0, y + 5.0, &schengen, size);
}

/// A legend's words at `size`; returns their width.
fn legend_text(svg: &mut Svg, x: f32, y: f32, text: &str, size: f32) -> f32 {
    svg.text(
        x,
        y,
        size,
        Weight::Normal,
        Anchor::Start,
        p::INK,
        text,
        None,
    );
    text_width(text, size, Weight::Normal)
}
