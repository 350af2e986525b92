//! What the US policy thinks of card events: the worth of a US or Unassociated event it
//! could play, and the harm of a Jihadist event it would trigger by playing the card. The
//! numbers are judgement, on the policy's scale where +1 Prestige is worth about 12.

use labyrinth_engine::{
    Alignment, Association, CardId, Country, CountryKind, Governance, Posture, Prestige, Side,
};

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

/// What a card the US loses at random from its hand is worth: a card of the hand size
/// (4.7.3, [`super::TRACK_LEVEL_WORTH`]).
const CARD_LOST: i32 = super::TRACK_LEVEL_WORTH;

/// The harm of the Jihadist event of `card` when the US triggers it (0 if the card is not
/// Jihadist or its event is not playable now). The events that move Prestige or the US
/// Posture are weighed by what they do now: Prestige by its band (a point at Low costs
/// more), a Prestige roll by its odds, the Posture by what Soft is worth and the GWOT
/// Relations Penalty it brings; the rest is judgement.
pub fn harm(g: &UsView<'_>, card: CardId) -> i32 {
    if card.association() != Association::Jihadist || !g.playable(card, Side::Jihadist) {
        return 0;
    }
    match card.number() {
        // The US discards a card at random.
        52 => CARD_LOST,
        56 => prestige_cost(g, -1) + 5,
        // A random US card, +1 Funding, -1 Prestige.
        63 => CARD_LOST + 4 + prestige_cost(g, -1),
        // The Jihadist draws two cards, -2 Prestige, an Ally to Neutral.
        76 => 10 + prestige_cost(g, -2) + ally_lost(g),
        // The US discards its Iran, Hizballah and Jaysh al-Mahdi cards, turns Hard, and
        // rolls for Prestige.
        78 => {
            let iran: i32 = g
                .hand()
                .iter()
                .filter(|c| matches!(c.number(), 103..=106))
                .filter_map(|c| event_worth(g, *c))
                .sum();
            iran + posture_cost(g, Posture::Hard) + prestige_roll_cost(g)
        }
        // A US event blocked, a US Posture roll, a Prestige roll, an Ally to Neutral.
        84 | 85 => {
            let faces = |p| i32::from(g.posture_roll_faces(Country::UnitedStates, p));
            let (hard, soft) = (faces(Posture::Hard), faces(Posture::Soft));
            let posture = (hard * posture_cost(g, Posture::Hard)
                + soft * posture_cost(g, Posture::Soft))
                / (hard + soft);
            5 + posture + prestige_roll_cost(g) + ally_lost(g)
        }
        // A random US card, -1 Prestige, a cell in a Shia-Mix country.
        86 => CARD_LOST + prestige_cost(g, -1) + 5,
        _ => table_harm(g, card),
    }
}

/// What Prestige `p` is worth, from 1: each point up to the next worth what +1 Prestige is
/// worth there ([`super::targets::prestige_loss`]'s scale: more at Low).
fn prestige_value(p: i32) -> i32 {
    (1..p.clamp(1, i32::from(Prestige::MAX)))
        .map(|k| if k < 3 { 18 } else { 12 })
        .sum()
}

/// What a change of `shift` Prestige costs now (4.7.1, the track's ends included).
fn prestige_cost(g: &UsView<'_>, shift: i32) -> i32 {
    let p = i32::from(g.prestige());
    prestige_value(p) - prestige_value(p + shift)
}

/// What a Prestige roll (4.7.1) costs on average now.
fn prestige_roll_cost(g: &UsView<'_>) -> i32 {
    let ways = g.prestige_roll_shifts();
    let total: i32 = ways.iter().map(|w| i32::from(*w)).sum();
    let cost: i32 = ways
        .iter()
        .enumerate()
        .map(|(i, w)| i32::from(*w) * prestige_cost(g, i as i32 - 6))
        .sum();
    cost / total.max(1)
}

/// What setting the US Posture to `posture` costs: Soft's worth (7.6,
/// [`super::SOFT_POSTURE_WORTH`]) and the GWOT Relations Penalty it brings (30 a point, as
/// Reassessment weighs it).
fn posture_cost(g: &UsView<'_>, posture: Posture) -> i32 {
    if g.us_posture() == posture {
        return 0;
    }
    let penalty = i32::from(g.gwot_penalty_if(None, posture)) - i32::from(g.gwot_penalty());
    let soft = if posture == Posture::Hard {
        super::SOFT_POSTURE_WORTH
    } else {
        -super::SOFT_POSTURE_WORTH
    };
    soft + 30 * penalty
}

/// A Muslim Ally the Jihadist shifts to Neutral: the one worth most (a War of Ideas' worth
/// to win it back: 10 + its Resources).
fn ally_lost(g: &UsView<'_>) -> i32 {
    Country::ALL
        .into_iter()
        .filter(|c| c.is_muslim() && g.alignment(*c) == Some(Alignment::Ally))
        .map(|c| 10 + i32::from(g.resources(c)))
        .max()
        .unwrap_or(0)
}

/// The harms the policy had by card, for the events not weighed by what they do now.
fn table_harm(g: &UsView<'_>, card: CardId) -> i32 {
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
