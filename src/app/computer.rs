//! The computer US seat (`/lab game new mode:solitaire side:jihadist`): the heuristic US of
//! `labyrinth sim` answers every US decision of a two-player game from the US player's view
//! ([`UsView`]: the map, the tracks, its own hand, Plot counts; never the Jihadist hand, the
//! draw order or Plot values). At the end of the deck it plays each card play's options out
//! to the game's end in copies of the game dealt anew from that view (`sim::lookahead`).
//! Its answers go to the action log like a player's, so replay needs no policy; each comes
//! with a public reason line, posted with the card play.

use labyrinth_engine::{Side, SideView};

use super::{Decided, Policy};
use crate::i18n::Lang;
use crate::sim::lookahead;
use crate::sim::us_policy::{self, UsView};
use crate::store::{GameRecord, Occupant};

/// The computer US (registry name `us`).
pub struct ComputerUs;

impl Policy for ComputerUs {
    fn name(&self) -> &'static str {
        "us"
    }
    fn label_key(&self) -> &'static str {
        "reply-policy-computer-us"
    }
    fn decide(&self, side_view: &SideView<'_>, seed: u64, lang: Lang) -> Option<Decided> {
        if side_view.side() != Side::Us {
            return None;
        }
        let view = UsView::new(*side_view);
        let decision = view.pending()?;
        decision.options.first()?;
        let answer = us_policy::answer(&view, decision);
        // At the end of the deck the card play is settled by playing the game out.
        if let Some(looked) = lookahead::look(side_view, answer, seed) {
            return Some(Decided {
                answer: looked.answer,
                reason: lookahead::explain_lang(lang, &view, decision, &looked),
            });
        }
        Some(Decided {
            answer,
            reason: us_policy::explain_lang(lang, &view, decision, answer),
        })
    }
    fn thinks_long(&self, view: &SideView<'_>) -> bool {
        view.side() == Side::Us && lookahead::applies(view)
    }
}

/// The side a computer plays whose card plays get posts of their own: the section 9 bot's
/// Jihadist in solitaire, the computer US when a person plays the Jihadist.
pub(super) fn computer_side(game: &GameRecord) -> Option<Side> {
    if game.state.players == labyrinth_engine::Players::Solitaire {
        return Some(Side::Jihadist);
    }
    is_computer_us(game).then_some(Side::Us)
}

/// Is the US seat the computer US?
pub(super) fn is_computer_us(game: &GameRecord) -> bool {
    matches!(&game.us, Occupant::Policy(name) if name == ComputerUs.name())
}
