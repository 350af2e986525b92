//! # labyrinth-engine
//!
//! The rules of *Labyrinth: The War on Terror* (GMT Games, 2nd edition) as a pure,
//! deterministic library: no I/O, no clock, no global RNG. Every input the game waits for is
//! a [`Decision`] with its complete list of legal [`Answer`]s; [`GameState::apply`] checks an
//! answer with the same code that listed it and leaves the state unchanged on error.
//!
//! ```
//! use labyrinth_engine::{
//!     Action, Answer, DecisionKind, GameState, Scenario, ScriptedDice, SetupSpec, Side,
//! };
//!
//! let spec = SetupSpec { scenario: Scenario::LetsRoll, players: Default::default(),
//!                        ideology: Default::default(), game_length: 1, seed: 7,
//!                        mini_decks: false };
//! let mut game = GameState::new_seeded(&spec).unwrap();
//! let decision = game.pending().unwrap().clone();
//! assert_eq!(decision.side, Side::Jihadist);            // 3.2 the Jihadist acts first
//! let first = decision.options[0];                        // a card from the hand
//! let Answer::Card(card) = first else { panic!("a card first") };
//! game.apply_seeded(Side::Jihadist, &Action::Answer(first)).unwrap();
//! // 6.0 the Jihadist next says how that card is used: event, operations or Reserves.
//! let next = game.pending().unwrap();
//! assert_eq!(next.side, Side::Jihadist);
//! assert_eq!(next.kind, DecisionKind::CardUse { card });
//! // A side that is not asked is refused, and nothing changes.
//! let before = serde_json::to_string(&game).unwrap();
//! let mut dice = ScriptedDice::new([]);
//! assert!(game.apply(Side::Us, &Action::Answer(first), &mut dice).is_err());
//! assert_eq!(before, serde_json::to_string(&game).unwrap());
//! ```

mod action;
mod adjust;
mod adjustment;
mod available_plots;
pub mod bot;
mod cx;
mod decision;
mod deck;
mod dice;
mod distance;
mod effects;
mod error;
pub mod events;
pub mod fixed;
pub mod fixture;
mod log;
mod ops;
mod play;
mod plots;
mod possible_game;
mod seats;
mod sequence;
mod setup;
mod side_view;
pub mod solitaire;
mod start;
mod state;
pub mod types;
mod validate;
mod victory;
mod view;

pub use action::Action;
pub use adjustment::{Adjustment, Zone};
pub use decision::{
    Answer, CardUse, CellKind, Decision, DecisionKind, EventQuestion, MapPlot, Op, Order, Plot,
    Purpose,
};
pub use dice::{Dice, ScriptedDice, SeededDice};
pub use error::{ErrorArg, ErrorKey, Reason, RuleError};
pub use fixed::Fixed;
pub use log::{
    AnswerRule, BotDecision, BotPurpose, BotReason, BotRule, BotTable, DiplomacyStep, LogEntry,
    RadicalizeStep, RollKind, Tie,
};
pub use ops::jihadist::jihad::{major_jihad_eligible, major_jihad_margin};
pub use ops::jihadist::travel::TravelChance;
pub use ops::us::woi::{
    WarOfIdeasOdds, chance as war_of_ideas_chance, modifiers as war_of_ideas_modifiers,
};
pub use setup::{NewGameLogged, SetupError, SetupSpec};
pub use side_view::SideView;
pub use state::{
    CELLS_TOTAL, COUNTRIES, Cards, CountryState, FORMAT_VERSION, GameState, Ideology, Lapsing,
    MapPlots, Markers, Outcome, Pending, Phase, PhaseRecord, Pieces, PiecesOver, Players, Plots,
    RegimeChange, Scenario, Step, TROOPS_TOTAL, Tally, VictoryReason, WorldPosture,
};
pub use types::{
    Alignment, Association, BySide, CardId, Country, CountryKind, CountrySet, Funding, Governance,
    Marker, OffTrack, Posture, Prestige, Reserves, Seat, Side, WarOfIdeasModifier,
};
pub use validate::InvalidState;
pub use victory::{end_of_deck_tally, end_of_deck_winner, instant_victory};
pub use view::{CountryView, PendingView, TravelView, View, WarOfIdeasView};
