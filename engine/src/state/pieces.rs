//! The only code that changes how many troops and cells are in a country (4.5, 4.6). The
//! tracks are not stored: a track holds what the map does not (15 troops, 15 cells), so a
//! piece is conserved by construction, and every move here takes a piece from somewhere
//! that has it. [`GameState::set_pieces`] (set-up, fixtures, adjustments) refuses a count
//! that would put more pieces on the map than exist.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{CELLS_TOTAL, GameState, TROOPS_TOTAL};
use crate::types::{Country, Marker};

/// The pieces in one country.
#[derive(Copy, Clone, Default, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct Pieces {
    pub troops: u8,
    pub active_cells: u8,
    pub sleeper_cells: u8,
}

/// More troops or cells on the map than the game has (15 of each).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum PiecesOver {
    Troops(u32),
    Cells(u32),
}

impl fmt::Display for PiecesOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PiecesOver::Troops(n) => write!(f, "{n} troops on the map (there are {TROOPS_TOTAL})"),
            PiecesOver::Cells(n) => write!(f, "{n} cells on the map (there are {CELLS_TOTAL})"),
        }
    }
}

impl GameState {
    /// The map's piece totals, if they exceed the pieces that exist (a damaged save; the
    /// moves below never make one).
    pub(crate) fn pieces_over(&self) -> Vec<PiecesOver> {
        let troops: u32 = self.countries.iter().map(|c| u32::from(c.troops)).sum();
        let cells: u32 = self.countries.iter().map(|c| u32::from(c.cells())).sum();
        let mut over = Vec::new();
        if troops > u32::from(TROOPS_TOTAL) {
            over.push(PiecesOver::Troops(troops));
        }
        if cells > u32::from(CELLS_TOTAL) {
            over.push(PiecesOver::Cells(cells));
        }
        over
    }

    /// Set `country`'s pieces (set-up, fixtures, adjustments): refused, changing nothing,
    /// when the map would then hold more troops or cells than exist.
    pub fn set_pieces(&mut self, country: Country, pieces: Pieces) -> Result<(), PiecesOver> {
        let before = self.country(country).pieces();
        let c = self.country_mut(country);
        c.troops = pieces.troops;
        c.active_cells = pieces.active_cells;
        c.sleeper_cells = pieces.sleeper_cells;
        match self.pieces_over().first() {
            None => Ok(()),
            Some(over) => {
                let over = *over;
                let c = self.country_mut(country);
                c.troops = before.troops;
                c.active_cells = before.active_cells;
                c.sleeper_cells = before.sleeper_cells;
                Err(over)
            }
        }
    }

    /// 4.7.4 / 4.8.4 place a Sleeper cell from the Funding Track; a cadre there is removed.
    /// Returns false when the track is empty.
    pub(crate) fn place_cell(&mut self, country: Country) -> bool {
        if self.cells_on_track() == 0 {
            return false;
        }
        let c = self.country_mut(country);
        c.sleeper_cells += 1;
        c.cadre = false;
        true
    }
    /// Remove a cell to the Funding Track. `cadre_if_last`: 4.8.4 place a cadre when the
    /// last cell leaves (Disrupt, events), not for Jihad or Travel.
    pub(crate) fn remove_cell(
        &mut self,
        country: Country,
        active: bool,
        cadre_if_last: bool,
    ) -> bool {
        let c = self.country_mut(country);
        let removed = if active && c.active_cells > 0 {
            c.active_cells -= 1;
            true
        } else if !active && c.sleeper_cells > 0 {
            c.sleeper_cells -= 1;
            true
        } else {
            false
        };
        // Card 54 Moqtada al-Sadr: with Sadr still there, this was not the last cell.
        if removed && cadre_if_last && c.cells() == 0 && !c.markers.contains(&Marker::Sadr) {
            c.cadre = true;
        }
        removed
    }
    /// Move troops; `None` is the Troops Track.
    pub(crate) fn move_troops(&mut self, from: Option<Country>, to: Option<Country>, count: u8) {
        let count = match from {
            Some(origin) => count.min(self.troops(origin)),
            None => count.min(self.troops_on_track()),
        };
        if let Some(origin) = from {
            self.country_mut(origin).troops -= count;
        }
        if let Some(destination) = to {
            self.country_mut(destination).troops += count;
        }
    }

    /// 4.6.3 flip up to `count` Sleeper cells in `country` to Active; returns how many.
    pub(crate) fn activate_cells(&mut self, country: Country, count: u8) -> u8 {
        let c = self.country_mut(country);
        let count = count.min(c.sleeper_cells);
        c.sleeper_cells -= count;
        c.active_cells += count;
        count
    }
    /// 8.3 a Travelling cell leaves `from` (an Active one if `active` and there is one, else
    /// a Sleeper, else any) and arrives in `to` as a Sleeper (4.6.4); `None`: it failed and
    /// went to the Funding Track. `false` if no cell was there to leave.
    pub(crate) fn travel_cell(&mut self, from: Country, to: Option<Country>, active: bool) -> bool {
        let c = self.country_mut(from);
        if active && c.active_cells > 0 {
            c.active_cells -= 1;
        } else if c.sleeper_cells > 0 {
            c.sleeper_cells -= 1;
        } else if c.active_cells > 0 {
            c.active_cells -= 1;
        } else {
            return false;
        }
        if let Some(to) = to {
            self.country_mut(to).sleeper_cells += 1;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{Pieces, PiecesOver};
    use crate::state::{GameState, Players};
    use crate::types::Country;

    /// 4.5 / 4.6 15 troops and 15 cells exist: a count that would put more on the map is
    /// refused and changes nothing; a Travel moves a cell, never makes one.
    #[test]
    fn no_more_pieces_than_exist() {
        let mut g = GameState::blank(Players::TwoPlayer, Default::default(), 1, 0);
        let ten = Pieces {
            troops: 10,
            active_cells: 4,
            sleeper_cells: 6,
        };
        assert_eq!(g.set_pieces(Country::Iraq, ten), Ok(()));
        let six = Pieces {
            troops: 6,
            sleeper_cells: 5,
            ..Pieces::default()
        };
        assert_eq!(
            g.set_pieces(Country::Pakistan, six),
            Err(PiecesOver::Troops(16))
        );
        assert_eq!(g.country(Country::Pakistan).pieces(), Pieces::default());
        let cells = Pieces {
            sleeper_cells: 6,
            ..Pieces::default()
        };
        let refused = g.set_pieces(Country::Pakistan, cells);
        assert_eq!(
            refused.map_err(|e| e.to_string()),
            Err("16 cells on the map (there are 15)".into())
        );
        assert_eq!((g.troops_on_track(), g.cells_on_track()), (5, 5));

        assert!(g.travel_cell(Country::Iraq, Some(Country::Syria), true));
        assert_eq!(g.country(Country::Iraq).active_cells(), 3);
        assert_eq!(g.country(Country::Syria).sleeper_cells(), 1);
        assert!(!g.travel_cell(Country::Libya, Some(Country::Syria), false));
        assert_eq!(g.cells_on_track(), 5);
        assert!(g.travel_cell(Country::Iraq, None, false));
        assert_eq!(g.cells_on_track(), 6);
        assert_eq!(g.activate_cells(Country::Iraq, 9), 5);
        assert_eq!(g.country(Country::Iraq).pieces().active_cells, 8);
    }
}
