//! Distance on the map: the fewest adjacency steps between two countries (4.5, Schengen
//! links included, Card 43 Patriot Act applied). Card 103 Hizballah's "within 3" and the
//! solitaire bot's closest country (9.5.1) read it.

use crate::state::GameState;
use crate::types::{Country, CountrySet, Marker};

impl GameState {
    /// Breadth-first distance from `from` to `to`; `None` if `to` cannot be reached.
    /// Each layer is a bitset: the union of the frontier's neighbours not yet seen.
    pub fn distance(&self, from: Country, to: Country) -> Option<u8> {
        if from == to {
            return Some(0);
        }
        // Card 43 Patriot Act: the United States is adjacent only to Canada.
        let patriot_act = self.marker_in_effect(Marker::PatriotAct);
        let us = 1u64 << Country::UnitedStates as u64;
        let canada = 1u64 << Country::Canada as u64;
        let neighbours = |country: Country| -> u64 {
            let printed = country.info().adjacent.0;
            if !patriot_act {
                printed
            } else if country == Country::UnitedStates {
                printed & canada
            } else if country == Country::Canada {
                printed
            } else {
                printed & !us
            }
        };
        let target = 1u64 << to as u64;
        let mut seen = 1u64 << from as u64;
        let mut frontier = seen;
        let mut steps = 0u8;
        while frontier != 0 {
            steps += 1;
            let mut next = 0u64;
            for country in CountrySet(frontier).iter() {
                next |= neighbours(country);
            }
            if next & target != 0 {
                return Some(steps);
            }
            next &= !seen;
            seen |= next;
            frontier = next;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blank() -> GameState {
        GameState::blank(
            crate::state::Players::TwoPlayer,
            crate::state::Ideology::Normal,
            1,
            1,
        )
    }

    #[test]
    fn distances_on_the_printed_map() {
        let g = blank();
        assert_eq!(g.distance(Country::Lebanon, Country::Lebanon), Some(0));
        assert_eq!(g.distance(Country::Lebanon, Country::Syria), Some(1));
        assert_eq!(g.distance(Country::Lebanon, Country::Iraq), Some(2));
        // Schengen links: Spain and France are adjacent.
        assert_eq!(g.distance(Country::Spain, Country::France), Some(1));
        // Every country is reachable from every other (the US through Canada, the UK...).
        for a in Country::ALL {
            for b in Country::ALL {
                assert!(g.distance(a, b).is_some(), "{a} to {b}");
                assert_eq!(g.distance(a, b), g.distance(b, a));
            }
        }
    }

    #[test]
    fn card_43_patriot_act_shortens_nothing_and_cuts_the_us_links() {
        let mut g = blank();
        let before = g.distance(Country::UnitedStates, Country::UnitedKingdom);
        g.markers.push(Marker::PatriotAct);
        let after = g.distance(Country::UnitedStates, Country::UnitedKingdom);
        assert!(after >= before);
        assert_eq!(g.distance(Country::UnitedStates, Country::Canada), Some(1));
    }
}
