//! What a transport asks the app besides commands: autocomplete suggestions, the game a
//! button names, and the confirmation of an irreversible act. Transports never read the
//! store nor repeat the app's seat and turn checks.

use labyrinth_engine::{Answer, CardId};

use super::langs::scenario_named;
use super::{
    About, App, ClaimHow, Command, CommandError, Outbound, claim, manage, play, seat, seat_of,
};
use crate::i18n::Lang;
use crate::render;
use crate::store::{GameRecord, Status, StoreError, Tx};
use crate::tr;

/// The result of a button press: the game's channel and the command's messages.
#[derive(Debug)]
pub struct Pressed {
    pub channel: String,
    pub outbound: Vec<Outbound>,
    /// The label of the option or act chosen.
    pub chosen: Option<String>,
    /// The live game, the languages and the outbox rows, as the command left them.
    pub about: About,
}

/// An irreversible act, confirmed by a button (its code goes into the button's id).
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub enum Act {
    Resign,
    Abandon,
    /// `claim`: the silent side resigns.
    ClaimWin,
    /// `claim`: the game ends without a winner.
    ClaimAbandon,
    /// `claim`: the computer takes the silent seat and the game goes on.
    ClaimContinue,
}

impl Act {
    const ALL: [Act; 5] = [
        Act::Resign,
        Act::Abandon,
        Act::ClaimWin,
        Act::ClaimAbandon,
        Act::ClaimContinue,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Act::Resign => "resign",
            Act::Abandon => "abandon",
            Act::ClaimWin => "claim",
            Act::ClaimAbandon => "claim-abandon",
            Act::ClaimContinue => "claim-continue",
        }
    }

    pub fn parse(code: &str) -> Option<Act> {
        Act::ALL.into_iter().find(|a| a.code() == code)
    }

    /// Its button's label in `lang`.
    pub fn label(self, lang: Lang) -> String {
        let key = match self {
            Act::Resign => "reply-act-resign",
            Act::Abandon => "reply-act-abandon",
            Act::ClaimWin => "reply-act-claim-win",
            Act::ClaimAbandon => "reply-act-claim-abandon",
            Act::ClaimContinue => "reply-act-claim-continue",
        };
        tr!(lang, key)
    }
}

/// The question before an irreversible act: the game and its version when asked (a press
/// after the game has changed is refused), and the acts offered.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct Confirmation {
    pub game: i64,
    pub version: i64,
    pub text: String,
    pub acts: Vec<Act>,
    /// The language of the question and its buttons (the asker's).
    pub lang: Lang,
}

impl App {
    /// `f` in a read transaction; a store failure is logged and reads as nothing.
    fn look<T: Default>(&mut self, f: impl FnOnce(&Tx<'_>) -> Result<T, StoreError>) -> T {
        match self.store.read().and_then(|tx| f(&tx)) {
            Ok(value) => value,
            Err(e) => {
                eprintln!("database read failed: {e}");
                T::default()
            }
        }
    }

    fn live(&mut self, channel: &str) -> Option<GameRecord> {
        self.look(|tx| tx.live_game(channel))
    }

    /// The id of the live game in `channel`.
    pub fn live_game_id(&mut self, channel: &str) -> Option<i64> {
        self.look(|tx| Ok(tx.live_header(channel)?.map(|h| h.id)))
    }

    /// The cards in `user`'s hand in the live game of `channel` (autocomplete).
    pub fn hand_cards(&mut self, channel: &str, user: &str) -> Vec<CardId> {
        let Some(game) = self.live(channel) else {
            return Vec::new();
        };
        let Some(side) = seat_of(&game, user) else {
            return Vec::new();
        };
        game.state.view(seat(side)).hand.unwrap_or_default()
    }

    /// The legal options of `user`'s pending decision after answering `path` (autocomplete;
    /// see [`options_after`](super::options_after)).
    pub fn options_after_path(
        &mut self,
        channel: &str,
        user: &str,
        path: &[Answer],
    ) -> Vec<Answer> {
        let Some(game) = self.live(channel) else {
            return Vec::new();
        };
        let Some(side) = seat_of(&game, user) else {
            return Vec::new();
        };
        super::options_after(&game.state, side, path)
    }

    /// `user`'s games in progress, each with a short label (the `game:` autocomplete).
    pub fn games_of(&mut self, user: &str) -> Vec<(i64, String)> {
        self.look(|tx| {
            // The user's own language (a list across games), else English.
            let lang = tx.user_language(user)?.unwrap_or_default();
            let mut out = Vec::new();
            for id in tx.live_games_of(user, 25)? {
                if let Some(h) = tx.header(id)? {
                    let scenario = scenario_named(lang, &h.scenario);
                    out.push((id, format!("#{id} {scenario}")));
                }
            }
            Ok(out)
        })
    }

    /// A button or menu answer to game `game` as it stood at `version`. Who may answer is
    /// checked before the pressed option is looked up: a forged component id from someone
    /// who does not hold the decision learns nothing about its options (a hand).
    pub fn answer_prompt(
        &mut self,
        game: i64,
        version: i64,
        key: &str,
        user: &str,
    ) -> Result<Pressed, String> {
        let Some(record) = self.look(|tx| tx.game(game)) else {
            let lang = self.reader_lang("", user);
            return Err(tr!(lang, "reply-game-gone", game = game));
        };
        let lang = self.reader_lang(&record.channel, user);
        let stale = || tr!(lang, "reply-prompt-stale");
        let side = seat_of(&record, user).ok_or_else(|| tr!(lang, "reply-prompt-not-seated"))?;
        let deciding = record.state.pending().map(|d| d.side);
        if deciding != Some(side) || record.status == Status::Finished {
            return Err(tr!(lang, "reply-prompt-not-yours"));
        }
        if record.version != version {
            return Err(stale());
        }
        let answer = record
            .state
            .pending()
            .and_then(|d| {
                d.options
                    .iter()
                    .find(|a| render::option_key(a) == key)
                    .copied()
            })
            .ok_or_else(stale)?;
        // `At`: the command checks the version again inside its transaction.
        let command = Command::At {
            version,
            command: Box::new(Command::Choose {
                choices: vec![super::Choice::Answer(answer)],
            }),
        };
        let served = self.serve(&record.channel, user, command);
        Ok(Pressed {
            channel: record.channel,
            outbound: served.outbound,
            chosen: Some(render::option_label_in_lang(
                lang,
                &record.state.view(seat(side)),
                &answer,
            )),
            about: served.about,
        })
    }

    /// `/lab hand` in game `game`'s channel (the "show my hand" button).
    pub fn hand_in(&mut self, game: i64, user: &str) -> Result<Pressed, String> {
        let Some(header) = self.look(|tx| tx.header(game)) else {
            let lang = self.reader_lang("", user);
            return Err(tr!(lang, "reply-game-gone", game = game));
        };
        let served = self.serve(&header.channel, user, Command::Hand);
        Ok(Pressed {
            channel: header.channel,
            outbound: served.outbound,
            chosen: None,
            about: served.about,
        })
    }

    /// The question before `command` (resign, abandon, claim), after the very checks the
    /// act makes: it is run in a transaction that is rolled back, so nothing changes and a
    /// refusal reads exactly as the act's own.
    pub fn confirmation(
        &mut self,
        channel: &str,
        user: &str,
        command: &Command,
    ) -> Result<Confirmation, String> {
        let lang = self.reader_lang(channel, user);
        let tx = self
            .store
            .begin()
            .map_err(|e| CommandError::from(e).user_text(lang))?;
        let asked = (|| -> Result<Confirmation, CommandError> {
            let header = match command {
                Command::AbandonGame { game, .. } => tx
                    .header(*game)?
                    .filter(|h| h.status != Status::Finished)
                    .ok_or(CommandError::NoSuchGame(*game))?,
                _ => tx.live_header(channel)?.ok_or(CommandError::NoGame)?,
            };
            let (game, version) = (header.id, header.version);
            let scenario = scenario_named(lang, &header.scenario);
            let (text, acts) = match command {
                Command::Resign { .. } => {
                    play::resign_game(&tx, channel, user, true)?;
                    let text = tr!(
                        lang,
                        "reply-confirm-resign",
                        game = game,
                        scenario = scenario
                    );
                    (text, vec![Act::Resign])
                }
                Command::Claim { .. } => {
                    // Its checks only: a win runs no computer player.
                    let mut inline = super::thinking::Thinking::default();
                    claim::claim(&tx, channel, user, ClaimHow::Win, &mut inline)?;
                    let text = tr!(
                        lang,
                        "reply-confirm-claim",
                        game = game,
                        scenario = scenario
                    );
                    (
                        text,
                        vec![Act::ClaimWin, Act::ClaimAbandon, Act::ClaimContinue],
                    )
                }
                Command::Abandon { admin } => {
                    manage::abandon(&tx, channel, user, *admin)?;
                    (abandon_text(lang, game, &scenario), vec![Act::Abandon])
                }
                Command::AbandonGame {
                    game: id,
                    admin,
                    server,
                } => {
                    manage::abandon_by_id(&tx, channel, user, *id, *admin, server.as_deref())?;
                    (abandon_text(lang, game, &scenario), vec![Act::Abandon])
                }
                other => {
                    return Err(CommandError::Internal(format!(
                        "{other:?} is not confirmed"
                    )));
                }
            };
            Ok(Confirmation {
                game,
                version,
                text,
                acts,
                lang,
            })
        })();
        // Dropped without commit: rolled back.
        drop(tx);
        asked.map_err(|e| e.user_text(lang))
    }

    /// A confirmation's button, pressed in `here`: the act on game `game`, refused if the
    /// game changed since `version` (an abandon goes ahead: it also ends broken games).
    #[allow(
        clippy::too_many_arguments,
        reason = "what the press carries, and who pressed"
    )]
    pub fn confirmed(
        &mut self,
        here: &str,
        user: &str,
        game: i64,
        version: i64,
        act: Act,
        admin: bool,
        server: Option<String>,
    ) -> Result<Pressed, String> {
        let lang = self.reader_lang(here, user);
        let header = self
            .look(|tx| tx.header(game))
            .ok_or_else(|| tr!(lang, "reply-game-gone", game = game))?;
        let (channel, command) = match act {
            Act::Abandon => (
                here.to_string(),
                Command::AbandonGame {
                    game,
                    admin,
                    server,
                },
            ),
            Act::Resign | Act::ClaimWin | Act::ClaimAbandon | Act::ClaimContinue => {
                let command = match act {
                    Act::Resign => Command::Resign { confirm: true },
                    Act::ClaimAbandon => Command::Claim {
                        how: ClaimHow::Abandon,
                    },
                    Act::ClaimContinue => Command::Claim {
                        how: ClaimHow::Computer,
                    },
                    _ => Command::Claim { how: ClaimHow::Win },
                };
                let at = Command::At {
                    version,
                    command: Box::new(command),
                };
                (header.channel, at)
            }
        };
        let served = self.serve(&channel, user, command);
        Ok(Pressed {
            channel,
            outbound: served.outbound,
            chosen: Some(act.label(lang)),
            about: served.about,
        })
    }
}

fn abandon_text(lang: Lang, game: i64, scenario: &str) -> String {
    tr!(
        lang,
        "reply-confirm-abandon",
        game = game,
        scenario = scenario
    )
}

#[cfg(test)]
mod tests {
    use labyrinth_engine::Side;

    use super::*;
    use crate::app::{Mode, NewGame, SeedPolicy};

    /// A forged component id learns nothing: whoever does not hold the decision gets the same
    /// refusal whether the pressed key is one of its options (a card in the Jihadist's hand)
    /// or not, before the options are looked at.
    #[test]
    fn a_press_checks_seat_and_turn_before_the_option() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = App::open(&dir.path().join("games.db"))
            .unwrap()
            .with_seed_policy(SeedPolicy::Chosen);
        let channel = "920000000000000001";
        let new = Command::New(NewGame {
            mode: Mode::TwoPlayer,
            seed: Some(3),
            ..NewGame::default()
        });
        app.handle(channel, "<@1>", new);
        app.handle(channel, "<@2>", Command::Join);
        let game = app.live(channel).unwrap();
        let decision = game.state.pending().unwrap().clone();
        assert_eq!(decision.side, Side::Jihadist, "<@2> decides");
        let held = render::option_key(&decision.options[0]);
        let not_held = (1..=120u8)
            .filter_map(CardId::new)
            .map(|c| render::option_key(&Answer::Card(c)))
            .find(|key| {
                !decision
                    .options
                    .iter()
                    .any(|a| render::option_key(a) == *key)
            })
            .unwrap();
        for user in ["<@1>", "<@3>"] {
            let replies: Vec<String> = [&held, &not_held]
                .into_iter()
                .map(
                    |key| match app.answer_prompt(game.id, game.version, key, user) {
                        Ok(pressed) => format!("{:?}", pressed.outbound),
                        Err(refusal) => refusal,
                    },
                )
                .collect();
            assert_eq!(replies[0], replies[1], "{user}");
            assert!(replies[0].contains("not yours"), "{user}: {}", replies[0]);
        }
        assert_eq!(app.live(channel).unwrap().version, game.version);
    }

    /// The question before resigning is refused as the act itself would be, and changes
    /// nothing; the confirmed act checks the version it was asked at.
    #[test]
    fn a_confirmation_checks_like_the_act_and_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = App::open(&dir.path().join("games.db"))
            .unwrap()
            .with_seed_policy(SeedPolicy::Chosen);
        let channel = "1";
        let resign = Command::Resign { confirm: false };
        assert!(
            app.confirmation(channel, "<@1>", &resign)
                .unwrap_err()
                .contains("no game")
        );
        let new = Command::New(NewGame {
            seed: Some(3),
            ..NewGame::default()
        });
        app.handle(channel, "<@1>", new);
        let refused = app.confirmation(channel, "<@1>", &resign).unwrap_err();
        assert!(refused.contains("no one to concede to"), "{refused}");
        app.handle(channel, "<@2>", Command::Join);
        assert!(
            app.confirmation(channel, "<@3>", &resign)
                .unwrap_err()
                .contains("not seated")
        );
        let before = app.live(channel).unwrap().version;
        let asked = app.confirmation(channel, "<@1>", &resign).unwrap();
        assert_eq!(
            (asked.version, asked.acts.as_slice()),
            (before, &[Act::Resign][..])
        );
        assert_eq!(
            app.live(channel).unwrap().version,
            before,
            "nothing changed"
        );
        let claim = app.confirmation(channel, "<@1>", &Command::Claim { how: ClaimHow::Win });
        assert!(claim.unwrap_err().contains("7 days"));
        let pressed = app
            .confirmed(
                channel,
                "<@1>",
                asked.game,
                asked.version,
                Act::Resign,
                false,
                None,
            )
            .unwrap();
        assert!(
            pressed
                .outbound
                .iter()
                .any(|m| m.text().contains("Game over")),
            "{pressed:?}"
        );
        for act in Act::ALL {
            assert_eq!(Act::parse(act.code()), Some(act));
        }
    }
}
