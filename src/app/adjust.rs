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

use labyrinth_engine::{Action, Adjustment, Country, Plot, Seat, Side, Zone};

use super::langs::{public_lang, reader_lang, side_key};
use super::play::run_policies;
use super::thinking::Thinking;
use super::{CommandError, Msg, Narration, Outbound, consent, finish, public, seat};
use crate::i18n::Lang;
use crate::render;
use crate::store::{GameRecord, Occupant, Recorded, RequestKind, Tx, UndoRequest};
use crate::tr;

/// What `/lab adjust` asks.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Adjust {
    /// Propose this change (a card's `from` may be left for the app to find).
    Propose(Proposal),
    /// Answer the opponent's proposal: agree (true) or refuse (false; the proposer withdraws).
    Answer(bool),
}

/// A proposed change; a card move may leave its zone unnamed, a Plot its value.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Proposal {
    Change(Adjustment),
    /// A card to `to`, from wherever the proposer sees it.
    Card {
        card: labyrinth_engine::CardId,
        to: Zone,
    },
    /// A Plot marker placed in `country` from the Available Plots (`placed`) or put back
    /// there; `plot`: its value (only the Jihadist, who may inspect them, names one), else
    /// one at random (9.3.2).
    Plot {
        country: labyrinth_engine::Country,
        placed: bool,
        plot: Option<labyrinth_engine::Plot>,
    },
}

pub(super) fn adjust(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    what: &Adjust,
    thinking: &mut Thinking,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let (game, side) = consent::seated_in_play(tx, channel, user)?;
    match what {
        Adjust::Propose(proposal) => {
            let change = resolve(&game, side, proposal)?;
            propose(tx, game, side, user, change, thinking)
        }
        Adjust::Answer(agree) => {
            let missing = "reply-no-change-waiting";
            let request = consent::waiting(tx, &game, RequestKind::Adjust, missing)?;
            answer(tx, game, user, &request, *agree, thinking)
        }
    }
}

/// The zones a side may name a card in: face-up zones and its own hand. Solitaire too: the
/// computer's hand stays face down (9.2), and so does the draw pile.
fn visible(side: Side, zone: Zone) -> bool {
    zone.is_public() || zone.hand_of() == Some(side)
}

/// The full change: a card's zone found among those the proposer sees, a Plot's value
/// named only by the side that may inspect it.
fn resolve(game: &GameRecord, side: Side, proposal: &Proposal) -> Result<Adjustment, CommandError> {
    let (card, from, to) = match proposal {
        Proposal::Change(Adjustment::Card { card, from, to }) => (*card, Some(*from), *to),
        Proposal::Change(Adjustment::Plot {
            country,
            plot,
            placed,
        }) => return plot_change(game, side, *country, *placed, Some(*plot)),
        Proposal::Change(change) => return Ok(change.clone()),
        Proposal::Card { card, to } => (*card, None, *to),
        Proposal::Plot {
            country,
            placed,
            plot,
        } => return plot_change(game, side, *country, *placed, *plot),
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
        Some(zone) if !visible(side, zone) => {
            return Err(Msg::new("reply-zone-not-seen").with("zone", zone).into());
        }
        Some(zone) => zone,
        None => Zone::ALL
            .into_iter()
            .filter(|z| visible(side, *z))
            .find(|z| holds(*z))
            .ok_or_else(|| Msg::new("reply-card-not-seen").with("card", card))?,
    };
    Ok(Adjustment::Card { card, from, to })
}

/// A Plot marker moved: a value named by the Jihadist, who may inspect the Plots (8.5.4);
/// otherwise a random Available marker placed (9.3.2) or a random one of the country's
/// markers (face down first) put back. The US names no value: only face-up markers show
/// theirs, and a refusal that depended on a face-down or Available value would show it.
/// What is refused here depends only on what everyone sees (how many markers lie where).
fn plot_change(
    game: &GameRecord,
    side: Side,
    country: Country,
    placed: bool,
    plot: Option<Plot>,
) -> Result<Adjustment, CommandError> {
    let plot = match plot {
        Some(plot) if side == Side::Jihadist => plot,
        Some(_) => return Err(Msg::new("reply-plot-value-hidden").into()),
        None => {
            let state = game.state.current();
            let candidates: Vec<Plot> = if placed {
                state.available_plots.to_vec()
            } else {
                let plots = &state.country(country).plots;
                let down: Vec<Plot> = plots
                    .iter()
                    .filter(|p| !p.face_up)
                    .map(|p| p.plot)
                    .collect();
                if down.is_empty() {
                    plots.iter().map(|p| p.plot).collect()
                } else {
                    down
                }
            };
            if candidates.is_empty() {
                let refusal = if placed {
                    Msg::new("reply-no-plot-available")
                } else {
                    Msg::new("reply-no-plot-in").with("country", country)
                };
                return Err(refusal.into());
            }
            let pick = super::hidden::os_seed()? % candidates.len() as u64;
            candidates[usize::try_from(pick).unwrap_or(0)]
        }
    };
    Ok(Adjustment::Plot {
        country,
        plot,
        placed,
    })
}

/// The change as `seat` may read it, e.g. "Prestige set to 5" or "a card moved from the
/// Jihadist hand to the draw pile".
fn described(lang: Lang, change: &Adjustment, seat: Seat) -> String {
    let line = render::log_entry_lang(lang, &change.log_entry().seen_by(seat)).unwrap_or_default();
    // The log line's frame ("🔧 Adjusted: {what}.") taken off.
    let frame = tr!(lang, "log-adjusted", what = "\u{1}");
    let (before, after) = frame.split_once('\u{1}').unwrap_or(("", ""));
    let what = line.strip_prefix(before).unwrap_or(&line);
    what.strip_suffix(after).unwrap_or(what).to_string()
}

fn propose(
    tx: &Tx<'_>,
    game: GameRecord,
    side: Side,
    user: &str,
    change: Adjustment,
    thinking: &mut Thinking,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    // Tried on a copy: refused now with the reason, and nothing stored.
    let mut trial = game.state.clone();
    trial
        .apply_seeded(side, &Action::Adjust(change.clone()))
        .map_err(CommandError::Rule)?;
    let lang = public_lang(tx, Some(game.id))?;
    let what = described(lang, &change, Seat::Observer);
    match game.occupant(!side).clone() {
        Occupant::User(who) => {
            let detail = serde_json::to_string(&change)
                .map_err(|e| CommandError::Internal(format!("cannot encode the change: {e}")))?;
            let request = UndoRequest {
                user: user.to_string(),
                first_seq: 0,
                version: game.version,
                kind: RequestKind::Adjust,
                detail: Some(detail),
                shown: true,
            };
            let mut out = consent::replace(tx, &game, user, request)?;
            let text = tr!(
                lang,
                "reply-adjust-proposed",
                user = user,
                what = what.as_str(),
                who = who.as_str()
            );
            out.extend(public(&text));
            let reader = reader_lang(tx, Some(game.id), &who)?;
            let theirs = described(reader, &change, seat(!side));
            if theirs != described(reader, &change, Seat::Observer) {
                out.push(Outbound::Private {
                    text: tr!(
                        reader,
                        "reply-adjust-proposed-private",
                        user = user,
                        what = theirs
                    ),
                    user: who,
                });
            }
            Ok((Some(game.id), out))
        }
        other => {
            let note = match other {
                Occupant::Policy(_) => tr!(
                    lang,
                    "reply-adjusts-computer",
                    user = user,
                    other = side_key(!side)
                ),
                _ => tr!(lang, "reply-adjusts", user = user),
            };
            apply(tx, game, side, &change, note, thinking)
        }
    }
}

/// The change a request proposes.
fn requested(request: &UndoRequest) -> Result<Adjustment, CommandError> {
    request
        .detail
        .as_deref()
        .and_then(|json| serde_json::from_str(json).ok())
        .ok_or_else(|| CommandError::Internal("the proposed change cannot be read".to_string()))
}

/// What the channel may read of an adjust request: "the change (Prestige set to 5)".
fn the_change(lang: Lang, change: &Adjustment) -> String {
    let change = described(lang, change, Seat::Observer);
    tr!(lang, "reply-the-change", change = change)
}

/// [`the_change`] of a stored request.
pub(super) fn request_what(request: &UndoRequest, lang: Lang) -> Result<String, CommandError> {
    Ok(the_change(lang, &requested(request)?))
}

fn answer(
    tx: &Tx<'_>,
    game: GameRecord,
    user: &str,
    request: &UndoRequest,
    agree: bool,
    thinking: &mut Thinking,
) -> Result<(Option<i64>, Vec<Outbound>), CommandError> {
    let change = requested(request)?;
    let what = |lang| the_change(lang, &change);
    let proposer = match consent::answer(tx, &game, user, request, agree, what)? {
        Ok(proposer) => proposer,
        Err(out) => return Ok((Some(game.id), out)),
    };
    let lang = public_lang(tx, Some(game.id))?;
    let note = tr!(
        lang,
        "reply-adjust-agreed",
        user = user,
        who = request.user.as_str()
    );
    apply(tx, game, proposer, &change, note, thinking)
}

/// Apply the change, append it to the action log (for the side that proposed it), let any
/// computer seat answer, and save.
fn apply(
    tx: &Tx<'_>,
    mut game: GameRecord,
    side: Side,
    change: &Adjustment,
    note: String,
    thinking: &mut Thinking,
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
    run_policies(tx, &mut game, &mut narration, thinking)?;
    finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
}
