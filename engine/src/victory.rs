//! 2.1-2.3 and 9.1 victory conditions.

use crate::state::{GameState, Players, RegimeChange, Tally, VictoryReason};
use crate::types::{Country, Governance, Marker, Side};

/// The instant-victory condition met now, if any. `by` is the side whose play caused it,
/// which wins if both sides qualify at once (2.2 Oil Price Spike).
pub fn instant_victory(g: &GameState, by: Option<Side>) -> Option<(Side, VictoryReason)> {
    let counts = MapCounts::of(g);
    let us = us_instant(g, &counts);
    let jihadist = jihadist_instant(g, &counts);
    match (us, jihadist) {
        (Some(u), Some(j)) => match by {
            Some(Side::Jihadist) => Some((Side::Jihadist, j)),
            _ => Some((Side::Us, u)),
        },
        (Some(u), None) => Some((Side::Us, u)),
        (None, Some(j)) => Some((Side::Jihadist, j)),
        (None, None) => None,
    }
}

/// What the instant-victory conditions count on the map, in one pass over the Muslim
/// countries (they are checked after every card); the same sums as `GameState`'s methods.
#[derive(Default)]
struct MapCounts {
    good_resources: u8,
    fair_good_countries: u8,
    islamist_resources: u8,
    poor_islamist_countries: u8,
}

impl MapCounts {
    fn of(g: &GameState) -> MapCounts {
        let mut counts = MapCounts::default();
        for country in Country::ALL.into_iter().filter(|c| c.is_muslim()) {
            match g.governance(country) {
                Some(Governance::Good) => {
                    counts.good_resources += g.resources(country);
                    counts.fair_good_countries += 1;
                }
                Some(Governance::Fair) => counts.fair_good_countries += 1,
                Some(Governance::Poor) => counts.poor_islamist_countries += 1,
                Some(Governance::IslamistRule) => {
                    counts.islamist_resources += g.resources(country);
                    counts.poor_islamist_countries += 1;
                }
                None => {}
            }
        }
        counts
    }
}

fn us_instant(g: &GameState, counts: &MapCounts) -> Option<VictoryReason> {
    // 2.1.1
    if counts.good_resources >= 12 {
        return Some(VictoryReason::GoodResources);
    }
    if counts.fair_good_countries >= 15 {
        return Some(VictoryReason::FairGoodCountries);
    }
    // 9.1 elimination of the last cell does not win in solitaire. No cell on the map, the
    // Sadr marker included (`cells_on_map() == 0`, looking no further than the first cell).
    if g.players == Players::TwoPlayer
        && g.countries.iter().all(|c| c.cells() == 0)
        && !g.marker_in_effect(Marker::Sadr)
    {
        return Some(VictoryReason::NoCells);
    }
    None
}

fn jihadist_instant(g: &GameState, counts: &MapCounts) -> Option<VictoryReason> {
    // 2.1.2 six Resources of Islamist Rule including two adjacent countries (9.1: any).
    if counts.islamist_resources >= 6 {
        let ruled: Vec<Country> = Country::ALL
            .into_iter()
            .filter(|c| c.is_muslim() && g.is_islamist_rule(*c))
            .collect();
        let adjacent_pair = ruled
            .iter()
            .any(|a| ruled.iter().any(|b| g.adjacent(*a, *b)));
        if g.players == Players::Solitaire || adjacent_pair {
            return Some(VictoryReason::IslamistRuleResources);
        }
    }
    if g.prestige() == 1 && counts.poor_islamist_countries >= 15 {
        return Some(VictoryReason::PrestigeAndPoor);
    }
    None
}

/// 2.3 / 9.1 the count at the game-end reshuffle.
pub fn end_of_deck_tally(g: &GameState) -> Tally {
    // 2.3 count a green Regime Change (placed this turn) as Islamist Rule.
    let islamist: u32 = Country::ALL
        .into_iter()
        .filter(|c| {
            c.is_muslim()
                && (g.is_islamist_rule(*c)
                    || g.country(*c).regime_change == Some(RegimeChange::Green))
        })
        .map(|c| u32::from(g.resources(c)))
        .sum();
    // 9.1 the solitaire US also needs 6 / 9 / 12 Good Resources for a 1 / 2 / 3-deck game.
    let needed = (g.players == Players::Solitaire).then_some(match g.game_length {
        1 => 6,
        2 => 9,
        _ => 12,
    });
    Tally {
        good_resources: g.good_resources(),
        islamist_resources: u8::try_from(islamist).unwrap_or(u8::MAX),
        needed,
    }
}

impl Tally {
    /// 2.3 more than twice as many Good as Islamist Rule Resources, and 9.1's minimum.
    pub fn winner(&self) -> Side {
        let twice = u16::from(self.good_resources) > 2 * u16::from(self.islamist_resources);
        let enough = self.needed.is_none_or(|n| self.good_resources >= n);
        if twice && enough {
            Side::Us
        } else {
            Side::Jihadist
        }
    }

    /// The rule that decided: 9.1 when only the solitaire minimum denied the US.
    pub fn rule(&self) -> &'static str {
        let twice = u16::from(self.good_resources) > 2 * u16::from(self.islamist_resources);
        match self.needed {
            Some(n) if twice && self.good_resources < n => "9.1",
            _ => "2.3",
        }
    }
}

/// 2.3 / 9.1 the winner at the game-end reshuffle.
pub fn end_of_deck_winner(g: &GameState) -> Side {
    end_of_deck_tally(g).winner()
}
