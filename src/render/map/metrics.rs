//! Advance widths of DejaVu Sans Condensed (regular and bold), in thousandths of an em, for
//! printable ASCII and the Russian alphabet: measured from the embedded fonts by
//! `assets/fonts/widths.py`, so text can be fitted into boxes and pills before usvg lays it
//! out.

use super::svg::Weight;

const REGULAR: [u16; 95] = [
    286, 360, 414, 754, 572, 855, 702, 247, 351, 351, 450, 754, 286, 325, 286, 303, 572, 572, 572,
    572, 572, 572, 572, 572, 572, 572, 303, 303, 754, 754, 754, 478, 900, 615, 617, 628, 693, 568,
    518, 697, 677, 265, 265, 590, 501, 776, 673, 708, 542, 708, 625, 571, 549, 659, 615, 890, 616,
    549, 616, 351, 303, 351, 754, 450, 450, 551, 571, 495, 571, 554, 316, 571, 570, 250, 250, 521,
    250, 876, 570, 550, 571, 571, 370, 469, 353, 570, 532, 736, 532, 532, 472, 572, 303, 572, 754,
];

const BOLD: [u16; 95] = [
    313, 410, 469, 754, 626, 901, 785, 275, 411, 411, 470, 754, 342, 374, 342, 329, 626, 626, 626,
    626, 626, 626, 626, 626, 626, 626, 360, 360, 754, 754, 754, 522, 900, 696, 686, 660, 747, 615,
    615, 738, 753, 334, 334, 697, 573, 896, 753, 765, 659, 765, 693, 648, 614, 730, 696, 993, 694,
    651, 652, 411, 329, 411, 754, 450, 450, 607, 644, 533, 644, 610, 391, 644, 641, 308, 308, 598,
    308, 938, 641, 618, 644, 644, 444, 536, 430, 641, 586, 831, 580, 586, 523, 641, 329, 641, 754,
];

/// А..я (U+0410..U+044F), regular.
const REGULAR_CYRILLIC: [u16; 64] = [
    615, 617, 617, 549, 703, 568, 969, 577, 673, 673, 639, 677, 776, 677, 708, 677, 542, 628, 549,
    548, 774, 616, 699, 617, 962, 984, 749, 794, 617, 628, 971, 625, 551, 555, 530, 473, 622, 554,
    811, 479, 584, 584, 543, 575, 679, 588, 550, 588, 571, 495, 524, 532, 769, 532, 612, 532, 823,
    848, 636, 710, 530, 494, 757, 541,
];

/// А..я, bold.
const BOLD_CYRILLIC: [u16; 64] = [
    696, 686, 686, 573, 801, 615, 1102, 639, 753, 753, 735, 747, 896, 753, 765, 753, 659, 660, 614,
    694, 892, 694, 835, 727, 1112, 1193, 845, 932, 686, 660, 1056, 693, 607, 628, 569, 470, 727,
    610, 896, 523, 630, 630, 611, 659, 735, 622, 618, 622, 644, 533, 521, 586, 893, 580, 667, 618,
    956, 995, 676, 813, 569, 533, 875, 578,
];

/// Ё, ё, the Russian quotes and the rest of the alphabet.
fn russian(c: char, weight: Weight) -> Option<u16> {
    let bold = weight == Weight::Bold;
    match c {
        'Ё' => Some(if bold { 615 } else { 568 }),
        'ё' => Some(if bold { 610 } else { 554 }),
        '«' | '»' => Some(if bold { 581 } else { 550 }),
        _ => {
            let table = if bold {
                &BOLD_CYRILLIC
            } else {
                &REGULAR_CYRILLIC
            };
            (c as usize)
                .checked_sub(0x410)
                .and_then(|i| table.get(i).copied())
        }
    }
}

/// Characters outside printable ASCII that the board uses.
fn extra(c: char) -> Option<u16> {
    match c {
        '×' | '−' | '↔' => Some(754),
        '…' => Some(900),
        '·' => Some(314),
        'é' => Some(582),
        _ => None,
    }
}

/// The width of `text` at `size` pixels.
pub(crate) fn text_width(text: &str, size: f32, weight: Weight) -> f32 {
    let table = match weight {
        Weight::Normal => &REGULAR,
        Weight::Bold => &BOLD,
    };
    let thousandths: u32 = text
        .chars()
        .map(|c| {
            let ascii = (c as usize)
                .checked_sub(32)
                .and_then(|i| table.get(i).copied());
            u32::from(
                ascii
                    .or_else(|| extra(c))
                    .or_else(|| russian(c, weight))
                    .unwrap_or(1000),
            )
        })
        .sum();
    size * thousandths as f32 / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_come_from_the_font() {
        // "M" is 776 / 1000 em in the regular face, 896 in the bold one.
        assert_eq!(text_width("M", 1000.0, Weight::Normal), 776.0);
        assert_eq!(text_width("M", 1000.0, Weight::Bold), 896.0);
        assert_eq!(text_width("", 20.0, Weight::Bold), 0.0);
        assert!(text_width("Iraq", 20.0, Weight::Bold) < text_width("Mmmm", 20.0, Weight::Bold));
        // Russian letters too: "Ж" is 969 / 1000 em regular, 1102 bold; "я" 541.
        assert_eq!(text_width("Ж", 1000.0, Weight::Normal), 969.0);
        assert_eq!(text_width("Ж", 1000.0, Weight::Bold), 1102.0);
        assert_eq!(text_width("я", 1000.0, Weight::Normal), 541.0);
        assert_eq!(text_width("ё", 1000.0, Weight::Bold), 610.0);
    }
}
