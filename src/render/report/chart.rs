//! The report's chart: four panels of the tracks turn by turn (Prestige and Funding; the
//! Resources under Good Governance and Islamist Rule; the Muslim countries Fair or Good
//! against Poor or Islamist Rule; troops and cells on their tracks), the moments that
//! mattered numbered above them and listed below, drawn as SVG with the board picture's
//! writer and font and rasterised by its resvg pipeline. 1240 pixels wide like the board,
//! its words at least 20 pixels high, so it reads on a phone.

use super::{Happening, Moment, Report, Story, Tracks};
use crate::i18n::Lang;
use crate::render::map::svg::{Anchor, Svg, Weight, text_width};
use crate::render::map::{MapError, encode_within, parse};
use crate::tr;

/// The attachment's name.
pub const FILE_NAME: &str = "report.png";

/// The README's budget for one chart (the board's is 300 KB).
pub const CHART_BUDGET: usize = 200 * 1024;

const WIDTH: f32 = 1240.0;
/// The plots' left and right edges (room for the axis and the last values).
const X0: f32 = 78.0;
const X1: f32 = 1164.0;
const STRIP_TOP: f32 = 122.0;
const LANE: f32 = 40.0;
const MAX_LANES: usize = 4;
const BADGE: f32 = 16.0;
const HEADER: f32 = 44.0;
const PLOT: f32 = 210.0;
const GAP: f32 = 22.0;
/// One line of the list of moments under the chart.
const ROW: f32 = 34.0;
/// At most this many moments are listed under the chart (the text lists them all).
const LISTED: usize = 24;

mod colour {
    pub const BACKGROUND: &str = "#f4efe3";
    pub const PLOT: &str = "#fffdf8";
    pub const ZEBRA: &str = "#f1ebdf";
    pub const GRID: &str = "#ded6c6";
    pub const INK: &str = "#1f2933";
    pub const MUTED: &str = "#5b6770";
    pub const WHITE: &str = "#ffffff";
    pub const US: &str = "#2c5fa8";
    pub const JIHADIST: &str = "#c0392b";
    pub const ISLAMIST_RULE: &str = "#1c1c1c";
    pub const FAIR_GOOD: &str = "#3d8fd1";
    pub const POOR: &str = "#e07b00";
    pub const TROOPS: &str = "#4b6b2a";
    pub const CELLS: &str = "#c62828";
    pub const REGIME_CHANGE: &str = "#2e9e4f";
    pub const WMD: &str = "#7b4fb0";
    pub const RESHUFFLE: &str = "#5b6770";
    pub const VICTORY: &str = "#d4a017";
}

/// One line of a panel.
struct Series {
    key: &'static str,
    colour: &'static str,
    value: fn(&Tracks) -> u8,
}

/// A victory condition drawn across a panel.
struct Threshold {
    value: u8,
    colour: &'static str,
    key: &'static str,
}

struct Panel {
    key: &'static str,
    series: [Series; 2],
    top: u8,
    ticks: &'static [u8],
    thresholds: &'static [Threshold],
}

fn panels(story: &Story) -> [Panel; 4] {
    // Good Resources can pass 12 (the board holds 40 in all): the scale grows in threes.
    let highest = story
        .samples
        .iter()
        .map(|s| s.tracks.good_resources.max(s.tracks.islamist_resources))
        .max()
        .unwrap_or(0);
    let resources = (highest + 2).max(15).div_ceil(3) * 3;
    [
        Panel {
            key: "report-panel-tracks",
            series: [
                Series {
                    key: "report-series-prestige",
                    colour: colour::US,
                    value: |t| t.prestige,
                },
                Series {
                    key: "report-series-funding",
                    colour: colour::JIHADIST,
                    value: |t| t.funding,
                },
            ],
            top: 12,
            ticks: &[3, 6, 9, 12],
            thresholds: &[],
        },
        Panel {
            key: "report-panel-resources",
            series: [
                Series {
                    key: "report-series-good",
                    colour: colour::US,
                    value: |t| t.good_resources,
                },
                Series {
                    key: "report-series-islamist",
                    colour: colour::ISLAMIST_RULE,
                    value: |t| t.islamist_resources,
                },
            ],
            top: resources,
            ticks: &[3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39],
            thresholds: &[
                Threshold {
                    value: 12,
                    colour: colour::US,
                    key: "report-threshold-us",
                },
                Threshold {
                    value: 6,
                    colour: colour::ISLAMIST_RULE,
                    key: "report-threshold-jihadist",
                },
            ],
        },
        Panel {
            key: "report-panel-countries",
            series: [
                Series {
                    key: "report-series-fair-good",
                    colour: colour::FAIR_GOOD,
                    value: |t| t.fair_good,
                },
                Series {
                    key: "report-series-poor-islamist",
                    colour: colour::POOR,
                    value: |t| t.poor_islamist,
                },
            ],
            top: 18,
            ticks: &[5, 10, 15],
            thresholds: &[Threshold {
                value: 15,
                colour: colour::MUTED,
                key: "report-threshold-countries",
            }],
        },
        Panel {
            key: "report-panel-pieces",
            series: [
                Series {
                    key: "report-series-troops",
                    colour: colour::TROOPS,
                    value: |t| t.troops,
                },
                Series {
                    key: "report-series-cells",
                    colour: colour::CELLS,
                    value: |t| t.cells,
                },
            ],
            top: 15,
            ticks: &[5, 10, 15],
            thresholds: &[],
        },
    ]
}

/// A moment's colour and its short words (under the chart).
fn style(what: &Happening) -> &'static str {
    match what {
        Happening::RegimeChange(_) => colour::REGIME_CHANGE,
        Happening::IslamistRule(_) => colour::ISLAMIST_RULE,
        Happening::Wmd(_) => colour::WMD,
        Happening::Reshuffle(_) => colour::RESHUFFLE,
        Happening::Victory(_) => colour::VICTORY,
    }
}

/// The chart's geometry: the time axis and where each part starts.
struct Frame<'a> {
    story: &'a Story,
    span: f32,
    lanes: Vec<usize>,
    panels_top: f32,
}

impl Frame<'_> {
    fn px(&self, x: f32) -> f32 {
        X0 + x / self.span * (X1 - X0)
    }
    fn lane_count(&self) -> usize {
        self.lanes.iter().max().map_or(1, |l| l + 1)
    }
    fn panel_top(&self, i: usize) -> f32 {
        self.panels_top + i as f32 * (HEADER + PLOT + GAP)
    }
    fn plots_bottom(&self) -> f32 {
        self.panel_top(3) + HEADER + PLOT
    }
}

/// Each moment's lane in the strip: the first where its badge clears the one before.
fn lanes(story: &Story, span: f32) -> Vec<usize> {
    let mut last: Vec<f32> = Vec::new();
    story
        .moments
        .iter()
        .map(|m| {
            let x = X0 + story.x(m.at) / span * (X1 - X0);
            let free = last.iter().position(|l| x - l >= 2.0 * BADGE + 4.0);
            let lane = match free {
                Some(lane) => lane,
                None if last.len() < MAX_LANES => {
                    last.push(f32::MIN);
                    last.len() - 1
                }
                None => last
                    .iter()
                    .enumerate()
                    .min_by(|a, b| a.1.total_cmp(b.1))
                    .map_or(0, |(i, _)| i),
            };
            last[lane] = x;
            lane
        })
        .collect()
}

/// The chart's SVG.
pub(super) fn svg(report: &Report) -> String {
    let story = &report.story;
    let lang = report.lang;
    let span = story.span();
    let lanes = lanes(story, span);
    let mut frame = Frame {
        story,
        span,
        lanes,
        panels_top: 0.0,
    };
    frame.panels_top = STRIP_TOP + frame.lane_count() as f32 * LANE + 12.0;
    let listed = story.moments.len().min(LISTED);
    let rows = listed.div_ceil(2) + usize::from(story.moments.len() > LISTED);
    let list_top = frame.plots_bottom() + 100.0;
    let height = list_top + rows as f32 * ROW + 24.0;
    let mut svg = Svg::new(WIDTH as u32, height.ceil() as u32, Some(colour::BACKGROUND));
    title(&mut svg, report);
    strip(&mut svg, &frame);
    // Every shape of the panels is upright or level: drawn without anti-aliasing, they are
    // as sharp and take a third less time.
    svg.group("shape-rendering=\"crispEdges\"");
    for (i, panel) in panels(story).iter().enumerate() {
        draw_panel(&mut svg, &frame, panel, frame.panel_top(i), lang);
    }
    svg.end_group();
    turn_axis(&mut svg, &frame, lang);
    list(&mut svg, story, list_top, lang);
    svg.finish()
}

/// The chart as a PNG.
pub(super) fn png(report: &Report) -> Result<Vec<u8>, MapError> {
    let tree = parse(&svg(report))?;
    encode_within(&crate::render::map::draw_tree(&tree, None)?, CHART_BUDGET)
}

fn title(svg: &mut Svg, report: &Report) {
    let heading = super::text::heading(report);
    svg.text(
        X0 - 50.0,
        52.0,
        34.0,
        Weight::Bold,
        Anchor::Start,
        colour::INK,
        &heading,
        Some(WIDTH - 2.0 * (X0 - 50.0)),
    );
    let result = super::text::result(report);
    let tint = match report.story.outcome {
        Some(o) if o.winner == labyrinth_engine::Side::Us => colour::US,
        Some(_) => colour::JIHADIST,
        None => colour::MUTED,
    };
    svg.text(
        X0 - 50.0,
        94.0,
        26.0,
        Weight::Bold,
        Anchor::Start,
        tint,
        &result,
        Some(WIDTH - 2.0 * (X0 - 50.0)),
    );
}

/// The numbered badges of the moments above the panels, each on a stem down to them.
fn strip(svg: &mut Svg, frame: &Frame<'_>) {
    let story = frame.story;
    let placed = || {
        story
            .moments
            .iter()
            .zip(&frame.lanes)
            .map(|(moment, lane)| {
                let x = frame.px(story.x(moment.at));
                (moment, x, STRIP_TOP + *lane as f32 * LANE + LANE / 2.0)
            })
    };
    for (moment, x, y) in placed() {
        let stem = [(x, y), (x, frame.panels_top - 8.0)];
        svg.polygon(&stem, "none", Some((style(&moment.what), 2.0)), None);
    }
    for (i, (moment, x, y)) in placed().enumerate() {
        badge(svg, x, y, i + 1, &moment.what);
    }
}

/// Each moment's guide line through a plot.
fn guides(svg: &mut Svg, frame: &Frame<'_>, top: f32, bottom: f32) {
    let story = frame.story;
    for moment in &story.moments {
        let x = frame.px(story.x(moment.at));
        let dash = match moment.what {
            Happening::Reshuffle(_) => "10 6",
            _ => "3 5",
        };
        svg.polygon(
            &[(x, top), (x, bottom)],
            "none",
            Some((style(&moment.what), 2.0)),
            Some(dash),
        );
    }
}

/// A moment's numbered badge.
fn badge(svg: &mut Svg, x: f32, y: f32, number: usize, what: &Happening) {
    let colour = style(what);
    let ink = match what {
        Happening::Victory(_) => colour::INK,
        _ => colour::WHITE,
    };
    svg.circle(x, y, BADGE, colour, Some((colour::WHITE, 2.0)));
    let label = number.to_string();
    let size = if label.len() > 2 { 14.0 } else { 18.0 };
    svg.text(
        x,
        y + size * 0.36,
        size,
        Weight::Bold,
        Anchor::Middle,
        ink,
        &label,
        Some(2.0 * BADGE - 4.0),
    );
}

fn draw_panel(svg: &mut Svg, frame: &Frame<'_>, panel: &Panel, top: f32, lang: Lang) {
    let story = frame.story;
    let (plot_top, plot_bottom) = (top + HEADER, top + HEADER + PLOT);
    let y = |value: f32| plot_bottom - value / f32::from(panel.top) * PLOT;
    // Each line's key at the right, and the heading in the room left of them.
    let mut right = X1;
    for series in panel.series.iter().rev() {
        let words = tr!(lang, series.key);
        let width = text_width(&words, 22.0, Weight::Bold);
        svg.text(
            right,
            top + 30.0,
            22.0,
            Weight::Bold,
            Anchor::End,
            series.colour,
            &words,
            None,
        );
        svg.rect(
            right - width - 34.0,
            top + 20.0,
            26.0,
            6.0,
            3.0,
            series.colour,
            None,
        );
        right -= width + 52.0;
    }
    svg.text(
        X0,
        top + 30.0,
        26.0,
        Weight::Bold,
        Anchor::Start,
        colour::INK,
        &tr!(lang, panel.key),
        Some(right - X0),
    );
    // The plot: every other turn shaded, the grid, the victory conditions.
    svg.rect(
        X0,
        plot_top,
        X1 - X0,
        PLOT,
        0.0,
        colour::PLOT,
        Some((colour::GRID, 1.5)),
    );
    let turns = frame.span.ceil() as u16;
    for turn in (2..=turns).step_by(2) {
        let from = frame.px(f32::from(turn - 1));
        let to = frame.px(f32::from(turn).min(frame.span));
        svg.rect(from, plot_top, to - from, PLOT, 0.0, colour::ZEBRA, None);
    }
    for tick in panel.ticks.iter().filter(|t| **t <= panel.top) {
        let at = y(f32::from(*tick));
        svg.polygon(
            &[(X0, at), (X1, at)],
            "none",
            Some((colour::GRID, 1.5)),
            None,
        );
        svg.text(
            X0 - 10.0,
            at + 7.0,
            20.0,
            Weight::Normal,
            Anchor::End,
            colour::MUTED,
            &tick.to_string(),
            None,
        );
    }
    // Each victory condition, its words on a background of their own (the lines pass over).
    for threshold in panel.thresholds {
        let at = y(f32::from(threshold.value));
        let line = [(X0, at), (X1, at)];
        svg.polygon(&line, "none", Some((threshold.colour, 2.0)), Some("12 8"));
        let words = tr!(lang, threshold.key, n = threshold.value);
        let width = text_width(&words, 18.0, Weight::Bold);
        let (x, top) = (X0 + 4.0, at - 24.0);
        svg.rect(x, top, width + 8.0, 22.0, 4.0, colour::PLOT, None);
        svg.text(
            X0 + 8.0,
            at - 7.0,
            18.0,
            Weight::Bold,
            Anchor::Start,
            threshold.colour,
            &words,
            None,
        );
    }
    guides(svg, frame, plot_top, plot_bottom);
    // The lines, as steps: a value holds until it changes. The first drawn wide under the
    // second, so both show where they are equal.
    let mut ends = Vec::new();
    for (i, series) in panel.series.iter().enumerate() {
        let points = steps(frame, series.value, &y);
        if let Some(&(_, last)) = points.last() {
            ends.push((last, series.colour, (series.value)(&story.last())));
        }
        let width = if i == 0 { 6.0 } else { 3.5 };
        svg.polygon(&points, "none", Some((series.colour, width)), None);
    }
    last_values(svg, &mut ends);
}

/// A line as steps through the samples where its value changes (the others would add
/// points on a straight stretch, which only cost drawing time), to the chart's right end.
fn steps(frame: &Frame<'_>, value: fn(&Tracks) -> u8, y: &dyn Fn(f32) -> f32) -> Vec<(f32, f32)> {
    let story = frame.story;
    let mut points: Vec<(f32, f32)> = Vec::new();
    let mut held = None;
    for sample in &story.samples {
        let v = value(&sample.tracks);
        if held == Some(v) {
            continue;
        }
        let (px, py) = (frame.px(story.x(sample.at)), y(f32::from(v)));
        if let Some(&(_, before)) = points.last() {
            points.push((px, before));
        }
        points.push((px, py));
        held = Some(v);
    }
    if let Some(&(_, last)) = points.last() {
        points.push((frame.px(story.span()), last));
    }
    points
}

/// Each line's last value at its right end, kept apart when the two are close.
fn last_values(svg: &mut Svg, ends: &mut [(f32, &str, u8)]) {
    if let [a, b] = ends {
        let gap = 22.0 - (a.0 - b.0).abs();
        if gap > 0.0 {
            let (upper, lower) = if a.0 <= b.0 { (a, b) } else { (b, a) };
            upper.0 -= gap / 2.0;
            lower.0 += gap / 2.0;
        }
    }
    for (y, colour, value) in ends.iter() {
        svg.text(
            X1 + 10.0,
            y + 8.0,
            22.0,
            Weight::Bold,
            Anchor::Start,
            colour,
            &value.to_string(),
            None,
        );
    }
}

/// The turns under the last panel: every turn when they have room, else every 2nd or 5th.
fn turn_axis(svg: &mut Svg, frame: &Frame<'_>, lang: Lang) {
    let bottom = frame.plots_bottom();
    let turns = frame.span.ceil() as u16;
    let width = (X1 - X0) / frame.span;
    let every = [1u16, 2, 5, 10]
        .into_iter()
        .find(|n| width * f32::from(*n) >= 34.0)
        .unwrap_or(10);
    for turn in 1..=turns {
        if turn != 1 && turn % every != 0 {
            continue;
        }
        let centre = frame.px(f32::from(turn) - 0.5).min(X1 - 8.0);
        svg.text(
            centre,
            bottom + 28.0,
            22.0,
            Weight::Bold,
            Anchor::Middle,
            colour::MUTED,
            &turn.to_string(),
            None,
        );
    }
    svg.text(
        (X0 + X1) / 2.0,
        bottom + 58.0,
        22.0,
        Weight::Normal,
        Anchor::Middle,
        colour::MUTED,
        &tr!(lang, "report-axis-turn"),
        None,
    );
}

/// The moments under the chart, two columns, each with its badge.
fn list(svg: &mut Svg, story: &Story, top: f32, lang: Lang) {
    let listed = story.moments.len().min(LISTED);
    let rows = listed.div_ceil(2);
    let column = (WIDTH - 2.0 * 30.0) / 2.0;
    for (i, moment) in story.moments.iter().take(LISTED).enumerate() {
        let (col, row) = (i / rows.max(1), i % rows.max(1));
        let x = 30.0 + col as f32 * column;
        let y = top + row as f32 * ROW;
        badge(svg, x + BADGE, y, i + 1, &moment.what);
        svg.text(
            x + 2.0 * BADGE + 10.0,
            y + 8.0,
            22.0,
            Weight::Normal,
            Anchor::Start,
            colour::INK,
            &short(moment, lang),
            Some(column - 2.0 * BADGE - 24.0),
        );
    }
    if story.moments.len() > LISTED {
        svg.text(
            30.0,
            top + rows as f32 * ROW + 8.0,
            22.0,
            Weight::Normal,
            Anchor::Start,
            colour::MUTED,
            &tr!(
                lang,
                "report-more-moments",
                count = (story.moments.len() - LISTED) as i64
            ),
            None,
        );
    }
}

/// "T4 · Regime Change in Iraq".
fn short(moment: &Moment, lang: Lang) -> String {
    tr!(
        lang,
        "report-moment-short",
        turn = moment.at.turn,
        what = super::text::happening(lang, &moment.what)
    )
}
