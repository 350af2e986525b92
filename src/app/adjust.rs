//! Adjust: a player proposes a change to the position (a track, a country, a marker, a
//! card's zone); the opponent agrees or refuses; solitaire applies it at once (README
//! "Rollback and adjust").
//!
//! The change is the engine's [`Action::Adjust`]: tried on a copy when proposed (a change
//! that breaks an invariant or comes mid-step is refused with the engine's reason, and
//! nothing is stored), kept as a request while the game stays at its version, and applied
//! and appended to the action log when agreed, so `replay` reproduces it. A card that
//! leaves or joins a hand or the draw pile is never named in public; a player names only a
//! card they can see, so no refusal tells them where a hidden card is.

use labyrinth_engine::{Action, Adjustment, Players, Seat, Side, Zone};

use super::play::run_policies;
use super::{CommandError, Narration, Outbound, consent, finish, public, seat};
use crate::render;
use crate::store::{GameRecord, Occupant, Recorded, RequestKind, Tx, UndoRequest};

/// What `/lab adjust` asks.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Adjust {
    /// Propose this change (a card's `from` may be left for the app to find).
    Propose(Proposal),
    /// Answer the opponent's proposal: agree (true) or refuse (false; the proposer withdraws).
    Answer(bool),
}

/// A proposed change; a card move may leave its zone unnamed.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Proposal {
    Change(Adjustment),
    /// A card to `to`, from wherever the proposer sees it.
    Card {
        card: labyrinth_engine::CardId,
        to: Zone,
    },
}

pub(super) fn adjust(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    what: &Adjust,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let (game, side) = consent::seated_in_play(tx, channel, user)?;
    match what {
        Adjust::Propose(proposal) => {
            let change = resolve(&game, side, proposal)?;
            propose(tx, game, side, user, change)
        }
        Adjust::Answer(agree) => {
            let missing =
                "there is no change waiting for an answer; propose one with /lab adjust what:…";
            let request = consent::waiting(tx, &game, RequestKind::Adjust, missing)?;
            answer(tx, game, user, &request, *agree)
        }
    }
}

/// The zones a side may name a card in: face-up zones and its own hand (solitaire: all;
/// the game is the player's own).
fn visible(game: &GameRecord, side: Side, zone: Zone) -> bool {
    zone.is_public() || zone.hand_of() == Some(side) || game.state.players == Players::Solitaire
}

/// The full change: a card's zone found among those the proposer sees.
fn resolve(game: &GameRecord, side: Side, proposal: &Proposal) -> Result<Adjustment, CommandError> {
    let (card, from, to) = match proposal {
        Proposal::Change(Adjustment::Card { card, from, to }) => (*card, Some(*from), *to),
        Proposal::Change(change) => return Ok(change.clone()),
        Proposal::Card { card, to } => (*card, None, *to),
    };
    let s = &game.state;
    let holds = |zone: Zone| match zone {
        Zone::UsHand => s.hands.us.contains(&card),
        Zone::JihadistHand => s.hands.jihadist.contains(&card),
        Zone::DrawPile => s.draw_pile.contains(&card),
        Zone::Discard => s.discard.contains(&card),
        Zone::Removed => s.removed.contains(&card),
        Zone::Lapsing => s.lapsing.iter().any(|l| l.in_box && l.card == card),
        Zone::FirstPlot => s.first_plot == Some(Some(card)),
    };
    let from = match from {
        Some(zone) if !visible(game, side, zone) => {
            return Err(CommandError::BadInput(format!(
                "you can move a card only from a zone you can see: your hand, the discard pile, \
                 the removed cards, the Lapsing or the 1st Plot box (not {})",
                zone.name()
            )));
        }
        Some(zone) => zone,
        None => Zone::ALL
            .into_iter()
            .filter(|z| visible(game, side, *z))
            .find(|z| holds(*z))
            .ok_or_else(|| {
                CommandError::BadInput(format!(
                    "#{} {} is in no zone you can see (your hand, the discard pile, the removed \
                     cards, the Lapsing or the 1st Plot box)",
                    card.number(),
                    card.name()
                ))
            })?,
    };
    Ok(Adjustment::Card { card, from, to })
}

/// The change as `seat` may read it, e.g. "Prestige set to 5" or "a card moved from the
/// Jihadist hand to the draw pile".
fn described(change: &Adjustment, seat: Seat) -> String {
    let line = render::log_entry(&change.log_entry().seen_by(seat)).unwrap_or_default();
    line.trim_start_matches("🔧 Adjusted: ")
        .trim_end_matches('.')
        .to_string()
}

fn propose(
    tx: &Tx<'_>,
    game: GameRecord,
    side: Side,
    user: &str,
    change: Adjustment,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    // Tried on a copy: refused now with the reason, and nothing stored.
    let mut trial = game.state.clone();
    trial
        .apply_seeded(side, &Action::Adjust(change.clone()))
        .map_err(CommandError::Rule)?;
    let what = described(&change, Seat::Observer);
    match game.occupant(!side).clone() {
        Occupant::User(who) => {
            let detail = serde_json::to_string(&change)
                .map_err(|e| CommandError::Internal(format!("cannot encode the change: {e}")))?;
            tx.set_undo_request(
                game.id,
                &UndoRequest {
                    user: user.to_string(),
                    first_seq: 0,
                    version: game.version,
                    kind: RequestKind::Adjust,
                    detail: Some(detail),
                },
            )?;
            let text = format!(
                "🔧 {user} proposes a change to the position: {what}. {who}, answer /lab adjust \
                 answer:agree to agree or answer:refuse to refuse."
            );
            let mut out = public(&text);
            let theirs = described(&change, seat(!side));
            if theirs != what {
                out.push(Outbound::Private {
                    user: who,
                    text: format!("🔧 {user} proposes: {theirs}."),
                });
            }
            Ok((Some(game.id), out))
        }
        other => {
            let note = match other {
                Occupant::Policy(_) => {
                    format!(
                        "🔧 {user} adjusts the position; the computer {} does not object.",
                        !side
                    )
                }
                _ => format!("🔧 {user} adjusts the position."),
            };
            apply(tx, game, side, &change, note)
        }
    }
}

fn answer(
    tx: &Tx<'_>,
    game: GameRecord,
    user: &str,
    request: &UndoRequest,
    agree: bool,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let change: Adjustment = request
        .detail
        .as_deref()
        .and_then(|json| serde_json::from_str(json).ok())
        .ok_or_else(|| CommandError::Internal("the proposed change cannot be read".to_string()))?;
    let what = format!("the change ({})", described(&change, Seat::Observer));
    let proposer = match consent::answer(tx, &game, user, request, agree, &what)? {
        Ok(proposer) => proposer,
        Err(out) => return Ok((Some(game.id), out)),
    };
    let note = format!("🔧 {user} agrees to {}'s change.", request.user);
    apply(tx, game, proposer, &change, note)
}

/// Apply the change, append it to the action log (for the side that proposed it), let any
/// computer seat answer, and save.
fn apply(
    tx: &Tx<'_>,
    mut game: GameRecord,
    side: Side,
    change: &Adjustment,
    note: String,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let action = Action::Adjust(change.clone());
    let logs = game
        .state
        .apply_seeded(side, &action)
        .map_err(CommandError::Rule)?;
    tx.append_action(game.id, side, &Recorded::Action(action))?;
    tx.clear_undo_request(game.id)?;
    let mut narration = Narration {
        logs,
        notes: vec![note],
        board: true,
        hands: true,
        ..Narration::default()
    };
    run_policies(tx, &mut game, &mut narration)?;
    finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
}
