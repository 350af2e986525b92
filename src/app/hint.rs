//! `/lab hand hint:true` (issue 43): for a learner, privately, what the computer would do at their
//! pending decision and why. The US: the computer US's answer and its reason line (its look
//! ahead at the end of the deck included); the Jihadist: what the section 9 procedure (9.4)
//! would do with the card being played, or with each card in hand, up to its first die or
//! random pick. Always in a game against the computer; in a two-player game only once both
//! players turned hints on (`/lab game settings hints:true`, off by default; the channel is
//! told). A hint reads only the asker's `SideView`, and its seed comes from the action
//! count, which both players see: nothing hidden changes it.

use labyrinth_engine::{Answer, BotReason, DecisionKind, LogEntry, Side, SideView};

use super::thinking::Thinking;
use super::{CommandError, ComputerUs, Decided, Msg, Outbound, public, seat_of};
use crate::i18n::{Lang, names};
use crate::render;
use crate::store::{GameRecord, Occupant, Tx};
use crate::tr;

type Reply = (Option<i64>, Vec<Outbound>);

/// Hints answer in a game against the computer, or once both players turned them on.
fn hints_allowed(tx: &Tx<'_>, game: &GameRecord) -> Result<bool, CommandError> {
    let mut users = Vec::new();
    for side in [Side::Us, Side::Jihadist] {
        match game.occupant(side) {
            Occupant::User(user) => users.push(user.clone()),
            _ => return Ok(true),
        }
    }
    for user in users {
        if !tx.hints_on(game.id, &user)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `/lab hand hint:true`: the sender's hint, privately.
pub(super) fn hint(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    thinking: &mut Thinking,
) -> Result<Vec<Outbound>, CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if !hints_allowed(tx, &game)? {
        return Err(Msg::new("hint-off").into());
    }
    let lang = super::langs::reader_lang(tx, Some(game.id), user)?;
    let view = game.state.side_view(side);
    if view.pending().is_none() {
        return Err(Msg::new("hint-not-yours").into());
    }
    // From what both players see, never the game's secret seed.
    let seed =
        (tx.action_count(game.id)? as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x4849_4E54;
    let text = match side {
        Side::Us => {
            let decided = thinking.decide(&ComputerUs, game.id, &game.state, side, seed, lang)?;
            us_hint(lang, &view, decided)
        }
        Side::Jihadist => jihadist_hint(lang, &view, seed),
    };
    Ok(super::outbound::private_parts(lang, user, &text))
}

/// The computer US's answer to the pending US decision, with its reason.
fn us_hint(lang: Lang, view: &SideView<'_>, decided: Option<Decided>) -> String {
    let Some(decided) = decided else {
        return tr!(lang, "hint-none");
    };
    let numbers = view
        .pending()
        .map(|d| render::option_numbers(&d.options))
        .unwrap_or_default();
    let number = view
        .pending()
        .and_then(|d| d.options.iter().position(|a| *a == decided.answer))
        .and_then(|i| numbers.get(i).copied())
        .unwrap_or(1);
    let reason = decided
        .reason
        .map(|r| r.trim_start_matches("🤖 ").to_string())
        .unwrap_or_else(|| tr!(lang, "hint-only-option"));
    tr!(
        lang,
        "hint-us",
        number = number,
        option = render::option_label_lang(lang, &decided.answer),
        reason = reason
    )
}

/// What the section 9 procedure would do with the card being played, or with each card of
/// the hand when a card is to be chosen.
fn jihadist_hint(lang: Lang, view: &SideView<'_>, seed: u64) -> String {
    let choosing = matches!(
        view.pending().map(|d| &d.kind),
        Some(DecisionKind::ActionCard { .. })
    );
    let cards: Vec<_> = match view.card_in_play() {
        Some(card) => vec![card],
        None if choosing => view
            .pending()
            .map(|d| {
                d.options
                    .iter()
                    .filter_map(|a| match a {
                        Answer::Card(card) => Some(*card),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default(),
        None => Vec::new(),
    };
    let mut lines = Vec::new();
    for card in cards {
        let Some(logs) = view.bot_card_play(card, seed) else {
            continue;
        };
        lines.push(format!(
            "{}: {}",
            render::card_in(lang, card),
            procedure(lang, &logs)
        ));
    }
    if lines.is_empty() {
        return tr!(lang, "hint-no-card-play");
    }
    format!("{}\n{}", tr!(lang, "hint-jihadist"), lines.join("\n"))
}

/// The procedure's reasons in a played-out card, up to its first die or random pick (what
/// follows depends on dice the hint cannot know).
fn procedure(lang: Lang, logs: &[LogEntry]) -> String {
    let mut steps = Vec::new();
    for entry in logs {
        match entry {
            LogEntry::BotReason { reason, .. } => match reason {
                BotReason::Pick { candidates, .. } => {
                    let names: Vec<String> = candidates
                        .iter()
                        .map(|c| names::country(lang, *c))
                        .collect();
                    steps.push(tr!(lang, "hint-at-random", candidates = names.join(", ")));
                    break;
                }
                BotReason::PickCard { .. } | BotReason::Table { .. } => {
                    steps.push(tr!(lang, "hint-dice"));
                    break;
                }
                // The card itself is named before the line.
                BotReason::Play { .. } => {}
                other => steps.push(
                    render::bot_reason_lang(lang, other)
                        .trim_start_matches("🤖 ")
                        .to_string(),
                ),
            },
            LogEntry::Rolled { .. } => {
                steps.push(tr!(lang, "hint-dice"));
                break;
            }
            _ => {}
        }
    }
    steps.join("; ")
}

/// `/lab game settings hints:`: the sender turns hints on or off in a two-player game; the
/// channel is told when both have them on, and when they go off again.
pub(super) fn set_hints(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    on: bool,
) -> Result<Reply, CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    let private = |key: &str| -> Result<Reply, CommandError> {
        let lang = super::langs::reader_lang(tx, Some(game.id), user)?;
        Ok((
            Some(game.id),
            vec![Outbound::Private {
                user: user.to_string(),
                text: tr!(lang, key),
            }],
        ))
    };
    let two_player = [Side::Us, Side::Jihadist]
        .iter()
        .all(|side| matches!(game.occupant(*side), Occupant::User(_)));
    if !two_player {
        return private("hint-always");
    }
    let before = hints_allowed(tx, &game)?;
    tx.set_hints(game.id, user, on)?;
    let after = hints_allowed(tx, &game)?;
    let lang = super::langs::public_lang(tx, Some(game.id))?;
    match (before, after) {
        (false, true) => Ok((Some(game.id), public(&tr!(lang, "hint-on-public")))),
        (true, false) => Ok((Some(game.id), public(&tr!(lang, "hint-off-public")))),
        _ if on => private("hint-waiting"),
        _ => private("hint-you-off"),
    }
}
