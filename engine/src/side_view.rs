//! [`SideView`]: a game as one side's player sees it, and nothing more. It is what every
//! computer player outside the executor reads (the app's computer seats, the simulator's US):
//! the map, the tracks, the markers, the card counts and the discard pile, its own hand and
//! the pending decision if it is its own; how many Plots are in each country, their values
//! only where an event turned them face up or for the Jihadist, who placed them; the
//! Available Plots for the Jihadist only. Never the other hand, the draw order or the dice.
//! It borrows the game and offers accessors only, so a player built on it cannot reach the
//! rest: what it may see is a type, not a convention.
//!
//! It shows the position at the step's checkpoint (as the game is stored): the effects of
//! the answers already given within the step in progress are not applied yet.

use crate::decision::{Decision, Plot};
use crate::events;
use crate::ops::us::woi::modifiers as war_of_ideas_modifiers;
use crate::state::{GameState, Ideology, Players};
use crate::types::{Alignment, CardId, Country, Governance, Marker, Posture, Side};

/// What `side`'s player may see of a game.
#[derive(Copy, Clone)]
pub struct SideView<'a> {
    g: &'a GameState,
    side: Side,
}

impl GameState {
    /// The game as `side`'s player sees it.
    pub fn side_view(&self, side: Side) -> SideView<'_> {
        SideView { g: self, side }
    }
}

impl<'a> SideView<'a> {
    /// Whose view it is.
    pub fn side(&self) -> Side {
        self.side
    }
    /// The pending decision if it is this side's (its options are the player's prompt).
    pub fn pending(&self) -> Option<&'a Decision> {
        self.g.pending().filter(|d| d.side == self.side)
    }
    /// This side's own hand.
    pub fn hand(&self) -> &'a [CardId] {
        self.g.hand(self.side).as_slice()
    }
    /// How many cards `side` holds (public: 5.2.4 counts them).
    pub fn hand_size(&self, side: Side) -> usize {
        self.g.hand(side).len()
    }
    pub fn draw_pile_size(&self) -> usize {
        self.g.draw_pile.len()
    }
    /// The discard pile, face up (5.2.3).
    pub fn discard(&self) -> &'a [CardId] {
        self.g.discard.as_slice()
    }
    pub fn players(&self) -> Players {
        self.g.players
    }
    pub fn game_length(&self) -> u8 {
        self.g.game_length
    }
    pub fn reshuffles(&self) -> u8 {
        self.g.reshuffles
    }
    pub fn turn(&self) -> u16 {
        self.g.turn
    }
    pub fn ideology(&self) -> Ideology {
        self.g.ideology
    }
    pub fn prestige(&self) -> u8 {
        self.g.prestige()
    }
    pub fn funding(&self) -> u8 {
        self.g.funding()
    }
    pub fn us_posture(&self) -> Posture {
        self.g.us_posture
    }
    /// Reserves of either side (public, 6.3.3).
    pub fn reserves(&self, side: Side) -> u8 {
        self.g.reserves(side)
    }
    pub fn troops_on_track(&self) -> u8 {
        self.g.troops_on_track()
    }
    pub fn good_resources(&self) -> u8 {
        self.g.good_resources()
    }
    pub fn islamist_resources(&self) -> u8 {
        self.g.islamist_resources()
    }
    pub fn gwot_penalty(&self) -> u8 {
        self.g.gwot_penalty()
    }
    pub fn governance(&self, c: Country) -> Option<Governance> {
        self.g.governance(c)
    }
    pub fn alignment(&self, c: Country) -> Option<Alignment> {
        self.g.alignment(c)
    }
    pub fn posture(&self, c: Country) -> Option<Posture> {
        self.g.posture(c)
    }
    pub fn resources(&self, c: Country) -> u8 {
        self.g.resources(c)
    }
    pub fn is_islamist_rule(&self, c: Country) -> bool {
        self.g.is_islamist_rule(c)
    }
    pub fn is_ally(&self, c: Country) -> bool {
        self.g.is_ally(c)
    }
    pub fn is_regime_change(&self, c: Country) -> bool {
        self.g.is_regime_change(c)
    }
    pub fn troops(&self, c: Country) -> u8 {
        self.g.troops(c)
    }
    /// Troops with Card 41 NATO counting two.
    pub fn troops_counting_nato(&self, c: Country) -> u8 {
        self.g.troops_counting_nato(c)
    }
    pub fn cells(&self, c: Country) -> u8 {
        self.g.cells(c)
    }
    pub fn active_cells(&self, c: Country) -> u8 {
        self.g.country(c).active_cells
    }
    pub fn sleeper_cells(&self, c: Country) -> u8 {
        self.g.country(c).sleeper_cells
    }
    /// Cells with Card 54 Sadr counting one.
    pub fn cells_counting_sadr(&self, c: Country) -> u8 {
        self.g.cells_counting_sadr(c)
    }
    pub fn cadre(&self, c: Country) -> bool {
        self.g.country(c).cadre
    }
    pub fn aid(&self, c: Country) -> u8 {
        self.g.country(c).aid
    }
    pub fn besieged(&self, c: Country) -> bool {
        self.g.country(c).besieged
    }
    /// How many Plots are in `c` (face down or up).
    pub fn plot_count(&self, c: Country) -> usize {
        self.g.country(c).plots.len()
    }
    /// The values of `c`'s Plots this side may see, in the order placed: all of them for the
    /// Jihadist (4.7.6), only the face-up ones for the US.
    pub fn plot_values(&self, c: Country) -> Vec<Plot> {
        self.g
            .country(c)
            .plots
            .iter()
            .filter(|p| self.side == Side::Jihadist || p.face_up)
            .map(|p| p.plot)
            .collect()
    }
    pub fn plots_on_map(&self) -> usize {
        self.g.plots_on_map()
    }
    /// The Available Plots box: the Jihadist's own (4.7.6); `None` for the US.
    pub fn available_plots(&self) -> Option<&'a [Plot]> {
        (self.side == Side::Jihadist).then(|| self.g.available_plots.as_slice())
    }
    pub fn has_marker(&self, c: Country, marker: Marker) -> bool {
        self.g.country(c).markers.contains(&marker)
    }
    /// A lingering marker in play on the map's tracks or boxes (not a country's).
    pub fn marker_in_effect(&self, marker: Marker) -> bool {
        self.g.marker_in_effect(marker)
    }
    /// 4.1 countries between `from` and `to`, with the markers that change adjacency.
    pub fn distance(&self, from: Country, to: Country) -> Option<u8> {
        self.g.distance(from, to)
    }
    /// 4.9.2 the War of Ideas modifiers in a Muslim country (the map and markers: public).
    pub fn war_of_ideas_modifiers(&self, c: Country) -> i8 {
        war_of_ideas_modifiers(self.g, c)
    }
    /// 6.2.6 may `side` play `card`'s event now? (Its conditions are public.)
    pub fn playable(&self, card: CardId, side: Side) -> bool {
        events::playable(self.g, card, side).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use crate::Scenario;
    use crate::decision::{MapPlot, Plot};
    use crate::setup::SetupSpec;
    use crate::state::{GameState, Players};
    use crate::types::{Country, Side};

    /// 4.7.6 the US sees how many Plots there are, their values only face up; the Jihadist
    /// sees all and its Available Plots; each side only its own pending decision and hand.
    #[test]
    fn each_side_sees_its_own() {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: Players::TwoPlayer,
            ideology: Default::default(),
            game_length: 1,
            seed: 4,
            mini_decks: false,
        };
        let mut g = GameState::new_seeded(&spec).unwrap_or_else(|e| panic!("{e}"));
        let plots = &mut g.country_mut(Country::Pakistan).plots;
        plots.clear();
        plots.push(MapPlot::face_down(Plot::Three));
        let mut nest = MapPlot::face_down(Plot::Wmd);
        nest.face_up = true;
        plots.push(nest);
        let (us, jihadist) = (g.side_view(Side::Us), g.side_view(Side::Jihadist));
        assert_eq!(us.plot_count(Country::Pakistan), 2);
        assert_eq!(us.plot_values(Country::Pakistan), vec![Plot::Wmd]);
        assert_eq!(
            jihadist.plot_values(Country::Pakistan),
            vec![Plot::Three, Plot::Wmd]
        );
        assert!(us.available_plots().is_none());
        assert_eq!(
            jihadist.available_plots().map(<[Plot]>::len),
            Some(g.available_plots.len())
        );
        assert_eq!(us.hand(), g.hands.us.as_slice());
        assert_eq!(jihadist.hand(), g.hands.jihadist.as_slice());
        let side = g.pending().map(|d| d.side);
        assert_eq!(us.pending().is_some(), side == Some(Side::Us));
        assert_eq!(jihadist.pending().is_some(), side == Some(Side::Jihadist));
    }
}
