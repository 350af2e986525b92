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
    /// [`UsView::last_turn`], read for most targets: once.
    last_turn: bool,
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
            last_turn: last_turn(&g),
            memo: None,
        }
    }

    /// The US player's view of `game`, reading and filling `memo`, which must have been
    /// filled from this same position only.
    pub fn remembering(game: &'a GameState, memo: &'a Memo) -> UsView<'a> {
        let g = game.side_view(Side::Us);
        let (good_resources, islamist_resources, last_turn) =
            memo.totals(|| (g.good_resources(), g.islamist_resources(), last_turn(&g)));
        UsView {
            g,
            good_resources,
            islamist_resources,
            last_turn,
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
    /// 3.3 / 2.3 the last turn of the game: the draw pile cannot deal another turn's hands
    /// (5.2.8), so the count at the game-end reshuffle comes next.
    pub fn last_turn(&self) -> bool {
        self.last_turn
    }
}

fn last_turn(g: &SideView<'_>) -> bool {
    g.reshuffles() + 1 >= g.game_length() && g.draw_pile_size() < g.next_deal()
}
