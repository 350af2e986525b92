//! Actions: one answer, or a path of answers given at once (a compound command).

use serde::{Deserialize, Serialize};

use crate::decision::Answer;
use crate::state::Players;

/// What a side sends to the engine. Every variant is documented with its JSON in
/// `engine/README.md`.
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Answer the pending decision: `{"answer": {"country": "pakistan"}}`.
    Answer(Answer),
    /// A path of answers, each checked by the same code as if sent one at a time; all or
    /// nothing: `{"answers": [{"card": 45}, {"use": "operations"}, {"op": "war_of_ideas"}, {"country": "pakistan"}]}`.
    Answers(Vec<Answer>),
    /// An agreed change to the position, between decisions (`adjust`); it answers no
    /// decision: `{"adjust": {"prestige": 5}}`.
    Adjust(crate::adjustment::Adjustment),
    /// The Jihadist seat changes hands in a game in progress: `{"players": "solitaire"}`
    /// (the section 9 bot takes over from a person who left), `{"players": "two_player"}`
    /// (the person takes it back). Sent for the Jihadist side (`seats.rs`).
    Players(Players),
}

impl Action {
    /// The answers given (none for an adjustment).
    pub fn answers(&self) -> &[Answer] {
        match self {
            Action::Answer(answer) => std::slice::from_ref(answer),
            Action::Answers(answers) => answers,
            Action::Adjust(_) => &[],
            Action::Players(_) => &[],
        }
    }
}
