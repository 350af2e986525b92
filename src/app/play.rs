//! Playing: a path of choices resolved against the pending decisions, applied as one
//! action; the computer seats' answers; resignation.

use labyrinth_engine::{Action, Answer, GameState, RuleError, Side};

use super::Msg;
use super::langs::side_key;
use super::shortcut::Resolved;
use super::thinking::Thinking;
use super::{
    CommandError, Decided, Narration, Outbound, card_play, command, finish, hidden, occupant_name,
    policy, resign, seat_of, undo,
};
use crate::app::Choice;
use crate::i18n::Lang;
use crate::render;
use crate::store::{GameRecord, Move, Occupant, Recorded, Tx};
use crate::tr;

type Reply = (Option<i64>, Vec<super::Outbound>);

/// Resolve a path of choices on a scratch copy, up to the first answer that rolls a die or
/// shows something hidden. Every refusal comes from a step before it, checked with dice
/// unrelated to the game's stream: no refusal can tell a die the game has not rolled.
fn resolve(state: &GameState, side: Side, choices: &[Choice]) -> Result<Resolved, CommandError> {
    let Some((last, path)) = choices.split_last() else {
        return Err(Msg::new("reply-choose-what").into());
    };
    let mut scratch = state.clone();
    let mut answers = Vec::with_capacity(choices.len());
    let mut logged = Vec::new();
    for (i, choice) in path.iter().enumerate() {
        let answer = answer_to(&scratch, side, choice, i)?;
        answers.push(answer);
        let mut next = scratch.clone();
        let logs = next
            .apply_seeded(side, &Action::Answer(answer))
            .map_err(|_| refusal(&scratch, side, &[answer]))?;
        let learned = hidden::learned(&scratch, &next, &logs, side);
        logged.extend(logs);
        scratch = next;
        if learned {
            return Ok(Resolved {
                answers,
                state: scratch,
                logs: logged,
                last: None,
                unapplied: choices[i + 1..].iter().map(choice_text).collect(),
                asked: None,
            });
        }
    }
    // The last answer is applied by the command itself (`act`), which explains a refusal
    // from the game as it was.
    let answer = answer_to(&scratch, side, last, path.len())?;
    answers.push(answer);
    Ok(Resolved {
        answers,
        state: scratch,
        logs: logged,
        last: Some(answer),
        unapplied: Vec::new(),
        asked: None,
    })
}

/// The answer `choice` (the `i`th of a path, from 0) names to `side`'s pending decision.
fn answer_to(
    state: &GameState,
    side: Side,
    choice: &Choice,
    i: usize,
) -> Result<Answer, CommandError> {
    let decision = state.pending().ok_or(Msg::new("reply-too-many-choices"))?;
    if decision.side != side {
        return Err(Msg::new("reply-choices-pass")
            .number("count", i as i64)
            .words("side", side_key(decision.side))
            .into());
    }
    match_choice(choice, &decision.options)
}

/// Why `answers`, applied in turn from `state`, are refused: the first refusal of
/// [`GameState::check`] (dice unrelated to the game's stream, so the reason never depends
/// on a die the game has not rolled). Asked only once the game itself refused them: an
/// option the engine listed is accepted almost always, and checking it first cost as
/// much as applying it (docs/performance.md, "Engine speed").
pub(super) fn refusal(state: &GameState, side: Side, answers: &[Answer]) -> CommandError {
    let mut scratch = state.clone();
    for answer in answers {
        if let Err(error) = scratch.check(side, *answer) {
            return CommandError::Rule(error);
        }
        if scratch
            .apply_seeded(side, &Action::Answer(*answer))
            .is_err()
        {
            break;
        }
    }
    refused_after_check()
}

/// An answer that passed [`GameState::check`] but the game's own dice refused: a rules bug.
/// Its message names nothing (the refusal could depend on a die).
fn refused_after_check() -> CommandError {
    CommandError::Internal(
        "the game refused answers its check accepted; nothing was changed".to_string(),
    )
}

/// No option is named `text`: the one it probably meant (its label in either language).
fn not_an_option(text: &str, options: &[Answer]) -> Msg {
    // (what is typed, what is shown): each label, and the option's key (`country:iraq`).
    let forms: Vec<(String, String)> = options
        .iter()
        .flat_map(|a| {
            let key = render::option_key(a);
            let value = key
                .split_once(':')
                .map_or(key.as_str(), |(_, v)| v)
                .to_string();
            let label = |lang: Lang| render::option_label_lang(lang, a);
            Lang::ALL
                .iter()
                .map(|lang| (label(*lang), label(*lang)))
                .chain([(value, label(Lang::En))])
                .collect::<Vec<_>>()
        })
        .collect();
    let known: Vec<&str> = forms.iter().map(|(form, _)| form.as_str()).collect();
    let quoted = format!("{text:?}");
    match crate::i18n::spelling::nearest(text, &known) {
        Some(i) => Msg::new("reply-not-an-option-meant")
            .words("text", quoted)
            .words("meant", forms[i].1.clone()),
        None => Msg::new("reply-not-an-option").words("text", quoted),
    }
}

/// The option a choice names among `options`.
fn match_choice(choice: &Choice, options: &[Answer]) -> Result<Answer, CommandError> {
    Ok(match choice {
        Choice::Number(n) => {
            // A count is answered by the count itself (render::option_numbers).
            let numbers = render::option_numbers(options);
            numbers
                .iter()
                .position(|number| number == n)
                .and_then(|i| options.get(i))
                .copied()
                .ok_or_else(|| {
                    Msg::new("reply-no-option")
                        .number("n", *n as i64)
                        .number("first", numbers.first().copied().unwrap_or(1) as i64)
                        .number("last", numbers.last().copied().unwrap_or(0) as i64)
                })?
        }
        Choice::Answer(answer) => *answer,
        Choice::Text(text) => {
            let matching: Vec<&Answer> = options
                .iter()
                .filter(|a| {
                    // The label in either language names it (a Russian player types
                    // "Пакистан").
                    Lang::ALL.iter().any(|lang| {
                        command::names_option(
                            text,
                            &render::option_label_lang(*lang, a),
                            &render::option_key(a),
                        )
                    })
                })
                .collect();
            match matching.as_slice() {
                [one] => **one,
                [] => return Err(not_an_option(text, options).into()),
                _ => {
                    return Err(Msg::new("reply-several-options")
                        .words("text", format!("{text:?}"))
                        .into());
                }
            }
        }
    })
}

/// A choice as the player typed it.
fn choice_text(choice: &Choice) -> String {
    match choice {
        Choice::Number(n) => n.to_string(),
        Choice::Answer(answer) => render::option_key(answer),
        Choice::Text(text) => text.clone(),
    }
}

/// The note to the sender when answers after a roll, or after a question the one-line play
/// did not answer, were not applied.
fn unapplied_note(
    lang: Lang,
    user: &str,
    typed: &[String],
    asked: Option<&super::shortcut::Asked>,
) -> Outbound {
    let count = typed.len();
    let text = match asked {
        Some(asked) => tr!(
            lang,
            "note-unapplied-question",
            question = asked.question.as_str(),
            example = asked.example.as_str(),
            count = count,
            typed = typed.join(", ")
        ),
        None => tr!(
            lang,
            "note-unapplied-roll",
            count = count,
            typed = typed.join(", ")
        ),
    };
    Outbound::Notice {
        user: user.to_string(),
        text,
    }
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
    thinking: &mut Thinking,
) -> Result<Reply, CommandError> {
    let mut game = tx.live_game(channel)?.ok_or(CommandError::NoGame)?;
    let side = seat_of(&game, user).ok_or(CommandError::NotSeated)?;
    your_turn(tx, &game, side, user)?;
    let in_play = super::refusal::card_in_play(&game.state);
    let reader = super::langs::reader_lang(tx, Some(game.id), user)?;
    let Resolved {
        answers,
        mut state,
        mut logs,
        last,
        unapplied,
        asked,
    } = match input {
        Input::Choices(choices) => resolve(&game.state, side, choices),
        Input::Play(play) => super::shortcut::resolve(reader, &game.state, side, play),
    }
    .map_err(|e| in_play_error(in_play, e))?;
    if let Some(last) = last {
        let more = state
            .apply_seeded(side, &Action::Answer(last))
            .map_err(|_| match refusal(&game.state, side, &answers) {
                refused @ CommandError::Internal(_) => refused,
                error => in_play_error(in_play, error),
            })?;
        logs.extend(more);
    }
    let action = match answers.as_slice() {
        [one] => Action::Answer(*one),
        answers => Action::Answers(answers.to_vec()),
    };
    let rng_before = game.state.rng.clone();
    let play = card_play(&game);
    game.state = state;
    let first_seq = tx.append_action(game.id, side, &Recorded::Action(action))?;
    let mut narration = Narration {
        logs,
        play,
        decider: Some(side),
        ..Narration::default()
    };
    run_policies(tx, &mut game, &mut narration, thinking)?;
    let last_seq = narration.appended.last().map_or(first_seq, |(_, seq)| *seq);
    let free = undo::is_free(side, &rng_before, &game.state, &narration.logs)
        && narration.appended.iter().all(|(s, _)| *s == side);
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
    let mut out = Vec::new();
    if !unapplied.is_empty() {
        out.push(unapplied_note(reader, user, &unapplied, asked.as_ref()));
    }
    finish(tx, game, narration, out).map(|(id, out)| (Some(id), out))
}

/// Refused unless the game goes on, both seats are taken and `side` (`user`) decides now.
fn your_turn(tx: &Tx<'_>, game: &GameRecord, side: Side, user: &str) -> Result<(), CommandError> {
    if game.state.outcome.is_some() {
        return Err(CommandError::GameOver);
    }
    if let Some(free) = [Side::Us, Side::Jihadist]
        .into_iter()
        .find(|s| *game.occupant(*s) == Occupant::Empty)
    {
        return Err(CommandError::SeatFree(free));
    }
    match game.state.pending().map(|d| d.side) {
        Some(waiting) if waiting != side => Err(CommandError::NotYourTurn {
            side: waiting,
            who: occupant_name(
                super::langs::reader_lang(tx, Some(game.id), user)?,
                game.occupant(waiting),
            ),
        }),
        None => Err(CommandError::Rule(RuleError::NothingPending)),
        Some(_) => Ok(()),
    }
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
        return Err(Msg::new("reply-resign-nobody")
            .words("side", side_key(!side))
            .into());
    }
    if !confirm {
        let reader = super::langs::reader_lang(tx, Some(game.id), user)?;
        return Ok((
            Some(game.id),
            vec![super::Outbound::Private {
                user: user.to_string(),
                text: tr!(
                    reader,
                    "reply-resign-confirm",
                    game = game.id,
                    side = side_key(!side)
                ),
            }],
        ));
    }
    let mut game = game;
    let entry = resign(&mut game.state, side);
    tx.append_action(game.id, side, &Recorded::Resign)?;
    let lang = super::langs::public_lang(tx, Some(game.id))?;
    let narration = Narration {
        logs: vec![entry],
        notes: vec![tr!(
            lang,
            "reply-resigns",
            user = user,
            side = side_key(side)
        )],
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
    thinking: &mut Thinking,
) -> Result<(), CommandError> {
    let lang = super::langs::public_lang(tx, Some(game.id))?;
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
                    let seq = tx.append_action(game.id, side, &Recorded::Action(action))?;
                    narration.appended.push((side, seq));
                    narration.logs.extend(logs);
                    continue;
                }
                None => return Ok(()),
            },
            Occupant::Empty => return Ok(()),
        };
        let Some(policy) = policy(&name) else {
            narration.notes.push(tr!(
                lang,
                "computer-unknown-policy",
                side = render::side_key(side),
                name = format!("{name:?}")
            ));
            return Ok(());
        };
        let seq = tx.action_count(game.id)? as u64;
        let seed = game.spec.seed ^ (seq + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // Its reason lines are public: the game's language.
        let decided = thinking.decide(policy, game.id, &game.state, side, seed, lang)?;
        let Some(decided) = decided else {
            narration
                .notes
                .push(tr!(lang, "computer-stuck", side = render::side_key(side)));
            return Ok(());
        };
        if !apply_computer(tx, game, narration, side, &name, decided)? {
            narration
                .notes
                .push(tr!(lang, "computer-stuck", side = render::side_key(side)));
            return Ok(());
        }
    }
    narration.notes.push(tr!(lang, "computer-too-many-steps"));
    Ok(())
}

/// Record a computer seat's answer; its reason line goes before the log entries it caused.
/// An option the engine lists but refuses is a rules bug: the other listed options are tried
/// in turn, without a reason. `false` when none is taken.
fn apply_computer(
    tx: &Tx<'_>,
    game: &mut GameRecord,
    narration: &mut Narration,
    side: Side,
    name: &str,
    decided: Decided,
) -> Result<bool, CommandError> {
    let others = game
        .state
        .pending()
        .map(|d| d.options.clone())
        .unwrap_or_default();
    let chosen = decided.answer;
    let tries = std::iter::once((chosen, decided.reason)).chain(
        others
            .into_iter()
            .filter(|a| *a != chosen)
            .map(|a| (a, None)),
    );
    for (answer, reason) in tries {
        let action = Action::Answer(answer);
        match game.state.apply_seeded(side, &action) {
            Ok(logs) => {
                let seq = tx.append_action(game.id, side, &Recorded::Action(action))?;
                narration.appended.push((side, seq));
                if let Some(line) = reason {
                    narration.reasons.push((narration.logs.len(), line));
                }
                narration.logs.extend(logs);
                return Ok(true);
            }
            Err(error) => eprintln!(
                "game {}: the {name} policy's answer {answer} was refused: {error}",
                game.id
            ),
        }
    }
    Ok(false)
}

/// Limit on computer answers in one command (a rules bug must not hang the bot).
pub(super) const POLICY_STEPS: usize = 20_000;

#[cfg(test)]
mod tests {
    use super::*;

    /// The Regime Change troop menu: `/lab choose 6` sends 6 troops, not the sixth option.
    #[test]
    fn a_number_names_a_count_by_itself() {
        let troops: Vec<Answer> = (6..=11).map(Answer::Count).collect();
        assert_eq!(
            match_choice(&Choice::Number(6), &troops).ok(),
            Some(Answer::Count(6))
        );
        assert_eq!(
            match_choice(&Choice::Number(11), &troops).ok(),
            Some(Answer::Count(11))
        );
        let Err(refusal) = match_choice(&Choice::Number(1), &troops) else {
            panic!("1 troop is not an option here");
        };
        assert_eq!(
            refusal.text(Lang::En),
            "there is no option 1: choose 6 to 11"
        );
        assert_eq!(
            refusal.text(Lang::Ru),
            "варианта 1 нет: выберите от 6 до 11"
        );
    }
}
