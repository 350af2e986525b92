//! The end of a command: its log entries become messages (card plays in one post, the
//! board after an Action Phase, private hands and the next prompt), and the game is saved.

use std::ops::Range;

use super::*;
use crate::i18n::Lang;
use crate::tr;

/// Record every outbound message with its game; `kind` overrides each message's own kind.
pub(super) fn record(
    tx: &Tx<'_>,
    game: Option<i64>,
    channel: &str,
    out: &[Outbound],
    kind: Option<MessageKind>,
) -> Result<(), StoreError> {
    let messages: Vec<_> = out
        .iter()
        .map(|m| (m.audience(), kind.unwrap_or_else(|| m.kind()), m.text()))
        .collect();
    tx.record_all(game, channel, &messages)
}

/// The public board summary in `lang` (the game's), as text, as an embed and as a picture.
pub(super) fn board(state: &GameState, lang: crate::i18n::Lang) -> Outbound {
    let view = state.view(Seat::Observer);
    Outbound::Board {
        text: render::board(&view, lang),
        embed: render::board_embed(&view, lang),
        map: render::BoardMap::new(&view).in_lang(lang),
    }
}

pub(super) fn public(text: &str) -> Vec<Outbound> {
    render::chunks(text)
        .into_iter()
        .map(Outbound::Public)
        .collect()
}

/// Each seated user's hand (from their own view) and, for the Jihadist, the Available Plots.
pub(super) fn private_hands(tx: &Tx<'_>, game: &GameRecord) -> Result<Vec<Outbound>, StoreError> {
    private_hands_at(tx, game, &game.state)
}

/// [`private_hands`] in `at`, a position of `game`.
pub(super) fn private_hands_at(
    tx: &Tx<'_>,
    game: &GameRecord,
    at: &GameState,
) -> Result<Vec<Outbound>, StoreError> {
    let mut out = Vec::new();
    for side in [Side::Us, Side::Jihadist] {
        if let Occupant::User(user) = game.occupant(side) {
            out.push(Outbound::Private {
                user: user.clone(),
                text: card::hand_text_at(tx, game, at, side)?,
            });
        }
    }
    Ok(out)
}

/// The prompt for `side` if it is that seated user's decision. A long list of options (a
/// card from the discard pile) is split: the first parts go as private messages and the last
/// part carries the options, so every message stays within Discord's limit.
pub(super) fn prompt_for(
    tx: &Tx<'_>,
    game: &GameRecord,
    side: Side,
    view: &labyrinth_engine::View,
) -> Result<Vec<Outbound>, StoreError> {
    let Occupant::User(user) = game.occupant(side) else {
        return Ok(Vec::new());
    };
    let Some(pending) = view.pending.as_ref().filter(|p| p.side == side) else {
        return Ok(Vec::new());
    };
    let Some(options) = pending.options.as_ref() else {
        return Ok(Vec::new());
    };
    let lang = langs::reader_lang(tx, Some(game.id), user)?;
    let labels: Vec<String> = options
        .iter()
        .map(|answer| render::option_label_in_lang(lang, view, answer))
        .collect();
    let numbers = render::option_numbers(options);
    let mut text =
        render::prompt_labelled_in(lang, Some(view), side, &pending.kind, &numbers, &labels);
    // The operations not offered, each with the engine's reason, before "Answer with …".
    let missing = super::why::operations_not_offered(lang, &game.state, side);
    if let (false, Some(at)) = (missing.is_empty(), text.rfind('\n')) {
        text.insert_str(at, &format!("\n{}", missing.join("\n")));
    }
    let continued = tr!(lang, "prompt-continued");
    let mut parts = render::chunks_continued(&text, &continued, render::MESSAGE_LIMIT);
    let last = parts.pop().unwrap_or_default();
    let mut out: Vec<Outbound> = parts
        .into_iter()
        .map(|text| Outbound::Private {
            user: user.clone(),
            text,
        })
        .collect();
    out.push(Outbound::Prompt {
        user: user.clone(),
        text: last,
        options: options
            .iter()
            .zip(labels)
            .zip(numbers)
            .map(|((answer, label), number)| PromptOption {
                number,
                label,
                key: render::option_key(answer),
                answer: *answer,
                version: game.version,
            })
            .collect(),
    });
    Ok(out)
}

/// A card play in progress (one Action Phase step).
pub(super) struct CardPlay {
    /// `game/turn/side/card number`.
    pub(super) key: String,
    /// Its card is not yet played (the card or its use is still to choose).
    pub(super) unplayed: bool,
}

/// The card play in progress at the game's checkpoint, if it is an Action Phase step: the
/// checkpoint stays put until the step ends, so every step of one card gets the same key.
pub(super) fn card_play(game: &GameRecord) -> Option<CardPlay> {
    let state = &game.state;
    let pending = state.pending.as_ref()?;
    (state.step == Step::ActionPhase).then(|| CardPlay {
        key: format!(
            "{}/{}/{}/{}",
            game.id,
            state.turn,
            state.phase.side,
            state.phase.cards_played + 1
        ),
        unplayed: matches!(
            pending.decision.kind,
            DecisionKind::ActionCard { .. } | DecisionKind::CardUse { .. }
        ),
    })
}

/// How many of `logs` belong to the card play in progress: up to a new phase, the Plots'
/// resolution, the end of the turn or game, or the next card.
pub(super) fn play_end(play: &CardPlay, logs: &[LogEntry]) -> usize {
    let mut card_seen = !play.unplayed;
    for (i, entry) in logs.iter().enumerate() {
        match entry {
            LogEntry::PhaseStarted { .. }
            | LogEntry::PlotResolves { .. }
            | LogEntry::EndOfTurn { .. }
            | LogEntry::GameOver { .. } => return i,
            LogEntry::CardPlayed { .. } | LogEntry::Discarded { .. } | LogEntry::Held { .. } => {
                // 7.6.3 Reassessment's second card is part of the same play.
                let second = i > 0
                    && matches!(
                        logs[i - 1],
                        LogEntry::Operation {
                            op: Op::Reassessment,
                            ..
                        }
                    );
                if card_seen && !second {
                    return i;
                }
                card_seen = true;
            }
            _ => {}
        }
    }
    logs.len()
}

/// The reason lines placed before log entry `i`.
pub(super) fn reasons_at(
    reasons: &[(usize, String)],
    i: usize,
) -> impl Iterator<Item = String> + '_ {
    reasons
        .iter()
        .filter(move |(at, _)| *at == i)
        .map(|(_, line)| line.clone())
}

/// Save the game and turn the command's log entries into messages: each public post, then
/// what each seated user privately saw of the same entries, in the order it happened; the
/// board; the hands dealt; whose turn it is.
pub(super) fn finish(
    tx: &Tx<'_>,
    mut game: GameRecord,
    narration: Narration,
    mut out: Vec<Outbound>,
) -> Result<(i64, Vec<Outbound>), CommandError> {
    if game.state.outcome.is_some() {
        game.status = Status::Finished;
    }
    game.version = tx.save_game(game.id, game.version, &game.state, game.status)?;
    reminders::after_save(tx, &game)?;
    let lang = langs::public_lang(tx, Some(game.id))?;
    for (range, posts) in public_posts(lang, &game, &narration) {
        out.extend(posts);
        out.extend(private_lines(tx, &game, &narration.logs[range])?);
    }
    // After every Action Phase (a new one started) and at the end of the game.
    let phase_ended = narration.logs.iter().any(|e| {
        matches!(
            e,
            LogEntry::PhaseStarted { .. } | LogEntry::EndOfTurn { .. } | LogEntry::GameOver { .. }
        )
    });
    if phase_ended || narration.board {
        out.push(board(&game.state, lang));
    }
    // The game's story, with the final board.
    out.extend(super::report::at_end(tx, &game, &narration.logs));
    if narration.hands {
        out.extend(private_hands(tx, &game)?);
    } else {
        out.extend(dealt_hands(tx, &game, &narration.logs)?);
    }
    out.extend(whose_turn(tx, &game, narration.decider, lang)?);
    Ok((game.id, out))
}

/// Public: every entry as the Observer sees it; a card play's own entries in one post, and
/// in solitaire each bot card play in a post of its own, with its reason lines. Each part
/// comes with the range of entries it tells.
fn public_posts(
    lang: Lang,
    game: &GameRecord,
    narration: &Narration,
) -> Vec<(Range<usize>, Vec<Outbound>)> {
    let mut out = Vec::new();
    let split = match &narration.play {
        Some(play) => play_end(play, &narration.logs),
        None => 0,
    };
    if let Some(CardPlay { key, .. }) = &narration.play {
        let played = observed(lang, narration, 0..split);
        let posts = if played.is_empty() {
            Vec::new()
        } else {
            render::chunks(&played.join("\n"))
                .into_iter()
                .map(|text| Outbound::Play {
                    key: key.clone(),
                    text,
                })
                .collect()
        };
        out.push((0..split, posts));
    }
    let computer = computer::computer_side(game);
    for (i, part) in solo::bot_plays(computer, &narration.logs[split..])
        .into_iter()
        .enumerate()
    {
        let part = part.start + split..part.end + split;
        let notes = if i == 0 {
            narration.notes.clone()
        } else {
            Vec::new()
        };
        let lines: Vec<String> = notes
            .into_iter()
            .chain(observed(lang, narration, part.clone()))
            .collect();
        let posts = if lines.is_empty() {
            Vec::new()
        } else {
            public(&lines.join("\n"))
        };
        out.push((part, posts));
    }
    out
}

/// The entries `range` as the Observer sees them, in runs (render::log_lines groups a run),
/// each computer reason line before the entry it explains (the last part also takes the
/// lines after every entry).
fn observed(lang: Lang, narration: &Narration, range: std::ops::Range<usize>) -> Vec<String> {
    let seen = |from: usize, to: usize| -> Vec<String> {
        let entries: Vec<LogEntry> = narration.logs[from..to]
            .iter()
            .map(|e| e.seen_by(Seat::Observer))
            .collect();
        render::log_lines_lang(lang, &entries)
    };
    let mut lines = Vec::new();
    let mut from = range.start;
    for i in range.clone() {
        let mut reasons = reasons_at(&narration.reasons, i).peekable();
        if reasons.peek().is_some() {
            lines.extend(seen(from, i));
            lines.extend(reasons);
            from = i;
        }
    }
    lines.extend(seen(from, range.end));
    if range.end == narration.logs.len() {
        lines.extend(reasons_at(&narration.reasons, range.end));
    }
    lines
}

/// Private: what each seated user sees of `logs` beyond the public log (cards drawn, Plot
/// values).
fn private_lines(
    tx: &Tx<'_>,
    game: &GameRecord,
    logs: &[LogEntry],
) -> Result<Vec<Outbound>, StoreError> {
    let mut out = Vec::new();
    for side in [Side::Us, Side::Jihadist] {
        let Occupant::User(user) = game.occupant(side) else {
            continue;
        };
        let own = seat(side);
        let private: Vec<LogEntry> = logs
            .iter()
            .filter(|e| e.seen_by(own) != e.seen_by(Seat::Observer))
            .map(|e| e.seen_by(own))
            .collect();
        if private.is_empty() {
            continue;
        }
        let reader = langs::reader_lang(tx, Some(game.id), user)?;
        let lines: Vec<String> = private
            .iter()
            .filter_map(|e| render::log_entry_lang(reader, e))
            .collect();
        for chunk in render::chunks(&lines.join("\n")) {
            out.push(Outbound::Private {
                user: user.clone(),
                text: chunk,
            });
        }
    }
    Ok(out)
}

/// The hand of each seated user that cards were dealt or drawn to, as it is now (as the
/// board counts it).
fn dealt_hands(
    tx: &Tx<'_>,
    game: &GameRecord,
    logs: &[LogEntry],
) -> Result<Vec<Outbound>, StoreError> {
    let mut out = Vec::new();
    for side in [Side::Us, Side::Jihadist] {
        let Occupant::User(user) = game.occupant(side) else {
            continue;
        };
        let dealt = logs
            .iter()
            .any(|e| matches!(e, LogEntry::CardsDrawn { side: s, .. } if *s == side));
        if dealt {
            out.push(Outbound::Private {
                user: user.clone(),
                text: card::hand_text(tx, game, side)?,
            });
        }
    }
    Ok(out)
}

/// Whose turn: a public waiting line when the decision passes from `decider` (always when
/// `None`), the catch-up of the player it passes to, and that player's prompt.
fn whose_turn(
    tx: &Tx<'_>,
    game: &GameRecord,
    decider: Option<Side>,
    lang: Lang,
) -> Result<Vec<Outbound>, StoreError> {
    let mut out = Vec::new();
    let seats_filled = game.us != Occupant::Empty && game.jihadist != Occupant::Empty;
    let Some(pending) = game.state.pending().filter(|_| seats_filled) else {
        return Ok(out);
    };
    let view = game.state.view(seat(pending.side));
    let at_random = render::drawn_at_random(&view, pending.side)
        && matches!(pending.kind, DecisionKind::CardUse { .. });
    // Only when the decision passes: the same player's private prompt is enough.
    if decider != Some(pending.side) {
        let occupant = game.occupant(pending.side);
        out.extend(public(&render::waiting_lang(
            lang,
            pending.side,
            &occupant_name(lang, occupant),
            &pending.kind,
            at_random,
        )));
    } else if at_random {
        out.extend(public(&render::drawn_at_random_line(lang)));
    }
    if decider.is_some_and(|side| side != pending.side) {
        out.extend(catchup::on_hand_off(tx, game, pending.side)?);
    }
    out.extend(prompt_for(tx, game, pending.side, &view)?);
    Ok(out)
}

/// Messages of one command, assembled from viewed log entries.
#[derive(Default)]
pub(super) struct Narration {
    pub(super) logs: Vec<LogEntry>,
    pub(super) notes: Vec<String>,
    /// Show the board even if no turn ended (after an undo).
    pub(super) board: bool,
    /// Send each seated user their hand (after an undo).
    pub(super) hands: bool,
    /// The card play the command answered in: the log entries up to the end of that play
    /// go to one [`Outbound::Play`].
    pub(super) play: Option<CardPlay>,
    /// The side that was deciding before the command; the public waiting line is sent only
    /// when the decision passes to another side (`None`: always, after new, join, undo).
    pub(super) decider: Option<Side>,
    /// The actions the computer seats and forced answers appended: side and sequence number.
    pub(super) appended: Vec<(Side, i64)>,
    /// The computer US's public reason lines, each before the log entry at its index.
    pub(super) reasons: Vec<(usize, String)>,
}
