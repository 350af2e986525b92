//! The game's story (the after-action report): at a game's end with the final board, and on
//! request (`/lab game report`) at any point of a game. A stored game's set-up and action
//! log are replayed (they reproduce the game exactly), and each step is told to
//! [`Story`] as the channel saw it: the Observer's view and the log entries the Observer
//! sees. Nothing hidden reaches it (docs/hidden-information.md).

use labyrinth_engine::{GameState, LogEntry, Seat, SeededDice, SetupSpec, Side};

use super::replay::apply_recorded;
use super::{CommandError, Msg, Outbound, ReplayError, seat_of};
use crate::i18n::Lang;
use crate::render::report::{Meta, Report, Story};
use crate::store::{GameRecord, Recorded, StoreError, Tx};

/// The story of a game: its set-up, then every action of its log, each step as the
/// channel saw it, under the `format_version` the game began under.
pub fn story(
    spec: &SetupSpec,
    format_version: u32,
    actions: &[(Side, Recorded)],
) -> Result<Story, ReplayError> {
    told(spec, format_version, actions).map(|(story, _)| story)
}

/// [`story`], and the game it replayed to. The solitaire bot's cards are replayed one at
/// a time (the engine's stepwise play, the same steps and dice as `apply`), so the tracks
/// are seen after each of them and not only when the next decision comes.
fn told(
    spec: &SetupSpec,
    format_version: u32,
    actions: &[(Side, Recorded)],
) -> Result<(Story, GameState), ReplayError> {
    let mut rng = SeededDice::new(spec.seed);
    let mut state = GameState::new_stepwise_as(spec, format_version, &mut rng)?;
    let mut story = Story::begin(&state.view(Seat::Observer));
    bot_cards(&mut state, &mut rng, &mut story);
    state.rng = rng;
    for (seq, (side, entry)) in actions.iter().enumerate() {
        let Recorded::Action(action) = entry else {
            let entries = apply_recorded(&mut state, seq + 1, *side, entry)?;
            tell(&mut story, &entries, &state);
            continue;
        };
        let mut rng = state.rng.clone();
        // Answers that would run on past a bot card (stepwise stops before it, with nothing
        // pending for the next answer) are applied whole: a refused action changes nothing.
        let entries = match state.apply_stepwise(*side, action, &mut rng) {
            Ok(entries) => entries,
            Err(_) => {
                rng = state.rng.clone();
                state
                    .apply(*side, action, &mut rng)
                    .map_err(|error| ReplayError::Rule {
                        seq: seq + 1,
                        error,
                    })?
            }
        };
        tell(&mut story, &entries, &state);
        bot_cards(&mut state, &mut rng, &mut story);
        state.rng = rng;
    }
    Ok((story, state))
}

/// The solitaire bot's cards due now, one at a time (none when it has none to play).
fn bot_cards(state: &mut GameState, rng: &mut SeededDice, story: &mut Story) {
    while let Ok(entries) = state.bot_card(rng) {
        tell(story, &entries, state);
    }
}

/// One step as the channel saw it. A step that logged nothing changed nothing the story
/// follows.
fn tell(story: &mut Story, entries: &[LogEntry], state: &GameState) {
    if !entries.is_empty() {
        story.record(entries, &state.view(Seat::Observer));
    }
}

/// The report of a stored game, in the game's language.
pub(super) fn of_game(tx: &Tx<'_>, game: &GameRecord) -> Result<Report, CommandError> {
    let lang = super::langs::public_lang(tx, Some(game.id))?;
    let actions = tx.actions(game.id)?;
    let story = story(&game.spec, game.state.format_version, &actions).map_err(|e| match e {
        ReplayError::Store(e) => CommandError::Store(e),
        other => Msg::new("reply-report-no-replay")
            .number("game", game.id)
            .words("error", other.to_string())
            .into(),
    })?;
    Ok(Report::new(story, meta(tx, game, lang)?, lang))
}

/// Who played and when, in `lang`.
fn meta(tx: &Tx<'_>, game: &GameRecord, lang: Lang) -> Result<Meta, StoreError> {
    let (started, ended) = match tx.game_dates(game.id)? {
        Some((started, ended)) => (Some(started), Some(ended)),
        None => (None, None),
    };
    Ok(Meta {
        game: Some(game.id),
        us: super::occupant_name(lang, &game.us),
        jihadist: super::occupant_name(lang, &game.jihadist),
        started,
        ended,
        abandoned: game.abandoned_by.is_some(),
    })
}

/// At the end of a game (the command's log ends it): its report, to the channel. A story
/// that cannot be told is noted in the server's log and the command goes on without it.
pub(super) fn at_end(tx: &Tx<'_>, game: &GameRecord, logs: &[LogEntry]) -> Vec<Outbound> {
    if !logs.iter().any(|e| matches!(e, LogEntry::GameOver { .. })) {
        return Vec::new();
    }
    match of_game(tx, game) {
        Ok(report) => vec![outbound(None, report)],
        Err(e) => {
            eprintln!("game {}: no report at its end: {e:?}", game.id);
            Vec::new()
        }
    }
}

pub(super) fn outbound(to: Option<String>, report: Report) -> Outbound {
    Outbound::Report {
        to,
        text: report.message(),
        report: Box::new(report),
    }
}

/// `/lab game report`: game `id` (of this server, or one the sender played), else this
/// channel's game, in progress or its latest; only to the sender.
pub(super) fn report(
    tx: &Tx<'_>,
    channel: &str,
    user: &str,
    id: Option<i64>,
    server: Option<&str>,
) -> Result<Vec<Outbound>, CommandError> {
    let game = match id {
        Some(id) => {
            let game = tx.game(id)?.ok_or(CommandError::NoSuchGame(id))?;
            let here = server.is_some() && game.server.as_deref() == server;
            let played = seat_of(&game, user).is_some() || game.creator == user;
            if !(here || played) {
                return Err(Msg::new("reply-report-elsewhere").number("game", id).into());
            }
            game
        }
        None => tx.latest_game(channel)?.ok_or(CommandError::NoGame)?,
    };
    let report = of_game(tx, &game)?;
    Ok(vec![outbound(Some(user.to_string()), report)])
}

impl super::App {
    /// The report of stored game `id` (`labyrinth replay --report`), in `lang` or the
    /// game's language.
    pub fn report_game(&mut self, id: i64, lang: Option<Lang>) -> Result<Report, CommandError> {
        let tx = self.store.read()?;
        let game = tx.game(id)?.ok_or(CommandError::NoSuchGame(id))?;
        let mut report = of_game(&tx, &game)?;
        if let Some(lang) = lang {
            report.meta = meta(&tx, &game, lang)?;
            report.lang = lang;
        }
        Ok(report)
    }
}

/// The report of a checked export (`labyrinth replay --file F --report`), in `lang`.
pub fn of_export(
    checked: &super::export::import::Checked,
    lang: Lang,
) -> Result<Report, ReplayError> {
    let export = &checked.export;
    let full = export
        .full
        .as_ref()
        .ok_or(ReplayError::NoGame(export.game.id))?;
    let story = story(&full.spec, full.state.format_version, &checked.actions)?;
    let meta = Meta {
        game: Some(export.game.id),
        us: export.game.us.name(lang),
        jihadist: export.game.jihadist.name(lang),
        started: None,
        ended: None,
        abandoned: export.game.abandoned_by.is_some(),
    };
    Ok(Report::new(story, meta, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use labyrinth_engine::{Action, FORMAT_VERSION, Scenario};

    /// Solitaire as the US, the heuristic policy playing the US to the end: the story ends
    /// with the victory, its samples end where the game's tracks are, and its times run
    /// forward.
    #[test]
    fn a_replayed_game_tells_its_story_to_the_end() {
        let spec = SetupSpec {
            scenario: Scenario::LetsRoll,
            players: labyrinth_engine::Players::Solitaire,
            ideology: Default::default(),
            game_length: 1,
            seed: 11,
            mini_decks: false,
        };
        let played = crate::sim::play_game(&spec).unwrap();
        let actions: Vec<(Side, Recorded)> = played
            .answers
            .iter()
            .map(|a| (Side::Us, Recorded::Action(Action::Answer(*a))))
            .collect();
        let (story, state) = told(&spec, FORMAT_VERSION, &actions).unwrap();
        // Step by step, the same game as the replay `labyrinth replay` makes.
        assert!(state == crate::app::replay(&spec, FORMAT_VERSION, &actions).unwrap());
        assert!(state == played.game);
        let end = crate::render::report::Tracks::of(&played.game.view(Seat::Observer));
        assert_eq!(story.last(), end);
        assert_eq!(story.outcome, played.game.outcome);
        assert!(matches!(
            story.moments.last().map(|m| m.what),
            Some(crate::render::report::Happening::Victory(_))
        ));
        let xs: Vec<f32> = story.samples.iter().map(|s| story.x(s.at)).collect();
        assert!(xs.windows(2).all(|w| w[0] <= w[1]), "{xs:?}");
        assert!(story.span() >= f32::from(played.game.turn) - 1.0);
    }
}
