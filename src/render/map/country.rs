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
pub(crate) fn draw_printed(svg: &mut Svg, layout: &Layout, country: Country, patriot_act: bool) {
    let (x, y) = layout.corner(country);
    let (w, h) = (layout.map.box_width, layout.map.box_height);
    let info = country.info();
    let fill = if country == Country::Iran {
        governance_colours(info.fixed_governance).0
    } else {
        p::NON_MUSLIM
    };
    svg.rect(x, y, w, h, 9.0, fill, Some((p::INK, 2.5)));
    name(svg, layout, country, p::INK, w - 14.0);
    if let Some(g) = info.fixed_governance {
        if country == Country::Iran {
            let words = format!("{} (fixed)", g.name());
            svg.text(
                x + 7.0,
                y + 50.0,
                17.0,
                Weight::Bold,
                Anchor::Start,
                p::INK,
                &words,
                None,
            );
        } else {
            svg.text(
                x + w - 7.0,
                y + 49.0,
                14.0,
                Weight::Normal,
                Anchor::End,
                p::MUTED,
                g.name(),
                None,
            );
        }
    }
    // Card 43 Patriot Act: the United States is linked to no Schengen country.
    if !(patriot_act && country == Country::UnitedStates) {
        schengen_symbol(svg, layout, country);
    }
}

fn name(svg: &mut Svg, layout: &Layout, country: Country, ink: &str, room: f32) {
    let (x, y) = layout.corner(country);
    svg.text(
        x + 7.0,
        y + 25.0,
        19.0,
        Weight::Bold,
        Anchor::Start,
        ink,
        layout.label(country),
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
pub(crate) fn draw(svg: &mut Svg, layout: &Layout, c: &CountryView) {
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
        name(svg, layout, c.country, ink, w - 29.0);
        schengen_symbol(svg, layout, c.country);
    }

    // Second line: Governance and Alignment, or Posture.
    let line = y + 33.0;
    if muslim {
        let mut words = match c.governance {
            Some(g) => g.name().to_string(),
            None => "untested".to_string(),
        };
        let mut room = w - 14.0;
        if let Some(alignment) = c.alignment {
            let (pill_fill, pill_ink, border) = alignment_colours(alignment);
            let width = text_width(alignment.name(), 14.0, Weight::Bold) + 12.6;
            pill(
                svg,
                x + w - 6.0 - width,
                line + 1.0,
                21.0,
                14.0,
                pill_fill,
                pill_ink,
                Some(border),
                alignment.name(),
            );
            room -= width + 5.0;
        }
        if text_width(&words, 17.0, Weight::Bold) > room
            && c.governance == Some(Governance::IslamistRule)
        {
            // Beside an Alignment pill "Islamist Rule" does not fit; the black box says it too.
            words = "IR".to_string();
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
            posture.name(),
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
        pills.push(("Cadre".to_string(), p::WHITE, p::CELL, Some(p::CELL)));
    }
    if c.aid > 0 {
        let text = if c.aid == 1 {
            "Aid".to_string()
        } else {
            format!("Aid ×{}", c.aid)
        };
        pills.push((text, p::AID, p::WHITE, Some(p::WHITE)));
    }
    if c.besieged {
        pills.push((
            "Besieged".to_string(),
            p::BESIEGED,
            p::WHITE,
            Some(p::WHITE),
        ));
    }
    match c.regime_change {
        Some(RegimeChange::Green) => {
            pills.push(("RC".to_string(), p::RC_GREEN, p::INK, Some(p::INK)));
        }
        Some(RegimeChange::Tan) => pills.push(("RC".to_string(), p::RC_TAN, p::INK, Some(p::INK))),
        None => {}
    }
    // Card 5 NEST: a face-up Plot's value is public (counted with the Plots above too).
    for plot in &c.face_up_plots {
        let value = match plot {
            labyrinth_engine::Plot::Wmd => "WMD".to_string(),
            other => other.number().to_string(),
        };
        pills.push((
            format!("face-up {value}"),
            p::PLOT,
            p::WHITE,
            Some(p::WHITE),
        ));
    }
    for marker in &c.markers {
        pills.push((marker.name().to_string(), p::MARKER, p::INK, Some(p::INK)));
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

/// What the colours and shapes mean.
pub(crate) fn legend(svg: &mut Svg, layout: &Layout) {
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
    let (row, height, size) = (27.0, 21.0, 13.5);
    let mut at = x;
    for (name, governance) in [
        ("Good", Some(Governance::Good)),
        ("Fair", Some(Governance::Fair)),
        ("Poor", Some(Governance::Poor)),
        ("Islamist Rule", Some(Governance::IslamistRule)),
    ] {
        let (fill, ink) = governance_colours(governance);
        at += pill(svg, at, y, height, size, fill, ink, Some(p::INK), name) + 5.0;
    }
    let y = y + row;
    let (fill, ink) = governance_colours(None);
    let mut at = x + pill(svg, x, y, height, size, fill, ink, Some(p::INK), "untested") + 5.0;
    for alignment in [Alignment::Ally, Alignment::Neutral, Alignment::Adversary] {
        let (fill, ink, _) = alignment_colours(alignment);
        at += pill(
            svg,
            at,
            y,
            height,
            size,
            fill,
            ink,
            Some(p::INK),
            alignment.name(),
        ) + 5.0;
    }
    let y = y + row;
    let mut at = x;
    for posture in [Posture::Hard, Posture::Soft] {
        let (fill, ink) = posture_colours(posture);
        at += pill(
            svg,
            at,
            y,
            height,
            size,
            fill,
            ink,
            Some(p::INK),
            posture.name(),
        ) + 5.0;
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
        "RC",
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
        "RC",
    ) + 5.0;
    legend_text(svg, at, y + 16.0, "Regime Change");
    let y = y + row + 11.0;
    let mut at = x + 10.0;
    for (kind, name) in [
        (Piece::Troops, "troops"),
        (Piece::Active, "Active"),
        (Piece::Sleeper, "Sleeper"),
        (Piece::Plots, "Plots"),
    ] {
        piece(svg, kind, at, y, 20.0, 1);
        at += legend_text(svg, at + 14.0, y + 5.0, name) + 26.0;
    }
    let y = y + row;
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
    at += legend_text(svg, at, y + 5.0, "Resources") + 16.0;
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
    at += legend_text(svg, at + 14.0, y + 5.0, "oil") + 32.0;
    schengen_badge(svg, at, y, 10.0);
    legend_text(svg, at + 14.0, y + 5.0, "Schengen link");
}

/// A legend's words; returns their width.
fn legend_text(svg: &mut Svg, x: f32, y: f32, text: &str) -> f32 {
    svg.text(
        x,
        y,
        15.0,
        Weight::Normal,
        Anchor::Start,
        p::INK,
        text,
        None,
    );
    text_width(text, 15.0, Weight::Normal)
}
