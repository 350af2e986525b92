//! The computer US seat (`/lab game new mode:solitaire side:jihadist`): the heuristic US of
//! `labyrinth sim` answers every US decision of a two-player game from the US player's view
//! ([`UsView`]: the map, the tracks, its own hand, Plot counts; never the Jihadist hand, the
//! draw order or Plot values). Its answers go to the action log like a player's, so replay
//! needs no policy; each comes with a public reason line, posted with the card play.

use labyrinth_engine::{Action, Answer, GameState, Side, View};

use super::{CommandError, Narration, Policy};
use crate::i18n::Lang;
use crate::sim::us_policy::{self, UsView};
use crate::store::{GameRecord, Occupant, Recorded, Tx};
use crate::tr;

/// The computer US (registry name `us`).
pub struct ComputerUs;

impl Policy for ComputerUs {
    fn name(&self) -> &'static str {
        "us"
    }
    fn label_key(&self) -> &'static str {
        "reply-policy-computer-us"
    }
    /// It answers through [`answer`], which reads the game through [`UsView`].
    fn decide(&self, _view: &View, _seed: u64) -> Option<Answer> {
        None
    }
}

/// The computer US's answer to the pending US decision of `state`, with its reason line.
pub(super) fn answer(lang: Lang, state: &GameState) -> Option<(Answer, Option<String>)> {
    let view = UsView::of(state);
    let decision = view.pending()?;
    decision.options.first()?;
    let answer = us_policy::answer(&view, decision);
    Some((
        answer,
        us_policy::explain_lang(lang, &view, decision, answer),
    ))
}

/// Let the computer US answer the pending US decision: the answer is recorded as a US
/// action, its reason line goes before the log entries it caused. An option the engine
/// lists but refuses is a rules bug: the next listed option is tried. `false` when nothing
/// could be answered (the game is stuck, and the channel is told).
pub(super) fn play_us(
    tx: &Tx<'_>,
    game: &mut GameRecord,
    narration: &mut Narration,
) -> Result<bool, CommandError> {
    // The reason lines are public: the game's language.
    let lang = super::langs::public_lang(tx, Some(game.id))?;
    let Some((chosen, reason)) = answer(lang, &game.state) else {
        return Ok(false);
    };
    let others = game
        .state
        .pending()
        .map(|d| d.options.clone())
        .unwrap_or_default();
    let tries = std::iter::once((chosen, reason)).chain(
        others
            .into_iter()
            .filter(|a| *a != chosen)
            .map(|a| (a, None)),
    );
    for (answer, reason) in tries {
        let action = Action::Answer(answer);
        match game.state.apply_seeded(Side::Us, &action) {
            Ok(logs) => {
                let seq = tx.append_action(game.id, Side::Us, &Recorded::Action(action))?;
                narration.appended.push((Side::Us, seq));
                if let Some(line) = reason {
                    narration.reasons.push((narration.logs.len(), line));
                }
                narration.logs.extend(logs);
                return Ok(true);
            }
            Err(error) => eprintln!(
                "game {}: the computer US's answer {answer} was refused: {error}",
                game.id
            ),
        }
    }
    narration
        .notes
        .push(tr!(lang, "computer-stuck", side = "us"));
    Ok(false)
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
