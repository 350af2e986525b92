//! 3.0 Set-up: the four scenarios (data/scenarios.json), game length, and special steps.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::cx::{Cx, Run};
use crate::decision::{DecisionKind, Purpose};
use crate::dice::{Dice, SeededDice};
use crate::error::Refusal;
use crate::log::LogEntry;
use crate::state::{GameState, Ideology, Pieces, Players, RegimeChange, Scenario, Step};
use crate::types::{
    Alignment, CardId, Country, Funding, Governance, Marker, Posture, Prestige, Side,
};

const SCENARIOS_JSON: &str = include_str!("../../data/scenarios.json");

/// Unvalidated choices for a new game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SetupSpec {
    pub scenario: Scenario,
    #[serde(default)]
    pub players: Players,
    #[serde(default)]
    pub ideology: Ideology,
    /// 3.3 1 (Standard), 2 (Tournament Final) or 3 (Campaign) decks.
    #[serde(default = "one")]
    pub game_length: u8,
    /// Seed of the game's own dice stream.
    #[serde(default)]
    pub seed: u64,
    /// 9.2 OPTIONAL solitaire mini-decks.
    #[serde(default)]
    pub mini_decks: bool,
}

fn one() -> u8 {
    1
}

impl SetupSpec {
    /// `scenario` with its dice seeded by `seed`, and what a saved set-up leaves out takes
    /// the same value as there: two players, Normal Ideology, one deck, no mini-decks. Other
    /// choices update it: `SetupSpec { players: Players::Solitaire, ..SetupSpec::new(s, 1) }`.
    pub fn new(scenario: Scenario, seed: u64) -> SetupSpec {
        SetupSpec {
            scenario,
            players: Players::default(),
            ideology: Ideology::default(),
            game_length: one(),
            seed,
            mini_decks: false,
        }
    }
}

/// Every problem found in a set-up, at once.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid set-up: {}", problems.join("; "))]
pub struct SetupError {
    pub problems: Vec<String>,
}

#[derive(Deserialize)]
struct ScenarioFile {
    scenarios: Vec<ScenarioData>,
}

#[derive(Deserialize)]
struct ScenarioData {
    id: String,
    prestige: Prestige,
    us_posture: Posture,
    funding: Funding,
    countries: Vec<ScenarioCountry>,
    non_muslim_postures_at_setup: std::collections::BTreeMap<String, Posture>,
    event_box_markers: Vec<String>,
    cards_removed: Vec<RemovedCard>,
}

#[derive(Deserialize)]
struct RemovedCard {
    number: u8,
}

#[derive(Deserialize)]
struct ScenarioCountry {
    id: String,
    governance: Option<Governance>,
    alignment: Option<Alignment>,
    posture: Option<Posture>,
    troops: u8,
    sleeper_cells: u8,
    active_cells: u8,
    cadre: bool,
    aid: u8,
    besieged_regime: bool,
    regime_change: Option<RegimeChange>,
    markers: Vec<String>,
}

impl GameState {
    /// A fresh dice stream from `seed`, and the draw pile (the cards no one has seen)
    /// shuffled with it as in 3.2: after an agreed undo in a two-player game nobody can know
    /// the next die or card (README "Seeds and hidden information"). The app records `seed`
    /// in the action log, so a replay does the same. With the 9.2 mini-decks (solitaire
    /// only) the pile's order is the rule, so only the dice change.
    pub fn reseed(&mut self, seed: u64) {
        let mut dice = SeededDice::new(seed);
        if !self.mini_decks {
            crate::deck::shuffle(self.draw_pile.as_mut_slice(), |n| dice.below(n));
        }
        self.rng = dice;
    }
}

/// The embedded scenario data, parsed once per process: constant, so no game depends on
/// when or where it was parsed (parsing it for every new game was a tenth of a short game).
static SCENARIOS: LazyLock<Result<ScenarioFile, String>> = LazyLock::new(|| {
    serde_json::from_str(SCENARIOS_JSON).map_err(|e| format!("data/scenarios.json: {e}"))
});

pub(crate) fn apply_scenario(g: &mut GameState, scenario: Scenario) -> Result<(), String> {
    let file = SCENARIOS.as_ref().map_err(Clone::clone)?;
    // You Can Call Me Al is a variant of Let's Roll! in the data.
    let data = file
        .scenarios
        .iter()
        .find(|s| s.id == scenario.id())
        .ok_or_else(|| format!("scenario {} is not in data/scenarios.json", scenario.id()))?;
    g.set_prestige(data.prestige);
    g.us_posture = data.us_posture;
    g.set_funding(data.funding);
    for entry in &data.countries {
        let country =
            Country::parse(&entry.id).ok_or_else(|| format!("unknown country {}", entry.id))?;
        let c = g.country_mut(country);
        if country.is_muslim() {
            c.governance = entry.governance;
            c.alignment = entry.alignment;
        }
        if entry.posture.is_some() {
            c.posture = entry.posture;
        }
        c.cadre = entry.cadre;
        c.aid = entry.aid;
        c.besieged = entry.besieged_regime;
        c.regime_change = entry.regime_change;
        for marker in &entry.markers {
            c.markers
                .push(Marker::parse(marker).ok_or_else(|| format!("unknown marker {marker}"))?);
        }
        let pieces = Pieces {
            troops: entry.troops,
            active_cells: entry.active_cells,
            sleeper_cells: entry.sleeper_cells,
        };
        g.set_pieces(country, pieces)
            .map_err(|over| format!("{}: {over}", entry.id))?;
    }
    for (id, posture) in &data.non_muslim_postures_at_setup {
        let country = Country::parse(id).ok_or_else(|| format!("unknown country {id}"))?;
        g.country_mut(country).posture = Some(*posture);
    }
    for marker in &data.event_box_markers {
        g.markers
            .push(Marker::parse(marker).ok_or_else(|| format!("unknown marker {marker}"))?);
    }
    for removed in &data.cards_removed {
        g.removed.push(
            CardId::new(removed.number)
                .ok_or_else(|| format!("unknown card {}", removed.number))?,
        );
    }
    Ok(())
}

/// A new game in two stages ([`GameState::new_seeded_logged`]).
pub struct NewGameLogged {
    /// The special set-up and the deal (3.2, 5.2.8), before `start`.
    pub setup: Vec<LogEntry>,
    /// The game before the solitaire bot's first card.
    pub start: GameState,
    /// The game at its first decision.
    pub state: GameState,
    /// Between `start` and `state`: the bot's first cards.
    pub logs: Vec<LogEntry>,
}

/// Scenario special set-up (needs dice or Jihadist choices), then the first deal (5.2.8).
pub(crate) fn special_setup(cx: &mut Cx<'_>) -> Run {
    match cx.g.scenario {
        Scenario::Anaconda => {
            // The Jihadist places a cell in each of three different non-US countries, then
            // tests any unmarked.
            let mut chosen: Vec<Country> = Vec::new();
            for step in 1..=3u8 {
                let taken = chosen.clone();
                let country = cx.ask_country(
                    Side::Jihadist,
                    DecisionKind::country(Purpose::SetupCell, step),
                    |_, c| {
                        if c == Country::UnitedStates {
                            Err(Refusal::Text("Anaconda: the cells go to non-US countries"))
                        } else if taken.contains(&c) {
                            Err(Refusal::country(
                                c,
                                "Anaconda: {country} already has its cell",
                            ))
                        } else {
                            Ok(())
                        }
                    },
                )?;
                chosen.push(country);
            }
            for country in chosen {
                cx.place_cells(country, 1);
            }
        }
        Scenario::MissionAccomplished => {
            // Roll Posture for each Schengen country; 2-player: the Jihadist rerolls one.
            let schengen: Vec<Country> = Country::ALL
                .into_iter()
                .filter(|c| c.is_schengen())
                .collect();
            for country in &schengen {
                cx.roll_posture(*country);
            }
            if cx.g.players == Players::TwoPlayer {
                let country = cx.ask_country(
                    Side::Jihadist,
                    DecisionKind::country(Purpose::SetupReroll, 1),
                    |_, c| {
                        if c.is_schengen() {
                            Ok(())
                        } else {
                            Err(Refusal::country(c, "{country} is not a Schengen country"))
                        }
                    },
                )?;
                cx.roll_posture(country);
            }
        }
        _ => {}
    }
    crate::deck::deal(cx)?;
    cx.g.step = Step::ActionPhase;
    cx.log(LogEntry::PhaseStarted {
        turn: cx.g.turn,
        side: Side::Jihadist,
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `new` leaves the rest as a saved set-up that does not name it.
    #[test]
    fn a_new_set_up_is_a_saved_one_with_its_defaults() {
        let saved: SetupSpec =
            serde_json::from_str(r#"{"scenario": "anaconda", "seed": 9}"#).unwrap();
        assert_eq!(
            serde_json::to_value(&saved).unwrap(),
            serde_json::to_value(SetupSpec::new(Scenario::Anaconda, 9)).unwrap()
        );
    }

    #[test]
    fn reseeding_shuffles_the_draw_pile_and_renews_the_dice() {
        let g = GameState::new_seeded(&SetupSpec::new(Scenario::LetsRoll, 4)).unwrap();
        let (mut a, mut b, mut c) = (g.clone(), g.clone(), g.clone());
        a.reseed(11);
        b.reseed(11);
        c.reseed(12);
        assert!(a == b, "the same seed, the same game");
        assert!(a.rng != g.rng && a.rng != c.rng);
        assert_ne!(a.draw_pile, g.draw_pile);
        assert_ne!(a.draw_pile, c.draw_pile);
        let sorted = |g: &GameState| {
            let mut cards = g.draw_pile.to_vec();
            cards.sort();
            cards
        };
        assert_eq!(sorted(&a), sorted(&g), "the same cards");
        assert_eq!(a.hands, g.hands);
        assert!(a.validate().is_ok());
    }
}
