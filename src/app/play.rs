//! Playing: a path of choices resolved against the pending decisions, applied as one
//! action; the computer seats' answers; resignation.

use labyrinth_engine::{Action, Answer, GameState, RuleError, Side};

use super::{
    CommandError, Narration, POLICY_STEPS, card_play, command, finish, occupant_name, policy,
    resign, seat, seat_of, undo,
};
use crate::app::Choice;
use crate::render;
use crate::store::{GameRecord, Move, Occupant, Recorded, Tx};

type Reply = (Option<i64>, Vec<super::Outbound>);

/// Resolve a path of choices against the decisions as they come, on a scratch copy.
fn resolve(state: &GameState, side: Side, choices: &[Choice]) -> Result<Vec<Answer>, CommandError> {
    if choices.is_empty() {
        return Err(CommandError::BadInput(
            "choose what? e.g. /lab choose 1".to_string(),
        ));
    }
    let mut scratch = state.clone();
    let mut answers = Vec::with_capacity(choices.len());
    for (i, choice) in choices.iter().enumerate() {
        let decision = scratch.pending().ok_or(CommandError::BadInput(
            "the game is not waiting for that many answers".to_string(),
        ))?;
        if decision.side != side {
            return Err(CommandError::BadInput(format!(
                "after {} answer{}, the decision passes to the {}",
                i,
                if i == 1 { "" } else { "s" },
                decision.side
            )));
        }
        let options = &decision.options;
        let answer = match choice {
            Choice::Number(n) => {
                *n.checked_sub(1)
                    .and_then(|i| options.get(i))
                    .ok_or_else(|| {
                        CommandError::BadInput(format!(
                            "there is no option {n}: choose 1 to {}",
                            options.len()
                        ))
                    })?
            }
            Choice::Answer(answer) => *answer,
            Choice::Text(text) => {
                let matching: Vec<&Answer> = options
                    .iter()
                    .filter(|a| {
                        command::names_option(
                            text,
                            &render::option_label(a),
                            &render::option_key(a),
                        )
                    })
                    .collect();
                match matching.as_slice() {
                    [one] => **one,
                    [] => {
                        return Err(CommandError::BadInput(format!(
                            "{text:?} is not one of the options"
                        )));
                    }
                    _ => {
                        return Err(CommandError::BadInput(format!(
                            "{text:?} matches several options; use a number"
                        )));
                    }
                }
            }
        };
        if i + 1 < choices.len() {
            scratch
                .apply_seeded(side, &Action::Answer(answer))
                .map_err(CommandError::Rule)?;
        }
        answers.push(answer);
    }
    Ok(answers)
}

/// What a playing command gives: answers by number, name or text, or a one-line card play.
pub(super) enum Input<'a> {
    Choices(&'a [Choice]),
    Play(&'a super::PlayCard),
}

pub(super) fn act(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    input: Input<'_>,
) -> Result<Reply, CommandError> {
    let mut game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    if let Some(free) = [Side::Us, Side::Jihadist]
        .into_iter()
        .find(|s| *game.occupant(*s) == Occupant::Empty)
    {
        return Err(CommandError::SeatFree(free));
    }
    let waiting = game.state.pending().map(|d| d.side);
    match waiting {
        Some(waiting) if waiting != side => {
            return Err(CommandError::NotYourTurn {
                side: waiting,
                who: occupant_name(game.occupant(waiting)),
            });
        }
        None => return Err(CommandError::Rule(RuleError::NothingPending)),
        Some(_) => {}
    }
    let in_play = super::refusal::card_in_play(&game.state);
    let answers = match input {
        Input::Choices(choices) => resolve(&game.state, side, choices),
        Input::Play(play) => super::shortcut::resolve(&game.state, side, play),
    };
    let action = match answers.map_err(|e| in_play_error(in_play, e))?.as_slice() {
        [one] => Action::Answer(*one),
        answers => Action::Answers(answers.to_vec()),
    };
    let rng_before = game.state.rng.clone();
    let play = card_play(&game);
    let logs = game
        .state
        .apply_seeded(side, &action)
        .map_err(|e| in_play_error(in_play, CommandError::Rule(e)))?;
    let first_seq = tx.append_action(game.id, side, &Recorded::Action(action))?;
    let mut narration = Narration {
        logs,
        play,
        decider: Some(side),
        ..Narration::default()
    };
    run_policies(tx, &mut game, &mut narration)?;
    let last_seq = tx.last_seq(game.id)?;
    let free = undo::is_free(side, &rng_before, &game.state, &narration.logs)
        && tx.actions_by_other_side(game.id, first_seq, side)? == 0;
    tx.append_move(
        game.id,
        &Move {
            first_seq,
            last_seq,
            user: user.to_string(),
            side,
            free,
        },
    )?;
    finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
}

/// A refusal while a card is being played names the card and the way back.
fn in_play_error(card: Option<labyrinth_engine::CardId>, error: CommandError) -> CommandError {
    match card {
        Some(card) => CommandError::InPlay {
            card,
            error: Box::new(error),
        },
        None => error,
    }
}

pub(super) fn resign_game(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    confirm: bool,
) -> Result<Reply, CommandError> {
    let game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    // Nobody to concede to: the game is abandoned instead.
    if *game.occupant(!side) == Occupant::Empty {
        return Err(CommandError::BadInput(format!(
            "nobody plays the {} yet, so there is no one to concede to; /lab abandon ends the game without a winner",
            !side
        )));
    }
    if !confirm {
        return Ok((
            Some(game.id),
            vec![super::Outbound::Private {
                user: user.to_string(),
                text: format!(
                    "Resigning ends game #{} at once: the {} wins. To confirm: /lab resign confirm:true",
                    game.id, !side
                ),
            }],
        ));
    }
    let mut game = game;
    let entry = resign(&mut game.state, side);
    tx.append_action(game.id, side, &Recorded::Resign)?;
    let narration = Narration {
        logs: vec![entry],
        notes: vec![format!("{user} resigns for the {side}.")],
        ..Narration::default()
    };
    finish(tx, game, narration, Vec::new()).map(|(id, out)| (Some(id), out))
}

/// While a computer seat must decide, let its policy answer; while a seated user's decision
/// has a single legal option, answer it for them (a forced move is not worth a message round
/// trip). Each answer is recorded as that side's action and logged.
pub(super) fn run_policies(
    tx: &Tx<'_>,
    game: &mut GameRecord,
    narration: &mut Narration,
) -> Result<(), CommandError> {
    for _ in 0..POLICY_STEPS {
        if game.state.outcome.is_some() {
            return Ok(());
        }
        let Some((side, forced)) = game.state.pending().map(|d| {
            let forced = match d.options.as_slice() {
                [only] => Some(*only),
                _ => None,
            };
            (d.side, forced)
        }) else {
            return Ok(());
        };
        let name = match game.occupant(side).clone() {
            Occupant::Policy(name) => name,
            Occupant::User(_) => match forced {
                Some(answer) => {
                    let action = Action::Answer(answer);
                    let logs = game
                        .state
                        .apply_seeded(side, &action)
                        .map_err(CommandError::Rule)?;
                    tx.append_action(game.id, side, &Recorded::Action(action))?;
                    narration.logs.extend(logs);
                    continue;
                }
                None => return Ok(()),
            },
            Occupant::Empty => return Ok(()),
        };
        let Some(policy) = policy(&name) else {
            narration.notes.push(format!(
                "⚠️ The {side} seat names an unknown computer policy {name:?}."
            ));
            return Ok(());
        };
        let mut view = game.state.view(seat(side));
        let seq = tx.action_count(game.id)? as u64;
        let seed = game.spec.seed ^ (seq + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // An option the engine lists but refuses is a rules bug: drop it and ask again.
        let mut applied = false;
        while let Some(answer) = policy.decide(&view, seed) {
            let action = Action::Answer(answer);
            match game.state.apply_seeded(side, &action) {
                Ok(logs) => {
                    tx.append_action(game.id, side, &Recorded::Action(action))?;
                    narration.logs.extend(logs);
                    applied = true;
                    break;
                }
                Err(error) => {
                    eprintln!(
                        "game {}: {name} policy answer {answer} refused: {error}",
                        game.id
                    );
                    if let Some(options) = view.pending.as_mut().and_then(|p| p.options.as_mut()) {
                        options.retain(|a| *a != answer);
                    }
                }
            }
        }
        if !applied {
            narration.notes.push(format!(
                "⚠️ The computer {side} found no acceptable answer; the game is stuck."
            ));
            return Ok(());
        }
    }
    narration
        .notes
        .push("⚠️ The computer took too many steps; stopping.".to_string());
    Ok(())
}
