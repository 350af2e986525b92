//! What the US policy thinks of card events: the worth of a US or Unassociated event it
//! could play, and the harm of a Jihadist event it would trigger by playing the card. The
//! numbers are judgement, on the policy's scale where +1 Prestige is worth about 12.

use labyrinth_engine::{Association, CardId, Country, CountryKind, Governance, Side};

use super::UsView;

/// The worth of the US playing `card`'s event now (`None`: never for its event).
pub fn event_worth(g: &UsView<'_>, card: CardId) -> Option<i32> {
    let worth = match card.number() {
        1 => 4,
        2 | 5 | 47 => 2,
        3 | 4 | 14 | 15 | 16 | 17 | 18 | 28 | 32 | 37 | 39 => 5,
        6 | 7 => 9,
        8..=10 | 23..=25 => 10,
        11 | 22 | 29 | 45 => 7,
        12 | 30 | 31 | 36 | 41 | 42 | 43 => 10,
        13 | 19 | 20 | 27 | 33 | 38 => 16,
        21 => 30,
        26 => 30,
        34 | 44 => 14,
        35 | 40 | 46 => 22,
        // Unassociated, as the US plays them.
        98 => 5,
        99 => 4 + worst_jihadist_harm(g, Some(card)),
        100 if g.troops_on_track() >= 10 => 8,
        101 => 13,
        // A cell removed in a Shia-Mix country within 3 of Lebanon, if one has a cell.
        103 if hizballah_target(g) => 8,
        104 | 105 => 8,
        106 => 14,
        107 => 6,
        110 => 40,
        111 => 14,
        112 => 26,
        113 if g.prestige() >= 7 => 10,
        115 => 14,
        116 => 10 + 25 * g.plots_on_map() as i32,
        119 => 10,
        _ => return None,
    };
    Some(worth)
}

/// The harm of the Jihadist event of `card` when the US triggers it (0 if the card is not
/// Jihadist or its event is not playable now).
pub fn harm(g: &UsView<'_>, card: CardId) -> i32 {
    if card.association() != Association::Jihadist || !g.playable(card, Side::Jihadist) {
        return 0;
    }
    match card.number() {
        48 | 49 | 50 | 54 | 55 | 60 | 61 => 5,
        51 | 72 => 15,
        52 | 59 => 14,
        53 | 57 | 58 | 62 | 64 | 66 | 67 | 68 | 70 | 73 | 74 | 80 | 95 => 9,
        56 => 16,
        63 | 75 | 86 => 26,
        65 | 69 | 71 => 20,
        76 => 45,
        77 | 82 | 83 | 84 | 85 | 92 => 15,
        78 => 14,
        79 => 25,
        81 => 30,
        87..=89 => 30,
        90 => 24,
        91 => 20,
        93 => 18,
        94 => {
            if has_good_or_fair(g) {
                25
            } else {
                5
            }
        }
        _ => 10,
    }
}

fn has_good_or_fair(g: &UsView<'_>) -> bool {
    labyrinth_engine::Country::ALL.into_iter().any(|c| {
        c.is_muslim()
            && matches!(
                g.governance(c),
                Some(Governance::Good) | Some(Governance::Fair)
            )
    })
}

/// The largest harm among the Jihadist cards in the US hand (`except` one card).
pub fn worst_jihadist_harm(g: &UsView<'_>, except: Option<CardId>) -> i32 {
    g.hand()
        .iter()
        .filter(|c| Some(**c) != except)
        .map(|c| harm(g, *c))
        .max()
        .unwrap_or(0)
}

/// Card 103 Hizballah (US): a Shia-Mix country within three of Lebanon holds a cell.
fn hizballah_target(g: &UsView<'_>) -> bool {
    Country::ALL.into_iter().any(|c| {
        c.kind() == CountryKind::ShiaMix
            && g.cells_counting_sadr(c) > 0
            && g.distance(Country::Lebanon, c).is_some_and(|d| d <= 3)
    })
}
