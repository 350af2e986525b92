//! The board as a picture: an SVG map of the position (countries where the printed map has
//! them, with their links, the Schengen area, every piece and marker, the tracks), rasterised
//! in-process to a PNG with resvg and the DejaVu Sans Condensed font embedded in the binary, so
//! the picture is the same on a server with no fonts installed.
//!
//! **Invariant:** drawn from the Observer's view only. [`BoardMap::new`] drops whatever a
//! seat's view adds (its hand, Plot values, the Available Plots, its decision's options)
//! before anything is drawn, and the drawing itself reads Plot *counts* only.
//! Positions come from `data/layout.json` ([`layout`]), colours from [`palette`].

mod country;
mod layout;
mod metrics;
mod panel;
mod raster;
pub(crate) mod svg;

use labyrinth_engine::{Country, Marker, Seat, View};

use crate::i18n::{Lang, names};
use crate::tr;

use layout::Layout;
use svg::{Anchor, Svg, Weight};

pub use raster::{
    ATTACHMENT_LIMIT, FILE_NAME, PNG_BUDGET, draw as draw_tree, encode, encode_within, parse,
    png_from_svg,
};

/// Why the picture could not be made (the text board is still sent).
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum MapError {
    #[error("the board layout is broken: {0}")]
    Layout(String),
    #[error("the board SVG could not be read: {0}")]
    Svg(String),
    #[error("the board image could not be drawn: {0}")]
    Raster(String),
}

/// Colours of the map, named by what they show.
pub(crate) mod palette {
    pub const BACKGROUND: &str = "#f4efe3";
    pub const INK: &str = "#1f2933";
    pub const WHITE: &str = "#ffffff";
    pub const MUTED: &str = "#5b6770";
    pub const LINK: &str = "#7a6a55";
    pub const CUT_LINK: &str = "#cfc4b0";
    pub const GOOD: &str = "#2c5fa8";
    pub const FAIR: &str = "#a9cdf0";
    pub const POOR: &str = "#f0b060";
    pub const ISLAMIST_RULE: &str = "#1c1c1c";
    pub const UNTESTED: &str = "#dfe3e6";
    pub const NON_MUSLIM: &str = "#fffaf0";
    pub const ALLY: &str = "#1e4e8c";
    pub const NEUTRAL: &str = "#ffffff";
    pub const ADVERSARY: &str = "#c0392b";
    pub const HARD: &str = "#3b3b58";
    pub const SOFT: &str = "#f7e6a6";
    pub const TROOPS: &str = "#4b6b2a";
    pub const CELL: &str = "#c62828";
    pub const PLOT: &str = "#000000";
    pub const AID: &str = "#2e8b57";
    pub const BESIEGED: &str = "#7b4fb0";
    pub const RC_GREEN: &str = "#3fae5a";
    pub const RC_TAN: &str = "#d2b48c";
    pub const MARKER: &str = "#e8e2d0";
    pub const SCHENGEN: &str = "#1f4aa0";
    pub const SCHENGEN_STAR: &str = "#ffd43b";
    pub const SCHENGEN_AREA: &str = "#e4eaf6";
    pub const TRACK: &str = "#ffffff";
    pub const TRACK_ON: &str = "#1f2933";
    pub const PENALTY: &str = "#c0392b";
}

/// The board picture of one position: the Observer's view of it, nothing more.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardMap {
    view: Box<View>,
    lang: Lang,
}

impl BoardMap {
    /// The picture of `view`, as the Observer sees it whatever seat `view` is for.
    pub fn new(view: &View) -> BoardMap {
        let mut view = view.clone();
        view.seat = Seat::Observer;
        view.hand = None;
        view.available_plots = None;
        view.pending = None;
        for country in &mut view.countries {
            country.plots = None;
        }
        BoardMap {
            view: Box::new(view),
            lang: Lang::En,
        }
    }

    /// The same picture with its words in `lang`.
    pub fn in_lang(mut self, lang: Lang) -> BoardMap {
        self.lang = lang;
        self
    }

    /// The SVG source of the picture.
    pub fn svg(&self) -> Result<String, MapError> {
        let layout = Layout::get().map_err(MapError::Layout)?;
        Ok(draw(layout, &self.view, self.lang))
    }

    /// The picture as a PNG ([`FILE_NAME`], canvas size of `data/layout.json`): the
    /// position drawn over the base, which is drawn once per process. The same pixels as
    /// rasterising [`svg`](Self::svg) (tested), in less time.
    pub fn png(&self) -> Result<Vec<u8>, MapError> {
        let layout = Layout::get().map_err(MapError::Layout)?;
        let mut pixmap = raster::base(layout, patriot_act(&self.view), self.lang)?;
        let position = raster::parse(&draw_position(layout, &self.view, self.lang))?;
        raster::draw_over(&position, &mut pixmap);
        raster::encode(&pixmap)
    }

    /// The picture as a PNG `width` pixels wide (the height in proportion): what a phone
    /// shows.
    pub fn png_width(&self, width: u32) -> Result<Vec<u8>, MapError> {
        png_from_svg(&self.svg()?, Some(width))
    }
}

/// The canvas size of the picture, in pixels.
pub fn canvas_size() -> Result<(u32, u32), MapError> {
    let layout = Layout::get().map_err(MapError::Layout)?;
    Ok((layout.canvas.width, layout.canvas.height))
}

/// Card 43 Patriot Act in effect (in the Event Box or on the United States).
fn patriot_act(view: &View) -> bool {
    view.markers.contains(&Marker::PatriotAct)
        || view
            .countries
            .iter()
            .any(|c| c.markers.contains(&Marker::PatriotAct))
}

/// The whole picture: the base (what does not depend on the position but the Patriot Act),
/// then the position drawn over it.
fn draw(layout: &Layout, view: &View, lang: Lang) -> String {
    let mut svg = Svg::new(
        layout.canvas.width,
        layout.canvas.height,
        Some(palette::BACKGROUND),
    );
    paint_base(&mut svg, layout, patriot_act(view), lang);
    paint_position(&mut svg, layout, view, lang);
    svg.finish()
}

/// The base alone (rasterised once per process and reused: see [`raster`]).
pub(crate) fn draw_base(layout: &Layout, patriot_act: bool, lang: Lang) -> String {
    let mut svg = Svg::new(
        layout.canvas.width,
        layout.canvas.height,
        Some(palette::BACKGROUND),
    );
    paint_base(&mut svg, layout, patriot_act, lang);
    svg.finish()
}

/// The position alone, on a transparent canvas, to draw over the base.
fn draw_position(layout: &Layout, view: &View, lang: Lang) -> String {
    let mut svg = Svg::new(layout.canvas.width, layout.canvas.height, None);
    paint_position(&mut svg, layout, view, lang);
    svg.finish()
}

fn paint_base(svg: &mut Svg, layout: &Layout, patriot_act: bool, lang: Lang) {
    svg.comment("Schengen area");
    schengen(svg, layout, lang);
    svg.comment("links");
    links(svg, layout, patriot_act, lang);
    for country in Country::ALL {
        if country::printed(country) {
            svg.comment(&format!("{} (printed)", country.id()));
            country::draw_printed(svg, layout, country, patriot_act, lang);
        }
    }
    svg.comment("legend");
    country::legend(svg, layout, lang);
    svg.comment("tracks' frame");
    panel::frame(svg, layout);
}

fn paint_position(svg: &mut Svg, layout: &Layout, view: &View, lang: Lang) {
    svg.comment("position");
    panel::title(svg, layout, view, lang);
    for c in &view.countries {
        svg.comment(c.country.id());
        country::draw(svg, layout, c, lang);
    }
    svg.comment("tracks");
    panel::tracks(svg, layout, view, lang);
}

/// A marker's name in a country's box: in another language than English its short map
/// label (`map-marker-…`) when the name is too long for a box, else its name.
pub(crate) fn marker_label(marker: labyrinth_engine::Marker, lang: Lang) -> String {
    let key = format!("map-marker-{}", names::key_part(marker.name()));
    if lang != Lang::En && crate::i18n::has(lang, &key) {
        tr!(lang, &key)
    } else {
        names::marker(lang, marker)
    }
}

/// The name printed in a country's box: the layout's (short) English label, or in another
/// language its short map label (`map-label-…`) or its name.
pub(crate) fn label(layout: &Layout, country: Country, lang: Lang) -> String {
    if lang == Lang::En {
        return layout.label(country).to_string();
    }
    let key = format!("map-label-{}", names::key_part(country.name()));
    if crate::i18n::has(lang, &key) {
        tr!(lang, &key)
    } else {
        names::country(lang, country)
    }
}

fn schengen(svg: &mut Svg, layout: &Layout, lang: Lang) {
    let points: Vec<(f32, f32)> = layout
        .schengen
        .outline
        .iter()
        .map(|cell| layout.pixel(*cell))
        .collect();
    svg.polygon(
        &points,
        palette::SCHENGEN_AREA,
        Some((palette::SCHENGEN, 2.5)),
        Some("10 6"),
    );
    let (x, y) = layout.pixel(layout.schengen.label_at);
    let word = tr!(lang, "map-schengen");
    let width = svg::text_width(&word, 18.0, Weight::Bold) + 36.0;
    svg.rect(
        x - 30.0,
        y - 14.0,
        width,
        28.0,
        14.0,
        palette::SCHENGEN_AREA,
        Some((palette::SCHENGEN, 2.0)),
    );
    country::schengen_badge(svg, x - 14.0, y, 11.0);
    svg.text(
        x + 2.0,
        y + 7.0,
        18.0,
        Weight::Bold,
        Anchor::Start,
        palette::SCHENGEN,
        &word,
        None,
    );
}

fn links(svg: &mut Svg, layout: &Layout, patriot_act: bool, lang: Lang) {
    // Card 43 Patriot Act: the United States is adjacent only to Canada; its other links
    // are drawn faint.
    let cut = |a: Country, b: Country| {
        patriot_act
            && (a == Country::UnitedStates || b == Country::UnitedStates)
            && a != Country::Canada
            && b != Country::Canada
    };
    for route in layout.routes() {
        let (colour, dash) = if cut(route.a, route.b) {
            (palette::CUT_LINK, Some("3 9"))
        } else {
            (palette::LINK, None)
        };
        svg.polygon(&route.points, "none", Some((colour, 4.0)), dash);
    }
    for wrap in &layout.wraps {
        let Some(from) = Country::parse(&wrap.from) else {
            continue;
        };
        let start = layout.centre(from);
        let end = layout.pixel(wrap.to);
        let colour = if patriot_act {
            palette::CUT_LINK
        } else {
            palette::LINK
        };
        svg.polygon(&[start, end], "none", Some((colour, 4.0)), Some("8 6"));
        // The country at the other end of the wrapped link.
        let other = wrap
            .between
            .iter()
            .filter(|id| **id != wrap.from)
            .find_map(|id| Country::parse(id));
        let words = match other {
            Some(other) if lang != Lang::En => format!("↔ {}", label(layout, other, lang)),
            _ => wrap.label.clone(),
        };
        svg.text(
            end.0,
            end.1 + 22.0,
            18.0,
            Weight::Bold,
            Anchor::Middle,
            colour,
            &words,
            None,
        );
    }
}
