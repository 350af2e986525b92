//! [`UsView`]: the game as the US player sees it, and nothing more. The policy reads the
//! game only through it: the map, the tracks, the markers, the US hand and Reserves, card
//! counts and the discard pile, how many Plots are in each country (never their values,
//! unless an event turned them face up), never the Jihadist hand, the draw order, the
//! Available Plots or the dice stream. `tests/it/us_view.rs` checks that scrambling all of
//! those never changes an answer or a reason.

use labyrinth_engine::{GameState, Side, SideView};

use super::memo::Memo;

/// The US player's view of a game: the engine's [`SideView`] for the US, with the totals
/// the policy reads often.
#[derive(Copy, Clone)]
pub struct UsView<'a> {
    g: SideView<'a>,
    /// Read often (each country's Islamist Rule threat): counted once.
    good_resources: u8,
    islamist_resources: u8,
    /// What was worked out from this position for earlier decisions ([`Memo`]).
    memo: Option<&'a Memo>,
}

/// Everything [`SideView`] shows, read through the US player's view.
impl<'a> std::ops::Deref for UsView<'a> {
    type Target = SideView<'a>;
    fn deref(&self) -> &SideView<'a> {
        &self.g
    }
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
            memo: None,
        }
    }

    /// The US player's view of `game`, reading and filling `memo`, which must have been
    /// filled from this same position only.
    pub fn remembering(game: &'a GameState, memo: &'a Memo) -> UsView<'a> {
        let g = game.side_view(Side::Us);
        let (good_resources, islamist_resources) =
            memo.totals(|| (g.good_resources(), g.islamist_resources()));
        UsView {
            g,
            good_resources,
            islamist_resources,
            memo: Some(memo),
        }
    }

    pub(super) fn memo(&self) -> Option<&'a Memo> {
        self.memo
    }

    pub fn jihadist_hand_size(&self) -> usize {
        self.g.hand_size(Side::Jihadist)
    }
    pub fn us_reserves(&self) -> u8 {
        self.g.reserves(Side::Us)
    }
    pub fn good_resources(&self) -> u8 {
        self.good_resources
    }
    pub fn islamist_resources(&self) -> u8 {
        self.islamist_resources
    }
}
