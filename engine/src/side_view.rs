//! [`SideView`]: a game as one side's player sees it, and nothing more. It is what every
//! computer player reads: the app's computer seats, the simulator's US, and the engine's own
//! section-9 bot (`bot/`, `solitaire/` and the cards' `bot_*` rules, through `Cx::view`):
//! the map, the tracks, the markers, the card counts and the discard pile, its own hand and
//! the pending decision if it is its own; how many Plots are in each country, their values
//! only where an event turned them face up or for the Jihadist, who placed them; the
//! Available Plots for the Jihadist only. Never the other hand, the draw order or the dice.
//! It borrows the game and offers accessors only, so a player built on it cannot reach the
//! rest: what it may see is a type, not a convention.
//!
//! It shows the position at the step's checkpoint (as the game is stored): the effects of
//! the answers already given within the step in progress are not applied yet. The bot's
//! view, from `Cx::view`, shows the working state of the step instead (its own answers
//! applied), and a [`Snapshot`] holds a copy of it across the bot's own moves.

use crate::cx::Cx;
use crate::decision::{Decision, Op, Plot};
use crate::effects::{governance_faces, posture_faces, prestige_roll_shifts};
use crate::ops::jihadist::jihad::major_jihad_margin;
use crate::ops::us::disrupt;
use crate::ops::us::woi::{self, WarOfIdeasOdds};
use crate::ops::{jihadist::recruit, target_allowed, targets_among, value_with};
use crate::state::{GameState, Ideology, Players, WorldPosture, gwot_penalty, us_hand_size};
use crate::types::{Alignment, CardId, Country, CountrySet, Governance, Marker, Posture, Side};

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
    /// The card this side is playing in the step it is answering (5.2.2, its first answer
    /// chose it): still in its hand, since the state stays at the step's checkpoint.
    pub fn card_in_play(&self) -> Option<CardId> {
        let step = self.g.pending.as_ref()?;
        let card_play = self.g.step == crate::state::Step::ActionPhase
            && self.g.phase.side == self.side
            && step.decision.side == self.side;
        match step.answers.first() {
            Some(crate::decision::Answer::Card(card)) if card_play => Some(*card),
            _ => None,
        }
    }
    /// This side's own hand.
    pub fn hand(&self) -> &'a [CardId] {
        self.g.hand(self.side).as_slice()
    }
    /// How many cards `side` holds (public: 5.2.4 counts them).
    pub fn hand_size(&self, side: Side) -> usize {
        self.g.hand(side).len()
    }
    /// How many cards the Action Phase in progress has played (public, 5.2.2).
    pub fn cards_played(&self) -> u8 {
        self.g.phase.cards_played
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
    /// 4.7.2 World Posture: signed, Hard positive, capped at 3.
    pub fn world_posture(&self) -> i8 {
        self.g.world_posture()
    }
    /// 4.7.2 World Posture if `c`'s Posture were `posture` (the map is public).
    pub fn world_posture_if(&self, c: Country, posture: Posture) -> i8 {
        self.g.world_posture_with(Some((c, posture)))
    }
    /// 4.7.2 the World Posture's count, to ask about one country's change at a time.
    pub fn world_posture_count(&self) -> WorldPosture {
        self.g.world_posture_count()
    }
    /// 4.7.2.1 the GWOT Relations Penalty if `change` set one country's Posture and the US
    /// Posture were `us_posture` (7.6 Reassessment).
    pub fn gwot_penalty_if(&self, change: Option<(Country, Posture)>, us_posture: Posture) -> u8 {
        gwot_penalty(self.g.world_posture_with(change), us_posture)
    }
    /// Cells on the Funding track (public, 4.6).
    pub fn cells_on_track(&self) -> u8 {
        self.g.cells_on_track()
    }
    /// Cells Funding makes available to Recruit (public, 4.6).
    pub fn available_cells(&self) -> u8 {
        self.g.available_cells()
    }
    /// 8.4.2 / 9.7 cells over troops a Major Jihad needs.
    pub fn major_jihad_margin(&self) -> u8 {
        major_jihad_margin(self.g)
    }
    /// 8.2.2 may Recruit target `c` (a cell, Sadr or a cadre there)?
    pub fn recruit_allowed(&self, c: Country) -> bool {
        recruit::check(self.g, c).is_ok()
    }
    /// 8.2.4 the roll a Recruit in `c` needs; `None`: it succeeds without one.
    pub fn recruit_number(&self, c: Country) -> Option<u8> {
        recruit::recruit_number(self.g, c)
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
        self.g.country(c).active_cells()
    }
    pub fn sleeper_cells(&self, c: Country) -> u8 {
        self.g.country(c).sleeper_cells()
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
    /// A lingering marker in play anywhere: in the Event Box or in a country.
    pub fn marker_in_effect(&self, marker: Marker) -> bool {
        self.g.marker_in_effect(marker)
    }
    /// A marker in the Event Box (not a country's).
    pub fn in_event_box(&self, marker: Marker) -> bool {
        self.g.markers.contains(&marker)
    }
    /// A Lapsing card in effect this turn (6.2.7, public).
    pub fn lapsing_in_effect(&self, card: CardId) -> bool {
        self.g.lapsing_in_effect(card)
    }
    /// 4.1 are `a` and `b` adjacent, with the markers that change adjacency?
    pub fn adjacent(&self, a: Country, b: Country) -> bool {
        self.g.adjacent(a, b)
    }
    /// 4.1 the countries adjacent to `c`.
    pub fn neighbours(&self, c: Country) -> impl Iterator<Item = Country> + 'a {
        self.g.neighbours(c)
    }
    /// 4.1 countries between `from` and `to`, with the markers that change adjacency.
    pub fn distance(&self, from: Country, to: Country) -> Option<u8> {
        self.g.distance(from, to)
    }
    /// 4.9.2 the War of Ideas modifiers in a Muslim country (the map and markers: public).
    pub fn war_of_ideas_modifiers(&self, c: Country) -> i8 {
        woi::modifiers(self.g, c)
    }
    /// 7.2 the odds of a War of Ideas in the Muslim country `c` (an unmarked country
    /// tested first, 4.9.4-4.9.5), read with the card's value.
    pub fn war_of_ideas_odds(&self, c: Country) -> WarOfIdeasOdds {
        woi::odds(self.g, c)
    }
    /// [`Self::war_of_ideas_odds`] of every Muslim country at once (`None`: non-Muslim).
    pub fn war_of_ideas_board(&self) -> [Option<WarOfIdeasOdds>; 38] {
        woi::odds_all(self.g)
    }
    /// May `op` with a card worth `value` (Reserves included) target `c`: the operation's
    /// own check (7.2 War of Ideas, 7.4 Disrupt, 7.5 Alert, 7.3.4 Regime Change's
    /// destination; any other operation: no).
    #[inline]
    pub fn op_target(&self, op: Op, value: u8, c: Country) -> bool {
        target_allowed(self.g, op, value, c)
    }
    /// Every country [`Self::op_target`] allows, in one pass.
    pub fn op_targets(&self, op: Op, value: u8) -> CountrySet {
        self.op_targets_among(op, value, CountrySet::all())
    }
    /// The countries of `among` that [`Self::op_target`] allows: with the targets of a card
    /// worth more as `among`, the targets of a lesser one (7.1.1: a card worth less never
    /// reaches a target a card worth more does not).
    pub fn op_targets_among(&self, op: Op, value: u8, among: CountrySet) -> CountrySet {
        targets_among(self.g, op, value, among)
    }
    /// 7.4.2 how many cells a Disrupt in `c` affects (Card 41 NATO, Card 58 Al-Anbar).
    pub fn disrupt_affects(&self, c: Country) -> u8 {
        disrupt::affected(self.g, c)
    }
    /// 7.3.1 the troops that may leave `c` by Deploy (a Regime Change country keeps five
    /// more troops than cells).
    pub fn troops_movable(&self, c: Country) -> u8 {
        crate::ops::us::deploy::movable(self.g, c)
    }
    /// 7.4.4 does a Disrupt in `c` gain +1 Prestige (two troops there)?
    pub fn disrupt_gains_prestige(&self, c: Country) -> bool {
        disrupt::gains_prestige(self.g, c)
    }
    /// 6.3.3.1 `card`'s operations value with this side's Reserves expended.
    pub fn ops_value(&self, card: CardId) -> u8 {
        value_with(card, self.g.reserves(self.side))
    }
    /// 4.9.3 how many faces of a die give `posture` on a Posture roll in `c`.
    pub fn posture_roll_faces(&self, c: Country, posture: Posture) -> u8 {
        posture_faces(c, posture)
    }
    /// 4.7.1 a Prestige roll now (the GWOT Relations Penalty modifies it): how many of its
    /// 216 rolls shift Prestige by each of -6 to +6 (index 0 is -6), before the track's ends.
    pub fn prestige_roll_shifts(&self) -> [u8; 13] {
        prestige_roll_shifts(self.g)
    }
    /// 4.9.1 how many faces of a die give `governance` on the Governance table (an Initial
    /// Test, a Regime Change).
    pub fn governance_faces(&self, governance: Governance) -> u8 {
        governance_faces(governance)
    }
    /// 5.2.8 the US hand size with `troops_on_track` troops on the Troops track.
    pub fn us_hand_size_with(&self, troops_on_track: u8) -> usize {
        us_hand_size(troops_on_track)
    }
    /// 5.2.8 the cards the next deal gives both sides at the present tracks.
    pub fn next_deal(&self) -> usize {
        self.g.jihadist_hand_size() + self.g.us_hand_size()
    }
    /// The whole game, for dealing anew what this side cannot see
    /// ([`SideView::possible_game`], `possible_game.rs`): never read for an answer.
    pub(crate) fn whole_game(&self) -> &'a GameState {
        self.g
    }
    /// The whole game, for the one reader that asks the events' own conditions (6.2.6, all
    /// public): `SideView::playable` in `events/mod.rs`, which stands above this file. A tidy
    /// test keeps every other caller out.
    pub(crate) fn game_for_event_conditions(&self) -> &'a GameState {
        self.g
    }
    /// An owned copy of the game, to keep this view across moves that change the game.
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            g: self.g.clone(),
            side: self.side,
        }
    }
}

impl Cx<'_> {
    /// The working state as the Jihadist sees it: all the section-9 bot reads (9.0).
    pub(crate) fn view(&self) -> SideView<'_> {
        self.g.side_view(Side::Jihadist)
    }
}

/// A copy of a game readable only as one side's [`SideView`]: the section-9 bot holds one
/// while its own moves (a PICK's dice, a reason logged) borrow the working state.
pub(crate) struct Snapshot {
    g: GameState,
    side: Side,
}

impl Snapshot {
    /// The copy as its side sees it.
    pub(crate) fn view(&self) -> SideView<'_> {
        self.g.side_view(self.side)
    }
}

#[cfg(test)]
mod tests {
    use crate::Scenario;
    use crate::decision::{MapPlot, Plot};
    use crate::setup::SetupSpec;
    use crate::state::{GameState, Players};
    use crate::types::{Country, Posture, Side};

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

    /// The rules a computer player asks instead of restating them: War of Ideas odds (7.2,
    /// an unmarked country tested first, 4.9.5), the Posture and Governance tables' faces
    /// (4.9.1, 4.9.3), the GWOT Relations Penalty after a change (4.7.2), targets (7.1).
    #[test]
    fn the_rules_a_computer_player_asks() {
        use crate::decision::Op;
        use crate::types::{Alignment, Governance};
        let mut g = GameState::blank(Players::Solitaire, Default::default(), 1, 0);
        let view = g.side_view(Side::Us);
        assert_eq!(view.governance_faces(Governance::Poor), 4);
        assert_eq!(view.governance_faces(Governance::Fair), 2);
        assert_eq!(view.posture_roll_faces(Country::France, Posture::Hard), 2);
        assert_eq!(
            view.posture_roll_faces(Country::UnitedStates, Posture::Hard),
            3
        );
        // Unmarked: tested first; a 1-value card rolls after no test, a 2-value card after
        // Fair only (4.9.5).
        let c = Country::GulfStates;
        assert!(g.is_unmarked(c));
        let odds = view.war_of_ideas_odds(c);
        let m = view.war_of_ideas_modifiers(c);
        let roll = crate::ops::us::woi::chance(m);
        assert_eq!(odds.out_of(), 36);
        assert_eq!(odds.success(3), roll * 6);
        assert_eq!(odds.success(2), roll * 2);
        assert_eq!(odds.success(1), 0);
        g.country_mut(c).governance = Some(Governance::Poor);
        g.country_mut(c).alignment = Some(Alignment::Neutral);
        let view = g.side_view(Side::Us);
        let odds = view.war_of_ideas_odds(c);
        assert_eq!((odds.out_of(), odds.success(1)), (6, roll));
        assert_eq!(odds.first_aid(3), u8::from((1..=6).any(|d| d + m == 4)));
        assert!(view.op_target(Op::WarOfIdeas, 3, c));
        assert!(!view.op_target(Op::WarOfIdeas, 2, c), "7.1.1 Poor needs 3");
        assert!(!view.op_target(Op::WarOfIdeas, 3, Country::Iran));
        assert!(!view.op_target(Op::Alert, 3, c), "no Plot there");
        // 4.7.2 the penalty after a change, the game unchanged.
        for n in Country::ALL.into_iter().filter(|c| c.is_non_muslim()) {
            g.country_mut(n).posture = None;
        }
        g.us_posture = Posture::Hard;
        g.country_mut(Country::France).posture = Some(Posture::Soft);
        let view = g.side_view(Side::Us);
        // Israel Hard, France Soft: 0.
        assert_eq!(view.gwot_penalty(), 0);
        let spain_soft = Some((Country::Spain, Posture::Soft));
        assert_eq!(view.gwot_penalty_if(spain_soft, Posture::Hard), 1);
        assert_eq!(view.gwot_penalty_if(spain_soft, Posture::Soft), 0);
        assert_eq!(view.gwot_penalty_if(None, Posture::Soft), 0);
    }

    /// 4.7.2 the World Posture a Posture change would make, read without changing the game;
    /// a snapshot reads as the view it was taken from.
    #[test]
    fn world_posture_if_and_snapshot() {
        let mut g = GameState::blank(Players::Solitaire, Default::default(), 1, 0);
        for c in Country::ALL.into_iter().filter(|c| c.is_non_muslim()) {
            g.country_mut(c).posture = None;
        }
        // Israel is always Hard (4.7.2): Hard 2 with France.
        g.country_mut(Country::France).posture = Some(Posture::Hard);
        let view = g.side_view(Side::Jihadist);
        assert_eq!(view.world_posture(), 2);
        assert_eq!(view.world_posture_if(Country::Caucasus, Posture::Hard), 3);
        assert_eq!(view.world_posture_if(Country::France, Posture::Soft), 0);
        assert_eq!(g.posture(Country::Caucasus), None);
        let snapshot = view.snapshot();
        g.country_mut(Country::France).posture = Some(Posture::Soft);
        assert_eq!(snapshot.view().world_posture(), 2);
        assert_eq!(snapshot.view().side(), Side::Jihadist);
        assert_eq!(g.side_view(Side::Jihadist).world_posture(), 0);
    }
}
