//! `data/layout.json`: where each country box, link, legend and track is drawn. Positions
//! are data, read once; the tests below check them against the engine's map (every country
//! placed once, boxes apart, every drawn link between adjacent countries and clear of other
//! boxes).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use labyrinth_engine::Country;
use serde::Deserialize;

const LAYOUT_JSON: &str = include_str!("../../../data/layout.json");

/// A point in grid cells (column, row) of the map area.
pub(crate) type Cell = [f32; 2];

#[derive(Debug, Deserialize)]
pub(crate) struct Canvas {
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Title {
    pub y: f32,
    pub size: f32,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Grid {
    pub x: f32,
    pub y: f32,
    pub pitch_x: f32,
    pub pitch_y: f32,
    pub box_width: f32,
    pub box_height: f32,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Place {
    pub at: Cell,
    /// A shorter name where the printed one does not fit the box.
    pub label: Option<String>,
}

/// A link drawn through `via` instead of straight (it would pass under another box).
#[derive(Debug, Deserialize)]
pub(crate) struct Link {
    pub between: [String; 2],
    pub via: Vec<Cell>,
}

/// One end of a link that wraps around the map's edge (United States - Philippines).
#[derive(Debug, Deserialize)]
pub(crate) struct Wrap {
    pub between: [String; 2],
    pub from: String,
    pub to: Cell,
    pub label: String,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Schengen {
    pub outline: Vec<Cell>,
    pub label_at: Cell,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Area {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    #[serde(default)]
    pub height: f32,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Layout {
    pub canvas: Canvas,
    pub title: Title,
    pub map: Grid,
    countries: BTreeMap<String, Place>,
    links: Vec<Link>,
    pub wraps: Vec<Wrap>,
    pub schengen: Schengen,
    pub legend: Area,
    pub panel: Area,
}

/// A drawn adjacency: the points of its line, in pixels.
pub(crate) struct Route {
    pub a: Country,
    pub b: Country,
    pub points: Vec<(f32, f32)>,
}

impl Layout {
    /// The embedded layout, parsed once. `Err` only if `data/layout.json` is broken (the
    /// tests below parse it).
    pub(crate) fn get() -> Result<&'static Layout, String> {
        static LAYOUT: OnceLock<Result<Layout, String>> = OnceLock::new();
        LAYOUT
            .get_or_init(|| {
                let layout: Layout = serde_json::from_str(LAYOUT_JSON)
                    .map_err(|e| format!("data/layout.json: {e}"))?;
                for country in Country::ALL {
                    if !layout.countries.contains_key(country.id()) {
                        return Err(format!("data/layout.json does not place {}", country.id()));
                    }
                }
                Ok(layout)
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    fn place(&self, country: Country) -> Option<&Place> {
        self.countries.get(country.id())
    }

    /// A grid point in pixels.
    pub(crate) fn pixel(&self, cell: Cell) -> (f32, f32) {
        let m = &self.map;
        (
            m.x + m.pitch_x * (cell[0] + 0.5),
            m.y + m.pitch_y * (cell[1] + 0.5),
        )
    }

    /// The centre of a country's box, in pixels.
    pub(crate) fn centre(&self, country: Country) -> (f32, f32) {
        let cell = self.place(country).map_or([0.0, 0.0], |p| p.at);
        self.pixel(cell)
    }

    /// The top-left corner of a country's box, in pixels.
    pub(crate) fn corner(&self, country: Country) -> (f32, f32) {
        let (x, y) = self.centre(country);
        (x - self.map.box_width / 2.0, y - self.map.box_height / 2.0)
    }

    /// The name printed in the box.
    pub(crate) fn label(&self, country: Country) -> &str {
        self.place(country)
            .and_then(|p| p.label.as_deref())
            .unwrap_or(country.name())
    }

    /// Every printed connection line (4.1.1): adjacent pairs with no Schengen country (those
    /// are drawn as the Schengen area and its links), but not the pairs that wrap around the
    /// edge of the map.
    pub(crate) fn routes(&self) -> Vec<Route> {
        let mut out = Vec::new();
        for a in Country::ALL {
            for b in a.info().adjacent.iter() {
                if b <= a || a.is_schengen() || b.is_schengen() || self.wraps_between(a, b) {
                    continue;
                }
                let mut points = vec![self.centre(a)];
                if let Some(link) = self.links.iter().find(|l| names_pair(&l.between, a, b)) {
                    // The via points are listed from the link's first country.
                    let mut middle: Vec<(f32, f32)> =
                        link.via.iter().map(|c| self.pixel(*c)).collect();
                    if link.between[0] != a.id() {
                        middle.reverse();
                    }
                    points.extend(middle);
                }
                points.push(self.centre(b));
                out.push(Route { a, b, points });
            }
        }
        out
    }

    fn wraps_between(&self, a: Country, b: Country) -> bool {
        self.wraps.iter().any(|w| names_pair(&w.between, a, b))
    }
}

fn names_pair(pair: &[String; 2], a: Country, b: Country) -> bool {
    (pair[0] == a.id() && pair[1] == b.id()) || (pair[0] == b.id() && pair[1] == a.id())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout() -> &'static Layout {
        Layout::get().unwrap()
    }

    /// `(left, top, right, bottom)` of a country's box.
    fn rect(country: Country) -> (f32, f32, f32, f32) {
        let l = layout();
        let (x, y) = l.corner(country);
        (x, y, x + l.map.box_width, y + l.map.box_height)
    }

    /// Does the segment p-q pass through the rectangle (Liang-Barsky clipping)?
    fn crosses(p: (f32, f32), q: (f32, f32), r: (f32, f32, f32, f32)) -> bool {
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let (mut t0, mut t1) = (0.0f32, 1.0f32);
        for (pp, qq) in [
            (-dx, p.0 - r.0),
            (dx, r.2 - p.0),
            (-dy, p.1 - r.1),
            (dy, r.3 - p.1),
        ] {
            if pp == 0.0 {
                if qq < 0.0 {
                    return false;
                }
            } else {
                let t = qq / pp;
                if pp < 0.0 {
                    t0 = t0.max(t);
                } else {
                    t1 = t1.min(t);
                }
            }
        }
        t0 < t1
    }

    #[test]
    fn every_country_is_placed_once_and_names_are_known() {
        let l = layout();
        assert_eq!(l.countries.len(), 38);
        for id in l.countries.keys() {
            assert!(Country::parse(id).is_some(), "unknown country {id}");
        }
        for link in &l.links {
            for id in &link.between {
                assert!(
                    Country::parse(id).is_some(),
                    "unknown country {id} in a link"
                );
            }
        }
    }

    #[test]
    fn boxes_stay_on_the_canvas_and_apart() {
        let l = layout();
        for a in Country::ALL {
            let r = rect(a);
            assert!(
                r.0 >= 0.0 && r.1 >= l.map.y && r.2 <= l.canvas.width as f32,
                "{a}"
            );
            assert!(r.3 < l.panel.y, "{a} reaches the tracks");
            for b in Country::ALL {
                let s = rect(b);
                let apart = r.2 <= s.0 || s.2 <= r.0 || r.3 <= s.1 || s.3 <= r.1;
                assert!(a == b || apart, "{a} overlaps {b}");
            }
            let legend = (
                l.legend.x,
                l.legend.y,
                l.legend.x + l.legend.width,
                l.legend.y + l.legend.height,
            );
            let apart = r.2 <= legend.0 || legend.2 <= r.0 || r.3 <= legend.1 || legend.3 <= r.1;
            assert!(apart, "{a} overlaps the legend");
        }
    }

    /// 52 printed lines (MAP.md): 143 adjacencies less 21 Schengen pairs and 70 Schengen
    /// links; the United States - Philippines line wraps around the edge.
    #[test]
    fn routes_are_the_printed_lines_and_pass_under_no_other_box() {
        let l = layout();
        let routes = l.routes();
        assert_eq!(routes.len() + 1, 52);
        for route in &routes {
            assert!(route.a.info().adjacent.contains(route.b));
            for pair in route.points.windows(2) {
                for c in Country::ALL {
                    if c == route.a || c == route.b {
                        continue;
                    }
                    assert!(
                        !crosses(pair[0], pair[1], rect(c)),
                        "the {}-{} line passes under {c}",
                        route.a,
                        route.b
                    );
                }
            }
        }
        for link in &l.links {
            let (a, b) = (
                Country::parse(&link.between[0]).unwrap(),
                Country::parse(&link.between[1]).unwrap(),
            );
            assert!(a.info().adjacent.contains(b), "{a} - {b} are not adjacent");
        }
        for wrap in &l.wraps {
            let from = Country::parse(&wrap.from).unwrap();
            let other = wrap.between.iter().find(|id| **id != wrap.from).unwrap();
            let other = Country::parse(other).unwrap();
            assert!(from.info().adjacent.contains(other));
        }
    }
}
