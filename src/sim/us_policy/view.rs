//! [`UsView`]: the game as the US player sees it, and nothing more. The policy reads the
//! game only through it: the map, the tracks, the markers, the US hand and Reserves, card
//! counts and the discard pile, how many Plots are in each country (never their values,
//! unless an event turned them face up), never the Jihadist hand, the draw order, the
//! Available Plots or the dice stream. `tests/us_view.rs` checks that scrambling all of
//! those never changes an answer or a reason.

use labyrinth_engine::{
    Alignment, CardId, Country, Decision, GameState, Governance, Marker, Posture, Side, SideView,
};

/// The US player's view of a game: the engine's [`SideView`] for the US, with the totals
/// the policy reads often.
#[derive(Copy, Clone)]
pub struct UsView<'a> {
    g: SideView<'a>,
    /// Read often (each country's Islamist Rule threat): counted once.
    good_resources: u8,
    islamist_resources: u8,
}

impl<'a> UsView<'a> {
    /// The US player's view of `game`.
    pub fn of(game: &'a GameState) -> UsView<'a> {
        UsView::new(game.side_view(Side::Us))
    }

    pub fn new(g: SideView<'a>) -> UsView<'a> {
        debug_assert_eq!(g.side(), Side::Us);
        UsView {
            g,
            good_resources: g.good_resources(),
            islamist_resources: g.islamist_resources(),
        }
    }

    /// The pending decision if it is the US's (its options are the US player's prompt).
    pub fn pending(&self) -> Option<&'a Decision> {
        self.g.pending()
    }
    /// The US hand.
    pub fn hand(&self) -> &'a [CardId] {
        self.g.hand()
    }
    pub fn jihadist_hand_size(&self) -> usize {
        self.g.hand_size(Side::Jihadist)
    }
    pub fn draw_pile_size(&self) -> usize {
        self.g.draw_pile_size()
    }
    pub fn game_length(&self) -> u8 {
        self.g.game_length()
    }
    pub fn reshuffles(&self) -> u8 {
        self.g.reshuffles()
    }
    pub fn turn(&self) -> u16 {
        self.g.turn()
    }
    pub fn prestige(&self) -> u8 {
        self.g.prestige()
    }
    pub fn funding(&self) -> u8 {
        self.g.funding()
    }
    pub fn us_posture(&self) -> Posture {
        self.g.us_posture()
    }
    pub fn us_reserves(&self) -> u8 {
        self.g.reserves(Side::Us)
    }
    pub fn troops_on_track(&self) -> u8 {
        self.g.troops_on_track()
    }
    pub fn good_resources(&self) -> u8 {
        self.good_resources
    }
    pub fn islamist_resources(&self) -> u8 {
        self.islamist_resources
    }
    pub fn gwot_penalty(&self) -> u8 {
        self.g.gwot_penalty()
    }
    pub fn ideology(&self) -> labyrinth_engine::Ideology {
        self.g.ideology()
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
    pub fn troops_counting_nato(&self, c: Country) -> u8 {
        self.g.troops_counting_nato(c)
    }
    pub fn cells(&self, c: Country) -> u8 {
        self.g.cells(c)
    }
    pub fn active_cells(&self, c: Country) -> u8 {
        self.g.active_cells(c)
    }
    pub fn sleeper_cells(&self, c: Country) -> u8 {
        self.g.sleeper_cells(c)
    }
    pub fn cells_counting_sadr(&self, c: Country) -> u8 {
        self.g.cells_counting_sadr(c)
    }
    pub fn cadre(&self, c: Country) -> bool {
        self.g.cadre(c)
    }
    pub fn aid(&self, c: Country) -> u8 {
        self.g.aid(c)
    }
    pub fn besieged(&self, c: Country) -> bool {
        self.g.besieged(c)
    }
    /// How many Plots are in `c` (their values are hidden).
    pub fn plot_count(&self, c: Country) -> usize {
        self.g.plot_count(c)
    }
    pub fn plots_on_map(&self) -> usize {
        self.g.plots_on_map()
    }
    pub fn has_marker(&self, c: Country, marker: Marker) -> bool {
        self.g.has_marker(c, marker)
    }
    pub fn distance(&self, from: Country, to: Country) -> Option<u8> {
        self.g.distance(from, to)
    }
    /// 4.9.2 the War of Ideas modifiers in a Muslim country (public: the map and markers).
    pub fn war_of_ideas_modifiers(&self, c: Country) -> i8 {
        self.g.war_of_ideas_modifiers(c)
    }
    /// 6.2.6 may `side` play `card`'s event now (its conditions are public)?
    pub fn playable(&self, card: CardId, side: Side) -> bool {
        self.g.playable(card, side)
    }
}
