//! SVG to PNG in-process (usvg parses and lays out the text, resvg / tiny-skia draw), with
//! the fonts compiled into the binary: no system font is ever looked up.

use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb};

use super::MapError;
use crate::i18n::Lang;

/// DejaVu Sans Condensed (Bitstream Vera licence, `assets/fonts/LICENSE-DejaVu.txt`).
const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSansCondensed.ttf");
const BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSansCondensed-Bold.ttf");

/// The attachment's name (the embed shows `attachment://board.png`).
pub const FILE_NAME: &str = "board.png";

/// Discord's smallest upload limit for a bot's message (10 MiB in 2026; the older 8 MiB
/// is kept as the ceiling).
pub const ATTACHMENT_LIMIT: usize = 8 * 1024 * 1024;

/// The embedded fonts, loaded once.
fn fonts() -> Arc<fontdb::Database> {
    static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = fontdb::Database::new();
            for data in [REGULAR, BOLD] {
                db.load_font_source(fontdb::Source::Binary(Arc::new(data)));
            }
            Arc::new(db)
        })
        .clone()
}

/// Rasterise `svg` at its own size, or scaled to `width` pixels wide, to PNG.
pub fn png_from_svg(svg: &str, width: Option<u32>) -> Result<Vec<u8>, MapError> {
    encode(&draw(&parse(svg)?, width)?)
}

/// Parse the SVG and lay out its text with the embedded fonts (usvg).
pub fn parse(svg: &str) -> Result<usvg::Tree, MapError> {
    let options = usvg::Options {
        fontdb: fonts(),
        font_family: "DejaVu Sans".to_string(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).map_err(|e| MapError::Svg(e.to_string()))
}

/// Draw the tree on a canvas of its size, or scaled to `width` pixels wide (resvg).
pub fn draw(tree: &usvg::Tree, width: Option<u32>) -> Result<Pixmap, MapError> {
    let size = tree.size();
    let scale = match width {
        Some(width) => width as f32 / size.width(),
        None => 1.0,
    };
    let pixel_width = (size.width() * scale).round() as u32;
    let pixel_height = (size.height() * scale).round() as u32;
    let mut pixmap = Pixmap::new(pixel_width, pixel_height)
        .ok_or_else(|| MapError::Raster(format!("no {pixel_width}x{pixel_height} canvas")))?;
    resvg::render(
        tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// The README's budget for one board picture.
pub const PNG_BUDGET: usize = 300 * 1024;

/// The base of the picture ([`super::draw_base`]), rasterised once per process for each
/// Patriot Act state and language; a copy to draw a position over.
pub(crate) fn base(
    layout: &super::Layout,
    patriot_act: bool,
    lang: Lang,
) -> Result<Pixmap, MapError> {
    type Base = OnceLock<Result<Pixmap, MapError>>;
    static BASES: [[Base; 2]; 2] = [
        [OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new()],
    ];
    let by_lang = match lang {
        Lang::En => &BASES[0],
        Lang::Ru => &BASES[1],
    };
    by_lang[usize::from(patriot_act)]
        .get_or_init(|| draw(&parse(&super::draw_base(layout, patriot_act, lang))?, None))
        .clone()
}

/// Draw `tree` over what `pixmap` holds, at its own size.
pub(crate) fn draw_over(tree: &usvg::Tree, pixmap: &mut Pixmap) {
    resvg::render(tree, Transform::identity(), &mut pixmap.as_mut());
}

/// Encode as an RGB PNG (the picture is opaque: its background is painted, so the alpha
/// channel is dropped). Deflate level 1 with the Up filter: a board in about a quarter of
/// the time of the default level for about 20% more bytes; a picture that would pass
/// [`PNG_BUDGET`] that way is encoded again at the default level.
pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, MapError> {
    encode_within(pixmap, PNG_BUDGET)
}

/// [`encode`] for a picture whose budget is `budget` bytes.
pub fn encode_within(pixmap: &Pixmap, budget: usize) -> Result<Vec<u8>, MapError> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|pixel| [pixel[0], pixel[1], pixel[2]])
        .collect();
    let fast = encode_rgb(pixmap, &rgb, 1, png::Filter::Up)?;
    if fast.len() <= budget {
        return Ok(fast);
    }
    encode_rgb(pixmap, &rgb, 6, png::Filter::Adaptive)
}

fn encode_rgb(
    pixmap: &Pixmap,
    rgb: &[u8],
    level: u8,
    filter: png::Filter,
) -> Result<Vec<u8>, MapError> {
    let mut out = Vec::with_capacity(rgb.len() / 12);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(level));
    encoder.set_filter(filter);
    let raster = |e: png::EncodingError| MapError::Raster(e.to_string());
    let mut writer = encoder.write_header().map_err(raster)?;
    writer.write_image_data(rgb).map_err(raster)?;
    writer.finish().map_err(raster)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_fonts_load_as_one_family_with_bold() {
        let db = fonts();
        let faces: Vec<_> = db.faces().collect();
        assert_eq!(faces.len(), 2);
        for face in &faces {
            assert!(
                face.families.iter().any(|(name, _)| name == "DejaVu Sans"),
                "{:?}",
                face.families
            );
        }
        assert!(faces.iter().any(|f| f.weight == fontdb::Weight::BOLD));
    }

    #[test]
    fn text_is_drawn_with_the_embedded_font() {
        // Text that finds no font is dropped by usvg: a blank image would mean no font.
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"30\">\
                   <text x=\"2\" y=\"24\" font-family=\"DejaVu Sans\" font-size=\"24\">Hi</text></svg>";
        let png = png_from_svg(svg, None).unwrap();
        let pixmap = Pixmap::decode_png(&png).unwrap();
        let inked = pixmap.pixels().iter().filter(|p| p.alpha() > 0).count();
        assert!(inked > 50, "{inked} pixels drawn");
    }
}
