//! Why a command was refused: [`CommandError`] and its text in the reader's language.

use labyrinth_engine::{RuleError, SetupError, Side};

use super::{CLAIM_AFTER_DAYS, Msg, StoreError, clock, refusal};

/// Why a command was refused (shown to its sender only, in their language:
/// [`CommandError::text`]; `Display` is the English).
#[derive(Debug)]
pub enum CommandError {
    NoGame,
    GameExists(i64),
    NotSeated,
    NotYourTurn {
        side: Side,
        who: String,
    },
    SeatFree(Side),
    AlreadySeated(Side),
    NoFreeSeat,
    GameOver,
    StaleView {
        seen: i64,
        now: i64,
    },
    NothingToUndo,
    NotYourMove {
        who: String,
    },
    UndoAlreadyAsked {
        who: String,
    },
    NotCreator {
        game: i64,
        creator: String,
    },
    NoSuchGame(i64),
    /// The decision has waited `waited` seconds, short of [`CLAIM_AFTER_DAYS`].
    TooSoonToClaim {
        side: Side,
        who: String,
        waited: f64,
    },
    NothingToClaim,
    NothingToRetake,
    RetakeAlreadyAsked {
        who: String,
    },
    Internal(String),
    /// A refusal by message key, written in the reader's language.
    Refused(Msg),
    Rule(RuleError),
    /// A refusal in the middle of a card play: the card and the way back.
    InPlay {
        card: labyrinth_engine::CardId,
        error: Box<CommandError>,
    },
    Setup(SetupError),
    Store(StoreError),
    /// Not a refusal: the command stopped, with nothing changed, for a computer player to
    /// think outside the app's lock (`app::serve_shared`), and runs again once it has.
    Think(Box<super::Job>),
}

impl From<StoreError> for CommandError {
    fn from(e: StoreError) -> Self {
        CommandError::Store(e)
    }
}

impl From<Msg> for CommandError {
    fn from(m: Msg) -> Self {
        CommandError::Refused(m)
    }
}

impl std::error::Error for CommandError {}

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(crate::i18n::Lang::En))
    }
}

impl CommandError {
    /// The refusal in `lang` (`locales/*/app.ftl`, the engine's in `errors.ftl`).
    pub fn text(&self, lang: crate::i18n::Lang) -> String {
        use CommandError as E;
        let msg = match self {
            E::NoGame => Msg::new("app-no-game"),
            E::GameExists(game) => Msg::new("app-game-exists").number("game", *game),
            E::NotSeated => Msg::new("app-not-seated"),
            E::NotYourTurn { side, who } => Msg::new("app-not-your-turn")
                .with("side", *side)
                .words("who", who),
            E::SeatFree(side) => Msg::new("app-seat-free").with("side", *side),
            E::AlreadySeated(side) => Msg::new("app-already-seated").with("side", *side),
            E::NoFreeSeat => Msg::new("app-no-free-seat"),
            E::GameOver => Msg::new("app-game-over"),
            E::StaleView { seen, now } => Msg::new("app-stale-view")
                .number("seen", *seen)
                .number("now", *now),
            E::NothingToUndo => Msg::new("app-nothing-to-undo"),
            E::NotYourMove { who } => Msg::new("app-not-your-move").words("who", who),
            E::UndoAlreadyAsked { who } => Msg::new("app-undo-already-asked").words("who", who),
            E::NotCreator { game, creator } => Msg::new("app-not-creator")
                .number("game", *game)
                .words("creator", creator),
            E::NoSuchGame(game) => Msg::new("app-no-such-game").number("game", *game),
            E::TooSoonToClaim { side, who, waited } => Msg::new("app-too-soon-to-claim")
                .with("side", *side)
                .words("who", who)
                .words("waited", clock::duration_in(lang, *waited))
                .number("days", CLAIM_AFTER_DAYS.into()),
            E::NothingToClaim => Msg::new("app-nothing-to-claim"),
            E::NothingToRetake => Msg::new("app-nothing-to-retake"),
            E::RetakeAlreadyAsked { who } => Msg::new("app-retake-already-asked").words("who", who),
            E::Internal(detail) => Msg::new("app-internal").words("detail", detail),
            E::Refused(msg) => msg.clone(),
            E::Rule(error) => return refusal::rule_text_in(lang, error),
            E::InPlay { card, error } => Msg::new("app-in-play")
                .words("error", error.text(lang))
                .with("card", *card),
            E::Setup(error) => return error.to_string(),
            E::Store(error) => return error.to_string(),
            // Never shown: `App::serve` runs it again once thought (an `Internal` if not).
            E::Think(_) => Msg::new("app-internal").words("detail", "think"),
        };
        msg.text(lang)
    }

    /// What the user reads, in `lang`. Store failures are logged in full and shown as an
    /// apology.
    pub(crate) fn user_text(&self, lang: crate::i18n::Lang) -> String {
        match self {
            CommandError::Store(StoreError::Stale { game, expected }) => {
                Msg::new("app-store-stale")
                    .number("game", *game)
                    .number("expected", *expected)
                    .text(lang)
            }
            CommandError::Store(StoreError::Broken { game, problem }) => {
                Msg::new("app-store-broken")
                    .number("game", *game)
                    .words("problem", problem)
                    .text(lang)
            }
            CommandError::Store(_) => Msg::new("app-store-failed").text(lang),
            other => format!("⚠️ {}", other.text(lang)),
        }
    }
}
