//! Distance on the map: the fewest adjacency steps between two countries (4.5, Schengen
//! links included, Card 43 Patriot Act applied). Card 103 Hizballah's "within 3" and the
//! solitaire bot's closest country (9.5.1) read it.

use crate::state::GameState;
use crate::types::{Country, CountrySet, Marker};

impl GameState {
    /// 4.5 adjacency, with Card 43 Patriot Act: the United States is adjacent only to Canada.
    pub fn adjacent(&self, a: Country, b: Country) -> bool {
        if a == b {
            return false;
        }
        if self.marker_in_effect(Marker::PatriotAct)
            && (a == Country::UnitedStates || b == Country::UnitedStates)
        {
            // Card 43 Patriot Act
            return (a == Country::Canada) || (b == Country::Canada);
        }
        a.info().adjacent.contains(b)
    }
    /// The countries adjacent to `country` (as [`adjacent`](Self::adjacent)), in map order.
    pub fn neighbours(&self, country: Country) -> impl Iterator<Item = Country> + '_ {
        self.adjacency(country, || self.marker_in_effect(Marker::PatriotAct))
            .iter()
    }
    /// The set of countries adjacent to `country`, given whether Card 43 Patriot Act is in
    /// effect (read once by callers that ask many times). `patriot_act` is asked only for the
    /// countries it changes: the United States, Canada and those adjacent to the United States.
    pub(crate) fn adjacency(
        &self,
        country: Country,
        patriot_act: impl FnOnce() -> bool,
    ) -> CountrySet {
        let mut set = country.info().adjacent;
        set.remove(country);
        let links_us = matches!(country, Country::UnitedStates | Country::Canada)
            || set.contains(Country::UnitedStates);
        if links_us && patriot_act() {
            // Card 43 Patriot Act: the United States is adjacent only to Canada.
            if country == Country::UnitedStates {
                set = CountrySet::EMPTY;
                set.insert(Country::Canada);
            } else if country == Country::Canada {
                set.insert(Country::UnitedStates);
            } else {
                set.remove(Country::UnitedStates);
            }
        }
        set
    }

    /// Breadth-first distance from `from` to `to`; `None` if `to` cannot be reached.
    /// Each layer is a bitset: the union of the frontier's neighbours not yet seen.
    pub fn distance(&self, from: Country, to: Country) -> Option<u8> {
        if from == to {
            return Some(0);
        }
        let patriot_act = self.marker_in_effect(Marker::PatriotAct);
        let neighbours = |country: Country| -> u64 { self.adjacency(country, || patriot_act).0 };
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
