//! A small SVG writer: shapes and text with fixed number formatting, so the same board
//! always gives the same bytes (the snapshots depend on it).

use std::fmt::Write;

/// Text weight.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Weight {
    Normal,
    Bold,
}

/// Horizontal text anchor.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Anchor {
    Start,
    Middle,
    End,
}

pub(crate) struct Svg {
    out: String,
}

/// `12.5`, `12`: one decimal at most, no `-0`.
fn n(value: f32) -> String {
    let rounded = (value * 10.0).round() / 10.0;
    if rounded == 0.0 {
        return "0".to_string();
    }
    if rounded.fract() == 0.0 {
        format!("{rounded:.0}")
    } else {
        format!("{rounded:.1}")
    }
}

/// XML text escaping.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

pub(crate) use super::metrics::text_width;

impl Svg {
    /// A canvas, painted with `background` or transparent.
    pub(crate) fn new(width: u32, height: u32, background: Option<&str>) -> Svg {
        let mut out = String::with_capacity(64 * 1024);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans\" \
             font-stretch=\"condensed\">"
        );
        if let Some(background) = background {
            let _ = writeln!(
                out,
                "<rect width=\"{width}\" height=\"{height}\" fill=\"{background}\"/>"
            );
        }
        Svg { out }
    }

    pub(crate) fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }

    /// Open a group of shapes drawn with `attributes` (`shape-rendering="crispEdges"`);
    /// [`end_group`](Self::end_group) closes it.
    pub(crate) fn group(&mut self, attributes: &str) {
        let _ = writeln!(self.out, "<g {attributes}>");
    }

    pub(crate) fn end_group(&mut self) {
        self.out.push_str("</g>\n");
    }

    /// A comment naming what follows (helps reading a snapshot diff).
    pub(crate) fn comment(&mut self, text: &str) {
        let text = text.replace("--", "- -");
        let _ = writeln!(self.out, "<!-- {text} -->");
    }

    #[allow(clippy::too_many_arguments, reason = "an SVG rect's attributes")]
    pub(crate) fn rect(
        &mut self,
        x: f32,
        y: f32,
        width: f32,
        height: f32,
        radius: f32,
        fill: &str,
        stroke: Option<(&str, f32)>,
    ) {
        let _ = write!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"",
            n(x),
            n(y),
            n(width),
            n(height)
        );
        if radius > 0.0 {
            let _ = write!(self.out, " rx=\"{}\"", n(radius));
        }
        self.paint(fill, stroke);
        self.out.push_str("/>\n");
    }

    pub(crate) fn circle(
        &mut self,
        cx: f32,
        cy: f32,
        r: f32,
        fill: &str,
        stroke: Option<(&str, f32)>,
    ) {
        let _ = write!(
            self.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"",
            n(cx),
            n(cy),
            n(r)
        );
        self.paint(fill, stroke);
        self.out.push_str("/>\n");
    }

    /// A closed polygon or an open polyline (`fill` "none").
    pub(crate) fn polygon(
        &mut self,
        points: &[(f32, f32)],
        fill: &str,
        stroke: Option<(&str, f32)>,
        dash: Option<&str>,
    ) {
        let element = if fill == "none" {
            "polyline"
        } else {
            "polygon"
        };
        let points: Vec<String> = points
            .iter()
            .map(|(x, y)| format!("{},{}", n(*x), n(*y)))
            .collect();
        let _ = write!(self.out, "<{element} points=\"{}\"", points.join(" "));
        self.paint(fill, stroke);
        if let Some(dash) = dash {
            let _ = write!(self.out, " stroke-dasharray=\"{dash}\"");
        }
        self.out
            .push_str(" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n");
    }

    fn paint(&mut self, fill: &str, stroke: Option<(&str, f32)>) {
        let _ = write!(self.out, " fill=\"{fill}\"");
        if let Some((colour, width)) = stroke {
            let _ = write!(
                self.out,
                " stroke=\"{colour}\" stroke-width=\"{}\"",
                n(width)
            );
        }
    }

    /// Text with its baseline at `y`. `fit`: squeeze it to that width when it would be
    /// wider.
    #[allow(clippy::too_many_arguments, reason = "an SVG text's attributes")]
    pub(crate) fn text(
        &mut self,
        x: f32,
        y: f32,
        size: f32,
        weight: Weight,
        anchor: Anchor,
        fill: &str,
        content: &str,
        fit: Option<f32>,
    ) {
        let _ = write!(
            self.out,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{fill}\"",
            n(x),
            n(y),
            n(size)
        );
        if weight == Weight::Bold {
            self.out.push_str(" font-weight=\"bold\"");
        }
        match anchor {
            Anchor::Start => {}
            Anchor::Middle => self.out.push_str(" text-anchor=\"middle\""),
            Anchor::End => self.out.push_str(" text-anchor=\"end\""),
        }
        if let Some(width) = fit
            && text_width(content, size, weight) > width
        {
            let _ = write!(
                self.out,
                " textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\"",
                n(width)
            );
        }
        let _ = writeln!(self.out, ">{}</text>", escape(content));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_text_are_written_plainly() {
        assert_eq!(n(12.0), "12");
        assert_eq!(n(12.25), "12.3");
        assert_eq!(n(-0.01), "0");
        assert_eq!(escape("A&B <\"c\">"), "A&amp;B &lt;&quot;c&quot;&gt;");
        let mut svg = Svg::new(10, 10, Some("#fff"));
        svg.text(
            1.0,
            2.0,
            10.0,
            Weight::Bold,
            Anchor::Middle,
            "#000",
            "x",
            None,
        );
        let out = svg.finish();
        assert!(out.contains("<text x=\"1\" y=\"2\" font-size=\"10\" fill=\"#000\" font-weight=\"bold\" text-anchor=\"middle\">x</text>"), "{out}");
    }
}
